/**
 * Reads the customer documents page's post (an upload or a deletion; app/server/documents/upload-document.ts):
 * a body declared larger than the form's limit is refused before any of it is read, the rest
 * streams in under the form's limits. The caller disposes of the form.
 */
import type { FormFailure } from "../lib/form-data.ts";
import { readForm } from "./read-form.ts";
import type { ReceivedForm } from "../server/forms/received-form.ts";
import { documentFormLimits, MAX_DOCUMENT_FORM_BYTES, unreadableDocumentForm } from "../server/documents/upload-document.ts";

export type DocumentFormRead = { ok: true; form: ReceivedForm } | { ok: false; status: 400 | 413; failure: FormFailure };

export async function readDocumentForm(request: Request): Promise<DocumentFormRead> {
  const length = Number(request.headers.get("content-length") ?? "0");
  if (!(length <= MAX_DOCUMENT_FORM_BYTES)) return { ok: false, ...unreadableDocumentForm("too-large") };
  const read = await readForm(request, documentFormLimits);
  if (read.ok) return read;
  return { ok: false, ...unreadableDocumentForm(read.problem) };
}
