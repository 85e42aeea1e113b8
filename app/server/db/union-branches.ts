/**
 * Several reads in one statement (on PostgreSQL each statement is a round trip): each read
 * wrapped in a subquery of its own name, so it keeps its own order, limit and index, and the
 * subqueries joined by UNION ALL. The caller may order and cap the merged rows.
 */
import type { Kysely, SelectQueryBuilder } from "kysely";

type Branches<DB, O> = SelectQueryBuilder<DB & { branch: O }, "branch", O>;

export function unionOfBranches<DB, TB extends keyof DB, O>(db: Kysely<DB>, branches: readonly SelectQueryBuilder<DB, TB, O>[]): Branches<DB, O> {
  // Typed as one name, "branch": the rows are O whichever branch they come from. Each still gets
  // its own name in SQL (SQLite planned one name for all with a sort per branch).
  const outer = db as unknown as Kysely<DB & { branch: O }>;
  const [first, ...others] = branches.map((branch, i) => outer.selectFrom(branch.as(`branch${i}` as "branch")).selectAll() as unknown as Branches<DB, O>);
  return others.reduce((union, next) => union.unionAll(next), first!);
}
