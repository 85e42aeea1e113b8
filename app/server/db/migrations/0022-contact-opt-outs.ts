import type { Kysely } from "kysely";

/**
 * Opt-outs (docs/product.md#opt-outs): `contact_opt_outs` is the ledger (who, what, when, how:
 * every stop and every resume), `contact_suppressions` the current list the outbox and the back
 * office read: one row per email address or phone number and channel ("email": marketing and
 * reminder emails; "texts"; "calls"). Both are keyed by a hash of the normalised address or
 * number, so an opt-out keeps being honoured after the person's data is erased; the clear value
 * sits beside it for staff until then.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("contact_opt_outs")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("key_hash", "text", (c) => c.notNull())
    .addColumn("contact_key", "text")
    .addColumn("channel", "text", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("method", "text", (c) => c.notNull())
    .addColumn("note", "text")
    .addColumn("actor_id", "text")
    .addColumn("actor_label", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("contact_opt_outs_key").on("contact_opt_outs").columns(["key_hash", "created_at"]).execute();

  await db.schema
    .createTable("contact_suppressions")
    .addColumn("key_hash", "text", (c) => c.notNull())
    .addColumn("channel", "text", (c) => c.notNull())
    .addColumn("contact_key", "text")
    .addColumn("since", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("contact_suppressions_pk", ["key_hash", "channel"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("contact_suppressions").execute();
  await db.schema.dropTable("contact_opt_outs").execute();
}
