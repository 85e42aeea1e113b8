import type { Kysely } from "kysely";
import { isPostgres } from "../dialect.ts";

/**
 * session.last_active_at: when the session was last used, recorded at most once a
 * minute (app/server/accounts/session-activity.ts). Admin sessions idle for longer
 * than ADMIN_IDLE_MINUTES end. It is a better-auth field (`lastActiveAt`, set when
 * the session is created), so it takes better-auth's per-engine timestamp type like
 * the other session columns (migration 0004). Sessions from before this migration
 * have none; their last refresh (updated_at) stands in.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("session")
    .addColumn("last_active_at", isPostgres(db) ? "timestamptz" : "text")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("session").dropColumn("last_active_at").execute();
}
