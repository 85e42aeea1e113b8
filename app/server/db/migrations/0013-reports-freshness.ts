import type { Kysely } from "kysely";

/**
 * - (changed_at): the Reports page is computed once and kept while nothing has changed
 *   (app/server/reports/reports.ts): whether anything changed is the newest created_at and
 *   changed_at of each lead table, and this index makes the latter one index entry.
 * - (status, source_channel, created_at, id): the inbox filtered by source counts each stage's
 *   records (capped) and reads a stage's page; without it a rare stage's count read every record
 *   of the source.
 */
const LEAD_TABLES = ["quote_requests", "claims", "job_applications", "pay_per_mile_quotes"] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of LEAD_TABLES) {
    await db.schema.createIndex(`${table}_changed_idx`).on(table).column("changed_at").execute();
    await db.schema.createIndex(`${table}_status_source_idx`).on(table).columns(["status", "source_channel", "created_at", "id"]).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of LEAD_TABLES) {
    await db.schema.dropIndex(`${table}_status_source_idx`).execute();
    await db.schema.dropIndex(`${table}_changed_idx`).execute();
  }
}
