import type { Kysely } from "kysely";
import { binaryType } from "../dialect.ts";

/**
 * The blog manager's publishing tools (docs/product.md#blog-manager):
 * - blog_posts: a time to go live (status "scheduled" until then), SEO title and meta
 *   description, a canonical address, and an uploaded featured image with its alt text
 *   (featured_image keeps an address hosted elsewhere).
 * - blog_post_revisions: every save's text and settings, numbered per post, with who saved it.
 * - blog_preview_links: private links to a draft or scheduled post; only a digest of the token is kept.
 * - blog_images and blog_image_variants: uploaded photos, checked and resized on the server;
 *   each variant (format and width) is stored once and served with immutable caching.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of ["scheduled_at", "seo_title", "seo_description", "canonical_url", "featured_image_id", "featured_image_alt"]) {
    await db.schema.alterTable("blog_posts").addColumn(column, "text").execute();
  }
  // The publisher's one question each second: the scheduled posts that are due, earliest first.
  await db.schema.createIndex("blog_posts_schedule_idx").on("blog_posts").columns(["status", "scheduled_at"]).execute();

  await db.schema
    .createTable("blog_post_revisions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("post_id", "text", (c) => c.notNull())
    /** 1, 2, 3… per post, in the order saved. */
    .addColumn("number", "integer", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("slug", "text", (c) => c.notNull())
    .addColumn("excerpt", "text")
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("featured_image", "text")
    .addColumn("featured_image_id", "text")
    .addColumn("featured_image_alt", "text")
    .addColumn("tags", "text", (c) => c.notNull())
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("seo_title", "text")
    .addColumn("seo_description", "text")
    .addColumn("canonical_url", "text")
    /** The post's status right after this save ("draft", "scheduled", "published"). */
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("saved_by", "text")
    .addColumn("saved_at", "text", (c) => c.notNull())
    /** Set when the save restored an earlier revision: that revision's number. */
    .addColumn("restored_from", "integer")
    .execute();
  await db.schema.createIndex("blog_post_revisions_post_number").unique().on("blog_post_revisions").columns(["post_id", "number"]).execute();

  await db.schema
    .createTable("blog_preview_links")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("post_id", "text", (c) => c.notNull())
    /** SHA-256 of the token in the link (hex); the token itself is shown once and never stored. */
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("created_by", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("revoked_at", "text")
    .addColumn("revoked_by", "text")
    .execute();
  await db.schema.createIndex("blog_preview_links_post").on("blog_preview_links").columns(["post_id", "created_at"]).execute();

  await db.schema
    .createTable("blog_images")
    .addColumn("id", "text", (c) => c.primaryKey())
    /** The uploaded file's name, cleaned (never used as a path). */
    .addColumn("file_name", "text", (c) => c.notNull())
    /** The original's type, determined from its content. */
    .addColumn("content_type", "text", (c) => c.notNull())
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("size_bytes", "integer", (c) => c.notNull())
    .addColumn("sha256", "text", (c) => c.notNull())
    .addColumn("alt", "text")
    .addColumn("created_by", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("blog_images_created").on("blog_images").columns(["created_at"]).execute();

  await db.schema
    .createTable("blog_image_variants")
    .addColumn("image_id", "text", (c) => c.notNull())
    /** "avif" or "webp". */
    .addColumn("format", "text", (c) => c.notNull())
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("size_bytes", "integer", (c) => c.notNull())
    .addColumn("data", binaryType(db), (c) => c.notNull())
    .addPrimaryKeyConstraint("blog_image_variants_pk", ["image_id", "format", "width"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("blog_image_variants").execute();
  await db.schema.dropTable("blog_images").execute();
  await db.schema.dropTable("blog_preview_links").execute();
  await db.schema.dropTable("blog_post_revisions").execute();
  await db.schema.dropIndex("blog_posts_schedule_idx").execute();
  for (const column of ["featured_image_alt", "featured_image_id", "canonical_url", "seo_description", "seo_title", "scheduled_at"]) {
    await db.schema.alterTable("blog_posts").dropColumn(column).execute();
  }
}
