/**
 * Rate limits on the account forms, counted in the database (security/rate-limit.ts)
 * per client address and per email address. Limits come from the environment
 * (AUTH_* in env.ts and .env.example) so a deployment, and the tests, can tune them.
 *
 * - sign-in: attempts per address and per account (guessing passwords);
 * - sign-up: accounts per address (bulk sign-ups);
 * - resend and reset: requests per address, and emails to one mailbox, across
 *   sign-up, resend and reset (nobody can flood someone's inbox through the site).
 */
import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { Env } from "../env.ts";
import { hitRateLimit, resetRateLimit, type RateLimitRule } from "../security/rate-limit.ts";

export type AuthLimitedAction = "sign-in" | "sign-up" | "resend-confirmation" | "request-reset";

type LimitEnv = Pick<
  Env,
  | "AUTH_RATE_LIMIT_WINDOW_SECONDS"
  | "AUTH_SIGN_IN_LIMIT_PER_IP"
  | "AUTH_SIGN_IN_LIMIT_PER_EMAIL"
  | "AUTH_SIGN_UP_LIMIT_PER_IP"
  | "AUTH_EMAIL_LIMIT_PER_IP"
  | "AUTH_EMAIL_LIMIT_PER_EMAIL"
>;

interface KeyedRule {
  rule: RateLimitRule;
  by: "ip" | "email";
}

/** The rules each action counts against, in order. */
export function authRateLimitRules(env: LimitEnv, action: AuthLimitedAction): KeyedRule[] {
  const windowSeconds = env.AUTH_RATE_LIMIT_WINDOW_SECONDS;
  const rule = (bucket: string, limit: number, by: "ip" | "email"): KeyedRule => ({ rule: { bucket, limit, windowSeconds }, by });
  const emailsToAddress = rule("auth:emails:to", env.AUTH_EMAIL_LIMIT_PER_EMAIL, "email");
  switch (action) {
    case "sign-in":
      return [rule("auth:sign-in:ip", env.AUTH_SIGN_IN_LIMIT_PER_IP, "ip"), rule("auth:sign-in:email", env.AUTH_SIGN_IN_LIMIT_PER_EMAIL, "email")];
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

export interface AuthLimitResult {
  allowed: boolean;
  /** When refused: seconds until the longest of the exceeded windows ends. */
  retryAfterSeconds: number;
}

/** Counts one attempt against every rule of `action` and says whether all are within their limits. */
export async function hitAuthRateLimits(
  db: Kysely<Database>,
  env: LimitEnv,
  action: AuthLimitedAction,
  who: { ip: string; email: string },
): Promise<AuthLimitResult> {
  let allowed = true;
  let retryAfterSeconds = 0;
  for (const { rule, by } of authRateLimitRules(env, action)) {
    const result = await hitRateLimit(db, rule, by === "ip" ? who.ip : emailKey(who.email));
    if (!result.allowed) {
      allowed = false;
      retryAfterSeconds = Math.max(retryAfterSeconds, result.retryAfterSeconds);
    }
  }
  return { allowed, retryAfterSeconds };
}

/** After a successful sign-in, earlier failed attempts on that account stop counting. */
export async function forgetSignInAttempts(db: Kysely<Database>, env: LimitEnv, email: string): Promise<void> {
  const perEmail = authRateLimitRules(env, "sign-in").find((r) => r.by === "email");
  if (perEmail) await resetRateLimit(db, perEmail.rule, emailKey(email));
}

/** "Too many attempts" in words, with the wait rounded up to whole minutes. */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many attempts. For your security, please wait ${minutes === 1 ? "1 minute" : `${minutes} minutes`} and try again.`;
}
