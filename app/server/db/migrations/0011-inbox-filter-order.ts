import type { Kysely } from "kysely";

/**
 * The inbox's owner filter and its one-row-per-person view, newest first, without sorting
 * (docs/product.md#the-inbox-filters-people-bulk-actions). Migration 0010's indexes serve
 * them together with a stage, (owner_id, status, created_at) and (person_latest, status,
 * created_at, id); across every stage ("All"), a page is read in these indexes' order, so it
 * reads its 25 rows whether the person owns ten records or fifty thousand.
 */
const LEAD_TABLES = ["quote_requests", "claims", "job_applications", "pay_per_mile_quotes"] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of LEAD_TABLES) {
    await db.schema.createIndex(`${table}_owner_created_idx`).on(table).columns(["owner_id", "created_at", "id"]).execute();
    await db.schema.createIndex(`${table}_people_created_idx`).on(table).columns(["person_latest", "created_at", "id"]).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of LEAD_TABLES) {
    await db.schema.dropIndex(`${table}_people_created_idx`).execute();
    await db.schema.dropIndex(`${table}_owner_created_idx`).execute();
  }
}
