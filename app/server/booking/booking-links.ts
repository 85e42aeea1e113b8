/**
 * The link in a booking's emails that reschedules or cancels it without signing in. It names
 * the booking and its change count, signed (security/signed-link.ts): each change adds one to
 * the count, so a link works for one change, and the link of the newest email works until then.
 * It expires a day after the appointment.
 */
import { localizedHref } from "../../lib/i18n/spanish-twins.ts";
import type { Locale } from "../../lib/i18n/locale.ts";
import { BOOK_PATH } from "../../lib/booking.ts";
import { signLinkToken, verifyLinkToken } from "../security/signed-link.ts";

const PURPOSE = "booking-change";
const DAY_MS = 86_400_000;

export function signBookingChangeToken(secret: string, booking: { id: string; changeCount: number; startsAt: Date }, now = new Date()): string {
  const validDays = Math.max(1, Math.ceil((booking.startsAt.getTime() - now.getTime()) / DAY_MS) + 1);
  return signLinkToken(secret, PURPOSE, `${booking.id}.${booking.changeCount}`, validDays, now);
}

export type BookingLinkCheck = { ok: true; bookingId: string; changeCount: number } | { ok: false; reason: "malformed" | "bad-signature" | "expired" };

export function verifyBookingChangeToken(secret: string, token: string | null | undefined, now = new Date()): BookingLinkCheck {
  const check = verifyLinkToken(secret, PURPOSE, token, now);
  if (!check.ok) return check;
  const match = /^([0-9a-f-]{36})\.(\d{1,6})$/.exec(check.subject);
  if (!match) return { ok: false, reason: "malformed" };
  return { ok: true, bookingId: match[1]!, changeCount: Number(match[2]) };
}

/** The page where the person reschedules or cancels: /book/change?t=… (/es/book/change in Spanish). */
export function bookingChangeUrl(publicUrl: string, token: string, locale: Locale): string {
  return `${publicUrl.replace(/\/$/, "")}${localizedHref(`${BOOK_PATH}/change`, locale)}?t=${encodeURIComponent(token)}`;
}
