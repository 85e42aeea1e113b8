/**
 * The periods reports count in (docs/product.md#reports): Las Vegas weeks starting Monday and
 * Las Vegas calendar months, each from its first local midnight. A report reads a bounded
 * range of records (from the first period's start to the end of the current one) and puts
 * each in its period by comparing stored UTC ISO timestamps with the periods' starts, so no
 * time zone arithmetic runs per record and both engines agree.
 */
import { lasVegasParts, startOfLasVegasDay } from "../../lib/las-vegas-time.ts";

export interface Period {
  /** "2026-03-02" (a week's Monday) or "2026-03" (a month). */
  key: string;
  /** What a table or axis shows: "Mar 2" or "Mar 2026". */
  label: string;
  /** Its first instant, UTC ISO. */
  start: string;
}

export interface Periods {
  /** Oldest first; the last one is the current period. */
  periods: Period[];
  /** The first instant after the last period, UTC ISO. */
  end: string;
}

const pad = (n: number) => String(n).padStart(2, "0");
const dateKey = (utcDay: Date) => utcDay.toISOString().slice(0, 10);
const weekLabel = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "short", day: "numeric" });
const monthLabel = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "short", year: "numeric" });

/** The Monday (Las Vegas calendar) of the week holding `at`: "2026-03-02". */
export function lasVegasWeekOf(at: Date): string {
  const p = lasVegasParts(at);
  const sinceMonday = (p.weekday + 6) % 7;
  return dateKey(new Date(Date.UTC(p.year, p.month - 1, p.day - sinceMonday)));
}

/** The Las Vegas calendar month holding `at`: "2026-03". */
export function lasVegasMonthOf(at: Date): string {
  const p = lasVegasParts(at);
  return `${p.year}-${pad(p.month)}`;
}

/** The last `count` Las Vegas weeks (Monday to Sunday) up to and including the one holding `now`. */
export function lastWeeks(now: Date, count: number): Periods {
  const [year, month, day] = lasVegasWeekOf(now).split("-").map(Number) as [number, number, number];
  const monday = (weeksBack: number) => new Date(Date.UTC(year, month - 1, day - 7 * weeksBack));
  const periods: Period[] = [];
  for (let back = count - 1; back >= 0; back--) {
    const utcDay = monday(back);
    periods.push({ key: dateKey(utcDay), label: weekLabel.format(utcDay), start: startOfLasVegasDay(dateKey(utcDay)).toISOString() });
  }
  return { periods, end: startOfLasVegasDay(dateKey(monday(-1))).toISOString() };
}

/** The last `count` Las Vegas calendar months up to and including the one holding `now`. */
export function lastMonths(now: Date, count: number): Periods {
  const [year, month] = lasVegasMonthOf(now).split("-").map(Number) as [number, number];
  const first = (monthsBack: number) => new Date(Date.UTC(year, month - 1 - monthsBack, 1));
  const periods: Period[] = [];
  for (let back = count - 1; back >= 0; back--) {
    const utcDay = first(back);
    periods.push({ key: dateKey(utcDay).slice(0, 7), label: monthLabel.format(utcDay), start: startOfLasVegasDay(dateKey(utcDay)).toISOString() });
  }
  return { periods, end: startOfLasVegasDay(dateKey(first(-1))).toISOString() };
}

/**
 * The index of the period holding a stored timestamp, or -1 outside them all. Timestamps are
 * UTC ISO text of one format (Date.toISOString), so they compare as strings.
 */
export function periodIndex(range: Periods, at: string): number {
  if (at < range.periods[0]!.start || at >= range.end) return -1;
  let index = range.periods.length - 1;
  while (index > 0 && at < range.periods[index]!.start) index--;
  return index;
}
