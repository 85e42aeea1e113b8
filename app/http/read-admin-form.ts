/** Reads a back-office form post (a few fields; a note is the largest), refusing anything bigger. */
import { data } from "react-router";
import { readTextForm } from "./read-form.ts";

export const MAX_ADMIN_FORM_BYTES = 64 * 1024;

/** `maxParts`: a form with a field per listed record (the inbox's bulk bar) asks for more than the default 20. */
export async function readAdminForm(request: Request, { maxParts = 20 }: { maxParts?: number } = {}): Promise<FormData> {
  const read = await readTextForm(request, { maxBytes: MAX_ADMIN_FORM_BYTES, maxParts, maxFieldBytes: MAX_ADMIN_FORM_BYTES });
  if (read.ok) return read.fields;
  if (read.problem === "unreadable") throw data("The form could not be read.", { status: 400 });
  throw data("This form is larger than the back office accepts.", { status: 413 });
}
