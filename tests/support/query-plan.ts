import { CompiledQuery, sql, type Compilable, type Kysely } from "kysely";
import type { DatabaseEngine } from "../../app/server/db/connection.ts";
import type { Database } from "../../app/server/db/schema.ts";

/**
 * The query plan, one line per step, with the index every step uses (SQLite: EXPLAIN QUERY PLAN;
 * PostgreSQL: EXPLAIN). A test table is small enough for PostgreSQL to prefer reading it whole
 * (or a bitmap scan and a sort): `avoid` names the plan types it may not choose, so that the plan
 * shows whether an index serves the query, its order too.
 */
export async function queryPlan(db: Kysely<Database>, engine: DatabaseEngine, query: Compilable, avoid: readonly string[] = ["seqscan"]): Promise<string> {
  const compiled = query.compile();
  if (engine === "sqlite") {
    const { rows } = await db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]));
    return rows.map((r) => r.detail).join("\n");
  }
  return db.transaction().execute(async (trx) => {
    for (const kind of avoid) await sql`select set_config(${`enable_${kind}`}, 'off', true)`.execute(trx);
    const { rows } = await trx.executeQuery<{ "QUERY PLAN": string }>(CompiledQuery.raw(`explain ${compiled.sql}`, [...compiled.parameters]));
    return rows.map((r) => r["QUERY PLAN"]).join("\n");
  });
}
