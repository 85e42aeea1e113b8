/**
 * A read's rows as one JSON array, in the read's own order, as a column of another statement: a
 * short list read with the row it belongs to (a customer's policies with the customer). On
 * PostgreSQL each statement is a round trip, and its write to the socket and the database's
 * wakeup cost more CPU than a small indexed read itself. Not for all of a page's reads at once:
 * that statement cost more to plan and to run than its parts (decision 030). Kysely's
 * jsonArrayFrom of each engine (SQLite's needs the read's columns named: no selectAll).
 *
 * Rows come back as JSON values: text and numbers as usual, 64-bit integers as numbers, booleans
 * as true/false on PostgreSQL and 1/0 on SQLite (toBoolean reads both).
 */
import { jsonArrayFrom as postgresJsonArrayFrom } from "kysely/helpers/postgres";
import { jsonArrayFrom as sqliteJsonArrayFrom } from "kysely/helpers/sqlite";
import type { Kysely, RawBuilder, SelectQueryBuilder } from "kysely";
import { isPostgres } from "./dialect.ts";

/** What jsonRowsOf reads back: `pg` parses JSON, SQLite returns its text. */
export type JsonRows<Row> = Row[] | string;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database and tables: only the rows matter here
type AnyRead<Row> = SelectQueryBuilder<any, any, Row>;

export function jsonRowsOf<Row>(db: Pick<Kysely<unknown>, "getExecutor">, read: AnyRead<Row>): RawBuilder<JsonRows<Row>> {
  return (isPostgres(db) ? postgresJsonArrayFrom(read) : sqliteJsonArrayFrom(read)) as RawBuilder<JsonRows<Row>>;
}

export function parseJsonRows<Row>(value: JsonRows<Row>): Row[] {
  return typeof value === "string" ? (JSON.parse(value) as Row[]) : value;
}
