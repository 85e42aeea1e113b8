/**
 * Named numbers in the `counters` table, raised by one inside the writer's transaction: the
 * yearly sequences (claim and service-request numbers) and the versions other processes read to
 * tell that what they keep in memory is out of date (public pages, unread counts). On
 * PostgreSQL the row stays locked until the writer commits, so a second writer waits and the
 * numbers are committed in order; SQLite has one writer at a time.
 */
import { sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "./schema.ts";

/** The counter's new value (1 the first time). */
export async function incrementCounter(trx: Kysely<Database> | Transaction<Database>, name: string): Promise<number> {
  const row = await trx
    .insertInto("counters")
    .values({ name, value: 1 })
    .onConflict((oc) => oc.column("name").doUpdateSet({ value: sql`counters.value + 1` }))
    .returning("value")
    .executeTakeFirstOrThrow();
  return Number(row.value);
}

/** A counter's value as a scalar subquery (null before its first increment), for a statement that reads several. */
export function counterValue(name: string) {
  return sql<number | string | null>`(select ${sql.ref("value")} from ${sql.table("counters")} where ${sql.ref("name")} = ${name})`;
}
