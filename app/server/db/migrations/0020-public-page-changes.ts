import type { Kysely } from "kysely";

/**
 * The feed of changes to what anonymous visitors see (app/server/public-pages/page-changes.ts):
 * each row is one committed change, numbered from the `counters` row "public_pages", with the
 * cache tags of the pages that show it. Every server instance reads the rows past the last
 * number it has seen and drops those pages from its memory. Rows are kept for an hour.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("public_page_changes")
    .addColumn("version", "bigint", (c) => c.primaryKey())
    .addColumn("tags", "text", (c) => c.notNull())
    .addColumn("changed_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("public_page_changes").execute();
}
