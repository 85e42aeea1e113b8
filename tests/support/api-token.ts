/**
 * An API token in a running server's database, stored as the back office stores one (only its
 * SHA-256), for tests that call the REST API over HTTP. Returns the token to send.
 */
import { randomBytes, randomUUID } from "node:crypto";
import type { ApiScope } from "../../app/lib/integrations.ts";
import { API_TOKEN_PREFIX, hashApiToken } from "../../app/server/integrations/api-tokens.ts";
import type { AppServer } from "./app-server.ts";
import { execute } from "./site-requests.ts";

export function insertApiToken(server: AppServer, name: string, scopes: ApiScope[]): string {
  const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString("base64url")}`;
  execute(
    server.databasePath,
    `insert into api_tokens (id, name, token_hash, token_prefix, scopes_json, created_by, created_at, expires_at, last_used_at, revoked_at, revoked_by)
     values (?, ?, ?, ?, ?, null, ?, null, null, null, null)`,
    randomUUID(),
    name,
    hashApiToken(token),
    token.slice(0, 12),
    JSON.stringify(scopes),
    new Date().toISOString(),
  );
  return token;
}

/** The headers of an integration's call: its token, JSON, and no browser's headers (no Origin, no Sec-Fetch-Site). */
export function apiHeaders(token: string): Record<string, string> {
  return { Authorization: `Bearer ${token}`, "Content-Type": "application/json" };
}
