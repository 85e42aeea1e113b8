/**
 * A booking as its own pages show it to the person (/book/booked, /book/change): what, when in
 * Las Vegas time and in their own zone when the booking form knew it, with whom, where and what
 * about, in the page's language. Built from what the booking functions opened; plain strings
 * for the page.
 */
import type { Agency } from "../config/agency.ts";
import type { Locale } from "../lib/i18n/locale.ts";
import { bookingPlace, bookingWhen, typeName } from "../server/booking/booking-emails.ts";
import type { OpenedBooking } from "../server/booking/change-booking.ts";

export interface BookingSummary {
  typeName: string;
  typeSlug: string;
  when: string;
  /** The same time in the visitor's zone, when it differs from Las Vegas'. */
  visitorWhen: string | null;
  member: string;
  place: string;
  topic: string;
}

export function bookingSummary(opened: Pick<OpenedBooking, "booking" | "type" | "member">, agency: Agency, locale: Locale): BookingSummary {
  const when = bookingWhen(opened.booking, locale);
  return {
    typeName: typeName(opened.type, locale),
    typeSlug: opened.type.slug,
    when: when.lasVegas,
    visitorWhen: when.visitor,
    member: opened.member.name,
    place: bookingPlace(opened.booking, agency, locale),
    topic: opened.booking.topic,
  };
}

/** The HTTP status of a change link that no longer works: unknown 404, gone 410, otherwise a page that explains (200). */
export function linkProblemStatus(reason: "invalid" | "expired" | "used" | "cancelled" | "past"): number {
  if (reason === "invalid") return 404;
  if (reason === "expired" || reason === "cancelled") return 410;
  return 200;
}

/** The pages carry the link's token in their address: kept by no cache, never sent on as a referrer to another site. */
export const PRIVATE_PAGE_HEADERS = { "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin", "X-Robots-Tag": "noindex" } as const;
