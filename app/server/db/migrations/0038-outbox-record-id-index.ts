import type { Kysely } from "kysely";

/**
 * The outbox's emails of a record are found by the record's id first: (record_id, record_type)
 * replaces (record_type, record_id).
 *
 * With the type first, PostgreSQL's choice depended on its statistics knowing each type. After
 * the first renewal reminders on a large outbox (statistics taken before them say "no policy
 * emails"), a customer's page read every policy email to find the customer's few: 4.5 to 14 ms
 * a visit on 3,000 reminders, growing with them. The timelines now ask for record ids alone
 * (app/server/pipeline/timeline.ts), which no statistics of a type can mislead, and this index
 * answers them. Lookups by type and id use it as before; the purge's reads of a type by age
 * keep the (record_type, created_at) index.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex("email_outbox_record_id_idx").on("email_outbox").columns(["record_id", "record_type"]).execute();
  await db.schema.dropIndex("email_outbox_record_idx").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex("email_outbox_record_idx").on("email_outbox").columns(["record_type", "record_id"]).execute();
  await db.schema.dropIndex("email_outbox_record_id_idx").execute();
}
