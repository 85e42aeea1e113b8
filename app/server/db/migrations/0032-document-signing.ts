import type { Kysely } from "kysely";

/**
 * Online document signing (app/server/signing/):
 * - signing_documents: a PDF out for signature, the record it belongs to (a customer, one of
 *   their policies, and/or a lead submission by form and id), its status, the original and the
 *   signed file (rows of uploaded_files, owner_type "signing_document", encrypted like every
 *   file) with their SHA-256, the page sizes, and who did what when;
 * - signing_pages: each page's size and its image for placing fields (also an uploaded_files row);
 * - signing_signers: who signs, in which order and language; the personal link's token and the
 *   one-time email code only as SHA-256 digests; the times of each step, the consent's text
 *   version, and the address and browser at signing;
 * - signing_fields: where each signer fills what; `value_json` stays with the server until the
 *   document is completed (other signers never read it);
 * - signing_templates: a layout saved for the same form (page count, fields by signer slot);
 * - signing_issued_files: the SHA-256 of every final file the agency issued (the public
 *   verification page). Nothing personal: the reference and the time.
 * Booleans are 0/1 integers, boxes and lists JSON text, times ISO text (as everywhere).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("signing_documents")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("reference", "text", (c) => c.notNull().unique()) // SIG-2026-000042
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("customer_id", "text")
    .addColumn("policy_id", "text")
    .addColumn("lead_form", "text") // a LeadForm ("quotes" …)
    .addColumn("lead_id", "text")
    .addColumn("status", "text", (c) => c.notNull()) // draft | sent | completed | declined | expired | voided
    .addColumn("original_file_id", "text", (c) => c.notNull())
    .addColumn("original_sha256", "text", (c) => c.notNull())
    .addColumn("final_file_id", "text")
    .addColumn("final_sha256", "text")
    .addColumn("customer_document_id", "text") // the final as filed with the customer's documents
    .addColumn("page_count", "integer", (c) => c.notNull())
    .addColumn("page_sizes_json", "text", (c) => c.notNull())
    .addColumn("template_id", "text")
    .addColumn("created_by", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("changed_at", "text", (c) => c.notNull())
    .addColumn("sent_at", "text")
    .addColumn("sent_by", "text")
    .addColumn("expires_at", "text")
    .addColumn("completed_at", "text")
    .addColumn("declined_at", "text")
    .addColumn("decline_reason", "text")
    .addColumn("voided_at", "text")
    .addColumn("voided_by", "text")
    .addColumn("void_reason", "text")
    .addColumn("expired_at", "text")
    .execute();
  await db.schema.createIndex("signing_documents_status_idx").on("signing_documents").columns(["status", "expires_at"]).execute();
  await db.schema.createIndex("signing_documents_customer_idx").on("signing_documents").columns(["customer_id", "created_at"]).execute();
  await db.schema.createIndex("signing_documents_policy_idx").on("signing_documents").column("policy_id").execute();
  await db.schema.createIndex("signing_documents_lead_idx").on("signing_documents").columns(["lead_form", "lead_id"]).execute();
  await db.schema.createIndex("signing_documents_creator_idx").on("signing_documents").columns(["created_by", "status"]).execute();

  await db.schema
    .createTable("signing_pages")
    .addColumn("document_id", "text", (c) => c.notNull())
    .addColumn("page", "integer", (c) => c.notNull())
    .addColumn("width_pt", "double precision", (c) => c.notNull())
    .addColumn("height_pt", "double precision", (c) => c.notNull())
    .addColumn("image_file_id", "text")
    .addColumn("image_width_px", "integer")
    .addColumn("image_height_px", "integer")
    .addPrimaryKeyConstraint("signing_pages_pk", ["document_id", "page"])
    .execute();

  await db.schema
    .createTable("signing_signers")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("document_id", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull()) // lower-case
    .addColumn("locale", "text", (c) => c.notNull()) // en | es
    .addColumn("role", "text", (c) => c.notNull()) // customer | co_insured | agent
    .addColumn("user_id", "text") // an agent: the team member's account
    .addColumn("signing_order", "integer", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull()) // waiting | sent | signed | declined
    .addColumn("token_hash", "text", (c) => c.unique())
    .addColumn("code_hash", "text")
    .addColumn("code_expires_at", "text")
    .addColumn("code_attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("code_window_start", "text")
    .addColumn("codes_in_window", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("verified_at", "text")
    .addColumn("sent_at", "text")
    .addColumn("reminded_at", "text")
    .addColumn("viewed_at", "text")
    .addColumn("consented_at", "text")
    .addColumn("consent_version", "text")
    .addColumn("signed_at", "text")
    .addColumn("declined_at", "text")
    .addColumn("decline_reason", "text")
    .addColumn("sign_address", "text")
    .addColumn("sign_browser", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("signing_signers_document_idx").on("signing_signers").columns(["document_id", "signing_order"]).execute();
  await db.schema.createIndex("signing_signers_email_idx").on("signing_signers").columns(["email", "status"]).execute();

  await db.schema
    .createTable("signing_fields")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("document_id", "text", (c) => c.notNull())
    .addColumn("signer_id", "text")
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("box_json", "text", (c) => c.notNull()) // FieldBox: page and fractions of it
    .addColumn("required", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("label", "text")
    .addColumn("value_json", "text")
    .addColumn("filled_at", "text")
    .addColumn("position", "integer", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("signing_fields_document_idx").on("signing_fields").columns(["document_id", "position"]).execute();

  await db.schema
    .createTable("signing_templates")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("page_count", "integer", (c) => c.notNull())
    .addColumn("layout_json", "text", (c) => c.notNull()) // signer slots (order, role) and their fields
    .addColumn("created_by", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("signing_templates_name_idx").on("signing_templates").columns(["name", "id"]).execute();

  await db.schema
    .createTable("signing_issued_files")
    .addColumn("sha256", "text", (c) => c.primaryKey())
    .addColumn("document_id", "text", (c) => c.notNull())
    .addColumn("reference", "text", (c) => c.notNull())
    .addColumn("issued_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["signing_issued_files", "signing_templates", "signing_fields", "signing_signers", "signing_pages", "signing_documents"]) {
    await db.schema.dropTable(table).execute();
  }
}
