/**
 * Choosing a time on the booking pages (/book/{type} and /book/change), without JavaScript:
 * the days of a week as links (?day=…; a day with no free time is shown as full, not a link),
 * then the chosen day's free times as radio buttons named "slot" whose values are the times'
 * UTC instants, labelled in Las Vegas time. The booking-times script adds each time in the
 * visitor's own zone (app/components/scripts/booking-times.ts).
 */
import { AlertCircle, ChevronLeft, ChevronRight } from "lucide-react";
import { formatBookingDate, formatBookingTime } from "../../lib/booking.ts";
import type { BookingWeek } from "../../lib/booking-week.ts";
import type { Locale } from "../../lib/i18n/locale.ts";
import { AGENCY_TIME_ZONE } from "../../lib/las-vegas-time.ts";
import { errorIdOf } from "../forms.tsx";
import { useLocale, useT } from "../use-site.ts";
import { dateTimeFormat } from "../../lib/format.ts";

const INTL_LOCALE: Record<Locale, string> = { en: "en-US", es: "es-US" };

/** A Las Vegas calendar date as an instant at its noon (UTC noon is the same date there). */
const noonOf = (date: string) => new Date(`${date}T12:00:00.000Z`);

/** "Thursday, December 3, 2026" of a Las Vegas date. */
export function longDate(date: string, locale: Locale): string {
  return formatBookingDate(noonOf(date), locale, "UTC");
}

function dayParts(date: string, locale: Locale) {
  const at = noonOf(date);
  const format = (options: Intl.DateTimeFormatOptions) => dateTimeFormat(INTL_LOCALE[locale], { timeZone: "UTC", ...options }).format(at);
  return { weekday: format({ weekday: "short" }), day: format({ month: "short", day: "numeric" }) };
}

const linkClass = "font-semibold text-navy-800 underline hover:text-navy-950";

