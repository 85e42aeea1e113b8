/**
 * PostgreSQL plans every statement it is sent, unless the statement is prepared. Kysely sends
 * its queries unnamed, so a back-office page's dozen statements were planned on every request:
 * under load that planning was as much of the database's time as running them (a My work
 * union of seventeen branches took 6 ms to plan and 0.1 ms to run).
 *
 * This pool hands Kysely connections that name each statement with parameters after its SQL
 * text. `pg` then parses it once per connection, and PostgreSQL, after five runs, keeps a
 * generic plan when that plan costs no more than the custom ones did. The same practice as
 * asyncpg's statement cache and the JDBC driver's prepare threshold.
 *
 * - Statements without parameters stay unnamed (transaction control, migrations' DDL), unless
 *   they read: a select without parameters (the Reports page's freshness key) is planned like any other.
 * - A connection prepares at most PREPARED_STATEMENTS_PER_CONNECTION texts, kept for its life
 *   (`pg` has no way to forget one). Later texts go unnamed. New texts come from IN lists
 *   of a new length and from row counts, written as numbers (an inbox's page 7 is the text
 *   of "offset 300"). Connections the pool closes when idle take their statements with them.
 * - A migration by a newer server can change the columns behind a prepared `select *`, and
 *   PostgreSQL then refuses to run it ("cached plan must not change result type"). The
 *   connection is closed when released, and the statement is sent again unnamed if no
 *   transaction was open (inside one it is aborted, so the error goes to the caller).
 * - Row counts (`limit`, `offset`) are written into the text as numbers, not sent as parameters
 *   (PreparingPostgresDialect). A generic plan cannot see a parameter's value, and for a
 *   `limit $1` PostgreSQL assumes a tenth of the rows will be read: it then judged the generic
 *   plan of every capped list dearer than the custom ones and planned them on every run.
 */
import { PostgresDialect, PostgresQueryCompiler, ValueNode, type LimitNode, type OffsetNode, type OperationNode, type PostgresCursor, type PostgresPool, type PostgresPoolClient, type PostgresQueryResult, type QueryCompiler } from "kysely";
import type pg from "pg";

export const PREPARED_STATEMENTS_PER_CONNECTION = 256;

const CACHED_PLAN_CHANGED_RESULT = "0A000";
/** A statement that only reads (Kysely writes its keywords in lower case). */
const READS = /^select\b/;

class PreparingClient implements PostgresPoolClient {
  readonly #client: pg.PoolClient;
  readonly #names = new Map<string, string>();
  readonly #capacity: number;
  #closeOnRelease = false;

  constructor(client: pg.PoolClient, capacity: number) {
    this.#client = client;
    this.#capacity = capacity;
  }

  /** Kysely reads the backend's process id to cancel a query. */
  get processID(): number | undefined {
    return (this.#client as pg.PoolClient & { processID?: number }).processID;
  }

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(sql: string | PostgresCursor<R>, parameters: ReadonlyArray<unknown> = []): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    if (typeof sql !== "string") return this.#client.query(sql as never) as PostgresCursor<R>;
    const name = parameters.length > 0 || READS.test(sql) ? this.#nameFor(sql) : undefined;
    const values = parameters as unknown[];
    const sent = name ? this.#client.query({ name, text: sql, values }) : this.#client.query(sql, values);
    const result = name ? sent.catch((error: unknown) => this.#afterPreparedFailure(error, sql, values)) : sent;
    return result as Promise<PostgresQueryResult<R>>;
  }

  release(destroy?: boolean): void {
    this.#client.release(destroy || this.#closeOnRelease);
  }

  /** The name this connection prepared the text under, or a new one while there is room. */
  #nameFor(sql: string): string | undefined {
    const known = this.#names.get(sql);
    if (known || this.#closeOnRelease || this.#names.size >= this.#capacity) return known;
    const name = `kysely_${this.#names.size}`;
    this.#names.set(sql, name);
    return name;
  }

  #afterPreparedFailure(error: unknown, sql: string, values: unknown[]): Promise<pg.QueryResult> {
    if ((error as { code?: string }).code !== CACHED_PLAN_CHANGED_RESULT) throw error;
    // Its other statements may be as stale: this connection prepares nothing more and is closed.
    this.#closeOnRelease = true;
    this.#names.clear();
    if (this.#client.getTransactionStatus() !== "I") throw error;
    return this.#client.query(sql, values);
  }
}

/** Kysely's pool, over `pg`'s, with each connection preparing its statements. */
export function preparingPool(pool: pg.Pool, perConnection = PREPARED_STATEMENTS_PER_CONNECTION): PostgresPool {
  const clients = new WeakMap<pg.PoolClient, PreparingClient>();
  return {
    // Kysely opens a connection of this class to cancel a query.
    Client: (pool as pg.Pool & Pick<PostgresPool, "Client">).Client,
    options: pool.options,
    async connect() {
      const client = await pool.connect();
      let preparing = clients.get(client);
      if (!preparing) clients.set(client, (preparing = new PreparingClient(client, perConnection)));
      return preparing;
    },
    end: () => pool.end(),
  };
}

/** Writes a `limit` or `offset` given as a whole number into the statement (see the module's comment). */
class RowCountLiteralCompiler extends PostgresQueryCompiler {
  protected override visitLimit(node: LimitNode): void {
    if (!this.#appendRowCount("limit ", node.limit)) super.visitLimit(node);
  }

  protected override visitOffset(node: OffsetNode): void {
    if (!this.#appendRowCount("offset ", node.offset)) super.visitOffset(node);
  }

  /** Only a non-negative safe integer is written as it is; anything else stays a parameter. */
  #appendRowCount(keyword: string, count: OperationNode): boolean {
    if (!ValueNode.is(count) || typeof count.value !== "number" || !Number.isSafeInteger(count.value) || count.value < 0) return false;
    this.append(`${keyword}${count.value}`);
    return true;
  }
}

/** Kysely's PostgreSQL dialect over a preparing pool, with row counts written into the statements. */
export class PreparingPostgresDialect extends PostgresDialect {
  constructor(pool: pg.Pool, perConnection = PREPARED_STATEMENTS_PER_CONNECTION) {
    super({ pool: preparingPool(pool, perConnection) });
  }

  override createQueryCompiler(): QueryCompiler {
    return new RowCountLiteralCompiler();
  }
}
