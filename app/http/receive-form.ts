/**
 * The reading steps of every form that takes a post from outside the back office (the public
 * forms, a customer's service requests): size check → rate limit → upload budget → streaming
 * read → validation → upload check. A refusal answers with the form again: its status, its
 * messages and every value (docs/decisions/009-one-form-pipeline-streaming-reader.md). What the
 * steps know of a form (limits, the upload check, the messages) is app/server/forms/lead-form.ts.
 */
import type { z } from "zod";
import { data } from "react-router";
import { formValues, parseForm, type FieldErrors, type FormFailure } from "../lib/form-data.ts";
import { translatorFor } from "../lib/i18n/i18n.ts";
import { localeOfUrl, type Locale } from "../lib/i18n/locale.ts";
import { checkFiles, limitsOf, submissionFailedMessage, unreadMessage, type AcceptedForm, type FormIntake, type FormShape } from "../server/forms/lead-form.ts";
import { readForm } from "./read-form.ts";
import { errorFields, log } from "../server/log.ts";
import { retryAfter } from "./retry-after.ts";
import { FORM_RATE_LIMIT_WINDOW_SECONDS, hitRateLimit, UPLOAD_BUDGET_WINDOW_SECONDS, type RateLimitResult } from "../server/security/rate-limit.ts";
import type { AppServices } from "../server/services.ts";

/** The address of the page a form was posted from: the public address and the path (a form posts to its own page). */
export function pageUrlOf(request: Request, publicUrl: string): string {
  return `${publicUrl.replace(/\/$/, "")}${new URL(request.url).pathname}`;
}

/** The form again, with its status and what went wrong: every value comes back. */
export function refusal(status: number, failure: FormFailure, headers?: HeadersInit) {
  return data<FormFailure>(failure, { status, headers });
}

/** The form again with 503 when storing an accepted post failed (logged): nothing is shown as sent until it is stored. */
export function notStored(what: string, error: unknown, services: Pick<AppServices, "agency">, locale: Locale, values: FormFailure["values"]) {
  log.error(`${what} not stored`, errorFields(error));
  return refusal(503, { errors: {}, values, formError: submissionFailedMessage(services, locale) });
}

const minutesUntil = (seconds: number, locale: Locale) => translatorFor(locale)("forms.minutes", { count: Math.max(1, Math.ceil(seconds / 60)) });

/** Reads the text fields only (files dropped), so a refused post still gets its values back. */
async function valuesOnly(request: Request, form: FormShape) {
  const read = await readForm(request, { ...limitsOf(form), maxFiles: 0 });
  if (!read.ok) return {};
  await read.form.dispose();
  return formValues(read.form.fields, Object.keys(form.lists ?? {}));
}

async function limitReached(request: Request, form: FormShape, limit: RateLimitResult, message: string) {
  return refusal(429, { errors: {}, values: await valuesOnly(request, form), formError: message }, retryAfter(limit.retryAfterSeconds));
}

/** The reading steps described above; an accepted post goes to `accept` while its files exist. */
export async function receiveForm<Schema extends z.ZodType, R>(
  form: FormIntake<Schema>,
  { request, services, clientIp }: { request: Request; services: AppServices; clientIp: string },
  accept: (accepted: AcceptedForm<z.output<Schema>>) => Promise<R>,
): Promise<R | ReturnType<typeof refusal>> {
  const { db, env, agency } = services;
  const locale = localeOfUrl(request.url);

  const length = Number(request.headers.get("content-length") ?? "0");
  if (!(length <= form.maxBytes)) {
    // Nothing of a body this large is read, so nothing of it can come back.
    return refusal(413, { errors: {}, values: {}, formError: unreadMessage("too-large", form, locale).message });
  }

  const perHour = await hitRateLimit(db, { bucket: `form:${form.name}`, limit: env.FORM_RATE_LIMIT_PER_HOUR, windowSeconds: FORM_RATE_LIMIT_WINDOW_SECONDS }, clientIp);
  if (!perHour.allowed) {
    return limitReached(request, form, perHour, translatorFor(locale)("forms.rateLimited", { minutes: minutesUntil(perHour.retryAfterSeconds, locale), phone: agency.phone.display }));
  }
  if (form.uploads) {
    const kilobytes = Math.ceil(length / 1024);
    const budget = await hitRateLimit(db, { bucket: "uploads:kb-per-day", limit: env.UPLOAD_MB_PER_DAY * 1024, windowSeconds: UPLOAD_BUDGET_WINDOW_SECONDS }, clientIp, kilobytes);
    if (!budget.allowed) {
      return limitReached(request, form, budget, translatorFor(locale)("forms.upload.dailyBudget", { phone: agency.phone.display }));
    }
  }

  const read = await readForm(request, limitsOf(form));
  if (!read.ok) {
    const { status, message } = unreadMessage(read.problem, form, locale);
    return refusal(status, { errors: {}, values: {}, formError: message });
  }
  try {
    const lists = Object.keys(form.lists ?? {});
    const parsed = parseForm(form.schema, read.form.fields, lists);
    const uploads = checkFiles(read.form.files, read.form.tooManyFiles, form.uploads, locale);
    if (!parsed.ok || uploads.error) {
      const errors: FieldErrors = { ...(parsed.ok ? {} : parsed.errors) };
      if (uploads.error && form.uploads) errors[form.uploads.field] = uploads.error;
      return refusal(uploads.tooLarge ? 413 : 400, { errors, values: parsed.values });
    }
    return await accept({ data: parsed.data, values: parsed.values, files: uploads.files });
  } finally {
    await read.form.dispose();
  }
}
