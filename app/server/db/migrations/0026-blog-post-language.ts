import type { Kysely } from "kysely";

/**
 * The language of each blog post (docs/product.md#posts): "en" or "es", chosen in the blog
 * manager. A post lives at /blog/{slug} or /es/blog/{slug} and is listed only on its own
 * language's blog (/blog or /es/blog) and feed. Every post written before is English.
 *
 * blog_posts (status, locale, published_at, id): each language's list in its order, found by
 * seeking in the index as (status, published_at, id) did for the one list; that index stays
 * for the sitemap, which lists both languages' posts in one order.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("blog_posts").addColumn("locale", "text", (c) => c.notNull().defaultTo("en")).execute();
  await db.schema.createIndex("blog_posts_locale_order_idx").on("blog_posts").columns(["status", "locale", "published_at", "id"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("blog_posts_locale_order_idx").execute();
  await db.schema.alterTable("blog_posts").dropColumn("locale").execute();
}
