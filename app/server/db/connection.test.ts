import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { resolveDatabaseUrl } from "./connection.ts";

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
  it("hold the write lock from their start, so another process waits instead of breaking a read-then-write transaction", async () => {
    const { mkdtempSync, rmSync } = await import("node:fs");
    const { tmpdir } = await import("node:os");
    const { join } = await import("node:path");
    const { openDatabase } = await import("./connection.ts");
    const { openSqliteFile } = await import("./sqlite-dialect.ts");
    const dir = mkdtempSync(join(tmpdir(), "sqlite-lock-"));
    const file = join(dir, "test.db");
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
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
