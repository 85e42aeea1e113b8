/**
 * The public lead forms (quote, claim, job application, pay-per-mile quote, and the
 * forms to come) are each described once, as a `LeadFormDefinition`, and run by one action,
 * `submitLeadForm` (app/http/lead-form-action.ts), in this order:
 *
 *   size check → rate limit → upload budget → streaming read → validation →
 *   upload check → honeypot → store (one transaction, with the visit's source) → redirect to the confirmation
 *
 * Any refusal answers with the form again: its status, a message for the whole form or
 * next to each field, and every value the visitor typed. Nothing is shown as sent until
 * it is stored (docs/product.md#forms). The reading steps (up to the upload check) are
 * `receiveForm` (app/http/receive-form.ts), which a customer's service requests use too.
 * This module holds what those steps know of a form: its description, its limits, the
 * upload check of its files and the messages of each refusal.
 */
import { readFile } from "node:fs/promises";
import type { z } from "zod";
import type { FormValues } from "../../lib/form-data.ts";
import type { Option } from "../../lib/schemas/options.ts";
import type { AppServices } from "../services.ts";
import type { LeadSource } from "../pipeline/lead-source.ts";
import { checkUpload, MEGABYTE, type CheckedFile, type UploadRule } from "../uploads/check-upload.ts";
import type { FormLimits, FormReadProblem, ReceivedFile } from "./received-form.ts";
import { translatorFor } from "../../lib/i18n/i18n.ts";
import type { Locale } from "../../lib/i18n/locale.ts";

/** A public form's rate-limit bucket, also its name in the logs (the privacy request is on the pipeline too, though not a lead). */
export type LeadFormName = "quote" | "claim" | "careers" | "pay-per-mile" | "contact" | "coverage-review" | "privacy-request" | "accessibility" | "callback" | "booking";

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
export function submissionFailedMessage(services: Pick<AppServices, "agency">, locale: Locale = "en"): string {
  return translatorFor(locale)("forms.submitFailed", { phone: services.agency.phone.display });
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

