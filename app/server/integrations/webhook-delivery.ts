/**
 * Delivering webhooks (docs/integrations.md#webhooks), on every instance: each looks every
 * second for deliveries due, claims one with a conditional update (a lock that a crashed
 * instance's claims outlive by a minute), posts it, and records the answer.
 *
 * - At least once: a delivery stays pending until a 2xx answer; a receiver must dedupe by
 *   `webhook-id`, which is the same on every attempt.
 * - In order per record: a delivery waits while an earlier one of the same record and
 *   subscription is still pending (one that was given up does not hold the rest back).
 * - Retries back off (5 s, 5 min, 30 min, 2 h, 5 h, 10 h …) for 24 hours, then the delivery fails.
 * - A subscription that has failed for 24 hours without one success is paused, and the admins
 *   are emailed; an admin resumes it when the receiver is fixed.
 */
import type { Kysely, Transaction } from "kysely";
import type { Agency } from "../../config/agency.ts";
import { recordAudit, systemActor } from "../audit/record-audit.ts";
import type { Database } from "../db/schema.ts";
import { errorFields, log } from "../log.ts";
import { enqueueEmails } from "../mail/enqueue-email.ts";
import { renderEmail } from "../mail/render-email.ts";
import { postWebhook, type WebhookPost, type WebhookPostResult } from "./webhook-post.ts";

/** Seconds to wait after the nth failed attempt (1-based); the last one repeats. */
export const RETRY_DELAYS_SECONDS = [5, 300, 1800, 7200, 18_000, 36_000];
export const GIVE_UP_AFTER_MS = 24 * 3600_000;
export const PAUSE_AFTER_FAILING_MS = 24 * 3600_000;
const LOCK_MS = 60_000;
const BATCH = 20;

export interface DeliveryContext {
  db: Kysely<Database>;
  agency: Agency;
  publicUrl: string;
  allowPrivate: boolean;
  /** The POST (tests give their own receiver's answers). */
  post?: (post: WebhookPost) => Promise<WebhookPostResult>;
}

export function retryDelayMs(attempts: number): number {
  return RETRY_DELAYS_SECONDS[Math.min(attempts, RETRY_DELAYS_SECONDS.length) - 1]! * 1000;
}

/** The body as sent: the stored payload with its links made absolute ("api_path" → "api_url", "admin_path" → "admin_url"). */
export function bodyToSend(payloadJson: string, publicUrl: string): string {
  const payload = JSON.parse(payloadJson) as { type: string; timestamp: string; data: Record<string, unknown> };
  const base = publicUrl.replace(/\/$/, "");
  const data = Object.fromEntries(
    Object.entries(payload.data).map(([key, value]) => (key.endsWith("_path") && typeof value === "string" ? [`${key.slice(0, -"_path".length)}_url`, `${base}${value}`] : [key, value])),
  );
  return JSON.stringify({ ...payload, data });
}

/** Delivers what is due at `now`; returns how many were attempted. */
export async function deliverDueWebhooks(context: DeliveryContext, now = new Date()): Promise<number> {
  const { db } = context;
  const at = now.toISOString();
  const due = await db
    .selectFrom("webhook_deliveries as d")
    .innerJoin("webhook_subscriptions as s", "s.id", "d.subscription_id")
    .select(["d.id", "d.subscription_id", "d.payload_json", "d.attempts", "d.created_at", "s.url", "s.secret"])
    .where("d.status", "=", "pending")
    .where("d.next_attempt_at", "<=", at)
    .where((eb) => eb.or([eb("d.locked_until", "is", null), eb("d.locked_until", "<", at)]))
    .where("s.status", "=", "active")
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("webhook_deliveries as earlier")
            .select("earlier.id")
            .whereRef("earlier.subscription_id", "=", "d.subscription_id")
            .whereRef("earlier.record_key", "=", "d.record_key")
            .whereRef("earlier.sequence", "<", "d.sequence")
            .where("earlier.status", "=", "pending"),
        ),
      ),
    )
    .orderBy("d.sequence")
    .limit(BATCH)
    .execute();
  let attempted = 0;
  for (const delivery of due) {
    const claimed = await db
      .updateTable("webhook_deliveries")
      .set({ locked_until: new Date(now.getTime() + LOCK_MS).toISOString() })
      .where("id", "=", delivery.id)
      .where("status", "=", "pending")
      .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", at)]))
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) continue;
    attempted++;
    const post = context.post ?? ((p: WebhookPost) => postWebhook(p, { allowPrivate: context.allowPrivate, userAgent: `${context.agency.name} webhooks` }));
    const result = await post({ url: delivery.url, secret: delivery.secret, messageId: delivery.id, body: bodyToSend(delivery.payload_json, context.publicUrl), now });
    await recordAttempt(context, delivery, result, now);
  }
  return attempted;
}

