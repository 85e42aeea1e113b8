/** Reads a back-office form post (a few fields; a note is the largest), refusing anything bigger. */
import { data } from "react-router";

export const MAX_ADMIN_FORM_BYTES = 64 * 1024;

export async function readAdminForm(request: Request): Promise<FormData> {
  if (Number(request.headers.get("content-length") ?? "0") > MAX_ADMIN_FORM_BYTES) {
    throw data("This form is larger than the back office accepts.", { status: 413 });
  }
  try {
    return await request.formData();
  } catch {
    throw data("The form could not be read.", { status: 400 });
  }
}
