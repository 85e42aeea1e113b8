/**
 * How a process tells that the lead records changed since it computed something from them
 * (the navigation's unread counts, an inbox's stage counts and source choices, My work's
 * groups, the Reports page). Each keeps what it computed in memory, per server process, and compares a version read
 * in one statement before using it again:
 *
 * - the newest created_at and changed_at of each form, one index entry each: a new record, or
 *   any change to one (stage, owner, follow-up, contact), however it was written;
 * - the `lead_changes` counter, raised in the writer's transaction whenever a record comes in,
 *   changes stage, owner, follow-up or first contact, or is deleted: what the dates cannot show
 *   (a deleted record; two changes within the same millisecond).
 */
import type { Kysely, Transaction } from "kysely";
import { KeptWhileUnchanged, newestOf } from "../db/kept-while-unchanged.ts";
import { leadForms } from "../../lib/inbox-paths.ts";
import { counterValue, incrementCounter } from "../db/counters.ts";
import type { Database } from "../db/schema.ts";
import { leadTables } from "./lead-tables.ts";

const LEAD_CHANGES_COUNTER = "lead_changes";

/** Call inside the transaction that adds or deletes lead records, or changes their stage, owner, follow-up or first contact. */
export async function recordLeadChange(trx: Kysely<Database> | Transaction<Database>): Promise<void> {
  await incrementCounter(trx, LEAD_CHANGES_COUNTER);
}

/** The version's parts as scalar subqueries, for a statement that reads them with others. */
export function leadVersionColumns() {
  return [
    ...leadForms.flatMap((form) => [newestOf(leadTables[form].table, "created_at"), newestOf(leadTables[form].table, "changed_at")]),
    counterValue(LEAD_CHANGES_COUNTER),
  ];
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
