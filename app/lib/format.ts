/** Display formats used across pages and emails (US English, or US Spanish where a locale is given). */
import { INTL_LOCALE, type Locale } from "./i18n/locale.ts";
import { keptUpTo } from "./kept-up-to.ts";

/**
 * Building an Intl.DateTimeFormat costs far more than formatting with one (it loads ICU
 * data), and a page formats many dates: each format is built once and reused. (A fresh
 * formatter per date was the largest single cost of rendering /blog under load.) The options
 * come from our own code and time zones from the IANA list, so the map stays small.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** `new Intl.DateTimeFormat(locale, options)`, built once per locale and options. */
export function dateTimeFormat(intlLocale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${intlLocale} ${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale, options);
    formatters.set(key, format);
  }
  return format;
}

function formatter(kind: "date" | "date-time", timeZone: string, locale: Locale = "en"): Intl.DateTimeFormat {
  return kind === "date"
    ? dateTimeFormat(INTL_LOCALE[locale], { year: "numeric", month: "long", day: "numeric", timeZone })
    : dateTimeFormat(INTL_LOCALE[locale], { dateStyle: "medium", timeStyle: "short", timeZone });
}

/** "2025-03-18" or an ISO timestamp → "March 18, 2025" ("18 de marzo de 2025"); date-only values are not shifted by time zones. */
export function formatDate(iso: string, timeZone = "America/Los_Angeles", locale: Locale = "en"): string {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(iso);
  return formatter("date", dateOnly ? "UTC" : timeZone, locale).format(new Date(dateOnly ? `${iso}T00:00:00Z` : iso));
}

/**
 * Timestamps already formatted. A back-office page shows a hundred or more (a record's timeline,
 * every time a consent was given), the same records' times visit after visit, and Intl's
 * format() costs a few microseconds each. Emptied whole when full: it refills within a page or two.
 */
export const KEPT_DATE_TIMES = 5_000;
const formattedDateTime = keptUpTo<string, string>(KEPT_DATE_TIMES);

/** An ISO timestamp → "Nov 21, 2026, 4:05 PM" in the agency's time zone. */
export function formatDateTime(iso: string, timeZone = "America/Los_Angeles", locale: Locale = "en"): string {
  return formattedDateTime(`${iso} ${timeZone} ${locale}`, () => formatter("date-time", timeZone, locale).format(new Date(iso)));
}

/**
 * The dashboard counts rows up to a limit (counting every row of a table that keeps
 * growing would make the page slower each month); a count that reached it reads "100+",
 * as on a notification badge: past a hundred, the exact number changes nothing to do.
 */
export const DASHBOARD_COUNT_LIMIT = 100;

export function formatCappedCount(count: number, limit = DASHBOARD_COUNT_LIMIT): string {
  return count >= limit ? `${limit.toLocaleString("en-US")}+` : count.toLocaleString("en-US");
}

/*
 * Money. `toLocaleString` with options builds a new Intl.NumberFormat on every call, which
 * costs more than the rest of a table row: the formats are built once here.
 */
const premiumFormat = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const dollarAmountFormat = new Intl.NumberFormat("en-US", { minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** A premium in cents as dollars and cents: 123456 → "$1,234.56"; null → "—". */
export function formatPremium(cents: number | null): string {
  return cents === null ? "—" : premiumFormat.format(cents / 100);
}

/** An amount in cents as dollars, whole dollars without decimals: 125000 → "$1,250", 125050 → "$1,250.5". */
export function formatDollarAmount(cents: number): string {
  return `$${dollarAmountFormat.format(cents / 100)}`;
}
