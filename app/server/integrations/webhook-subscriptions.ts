/**
 * Webhook subscriptions as admins manage them (docs/integrations.md#webhooks): a URL and the
 * events it hears, its signing secret, pausing and resuming, and its deliveries (the outbox that
 * webhook-events.ts writes and webhook-delivery.ts sends) with a resend per delivery.
 *
 * - An address is checked when it is saved, on its own (webhook-target.ts checkWebhookUrl: https,
 *   no credentials, no private address written out) and through DNS (resolvesPublicly: the name
 *   resolves to public addresses only); it is checked again at each delivery (DNS rebinding).
 *   The operator's WEBHOOK_ALLOW_PRIVATE_TARGETS lifts both, for tests and intranet receivers.
 * - The secret is "whsec_" + base64 of 32 random bytes (Standard Webhooks); it is shown to
 *   admins on the subscription's page and replaced by "Rotate secret".
 * - Every change is written with its audit entry in one transaction (webhook.* actions).
 */
import { randomBytes, randomUUID } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import { isWebhookEvent, type WebhookEvent } from "../../lib/integrations.ts";
import type { DeliveryListing, DeliveryStatus } from "../../lib/webhook-deliveries.ts";
import { recordAudit, type Actor } from "../audit/record-audit.ts";
import type { Database, WebhookSubscriptionsTable } from "../db/schema.ts";
import { bodyToSend } from "./webhook-delivery.ts";
import { checkWebhookUrl, resolvesPublicly } from "./webhook-target.ts";
import { clampPage } from "../paging.ts";

export const DELIVERIES_PAGE_SIZE = 50;

export interface SubscriptionInput {
  url: string;
  events: WebhookEvent[];
  description: string;
  includeText: boolean;
  /** policy.renewing: this many days before a policy's expiration date. */
  renewingDays: number;
}

/** What the operator allows (services.env.WEBHOOK_ALLOW_PRIVATE_TARGETS). */
export interface TargetRules {
  allowPrivate: boolean;
}

