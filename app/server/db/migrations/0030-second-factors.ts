import type { Kysely } from "kysely";
import { isPostgres } from "../dialect.ts";

/**
 * Second factors (docs/product.md#second-factor), better-auth's two-factor and passkey plugins'
 * tables with snake_case columns (mapped in app/server/accounts/auth.ts):
 * - user.two_factor_enabled: the account has a second factor (an authenticator app or a passkey);
 *   a password sign-in then asks for it.
 * - two_factor: the authenticator app's secret (encrypted by better-auth with the auth secret),
 *   the recovery codes (stored as keyed hashes, app/server/accounts/recovery-codes.ts), whether
 *   enrolment was confirmed with a code, and the per-account failure count and lock.
 * - passkey: WebAuthn credentials (public keys only).
 * - session.second_factor_at: when this session last confirmed a second factor (at sign-in or a
 *   step-up); the most sensitive actions need it within the last 15 minutes.
 * Column types follow better-auth's Kysely adapter per engine, as in migration 0004.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const timestamp = pg ? "timestamptz" : "text";
  const boolean = pg ? "boolean" : "integer";
  const no = pg ? false : 0;

  await db.schema.alterTable("user").addColumn("two_factor_enabled", boolean, (c) => c.notNull().defaultTo(no)).execute();

  await db.schema.alterTable("session").addColumn("second_factor_at", timestamp).execute();

  await db.schema
    .createTable("two_factor")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().unique().references("user.id").onDelete("cascade"))
    .addColumn("secret", "text", (c) => c.notNull())
    .addColumn("backup_codes", "text", (c) => c.notNull())
    .addColumn("verified", boolean, (c) => c.notNull().defaultTo(no))
    .addColumn("failed_verification_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("locked_until", timestamp)
    .execute();

  await db.schema
    .createTable("passkey")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text")
    .addColumn("public_key", "text", (c) => c.notNull())
    .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("credential_id", "text", (c) => c.notNull().unique())
    .addColumn("counter", "integer", (c) => c.notNull())
    .addColumn("device_type", "text", (c) => c.notNull())
    .addColumn("backed_up", boolean, (c) => c.notNull())
    .addColumn("transports", "text")
    .addColumn("aaguid", "text")
    .addColumn("created_at", timestamp)
    .execute();
  await db.schema.createIndex("passkey_user_id_idx").on("passkey").column("user_id").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("passkey").execute();
  await db.schema.dropTable("two_factor").execute();
  await db.schema.alterTable("session").dropColumn("second_factor_at").execute();
  await db.schema.alterTable("user").dropColumn("two_factor_enabled").execute();
}