/** The week's days as links; `hrefFor(date)` is the page's address with that day. */
export function DayLinks({ week, hrefFor, headingId = "days-heading", heading }: { week: BookingWeek; hrefFor: (date: string) => string; headingId?: string; heading: string }) {
  const t = useT();
  const locale = useLocale();
  return (
    <nav aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-semibold text-navy-900">{heading}</h2>
      <ul className="mt-3 grid grid-cols-4 gap-2 sm:grid-cols-7">
        {week.days.map((d) => {
          const parts = dayParts(d.date, locale);
          const free = d.free === 1 ? t("booking.page.daysLabelOne") : t("booking.page.daysLabel", { count: d.free });
          const chosen = d.date === week.chosen;
          const face = (
            <>
              <span className="block text-sm font-medium">{parts.weekday}</span>
              <span className="block font-semibold">{parts.day}</span>
              <span className="block text-xs">{d.free > 0 ? free : t("booking.page.full")}</span>
            </>
          );
          return (
            <li key={d.date}>
              {d.free > 0 ? (
                <a
                  href={hrefFor(d.date)}
                  aria-current={chosen ? "true" : undefined}
                  className={`flex min-h-11 flex-col items-center rounded-md border-2 px-1 py-2 text-center ${
                    chosen ? "border-navy-900 bg-navy-800 text-white" : "border-slate-300 bg-white text-navy-900 hover:border-navy-700"
                  }`}
                >
                  {face}
                </a>
              ) : (
                <span className="flex min-h-11 flex-col items-center rounded-md border-2 border-dashed border-slate-300 bg-slate-50 px-1 py-2 text-center text-slate-600">
                  {face}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {week.previous || week.next ? (
        <p className="mt-3 flex flex-wrap justify-between gap-3">
          {week.previous ? (
            <a href={hrefFor(week.previous)} className={`inline-flex min-h-11 items-center gap-1 ${linkClass}`}>
              <ChevronLeft aria-hidden="true" className="h-4 w-4" />
              {t("booking.page.previousWeek")}
            </a>
          ) : (
            <span />
          )}
          {week.next ? (
            <a href={hrefFor(week.next)} className={`inline-flex min-h-11 items-center gap-1 ${linkClass}`}>
              {t("booking.page.nextWeek")}
              <ChevronRight aria-hidden="true" className="h-4 w-4" />
            </a>
          ) : null}
        </p>
      ) : null}
    </nav>
  );
}

/**
 * The free times as radio buttons. `withDate`: the times may be on several days (the nearest
 * free times after the chosen one was taken), so each label names its day.
 */
export function TimeChoices({
  legend,
  slots,
  chosen,
  error,
  withDate = false,
  empty,
}: {
  legend: string;
  /** The times' UTC instants (ISO). */
  slots: readonly string[];
  chosen?: string;
  error?: string;
  withDate?: boolean;
  /** Said when there is no time to choose. */
  empty: string;
}) {
  const t = useT();
  const locale = useLocale();
  const name = "slot";
  const noteId = "slot-zone-note";
  return (
    <fieldset
      id={`field-${name}`}
      tabIndex={-1}
      aria-invalid={error ? true : undefined}
      aria-describedby={[error ? errorIdOf(name) : "", noteId].filter(Boolean).join(" ")}
      className="scroll-mt-24"
    >
      <legend className="font-semibold text-navy-900">{legend}</legend>
      {error ? (
        <p id={errorIdOf(name)} className="mt-2 flex items-start gap-1.5 rounded-md border-2 border-red-700 bg-red-50 p-3 font-medium text-red-900">
          <AlertCircle aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
          <span>
            <span className="sr-only">{t("forms.errorPrefix")} </span>
            <span data-error-text="">{error}</span>
          </span>
        </p>
      ) : null}
      <p id={noteId} data-zone-note="" data-template={t("booking.page.zoneNote", { zone: "{zone}" })} hidden className="mt-1 text-sm text-slate-700" />
      {slots.length ? (
        <div className={`mt-3 grid gap-2 ${withDate ? "sm:grid-cols-2 lg:grid-cols-3" : "grid-cols-2 sm:grid-cols-3 lg:grid-cols-4"}`}>
          {slots.map((iso) => {
            const at = new Date(iso);
            const time = formatBookingTime(at, locale, AGENCY_TIME_ZONE);
            const day = withDate ? `${dateTimeFormat(INTL_LOCALE[locale], { timeZone: AGENCY_TIME_ZONE, weekday: "short", month: "short", day: "numeric" }).format(at)} · ` : "";
            return (
              <label
                key={iso}
                className="flex min-h-11 min-w-0 cursor-pointer items-center gap-3 rounded-md border border-slate-300 bg-white px-3 py-2.5 has-[:checked]:border-navy-700 has-[:checked]:bg-navy-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-navy-700"
              >
                <input type="radio" name={name} value={iso} defaultChecked={iso === chosen} className="h-5 w-5 shrink-0 accent-navy-800" />
                <span className="text-slate-900">
                  <span className="block">
                    <span className="whitespace-nowrap font-semibold">
                      {day}
                      {time}
                    </span>
                    {/* The space may break the line: "Las Vegas" goes under the time on a narrow screen. */}
                    <span data-zone-only="" hidden className="text-sm text-slate-700">
                      {" "}
                      <span className="whitespace-nowrap">{t("booking.page.lasVegas")}</span>
                    </span>
                  </span>
                  <span data-slot-at={iso} data-locale={INTL_LOCALE[locale]} data-your-time={t("booking.page.yourTime")} hidden className="block text-sm text-slate-700" />
                </span>
              </label>
            );
          })}
        </div>
      ) : (
        <p className="mt-3 rounded-md bg-slate-50 p-3 text-slate-700">{empty}</p>
      )}
    </fieldset>
  );
}

/** Hidden: the visitor's time zone, filled by the booking-times script (empty without it). */
export function VisitorZoneInput({ value }: { value?: string }) {
  return <input type="hidden" name="timeZone" defaultValue={value ?? ""} data-visitor-zone="" />;
}
