/**
 * The public lead forms (quote, claim, job application, pay-per-mile quote, and the
 * forms to come) are each described once, as a `LeadFormDefinition`, and run by one function,
 * `submitLeadForm`, in this order:
 *
 *   size check → rate limit → upload budget → streaming read → validation →
 *   upload check → honeypot → store (one transaction, with the visit's source) → redirect to the confirmation
 *
 * Any refusal answers with the form again: its status, a message for the whole form or
 * next to each field, and every value the visitor typed. Nothing is shown as sent until
 * it is stored (docs/product.md#forms). The reading steps (up to the upload check) are
 * `receiveForm`, which a customer's service requests use too.
 */
import { readFile } from "node:fs/promises";
import type { z } from "zod";
import { data, redirect, type RouterContextProvider } from "react-router";
import { isBot } from "../../lib/field-schemas.ts";
import { formValues, parseForm, type FieldErrors, type FormFailure, type FormValues } from "../../lib/form-data.ts";
import type { Option } from "../../lib/schemas/options.ts";
import { servicesOf, requestInfoOf } from "../../http/context.ts";
import type { AppServices } from "../services.ts";
import { retryAfter } from "../http/retry-after.ts";
import { errorFields, log } from "../log.ts";
import type { LeadSource } from "../pipeline/lead-source.ts";
import { readVisitSource } from "../pipeline/visit-source-cookie.ts";
import { FORM_RATE_LIMIT_WINDOW_SECONDS, hitRateLimit, UPLOAD_BUDGET_WINDOW_SECONDS, type RateLimitResult } from "../security/rate-limit.ts";
import { checkUpload, MEGABYTE, type CheckedFile, type UploadRule } from "../uploads/check-upload.ts";
import { readForm, type FormLimits, type FormReadProblem, type ReceivedFile } from "./read-form.ts";
import { translatorFor } from "../../lib/i18n/i18n.ts";
import { localeOfUrl, type Locale } from "../../lib/i18n/locale.ts";
import { localizedHref } from "../../lib/i18n/spanish-twins.ts";

/** A public form's rate-limit bucket, also its name in the logs (the privacy request is on the pipeline too, though not a lead). */
export type LeadFormName = "quote" | "claim" | "careers" | "pay-per-mile" | "contact" | "coverage-review" | "privacy-request" | "accessibility" | "callback";

export interface LeadFormUploads {
  /** The file input's name. */
  field: string;
  rule: UploadRule;
  maxFiles: number;
  /** The message when no file is attached, for a form that requires one (in each language). */
  requiredMessage?: Record<Locale, string>;
}

export interface LeadFormDefinition<Schema extends z.ZodType> {
  name: LeadFormName;
  /** What one submission is called in the logs ("claim"). */
  noun: string;
  schema: Schema;
  /** A form shown in both languages: its schema with the messages in the page's language (`schema` is the English one). */
  schemaFor?: (locale: Locale) => Schema;
  /** Each field's label (what the confirmation email and the inbox show): the form's fields. */
  labels: Record<string, string>;
  /** Checkbox groups: each posts one value per ticked option, read as a list. */
  lists?: Record<string, readonly Option[]>;
  uploads?: LeadFormUploads;
  /** The largest body read, in bytes. */
  maxBytes: number;
  /** Where a bot (honeypot filled) is sent, as if it had worked. */
  confirmationPath: string;
  /** Stores the submission with its files and emails in one transaction; returns the confirmation's URL. */
  store(services: AppServices, input: z.output<Schema>, files: CheckedFile[], visit: Visit): Promise<string>;
}

/** The visit a post came from: its source (the visit-source cookie; null when unknown) and the form page's address. */
export interface Visit {
  source: LeadSource | null;
  pageUrl: string;
}

/** The address of the page a form was posted from: the public address and the path (a form posts to its own page). */
export function pageUrlOf(request: Request, publicUrl: string): string {
  return `${publicUrl.replace(/\/$/, "")}${new URL(request.url).pathname}`;
}

/** What the reading steps need to know of a form (not its schema or store function). */
export type FormShape = Pick<LeadFormDefinition<z.ZodType>, "labels" | "lists" | "uploads" | "maxBytes">;

/** One text field: the longest box (a claim's description, 10,000 characters) in any script. */
const MAX_FIELD_BYTES = 64 * 1024;
/** Besides the schema's fields: room for a field a browser or an older page may add. */
const SPARE_PARTS = 4;

/** The parts a post of this form can have: its fields, each ticked option of a group, its files. */
export function maxPartsOf(form: Omit<FormShape, "maxBytes">): number {
  const fields = Object.keys(form.labels).length + 1; // and the honeypot
  const listValues = Object.values(form.lists ?? {}).reduce((sum, options) => sum + options.length - 1, 0);
  return fields + listValues + (form.uploads?.maxFiles ?? 0) + SPARE_PARTS;
}

