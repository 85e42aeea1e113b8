import type { Kysely } from "kysely";

/** Rate-limit counters (app/server/security/rate-limit.ts). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("rate_limits")
    .addColumn("id", "text", (c) => c.primaryKey())
    // Milliseconds since the epoch: compared numerically, never displayed.
    .addColumn("window_start", "bigint", (c) => c.notNull())
    .addColumn("hits", "integer", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("rate_limits").execute();
}
