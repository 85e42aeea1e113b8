/**
 * Claim numbers: CLM-<year>-<six-digit sequence>, e.g. CLM-2026-000042. The sequence
 * restarts each year and is drawn inside the claim's own transaction, so numbers are
 * unique (the column is also unique) and a failed submission does not burn one
 * visibly (on SQLite the rollback returns it; on PostgreSQL the row lock serialises).
 */
import type { Transaction } from "kysely";
import { incrementCounter } from "../db/counters.ts";
import type { Database } from "../db/schema.ts";
import { dateTimeFormat } from "../../lib/format.ts";

export function formatClaimNumber(year: number, sequence: number): string {
  return `CLM-${year}-${String(sequence).padStart(6, "0")}`;
}

export const CLAIM_NUMBER_PATTERN = /^CLM-\d{4}-\d{6,}$/;

export async function nextClaimNumber(trx: Transaction<Database>, now = new Date()): Promise<string> {
  const { year, sequence } = await nextInYearlySequence(trx, "claim", now);
  return formatClaimNumber(year, sequence);
}

/**
 * The next number of a sequence that restarts each Las Vegas year (claims, service requests),
 * drawn in the caller's transaction from the `counters` row "{name}:{year}".
 */
export async function nextInYearlySequence(trx: Transaction<Database>, name: string, now: Date): Promise<{ year: number; sequence: number }> {
  const year = Number(dateTimeFormat("en-US", { timeZone: "America/Los_Angeles", year: "numeric" }).format(now));
  return { year, sequence: await incrementCounter(trx, `${name}:${year}`) };
}
