/** Display formats used across pages and emails (US English). */

/** "2025-03-18" or an ISO timestamp → "March 18, 2025" (date-only values are not shifted by time zones). */
export function formatDate(iso: string, timeZone = "America/Los_Angeles"): string {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(iso);
  return new Intl.DateTimeFormat("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: dateOnly ? "UTC" : timeZone,
  }).format(new Date(dateOnly ? `${iso}T00:00:00Z` : iso));
}

/** An ISO timestamp → "Nov 21, 2026, 4:05 PM" in the agency's time zone. */
export function formatDateTime(iso: string, timeZone = "America/Los_Angeles"): string {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone }).format(new Date(iso));
}
