/**
 * Tokens for links that act without a sign-in (an email's "stop these emails", its preferences
 * page): a subject (a customer id, an email address) and an expiry, signed with HMAC-SHA256
 * under a key derived from the server's secret and the link's purpose, so nobody can make one
 * for another subject, and a token for one purpose never works for another. Nothing is stored:
 * the signature is the proof.
 *
 * Format: v1.<subject, base64url>.<expiry, unix seconds>.<signature, base64url>
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import type { AppServices } from "../services.ts";

/** The secret links are signed with: the one better-auth was started with (the scheduler and the outbox get the same). */
export async function linkSecret(services: Pick<AppServices, "auth">): Promise<string> {
  return (await services.auth.$context).secret;
}

const VERSION = "v1";
const DAY_SECONDS = 86_400;

/**
 * HMAC-SHA256 of `message` under a key derived from the secret and a purpose: what signs these
 * links, and any other value the server hands out and checks later (a signer's proof cookie).
 */
export function purposeHmac(secret: string, purpose: string, message: string): Buffer {
  const key = createHmac("sha256", secret).update(purpose).digest();
  return createHmac("sha256", key).update(message).digest();
}

function signature(secret: string, purpose: string, subject: string, expires: number): Buffer {
  return purposeHmac(secret, purpose, `${VERSION}.${subject}.${expires}`);
}

export function signLinkToken(secret: string, purpose: string, subject: string, validDays: number, now = new Date()): string {
  const expires = Math.floor(now.getTime() / 1000) + validDays * DAY_SECONDS;
  const id = Buffer.from(subject, "utf8").toString("base64url");
  return `${VERSION}.${id}.${expires}.${signature(secret, purpose, subject, expires).toString("base64url")}`;
}

export type LinkTokenCheck = { ok: true; subject: string } | { ok: false; reason: "malformed" | "bad-signature" | "expired" };

/** The subject a token names, when it is genuine, for this purpose, and not expired. */
export function verifyLinkToken(secret: string, purpose: string, token: string | null | undefined, now = new Date()): LinkTokenCheck {
  if (!token || token.length > 800) return { ok: false, reason: "malformed" };
  const parts = token.split(".");
  if (parts.length !== 4 || parts[0] !== VERSION || !/^\d{1,12}$/.test(parts[2]!)) return { ok: false, reason: "malformed" };
  const [, id, expiresText, signed] = parts as [string, string, string, string];
  if (!/^[A-Za-z0-9_-]+$/.test(id) || !/^[A-Za-z0-9_-]+$/.test(signed)) return { ok: false, reason: "malformed" };
  const subject = Buffer.from(id, "base64url").toString("utf8");
  // base64url decoding forgives stray characters; the subject must read back exactly as written.
  if (!subject || Buffer.from(subject, "utf8").toString("base64url") !== id) return { ok: false, reason: "malformed" };
  const expires = Number(expiresText);
  const expected = signature(secret, purpose, subject, expires);
  const given = Buffer.from(signed, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "bad-signature" };
  if (expires * 1000 < now.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, subject };
}
