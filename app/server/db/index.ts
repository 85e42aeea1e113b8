/**
 * The process-wide database. The server, the route bundle and CLI scripts may each
 * load their own copy of this module; the instance is kept on globalThis so they all
 * share one connection pool (and one SQLite handle).
 */
import { openDatabase, resolveDatabaseUrl, type AppDatabase } from "./connection.ts";

const key = Symbol.for("agency.database");
type Holder = { [key]?: AppDatabase };

export function getAppDatabase(): AppDatabase {
  const holder = globalThis as Holder;
  return (holder[key] ??= openDatabase(resolveDatabaseUrl(process.env.DATABASE_URL || undefined)));
}

/** The Kysely instance every domain module receives. */
export function getDb() {
  return getAppDatabase().db;
}

export async function closeAppDatabase(): Promise<void> {
  const holder = globalThis as Holder;
  const open = holder[key];
  delete holder[key];
  await open?.close();
}

export type { AppDatabase, DatabaseEngine } from "./connection.ts";
export type { Database } from "./schema.ts";
