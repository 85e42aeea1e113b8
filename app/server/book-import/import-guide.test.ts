import { describe, expect, it } from "vitest";
import { importColumns, mapHeader } from "./columns.ts";
import { importGuideHtml, importSampleCsv } from "./import-guide.ts";
import { mapRow } from "./map-row.ts";
import { readCsv } from "./read-csv.ts";

describe("the import guide as the back office shows it", () => {
  it("documents every column, links the sample download, and has no link that only works in the repository", () => {
    const html = importGuideHtml();
    for (const column of importColumns) expect(html).toContain(`<code>${column}</code>`);
    expect(html).toContain('href="/admin/customers/import/sample.csv"');
    expect(html).not.toMatch(/href="(product\.md|examples\/)/);
  });

  it("ships a sample whose header is the layout and whose every row imports", async () => {
    expect(importSampleCsv().split("\n")[0]).toBe(importColumns.join(","));
    const csv = await readCsv(importSampleCsv());
    if (!csv.ok) throw new Error(csv.message);
    const header = mapHeader(csv.header);
    if (!header.ok) throw new Error(header.message);
    const problems = csv.rows.flatMap(({ rowNumber, cells }) => {
      const mapped = mapRow(rowNumber, (c) => cells[header.indexOf[c] ?? -1] ?? "", (c) => header.indexOf[c] !== undefined, new Map());
      return mapped.ok ? [] : mapped.errors;
    });
    expect(problems).toEqual([]);
  });
});
