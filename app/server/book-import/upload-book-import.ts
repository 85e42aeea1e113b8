/**
 * Receiving a book-of-business file (docs/import.md): the post is streamed to disk by the one
 * form reader (app/server/forms/read-form.ts) under MAX_IMPORT_BYTES, then checked: a .csv name,
 * not empty, text rather than a spreadsheet or another binary file (an .xlsx is a ZIP, an .xls
 * an OLE file: their first bytes say so), UTF-8 or, failing that, Windows-1252 (what Excel on
 * Windows saves). A file whose header does not have the layout's required columns is refused
 * at once; one that does is kept (book_imports) for its preview.
 */
import { readFile } from "node:fs/promises";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { readForm } from "../forms/read-form.ts";
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

export type UploadOutcome = { ok: true; importId: string } | { ok: false; status: 400 | 413; message: string };

/** Reads the posted file, checks it, and keeps it for its preview. */
export async function uploadBookImport(db: Kysely<Database>, uploadedBy: string, request: Request, now = new Date()): Promise<UploadOutcome> {
  const read = await readForm(request, {
    // The file and a little room for the multipart framing and the form's other fields.
    maxBytes: MAX_IMPORT_BYTES + 64 * 1024,
    maxParts: 5,
    maxFieldBytes: 1024,
    maxFiles: 1,
    maxFileBytes: MAX_IMPORT_BYTES,
  });
  if (!read.ok) {
    if (read.problem === "too-large") return { ok: false, status: 413, message: `The file is larger than ${MAX_IMPORT_BYTES / MEGABYTE} MB. Please split the book into smaller files.` };
    return { ok: false, status: 400, message: "The upload could not be read. Please choose the file and try again." };
  }
  try {
    const file = read.form.files.find((f) => f.field === IMPORT_FILE_FIELD);
    if (!file) return { ok: false, status: 400, message: "Please choose the CSV file to import." };
    const fileName = cleanFileName(file.name);
    if (file.tooLarge) return { ok: false, status: 413, message: `${fileName} is larger than ${MAX_IMPORT_BYTES / MEGABYTE} MB. Please split the book into smaller files.` };
    const check = checkCsvFile(fileName, new Uint8Array(await readFile(file.path)));
    if (!check.ok) return { ok: false, status: 400, message: check.message };
    const csv = await readCsv(check.text);
    if (!csv.ok) return { ok: false, status: 400, message: csv.message };
    const header = mapHeader(csv.header);
    if (!header.ok) return { ok: false, status: 400, message: header.message };
    const importId = await storeBookImport(db, { fileName, csvText: check.text, sizeBytes: file.size, uploadedBy }, now);
    return { ok: true, importId };
  } finally {
    await read.form.dispose();
  }
}