/** The reading limits of a form: its size, its parts, a field's size, its files. */
export function limitsOf(form: FormShape): FormLimits {
  return {
    maxBytes: form.maxBytes,
    maxParts: maxPartsOf(form),
    maxFieldBytes: MAX_FIELD_BYTES,
    maxFiles: form.uploads?.maxFiles ?? 0,
    maxFileBytes: form.uploads?.rule.maxBytes,
  };
}

/** The message when storing fails (docs/product.md#error-messages-and-texts, for every form), in the page's language. */
export function submissionFailedMessage(services: AppServices, locale: Locale = "en"): string {
  return translatorFor(locale)("forms.submitFailed", { phone: services.agency.phone.display });
}

const minutesUntil = (seconds: number, locale: Locale) => translatorFor(locale)("forms.minutes", { count: Math.max(1, Math.ceil(seconds / 60)) });


/** The form again, with its status and what went wrong: every value comes back. */
export function refusal(status: number, failure: FormFailure, headers?: HeadersInit) {
  return data<FormFailure>(failure, { status, headers });
}

/** Why a post could not be read, in the visitor's words (and language), with its status. */
export function unreadMessage(problem: FormReadProblem, form: FormShape, locale: Locale = "en"): { status: number; message: string } {
  const t = translatorFor(locale);
  switch (problem) {
    case "too-large":
      return { status: 413, message: t("forms.upload.tooLargeForm", { megabytes: Math.round(form.maxBytes / MEGABYTE) }) };
    case "too-many-parts":
      return { status: 413, message: t("forms.upload.tooManyParts") };
    case "unreadable":
      return { status: 400, message: t("forms.upload.unreadable") };
  }
}

export interface UploadOutcome {
  files: CheckedFile[];
  error?: string;
  /** A file was over its size limit: the answer is 413. */
  tooLarge: boolean;
}

/** The upload check of a read form's files: each one's type (by its bytes) and size, and their number. */
export function checkFiles(received: ReceivedFile[], tooManyFiles: boolean, uploads: LeadFormUploads | undefined, locale: Locale = "en"): UploadOutcome {
  if (!uploads) return { files: [], tooLarge: false };
  const posted = received.filter((file) => file.field === uploads.field);
  if (tooManyFiles) return { files: [], tooLarge: false, error: translatorFor(locale)("forms.upload.tooMany", { max: uploads.maxFiles }) };
  if (posted.length === 0) return { files: [], tooLarge: false, error: uploads.requiredMessage?.[locale] };
  const files: CheckedFile[] = [];
  for (const file of posted) {
    // A file cut off at its limit is larger than the limit, whatever was received of it.
    const size = file.tooLarge ? uploads.rule.maxBytes + 1 : file.size;
    const check = checkUpload(file.name, size, file.head, uploads.rule, locale);
    if (!check.ok) return { files: [], tooLarge: check.problem === "too-large", error: check.message };
    const { path } = file;
    files.push({
      fileName: check.fileName,
      contentType: check.contentType,
      size: file.size,
      read: async () => new Uint8Array(await readFile(path)),
    });
  }
  return { files, tooLarge: false };
}

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

/** What the reading steps need to know of a form: its rate-limit bucket, schema, fields, lists, files and size. */
export interface FormIntake<Schema extends z.ZodType> extends FormShape {
  /** The rate-limit bucket is `form:{name}`. */
  name: string;
  schema: Schema;
}

/** A post that passed every check: its validated data, the values as typed, its checked files. */
export interface AcceptedForm<T> {
  data: T;
  values: FormValues;
  /** Readable until the callback returns; then the temporary files are removed. */
  files: CheckedFile[];
}

/**
 * The pipeline's reading steps, shared by every form that takes a post from outside the back
 * office (the public forms, a customer's service requests): size check → rate limit → upload
 * budget → streaming read → validation → upload check. A refusal answers with the form's
 * status, messages and every value; an accepted post goes to `accept` while its files exist.
 */
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

/** Runs a lead form's action: see the steps at the top of this file. */
export async function submitLeadForm<Schema extends z.ZodType>(
  form: LeadFormDefinition<Schema>,
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
) {
  const services = servicesOf(context);
  const { clientIp } = requestInfoOf(context);
  const locale = localeOfUrl(request.url);
  const intake = form.schemaFor ? { ...form, schema: form.schemaFor(locale) } : form;
  return receiveForm(intake, { request, services, clientIp }, async ({ data: input, values, files }) => {
    if (isBot(input as { "bot-field"?: string })) return redirect(localizedHref(form.confirmationPath, locale), 303);
    try {
      const visit = { source: readVisitSource(request.headers.get("cookie")), pageUrl: pageUrlOf(request, services.env.PUBLIC_URL) };
      const confirmation = await form.store(services, input, files, visit);
      services.kickOutbox();
      // A Spanish page's visitor goes on to the Spanish confirmation.
      return redirect(localizedHref(confirmation, locale), 303);
    } catch (error) {
      log.error(`${form.noun} not stored`, errorFields(error));
      return refusal(503, { errors: {}, values, formError: submissionFailedMessage(services, locale) });
    }
  });
}
