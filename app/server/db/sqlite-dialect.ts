/**
 * Kysely's own SQLite dialect, driven by Node's built-in `node:sqlite` instead of a
 * native add-on (nothing to compile at install time). This adapter gives a
 * `DatabaseSync` the shape Kysely's SqliteDialect expects, and caches prepared
 * statements because the same few queries run on every request.
 */
import { DatabaseSync, type StatementSync } from "node:sqlite";
import { setTimeout as sleep } from "node:timers/promises";
import { errorFields, log } from "../log.ts";
import { CompiledQuery, SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver, type QueryResult, type SqliteDatabase, type SqliteDialectConfig, type SqliteStatement } from "kysely";

type Bindable = null | number | bigint | string | Uint8Array;

/** node:sqlite binds only null, numbers, strings and bytes; map the rest the way SQLite stores them. */
function toBindable(value: unknown): Bindable {
  if (value === undefined || value === null) return null;
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "number" || typeof value === "bigint" || typeof value === "string") return value;
  if (value instanceof Uint8Array) return value;
  return JSON.stringify(value);
}

const STATEMENT_CACHE_SIZE = 200;

interface Prepared {
  statement: StatementSync;
  /** The statement returns rows (asked once: columns() builds a list each call). */
  reader: boolean;
}

/** How often a connection refreshes the query planner's statistics (PRAGMA optimize; see openSqliteFile). */
const PLANNER_STATISTICS_REFRESH_MS = 60 * 60_000;

function sqliteDatabase(native: DatabaseSync): SqliteDatabase {
  const cache = new Map<string, Prepared>();
  // SQLite's advice for a long-lived connection: optimize when opened (openSqliteFile) and then
  // every few hours, so the statistics follow the tables as they grow. Cheap when nothing changed.
  const statistics = setInterval(() => refreshPlannerStatistics(native, "PRAGMA optimize"), PLANNER_STATISTICS_REFRESH_MS);
  statistics.unref();

  const prepare = (sql: string): Prepared => {
    let prepared = cache.get(sql);
    if (prepared) {
      // Refresh its place: the Map keeps insertion order, so the first key is the least recently used.
      cache.delete(sql);
    } else {
      const statement = native.prepare(sql);
      prepared = { statement, reader: statement.columns().length > 0 };
      if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
    }
    cache.set(sql, prepared);
    return prepared;
  };

  return {
    close: () => {
      clearInterval(statistics);
      native.close();
    },
    prepare(sql: string): SqliteStatement {
      const { statement, reader } = prepare(sql);
      const bind = (parameters: ReadonlyArray<unknown>) => parameters.map(toBindable);
      return {
        reader,
        all: (parameters) => statement.all(...bind(parameters)),
        run: (parameters) => statement.run(...bind(parameters)),
        iterate: (parameters) => statement.iterate(...bind(parameters)),
      };
    },
  };
}

/** Opens a SQLite file with the settings every connection needs. */
export function openSqliteFile(path: string): DatabaseSync {
  const native = new DatabaseSync(path);
  // WAL lets readers work while a write is in progress; the busy timeout makes this
  // connection wait for another process's lock while it opens (SharedFileSqliteDialect then
  // waits without blocking the thread).
  native.exec("PRAGMA journal_mode = WAL");
  native.exec("PRAGMA synchronous = NORMAL");
  native.exec("PRAGMA foreign_keys = ON");
  // Deleted rows are overwritten with zeros, so an erased person's data does not linger in free pages.
  native.exec("PRAGMA secure_delete = ON");
  native.exec("PRAGMA busy_timeout = 5000");
  // The query planner's statistics (sqlite_stat1), gathered by sampling at most ~400 rows per
  // index. Without them SQLite guesses how selective an index is: a customer's page joined
  // every customer document's file before picking the customer's two (2 ms instead of 0.05 ms
  // at 100k records). 11 ms on a 3.6 GB database.
  native.exec("PRAGMA analysis_limit = 400");
  refreshPlannerStatistics(native, "PRAGMA optimize = 0x10002");
  return native;
}

/**
 * Statistics only steer the planner: if they cannot be written now (another process held the
 * write lock past the busy timeout), queries still answer, and the next refresh tries again.
 */
