/**
 * The book import's upload (docs/import.md): the post streamed to disk by the one form reader
 * under the file's limit, and the file's bytes for the import's checks
 * (app/server/book-import/upload-book-import.ts importBookFile).
 */
import { readFile } from "node:fs/promises";
import { IMPORT_FILE_FIELD, MAX_IMPORT_BYTES } from "../server/book-import/upload-book-import.ts";
import { readForm } from "./read-form.ts";
import { cleanFileName, MEGABYTE } from "../server/uploads/check-upload.ts";

const tooLarge = (name: string) => `${name} is larger than ${MAX_IMPORT_BYTES / MEGABYTE} MB. Please split the book into smaller files.`;

/** The upload's post, streamed to disk under the file's limit, and the file's bytes; or why it could not be read, with its status. */
export async function readBookImportFile(request: Request): Promise<{ ok: true; name: string; bytes: Uint8Array } | { ok: false; status: 400 | 413; message: string }> {
  const read = await readForm(request, {
    // The file and a little room for the multipart framing and the form's other fields.
    maxBytes: MAX_IMPORT_BYTES + 64 * 1024,
    maxParts: 5,
    maxFieldBytes: 1024,
    maxFiles: 1,
    maxFileBytes: MAX_IMPORT_BYTES,
  });
  if (!read.ok) {
    if (read.problem === "too-large") return { ok: false, status: 413, message: tooLarge("The file") };
    return { ok: false, status: 400, message: "The upload could not be read. Please choose the file and try again." };
  }
  try {
    const file = read.form.files.find((f) => f.field === IMPORT_FILE_FIELD);
    if (!file) return { ok: false, status: 400, message: "Please choose the CSV file to import." };
    if (file.tooLarge) return { ok: false, status: 413, message: tooLarge(cleanFileName(file.name)) };
    return { ok: true, name: file.name, bytes: new Uint8Array(await readFile(file.path)) };
  } finally {
    await read.form.dispose();
  }
}
