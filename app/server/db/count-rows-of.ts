/**
 * Named counts in one statement (on PostgreSQL each statement is a round trip): each count is
 * of the rows a query returns, and each query caps itself with LIMIT, so the database stops
 * reading there however large the table grows.
 */
import { sql, type Expression, type Kysely } from "kysely";

export async function countRowsOf<DB, Name extends string>(db: Kysely<DB>, counts: Record<Name, Expression<unknown>>): Promise<Record<Name, number>> {
  // Names are our own constants: literals keep the union's first column typed on PostgreSQL.
  const branches = Object.entries<Expression<unknown>>(counts).map(([name, rows]) => sql`select ${sql.lit(name)} as name, count(*) as n from (${rows}) as capped`);
  const { rows } = await sql<{ name: Name; n: number | string }>`${sql.join(branches, sql` union all `)}`.execute(db);
  return Object.fromEntries(rows.map(({ name, n }) => [name, Number(n)])) as Record<Name, number>;
}
