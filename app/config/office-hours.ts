/**
 * Office hours rules: the footer's hours list, the home page's 'Open now' / 'Closed'
 * indicator, and the JSON-LD openingHoursSpecification all come from here.
 */
import type { OpeningHours } from "./agency.ts";

const dayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const schemaDays = dayNames;

/** "18:00" → "6:00 PM". */
export function formatTime(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  const suffix = h >= 12 ? "PM" : "AM";
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, "0")} ${suffix}`;
}

function dayRange(days: number[]): string {
  const first = dayNames[days[0]!]!;
  if (days.length === 1) return first;
  return `${first} to ${dayNames[days.at(-1)!]!}`;
}

/** One line per opening rule, plus the closed days: ["Monday to Friday: 8:00 AM to 6:00 PM", …, "Sunday: Closed"]. */
export function formatOpeningHours(hours: OpeningHours[]): string[] {
  const lines = hours.map((h) => `${dayRange(h.days)}: ${formatTime(h.opens)} to ${formatTime(h.closes)}`);
  const open = new Set(hours.flatMap((h) => h.days));
  const closed = [0, 1, 2, 3, 4, 5, 6].filter((d) => !open.has(d));
  for (const day of closed) lines.push(`${dayNames[day]}: Closed`);
  return lines;
}

/** The weekday and "HH:MM" of an instant in a time zone (Intl does the DST arithmetic). */
export function localWeekdayAndTime(at: Date, timeZone: string): { day: number; time: string } {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  const day = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"].indexOf(get("weekday"));
  return { day, time: `${get("hour")}:${get("minute")}` };
}

/** Whether the office is open at an instant, judged in the office's own time zone. */
export function isOpenAt(at: Date, hours: OpeningHours[], timeZone: string): boolean {
  const { day, time } = localWeekdayAndTime(at, timeZone);
  return hours.some((h) => h.days.includes(day) && time >= h.opens && time < h.closes);
}

/** schema.org OpeningHoursSpecification entries for JSON-LD. */
export function openingHoursSpecification(hours: OpeningHours[]) {
  return hours.map((h) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: h.days.map((d) => schemaDays[d]),
    opens: h.opens,
    closes: h.closes,
  }));
}
