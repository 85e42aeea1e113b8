/**
 * Webhook events (docs/integrations.md#webhooks): a change that subscribers hear about writes one
 * delivery per subscription that listens for its type, in the transaction of the change (the
 * outbox pattern the emails use): no delivery without its change, no change without its
 * deliveries. Payloads are small: the record's id and API link and a few facts; never a file,
 * and free text a customer wrote only for a subscription that asked for it.
 */
import { randomBytes } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { isWebhookEvent, type WebhookEvent } from "../../lib/integrations.ts";
import type { Database } from "../db/schema.ts";

export interface WebhookEventInput {
  type: WebhookEvent;
  /** The record whose deliveries keep their order, e.g. "lead:quotes:<id>". */
  recordKey: string;
  /** The facts every subscriber gets; `api_path` (`admin_path`) becomes the absolute `api_url` (`admin_url`) as it is sent. */
  data: Record<string, string | number | boolean | null> & { id: string };
  /** Free text a customer wrote (a message, a description): only for subscriptions that ask. */
  text?: Record<string, string | null>;
}

/** The order of changes, within this process and across instances (the clock, then a counter). */
let lastSequence = 0;
export function nextSequence(now: Date): number {
  lastSequence = Math.max(lastSequence + 1, now.getTime() * 1000);
  return lastSequence;
}

export function webhookMessageId(): string {
  return `msg_${randomBytes(16).toString("base64url")}`;
}

function listensTo(eventsJson: string, type: WebhookEvent): boolean {
  try {
    const events = JSON.parse(eventsJson) as unknown;
    return Array.isArray(events) && events.some((e) => isWebhookEvent(e) && e === type);
  } catch {
    return false;
  }
}

/**
 * Queues the event for every active subscription that listens for it (or only `subscriptionId`'s,
 * for an event timed per subscription); returns how many deliveries were written.
 */
export async function enqueueWebhookEvent(db: Kysely<Database> | Transaction<Database>, event: WebhookEventInput, now = new Date(), subscriptionId?: string): Promise<number> {
  const subscriptions = await db
    .selectFrom("webhook_subscriptions")
    .select(["id", "events_json", "include_text"])
    .where("status", "=", "active")
    .$if(subscriptionId !== undefined, (qb) => qb.where("id", "=", subscriptionId!))
    .execute();
  const listening = subscriptions.filter((s) => listensTo(s.events_json, event.type));
  if (!listening.length) return 0;
  const at = now.toISOString();
  const sequence = nextSequence(now);
  await db
    .insertInto("webhook_deliveries")
    .values(
      listening.map((s) => ({
        id: webhookMessageId(),
        subscription_id: s.id,
        event_type: event.type,
        record_key: event.recordKey,
        sequence,
        payload_json: JSON.stringify({ type: event.type, timestamp: at, data: { ...event.data, ...(s.include_text ? event.text : {}) } }),
        status: "pending",
        attempts: 0,
        next_attempt_at: at,
        locked_until: null,
        last_attempt_at: null,
        last_status_code: null,
        last_error: null,
        response_excerpt: null,
        created_at: at,
        delivered_at: null,
      })),
    )
    .execute();
  return listening.length;
}
