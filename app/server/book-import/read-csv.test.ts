import { describe, expect, it } from "vitest";
import { readCsv } from "./read-csv.ts";

describe("readCsv", () => {
  it("numbers rows as a spreadsheet does, across quoted line breaks, and skips empty rows", async () => {
    const text = '\ufeffname,notes\r\nAna,"two\nlines"\r\n,\r\n\r\nBo,x\r\n';
    expect(await readCsv(text)).toEqual({
      ok: true,
      header: ["name", "notes"],
      rows: [
        { rowNumber: 2, cells: ["Ana", "two\nlines"] },
        { rowNumber: 6, cells: ["Bo", "x"] },
      ],
    });
  });

  it("explains an unclosed quotation mark", async () => {
    expect(await readCsv('name\n"Ana\n')).toEqual({ ok: false, message: expect.stringContaining("A quoted cell is never closed") });
  });

  it("refuses more rows than the limit, an empty file and a header alone", async () => {
    expect(await readCsv("name\na\nb\nc\n", { maxRows: 2 })).toEqual({ ok: false, message: expect.stringContaining("more than 2 rows") });
    expect(await readCsv("\n\n")).toEqual({ ok: false, message: expect.stringContaining("The file is empty") });
    expect(await readCsv("name,carrier\n")).toEqual({ ok: false, message: expect.stringContaining("no policies") });
  });
});
