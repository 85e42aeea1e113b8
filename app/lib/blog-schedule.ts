/**
 * A scheduled post's time as the blog manager shows it (docs/product.md#posts): in Las Vegas,
 * whatever the browser's zone. Built from its parts rather than by Intl's long formats, so the
 * server's page and the browser's render say the same words.
 */
import { lasVegasDate, lasVegasParts, lasVegasTime } from "./las-vegas-time.ts";

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** "2026-11-23T22:30:00.000Z" → "Monday, November 23, 2026, 2:30 PM" (Las Vegas). */
export function formatScheduledTime(iso: string): string {
  const p = lasVegasParts(new Date(iso));
  const hour = p.hour % 12 === 0 ? 12 : p.hour % 12;
  return `${WEEKDAYS[p.weekday]}, ${MONTHS[p.month - 1]} ${p.day}, ${p.year}, ${hour}:${String(p.minute).padStart(2, "0")} ${p.hour < 12 ? "AM" : "PM"}`;
}

/** The editor's date and time fields for a scheduled time: "2026-11-23" and "14:30" in Las Vegas. */
export function scheduleFields(iso: string | null | undefined): { date: string; time: string } {
  if (!iso) return { date: "", time: "" };
  const at = new Date(iso);
  return { date: lasVegasDate(at), time: lasVegasTime(at) };
}
