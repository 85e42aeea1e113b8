import { describe, expect, it } from "vitest";
import { mapHeader } from "./columns.ts";
import { demoBookCsv, demoBookRows } from "./demo-book.ts";
import { mapRow } from "./map-row.ts";
import { readCsv } from "./read-csv.ts";

describe("the demo book", () => {
  it("is the same for the same seed, and every row passes the import's rules", async () => {
    const rows = demoBookRows({ customers: 60, seed: 3 });
    expect(demoBookRows({ customers: 60, seed: 3 })).toEqual(rows);
    const csv = await readCsv(demoBookCsv(rows));
    if (!csv.ok) throw new Error(csv.message);
    const header = mapHeader(csv.header);
    if (!header.ok) throw new Error(header.message);
    const problems = csv.rows.flatMap(({ rowNumber, cells }) => {
      const mapped = mapRow(rowNumber, (c) => cells[header.indexOf[c] ?? -1] ?? "", (c) => header.indexOf[c] !== undefined, new Map());
      return mapped.ok ? [] : mapped.errors;
    });
    expect(problems).toEqual([]);
    expect(csv.rows.length).toBeGreaterThan(60);
  });

  it("is clearly invented: 555 numbers, example.com addresses, FAKE VINs", () => {
    for (const row of demoBookRows({ customers: 40 })) {
      expect(row.phone).toMatch(/^\(702\) 555-01\d\d$/);
      if (row.email) expect(row.email).toMatch(/@example\.com$/);
      for (const vin of row.vehicles.match(/\b[A-Z0-9]{17}\b/g) ?? []) expect(vin).toMatch(/^FAKE/);
    }
  });
});
