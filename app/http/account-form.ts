/**
 * The HTTP side of the account forms (app/server/accounts/account-actions.ts, second-factor.ts):
 * reading the post, refusing oversized bodies, and the status, Retry-After and cookies of the answer.
 */
import type { AccountFormResult } from "../server/accounts/account-actions.ts";
import { readTextForm } from "./read-form.ts";
import { retryAfter } from "./retry-after.ts";

/** Posted account forms are a few fields; anything larger is not one of ours. */
const MAX_FORM_BYTES = 16 * 1024;

/** Reads the posted form, refusing oversized bodies. */
export async function readAccountForm(request: Request): Promise<FormData | null> {
  const read = await readTextForm(request, { maxBytes: MAX_FORM_BYTES, maxParts: 10, maxFieldBytes: MAX_FORM_BYTES });
  return read.ok ? read.fields : null;
}

/** The status (and, for a 429, the Retry-After header) of an account form's answer. */
export function accountResponseInit(result: AccountFormResult): ResponseInit {
  if (result.ok) return { status: 200 };
  return { status: result.status, headers: result.retryAfterSeconds ? retryAfter(result.retryAfterSeconds) : undefined };
}

/** The Set-Cookie headers of a redirect or a page. */
export function setCookieHeaders(setCookies: readonly string[]): Headers {
  const headers = new Headers();
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  return headers;
}
