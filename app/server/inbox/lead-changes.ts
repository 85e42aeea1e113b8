/**
 * How a process tells that the lead records changed since it computed something from them
 * (the navigation's unread counts, an inbox's stage counts and source choices, My work's
 * groups, the Reports page). Each keeps what it computed in memory, per server process, and
 * reads the version before using it again: the `lead_changes` counter, raised in the writer's
 * transaction whenever a record comes in, changes stage, owner, follow-up or first contact, or
 * is deleted (as the book's, app/server/policies/book-changes.ts). Every writer of those
 * columns goes through recordLeadChange, so the counter alone tells, and reading it is one row
 * (the navigation reads it on every back-office page).
 */
import type { Kysely, Transaction } from "kysely";
import { KeptWhileUnchanged, readVersion } from "../db/kept-while-unchanged.ts";
import { counterValue, incrementCounter } from "../db/counters.ts";
import type { Database } from "../db/schema.ts";

const LEAD_CHANGES_COUNTER = "lead_changes";

/** Call inside the transaction that adds or deletes lead records, or changes their stage, owner, follow-up or first contact. */
export async function recordLeadChange(trx: Kysely<Database> | Transaction<Database>): Promise<void> {
  await incrementCounter(trx, LEAD_CHANGES_COUNTER);
}

/** The version's parts as scalar subqueries, for a statement that reads them with others. */
export function leadVersionColumns() {
  return [counterValue(LEAD_CHANGES_COUNTER)];
}

/** The lead records' version, read once for the several kept values a page uses (KeptWhileUnchanged.get's `version`). */
export function readLeadVersion(db: Kysely<Database>): Promise<string> {
  return readVersion(db, leadVersionColumns());
}

/**
 * Values computed from the lead records, kept while their version (and any `moreColumns` read
 * with it) is the same: see KeptWhileUnchanged.
 */
export class KeptWhileLeadsUnchanged<T> extends KeptWhileUnchanged<T> {
  constructor(limit: number) {
    super(limit, leadVersionColumns);
  }
}
