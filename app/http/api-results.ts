/**
 * The API routes' side of the domain's answers (app/server/integrations/api/results.ts): a result
 * becomes the answer or the ApiError of its status, a query string is read with its operation's
 * schema (422 with each parameter's message), a lead's form in the path is checked (404).
 */
import type { z } from "zod";
import type { LeadForm } from "../lib/inbox-paths.ts";
import { isLeadForm } from "../lib/lead-forms.ts";
import type { ApiResult } from "../server/integrations/api/results.ts";
import { ApiError, invalidFields, notFound, type ApiAnswer } from "./api.ts";

/** The answer of a result, or its refusal thrown for apiCall to send. */
export function answerOf<T>(result: ApiResult<T>): ApiAnswer {
  if (result.ok) return { status: result.status, body: result.body };
  switch (result.reason) {
    case "not-found":
      throw notFound(result.what);
    case "invalid":
      throw invalidFields(result.error);
    case "conflict":
      throw new ApiError(409, "conflict", result.message);
  }
}

/** The query string read by an operation's schema (each parameter once: the first value). */
export function readQuery<S extends z.ZodType>(schema: S, url: URL): z.output<S> {
  const values: Record<string, string> = {};
  for (const [name, value] of url.searchParams) values[name] ??= value;
  const parsed = schema.safeParse(values);
  if (!parsed.success) throw invalidFields(parsed.error);
  return parsed.data;
}

/** A lead's form from the path; another word is no lead. */
export function leadFormOf(value: string | undefined): LeadForm {
  if (!isLeadForm(value)) throw notFound("lead");
  return value;
}

/** A GET to an operation that only takes POST. */
export function postOnly(): Response {
  return Response.json(
    { error: { code: "method_not_allowed", message: "This operation takes a POST." } },
    { status: 405, headers: { Allow: "POST", "Cache-Control": "no-store" } },
  );
}
