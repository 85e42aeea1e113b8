/**
 * Which days a booking page shows (docs/product.md#booking-a-call): a week at a time, so the
 * list stays short on a phone. The weeks start at the first day with a free time (days before
 * it, e.g. today after closing, are left out), and the chosen day is the one asked for when it
 * can be shown, else the first day of the list with free times. Pure, shared by the pages.
 */

export interface DayFree {
  /** A Las Vegas date, "2026-12-03". */
  date: string;
  /** How many start times are free that day. */
  free: number;
}

export interface BookingWeek {
  /** The chosen day (its times are shown), or null when no day has a free time. */
  chosen: string | null;
  /** The seven (or fewer, at the end of the horizon) days shown. */
  days: DayFree[];
  /** The day the "Previous week" and "Next week" links choose, or null at either end. */
  previous: string | null;
  next: string | null;
}

export const DAYS_PER_WEEK = 7;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The week to show for `requested` (the page's ?day=, unchecked). */
export function bookingWeek(all: readonly DayFree[], requested: string | null | undefined): BookingWeek {
  const firstFree = all.findIndex((d) => d.free > 0);
  if (firstFree < 0) return { chosen: null, days: all.slice(0, DAYS_PER_WEEK), previous: null, next: null };
  const list = all.slice(firstFree);
  const asked = requested && DATE.test(requested) ? list.findIndex((d) => d.date === requested) : -1;
  const index = asked >= 0 ? asked : 0;
  const start = Math.floor(index / DAYS_PER_WEEK) * DAYS_PER_WEEK;
  const days = list.slice(start, start + DAYS_PER_WEEK);
  // A week's link lands on its first day with free times (or its first day when it has none).
  const landing = (from: number) => {
    const week = list.slice(from, from + DAYS_PER_WEEK);
    return (week.find((d) => d.free > 0) ?? week[0])?.date ?? null;
  };
  return {
    chosen: list[index]!.date,
    days,
    previous: start > 0 ? landing(start - DAYS_PER_WEEK) : null,
    next: start + DAYS_PER_WEEK < list.length ? landing(start + DAYS_PER_WEEK) : null,
  };
}
