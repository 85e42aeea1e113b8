/**
 * The steps every public form's action shares, in one place. First: refuse bodies over
 * the form's size limit, read the form, and apply the per-IP rate limit. Last: store
 * the submission and redirect to the confirmation, or, when storing fails, answer 503
 * with the form again. Each failure comes back as the form (status and message), with
 * whatever the visitor typed.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { formValues, type FormFailure, type FormValues } from "../../lib/form-data.ts";
import { getDb } from "../db/index.ts";
import { retryAfter } from "../http/retry-after.ts";
import { getAgency, getEnv } from "../env.ts";
import { errorFields, log } from "../log.ts";
import { requestInfoContext } from "../request-context.ts";
import { hitRateLimit } from "../security/rate-limit.ts";
import { MEGABYTE } from "../uploads/check-upload.ts";

export type FormPost =
  | { ok: true; formData: FormData }
  | { ok: false; status: number; failure: FormFailure; headers?: Record<string, string> };

/** The refused post as the action's answer: the form again, with its status (and Retry-After for a 429). */
export function refusedFormPost(post: Extract<FormPost, { ok: false }>) {
  return data<FormFailure>(post.failure, { status: post.status, headers: post.headers });
}

/** The message when storing fails (SPEC.md section 8, for every form). */
export function submissionFailedMessage(): string {
  return `There was an error submitting your request. Please try again or call us at ${getAgency().phone.display}.`;
}

export async function readFormPost(
  request: Request,
  context: Readonly<RouterContextProvider>,
  options: { form: string; maxBytes: number; lists?: readonly string[] },
): Promise<FormPost> {
  const length = Number(request.headers.get("content-length") ?? "0");
  if (length > options.maxBytes) {
    // Reading a body this large is refused outright; nothing of it can be kept.
    return {
      ok: false,
      status: 413,
      failure: {
        errors: {},
        values: {},
        formError: `Your form with its files is larger than ${Math.round(options.maxBytes / MEGABYTE)} MB, so it could not be sent. Please attach fewer or smaller files and try again.`,
      },
    };
  }

  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    return {
      ok: false,
      status: 400,
      failure: { errors: {}, values: {}, formError: "We could not read your form. Please check it and send it again." },
    };
  }

  const { clientIp } = context.get(requestInfoContext);
  const limit = await hitRateLimit(getDb(), { bucket: `form:${options.form}`, limit: getEnv().FORM_RATE_LIMIT_PER_HOUR, windowSeconds: 3600 }, clientIp);
  if (!limit.allowed) {
    const minutes = Math.max(1, Math.ceil(limit.retryAfterSeconds / 60));
    return {
      ok: false,
      status: 429,
      // When the window ends (RFC 9110 §10.2.3), for clients and proxies that read it.
      headers: retryAfter(limit.retryAfterSeconds),
      failure: {
        errors: {},
        values: formValues(formData, options.lists),
        formError: `We have received several forms from your connection in a short time. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}, or call us at ${getAgency().phone.display}.`,
      },
    };
  }
  return { ok: true, formData };
}

/** The non-empty files posted under `name` (an empty file input posts one empty, nameless file). */
export function postedFiles(formData: FormData, name: string): File[] {
  return formData.getAll(name).filter((v): v is File => typeof v !== "string" && (v.size > 0 || v.name !== ""));
}

/** What the submit functions need to write their emails: the agency's facts and the public address. */
export function submissionContext() {
  return { agency: getAgency(), publicUrl: getEnv().PUBLIC_URL };
}

/**
 * Stores a valid submission (`store` returns the confirmation's URL) and redirects there
 * (post/redirect/get); the visitor sees success only once it is stored.
 */
export async function storeThenRedirect(what: string, values: FormValues, store: () => Promise<string>) {
  try {
    return redirect(await store(), 303);
  } catch (error) {
    log.error(`${what} not stored`, errorFields(error));
    return data<FormFailure>({ errors: {}, values, formError: submissionFailedMessage() }, { status: 503 });
  }
}
