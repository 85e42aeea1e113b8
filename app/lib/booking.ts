/**
 * What the booking pages and the back office both say of a booking (safe in the browser): its
 * addresses, its statuses and places, and the slot step. The rules themselves are
 * app/server/booking/.
 */
import type { Locale } from "./i18n/locale.ts";
import { dateTimeFormat } from "./format.ts";

/** The public booking page; a type's page is `${BOOK_PATH}/{slug}` (Spanish: /es/book…). */
export const BOOK_PATH = "/book";
/** Pages under /book that are not an appointment type's: no type may take these addresses. */
export const RESERVED_BOOKING_SLUGS: readonly string[] = ["booked", "change"];

/** The back office's calendar. */
export const CALENDAR_ADMIN_PATH = "/admin/calendar";
/** The admins' page of appointment types and office closures. */
export const BOOKING_ADMIN_PATH = "/admin/booking";

export const bookingStatuses = ["booked", "held", "no_show", "cancelled"] as const;
export type BookingStatusName = (typeof bookingStatuses)[number];

export const bookingStatusLabels: Record<BookingStatusName, string> = {
  booked: "Booked",
  held: "Held",
  no_show: "No-show",
  cancelled: "Cancelled",
};

export const appointmentLocations = ["phone", "office", "video"] as const;
export type AppointmentLocationName = (typeof appointmentLocations)[number];

export const appointmentLocationLabels: Record<Locale, Record<AppointmentLocationName, string>> = {
  en: { phone: "Phone call", office: "At the office", video: "Video call" },
  es: { phone: "Llamada telefónica", office: "En la oficina", video: "Videollamada" },
};

/**
 * Minutes between the start times offered: a 15-minute call every quarter hour, anything
 * longer every half hour (fewer, clearer choices on a phone).
 */
export function slotStepMinutes(durationMinutes: number): number {
  return durationMinutes <= 15 ? 15 : 30;
}

const INTL_LOCALE: Record<Locale, string> = { en: "en-US", es: "es-US" };

/** "Thursday, December 3, 2026" ("jueves, 3 de diciembre de 2026") of an instant in a zone. */
export function formatBookingDate(at: Date, locale: Locale, timeZone: string): string {
  return dateTimeFormat(INTL_LOCALE[locale], { timeZone, weekday: "long", month: "long", day: "numeric", year: "numeric" }).format(at);
}

/** "9:30 AM" ("9:30 a. m.") of an instant in a zone. */
export function formatBookingTime(at: Date, locale: Locale, timeZone: string): string {
  return dateTimeFormat(INTL_LOCALE[locale], { timeZone, hour: "numeric", minute: "2-digit" }).format(at);
}

/** A zone's name as people read it: "America/New_York" → "New York". */
export function zoneName(timeZone: string): string {
  return (timeZone.split("/").at(-1) ?? timeZone).replaceAll("_", " ");
}

/** Whether two zones show the same wall-clock time at an instant (then the visitor's time is not repeated). */
export function sameWallClock(at: Date, zoneA: string, zoneB: string): boolean {
  const format = (timeZone: string) => dateTimeFormat("en-US", { timeZone, dateStyle: "short", timeStyle: "short" }).format(at);
  return format(zoneA) === format(zoneB);
}
