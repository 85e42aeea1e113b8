/**
 * How long submissions are kept (docs/product.md#retention), one rule for every form: a record is
 * deleted, with its files and notes, once it is older than its form's retention
 * period in whole calendar months (RETENTION_MONTHS_*; 0 keeps it forever).
 */
import type { Env } from "../env.ts";
import type { LeadForm } from "../../lib/inbox-paths.ts";

export type RetentionPolicy = Record<LeadForm, number>;

/** The retention period of each form, from the environment (defaults in env.ts and .env.example). */
export function retentionPolicyFromEnv(env: Pick<Env, "RETENTION_MONTHS_QUOTES" | "RETENTION_MONTHS_CLAIMS" | "RETENTION_MONTHS_APPLICATIONS" | "RETENTION_MONTHS_PAY_PER_MILE" | "RETENTION_MONTHS_COVERAGE_REVIEWS" | "RETENTION_MONTHS_MESSAGES">): RetentionPolicy {
  return {
    quotes: env.RETENTION_MONTHS_QUOTES,
    claims: env.RETENTION_MONTHS_CLAIMS,
    applications: env.RETENTION_MONTHS_APPLICATIONS,
    "pay-per-mile": env.RETENTION_MONTHS_PAY_PER_MILE,
    "coverage-reviews": env.RETENTION_MONTHS_COVERAGE_REVIEWS,
    messages: env.RETENTION_MONTHS_MESSAGES,
  };
}

/**
 * The moment before which records are deleted: `months` calendar months before
 * `now` (UTC), the day clamped to the end of a shorter month (March 31 minus one
 * month is February 28 or 29). null for 0: kept forever.
 */
export function retentionCutoff(now: Date, months: number): Date | null {
  if (!Number.isInteger(months) || months < 0) throw new RangeError(`retention must be a whole number of months, got ${months}`);
  if (months === 0) return null;
  const totalMonths = now.getUTCFullYear() * 12 + now.getUTCMonth() - months;
  const year = Math.floor(totalMonths / 12);
  const month = totalMonths - year * 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(year, month, Math.min(now.getUTCDate(), lastDay), now.getUTCHours(), now.getUTCMinutes(), now.getUTCSeconds(), now.getUTCMilliseconds()),
  );
}

/** True when a record created at `createdAt` is past its retention period. */
export function isExpired(createdAt: string, now: Date, months: number): boolean {
  const cutoff = retentionCutoff(now, months);
  return cutoff !== null && createdAt < cutoff.toISOString();
}
