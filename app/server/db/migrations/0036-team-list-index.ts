import type { Kysely } from "kysely";

/**
 * The team (staff and admins, in rotation order) is read on most back-office pages: the owner
 * filters and choices. The user table also holds every customer's account, thousands of rows, so
 * without this the list read them all and sorted the team (0.5 ms at 4,500 customers).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex("user_role_created_idx").on("user").columns(["role", "created_at", "id"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("user_role_created_idx").execute();
}
