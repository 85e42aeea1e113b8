/**
 * The "stop renewal reminder emails" link (docs/product.md#renewals): reading what a link
 * stops (the page a GET shows; it changes nothing, since mail scanners open links) and
 * stopping them (the page's POST). The token is the only proof needed: it is signed with the
 * server's secret (unsubscribe-token.ts). Stopping takes effect at once: the reminder job
 * skips customers with renewal_emails_stopped_at.
 */
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { verifyRenewalToken } from "./unsubscribe-token.ts";

/** An address shown without giving it away to whoever holds the link: "j•••@example.com". */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return "•••";
  return `${email[0]}•••${email.slice(at)}`;
}

export type RenewalLinkView =
  | { ok: true; name: string; maskedEmail: string | null; stopped: boolean }
  | { ok: false };

/** What the link is about: whose reminders, and whether they are already stopped. */
export async function readRenewalLink(db: Kysely<Database>, secret: string, token: string | null, now = new Date()): Promise<RenewalLinkView> {
  const check = verifyRenewalToken(secret, token, now);
  if (!check.ok) return { ok: false };
  const customer = await db
    .selectFrom("customers")
    .select(["name", "email", "renewal_emails_stopped_at"])
    .where("id", "=", check.customerId)
    .executeTakeFirst();
  if (!customer) return { ok: false };
  return { ok: true, name: customer.name, maskedEmail: customer.email ? maskEmail(customer.email) : null, stopped: customer.renewal_emails_stopped_at !== null };
}

/** Stops the customer's renewal reminders; `already` when they were stopped before. */
export async function stopRenewalEmails(
  db: Kysely<Database>,
  secret: string,
  token: string | null,
  now = new Date(),
): Promise<{ ok: true; already: boolean } | { ok: false }> {
  const check = verifyRenewalToken(secret, token, now);
  if (!check.ok) return { ok: false };
  const result = await db
    .updateTable("customers")
    .set({ renewal_emails_stopped_at: now.toISOString() })
    .where("id", "=", check.customerId)
    .where("renewal_emails_stopped_at", "is", null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return { ok: true, already: false };
  const exists = await db.selectFrom("customers").select("id").where("id", "=", check.customerId).executeTakeFirst();
  return exists ? { ok: true, already: true } : { ok: false };
}
