import type { Kysely } from "kysely";

/**
 * The language of each submission (docs/product.md#spanish): "en" or "es", the language of the
 * page it was sent from. Staff see it on the record and in the inbox; emails to the submitter
 * go in it. Every record stored before was sent from an English page.
 */
const LEAD_TABLES = ["quote_requests", "claims", "job_applications", "pay_per_mile_quotes", "contact_messages", "coverage_reviews"];

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of LEAD_TABLES) {
    await db.schema.alterTable(table).addColumn("locale", "text", (c) => c.notNull().defaultTo("en")).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of LEAD_TABLES) await db.schema.alterTable(table).dropColumn("locale").execute();
}
