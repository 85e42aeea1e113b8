/**
 * The few places where SQLite and PostgreSQL need different column types
 * (binary data, booleans, timestamps for better-auth). Queries never ask.
 */
import { PostgresAdapter, type Kysely } from "kysely";

export function isPostgres(db: Pick<Kysely<unknown>, "getExecutor">): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Column type for file contents. */
export function binaryType(db: Kysely<unknown>): "bytea" | "blob" {
  return isPostgres(db) ? "bytea" : "blob";
}
