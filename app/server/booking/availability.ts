/**
 * Which times can be booked (docs/product.md#booking-a-call), computed from plain values so the
 * rule is one function a test can call with any clock:
 *
 * - a start time is on the type's step (every 15 or 30 minutes from midnight, Las Vegas);
 * - it lies within the member's hours of that weekday, bounded by the office's hours, and the
 *   whole appointment ends by closing time;
 * - it touches no time off (the member's, or the office closed);
 * - the appointment and the buffer after it touch no other booking of the member (nor its buffer);
 * - it starts at least the type's minimum notice from now, on a day no further than its horizon.
 *
 * A time is free when at least one member of the type's pool is free at it; the slot lists them.
 */
import type { OpeningHours } from "../../config/agency.ts";
import { slotStepMinutes } from "../../lib/booking.ts";
import { fromLasVegas, lasVegasDate, lasVegasParts } from "../../lib/las-vegas-time.ts";

/** One day's working span, Las Vegas wall-clock ("09:00"–"17:00"). */
export interface DayHours {
  opens: string;
  closes: string;
}

/** Index 0 = Sunday … 6 = Saturday; null: not working that day. */
export type WeeklyHours = readonly (DayHours | null)[];

/** A span of time in epoch milliseconds, end excluded. */
export interface Interval {
  start: number;
  end: number;
}

export interface MemberAvailability {
  userId: string;
  hours: WeeklyHours;
  /** Other bookings, each already widened by its own buffer. */
  bookings: readonly Interval[];
  /** The member's time off. */
  timeOff: readonly Interval[];
}

export interface SlotRules {
  durationMinutes: number;
  bufferMinutes: number;
  minNoticeMinutes: number;
  horizonDays: number;
}

export interface Slot {
  startsAt: Date;
  /** Las Vegas date and time of the start: "2026-12-03", "09:30". */
  date: string;
  time: string;
  /** The members free at this time, in the pool's order. */
  userIds: string[];
}

const MINUTE = 60_000;

/** The office's week from the agency's opening hours. */
export function officeWeek(openingHours: readonly OpeningHours[]): WeeklyHours {
  return [0, 1, 2, 3, 4, 5, 6].map((day) => {
    const rule = openingHours.find((h) => h.days.includes(day));
    return rule ? { opens: rule.opens, closes: rule.closes } : null;
  });
}

const minutesOf = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  return h * 60 + m;
};
const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** The Las Vegas date `days` after `date` ("2026-12-31" + 1 → "2027-01-01"). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The weekday (0 = Sunday) of a calendar date. */
export function weekdayOf(date: string): number {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** The days that can be booked from `now`: today (Las Vegas) through today + horizon. */
export function bookableDates(rules: Pick<SlotRules, "horizonDays">, now: Date): string[] {
  const today = lasVegasDate(now);
  return Array.from({ length: rules.horizonDays + 1 }, (_, i) => addDays(today, i));
}

const overlaps = (a: Interval, b: Interval) => a.start < b.end && b.start < a.end;

/** The span a member can be booked on a day: their hours within the office's, or null. */
function workingSpan(member: DayHours | null | undefined, office: DayHours | null | undefined): { from: number; to: number } | null {
  if (!member || !office) return null;
  const from = Math.max(minutesOf(member.opens), minutesOf(office.opens));
  const to = Math.min(minutesOf(member.closes), minutesOf(office.closes));
  return from < to ? { from, to } : null;
}

export interface DayInput {
  date: string;
  rules: SlotRules;
  office: WeeklyHours;
  /** The office's closures (holidays). */
  officeClosed: readonly Interval[];
  /** The type's pool, in the order a slot lists them. */
  members: readonly MemberAvailability[];
  now: Date;
}

/** Every free start time of one Las Vegas day. */
export function daySlots({ date, rules, office, officeClosed, members, now }: DayInput): Slot[] {
  const today = lasVegasDate(now);
  if (date < today || date > addDays(today, rules.horizonDays)) return [];
  const weekday = weekdayOf(date);
  const earliest = now.getTime() + rules.minNoticeMinutes * MINUTE;
  const step = slotStepMinutes(rules.durationMinutes);
  const byStart = new Map<number, Slot>();
  for (const member of members) {
    const span = workingSpan(member.hours[weekday], office[weekday]);
    if (!span) continue;
    for (let minute = Math.ceil(span.from / step) * step; minute + rules.durationMinutes <= span.to; minute += step) {
      const time = hhmm(minute);
      const startsAt = fromLasVegas(date, time);
      // The hour skipped by daylight saving has no such wall-clock time: fromLasVegas moved it.
      if (!startsAt || lasVegasDate(startsAt) !== date || hhmmOf(startsAt) !== time) continue;
      const start = startsAt.getTime();
      if (start < earliest) continue;
      const meeting = { start, end: start + rules.durationMinutes * MINUTE };
      const withBuffer = { start, end: meeting.end + rules.bufferMinutes * MINUTE };
      if (officeClosed.some((closed) => overlaps(closed, meeting))) continue;
      if (member.timeOff.some((off) => overlaps(off, meeting))) continue;
      if (member.bookings.some((booked) => overlaps(booked, withBuffer))) continue;
      const slot = byStart.get(start) ?? { startsAt, date, time, userIds: [] };
      slot.userIds.push(member.userId);
      byStart.set(start, slot);
    }
  }
  return [...byStart.values()].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

function hhmmOf(at: Date): string {
  const p = lasVegasParts(at);
  return hhmm(p.hour * 60 + p.minute);
}

/** The free slots nearest to a wanted time (before or after it), in time order: what a visitor is offered when theirs was taken. */
export function nearestSlots(slots: readonly Slot[], wanted: Date, count = 3): Slot[] {
  const target = wanted.getTime();
  return [...slots]
    .sort((a, b) => Math.abs(a.startsAt.getTime() - target) - Math.abs(b.startsAt.getTime() - target) || a.startsAt.getTime() - b.startsAt.getTime())
    .slice(0, count)
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}
