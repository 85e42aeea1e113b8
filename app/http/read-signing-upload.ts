/**
 * Reads the "new document for signature" post: a few text fields and one PDF, streamed to a
 * temporary file under the signing limit (app/server/signing/pdf-check.ts). A file over the
 * limit is cut off and flagged while the rest of the form is still read, so the page comes
 * back with every value; past twice the limit nothing is read. The caller disposes of the form.
 */
import { readFile } from "node:fs/promises";
import type { FormFailure } from "../lib/form-data.ts";
import { SIGNING_FILE_FIELD } from "../lib/signing-form-labels.ts";
import { readForm, type ReceivedForm } from "./read-form.ts";
import { MAX_SIGNING_PDF_BYTES } from "../server/signing/pdf-check.ts";
import { MEGABYTE } from "../server/uploads/check-upload.ts";

const MAX_SIGNING_FORM_BYTES = 2 * MAX_SIGNING_PDF_BYTES;

export type SigningUploadRead =
  | { ok: true; form: ReceivedForm; file: { fileName: string; tooLarge: boolean; read: () => Promise<Uint8Array> } | null }
  | { ok: false; status: 400 | 413; failure: FormFailure };

export async function readSigningUpload(request: Request): Promise<SigningUploadRead> {
  const tooLarge = {
    ok: false as const,
    status: 413 as const,
    failure: { errors: {}, values: {}, formError: `This upload is larger than ${MAX_SIGNING_FORM_BYTES / MEGABYTE} MB, so it could not be read. A PDF for signature must be ${MAX_SIGNING_PDF_BYTES / MEGABYTE} MB or smaller.` },
  };
  if (!(Number(request.headers.get("content-length") ?? "0") <= MAX_SIGNING_FORM_BYTES)) return tooLarge;
  const read = await readForm(request, { maxBytes: MAX_SIGNING_FORM_BYTES, maxParts: 12, maxFieldBytes: 8 * 1024, maxFiles: 1, maxFileBytes: MAX_SIGNING_PDF_BYTES });
  if (!read.ok) {
    if (read.problem === "too-large") return tooLarge;
    return { ok: false, status: 400, failure: { errors: {}, values: {}, formError: "The form could not be read. Please reload the page and try again." } };
  }
  const received = read.form.files.find((f) => f.field === SIGNING_FILE_FIELD && f.size > 0);
  const path = received?.path ?? "";
  return {
    ok: true,
    form: read.form,
    file: received ? { fileName: received.name || "document.pdf", tooLarge: received.tooLarge, read: async () => new Uint8Array(await readFile(path)) } : null,
  };
}
