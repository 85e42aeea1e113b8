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
import { sql } from "kysely";
import { leadForms } from "../../lib/inbox-paths.ts";
import { counterValue, incrementCounter } from "../db/counters.ts";
import type { Database } from "../db/schema.ts";
import { leadTables } from "./lead-tables.ts";

const LEAD_CHANGES_COUNTER = "lead_changes";

/** Call inside the transaction that adds or deletes lead records, or changes their stage, owner, follow-up or first contact. */
export async function recordLeadChange(trx: Kysely<Database> | Transaction<Database>): Promise<void> {
  await incrementCounter(trx, LEAD_CHANGES_COUNTER);
}

/** A table's newest value of an indexed column, as a scalar subquery (one index entry). */
export function newestOf(table: string, column: string) {
  return sql<string | null>`(select max(${sql.ref(column)}) from ${sql.table(table)})`;
}

/** A table's first value of an indexed column at or after `from`, as a scalar subquery (one index entry): when a clock-bound value next changes. */
export function soonestFrom(table: string, column: string, from: string) {
  return sql<string | null>`(select min(${sql.ref(column)}) from ${sql.table(table)} where ${sql.ref(column)} >= ${from})`;
}

/** The version's parts as scalar subqueries, for a statement that reads them with others. */
export function leadVersionColumns() {
  return [
    ...leadForms.flatMap((form) => [newestOf(leadTables[form].table, "created_at"), newestOf(leadTables[form].table, "changed_at")]),
    counterValue(LEAD_CHANGES_COUNTER),
  ];
}

/** Reads scalar subqueries in one statement (on PostgreSQL each statement is a round trip) and joins their values into a key. */
export async function readVersion(db: Kysely<Database>, columns: readonly ReturnType<typeof sql>[]): Promise<string> {
  const row = (await sql<Record<string, unknown>>`select ${sql.join(columns.map((column, i) => sql`${column} as ${sql.ref(`v${i}`)}`))}`.execute(db)).rows[0]!;
  return columns.map((_, i) => String(row[`v${i}`] ?? "")).join(" ");
}

/**
 * Values computed from the lead records, kept per database (a test's database gets its own) and
 * per key while the lead records' version (and any `moreColumns` read with it) is the same; the
 * version is read before computing, so a change committed meanwhile makes the next caller
 * compute again. At most `limit` keys, the least recently computed going first. Callers must not
 * change what they get: it is shared.
 */
/** A value and the first instant (ISO) at which time alone could make it wrong; null: none. */
export interface HeldUntil<T> {
  value: T;
  until: string | null;
}

interface KeptEntry<T> extends HeldUntil<T> {
  version: string;
  /** The instant it was computed as of (null: time does not change it). */
  from: string | null;
}

export class KeptWhileLeadsUnchanged<T> {
  private readonly kept = new WeakMap<Kysely<Database>, Map<string, KeptEntry<T>>>();
  private readonly limit: number;

  constructor(limit: number) {
    this.limit = limit;
  }

  async get(db: Kysely<Database>, key: string, compute: () => Promise<T>, moreColumns: readonly ReturnType<typeof sql>[] = []): Promise<T> {
    return this.read(db, key, null, async () => ({ value: await compute(), until: null }), moreColumns);
  }

  /**
   * As `get`, for a value that time alone can change: computed as of the instant `at`, and used
   * again for instants from `at` up to (not including) the `until` its computation returned.
   */
  async getAt(db: Kysely<Database>, key: string, at: string, compute: () => Promise<HeldUntil<T>>): Promise<T> {
    return this.read(db, key, at, compute, []);
  }

  private async read(
    db: Kysely<Database>,
    key: string,
    at: string | null,
    compute: () => Promise<HeldUntil<T>>,
    moreColumns: readonly ReturnType<typeof sql>[],
  ): Promise<T> {
    const version = await readVersion(db, [...leadVersionColumns(), ...moreColumns]);
    let entries = this.kept.get(db);
    if (!entries) this.kept.set(db, (entries = new Map()));
    const found = entries.get(key);
    const inTime = (entry: KeptEntry<T>) => at === null || (entry.from !== null && entry.from <= at && (entry.until === null || at < entry.until));
    if (found?.version === version && inTime(found)) return found.value;
    const { value, until } = await compute();
    entries.delete(key);
    entries.set(key, { version, value, from: at, until });
    if (entries.size > this.limit) entries.delete(entries.keys().next().value!);
    return value;
  }
}
