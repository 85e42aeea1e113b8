/**
 * API tokens (docs/integrations.md#tokens): an admin makes one per integration, with scopes and
 * an optional expiry. The token is shown once; only its SHA-256 is stored (a copy of the
 * database cannot call the API). A revoked or expired token fails on its next call: every call
 * reads the row.
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { isApiScope, type ApiScope } from "../../lib/integrations.ts";
import { recordAudit, type Actor } from "../audit/record-audit.ts";
import type { Database } from "../db/schema.ts";

/** Tokens start with this, so a leaked one is recognisable (secret scanners, logs). */
export const API_TOKEN_PREFIX = "agt_";
const SHOWN_PREFIX_LENGTH = 12;

export function hashApiToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export interface NewApiToken {
  name: string;
  scopes: ApiScope[];
  /** Days until it expires; null: never. */
  lifetimeDays: number | null;
}

/** Makes a token; returns it in clear, the only time it exists outside the caller's hands. */
export async function createApiToken(db: Kysely<Database>, actor: Actor, input: NewApiToken, now = new Date()): Promise<{ id: string; token: string }> {
  const id = randomUUID();
  const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString("base64url")}`;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("api_tokens")
      .values({
        id,
        name: input.name.trim(),
        token_hash: hashApiToken(token),
        token_prefix: token.slice(0, SHOWN_PREFIX_LENGTH),
        scopes_json: JSON.stringify(input.scopes),
        created_by: actor.id,
        created_at: now.toISOString(),
        expires_at: input.lifetimeDays === null ? null : new Date(now.getTime() + input.lifetimeDays * 86_400_000).toISOString(),
        last_used_at: null,
        revoked_at: null,
        revoked_by: null,
      })
      .execute();
    await recordAudit(trx, actor, { action: "api.token_create", targetType: "api_token", targetId: id, targetLabel: input.name.trim(), detail: input.scopes.join(", ") }, now);
  });
  return { id, token };
}

/** Revokes at once; false when it was already revoked or does not exist. */
export async function revokeApiToken(db: Kysely<Database>, actor: Actor, id: string, now = new Date()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("api_tokens").select("name").where("id", "=", id).where("revoked_at", "is", null).executeTakeFirst();
    if (!row) return false;
    await trx.updateTable("api_tokens").set({ revoked_at: now.toISOString(), revoked_by: actor.id }).where("id", "=", id).execute();
    await recordAudit(trx, actor, { action: "api.token_revoke", targetType: "api_token", targetId: id, targetLabel: row.name }, now);
    return true;
  });
}

export interface ApiCaller {
  tokenId: string;
  name: string;
  scopes: ApiScope[];
}

export type ApiTokenCheck = { ok: true; caller: ApiCaller } | { ok: false; reason: "missing" | "unknown" | "revoked" | "expired" };

function scopesOf(json: string): ApiScope[] {
  try {
    const list = JSON.parse(json) as unknown;
    return Array.isArray(list) ? list.filter(isApiScope) : [];
  } catch {
    return [];
  }
}

/** "Bearer agt_…" → the token's caller; its last use is written at most once a minute. */
export async function authenticateApiToken(db: Kysely<Database>, authorization: string | null, now = new Date()): Promise<ApiTokenCheck> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "");
  if (!match) return { ok: false, reason: "missing" };
  const row = await db
    .selectFrom("api_tokens")
    .select(["id", "name", "scopes_json", "expires_at", "revoked_at", "last_used_at"])
    .where("token_hash", "=", hashApiToken(match[1]!))
    .executeTakeFirst();
  if (!row) return { ok: false, reason: "unknown" };
  if (row.revoked_at) return { ok: false, reason: "revoked" };
  if (row.expires_at && row.expires_at <= now.toISOString()) return { ok: false, reason: "expired" };
  const minuteAgo = new Date(now.getTime() - 60_000).toISOString();
  if (!row.last_used_at || row.last_used_at < minuteAgo) {
    await db.updateTable("api_tokens").set({ last_used_at: now.toISOString() }).where("id", "=", row.id).execute();
  }
  return { ok: true, caller: { tokenId: row.id, name: row.name, scopes: scopesOf(row.scopes_json) } };
}

export interface ApiTokenListing {
  id: string;
  name: string;
  prefix: string;
  scopes: ApiScope[];
  createdAt: string;
  createdBy: string | null;
  expiresAt: string | null;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/** Every token, live ones first, newest first. */
export async function listApiTokens(db: Kysely<Database>): Promise<ApiTokenListing[]> {
  const rows = await db
    .selectFrom("api_tokens")
    .leftJoin("user", "user.id", "api_tokens.created_by")
    .select([
      "api_tokens.id",
      "api_tokens.name",
      "api_tokens.token_prefix",
      "api_tokens.scopes_json",
      "api_tokens.created_at",
      "api_tokens.expires_at",
      "api_tokens.last_used_at",
      "api_tokens.revoked_at",
      "user.email as created_by_email",
    ])
    .orderBy("api_tokens.created_at", "desc")
    .execute();
  return rows
    .map((row) => ({
      id: row.id,
      name: row.name,
      prefix: row.token_prefix,
      scopes: scopesOf(row.scopes_json),
      createdAt: row.created_at,
      createdBy: row.created_by_email,
      expiresAt: row.expires_at,
      lastUsedAt: row.last_used_at,
      revokedAt: row.revoked_at,
    }))
    .sort((a, b) => Number(!!a.revokedAt) - Number(!!b.revokedAt));
}

/** The audit's name for a call made with a token. */
export function apiActor(caller: ApiCaller): Actor {
  return { id: null, email: `api: ${caller.name}` };
}