async function recordAttempt(
  context: DeliveryContext,
  delivery: { id: string; subscription_id: string; attempts: number; created_at: string },
  result: WebhookPostResult,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  const attempts = delivery.attempts + 1;
  const common = { attempts, last_attempt_at: at, last_status_code: result.status, response_excerpt: result.excerpt, locked_until: null };
  await context.db.transaction().execute(async (trx) => {
    if (result.ok) {
      await trx.updateTable("webhook_deliveries").set({ ...common, status: "delivered", delivered_at: at, last_error: null }).where("id", "=", delivery.id).execute();
      await trx.updateTable("webhook_subscriptions").set({ failing_since: null }).where("id", "=", delivery.subscription_id).execute();
      return;
    }
    const givenUp = now.getTime() - Date.parse(delivery.created_at) >= GIVE_UP_AFTER_MS;
    await trx
      .updateTable("webhook_deliveries")
      .set({ ...common, status: givenUp ? "failed" : "pending", last_error: result.error, next_attempt_at: new Date(now.getTime() + retryDelayMs(attempts)).toISOString() })
      .where("id", "=", delivery.id)
      .execute();
    await trx.updateTable("webhook_subscriptions").set({ failing_since: at }).where("id", "=", delivery.subscription_id).where("failing_since", "is", null).execute();
    const subscription = await trx.selectFrom("webhook_subscriptions").select(["url", "failing_since", "status"]).where("id", "=", delivery.subscription_id).executeTakeFirstOrThrow();
    if (subscription.status === "active" && subscription.failing_since && now.getTime() - Date.parse(subscription.failing_since) >= PAUSE_AFTER_FAILING_MS) {
      await pauseFailingSubscription(trx, context, delivery.subscription_id, subscription.url, now);
    }
  });
}

/** Pauses a subscription that failed for a day, with an audit entry and an email to each active admin. */
async function pauseFailingSubscription(trx: Transaction<Database>, context: DeliveryContext, id: string, url: string, now: Date) {
  const paused = await trx
    .updateTable("webhook_subscriptions")
    .set({ status: "paused", paused_reason: "Failed for 24 hours without a successful delivery", updated_at: now.toISOString() })
    .where("id", "=", id)
    .where("status", "=", "active")
    .executeTakeFirst();
  if (Number(paused.numUpdatedRows) !== 1) return;
  await recordAudit(trx, systemActor("webhooks"), { action: "webhook.auto_pause", targetType: "webhook", targetId: id, targetLabel: url }, now);
  const admins = await trx.selectFrom("user").select("email").where("role", "=", "admin").where("disabled", "=", 0).execute();
  const link = `${context.publicUrl.replace(/\/$/, "")}/admin/integrations/webhooks/${id}`;
  const email = renderEmail({
    subject: `Webhook paused: ${url}`,
    heading: "A webhook subscription was paused",
    paragraphs: [
      `Deliveries to ${url} have failed for 24 hours without one success, so the subscription was paused. While it is paused, new events are not sent to it; the failed deliveries are listed on its page and can be resent.`,
      "Fix the receiver (its address, its certificate, its answer), then resume the subscription in the back office.",
    ],
    action: { label: "Open the subscription", url: link },
    footer: [context.agency.name, "You receive this because you are an admin of the back office."],
  });
  await enqueueEmails(
    trx,
    admins.map((admin) => ({ kind: "webhook.paused", to: admin.email, record: { type: "account" as const }, ...email })),
  );
  log.warn("webhook subscription paused after failing for a day", { subscriptionId: id });
}

/** Runs deliveries every `pollMs` until stopped (the HTTP server's processes). */
export function startWebhookWorker(context: DeliveryContext & { pollMs: number }): { stop(): Promise<void> } {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = false;
  const tick = () => {
    running = deliverDueWebhooks(context)
      .catch((error: unknown) => log.error("webhook delivery failed", errorFields(error)))
      .finally(() => {
        running = undefined;
        if (!stopped) schedule();
      });
  };
  const schedule = () => {
    timer = setTimeout(tick, context.pollMs);
    timer.unref();
  };
  schedule();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
