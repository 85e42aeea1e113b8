import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PreparingPostgresDialect, preparingPool } from "../../app/server/db/postgres-prepared-statements.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "../support/test-database.ts";

interface Scratch {
  things: { id: string; label: string; added?: string | null; later?: string | null };
}

describe("PostgreSQL statements' row counts", () => {
  // Compiling needs no server: the pool never connects.
  const db = new Kysely<Scratch>({ dialect: new PreparingPostgresDialect(new pg.Pool()) });

  it("writes a whole-number limit and offset into the text, so a kept plan knows how many rows are read", () => {
    const { sql: text, parameters } = db.selectFrom("things").select("id").where("label", "=", "First").orderBy("id").limit(25).offset(50).compile();
    expect(text).toBe('select "id" from "things" where "label" = $1 order by "id" limit 25 offset 50');
    expect(parameters).toEqual(["First"]);
  });

  it("leaves any other row count a parameter", () => {
    const { sql: text, parameters } = db.selectFrom("things").select("id").limit(2.5).offset(-1).compile();
    expect(text).toBe('select "id" from "things" limit $1 offset $2');
    expect(parameters).toEqual([2.5, -1]);
  });
});

/** PostgreSQL only: SQLite's statements are prepared by its own dialect (sqlite-dialect.ts). */
describe.skipIf(!testEngines().includes("postgres"))("prepared statements on PostgreSQL", () => {
  let database: TestDatabase;
  let db: Kysely<Scratch>;
  // Starts with "with", so this reading is not prepared itself.
  const preparedOnThisConnection = async (conn: Kysely<Scratch>) =>
    (await sql<{ statement: string }>`with prepared as (select statement, prepare_time from pg_prepared_statements) select statement from prepared order by prepare_time`.execute(conn)).rows.map(
      (r) => r.statement,
    );

  /**
   * A pool of one connection, listening for errors as the app's pool does (connection.ts): a
   * connection the pool closes after a stale plan may still be closing when the test database is
   * dropped, and PostgreSQL's "terminating connection" then reaches the pool, not a query.
   */
  const onePool = () => {
    const pool = new pg.Pool({ connectionString: database.location.target, max: 1 });
    pool.on("error", () => {});
    return pool;
  };

  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    // One connection, two statements at most: every check below sees the same session.
    db = new Kysely<Scratch>({ dialect: new PostgresDialect({ pool: preparingPool(onePool(), 2) }) });
    await sql`create table things (id text primary key, label text not null)`.execute(db);
    await sql`insert into things (id, label) values ('a', 'First'), ('b', 'Second')`.execute(db);
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.destroy();
  });

  const byId = (conn: Kysely<Scratch>, id: string) => conn.selectFrom("things").select("label").where("id", "=", id);
  const count = sql<{ n: string }>`select count(*) as n from things`;

  it("prepares a statement with parameters, or a select without, once and runs it again by name", async () => {
    await db.connection().execute(async (conn) => {
      expect(await byId(conn, "a").execute()).toEqual([{ label: "First" }]);
      expect(await byId(conn, "b").execute()).toEqual([{ label: "Second" }]);
      expect((await count.execute(conn)).rows).toEqual([{ n: "2" }]);
      expect((await count.execute(conn)).rows).toEqual([{ n: "2" }]);
      expect(await preparedOnThisConnection(conn)).toEqual([byId(conn, "a").compile().sql, count.compile(conn).sql]);
    });
  });

  it("leaves other statements without parameters unnamed, and sends texts past the connection's share unnamed", async () => {
    await db.connection().execute(async (conn) => {
      await sql`set statement_timeout = 0`.execute(conn);
      const third = await conn.selectFrom("things").select("id").where("label", "in", ["First", "Second"]).orderBy("id").execute();
      expect(third).toEqual([{ id: "a" }, { id: "b" }]);
      expect(await preparedOnThisConnection(conn)).toEqual([byId(conn, "a").compile().sql, count.compile(conn).sql]);
    });
  });

  it("reads a table afresh after a column is added under a prepared select *, then replaces the connection", async () => {
    const fresh = new Kysely<Scratch>({ dialect: new PostgresDialect({ pool: preparingPool(onePool()) }) });
    const backend = async () => (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(fresh)).rows[0]!.pid;
    const thingA = () => fresh.selectFrom("things").selectAll().where("id", "=", "a").execute();
    try {
      const before = await backend();
      expect(await thingA()).toEqual([{ id: "a", label: "First" }]);
      await sql`alter table things add column added text`.execute(db);
      expect(await thingA()).toEqual([{ id: "a", label: "First", added: null }]);
      expect(await backend()).not.toBe(before);
    } finally {
      await fresh.destroy();
    }
  });

  it("inside a transaction, gives the caller PostgreSQL's refusal (the transaction is already aborted)", async () => {
    const fresh = new Kysely<Scratch>({ dialect: new PostgresDialect({ pool: preparingPool(onePool()) }) });
    const thingB = (conn: Kysely<Scratch>) => conn.selectFrom("things").selectAll().where("id", "=", "b").execute();
    try {
      await thingB(fresh);
      await sql`alter table things add column later text`.execute(db);
      await expect(fresh.transaction().execute((trx) => thingB(trx))).rejects.toThrow(/cached plan must not change result type/);
      expect(await thingB(fresh)).toEqual([{ id: "b", label: "Second", added: null, later: null }]);
    } finally {
      await fresh.destroy();
    }
  });
});
