/**
 * Office hours rules: the footer's hours list, the home page's 'Open now' / 'Closed'
 * indicator, and the JSON-LD openingHoursSpecification all come from here.
 */
import type { OpeningHours } from "./agency.ts";
import type { Locale } from "../lib/i18n/locale.ts";

const schemaDays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** How each language writes a week of opening hours ("Monday to Friday: 8:00 AM to 6:00 PM"; "Lunes a viernes: 8:00 a. m. a 6:00 p. m."). */
const hoursWording: Record<Locale, { days: string[]; to: string; closed: string; am: string; pm: string }> = {
  en: { days: schemaDays, to: "to", closed: "Closed", am: "AM", pm: "PM" },
  es: {
    days: ["Domingo", "Lunes", "Martes", "Miércoles", "Jueves", "Viernes", "Sábado"],
    to: "a",
    closed: "Cerrado",
    am: "a. m.",
    pm: "p. m.",
  },
};

/** "18:00" → "6:00 PM" ("6:00 p. m." in Spanish). */
export function formatTime(hhmm: string, locale: Locale = "en"): string {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  const wording = hoursWording[locale];
  const suffix = h >= 12 ? wording.pm : wording.am;
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, "0")} ${suffix}`;
}

function dayRange(days: number[], locale: Locale): string {
  const { days: names, to } = hoursWording[locale];
  const first = names[days[0]!]!;
  if (days.length === 1) return first;
  // A range's second day is not capitalised in Spanish ("Lunes a viernes").
  const last = names[days.at(-1)!]!;
  return `${first} ${to} ${locale === "es" ? last.toLowerCase() : last}`;
}

/** One line per opening rule, plus the closed days: ["Monday to Friday: 8:00 AM to 6:00 PM", …, "Sunday: Closed"]. */
export function formatOpeningHours(hours: OpeningHours[], locale: Locale = "en"): string[] {
  const wording = hoursWording[locale];
  const lines = hours.map((h) => `${dayRange(h.days, locale)}: ${formatTime(h.opens, locale)} ${wording.to} ${formatTime(h.closes, locale)}`);
  const open = new Set(hours.flatMap((h) => h.days));
  const closed = [0, 1, 2, 3, 4, 5, 6].filter((d) => !open.has(d));
  for (const day of closed) lines.push(`${wording.days[day]}: ${wording.closed}`);
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
