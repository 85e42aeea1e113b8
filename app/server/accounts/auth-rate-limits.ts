/**
 * Rate limits on the account forms, counted in the database (security/rate-limit.ts)
 * per client address and per email address. Limits come from the environment
 * (AUTH_* in env.ts and .env.example) so a deployment, and the tests, can tune them.
 *
 * - sign-in: failed attempts per address (5 a minute) and per account (5 per 15
 *   minutes), whether or not the account exists (guessing passwords). Every attempt
 *   is counted before the password is checked, so parallel requests cannot slip past
 *   the limit; an attempt that turns out not to be a failure is then taken back
 *   (`withdrawSignInAttempt`). Once an account is over its limit, even the right
 *   password is refused until the window ends;
 * - second-factor: wrong codes per address and per account (at sign-in and at a step-up), counted
 *   and taken back the same way;
 * - sign-up: accounts per address (bulk sign-ups);
 * - resend and reset: requests per address, and emails to one mailbox, across
 *   sign-up, resend and reset (nobody can flood someone's inbox through the site).
 */
import { createHash } from "node:crypto";
import { sql, type Kysely } from "kysely";
import { translatorFor } from "../../lib/i18n/i18n.ts";
import type { Locale } from "../../lib/i18n/locale.ts";
import type { Database } from "../db/schema.ts";
import type { Env } from "../env.ts";
import { hitRateLimit, resetRateLimit, type RateLimitRule } from "../security/rate-limit.ts";

export type AuthLimitedAction = "sign-in" | "second-factor" | "sign-up" | "resend-confirmation" | "request-reset";

type LimitEnv = Pick<
  Env,
  | "AUTH_RATE_LIMIT_WINDOW_SECONDS"
  | "AUTH_SIGN_IN_LIMIT_PER_IP"
  | "AUTH_SIGN_IN_LIMIT_PER_EMAIL"
  | "AUTH_SIGN_IN_IP_WINDOW_SECONDS"
  | "AUTH_SIGN_IN_EMAIL_WINDOW_SECONDS"
  | "AUTH_SIGN_UP_LIMIT_PER_IP"
  | "AUTH_EMAIL_LIMIT_PER_IP"
  | "AUTH_EMAIL_LIMIT_PER_EMAIL"
>;

/** Failed sign-ins per account (the rate_limits row id is this, a colon, and the email's key). */
const SIGN_IN_ACCOUNT_BUCKET = "auth:sign-in:email";

interface KeyedRule {
  rule: RateLimitRule;
  by: "ip" | "email";
}

/** The rules each action counts against, in order. */
export function authRateLimitRules(env: LimitEnv, action: AuthLimitedAction): KeyedRule[] {
  const windowSeconds = env.AUTH_RATE_LIMIT_WINDOW_SECONDS;
  const rule = (bucket: string, limit: number, by: "ip" | "email", seconds = windowSeconds): KeyedRule => ({
    rule: { bucket, limit, windowSeconds: seconds },
    by,
  });
  const emailsToAddress = rule("auth:emails:to", env.AUTH_EMAIL_LIMIT_PER_EMAIL, "email");
  switch (action) {
    case "sign-in":
      return [
        rule("auth:sign-in:ip", env.AUTH_SIGN_IN_LIMIT_PER_IP, "ip", env.AUTH_SIGN_IN_IP_WINDOW_SECONDS),
        rule(SIGN_IN_ACCOUNT_BUCKET, env.AUTH_SIGN_IN_LIMIT_PER_EMAIL, "email", env.AUTH_SIGN_IN_EMAIL_WINDOW_SECONDS),
      ];
    // Wrong second-factor codes per address and per account, as for passwords (better-auth also locks an account's codes, auth.ts).
    case "second-factor":
      return [
        rule("auth:second-factor:ip", env.AUTH_SIGN_IN_LIMIT_PER_IP, "ip", env.AUTH_SIGN_IN_IP_WINDOW_SECONDS),
        rule("auth:second-factor:email", env.AUTH_SIGN_IN_LIMIT_PER_EMAIL, "email", env.AUTH_SIGN_IN_EMAIL_WINDOW_SECONDS),
      ];
    case "sign-up":
      return [rule("auth:sign-up:ip", env.AUTH_SIGN_UP_LIMIT_PER_IP, "ip"), emailsToAddress];
    case "resend-confirmation":
    case "request-reset":
      return [rule("auth:emails:ip", env.AUTH_EMAIL_LIMIT_PER_IP, "ip"), emailsToAddress];
  }
}

