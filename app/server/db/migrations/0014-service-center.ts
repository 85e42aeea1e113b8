import type { Kysely } from "kysely";

/**
 * The client service center (docs/product.md#service-center,
 * docs/decisions/012-service-center.md):
 * - customers: the agency's book, a person or a business, with its assigned staff member and
 *   the portal account linked to it;
 * - policies with their vehicles and drivers, unique by carrier and policy number (the import's key);
 * - customer documents (the bytes live in uploaded_files, owner_type "customer_document");
 * - service requests and their message threads;
 * - who may see a claim: the account that filed it, the claimant who confirmed it, or the
 *   customer staff linked it to.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("customers")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull()) // "person" | "business"
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("contact_name", "text") // a business's contact person
    .addColumn("email", "text") // lower-case; the portal account with this verified address is linked
    .addColumn("alt_email", "text")
    .addColumn("phone", "text")
    .addColumn("alt_phone", "text")
    .addColumn("address", "text")
    .addColumn("city", "text")
    .addColumn("state", "text")
    .addColumn("zip_code", "text")
    .addColumn("owner_id", "text")
    .addColumn("user_id", "text", (c) => c.unique())
    .addColumn("external_ref", "text", (c) => c.unique()) // the agency management system's customer id (import key)
    .addColumn("notes", "text")
    .addColumn("search_text", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("renewal_emails_stopped_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("customers_email_idx").on("customers").column("email").execute();
  await db.schema.createIndex("customers_name_idx").on("customers").columns(["name", "id"]).execute();
  await db.schema.createIndex("customers_owner_idx").on("customers").column("owner_id").execute();

  await db.schema
    .createTable("policies")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("customer_id", "text", (c) => c.notNull())
    .addColumn("line", "text", (c) => c.notNull())
    .addColumn("carrier", "text", (c) => c.notNull())
    .addColumn("policy_number", "text", (c) => c.notNull())
    .addColumn("policy_key", "text", (c) => c.notNull().unique()) // normalised carrier + "|" + policy number
    .addColumn("effective_date", "text", (c) => c.notNull())
    .addColumn("expiration_date", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("billing", "text", (c) => c.notNull()) // "direct" | "agency"
    .addColumn("payment_url", "text")
    .addColumn("premium_cents", "integer")
    .addColumn("renewal_reminded_for", "text") // the expiration date whose reminder was queued
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("policies_customer_idx").on("policies").columns(["customer_id", "expiration_date"]).execute();
  await db.schema.createIndex("policies_expiration_idx").on("policies").columns(["status", "expiration_date"]).execute();
  await db.schema.createIndex("policies_number_idx").on("policies").column("policy_number").execute();

  await db.schema
    .createTable("policy_vehicles")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("policy_id", "text", (c) => c.notNull())
    .addColumn("year", "text")
    .addColumn("make", "text")
    .addColumn("model", "text")
    .addColumn("vin", "text") // upper-case
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex("policy_vehicles_policy_idx").on("policy_vehicles").columns(["policy_id", "position"]).execute();
  await db.schema.createIndex("policy_vehicles_vin_idx").on("policy_vehicles").column("vin").execute();

  await db.schema
    .createTable("policy_drivers")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("policy_id", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("date_of_birth", "text")
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex("policy_drivers_policy_idx").on("policy_drivers").columns(["policy_id", "position"]).execute();

  await db.schema
    .createTable("customer_documents")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("customer_id", "text", (c) => c.notNull())
    .addColumn("policy_id", "text")
    .addColumn("request_id", "text") // sent as part of a reply in a service request's thread
    .addColumn("doc_type", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("uploaded_by", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("customer_documents_customer_idx").on("customer_documents").columns(["customer_id", "created_at"]).execute();
  await db.schema.createIndex("customer_documents_policy_idx").on("customer_documents").column("policy_id").execute();

  await db.schema
    .createTable("service_requests")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("request_number", "text", (c) => c.notNull().unique()) // SR-2026-000042
    .addColumn("customer_id", "text", (c) => c.notNull())
    .addColumn("policy_id", "text")
    .addColumn("user_id", "text") // the account that asked
    .addColumn("request_type", "text", (c) => c.notNull())
    .addColumn("details_json", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull()) // received | in_progress | needs_info | completed
    .addColumn("owner_id", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("changed_at", "text", (c) => c.notNull())
    .addColumn("closed_at", "text")
    .addColumn("customer_read_at", "text") // the customer last opened the thread
    .execute();
  await db.schema.createIndex("service_requests_status_idx").on("service_requests").columns(["status", "created_at", "id"]).execute();
  await db.schema.createIndex("service_requests_owner_idx").on("service_requests").columns(["owner_id", "status", "created_at"]).execute();
  await db.schema.createIndex("service_requests_customer_idx").on("service_requests").columns(["customer_id", "created_at"]).execute();

  await db.schema
    .createTable("service_messages")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("request_id", "text", (c) => c.notNull())
    .addColumn("author_kind", "text", (c) => c.notNull()) // "customer" | "staff"
    .addColumn("author_id", "text")
    .addColumn("author_name", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("service_messages_request_idx").on("service_messages").columns(["request_id", "created_at"]).execute();

  await db.schema.alterTable("claims").addColumn("user_id", "text").execute();
  await db.schema.alterTable("claims").addColumn("customer_id", "text").execute();
  await db.schema.alterTable("claims").addColumn("claimant_confirmed_at", "text").execute();
  await db.schema.alterTable("claims").addColumn("confirm_token_hash", "text").execute();
  await db.schema.createIndex("claims_user_idx").on("claims").column("user_id").execute();
  await db.schema.createIndex("claims_customer_idx").on("claims").column("customer_id").execute();
  await db.schema.createIndex("claims_confirm_token_idx").on("claims").column("confirm_token_hash").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of ["claims_confirm_token_idx", "claims_customer_idx", "claims_user_idx"]) await db.schema.dropIndex(index).execute();
  for (const column of ["confirm_token_hash", "claimant_confirmed_at", "customer_id", "user_id"]) {
    await db.schema.alterTable("claims").dropColumn(column).execute();
  }
  for (const table of ["service_messages", "service_requests", "customer_documents", "policy_drivers", "policy_vehicles", "policies", "customers"]) {
    await db.schema.dropTable(table).execute();
  }
}
