import type { Kysely } from "kysely";
import { isPostgres } from "../dialect.ts";

/**
 * Accounts: better-auth's four tables (user, session, account, verification) with
 * snake_case columns (mapped in app/server/accounts/auth.ts), plus `role` and
 * `disabled` on user.
 *
 * Column types follow better-auth's Kysely adapter, which differs per engine:
 * on PostgreSQL it writes real booleans and Date objects (so: boolean, timestamptz);
 * on SQLite it writes 0/1 and ISO 8601 text (so: integer, text, like our own tables).
 * better-auth checks this schema against its configuration before the first query.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const timestamp = pg ? "timestamptz" : "text";
  const boolean = pg ? "boolean" : "integer";
  const no = pg ? false : 0;

  await db.schema
    .createTable("user")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("email_verified", boolean, (c) => c.notNull().defaultTo(no))
    .addColumn("image", "text")
    // "customer" or "admin" (app/server/accounts/roles.ts).
    .addColumn("role", "text", (c) => c.notNull().defaultTo("customer"))
    // A disabled account cannot sign in and its sessions stop working.
    .addColumn("disabled", boolean, (c) => c.notNull().defaultTo(no))
    .addColumn("created_at", timestamp, (c) => c.notNull())
    .addColumn("updated_at", timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("session")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("token", "text", (c) => c.notNull().unique())
    .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("expires_at", timestamp, (c) => c.notNull())
    .addColumn("ip_address", "text")
    .addColumn("user_agent", "text")
    .addColumn("created_at", timestamp, (c) => c.notNull())
    .addColumn("updated_at", timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("session_user_id_idx").on("session").column("user_id").execute();

  await db.schema
    .createTable("account")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("account_id", "text", (c) => c.notNull())
    .addColumn("provider_id", "text", (c) => c.notNull())
    .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("access_token", "text")
    .addColumn("refresh_token", "text")
    .addColumn("id_token", "text")
    .addColumn("access_token_expires_at", timestamp)
    .addColumn("refresh_token_expires_at", timestamp)
    .addColumn("scope", "text")
    // The password hash (provider "credential"); never returned by better-auth.
    .addColumn("password", "text")
    .addColumn("created_at", timestamp, (c) => c.notNull())
    .addColumn("updated_at", timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("account_user_id_idx").on("account").column("user_id").execute();

  await db.schema
    .createTable("verification")
    .addColumn("id", "text", (c) => c.primaryKey())
    // e.g. "reset-password:<token>", stored hashed (verification.storeIdentifier).
    .addColumn("identifier", "text", (c) => c.notNull())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("expires_at", timestamp, (c) => c.notNull())
    .addColumn("created_at", timestamp, (c) => c.notNull())
    .addColumn("updated_at", timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("verification_identifier_idx").on("verification").column("identifier").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("verification").execute();
  await db.schema.dropTable("account").execute();
  await db.schema.dropTable("session").execute();
  await db.schema.dropTable("user").execute();
}
