import type { Kysely } from "kysely";
import { binaryType } from "../dialect.ts";

/**
 * The other three public forms, their uploaded files, and per-year counters for
 * claim numbers. Every submission also keeps `details_json`: the fields exactly as
 * submitted, with their labels, so old records still show everything they had
 * after the forms change.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("quote_requests").addColumn("details_json", "text").execute();

  await db.schema
    .createTable("claims")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("claim_number", "text", (c) => c.notNull().unique())
    .addColumn("first_name", "text", (c) => c.notNull())
    .addColumn("last_name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("policy_number", "text", (c) => c.notNull())
    .addColumn("claim_type", "text", (c) => c.notNull())
    .addColumn("date_of_loss", "text", (c) => c.notNull())
    .addColumn("time_of_loss", "text")
    .addColumn("loss_location", "text", (c) => c.notNull())
    .addColumn("loss_city", "text", (c) => c.notNull())
    .addColumn("loss_state", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("police_report", "text")
    .addColumn("estimated_damage", "text")
    .addColumn("injuries_involved", "text", (c) => c.notNull())
    .addColumn("witness_name", "text")
    .addColumn("witness_contact", "text")
    .addColumn("details_json", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("new"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("claims_created_at_idx").on("claims").column("created_at").execute();
  await db.schema.createIndex("claims_email_idx").on("claims").column("email").execute();

  await db.schema
    .createTable("job_applications")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("first_name", "text", (c) => c.notNull())
    .addColumn("last_name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("address", "text", (c) => c.notNull())
    .addColumn("city", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("zip_code", "text", (c) => c.notNull())
    .addColumn("position", "text", (c) => c.notNull())
    .addColumn("experience", "text", (c) => c.notNull())
    .addColumn("availability", "text", (c) => c.notNull())
    .addColumn("cover_letter", "text")
    .addColumn("details_json", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("new"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("job_applications_created_at_idx").on("job_applications").column("created_at").execute();

  await db.schema
    .createTable("pay_per_mile_quotes")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("first_name", "text", (c) => c.notNull())
    .addColumn("last_name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("address", "text", (c) => c.notNull())
    .addColumn("city", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("zip_code", "text", (c) => c.notNull())
    .addColumn("current_insurance", "text")
    .addColumn("average_monthly_miles", "text", (c) => c.notNull())
    .addColumn("vehicle_year", "text", (c) => c.notNull())
    .addColumn("vehicle_make", "text", (c) => c.notNull())
    .addColumn("vehicle_model", "text", (c) => c.notNull())
    .addColumn("comments", "text")
    .addColumn("consent_text", "text", (c) => c.notNull())
    .addColumn("consent_at", "text", (c) => c.notNull())
    .addColumn("details_json", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("new"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("pay_per_mile_quotes_created_at_idx").on("pay_per_mile_quotes").column("created_at").execute();

  // Files live in the database: never under the web root, backed up with everything else.
  await db.schema
    .createTable("uploaded_files")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("owner_type", "text", (c) => c.notNull())
    .addColumn("owner_id", "text", (c) => c.notNull())
    .addColumn("purpose", "text", (c) => c.notNull())
    .addColumn("file_name", "text", (c) => c.notNull())
    .addColumn("content_type", "text", (c) => c.notNull())
    .addColumn("size_bytes", "integer", (c) => c.notNull())
    .addColumn("sha256", "text", (c) => c.notNull())
    .addColumn("data", binaryType(db), (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("uploaded_files_owner_idx").on("uploaded_files").columns(["owner_type", "owner_id"]).execute();

  await db.schema
    .createTable("counters")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("value", "integer", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["counters", "uploaded_files", "pay_per_mile_quotes", "job_applications", "claims"]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable("quote_requests").dropColumn("details_json").execute();
}
