/**
 * Turning a posted form into validated data, the same way for every form.
 * Used by actions on the server; the page receives `errors` and `values` back
 * so nothing the visitor typed is lost.
 */
import type { z } from "zod";

export type FieldErrors = Partial<Record<string, string>>;
export type FormValues = Record<string, string | string[]>;

export type FormResult<T> =
  | { ok: true; data: T; values: FormValues }
  | { ok: false; errors: FieldErrors; values: FormValues };

/** What an action returns when validation fails (and what the page reads). */
export interface FormFailure {
  errors: FieldErrors;
  values: FormValues;
  /** A message for the whole form (e.g. rate limit), shown in the error summary. */
  formError?: string;
}

/**
 * The text fields of a FormData as plain values. Fields named in `lists` (checkbox
 * groups) become arrays; files are left out (they are handled by the upload check).
 */
/** A posted form, or a GET form's query (URLSearchParams): what is read is its entries. */
export type FormEntries = { entries(): Iterable<[string, FormDataEntryValue]> };

export function formValues(formData: FormEntries, lists: readonly string[] = []): FormValues {
  // One pass over the entries: asking for each key's values in turn was quadratic in the
  // number of fields (a post with 50,000 names held the server for most of a minute).
  const listNames = new Set(lists);
  const values: FormValues = {};
  for (const key of lists) values[key] = [];
  for (const [key, value] of formData.entries()) {
    if (typeof value !== "string") continue;
    if (listNames.has(key)) (values[key] as string[]).push(value);
    else if (!Object.hasOwn(values, key)) values[key] = value; // a duplicated field counts once
  }
  return values;
}

/** The first message for each top-level field. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issue.message;
  }
  return errors;
}

export function parseForm<S extends z.ZodType>(
  schema: S,
  formData: FormEntries,
  lists: readonly string[] = [],
): FormResult<z.output<S>> {
  const values = formValues(formData, lists);
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data, values };
  return { ok: false, errors: fieldErrors(result.error), values };
}
