import type { Kysely } from "kysely";

/**
 * The blog manager lists posts newest created first, a page at a time: without this each page
 * sorted every post (thousands on a blog that has run for years).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex("blog_posts_created_idx").on("blog_posts").columns(["created_at", "id"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("blog_posts_created_idx").execute();
}
