/**
 * Calendar files (iCalendar, RFC 5545, written by ical-generator): the invitation attached to a
 * booking's emails, and a team member's private feed. Times are written in UTC, so every
 * calendar program shows them in its own zone without a time-zone table. An event's UID is the
 * booking's id and its SEQUENCE the booking's change count, so a reschedule or a cancellation
 * replaces the event already in the person's calendar.
 */
import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import type { BookingStatus } from "../db/schema.ts";

export interface CalendarBooking {
  id: string;
  startsAt: Date;
  endsAt: Date;
  status: BookingStatus;
  changeCount: number;
  summary: string;
  description: string;
  location: string | null;
  /** The booking's page (the feed links each event to it); none in the visitor's invitation. */
  url?: string | null;
}

const PRODUCT_ID = { company: "Agency website", product: "Bookings", language: "EN" } as const;

/** The event's UID: the booking's id at the site's host, so it is unique across calendars. */
export function bookingUid(bookingId: string, publicUrl: string): string {
  return `booking-${bookingId}@${new URL(publicUrl).hostname}`;
}

function addEvent(calendar: ReturnType<typeof ical>, booking: CalendarBooking, publicUrl: string, organizer: { name: string; email: string }) {
  calendar.createEvent({
    id: bookingUid(booking.id, publicUrl),
    sequence: booking.changeCount,
    start: booking.startsAt,
    end: booking.endsAt,
    stamp: new Date(),
    summary: booking.summary,
    description: booking.description,
    location: booking.location,
    url: booking.url ?? null,
    organizer,
    status: booking.status === "cancelled" ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
}

/**
 * The .ics attached to a booking's email: METHOD:REQUEST for a new or moved booking (mail
 * programs offer "add to calendar"), METHOD:CANCEL once it is cancelled (they remove it).
 */
export function invitationIcs(booking: CalendarBooking, publicUrl: string, organizer: { name: string; email: string }): string {
  const calendar = ical({
    prodId: PRODUCT_ID,
    method: booking.status === "cancelled" ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  addEvent(calendar, booking, publicUrl, organizer);
  return calendar.toString();
}

/** A member's subscribed calendar: their bookings, cancelled ones marked so, refreshed hourly by the calendar program. */
export function feedIcs(name: string, bookings: CalendarBooking[], publicUrl: string, organizer: { name: string; email: string }): string {
  const calendar = ical({ prodId: PRODUCT_ID, name, method: ICalCalendarMethod.PUBLISH, ttl: 3600 });
  for (const booking of bookings) addEvent(calendar, booking, publicUrl, organizer);
  return calendar.toString();
}