export interface Subscription {
  id: string;
  url: string;
  description: string;
  events: WebhookEvent[];
  includeText: boolean;
  renewingDays: number;
  status: "active" | "paused";
  pausedReason: string | null;
  /** The first failure since the last success; null while deliveries succeed. */
  failingSince: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface SubscriptionWithSecret extends Subscription {
  secret: string;
}

/** A refusal of the form's address, shown beside the field. */
export type AddressRefusal = { ok: false; reason: "address"; message: string };

export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString("base64")}`;
}

function eventsOf(json: string): WebhookEvent[] {
  try {
    const list = JSON.parse(json) as unknown;
    return Array.isArray(list) ? list.filter(isWebhookEvent) : [];
  } catch {
    return [];
  }
}

function subscriptionFromRow(row: Selectable<WebhookSubscriptionsTable>): SubscriptionWithSecret {
  return {
    id: row.id,
    url: row.url,
    description: row.description ?? "",
    events: eventsOf(row.events_json),
    includeText: Number(row.include_text) === 1,
    renewingDays: Number(row.renewing_days),
    status: row.status === "paused" ? "paused" : "active",
    pausedReason: row.paused_reason,
    failingSince: row.failing_since,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    secret: row.secret,
  };
}

/** The address's rules, then DNS: the normalised address, or the message for the field. */
async function checkAddress(value: string, rules: TargetRules): Promise<{ ok: true; url: string } | AddressRefusal> {
  const target = checkWebhookUrl(value, rules.allowPrivate);
  if (!target.ok) return { ok: false, reason: "address", message: target.message };
  const resolved = await resolvesPublicly(target.url.hostname, rules.allowPrivate);
  if (!resolved.ok) return { ok: false, reason: "address", message: "message" in resolved ? resolved.message : "That address cannot receive webhooks." };
  return { ok: true, url: target.url.href };
}

function columnsOf(input: SubscriptionInput, url: string) {
  return {
    url,
    description: input.description || null,
    events_json: JSON.stringify(input.events),
    include_text: input.includeText ? 1 : 0,
    renewing_days: input.renewingDays,
  };
}

/** The words an update's audit entry uses for each column. */
const columnNames: Record<keyof ReturnType<typeof columnsOf>, string> = {
  url: "address",
  description: "description",
  events_json: "events",
  include_text: "text customers wrote",
  renewing_days: "days before renewal",
};

export async function createSubscription(
  db: Kysely<Database>,
  actor: Actor,
  input: SubscriptionInput,
  rules: TargetRules,
  now = new Date(),
): Promise<{ ok: true; id: string } | AddressRefusal> {
  const address = await checkAddress(input.url, rules);
  if (!address.ok) return address;
  const id = randomUUID();
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("webhook_subscriptions")
      .values({ id, ...columnsOf(input, address.url), secret: newWebhookSecret(), status: "active", paused_reason: null, failing_since: null, created_by: actor.id, created_at: at, updated_at: at })
      .execute();
    await recordAudit(trx, actor, { action: "webhook.create", targetType: "webhook", targetId: id, targetLabel: address.url, detail: input.events.join(", ") }, now);
  });
  return { ok: true, id };
}

export type UpdateSubscriptionResult = { ok: true; changed: boolean } | { ok: false; reason: "not-found" } | AddressRefusal;

/**
 * Saves the form over the subscription. Deliveries still pending go to the new address at their
 * next attempt, signed as always at the moment they are sent.
 */
export async function updateSubscription(
  db: Kysely<Database>,
  actor: Actor,
  id: string,
  input: SubscriptionInput,
  rules: TargetRules,
  now = new Date(),
): Promise<UpdateSubscriptionResult> {
  const address = await checkAddress(input.url, rules);
  if (!address.ok) return address;
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom("webhook_subscriptions").selectAll().where("id", "=", id).executeTakeFirst();
    if (!current) return { ok: false, reason: "not-found" } as const;
    const columns = columnsOf(input, address.url);
    const changed = (Object.keys(columns) as (keyof typeof columns)[]).filter((key) => String(current[key] ?? "") !== String(columns[key] ?? ""));
    if (!changed.length) return { ok: true, changed: false } as const;
    await trx.updateTable("webhook_subscriptions").set({ ...columns, updated_at: now.toISOString() }).where("id", "=", id).execute();
    await recordAudit(
      trx,
      actor,
      { action: "webhook.update", targetType: "webhook", targetId: id, targetLabel: address.url, detail: `Changed: ${changed.map((key) => columnNames[key]).join(", ")}` },
      now,
    );
    return { ok: true, changed: true } as const;
  });
}

export type ChangeSubscriptionResult = { ok: true; changed: boolean } | { ok: false; reason: "not-found" };

/**
 * Stops deliveries: those already queued wait for Resume, and events that happen meanwhile are not
 * queued for it (webhook-events.ts queues for active subscriptions). A second click changes nothing.
 */
export async function pauseSubscription(db: Kysely<Database>, actor: Actor, id: string, now = new Date()): Promise<ChangeSubscriptionResult> {
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom("webhook_subscriptions").select(["url", "status"]).where("id", "=", id).executeTakeFirst();
    if (!current) return { ok: false, reason: "not-found" } as const;
    const paused = await trx
      .updateTable("webhook_subscriptions")
      .set({ status: "paused", paused_reason: `Paused by ${actor.email}`, updated_at: now.toISOString() })
      .where("id", "=", id)
      .where("status", "=", "active")
      .executeTakeFirst();
    if (Number(paused.numUpdatedRows) !== 1) return { ok: true, changed: false } as const;
    await recordAudit(trx, actor, { action: "webhook.pause", targetType: "webhook", targetId: id, targetLabel: current.url }, now);
    return { ok: true, changed: true } as const;
  });
}

/**
 * Starts deliveries again, with a clean slate: the failing clock (which pauses a subscription
 * after a day) starts over, and the deliveries that waited are due at once.
 */
export async function resumeSubscription(db: Kysely<Database>, actor: Actor, id: string, now = new Date()): Promise<ChangeSubscriptionResult> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom("webhook_subscriptions").select(["url", "status"]).where("id", "=", id).executeTakeFirst();
    if (!current) return { ok: false, reason: "not-found" } as const;
    const resumed = await trx
      .updateTable("webhook_subscriptions")
      .set({ status: "active", paused_reason: null, failing_since: null, updated_at: at })
      .where("id", "=", id)
      .where("status", "=", "paused")
      .executeTakeFirst();
    if (Number(resumed.numUpdatedRows) !== 1) return { ok: true, changed: false } as const;
    await trx.updateTable("webhook_deliveries").set({ next_attempt_at: at }).where("subscription_id", "=", id).where("status", "=", "pending").where("next_attempt_at", ">", at).execute();
    await recordAudit(trx, actor, { action: "webhook.resume", targetType: "webhook", targetId: id, targetLabel: current.url }, now);
    return { ok: true, changed: true } as const;
  });
}

/** Removes the subscription with its deliveries (pending ones are never sent) and its renewal marks. */
export async function deleteSubscription(db: Kysely<Database>, actor: Actor, id: string, now = new Date()): Promise<{ ok: boolean }> {
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom("webhook_subscriptions").select("url").where("id", "=", id).executeTakeFirst();
    if (!current) return { ok: false };
    const pending = await trx
      .selectFrom("webhook_deliveries")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("subscription_id", "=", id)
      .where("status", "=", "pending")
      .executeTakeFirstOrThrow();
    await trx.deleteFrom("webhook_deliveries").where("subscription_id", "=", id).execute();
    await trx.deleteFrom("webhook_renewing_sent").where("subscription_id", "=", id).execute();
    await trx.deleteFrom("webhook_subscriptions").where("id", "=", id).execute();
    const waiting = Number(pending.n);
    await recordAudit(
      trx,
      actor,
      { action: "webhook.delete", targetType: "webhook", targetId: id, targetLabel: current.url, detail: waiting ? `${waiting} pending ${waiting === 1 ? "delivery" : "deliveries"} dropped` : null },
      now,
    );
    return { ok: true };
  });
}

/**
 * A new signing secret, used from the next attempt of every delivery (pending ones included):
 * the receiver must be given it at once.
 */
export async function rotateSecret(db: Kysely<Database>, actor: Actor, id: string, now = new Date()): Promise<{ ok: boolean }> {
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom("webhook_subscriptions").select("url").where("id", "=", id).executeTakeFirst();
    if (!current) return { ok: false };
    await trx.updateTable("webhook_subscriptions").set({ secret: newWebhookSecret(), updated_at: now.toISOString() }).where("id", "=", id).execute();
    await recordAudit(trx, actor, { action: "webhook.update", targetType: "webhook", targetId: id, targetLabel: current.url, detail: "Rotated the signing secret" }, now);
    return { ok: true };
  });
}

export async function getSubscription(db: Kysely<Database>, id: string): Promise<SubscriptionWithSecret | null> {
  const row = await db.selectFrom("webhook_subscriptions").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? subscriptionFromRow(row) : null;
}

export interface LastDelivery {
  at: string;
  ok: boolean;
  statusCode: number | null;
  error: string | null;
}

export interface SubscriptionListing extends Subscription {
  /** The newest delivery tried, with its last answer. */
  lastDelivery: LastDelivery | null;
  /** Pending deliveries whose last attempt failed: being retried now. */
  failingNow: number;
}

/** Every subscription, oldest first, each with its last attempt and how many deliveries fail now. */
export async function listSubscriptions(db: Kysely<Database>): Promise<SubscriptionListing[]> {
  const rows = await db.selectFrom("webhook_subscriptions").selectAll().orderBy("created_at").orderBy("id").execute();
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [failing, latest] = await Promise.all([
    db
      .selectFrom("webhook_deliveries")
      .select(["subscription_id", (eb) => eb.fn.countAll<number | string>().as("n")])
      .where("subscription_id", "in", ids)
      .where("status", "=", "pending")
      .where("attempts", ">", 0)
      .groupBy("subscription_id")
      .execute(),
    // A handful of subscriptions: one look each, down the (subscription, created) index, for the
    // newest delivery tried.
    Promise.all(
      ids.map((id) =>
        db
          .selectFrom("webhook_deliveries")
          .select(["subscription_id", "last_attempt_at", "status", "last_status_code", "last_error"])
          .where("subscription_id", "=", id)
          .where("last_attempt_at", "is not", null)
          .orderBy("created_at", "desc")
          .limit(1)
          .executeTakeFirst(),
      ),
    ),
  ]);
  const failingOf = new Map(failing.map((f) => [f.subscription_id, Number(f.n)]));
  const latestOf = new Map(latest.filter((l) => !!l).map((l) => [l.subscription_id, l]));
  return rows.map((row) => {
    const { secret: _secret, ...subscription } = subscriptionFromRow(row);
    const last = latestOf.get(row.id);
    return {
      ...subscription,
      failingNow: failingOf.get(row.id) ?? 0,
      lastDelivery: last?.last_attempt_at
        ? { at: last.last_attempt_at, ok: last.status === "delivered", statusCode: last.last_status_code, error: last.status === "delivered" ? null : last.last_error }
        : null,
    };
  });
}

function deliveryStatus(row: { status: string; attempts: number }): DeliveryStatus {
  if (row.status === "delivered") return "delivered";
  if (row.status === "failed") return "failed";
  return row.attempts > 0 ? "retrying" : "waiting";
}

/** One page of a subscription's deliveries, newest first. */
export async function listDeliveries(
  db: Kysely<Database>,
  subscriptionId: string,
  options: { page: number; publicUrl: string },
): Promise<{ rows: DeliveryListing[]; total: number; page: number; pageCount: number }> {
  const { n } = await db
    .selectFrom("webhook_deliveries")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("subscription_id", "=", subscriptionId)
    .executeTakeFirstOrThrow();
  const total = Number(n);
  const { page, pageCount } = clampPage(total, options.page, DELIVERIES_PAGE_SIZE);
  const rows = await db
    .selectFrom("webhook_deliveries")
    .selectAll()
    .where("subscription_id", "=", subscriptionId)
    .orderBy("created_at", "desc")
    .orderBy("sequence", "desc")
    .limit(DELIVERIES_PAGE_SIZE)
    .offset((page - 1) * DELIVERIES_PAGE_SIZE)
    .execute();
  return {
    total,
    page,
    pageCount,
    rows: rows.map((row) => {
      const status = deliveryStatus({ status: row.status, attempts: Number(row.attempts) });
      return {
        id: row.id,
        eventType: row.event_type,
        recordKey: row.record_key,
        status,
        attempts: Number(row.attempts),
        nextAttemptAt: status === "waiting" || status === "retrying" ? row.next_attempt_at : null,
        lastAttemptAt: row.last_attempt_at,
        lastStatusCode: row.last_status_code,
        lastError: row.last_error,
        responseExcerpt: row.response_excerpt,
        createdAt: row.created_at,
        deliveredAt: row.delivered_at,
        body: bodyToSend(row.payload_json, options.publicUrl),
      };
    }),
  };
}

export type ResendResult = { ok: true } | { ok: false; reason: "not-found" | "pending" };

/**
 * Sends a delivered or failed delivery again: pending, due now, with the same webhook-id (a
 * receiver that already has it may drop it as a repeat). One that is still pending is left alone.
 */
export async function resendDelivery(db: Kysely<Database>, actor: Actor, subscriptionId: string, deliveryId: string, now = new Date()): Promise<ResendResult> {
  return db.transaction().execute(async (trx) => {
    const delivery = await trx
      .selectFrom("webhook_deliveries as d")
      .innerJoin("webhook_subscriptions as s", "s.id", "d.subscription_id")
      .select(["d.status", "d.event_type", "s.url"])
      .where("d.id", "=", deliveryId)
      .where("d.subscription_id", "=", subscriptionId)
      .executeTakeFirst();
    if (!delivery) return { ok: false, reason: "not-found" } as const;
    const resent = await trx
      .updateTable("webhook_deliveries")
      .set({ status: "pending", next_attempt_at: now.toISOString(), locked_until: null })
      .where("id", "=", deliveryId)
      .where("status", "in", ["delivered", "failed"])
      .executeTakeFirst();
    if (Number(resent.numUpdatedRows) !== 1) return { ok: false, reason: "pending" } as const;
    await recordAudit(trx, actor, { action: "webhook.resend", targetType: "webhook", targetId: subscriptionId, targetLabel: delivery.url, detail: `${delivery.event_type} ${deliveryId}` }, now);
    return { ok: true } as const;
  });
}
