/**
 * Bursts of failed sign-ins become security events (security-events.ts): the 10th failure for
 * one account, or from one client address, within a 15-minute window is reported once for
 * that window. A failure is a wrong password or an attempt refused by the sign-in limits
 * (app/server/accounts/auth-rate-limits.ts, which count every attempt and take back the ones
 * that were not failures); this counts only failures, in rate_limits rows of its own (accounts
 * by the hash of their address, as there: no personal data in the counters).
 */
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { emailKey } from "../accounts/auth-rate-limits.ts";
import { hitRateLimit, type RateLimitRule } from "./rate-limit.ts";
import { recordSecurityEvent } from "./security-events.ts";

export const FAILURE_BURST = 10;
export const FAILURE_WINDOW_MINUTES = 15;

const rule = (bucket: string): RateLimitRule => ({ bucket, limit: FAILURE_BURST, windowSeconds: FAILURE_WINDOW_MINUTES * 60 });
const perAccount = rule("security:sign-in-failures:email");
const perAddress = rule("security:sign-in-failures:ip");

/** True exactly once per window: when this failure is the burst's 10th. */
export function isBurst(failuresInWindow: number): boolean {
  return failuresInWindow === FAILURE_BURST;
}

/** Counts one failed sign-in for the account `email` from `address`, and reports a burst. */
export async function noteFailedSignIn(db: Kysely<Database>, who: { email: string; address: string }): Promise<void> {
  const email = who.email.trim().toLowerCase();
  const byAccount = await hitRateLimit(db, perAccount, emailKey(email));
  if (isBurst(FAILURE_BURST - byAccount.remaining) && byAccount.allowed) {
    const account = await db.selectFrom("user").select(["id", "email"]).where("email", "=", email).executeTakeFirst();
    await recordSecurityEvent(db, { kind: "sign-in-failures", scope: "account", account: account ?? null, failures: FAILURE_BURST, windowMinutes: FAILURE_WINDOW_MINUTES });
  }
  const byAddress = await hitRateLimit(db, perAddress, who.address);
  if (isBurst(FAILURE_BURST - byAddress.remaining) && byAddress.allowed) {
    await recordSecurityEvent(db, { kind: "sign-in-failures", scope: "address", address: who.address, failures: FAILURE_BURST, windowMinutes: FAILURE_WINDOW_MINUTES });
  }
}

const secondFactorPerAccount = rule("security:second-factor-failures");

/** Counts one wrong second-factor code for the account (at sign-in or a step-up), and reports a burst. */
export async function noteFailedSecondFactor(db: Kysely<Database>, account: { id: string; email: string }): Promise<void> {
  const hit = await hitRateLimit(db, secondFactorPerAccount, account.id);
  if (isBurst(FAILURE_BURST - hit.remaining) && hit.allowed) {
    await recordSecurityEvent(db, { kind: "second-factor-failures", account, failures: FAILURE_BURST, windowMinutes: FAILURE_WINDOW_MINUTES });
  }
}
