/**
 * The preferences link every email to a customer or lead carries (docs/product.md#opt-outs): a
 * signed token naming the recipient's email address (app/server/security/signed-link.ts). It
 * opens /email/preferences without a sign-in; nobody can make one for another address.
 */
import { normaliseEmail } from "../pipeline/person-keys.ts";
import { signLinkToken, verifyLinkToken } from "../security/signed-link.ts";

/** Two years: an opt-out link must keep working long after the email (at least 30 days by law). */
export const PREFERENCES_LINK_VALID_DAYS = 730;

const PURPOSE = "contact-preferences";

export function signPreferencesToken(secret: string, email: string, now = new Date()): string {
  return signLinkToken(secret, PURPOSE, normaliseEmail(email) ?? email.trim().toLowerCase(), PREFERENCES_LINK_VALID_DAYS, now);
}

export type PreferencesTokenCheck = { ok: true; email: string } | { ok: false; reason: "malformed" | "bad-signature" | "expired" };

export function verifyPreferencesToken(secret: string, token: string | null | undefined, now = new Date()): PreferencesTokenCheck {
  const check = verifyLinkToken(secret, PURPOSE, token, now);
  if (!check.ok) return check;
  const email = normaliseEmail(check.subject);
  return email ? { ok: true, email } : { ok: false, reason: "malformed" };
}

export const PREFERENCES_PATH = "/email/preferences";

export function preferencesUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/$/, "")}${PREFERENCES_PATH}?token=${encodeURIComponent(token)}`;
}
