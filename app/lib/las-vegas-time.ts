/**
 * The agency's clock: Las Vegas (America/Los_Angeles, with daylight saving). Follow-ups are
 * entered and shown in it, the digest goes out by it, and "today" / "this week" mean it.
 * Timestamps are stored in UTC; these turn one into the other.
 */
import { keptUpTo } from "./kept-up-to.ts";

export const AGENCY_TIME_ZONE = "America/Los_Angeles";

const partsFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: AGENCY_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  weekday: "short",
});

export interface LasVegasParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
}

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

function partsFromIntl(at: Date): LasVegasParts {
  const p = Object.fromEntries(partsFormat.formatToParts(at).map((part) => [part.type, part.value]));
  return {
    year: Number(p.year),
    month: Number(p.month),
    day: Number(p.day),
    hour: Number(p.hour),
    minute: Number(p.minute),
    second: Number(p.second),
    weekday: WEEKDAYS.indexOf(p.weekday!),
  };
}

const HOUR_MS = 3_600_000;
/** The zone's offset from UTC (ms) during each UTC hour already asked about. */
const offsetByUtcHour = keptUpTo<number, number>(4096);

/**
 * Since 1970 Las Vegas has changed its offset only on the hour (2 AM local), so one reading of
 * Intl per UTC hour is exact for every instant of that hour. formatToParts costs about as much
 * as the rest of a list row: a page of follow-ups asked it several hundred times per request.
 */
function offsetDuring(ms: number): number {
  const hour = Math.floor(ms / HOUR_MS);
  return offsetByUtcHour(hour, () => {
    const start = hour * HOUR_MS;
    const p = partsFromIntl(new Date(start));
    return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - start;
  });
}

export function lasVegasParts(at: Date): LasVegasParts {
  const ms = at.getTime();
  // Before 1970 (local mean time had seconds in its offset) and an invalid date (Intl throws): Intl itself.
  if (!(ms >= 0)) return partsFromIntl(at);
  const local = new Date(ms + offsetDuring(ms));
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
    weekday: local.getUTCDay(),
  };
}

const pad = (n: number) => String(n).padStart(2, "0");

/** The Las Vegas calendar date of an instant: "2026-11-23". */
export function lasVegasDate(at: Date): string {
  const p = lasVegasParts(at);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/** "HH:MM" in Las Vegas. */
export function lasVegasTime(at: Date): string {
  const p = lasVegasParts(at);
  return `${pad(p.hour)}:${pad(p.minute)}`;
}

/** The value of an <input type="datetime-local"> showing this instant in Las Vegas: "2026-11-23T14:30". */
export function toLasVegasInput(at: Date): string {
  return `${lasVegasDate(at)}T${lasVegasTime(at)}`;
}

/**
 * The UTC instant of a Las Vegas wall-clock time ("2026-11-23" and "14:30"); null when the
 * text is not a date and time. In the hour skipped by daylight saving the answer is an hour
 * later; in the hour repeated, the first one.
 */
export function fromLasVegas(date: string, time: string): Date | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return null;
  const [year, month, day, hour, minute] = [d[1], d[2], d[3], t[1], t[2]].map(Number) as [number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return null;
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  if (new Date(asUtc).getUTCDate() !== day) return null; // 2026-02-30
  // The zone's offset at that moment, found by reading the guess back (twice: the offset may differ across a change).
  let guess = asUtc;
  for (let i = 0; i < 2; i++) {
    const p = lasVegasParts(new Date(guess));
    const shown = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
    guess += asUtc - shown;
  }
  return new Date(guess);
}

/** The instant a Las Vegas calendar day begins. */
export function startOfLasVegasDay(date: string): Date {
  return fromLasVegas(date, "00:00")!;
}

/** The instant the next Las Vegas calendar day begins: when a page that shows "today" changes. */
export function startOfNextLasVegasDay(at: Date): Date {
  const today = lasVegasParts(at);
  const tomorrow = new Date(Date.UTC(today.year, today.month - 1, today.day + 1));
  return startOfLasVegasDay(tomorrow.toISOString().slice(0, 10));
}

/** Monday to Friday, by the Las Vegas calendar. */
export function isLasVegasWorkingDay(at: Date): boolean {
  const weekday = lasVegasParts(at).weekday;
  return weekday >= 1 && weekday <= 5;
}
