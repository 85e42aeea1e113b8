/**
 * Receiving a book-of-business file (docs/import.md): the route streams the post to disk with the
 * one form reader (app/http/read-form.ts) under MAX_IMPORT_BYTES; the file is checked: a .csv name,
 * not empty, text rather than a spreadsheet or another binary file (an .xlsx is a ZIP, an .xls
 * an OLE file: their first bytes say so), UTF-8 or, failing that, Windows-1252 (what Excel on
 * Windows saves). A file whose header does not have the layout's required columns is refused
 * at once; one that does is kept (book_imports) for its preview.
 */
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { cleanFileName, MEGABYTE } from "../uploads/check-upload.ts";
import { storeBookImport } from "./book-imports.ts";
import { mapHeader } from "./columns.ts";
import { readCsv } from "./read-csv.ts";

export const MAX_IMPORT_BYTES = 10 * MEGABYTE;
/** The form's field for the file. */
export const IMPORT_FILE_FIELD = "file";

export type CsvCheck = { ok: true; text: string } | { ok: false; message: string };

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((b, i) => bytes[i] === b);

/** The upload rule for a CSV file: its name, its size and its bytes (see the top of this file). */
export function checkCsvFile(fileName: string, bytes: Uint8Array): CsvCheck {
  if (!/\.csv$/i.test(fileName)) return { ok: false, message: `${fileName} is not a CSV file. Please export the book as CSV (comma-separated values) and upload that file.` };
  if (bytes.byteLength === 0) return { ok: false, message: `${fileName} is empty. Please choose the file again.` };
  if (bytes.byteLength > MAX_IMPORT_BYTES) return { ok: false, message: `${fileName} is larger than ${MAX_IMPORT_BYTES / MEGABYTE} MB. Please split the book into smaller files.` };
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0])) {
    return { ok: false, message: `${fileName} is an Excel workbook renamed to .csv. Please open it in Excel and use Save As → CSV.` };
  }
  if (bytes.includes(0)) return { ok: false, message: `${fileName} is not a text file. Please export the book as CSV and upload that file.` };
  try {
    return { ok: true, text: new TextDecoder("utf-8", { fatal: true }).decode(bytes) };
  } catch {
    return { ok: true, text: new TextDecoder("windows-1252").decode(bytes) };
  }
}

export type ImportFileOutcome = { ok: true; importId: string } | { ok: false; error: "refused"; message: string };

/** Checks a posted book file (its name as sent and its bytes) and keeps it for its preview. */
export async function importBookFile(db: Kysely<Database>, uploadedBy: string, file: { name: string; bytes: Uint8Array }, now = new Date()): Promise<ImportFileOutcome> {
  const fileName = cleanFileName(file.name);
  const check = checkCsvFile(fileName, file.bytes);
  if (!check.ok) return { ok: false, error: "refused", message: check.message };
  const csv = await readCsv(check.text);
  if (!csv.ok) return { ok: false, error: "refused", message: csv.message };
  const header = mapHeader(csv.header);
  if (!header.ok) return { ok: false, error: "refused", message: header.message };
  const importId = await storeBookImport(db, { fileName, csvText: check.text, sizeBytes: file.bytes.byteLength, uploadedBy }, now);
  return { ok: true, importId };
}
