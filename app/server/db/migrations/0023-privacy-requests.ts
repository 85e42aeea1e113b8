import type { Kysely } from "kysely";

/**
 * Privacy requests (docs/product.md#privacy-requests): "do not sell", a copy, a deletion or a
 * correction, asked on /privacy/request and worked by the agency's admins to an answer within the
 * due date (60 days, extended once by 30 with a reason the person is told).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("privacy_requests")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("reference", "text", (c) => c.notNull().unique())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("first_name", "text", (c) => c.notNull())
    .addColumn("last_name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("details", "text")
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("owner_id", "text")
    .addColumn("received_at", "text", (c) => c.notNull())
    .addColumn("due_at", "text", (c) => c.notNull())
    .addColumn("extended_at", "text")
    .addColumn("extension_reason", "text")
    .addColumn("answer", "text")
    .addColumn("closed_at", "text")
    .addColumn("closed_by", "text")
    .addColumn("page_url", "text", (c) => c.notNull())
    .execute();
  // The back office lists open requests by due date; retention finds closed ones by when they closed.
  await db.schema.createIndex("privacy_requests_open_due").on("privacy_requests").columns(["status", "due_at"]).execute();
  await db.schema.createIndex("privacy_requests_closed").on("privacy_requests").columns(["closed_at"]).execute();
  await db.schema.createIndex("privacy_requests_email").on("privacy_requests").columns(["email"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("privacy_requests").execute();
}
