import { sql, type Kysely } from "kysely";
import { isPostgres } from "../dialect.ts";

/** The lead forms as they appear in email kinds ("quotes.notification") and inbox links. */
const LEAD_FORMS = ["quotes", "claims", "applications", "pay-per-mile"] as const;

/**
 * The public blog's paging and sitemap, and the outbox's retention.
 *
 * - blog_posts (status, published_at, id): the public list's order, with the id as the
 *   tie-break, so a page is found by seeking in the index (keyset) instead of reading
 *   every newer post. It replaces (status, published_at), a prefix of it.
 * - blog_posts (status, updated_at): the sitemap's freshness check (max(updated_at) of the
 *   published posts) reads one index entry instead of every row.
 * - email_outbox.record_type / record_id: the record an email belongs to ("quotes" … with
 *   the submission's id, or "account"), so `npm run purge` can remove an email's content
 *   when its record's retention period ends (app/server/retention/purge-email-content.ts).
 *   email_outbox.content_removed_at: when that happened (the row itself stays, without
 *   personal data, as the trace that the email was sent).
 *
 * Existing emails are given their record where it can be found: the kind names the form
 * (or an account email); a notification's text holds the inbox link with the record's id;
 * a confirmation was queued in the same transaction right after its notification, whose
 * Reply-To is the confirmation's recipient.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex("blog_posts_published_order_idx").on("blog_posts").columns(["status", "published_at", "id"]).execute();
  await db.schema.dropIndex("blog_posts_status_published_idx").execute();
  await db.schema.createIndex("blog_posts_status_updated_idx").on("blog_posts").columns(["status", "updated_at"]).execute();

  await db.schema.alterTable("email_outbox").addColumn("record_type", "text").execute();
  await db.schema.alterTable("email_outbox").addColumn("record_id", "text").execute();
  await db.schema.alterTable("email_outbox").addColumn("content_removed_at", "text").execute();

  await db.updateTable("email_outbox").set({ record_type: "account" }).where("kind", "like", "account.%").execute();
  // Neither engine has the other's substring search: instr() on SQLite, strpos() on PostgreSQL.
  const find = isPostgres(db) ? "strpos" : "instr";
  for (const form of LEAD_FORMS) {
    await db
      .updateTable("email_outbox")
      .set({ record_type: form })
      .where("kind", "in", [`${form}.notification`, `${form}.confirmation`])
      .execute();
    const marker = `/admin/inbox/${form}/`;
    // Record ids are UUIDs: 36 characters after the marker.
    await db
      .updateTable("email_outbox")
      .set({ record_id: sql`substr(text_body, ${sql.raw(find)}(text_body, ${marker}) + ${marker.length}, 36)` })
      .where("kind", "=", `${form}.notification`)
      .where(sql`${sql.raw(find)}(text_body, ${marker})`, ">", 0)
      .execute();
  }
  // Temporary: pairs each confirmation with its notification without a scan per row.
  await db.schema.createIndex("email_outbox_backfill_tmp").on("email_outbox").columns(["kind", "reply_to", "created_at"]).execute();
  for (const form of LEAD_FORMS) {
    await sql`
      update email_outbox set record_id = (
        select n.record_id from email_outbox n
        where n.kind = ${`${form}.notification`} and n.reply_to = email_outbox.to_address and n.created_at <= email_outbox.created_at
        order by n.created_at desc limit 1
      )
      where kind = ${`${form}.confirmation`} and record_id is null`.execute(db);
  }
  await db.schema.dropIndex("email_outbox_backfill_tmp").execute();

  await db.schema.createIndex("email_outbox_record_idx").on("email_outbox").columns(["record_type", "record_id"]).execute();
  await db.schema.createIndex("email_outbox_retention_idx").on("email_outbox").columns(["record_type", "created_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("email_outbox_retention_idx").execute();
  await db.schema.dropIndex("email_outbox_record_idx").execute();
  await db.schema.alterTable("email_outbox").dropColumn("content_removed_at").execute();
  await db.schema.alterTable("email_outbox").dropColumn("record_id").execute();
  await db.schema.alterTable("email_outbox").dropColumn("record_type").execute();
  await db.schema.dropIndex("blog_posts_status_updated_idx").execute();
  await db.schema.createIndex("blog_posts_status_published_idx").on("blog_posts").columns(["status", "published_at"]).execute();
  await db.schema.dropIndex("blog_posts_published_order_idx").execute();
}
