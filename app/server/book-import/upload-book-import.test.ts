import { describe, expect, it } from "vitest";
import { checkCsvFile, MAX_IMPORT_BYTES } from "./upload-book-import.ts";

const bytes = (text: string | number[]) => (typeof text === "string" ? new TextEncoder().encode(text) : new Uint8Array(text));

describe("checkCsvFile", () => {
  it("accepts UTF-8 text named .csv", () => {
    expect(checkCsvFile("book.CSV", bytes("name,carrier\nAna,Ejemplo Mutual ñ\n"))).toEqual({ ok: true, text: "name,carrier\nAna,Ejemplo Mutual ñ\n" });
  });

  it("reads a file Excel saved in the Windows encoding", () => {
    expect(checkCsvFile("book.csv", bytes([0x4a, 0x6f, 0x73, 0xe9]))).toEqual({ ok: true, text: "José" });
  });

  it("refuses another extension, an empty or oversized file, a workbook and binary content", () => {
    expect(checkCsvFile("book.xlsx", bytes("a"))).toMatchObject({ ok: false, message: expect.stringContaining("is not a CSV file") });
    expect(checkCsvFile("book.csv", bytes(""))).toMatchObject({ ok: false, message: expect.stringContaining("is empty") });
    expect(checkCsvFile("book.csv", new Uint8Array(MAX_IMPORT_BYTES + 1))).toMatchObject({ ok: false, message: expect.stringContaining("larger than 10 MB") });
    expect(checkCsvFile("book.csv", bytes([0x50, 0x4b, 0x03, 0x04, 1, 2]))).toMatchObject({ ok: false, message: expect.stringContaining("Excel workbook") });
    expect(checkCsvFile("book.csv", bytes([0x4d, 0x5a, 0x00, 0x01]))).toMatchObject({ ok: false, message: expect.stringContaining("not a text file") });
  });
});