function refreshPlannerStatistics(native: DatabaseSync, pragma: string): void {
  try {
    native.exec(pragma);
  } catch (error) {
    log.warn("SQLite planner statistics not refreshed", errorFields(error));
  }
}

/** How long a statement waits for another process's write lock before it fails (SQLite's busy timeout before). */
export const DEFAULT_LOCK_WAIT_MS = 5000;
/** The longest pause between two tries: a write holds the lock for a millisecond or two. */
const LONGEST_LOCK_PAUSE_MS = 16;

/** SQLITE_BUSY and its extended codes: another connection holds the lock this statement needs. */
function isBusy(error: unknown): boolean {
  return typeof error === "object" && error !== null && "errcode" in error && typeof error.errcode === "number" && (error.errcode & 0xff) === 5;
}

/**
 * The server's workers are several processes on one file. When one writes while another holds
 * the write lock, SQLite's busy timeout would sleep in the statement, on the thread that answers
 * every request of that worker: during a burst of form posts each worker stood still for up to
 * ~200 ms at a time (npm run bench). Here a statement that finds the lock taken fails at once
 * (busy_timeout 0) and is tried again after an awaited pause, so the worker answers its other
 * requests meanwhile. Only outside a transaction: a statement that found the lock taken changed
 * nothing, and inside one (BEGIN IMMEDIATE took the lock first) it cannot happen.
 */
class LockWaitingConnection implements DatabaseConnection {
  readonly #inner: DatabaseConnection;
  readonly #native: DatabaseSync;
  readonly #lockWaitMs: number;
  constructor(inner: DatabaseConnection, native: DatabaseSync, lockWaitMs: number) {
    this.#inner = inner;
    this.#native = native;
    this.#lockWaitMs = lockWaitMs;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const giveUpAt = Date.now() + this.#lockWaitMs;
    for (let pauseMs = 1; ; pauseMs = Math.min(pauseMs * 2, LONGEST_LOCK_PAUSE_MS)) {
      try {
        return await this.#inner.executeQuery<R>(query);
      } catch (error) {
        if (!isBusy(error) || this.#native.isTransaction || Date.now() >= giveUpAt) throw error;
        await sleep(pauseMs);
      }
    }
  }

  streamQuery<R>(query: CompiledQuery, chunkSize: number): AsyncIterableIterator<QueryResult<R>> {
    return this.#inner.streamQuery<R>(query, chunkSize);
  }
}

/**
 * Transactions take the write lock when they begin (BEGIN IMMEDIATE) instead of at their first
 * write. With Kysely's plain BEGIN, a transaction that reads and then writes fails at once with
 * "database is locked" when another process (the server, a CLI, the outbox) committed in between:
 * SQLite cannot upgrade a stale read snapshot, and waiting does not help. Taking the lock first
 * makes the second process wait for it (LockWaitingConnection) instead.
 */
class SharedFileSqliteDriver extends SqliteDriver {
  #connection: LockWaitingConnection | undefined;
  readonly #native: DatabaseSync;
  readonly #lockWaitMs: number;
  constructor(config: SqliteDialectConfig, native: DatabaseSync, lockWaitMs: number) {
    super(config);
    this.#native = native;
    this.#lockWaitMs = lockWaitMs;
  }
  override async acquireConnection(): Promise<DatabaseConnection> {
    this.#connection ??= new LockWaitingConnection(await super.acquireConnection(), this.#native, this.#lockWaitMs);
    return this.#connection;
  }
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

/** Kysely over one SQLite file that other processes (the other workers, a CLI) write to as well. */
export class SharedFileSqliteDialect extends SqliteDialect {
  readonly #native: DatabaseSync;
  readonly #lockWaitMs: number;
  readonly #config: SqliteDialectConfig;
  constructor(native: DatabaseSync, options: { lockWaitMs?: number } = {}) {
    const config = { database: sqliteDatabase(native) };
    super(config);
    this.#config = config;
    this.#native = native;
    this.#lockWaitMs = options.lockWaitMs ?? DEFAULT_LOCK_WAIT_MS;
    // The wait for another process's lock is LockWaitingConnection's, awaited, from here on.
    native.exec("PRAGMA busy_timeout = 0");
  }
  override createDriver(): Driver {
    return new SharedFileSqliteDriver(this.#config, this.#native, this.#lockWaitMs);
  }
}
