/**
 * When a session last confirmed a second factor (session.second_factor_at). A sign-in through
 * an authenticator code, a recovery code or a passkey sets it, and so does a step-up; the most
 * sensitive actions ask for one within the last STEP_UP_MINUTES (requireRecentSecondFactor, app/http/guards.ts).
 */
import type { Kysely, Transaction } from "kysely";
import { isPostgres } from "../db/dialect.ts";
import type { Database } from "../db/schema.ts";

/** better-auth endpoints that confirm a second factor when they succeed. */
export const SECOND_FACTOR_PATHS: ReadonlySet<string> = new Set([
  "/two-factor/verify-totp",
  "/two-factor/verify-backup-code",
  "/passkey/verify-authentication",
]);

export const STEP_UP_MINUTES = 15;

type Db = Kysely<Database> | Transaction<Database>;

export async function markSecondFactorConfirmed(db: Db, sessionId: string, now = new Date()): Promise<void> {
  await db.updateTable("session").set({ second_factor_at: toStored(db, now) }).where("id", "=", sessionId).execute();
}

/** better-auth's session columns hold Date objects on PostgreSQL and ISO text on SQLite (migration 0004). */
function toStored(db: Db, at: Date): Date | string {
  return isPostgres(db) ? at : at.toISOString();
}

/** True when the second factor was confirmed within the last STEP_UP_MINUTES. */
export function secondFactorIsRecent(confirmedAt: Date | string | null | undefined, now = new Date()): boolean {
  if (!confirmedAt) return false;
  const at = new Date(confirmedAt).getTime();
  return Number.isFinite(at) && at <= now.getTime() + 60_000 && now.getTime() - at < STEP_UP_MINUTES * 60_000;
}
