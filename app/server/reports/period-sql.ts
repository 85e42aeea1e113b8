/**
 * Counting by period in SQL, the same way on SQLite and PostgreSQL: a CASE expression gives a
 * row's period index by comparing its stored UTC ISO timestamp with each period's start (text
 * comparison, which both engines do alike), and queries group by it (GROUP BY its position,
 * 1, which both accept). The database then returns a few counts instead of every record.
 */
import { sql, type RawBuilder } from "kysely";
import type { Periods } from "./periods.ts";

/** The period index (0 = oldest) of `column`'s value; rows must already be limited to the range. */
export function periodIndexSql(column: string, range: Periods): RawBuilder<number> {
  const later = range.periods.slice(1).map((period, i) => sql`when ${sql.ref(column)} < ${period.start} then ${sql.lit(i)}`);
  return later.length ? sql<number>`case ${sql.join(later, sql` `)} else ${sql.lit(range.periods.length - 1)} end` : sql<number>`${sql.lit(0)}`;
}

/** GROUP BY the first selected column (the period index). */
export const FIRST_COLUMN = sql`1`;
