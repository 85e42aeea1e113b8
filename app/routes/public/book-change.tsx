/**
 * /book/change?t=… and /es/book/change (docs/product.md#booking-a-call): the page a booking's
 * emails link to, to reschedule or cancel without signing in. The signed token names the booking
 * and its change count, so it works for one change (openBookingLink). The page shows the booking,
 * "Cancel this appointment" (a post) and "Choose another time": the type's days as links and the
 * chosen day's free times, the booking itself not standing in its own way. After a change it
 * sends the visitor on (303) to the page of the new link (moved) or of the spent one (cancelled),
 * which says what happened; an email is on its way. A link that no longer works explains why,
 * with a way to book again and the phone. Private: never cached, noindex, no referrer elsewhere.
 */
import { CalendarX2 } from "lucide-react";
import { data, redirect } from "react-router";
import type { Route } from "./+types/book-change";
import { BookingHours } from "../../components/booking/BookingHours.tsx";
import { BookingLinkProblem } from "../../components/booking/BookingLinkProblem.tsx";
import { DayLinks, longDate, TimeChoices } from "../../components/booking/BookingSlots.tsx";
import { BookingSummaryList } from "../../components/booking/BookingSummary.tsx";
import { SuccessPanel } from "../../components/FormLayout.tsx";
import { EnhancedForm, SubmitButton } from "../../components/forms.tsx";
import { MessageBox } from "../../components/MessageBox.tsx";
import { useLocale, useLocalHref, useT } from "../../components/use-site.ts";
import { bookingDepsOf } from "../../http/booking-deps.ts";
import { bookingSummary, linkProblemStatus, PRIVATE_PAGE_HEADERS } from "../../http/booking-summary.ts";
import { servicesOf } from "../../http/context.ts";
import { readTextForm } from "../../http/read-form.ts";
import { BOOK_PATH } from "../../lib/booking.ts";
import { bookingWeek } from "../../lib/booking-week.ts";
import { translatorFor } from "../../lib/i18n/i18n.ts";
import { localeOfUrl } from "../../lib/i18n/locale.ts";
import { localizedHref } from "../../lib/i18n/spanish-twins.ts";
import { SLOT_PATTERN } from "../../lib/schemas/booking-fields.ts";
import { pageMeta, siteFromMatches } from "../../lib/seo.ts";
import type { RouteHandle } from "../../root.tsx";
import { cancelBooking, openBookingLink, rescheduleBooking } from "../../server/booking/change-booking.ts";
import { bookableDays, otherTimesThan } from "../../server/booking/schedules.ts";

/** No React bundle: the form script and the booking-times script add the rest. */
export const handle: RouteHandle = { scripts: ["form", "booking-times"] };

export const headers: Route.HeadersFunction = () => PRIVATE_PAGE_HEADERS;

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  const t = translatorFor(site?.locale ?? "en");
  return pageMeta(site, { title: t("booking.page.changeTitle"), description: t("booking.page.changeIntro"), path: `${BOOK_PATH}/change`, noindex: true });
};

const changePath = (locale: "en" | "es", token: string, extra = "") => `${localizedHref(`${BOOK_PATH}/change`, locale)}?t=${encodeURIComponent(token)}${extra}`;

export async function loader({ context, url }: Route.LoaderArgs) {
  const services = servicesOf(context);
  const locale = localeOfUrl(url.href);
  const token = url.searchParams.get("t") ?? "";
  const done = url.searchParams.get("done");
  const now = new Date();
  const opened = await openBookingLink(await bookingDepsOf(services), token, now);
  if (!opened.ok) {
    // Cancelled from this very page a moment ago: said as the result it is.
    if (opened.reason === "cancelled" && done === "cancelled" && opened.opened) {
      return { kind: "cancelled" as const, summary: bookingSummary(opened.opened, services.agency, locale) };
    }
    return data({ kind: "problem" as const, reason: opened.reason, typeSlug: opened.opened?.type.slug ?? null }, { status: linkProblemStatus(opened.reason) });
  }
  const { booking, type } = opened.opened;
  const { days, slotsByDate } = otherTimesThan(new Date(booking.starts_at), await bookableDays(services.db, services.agency, type, now, booking.id));
  const week = bookingWeek(days, url.searchParams.get("day"));
  return {
    kind: "open" as const,
    token,
    moved: done === "moved",
    summary: bookingSummary(opened.opened, services.agency, locale),
    week,
    slots: week.chosen ? (slotsByDate.get(week.chosen) ?? []).map((s) => s.startsAt.toISOString()) : [],
  };
}

