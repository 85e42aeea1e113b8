/**
 * The link in a renewal reminder that stops them (docs/product.md#renewals): a signed token
 * naming the customer (app/server/security/signed-link.ts), so nobody can make one for another
 * customer from an id. It stops this customer's renewal reminders only; the preferences link
 * every email to a customer carries (app/server/compliance/preference-token.ts) stops more.
 */
import { signLinkToken, verifyLinkToken } from "../security/signed-link.ts";

/** A link works for a year: long after the term it was sent for, as an unsubscribe link must. */
export const RENEWAL_LINK_VALID_DAYS = 365;

/** Keeps these signatures apart from anything else signed with the same secret. */
const PURPOSE = "renewal-email-unsubscribe";

export function signRenewalToken(secret: string, customerId: string, now = new Date()): string {
  return signLinkToken(secret, PURPOSE, customerId, RENEWAL_LINK_VALID_DAYS, now);
}

export type RenewalTokenCheck = { ok: true; customerId: string } | { ok: false; reason: "malformed" | "bad-signature" | "expired" };

/** The customer a token names, when it is genuine and not expired. */
export function verifyRenewalToken(secret: string, token: string | null | undefined, now = new Date()): RenewalTokenCheck {
  const check = verifyLinkToken(secret, PURPOSE, token, now);
  return check.ok ? { ok: true, customerId: check.subject } : check;
}

/** The page a token opens: /email/renewals?token=… */
export function renewalUnsubscribePath(token: string): string {
  return `/email/renewals?token=${encodeURIComponent(token)}`;
}
