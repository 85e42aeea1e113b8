import type { Kysely } from "kysely";

/**
 * The back office (docs/product.md#back-office): staff notes on submissions, the audit log, the time of
 * each account's last sign-in, and indexes for the inbox's status filters.
 *
 * - lead_notes: internal notes on a submission of any form (never shown to the
 *   submitter). No foreign key to the lead tables (one table serves four); the
 *   delete and purge functions remove a record's notes with it. The author's email
 *   is kept with the note, so it still reads right after the account is gone.
 * - audit_log: append-only. Nothing on the site updates or deletes it. Rows name
 *   the record by type and id (and a label without personal data, e.g. a claim
 *   number), so the log outlives purged records without keeping their contents.
 * - user.last_sign_in_at: ISO 8601 UTC text on both engines (our convention,
 *   docs/decisions/001-node-sqlite-and-timestamps.md); better-auth ignores the column, our session hook sets it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("lead_notes")
    .addColumn("id", "text", (c) => c.primaryKey())
    // "quotes" | "claims" | "applications" | "pay-per-mile" (app/lib/inbox-paths.ts)
    .addColumn("form", "text", (c) => c.notNull())
    .addColumn("record_id", "text", (c) => c.notNull())
    .addColumn("author_id", "text")
    .addColumn("author_email", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("lead_notes_record_idx").on("lead_notes").columns(["form", "record_id", "created_at"]).execute();

  await db.schema
    .createTable("audit_log")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("created_at", "text", (c) => c.notNull())
    // null for the command line (e.g. `npm run purge`); actor_email then says "system: …".
    .addColumn("actor_id", "text")
    .addColumn("actor_email", "text", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("target_type", "text", (c) => c.notNull())
    .addColumn("target_id", "text", (c) => c.notNull())
    .addColumn("target_label", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("detail", "text")
    .execute();
  await db.schema.createIndex("audit_log_created_at_idx").on("audit_log").column("created_at").execute();
  await db.schema.createIndex("audit_log_target_idx").on("audit_log").columns(["target_type", "target_id", "created_at"]).execute();

  await db.schema.alterTable("user").addColumn("last_sign_in_at", "text").execute();

  for (const table of ["quote_requests", "claims", "job_applications", "pay_per_mile_quotes"]) {
    await db.schema.createIndex(`${table}_status_idx`).on(table).columns(["status", "created_at"]).execute();
  }
  await db.schema.createIndex("email_outbox_status_idx").on("email_outbox").columns(["status", "created_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("email_outbox_status_idx").execute();
  for (const table of ["quote_requests", "claims", "job_applications", "pay_per_mile_quotes"]) {
    await db.schema.dropIndex(`${table}_status_idx`).execute();
  }
  await db.schema.alterTable("user").dropColumn("last_sign_in_at").execute();
  await db.schema.dropTable("audit_log").execute();
  await db.schema.dropTable("lead_notes").execute();
}
