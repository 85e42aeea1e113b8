/**
 * A row's columns as one JSON object built by the database: json_build_object on PostgreSQL,
 * json_object on SQLite. Reads of different shapes can then share one UNION ALL (on
 * PostgreSQL each statement is a round trip), each branch keeping its own columns.
 */
import { sql, type Expression, type Kysely, type RawBuilder } from "kysely";
import { isPostgres } from "./dialect.ts";

export function jsonObjectOf<Fields extends object>(db: Pick<Kysely<unknown>, "getExecutor">, fields: { [K in keyof Fields]: Expression<Fields[K]> }): RawBuilder<JsonObject<Fields>> {
  // Field names are our own constants, written as literals.
  const pairs = Object.entries<Expression<unknown>>(fields as Record<string, Expression<unknown>>).map(([name, value]) => sql`${sql.lit(name)}, ${value}`);
  return isPostgres(db) ? sql`json_build_object(${sql.join(pairs)})` : sql`json_object(${sql.join(pairs)})`;
}

/** What jsonObjectOf reads back: `pg` parses JSON, SQLite returns its text. */
export type JsonObject<Fields> = Fields | string;

export function parseJsonObject<Fields>(value: JsonObject<Fields>): Fields {
  return typeof value === "string" ? (JSON.parse(value) as Fields) : value;
}
