/**
 * Fixed-window rate limits counted in the database, so they hold across restarts
 * and across several server instances. One row per (bucket, key); each hit is a
 * single upsert. Limits are configured by environment variables (see env.ts).
 */
import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema.ts";

export interface RateLimitRule {
  /** e.g. "form:quote", "auth:sign-in:ip". */
  bucket: string;
  /** Hits allowed per window. */
  limit: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  /** Seconds until the window resets (for Retry-After). */
  retryAfterSeconds: number;
}

/** Counts one hit for `key` (an IP address, an email) and says whether it is within the limit. */
export async function hitRateLimit(db: Kysely<Database>, rule: RateLimitRule, key: string): Promise<RateLimitResult> {
  const now = Date.now();
  const windowStart = Math.floor(now / (rule.windowSeconds * 1000)) * rule.windowSeconds * 1000;
  const id = `${rule.bucket}:${key}`;
  const row = await db
    .insertInto("rate_limits")
    .values({ id, window_start: windowStart, hits: 1 })
    .onConflict((oc) =>
      oc.column("id").doUpdateSet({
        hits: sql`case when rate_limits.window_start = ${windowStart} then rate_limits.hits + 1 else 1 end`,
        window_start: windowStart,
      }),
    )
    .returning(["hits"])
    .executeTakeFirstOrThrow();
  const hits = Number(row.hits);
  return {
    allowed: hits <= rule.limit,
    remaining: Math.max(0, rule.limit - hits),
    retryAfterSeconds: Math.ceil((windowStart + rule.windowSeconds * 1000 - now) / 1000),
  };
}

/** How many hits `key` has in the current window, without counting one. */
export async function peekRateLimit(db: Kysely<Database>, rule: RateLimitRule, key: string): Promise<number> {
  const windowStart = Math.floor(Date.now() / (rule.windowSeconds * 1000)) * rule.windowSeconds * 1000;
  const row = await db
    .selectFrom("rate_limits")
    .select(["hits", "window_start"])
    .where("id", "=", `${rule.bucket}:${key}`)
    .executeTakeFirst();
  return row && Number(row.window_start) === windowStart ? Number(row.hits) : 0;
}

/** Forgets `key` (e.g. failed sign-ins after a successful one). */
export async function resetRateLimit(db: Kysely<Database>, rule: RateLimitRule, key: string): Promise<void> {
  await db.deleteFrom("rate_limits").where("id", "=", `${rule.bucket}:${key}`).execute();
}

/** Removes windows that ended long ago (called now and then by the outbox worker's loop or a purge). */
export async function pruneRateLimits(db: Kysely<Database>, olderThanMs = 24 * 3600_000): Promise<void> {
  await db.deleteFrom("rate_limits").where("window_start", "<", Date.now() - olderThanMs).execute();
}
