/**
 * The rules of renewals (docs/product.md#renewals), safe in the browser: the windows of the
 * Renewals view, calendar-day arithmetic on a policy's dates (YYYY-MM-DD, calendar days, not
 * instants), and when a policy's reminder counts as sent for its current term.
 */

/** The windows the Renewals view offers, in days from today; the first is the default. */
export const renewalWindows = [30, 60, 90] as const;
export type RenewalWindow = (typeof renewalWindows)[number];

/** The window a URL asks for (?days=60); anything else reads as the default. */
export function parseRenewalWindow(value: string | null | undefined): RenewalWindow {
  const days = Number(value);
  return (renewalWindows as readonly number[]).includes(days) ? (days as RenewalWindow) : renewalWindows[0];
}

/** Statuses the Renewals view lists: policies in force or about to be. */
export const renewalViewStatuses = ["active", "pending"] as const;
/** Only policies in force get the reminder email (a pending policy has not started its term). */
export const renewalReminderStatuses = ["active"] as const;

/** Policies per page of the Renewals view. */
export const RENEWALS_PAGE_SIZE = 50;

/** "Renewals in the next 30 days" in My work. */
export const MY_WORK_RENEWAL_DAYS = 30;

/** The reminder email goes this many days before expiration unless an admin changes it. */
export const DEFAULT_RENEWAL_REMINDER_DAYS = 45;
export const MIN_RENEWAL_REMINDER_DAYS = 1;
export const MAX_RENEWAL_REMINDER_DAYS = 120;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A valid calendar date "YYYY-MM-DD" (2026-02-30 is not). */
export function isCalendarDate(value: string): boolean {
  const m = DATE_PATTERN.exec(value);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** The calendar date `days` after `date` (negative: before). */
export function addDays(date: string, days: number): string {
  if (!isCalendarDate(date)) throw new RangeError(`not a calendar date: ${date}`);
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** Whole days from `today` to `date` (0 on the day, negative once past). */
export function daysBetween(today: string, date: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/** The last day a policy expiring within `days` of `today` may expire on (both ends count). */
export function windowEnd(today: string, days: number): string {
  return addDays(today, days);
}

/**
 * Whether the reminder went for the policy's current term: the term is known by its expiration
 * date, so a renewed term (a new expiration date) is due again, and so is a corrected date.
 */
export function isReminderSentForTerm(remindedFor: string | null, expirationDate: string): boolean {
  return remindedFor !== null && remindedFor === expirationDate;
}

/**
 * Whether a policy's reminder email is due at `today`: in force, expiring within `reminderDays`
 * (today included), and not yet reminded for this term. The customer's side (an email address,
 * not stopped) is checked with it.
 */
export function isReminderDue(
  policy: { status: string; expirationDate: string; remindedFor: string | null },
  today: string,
  reminderDays: number,
): boolean {
  return (
    (renewalReminderStatuses as readonly string[]).includes(policy.status) &&
    policy.expirationDate >= today &&
    policy.expirationDate <= windowEnd(today, reminderDays) &&
    !isReminderSentForTerm(policy.remindedFor, policy.expirationDate)
  );
}

const inWords = new Intl.DateTimeFormat("en-US", { weekday: "long", year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

/** "2027-03-03" → "Wednesday, March 3, 2027" (a calendar date, not shifted by time zones). */
export function dateInWords(date: string): string {
  return inWords.format(new Date(`${date}T00:00:00Z`));
}

/** "in 12 days", "tomorrow", "today". */
export function daysLeftText(days: number): string {
  if (days <= 0) return "today";
  if (days === 1) return "tomorrow";
  return `in ${days} days`;
}

