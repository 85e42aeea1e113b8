/**
 * The REST API's HTTP glue (docs/integrations.md#the-api), shared by every /api/v1 route: the
 * bearer token, the per-token rate limit, the scope, Idempotency-Key on POSTs, the audit entry
 * of each call, and JSON errors that say what went wrong:
 * 401 (no, unknown, revoked or expired token), 403 (names the missing scope), 404, 409, 413,
 * 422 (the field errors of the same zod schema the back office's form uses), 429 (Retry-After).
 */
import type { z } from "zod";
import type { ApiScope } from "../lib/integrations.ts";
import { recordAudit } from "../server/audit/record-audit.ts";
import { apiActor, authenticateApiToken, type ApiCaller } from "../server/integrations/api-tokens.ts";
import { findStoredAnswer, MAX_IDEMPOTENCY_KEY_LENGTH, requestFingerprint, storeAnswer } from "../server/integrations/api-idempotency.ts";
import { hitRateLimit } from "../server/security/rate-limit.ts";
import type { AppServices } from "../server/services.ts";
import { servicesOf, type RouteContext } from "./context.ts";

/** Largest JSON body the API reads. */
export const MAX_API_BODY_BYTES = 64 * 1024;

/** A refusal a handler throws; the glue turns it into its JSON answer. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: Record<string, unknown>;
  constructor(status: number, code: string, message: string, details: Record<string, unknown> = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

export const notFound = (what: string) => new ApiError(404, "not_found", `No ${what} with that id.`);

/** 422 with each field's first message, from a zod error (the same schema the back office's form uses). */
export function invalidFields(error: z.ZodError): ApiError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "body";
    fields[key] ??= issue.message;
  }
  return new ApiError(422, "invalid", "Some fields are not valid.", { fields });
}

export interface ApiRequest {
  caller: ApiCaller;
  services: AppServices;
  url: URL;
  /** The parsed JSON body of a POST (undefined for a GET). */
  body: unknown;
  now: Date;
}

export interface ApiAnswer {
  status?: number;
  body: unknown;
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

function errorBody(error: ApiError) {
  return { error: { code: error.code, message: error.message, ...error.details } };
}

const unauthorizedMessages = {
  missing: "Send your API token as: Authorization: Bearer <token>.",
  unknown: "This API token is not known.",
  revoked: "This API token was revoked.",
  expired: "This API token has expired.",
} as const;

/**
 * Runs one API call: `handler` only sees an authenticated caller with `scope`, and returns
 * its answer or throws an ApiError.
 */
export async function apiCall(
  args: { request: Request; context: RouteContext },
  scope: ApiScope,
  handler: (api: ApiRequest) => Promise<ApiAnswer>,
): Promise<Response> {
  const { request } = args;
  const services = servicesOf(args.context);
  const { db } = services;
  const url = new URL(request.url);
  const now = new Date();
  const check = await authenticateApiToken(db, request.headers.get("authorization"), now);
  if (!check.ok) return json(401, { error: { code: "unauthorized", message: unauthorizedMessages[check.reason] } }, { "WWW-Authenticate": 'Bearer realm="api"' });
  const { caller } = check;

  const limit = await hitRateLimit(db, { bucket: "api:token", limit: services.env.API_REQUESTS_PER_MINUTE, windowSeconds: 60 }, caller.tokenId, 1, now.getTime());
  if (!limit.allowed) {
    return json(429, { error: { code: "rate_limited", message: `Too many calls: at most ${services.env.API_REQUESTS_PER_MINUTE} a minute per token.` } }, { "Retry-After": String(limit.retryAfterSeconds) });
  }

  const audit = (status: number) =>
    recordAudit(db, apiActor(caller), { action: "api.call", targetType: "api_token", targetId: caller.tokenId, targetLabel: caller.name, detail: `${request.method} ${url.pathname}${url.search} → ${status}` }, now);

  const answer = async (): Promise<{ status: number; body: unknown; replayed?: boolean }> => {
    if (!caller.scopes.includes(scope)) throw new ApiError(403, "insufficient_scope", `This token lacks the scope "${scope}".`, { missing_scope: scope });
    let body: unknown;
    let text = "";
    if (request.method === "POST") {
      const declared = Number(request.headers.get("content-length") ?? "0");
      if (declared > MAX_API_BODY_BYTES) throw new ApiError(413, "too_large", `The body is larger than ${MAX_API_BODY_BYTES / 1024} KB.`);
      text = await request.text();
      if (Buffer.byteLength(text) > MAX_API_BODY_BYTES) throw new ApiError(413, "too_large", `The body is larger than ${MAX_API_BODY_BYTES / 1024} KB.`);
      try {
        body = text.trim() ? (JSON.parse(text) as unknown) : {};
      } catch {
        throw new ApiError(400, "invalid_json", "The body is not valid JSON.");
      }
    }
    const key = request.method === "POST" ? request.headers.get("idempotency-key")?.trim() : undefined;
    if (key !== undefined && (!key || key.length > MAX_IDEMPOTENCY_KEY_LENGTH)) throw new ApiError(400, "invalid_idempotency_key", `An Idempotency-Key is 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} characters.`);
    const fingerprint = key ? requestFingerprint(request.method, url.pathname, text) : "";
    if (key) {
      const stored = await findStoredAnswer(db, caller.tokenId, key, fingerprint, now);
      if (stored.kind === "mismatch") throw new ApiError(422, "idempotency_key_reused", "This Idempotency-Key was used for another request.");
      if (stored.kind === "replay") return { status: stored.status, body: stored.body, replayed: true };
    }
    let result: { status: number; body: unknown };
    try {
      const done = await handler({ caller, services, url, body, now });
      result = { status: done.status ?? 200, body: done.body };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      result = { status: error.status, body: errorBody(error) };
    }
    if (key) await storeAnswer(db, { tokenId: caller.tokenId, key, fingerprint, ...result }, now);
    return result;
  };

  let result: { status: number; body: unknown; replayed?: boolean };
  try {
    result = await answer();
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    result = { status: error.status, body: errorBody(error) };
  }
  await audit(result.status);
  return json(result.status, result.body, result.replayed ? { "Idempotent-Replayed": "true" } : {});
}