/** Why the chosen time could not be booked, in the visitor's words. */
const SLOT_MESSAGES = { taken: "booking.errors.slotTaken", past: "booking.errors.slotPast", outside: "booking.errors.slotOutside" } as const;

type SlotFailure = { kind: "slot-failure"; error: string; nearest: string[]; chosen?: string };

export async function action({ context, request, url }: Route.ActionArgs) {
  const services = servicesOf(context);
  const locale = localeOfUrl(url.href);
  const t = translatorFor(locale);
  const token = url.searchParams.get("t") ?? "";
  const read = await readTextForm(request, { maxBytes: 8 * 1024, maxParts: 8, maxFieldBytes: 1024 });
  if (!read.ok) return data<SlotFailure>({ kind: "slot-failure", error: t("forms.upload.unreadable"), nearest: [] }, { status: 400 });
  const deps = await bookingDepsOf(services);
  const now = new Date();
  const opened = await openBookingLink(deps, token, now);
  if (!opened.ok) return data({ kind: "problem" as const, reason: opened.reason, typeSlug: opened.opened?.type.slug ?? null }, { status: linkProblemStatus(opened.reason) });
  const { booking } = opened.opened;
  const by = { kind: "person" as const, changeCount: booking.change_count };

  if (read.fields.get("intent") === "cancel") {
    const result = await cancelBooking(deps, booking.id, by, now);
    if (!result.ok) {
      const reason = result.reason === "not-found" ? ("invalid" as const) : result.reason;
      return data({ kind: "problem" as const, reason, typeSlug: null }, { status: linkProblemStatus(reason) });
    }
    services.kickOutbox();
    return redirect(changePath(locale, token, "&done=cancelled"), 303);
  }

  const slot = String(read.fields.get("slot") ?? "").trim();
  if (!SLOT_PATTERN.test(slot) || Number.isNaN(Date.parse(slot))) return data<SlotFailure>({ kind: "slot-failure", error: t("booking.errors.slot"), nearest: [] }, { status: 400 });
  const result = await rescheduleBooking(deps, booking.id, new Date(slot), by, now);
  if (result.ok) {
    services.kickOutbox();
    return redirect(changePath(locale, result.changeToken, "&done=moved"), 303);
  }
  if ("nearest" in result) {
    return data<SlotFailure>({ kind: "slot-failure", error: t(SLOT_MESSAGES[result.reason]), nearest: result.nearest.map((s) => s.startsAt.toISOString()) }, { status: result.reason === "taken" ? 409 : 400 });
  }
  const reason = result.reason === "not-found" ? ("invalid" as const) : result.reason;
  return data({ kind: "problem" as const, reason, typeSlug: null }, { status: linkProblemStatus(reason) });
}

