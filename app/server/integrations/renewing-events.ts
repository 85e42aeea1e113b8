/**
 * policy.renewing (docs/integrations.md#webhooks): each subscription that listens for it hears
 * about every active policy once per term, `renewing_days` (its own setting) before the
 * expiration date — or at once for a term already closer when it subscribed. Run by the
 * scheduler every minute; a (subscription, policy, expiration date) row claims each one, so
 * instances running together send it once. Also keeps the integration tables small: answers
 * kept for Idempotency-Key expire after a day, finished deliveries after 30 days.
 */
import { sql, type Kysely } from "kysely";
import { lasVegasDate } from "../../lib/las-vegas-time.ts";
import { addDays } from "../../lib/renewals.ts";
import type { Database } from "../db/schema.ts";
import { IDEMPOTENCY_HOURS } from "./api-idempotency.ts";
import { apiPaths } from "./api/paths.ts";
import { enqueueWebhookEvent } from "./webhook-events.ts";

const BATCH = 200;
export const DELIVERY_KEEP_DAYS = 30;

export async function sendRenewingWebhooks(db: Kysely<Database>, now: Date): Promise<number> {
  const subscriptions = await db
    .selectFrom("webhook_subscriptions")
    .select(["id", "renewing_days", "events_json"])
    .where("status", "=", "active")
    .execute();
  const today = lasVegasDate(now);
  let queued = 0;
  for (const subscription of subscriptions.filter((s) => s.events_json.includes('"policy.renewing"'))) {
    const due = await db
      .selectFrom("policies as p")
      .select(["p.id", "p.customer_id", "p.line", "p.carrier", "p.expiration_date"])
      .where("p.status", "=", "active")
      .where("p.expiration_date", ">=", today)
      .where("p.expiration_date", "<=", addDays(today, subscription.renewing_days))
      .where(
        sql<boolean>`not exists (select 1 from webhook_renewing_sent r where r.subscription_id = ${subscription.id} and r.policy_id = p.id and r.expiration_date = p.expiration_date)`,
      )
      .orderBy("p.expiration_date")
      .limit(BATCH)
      .execute();
    for (const policy of due) {
      const sent = await db.transaction().execute(async (trx) => {
        const claimed = await trx
          .insertInto("webhook_renewing_sent")
          .values({ subscription_id: subscription.id, policy_id: policy.id, expiration_date: policy.expiration_date })
          .onConflict((oc) => oc.columns(["subscription_id", "policy_id", "expiration_date"]).doNothing())
          .executeTakeFirst();
        if (Number(claimed.numInsertedOrUpdatedRows ?? 0n) !== 1) return 0;
        return enqueueWebhookEvent(
          trx,
          {
            type: "policy.renewing",
            recordKey: `policy:${policy.id}`,
            data: {
              id: policy.id,
              customer_id: policy.customer_id,
              line: policy.line,
              carrier: policy.carrier,
              expiration_date: policy.expiration_date,
              api_path: apiPaths.policy(policy.id),
            },
          },
          now,
          subscription.id,
        );
      });
      queued += sent;
    }
  }
  await db.deleteFrom("api_idempotency").where("created_at", "<", new Date(now.getTime() - IDEMPOTENCY_HOURS * 3600_000).toISOString()).execute();
  await db
    .deleteFrom("webhook_deliveries")
    .where("status", "in", ["delivered", "failed"])
    .where("created_at", "<", new Date(now.getTime() - DELIVERY_KEEP_DAYS * 86_400_000).toISOString())
    .execute();
  return queued;
}
