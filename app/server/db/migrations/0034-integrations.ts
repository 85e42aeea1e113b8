import type { Kysely } from "kysely";

/**
 * Integrations (app/server/integrations/):
 * - api_tokens: an integration's bearer token: its name, scopes (JSON list), optional expiry,
 *   last use and revocation; only the SHA-256 of the secret is kept (shown once, at creation);
 * - api_idempotency: the answer given to a POST with an Idempotency-Key, per token, replayed for
 *   a repeat of the same request for 24 hours;
 * - webhook_subscriptions: a URL and the events it hears, with its signing secret;
 * - webhook_deliveries: one event for one subscription, written in the transaction of the change
 *   (the outbox pattern), delivered at least once and in order per record, retried for a day.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("api_tokens")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("token_prefix", "text", (c) => c.notNull()) // the first characters, to recognise it in the list
    .addColumn("scopes_json", "text", (c) => c.notNull())
    .addColumn("created_by", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text")
    .addColumn("last_used_at", "text")
    .addColumn("revoked_at", "text")
    .addColumn("revoked_by", "text")
    .execute();

  await db.schema
    .createTable("api_idempotency")
    .addColumn("token_id", "text", (c) => c.notNull())
    .addColumn("idempotency_key", "text", (c) => c.notNull())
    .addColumn("request_hash", "text", (c) => c.notNull()) // method, path and body: a key reused for another request is refused
    .addColumn("status", "integer", (c) => c.notNull())
    .addColumn("response_json", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("api_idempotency_pk", ["token_id", "idempotency_key"])
    .execute();
  await db.schema.createIndex("api_idempotency_created_idx").on("api_idempotency").column("created_at").execute();

  await db.schema
    .createTable("webhook_subscriptions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("description", "text")
    .addColumn("events_json", "text", (c) => c.notNull())
    .addColumn("secret", "text", (c) => c.notNull()) // whsec_…: the receiver verifies with it
    .addColumn("include_text", "integer", (c) => c.notNull().defaultTo(0)) // 1: payloads carry what a customer wrote
    .addColumn("renewing_days", "integer", (c) => c.notNull().defaultTo(45))
    .addColumn("status", "text", (c) => c.notNull()) // active | paused
    .addColumn("paused_reason", "text")
    .addColumn("failing_since", "text") // the first failure since the last success
    .addColumn("created_by", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("webhook_deliveries")
    .addColumn("id", "text", (c) => c.primaryKey()) // msg_…: the webhook-id header, the same on every attempt
    .addColumn("subscription_id", "text", (c) => c.notNull())
    .addColumn("event_type", "text", (c) => c.notNull())
    .addColumn("record_key", "text", (c) => c.notNull()) // e.g. "lead:quotes:<id>": order is kept per record
    .addColumn("sequence", "bigint", (c) => c.notNull()) // the change's order (ms since epoch × 1000 + a counter)
    .addColumn("payload_json", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull()) // pending | delivered | failed
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    .addColumn("locked_until", "text")
    .addColumn("last_attempt_at", "text")
    .addColumn("last_status_code", "integer")
    .addColumn("last_error", "text")
    .addColumn("response_excerpt", "text") // at most 1 KB of the receiver's answer
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("delivered_at", "text")
    .execute();
  await db.schema.createIndex("webhook_deliveries_due_idx").on("webhook_deliveries").columns(["status", "next_attempt_at"]).execute();
  await db.schema.createIndex("webhook_deliveries_record_idx").on("webhook_deliveries").columns(["subscription_id", "record_key", "sequence"]).execute();
  await db.schema.createIndex("webhook_deliveries_subscription_idx").on("webhook_deliveries").columns(["subscription_id", "created_at"]).execute();

  // policy.renewing: once per subscription and term.
  await db.schema
    .createTable("webhook_renewing_sent")
    .addColumn("subscription_id", "text", (c) => c.notNull())
    .addColumn("policy_id", "text", (c) => c.notNull())
    .addColumn("expiration_date", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("webhook_renewing_sent_pk", ["subscription_id", "policy_id", "expiration_date"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["webhook_renewing_sent", "webhook_deliveries", "webhook_subscriptions", "api_idempotency", "api_tokens"]) {
    await db.schema.dropTable(table).execute();
  }
}