export default function BookChangePage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const localHref = useLocalHref();
  if (actionData?.kind === "problem") return <BookingLinkProblem reason={actionData.reason} />;
  if (loaderData.kind === "problem") {
    return <BookingLinkProblem reason={loaderData.reason} bookHref={loaderData.typeSlug ? `${BOOK_PATH}/${loaderData.typeSlug}` : BOOK_PATH} />;
  }
  if (loaderData.kind === "cancelled") {
    const { summary } = loaderData;
    return (
      <SuccessPanel
        heading={t("booking.page.cancelledHeading")}
        message={t("booking.page.cancelledMessage", { type: summary.typeName, when: summary.when })}
        actions={[
          { label: t("booking.page.bookAgain"), href: `${BOOK_PATH}/${summary.typeSlug}` },
          { label: t("errors.toHome"), href: "/" },
        ]}
      />
    );
  }
  const { summary, week, slots, token, moved } = loaderData;
  const failure = actionData?.kind === "slot-failure" ? actionData : undefined;
  const nearest = failure?.nearest.length ? failure.nearest : null;
  const pagePath = `${localHref(`${BOOK_PATH}/change`)}?t=${encodeURIComponent(token)}`;
  return (
    <div className="bg-navy-50">
      <div className="mx-auto grid max-w-7xl items-start gap-8 px-4 py-8 sm:px-6 sm:py-12 lg:grid-cols-[minmax(0,1fr)_20rem] lg:px-8">
        <div className="space-y-8">
          <section aria-labelledby="change-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
            <h1 id="change-heading" className="text-2xl font-bold text-navy-900 sm:text-3xl">
              {moved ? t("booking.page.movedHeading") : t("booking.page.changeHeading")}
            </h1>
            {moved ? (
              <MessageBox tone="success" focus className="mt-4">
                <p>{t("booking.page.movedMessage")}</p>
              </MessageBox>
            ) : (
              <p className="mt-2 text-slate-700">{t("booking.page.changeIntro")}</p>
            )}
            <BookingSummaryList summary={summary} />
          </section>

          <section aria-labelledby="reschedule-heading" className="space-y-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
            <h2 id="reschedule-heading" className="text-xl font-bold text-navy-900">{t("booking.page.rescheduleHeading")}</h2>
            {week.chosen ? (
              <>
                <DayLinks week={week} hrefFor={(date) => `${pagePath}&day=${date}#times`} heading={t("booking.page.daysHeading")} />
                <EnhancedForm action={`${pagePath}&day=${week.chosen}`} id="times" className="scroll-mt-24 space-y-6">
                  <input type="hidden" name="intent" value="reschedule" />
                  <section aria-labelledby="times-heading" className="space-y-3">
                    <h3 id="times-heading" className="text-lg font-semibold text-navy-900">{t("booking.page.timesHeading")}</h3>
                    <TimeChoices
                      legend={nearest ? t("booking.page.nearestLegend") : t("booking.page.timesLegend", { date: longDate(week.chosen, locale) })}
                      slots={nearest ?? slots}
                      withDate={nearest !== null}
                      error={failure?.error}
                      empty={t("booking.page.noTimes")}
                    />
                  </section>
                  <SubmitButton pendingText={t("booking.page.rescheduling")}>{t("booking.page.rescheduleButton")}</SubmitButton>
                </EnhancedForm>
              </>
            ) : (
              <p className="text-slate-700">{t("booking.page.noTimes")}</p>
            )}
          </section>

          <section aria-labelledby="cancel-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
            <h2 id="cancel-heading" className="flex items-center gap-2 text-xl font-bold text-navy-900">
              <CalendarX2 aria-hidden="true" className="h-5 w-5 text-red-800" />
              {t("booking.page.cancelHeading")}
            </h2>
            <p className="mt-2 text-slate-700">{t("booking.page.cancelText")}</p>
            <EnhancedForm action={pagePath} className="mt-4">
              <input type="hidden" name="intent" value="cancel" />
              <button
                type="submit"
                data-submitting={t("booking.page.cancelling")}
                className="inline-flex min-h-11 items-center justify-center rounded-md border-2 border-red-800 bg-white px-5 py-2.5 font-semibold text-red-800 hover:bg-red-50"
              >
                {t("booking.page.cancelButton")}
              </button>
            </EnhancedForm>
          </section>
        </div>
        <aside aria-label={t("booking.page.hoursHeading")}>
          <BookingHours />
        </aside>
      </div>
    </div>
  );
}
