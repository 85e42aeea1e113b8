/**
 * The link in a renewal reminder that stops them (docs/product.md#renewals): a token naming
 * the customer and when it stops working, signed with HMAC-SHA256 under a key derived from
 * the server's secret (BETTER_AUTH_SECRET or the generated auth secret file), so nobody can
 * make one for another customer from an id. Nothing is stored: the signature is the proof.
 *
 * Format: v1.<customer id, base64url>.<expiry, unix seconds>.<signature, base64url>
 */
import { createHmac, timingSafeEqual } from "node:crypto";

/** A link works for a year: long after the term it was sent for, as an unsubscribe link must. */
export const RENEWAL_LINK_VALID_DAYS = 365;

const VERSION = "v1";
/** Keeps these signatures apart from anything else signed with the same secret. */
const PURPOSE = "renewal-email-unsubscribe";

function signature(secret: string, customerId: string, expires: number): Buffer {
  const key = createHmac("sha256", secret).update(PURPOSE).digest();
  return createHmac("sha256", key).update(`${VERSION}.${customerId}.${expires}`).digest();
}

export function signRenewalToken(secret: string, customerId: string, now = new Date()): string {
  const expires = Math.floor(now.getTime() / 1000) + RENEWAL_LINK_VALID_DAYS * 86_400;
  const id = Buffer.from(customerId, "utf8").toString("base64url");
  return `${VERSION}.${id}.${expires}.${signature(secret, customerId, expires).toString("base64url")}`;
}

export type RenewalTokenCheck = { ok: true; customerId: string } | { ok: false; reason: "malformed" | "bad-signature" | "expired" };

/** The customer a token names, when it is genuine and not expired. */
export function verifyRenewalToken(secret: string, token: string | null | undefined, now = new Date()): RenewalTokenCheck {
  if (!token || token.length > 400) return { ok: false, reason: "malformed" };
  const parts = token.split(".");
  if (parts.length !== 4 || parts[0] !== VERSION || !/^\d{1,12}$/.test(parts[2]!)) return { ok: false, reason: "malformed" };
  const [, id, expiresText, signed] = parts as [string, string, string, string];
  if (!/^[A-Za-z0-9_-]+$/.test(id) || !/^[A-Za-z0-9_-]+$/.test(signed)) return { ok: false, reason: "malformed" };
  const customerId = Buffer.from(id, "base64url").toString("utf8");
  // base64url decoding forgives stray characters; the id must read back exactly as written.
  if (!customerId || Buffer.from(customerId, "utf8").toString("base64url") !== id) return { ok: false, reason: "malformed" };
  const expires = Number(expiresText);
  const expected = signature(secret, customerId, expires);
  const given = Buffer.from(signed, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "bad-signature" };
  if (expires * 1000 < now.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, customerId };
}

/** The page a token opens: /email/renewals?token=… */
export function renewalUnsubscribePath(token: string): string {
  return `/email/renewals?token=${encodeURIComponent(token)}`;
}
