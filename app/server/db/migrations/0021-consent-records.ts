import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";

/**
 * The consent ledger (docs/product.md#consent): one row per statement a person agreed to
 * with a submission — which form, which kind (answering their own request, or the optional
 * marketing calls and texts), which version, the exact text, when, and on which page.
 * Earlier submissions carried their consent text on their own row; they are copied here with
 * version 1 when the text is version 1 of their form's statement (every text stored so far
 * was) and their page's path, as their full address was not recorded.
 */
export const earlierConsents = [
  { table: "quote_requests", recordType: "quotes", form: "quote", path: "/quote", v1: "By submitting this form, you agree that we may call, text or email you about this quote request. Message and data rates may apply. Consent is not a condition of purchase." },
  { table: "pay_per_mile_quotes", recordType: "pay-per-mile", form: "pay-per-mile", path: "/just-insurance", v1: "By submitting this form, you agree that we may call, text or email you about this pay-per-mile quote request. Message and data rates may apply. Consent is not a condition of purchase." },
  { table: "contact_messages", recordType: "messages", form: "contact", path: "/contact", v1: "By sending this message, you agree that we may call, text or email you to answer it. Message and data rates may apply. Consent is not a condition of purchase." },
  { table: "coverage_reviews", recordType: "coverage-reviews", form: "coverage-review", path: "/coverage-review", v1: "By submitting this form, you agree that we may call, text or email you about your coverage review. Message and data rates may apply. Consent is not a condition of purchase." },
] as const;

const BATCH = 200;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("consent_records")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("form", "text", (c) => c.notNull())
    .addColumn("record_type", "text", (c) => c.notNull())
    .addColumn("record_id", "text", (c) => c.notNull())
    .addColumn("person_id", "text")
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("version", "integer")
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("given_at", "text", (c) => c.notNull())
    .addColumn("page_url", "text", (c) => c.notNull())
    .addColumn("email", "text")
    .addColumn("phone", "text")
    .execute();
  await db.schema.createIndex("consent_records_record").on("consent_records").columns(["record_type", "record_id"]).execute();
  await db.schema.createIndex("consent_records_person").on("consent_records").columns(["person_id", "given_at"]).execute();

  for (const earlier of earlierConsents) {
    const rows: { id: string; email: string; phone: string; person_id: string | null; consent_text: string | null; consent_at: string | null; created_at: string }[] = await db
      .selectFrom(earlier.table)
      .select(["id", "email", "phone", "person_id", "consent_text", "consent_at", "created_at"])
      .where("consent_text", "is not", null)
      .execute();
    for (let start = 0; start < rows.length; start += BATCH) {
      await db
        .insertInto("consent_records")
        .values(
          rows.slice(start, start + BATCH).map((row) => ({
            id: randomUUID(),
            form: earlier.form,
            record_type: earlier.recordType,
            record_id: row.id,
            person_id: row.person_id,
            kind: "contact",
            version: row.consent_text === earlier.v1 ? 1 : null,
            text: row.consent_text,
            given_at: row.consent_at ?? row.created_at,
            page_url: earlier.path,
            email: row.email || null,
            phone: row.phone || null,
          })),
        )
        .execute();
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("consent_records").execute();
}
