/**
 * Values computed from the database and kept in memory, per server process, while a version
 * read in one statement stays the same (the lead records' in app/server/inbox/lead-changes.ts,
 * the book's in app/server/policies/book-changes.ts). The version is read before computing, so
 * a change committed meanwhile makes the next caller compute again. Kept per database (a test's
 * database gets its own) and per key, at most `limit` keys, the least recently computed going
 * first. Callers must not change what they get: it is shared.
 */
import { sql, type Kysely, type RawBuilder } from "kysely";
import type { Database } from "./schema.ts";

/** The parts of a version: scalar subqueries read together (see readVersion). */
export type VersionColumns = readonly RawBuilder<unknown>[];

/** A table's newest value of an indexed column, as a scalar subquery (one index entry). */
export function newestOf(table: string, column: string) {
  return sql<string | null>`(select max(${sql.ref(column)}) from ${sql.table(table)})`;
}

/** A table's first value of an indexed column at or after `from`, as a scalar subquery (one index entry): when a clock-bound value next changes. */
export function soonestFrom(table: string, column: string, from: string) {
  return sql<string | null>`(select min(${sql.ref(column)}) from ${sql.table(table)} where ${sql.ref(column)} >= ${from})`;
}

/** Reads scalar subqueries in one statement (on PostgreSQL each statement is a round trip) and joins their values into a key. */
export async function readVersion(db: Kysely<Database>, columns: VersionColumns): Promise<string> {
  const row = (await sql<Record<string, unknown>>`select ${sql.join(columns.map((column, i) => sql`${column} as ${sql.ref(`v${i}`)}`))}`.execute(db)).rows[0]!;
  return columns.map((_, i) => String(row[`v${i}`] ?? "")).join(" ");
}

/** A value and the first instant (ISO) at which time alone could make it wrong; null: none. */
export interface HeldUntil<T> {
  value: T;
  until: string | null;
}

/** A version read for this call (with more of its columns), or one the caller read already. */
type VersionOptions = { moreColumns: VersionColumns } | { version?: string };

interface KeptEntry<T> extends HeldUntil<T> {
  version: string;
  /** The instant it was computed as of (null: time does not change it). */
  from: string | null;
}

export class KeptWhileUnchanged<T> {
  private readonly kept = new WeakMap<Kysely<Database>, Map<string, KeptEntry<T>>>();
  private readonly limit: number;
  private readonly versionColumns: () => VersionColumns;

  /** `versionColumns`: what a change to the data the values come from raises. */
  constructor(limit: number, versionColumns: () => VersionColumns) {
    this.limit = limit;
    this.versionColumns = versionColumns;
  }

  /**
   * `moreColumns`: more of the version, for values that also depend on other data (a person's read
   * markers). `version`: as readVersion returned it for these columns during this request (read
   * once for several values of the same data); read here when absent.
   */
  async get(db: Kysely<Database>, key: string, compute: () => Promise<T>, options: VersionOptions = {}): Promise<T> {
    return this.read(db, key, null, async () => ({ value: await compute(), until: null }), options);
  }

  /**
   * As `get`, for a value that time alone can change: computed as of the instant `at`, and used
   * again for instants from `at` up to (not including) the `until` its computation returned.
   */
  async getAt(db: Kysely<Database>, key: string, at: string, compute: () => Promise<HeldUntil<T>>, options: { version?: string } = {}): Promise<T> {
    return this.read(db, key, at, compute, options);
  }

  private async read(db: Kysely<Database>, key: string, at: string | null, compute: () => Promise<HeldUntil<T>>, options: VersionOptions): Promise<T> {
    const version = "version" in options && options.version !== undefined ? options.version : await readVersion(db, [...this.versionColumns(), ...("moreColumns" in options ? options.moreColumns : [])]);
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
