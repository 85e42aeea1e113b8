import type { Kysely } from "kysely";

/**
 * Session security (docs/product.md#sessions-and-security-alerts):
 * - known_devices: the browsers an account has signed in from, each recognised by a long-lived
 *   random cookie (app/server/accounts/known-devices.ts). Only a SHA-256 digest of the cookie is
 *   kept, per account, so a copy of the database cannot be turned into a "known" device.
 * - security_notices: one row per kind of security event (app/server/security/security-events.ts):
 *   when the admins were last emailed about that kind, and how many events were folded since.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("known_devices")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull())
    .addColumn("device_hash", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("last_seen_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("known_devices_user_device").unique().on("known_devices").columns(["user_id", "device_hash"]).execute();

  await db.schema
    .createTable("security_notices")
    .addColumn("kind", "text", (c) => c.primaryKey())
    .addColumn("last_sent_at", "text")
    .addColumn("folded", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("folded_since", "text")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("security_notices").execute();
  await db.schema.dropTable("known_devices").execute();
}
