/**
 * Opening the database: embedded SQLite by default, PostgreSQL when DATABASE_URL says so.
 * The rest of the application sees one Kysely<Database> and never asks which engine it is.
 */
import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { Kysely } from "kysely";
import { createRequire } from "node:module";
import type pg from "pg";
import type { Database } from "./schema.ts";
import { log } from "../log.ts";
import { PreparingPostgresDialect } from "./postgres-prepared-statements.ts";
import { openSqliteFile, SharedFileSqliteDialect } from "./sqlite-dialect.ts";

export type DatabaseEngine = "sqlite" | "postgres";

export const DEFAULT_SQLITE_PATH = "./data/app.db";

export interface DatabaseLocation {
  engine: DatabaseEngine;
  /** A file path for SQLite, the connection string for PostgreSQL. */
  target: string;
}

/** Unset → ./data/app.db; `file:<path>` → that SQLite file; `postgres://…` → PostgreSQL. */
export function resolveDatabaseUrl(url: string | undefined): DatabaseLocation {
  if (!url) return { engine: "sqlite", target: resolve(DEFAULT_SQLITE_PATH) };
  if (url.startsWith("file:")) return { engine: "sqlite", target: resolve(url.slice("file:".length)) };
  if (/^postgres(ql)?:\/\//.test(url)) return { engine: "postgres", target: url };
  throw new Error(`DATABASE_URL must start with file: or postgres:// (got "${url.split(":")[0]}:…")`);
}

export interface AppDatabase {
  db: Kysely<Database>;
  engine: DatabaseEngine;
  close(): Promise<void>;
}

export function openDatabase(location: DatabaseLocation): AppDatabase {
  if (location.engine === "postgres") {
    // Loaded only for PostgreSQL: the driver is ~10 MB of memory a SQLite site never uses.
    const { Pool } = createRequire(import.meta.url)("pg") as typeof pg;
    const pool = new Pool({ connectionString: location.target, max: 10 });
    // An idle connection dropped by the server (restart, failover) must not crash the
    // process; the pool replaces it on the next query.
    pool.on("error", (error) => log.warn("database connection lost", { error: error.message }));
    const db = new Kysely<Database>({ dialect: new PreparingPostgresDialect(pool) });
    return { db, engine: "postgres", close: () => db.destroy() };
  }
  mkdirSync(dirname(location.target), { recursive: true });
  const native = openSqliteFile(location.target);
  const db = new Kysely<Database>({ dialect: new SharedFileSqliteDialect(native) });
  return { db, engine: "sqlite", close: () => db.destroy() };
}
