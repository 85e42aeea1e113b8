/**
 * A read's rows as one JSON array, in the read's own order, as a column of another statement:
 * reads of different shapes then share one statement (readTogether). On PostgreSQL each
 * statement is a round trip, and its write to the socket and the database's wakeup cost more
 * CPU, on both sides, than a small indexed read itself.
 *
 * PostgreSQL: Kysely's jsonArrayFrom (json_agg of the read's rows). SQLite has no row-to-JSON,
 * so each column is named in a json_object: the read's own selections or, for a union of
 * branches (unionOfBranches: `select *` from one subquery), its first branch's.
 *
 * Rows come back as JSON values: text and numbers as usual, 64-bit integers as numbers, booleans
 * as true/false on PostgreSQL and 1/0 on SQLite (toBoolean reads both), a JSON object column
 * (jsonObjectOf) as an object on PostgreSQL and its text on SQLite (parseJsonObject reads both).
 */
import { AliasNode, ColumnNode, IdentifierNode, ReferenceNode, SelectQueryNode, sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from "kysely";
import { jsonArrayFrom as postgresJsonArrayFrom } from "kysely/helpers/postgres";
import { isPostgres } from "./dialect.ts";
import type { Database } from "./schema.ts";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database and tables: only the rows matter here
export type AnyRead<Row> = SelectQueryBuilder<any, any, Row>;

/** What jsonRowsOf reads back: `pg` parses JSON, SQLite returns its text. */
export type JsonRows<Row> = Row[] | string;

export function jsonRowsOf<Row>(db: Pick<Kysely<unknown>, "getExecutor">, read: AnyRead<Row>): RawBuilder<JsonRows<Row>> {
  if (isPostgres(db)) return postgresJsonArrayFrom(read) as RawBuilder<JsonRows<Row>>;
  const fields = columnNames(read.toOperationNode()).flatMap((name) => [sql.lit(name), sql.ref(`agg.${name}`)]);
  return sql<JsonRows<Row>>`(select coalesce(json_group_array(json_object(${sql.join(fields)})), '[]') from ${read} as agg)`;
}

export function parseJsonRows<Row>(value: JsonRows<Row>): Row[] {
  return typeof value === "string" ? (JSON.parse(value) as Row[]) : value;
}

/** The names of a read's columns: its selections, or those of the one subquery it selects all of. */
function columnNames(node: SelectQueryNode): string[] {
  return (node.selections ?? []).flatMap(({ selection }) => {
    if (ReferenceNode.is(selection) && ColumnNode.is(selection.column)) return [selection.column.column.name];
    if (ColumnNode.is(selection)) return [selection.column.name];
    if (AliasNode.is(selection) && IdentifierNode.is(selection.alias)) return [selection.alias.name];
    const [from, ...others] = node.from?.froms ?? [];
    if (selection.kind === "SelectAllNode" && !others.length && from && AliasNode.is(from) && SelectQueryNode.is(from.node)) return columnNames(from.node);
    throw new Error("jsonRowsOf on SQLite: name the read's columns (no select * but of one subquery)");
  });
}

type RowsOf<Reads> = { [K in keyof Reads]: Reads[K] extends AnyRead<infer Row> ? Row[] : [] };

/**
 * Reads of different shapes in one statement, each read's rows as a JSON array (see above), each
 * in its own order. A read given as null (nothing to read) comes back as no rows.
 */
export async function readTogether<Reads extends Record<string, AnyRead<unknown> | null>>(db: Kysely<Database>, reads: Reads): Promise<RowsOf<Reads>> {
  const asked = Object.entries(reads).filter((entry): entry is [string, AnyRead<unknown>] => entry[1] !== null);
  const rows: Record<string, unknown[]> = Object.fromEntries(Object.keys(reads).map((name) => [name, []]));
  if (!asked.length) return rows as RowsOf<Reads>;
  const row = (await db
    .selectNoFrom(asked.map(([name, read]) => jsonRowsOf(db, read).as(name)))
    .executeTakeFirstOrThrow()) as Record<string, JsonRows<unknown>>;
  for (const [name] of asked) rows[name] = parseJsonRows(row[name]!);
  return rows as RowsOf<Reads>;
}
