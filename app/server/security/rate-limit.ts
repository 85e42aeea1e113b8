/**
 * Rate limits counted in the database, so they hold across restarts and across several
 * server instances. One row per (bucket, key); each hit is a single upsert. A counter's
 * window starts with its first hit (after the previous window ended) and lasts
 * windowSeconds: windows aligned to the clock would let twice the limit through across
 * a boundary. Limits are configured by environment variables (see env.ts).
 */
import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { Env } from "../env.ts";

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
  /** Seconds until the window ends (for Retry-After). */
  retryAfterSeconds: number;
  /** When the window this hit was counted in started (ms): it names that window (auth-rate-limits.ts takes hits back by it). */
  windowStart: number;
}

/** Seconds left in a window that started at `windowStart`, at most the window's length (another instance's clock may run ahead). */
function secondsLeft(rule: RateLimitRule, windowStart: number, now: number): number {
  return Math.min(rule.windowSeconds, Math.ceil((windowStart + rule.windowSeconds * 1000 - now) / 1000));
}

/**
 * Counts one hit for `key` (an IP address, an email) and says whether it is within the limit.
 * A `weight` counts several at once (the daily upload budget counts kilobytes); `now` (ms) is
 * for tests.
 */
export async function hitRateLimit(
  db: Kysely<Database>,
  rule: RateLimitRule,
  key: string,
  weight = 1,
  now = Date.now(),
): Promise<RateLimitResult> {
  const windowMs = rule.windowSeconds * 1000;
  const id = `${rule.bucket}:${key}`;
  // One statement, so concurrent hits (several instances) count exactly. In SET, the
  // row's columns are its values before the update on both engines: the window goes on
  // while it has not ended, or a new one starts with this hit.
  const current = sql<boolean>`rate_limits.window_start > ${now - windowMs}`;
  const row = await db
    .insertInto("rate_limits")
    .values({ id, window_start: now, hits: weight })
    .onConflict((oc) =>
      oc.column("id").doUpdateSet({
        hits: sql`case when ${current} then rate_limits.hits + ${weight} else ${weight} end`,
        window_start: sql`case when ${current} then rate_limits.window_start else ${now} end`,
      }),
    )
    .returning(["hits", "window_start"])
    .executeTakeFirstOrThrow();
  const hits = Number(row.hits);
  const windowStart = Number(row.window_start);
  return {
    allowed: hits <= rule.limit,
    remaining: Math.max(0, rule.limit - hits),
    retryAfterSeconds: secondsLeft(rule, windowStart, now),
    windowStart,
  };
}

/** How many hits `key` has in its current window, and the seconds left in it, without counting one. */
export async function peekRateLimitWindow(
  db: Kysely<Database>,
  rule: RateLimitRule,
  key: string,
  now = Date.now(),
): Promise<{ hits: number; retryAfterSeconds: number }> {
  const row = await db
    .selectFrom("rate_limits")
    .select(["hits", "window_start"])
    .where("id", "=", `${rule.bucket}:${key}`)
    .executeTakeFirst();
  const windowStart = row ? Number(row.window_start) : 0;
  if (!row || windowStart <= now - rule.windowSeconds * 1000) return { hits: 0, retryAfterSeconds: 0 };
  return { hits: Number(row.hits), retryAfterSeconds: secondsLeft(rule, windowStart, now) };
}

/** How many hits `key` has in its current window, without counting one. */
export async function peekRateLimit(db: Kysely<Database>, rule: RateLimitRule, key: string, now = Date.now()): Promise<number> {
  return (await peekRateLimitWindow(db, rule, key, now)).hits;
}

/** Forgets `key` (e.g. failed sign-ins after a successful one). */
export async function resetRateLimit(db: Kysely<Database>, rule: RateLimitRule, key: string): Promise<void> {
  await db.deleteFrom("rate_limits").where("id", "=", `${rule.bucket}:${key}`).execute();
}

/** The window of the public forms' limit (FORM_RATE_LIMIT_PER_HOUR, app/server/forms/lead-form.ts). */
export const FORM_RATE_LIMIT_WINDOW_SECONDS = 3600;
/** The window of the daily upload budget (UPLOAD_MB_PER_DAY, app/server/forms/lead-form.ts): the longest fixed one. */
export const UPLOAD_BUDGET_WINDOW_SECONDS = 86_400;

/**
 * How old a counter must be before the outbox worker deletes it when it is not told the
 * configured windows: the longest window of the default configuration (the upload budget's day).
 */
export const DEFAULT_RATE_LIMIT_MAX_AGE_MS = UPLOAD_BUDGET_WINDOW_SECONDS * 1000;

/**
 * The longest window any limit uses: a row whose window started longer ago than this
 * has ended, whatever its bucket (rows do not record their window's length).
 */
export function longestRateLimitWindowMs(
  env: Pick<Env, "AUTH_RATE_LIMIT_WINDOW_SECONDS" | "AUTH_SIGN_IN_IP_WINDOW_SECONDS" | "AUTH_SIGN_IN_EMAIL_WINDOW_SECONDS">,
): number {
  return (
    Math.max(
      FORM_RATE_LIMIT_WINDOW_SECONDS,
      UPLOAD_BUDGET_WINDOW_SECONDS,
      env.AUTH_RATE_LIMIT_WINDOW_SECONDS,
      env.AUTH_SIGN_IN_IP_WINDOW_SECONDS,
      env.AUTH_SIGN_IN_EMAIL_WINDOW_SECONDS,
    ) * 1000
  );
}

/**
 * Deletes the counters whose window started more than `olderThanMs` ago, so ended
 * windows do not keep client addresses (and hashed email addresses) for ever. Called
 * every few minutes by the outbox worker's loop (mail/outbox-worker.ts) and by
 * `npm run purge`; returns how many rows went (or, with `dryRun`, would go).
 */
export async function pruneRateLimits(
  db: Kysely<Database>,
  olderThanMs = DEFAULT_RATE_LIMIT_MAX_AGE_MS,
  options: { now?: number; dryRun?: boolean } = {},
): Promise<number> {
  const cutoff = (options.now ?? Date.now()) - olderThanMs;
  if (options.dryRun) {
    const row = await db
      .selectFrom("rate_limits")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("window_start", "<", cutoff)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
  const result = await db.deleteFrom("rate_limits").where("window_start", "<", cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
