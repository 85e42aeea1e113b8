import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { DatabaseSync } from "node:sqlite";
import { Kysely, sql } from "kysely";
import { describe, expect, it } from "vitest";
import { yieldToEventLoop } from "../event-loop.ts";
import { openDatabase, resolveDatabaseUrl } from "./connection.ts";
import { openSqliteFile, SharedFileSqliteDialect } from "./sqlite-dialect.ts";

/** Runs `test` with the path of a database file in a fresh directory, removed afterwards. */
const withTemporaryFile = async (test: (file: string) => Promise<void>) => {
  const dir = mkdtempSync(join(tmpdir(), "sqlite-connection-"));
  try {
    await test(join(dir, "test.db"));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

describe("resolveDatabaseUrl", () => {
  it("defaults to ./data/app.db", () => {
    expect(resolveDatabaseUrl(undefined)).toEqual({ engine: "sqlite", target: resolve("data/app.db") });
  });
  it("takes file: paths as SQLite files", () => {
    expect(resolveDatabaseUrl("file:/tmp/x.db")).toEqual({ engine: "sqlite", target: "/tmp/x.db" });
    expect(resolveDatabaseUrl("file:./other.db")).toEqual({ engine: "sqlite", target: resolve("other.db") });
  });
  it("takes postgres:// and postgresql:// as PostgreSQL", () => {
    expect(resolveDatabaseUrl("postgres://u@h/db").engine).toBe("postgres");
    expect(resolveDatabaseUrl("postgresql://u@h/db").engine).toBe("postgres");
  });
  it("refuses anything else without echoing credentials", () => {
    expect(() => resolveDatabaseUrl("mysql://user:secret@h/db")).toThrow(/must start with file: or postgres/);
    expect(() => resolveDatabaseUrl("mysql://user:secret@h/db")).not.toThrow(/secret/);
  });
});

describe("SQLite transactions", () => {
  it("hold the write lock from their start, so another process waits instead of breaking a read-then-write transaction", () =>
    withTemporaryFile(async (file) => {
      const app = openDatabase({ engine: "sqlite", target: file });
      const other = openSqliteFile(file);
      try {
        other.exec("create table counters (name text primary key, value integer not null); insert into counters values ('n', 0)");
        // Another process that does not wait, to see at once who holds the lock.
        other.exec("PRAGMA busy_timeout = 0");
        let otherWrite = "";
        await app.db.transaction().execute(async (trx) => {
          const row = await trx.selectFrom("counters" as never).select("value" as never).executeTakeFirstOrThrow();
          try {
            other.exec("update counters set value = value + 100");
            otherWrite = "went through";
          } catch (error) {
            otherWrite = (error as Error).message;
          }
          // With a deferred BEGIN the other write would have gone through, and this one would fail.
          await trx.updateTable("counters" as never).set({ value: Number((row as { value: number }).value) + 1 } as never).execute();
        });
        expect(otherWrite).toMatch(/locked|busy/i);
        expect(other.prepare("select value from counters").get()).toEqual({ value: 1 });
      } finally {
        other.close();
        await app.close();
      }
    }));
});

describe("SQLite writes while another process holds the write lock", () => {
  const withLockedFile = (test: (file: string, other: DatabaseSync) => Promise<void>) =>
    withTemporaryFile(async (file) => {
      const other = openSqliteFile(file);
      try {
        other.exec("create table counters (name text primary key, value integer not null); insert into counters values ('n', 0)");
        other.exec("begin immediate");
        await test(file, other);
      } finally {
        if (other.isTransaction) other.exec("rollback");
        other.close();
      }
    });
  const turnsOfTheEventLoop = async (count: number) => {
    for (let i = 0; i < count; i++) await yieldToEventLoop();
  };

  it("wait for it without holding up the process: other work goes on, then the write and the transaction go through", async () => {
    await withLockedFile(async (file, other) => {
      const app = openDatabase({ engine: "sqlite", target: file });
      try {
        const settled: string[] = [];
        const write = app.db.updateTable("counters" as never).set({ value: 5 } as never).execute().finally(() => settled.push("write"));
        const transaction = app.db
          .transaction()
          .execute(async (trx) => trx.updateTable("counters" as never).set({ value: sql`value + 1` } as never).execute())
          .finally(() => settled.push("transaction"));
        // A busy timeout would sleep inside the statement, and these turns would come after it failed.
        await turnsOfTheEventLoop(20);
        expect(settled).toEqual([]);
        other.exec("commit");
        await Promise.all([write, transaction]);
        expect(other.prepare("select value from counters").get()).toEqual({ value: 6 });
      } finally {
        await app.close();
      }
    });
  });

  it('fail as "database is locked" once the wait is over', async () => {
    await withLockedFile(async (file) => {
      const db = new Kysely<Record<string, never>>({ dialect: new SharedFileSqliteDialect(openSqliteFile(file), { lockWaitMs: 30 }) });
      try {
        await expect(db.updateTable("counters" as never).set({ value: 5 } as never).execute()).rejects.toThrow(/database is locked/);
      } finally {
        await db.destroy();
      }
    });
  });
});

describe("SQLite query planner statistics", () => {
  it("are gathered when a file is opened, so the planner knows which index narrows a join", () =>
    withTemporaryFile(async (file) => {
      const first = openSqliteFile(file);
      // Many files of one kind, few documents per customer: without statistics SQLite starts from the files.
      first.exec(`create table documents (id text primary key, customer_id text not null, created_at text not null);
        create index documents_customer on documents (customer_id, created_at);
        create table files (id integer primary key, owner_type text not null, owner_id text not null);
        create index files_owner on files (owner_type, owner_id);`);
      const insertDocument = first.prepare("insert into documents values (?, ?, ?)");
      const insertFile = first.prepare("insert into files (owner_type, owner_id) values ('document', ?)");
      for (let i = 0; i < 3000; i++) {
        insertDocument.run(`d${i}`, `c${i % 1500}`, `2026-01-01T00:00:${String(i % 60).padStart(2, "0")}Z`);
        insertFile.run(`d${i}`);
      }
      const join_ = "select d.id from documents d join files f on f.owner_id = d.id and f.owner_type = 'document' where d.customer_id = 'c7' order by d.created_at desc";
      const planOf = (db: typeof first) => (db.prepare(`explain query plan ${join_}`).all() as { detail: string }[]).map((r) => r.detail).join("\n");
      expect(planOf(first)).toMatch(/^SEARCH f USING/);
      first.close();
      const reopened = openSqliteFile(file);
      try {
        expect((reopened.prepare("select count(*) as n from sqlite_stat1").get() as { n: number }).n).toBeGreaterThan(0);
        expect(planOf(reopened)).toMatch(/^SEARCH d USING INDEX documents_customer/);
      } finally {
        reopened.close();
      }
    }));
});
