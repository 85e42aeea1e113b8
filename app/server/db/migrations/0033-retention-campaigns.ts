import { sql, type Kysely } from "kysely";

/**
 * Retention (app/server/campaigns/, app/server/surveys/, app/server/tasks/):
 * - customers.language: the language the customer's emails are written in ("en" | "es");
 * - policy_renewals: each renewed term of a policy (its expiration date moved forward), for the
 *   retention report and the "policy renewed" triggers;
 * - campaigns: a trigger, an audience (JSON filters), a message (Markdown in both languages)
 *   and/or a task, and a schedule; campaign_sends: what each trigger occurrence did, one row per
 *   (campaign, occurrence) so no instance or restart sends twice;
 * - marketing_email_counts: marketing emails per address (SHA-256 of its contact key) per Las
 *   Vegas month, counted with a conditional update so the monthly cap holds across instances;
 * - tasks: work for a team member's My work ("call Rosa about her renewal");
 * - nps_surveys: "how likely are you to recommend us" emails and their answers.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("customers").addColumn("language", "text", (c) => c.notNull().defaultTo("en")).execute();

  await db.schema
    .createTable("policy_renewals")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("policy_id", "text", (c) => c.notNull())
    .addColumn("customer_id", "text", (c) => c.notNull())
    .addColumn("line", "text", (c) => c.notNull())
    .addColumn("previous_expiration", "text", (c) => c.notNull()) // YYYY-MM-DD: the term that came due
    .addColumn("new_expiration", "text", (c) => c.notNull())
    .addColumn("recorded_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("policy_renewals_term_idx").unique().on("policy_renewals").columns(["policy_id", "previous_expiration"]).execute();
  await db.schema.createIndex("policy_renewals_due_idx").on("policy_renewals").columns(["previous_expiration"]).execute();
  await db.schema.createIndex("policy_renewals_recorded_idx").on("policy_renewals").columns(["recorded_at"]).execute();
  await db.schema.createIndex("policy_renewals_customer_idx").on("policy_renewals").columns(["customer_id", "recorded_at"]).execute();

  await db.schema
    .createTable("campaigns")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull()) // draft | active | paused
    .addColumn("purpose", "text", (c) => c.notNull()) // service | marketing
    .addColumn("trigger_kind", "text", (c) => c.notNull())
    .addColumn("offset_days", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("fixed_date", "text") // YYYY-MM-DD, the fixed_date trigger
    .addColumn("audience_json", "text", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull()) // email | task | both
    .addColumn("subject_en", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("body_en", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("subject_es", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("body_es", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("task_title", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("send_hour", "integer", (c) => c.notNull().defaultTo(9)) // Las Vegas hour from which the day's messages go
    .addColumn("created_by", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("started_at", "text")
    .addColumn("paused_at", "text")
    .execute();
  await db.schema.createIndex("campaigns_status_idx").on("campaigns").columns(["status"]).execute();

  await db.schema
    .createTable("campaign_sends")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("campaign_id", "text", (c) => c.notNull())
    .addColumn("occurrence_key", "text", (c) => c.notNull())
    .addColumn("customer_id", "text")
    .addColumn("policy_id", "text")
    .addColumn("lead_form", "text")
    .addColumn("lead_id", "text")
    .addColumn("recipient_name", "text")
    .addColumn("recipient_email", "text")
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull()) // sent | task_only | opted_out | no_consent | over_cap | no_email
    .addColumn("email_id", "text")
    .addColumn("task_id", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("campaign_sends_occurrence_idx").unique().on("campaign_sends").columns(["campaign_id", "occurrence_key"]).execute();
  await db.schema.createIndex("campaign_sends_campaign_idx").on("campaign_sends").columns(["campaign_id", "created_at"]).execute();
  await db.schema.createIndex("campaign_sends_customer_idx").on("campaign_sends").columns(["customer_id", "created_at"]).execute();
  await db.schema.createIndex("campaign_sends_lead_idx").on("campaign_sends").columns(["lead_form", "lead_id"]).execute();

  await db.schema
    .createTable("marketing_email_counts")
    .addColumn("recipient_hash", "text", (c) => c.notNull())
    .addColumn("month", "text", (c) => c.notNull()) // YYYY-MM, Las Vegas
    .addColumn("sent", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("marketing_email_counts_pk", ["recipient_hash", "month"])
    .execute();

  await db.schema
    .createTable("tasks")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("owner_id", "text") // null: nobody's yet (admins see it in My work's Unassigned)
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("detail", "text")
    .addColumn("due_date", "text", (c) => c.notNull()) // YYYY-MM-DD, Las Vegas
    .addColumn("customer_id", "text")
    .addColumn("policy_id", "text")
    .addColumn("lead_form", "text")
    .addColumn("lead_id", "text")
    .addColumn("source_type", "text", (c) => c.notNull()) // campaign | survey
    .addColumn("source_id", "text")
    .addColumn("status", "text", (c) => c.notNull()) // open | done
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("done_at", "text")
    .addColumn("done_by", "text")
    .execute();
  await db.schema.createIndex("tasks_owner_idx").on("tasks").columns(["owner_id", "status", "due_date"]).execute();
  await db.schema.createIndex("tasks_customer_idx").on("tasks").columns(["customer_id", "created_at"]).execute();
  await db.schema.createIndex("tasks_lead_idx").on("tasks").columns(["lead_form", "lead_id"]).execute();

  await db.schema
    .createTable("nps_surveys")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("trigger_kind", "text", (c) => c.notNull()) // request_completed | lead_won | policy_renewed
    .addColumn("occurrence_key", "text", (c) => c.notNull().unique())
    .addColumn("customer_id", "text")
    .addColumn("lead_form", "text")
    .addColumn("lead_id", "text")
    .addColumn("recipient_name", "text")
    .addColumn("email", "text")
    .addColumn("recipient_hash", "text", (c) => c.notNull())
    .addColumn("owner_id", "text")
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("sent_at", "text", (c) => c.notNull())
    .addColumn("email_id", "text")
    .addColumn("score", "integer")
    .addColumn("answered_at", "text")
    .addColumn("comment", "text")
    .addColumn("task_id", "text")
    .execute();
  await db.schema.createIndex("nps_surveys_recipient_idx").on("nps_surveys").columns(["recipient_hash", "sent_at"]).execute();
  await db.schema.createIndex("nps_surveys_answered_idx").on("nps_surveys").columns(["answered_at"]).execute();
  await db.schema.createIndex("nps_surveys_customer_idx").on("nps_surveys").columns(["customer_id", "sent_at"]).execute();

  // The triggers' scans: service requests completed, leads won, consents by address.
  await db.schema.createIndex("service_requests_closed_idx").on("service_requests").columns(["status", "closed_at"]).execute();
  await db.schema.createIndex("consent_records_email_idx").on("consent_records").expression(sql`lower(email)`).execute();
  await db.schema.createIndex("policies_effective_idx").on("policies").columns(["status", "effective_date"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("policies_effective_idx").execute();
  await db.schema.dropIndex("consent_records_email_idx").execute();
  await db.schema.dropIndex("service_requests_closed_idx").execute();
  for (const table of ["nps_surveys", "tasks", "marketing_email_counts", "campaign_sends", "campaigns", "policy_renewals"]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable("customers").dropColumn("language").execute();
}
