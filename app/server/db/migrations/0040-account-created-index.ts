import type { Kysely } from "kysely";

/**
 * The admin dashboard counts the accounts created in the last seven days, up to its cap of 100:
 * through this index it reads at most that many entries. Without it, PostgreSQL counted every
 * account (0.8 ms at 4,500 customer accounts, on every visit, growing with the portal).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex("user_created_idx").on("user").column("created_at").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("user_created_idx").execute();
}
