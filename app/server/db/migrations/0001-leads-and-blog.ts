import type { Kysely } from "kysely";

/** quote_requests and blog_posts (docs/product.md#quote-request and docs/product.md#posts). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("quote_requests")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("first_name", "text", (c) => c.notNull())
    .addColumn("last_name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("zip_code", "text", (c) => c.notNull())
    .addColumn("insurance_types", "text", (c) => c.notNull())
    .addColumn("current_insurance", "text", (c) => c.notNull())
    .addColumn("current_provider", "text")
    .addColumn("satisfaction_level", "text", (c) => c.notNull())
    .addColumn("home_ownership", "text", (c) => c.notNull())
    .addColumn("vehicle_count", "text", (c) => c.notNull())
    .addColumn("business_type", "text")
    .addColumn("business_size", "text")
    .addColumn("business_years", "text")
    .addColumn("budget_range", "text", (c) => c.notNull())
    .addColumn("timeline", "text", (c) => c.notNull())
    .addColumn("additional_info", "text")
    .addColumn("contact_preference", "text", (c) => c.notNull().defaultTo("phone"))
    .addColumn("consent_text", "text")
    .addColumn("consent_at", "text")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("new"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("quote_requests_created_at_idx")
    .on("quote_requests")
    .column("created_at")
    .execute();

  await db.schema
    .createTable("blog_posts")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("excerpt", "text")
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("featured_image", "text")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("draft"))
    .addColumn("tags", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("author_id", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("published_at", "text")
    .addColumn("views", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex("blog_posts_status_published_idx")
    .on("blog_posts")
    .columns(["status", "published_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("blog_posts").execute();
  await db.schema.dropTable("quote_requests").execute();
}
