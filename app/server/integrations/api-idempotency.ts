/**
 * Idempotency-Key on the API's POSTs (docs/integrations.md#the-api): the first answer to a key
 * is kept for 24 hours, per token, and given again to a repeat of the same request (the
 * integration retried after a timeout: the change is made once). The same key with another
 * request is refused: it is the caller's mistake, and guessing would be worse.
 */
import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";

export const IDEMPOTENCY_HOURS = 24;
/** Keys are the caller's: a UUID fits; anything longer is refused. */
export const MAX_IDEMPOTENCY_KEY_LENGTH = 200;

export function requestFingerprint(method: string, path: string, body: string): string {
  return createHash("sha256").update(`${method}\n${path}\n${body}`).digest("hex");
}

export type StoredAnswer = { kind: "replay"; status: number; body: unknown } | { kind: "mismatch" } | { kind: "new" };

export async function findStoredAnswer(db: Kysely<Database>, tokenId: string, key: string, fingerprint: string, now = new Date()): Promise<StoredAnswer> {
  const since = new Date(now.getTime() - IDEMPOTENCY_HOURS * 3600_000).toISOString();
  const row = await db
    .selectFrom("api_idempotency")
    .select(["request_hash", "status", "response_json"])
    .where("token_id", "=", tokenId)
    .where("idempotency_key", "=", key)
    .where("created_at", ">=", since)
    .executeTakeFirst();
  if (!row) return { kind: "new" };
  if (row.request_hash !== fingerprint) return { kind: "mismatch" };
  return { kind: "replay", status: row.status, body: JSON.parse(row.response_json) as unknown };
}

/** Keeps an answer; a concurrent first request with the same key keeps the one stored first. */
export async function storeAnswer(db: Kysely<Database>, entry: { tokenId: string; key: string; fingerprint: string; status: number; body: unknown }, now = new Date()): Promise<void> {
  // A key older than the window may be used again: its old answer gives way.
  const since = new Date(now.getTime() - IDEMPOTENCY_HOURS * 3600_000).toISOString();
  await db.deleteFrom("api_idempotency").where("token_id", "=", entry.tokenId).where("idempotency_key", "=", entry.key).where("created_at", "<", since).execute();
  await db
    .insertInto("api_idempotency")
    .values({
      token_id: entry.tokenId,
      idempotency_key: entry.key,
      request_hash: entry.fingerprint,
      status: entry.status,
      response_json: JSON.stringify(entry.body),
      created_at: now.toISOString(),
    })
    .onConflict((oc) => oc.columns(["token_id", "idempotency_key"]).doNothing())
    .execute();
}
