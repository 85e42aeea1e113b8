/**
 * A webhook delivery as the subscription's page lists it (docs/integrations.md#webhooks): the
 * server reads it (app/server/integrations/webhook-subscriptions.ts) and the page shows it
 * (app/components/admin/integrations/DeliveryList.tsx).
 */

/** "retrying": not delivered yet after at least one attempt; "waiting": not tried yet. */
export type DeliveryStatus = "waiting" | "retrying" | "delivered" | "failed";

export interface DeliveryListing {
  /** The webhook-id header ("msg_…"), the same on every attempt and on a resend. */
  id: string;
  eventType: string;
  recordKey: string;
  status: DeliveryStatus;
  attempts: number;
  nextAttemptAt: string | null;
  lastAttemptAt: string | null;
  lastStatusCode: number | null;
  lastError: string | null;
  responseExcerpt: string | null;
  createdAt: string;
  deliveredAt: string | null;
  /** The body as the receiver gets it (its API link absolute). */
  body: string;
}
