/**
 * What the API's domain functions answer: a body, or a typed refusal the HTTP side turns into
 * its status (app/http/api-results.ts). Nothing here knows HTTP; a refusal says why, in words
 * for the integration's developer.
 */
import { z } from "zod";

export type ApiResult<T> =
  | { ok: true; status: 200 | 201; body: T }
  | { ok: false; reason: "not-found"; what: string }
  /** The fields' messages, from the same schema the back office's form uses. */
  | { ok: false; reason: "invalid"; error: z.ZodError }
  /** The request is well formed, but the record cannot take it now (a stage the form has not, a final stage's follow-up). */
  | { ok: false; reason: "conflict"; message: string };

export const found = <T>(body: T, status: 200 | 201 = 200): ApiResult<T> => ({ ok: true, status, body });
export const missing = (what: string): ApiResult<never> => ({ ok: false, reason: "not-found", what });
export const conflict = (message: string): ApiResult<never> => ({ ok: false, reason: "conflict", message });
export const invalid = (error: z.ZodError): ApiResult<never> => ({ ok: false, reason: "invalid", error });

/** One field's message as a zod error (a rule checked outside a schema reads like the schema's own). */
export function fieldError(field: string, message: string): z.ZodError {
  return new z.ZodError([{ code: "custom", path: [field], message, input: undefined }]);
}

/** The same issues under the API's names for the form's fields (unlisted fields keep theirs). */
export function renamedFields(error: z.ZodError, names: Record<string, string>): z.ZodError {
  return new z.ZodError(error.issues.map((issue) => ({ ...issue, path: issue.path.length ? [names[String(issue.path[0])] ?? issue.path[0]!, ...issue.path.slice(1)] : issue.path })));
}