/** Email addresses are counted by hash: the rate_limits table holds no personal data. */
export function emailKey(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("base64url").slice(0, 32);
}

/** One hit counted in rate_limits: its row and the start of the window it went into. */
export interface CountedHit {
  id: string;
  windowStart: number;
}

export interface AuthLimitResult {
  allowed: boolean;
  /** When refused: seconds until the longest of the exceeded windows ends. */
  retryAfterSeconds: number;
  /** The hits this attempt counted (for `withdrawSignInAttempt`). */
  counted: CountedHit[];
}

/**
 * Counts one attempt against every rule of `action` and says whether all are within their
 * limits. `now` (ms) is for tests.
 */
export async function hitAuthRateLimits(
  db: Kysely<Database>,
  env: LimitEnv,
  action: AuthLimitedAction,
  who: { ip: string; email: string },
  now = Date.now(),
): Promise<AuthLimitResult> {
  let allowed = true;
  let retryAfterSeconds = 0;
  const counted: CountedHit[] = [];
  for (const { rule, by } of authRateLimitRules(env, action)) {
    const key = by === "ip" ? who.ip : emailKey(who.email);
    const result = await hitRateLimit(db, rule, key, 1, now);
    counted.push({ id: `${rule.bucket}:${key}`, windowStart: result.windowStart });
    if (!result.allowed) {
      allowed = false;
      retryAfterSeconds = Math.max(retryAfterSeconds, result.retryAfterSeconds);
    }
  }
  return { allowed, retryAfterSeconds, counted };
}

/**
 * Takes back a sign-in attempt that was not a failed guess: it signed in, or it had
 * the right password for an unconfirmed or disabled account. Only hits still in
 * the window they were counted in are taken back: a row keeps its window_start until a
 * new window begins, so a match means the same window. A successful sign-in also clears
 * the account's earlier failures (`forgetSignInAttempts`).
 */
export async function withdrawSignInAttempt(
  db: Kysely<Database>,
  env: LimitEnv,
  attempt: Pick<AuthLimitResult, "counted">,
  outcome: { email: string; signedIn: boolean },
): Promise<void> {
  for (const hit of attempt.counted) {
    await db
      .updateTable("rate_limits")
      .set({ hits: sql<number>`hits - 1` })
      .where("id", "=", hit.id)
      .where("window_start", "=", hit.windowStart)
      .where("hits", ">", 0)
      .execute();
  }
  if (outcome.signedIn) await forgetSignInAttempts(db, env, outcome.email);
}

/** After a successful sign-in, earlier failed attempts on that account stop counting. */
export async function forgetSignInAttempts(db: Kysely<Database>, env: LimitEnv, email: string): Promise<void> {
  const perEmail = authRateLimitRules(env, "sign-in").find((r) => r.by === "email");
  if (perEmail) await resetRateLimit(db, perEmail.rule, emailKey(email));
}

/** The same, without the limits at hand: after a password reset (whoever reset it holds the mailbox). */
export async function forgetAccountSignInFailures(db: Kysely<Database>, email: string): Promise<void> {
  await db.deleteFrom("rate_limits").where("id", "=", `${SIGN_IN_ACCOUNT_BUCKET}:${emailKey(email)}`).execute();
}

/** "Too many attempts" in words, in the page's language, with the wait rounded up to whole minutes. */
export function tooManyAttemptsMessage(retryAfterSeconds: number, locale: Locale = "en"): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return translatorFor(locale)("accounts.errors.tooManyAttempts", { count: minutes });
}
