/**
 * /book/booked?t=… and /es/book/booked (docs/product.md#booking-a-call): where a stored booking
 * sends its visitor. The signed change link's token in the address is the only key to the
 * booking: without it nothing is shown of anyone's appointment, and the page is private (never
 * cached, noindex). It shows the appointment (when in Las Vegas time and in the visitor's own,
 * with whom, where, about what), says the confirmation with its calendar invitation is on its
 * way, and links to rescheduling or cancelling.
 */
import { CalendarClock } from "lucide-react";
import { data } from "react-router";
import type { Route } from "./+types/book-booked";
import { BookingLinkProblem } from "../../components/booking/BookingLinkProblem.tsx";
import { BookingSummaryList } from "../../components/booking/BookingSummary.tsx";
import { SuccessPanel } from "../../components/FormLayout.tsx";
import { useLocalHref, useT } from "../../components/use-site.ts";
import { bookingDepsOf } from "../../http/booking-deps.ts";
import { bookingSummary, linkProblemStatus, PRIVATE_PAGE_HEADERS } from "../../http/booking-summary.ts";
import { servicesOf } from "../../http/context.ts";
import { BOOK_PATH } from "../../lib/booking.ts";
import { translatorFor } from "../../lib/i18n/i18n.ts";
import { localeOfUrl } from "../../lib/i18n/locale.ts";
import { pageMeta, siteFromMatches } from "../../lib/seo.ts";
import { openBookingLink } from "../../server/booking/change-booking.ts";

export const headers: Route.HeadersFunction = () => PRIVATE_PAGE_HEADERS;

export async function loader({ context, url }: Route.LoaderArgs) {
  const services = servicesOf(context);
  const locale = localeOfUrl(url.href);
  const token = url.searchParams.get("t");
  // Only a bot that filled the trap arrives without one: it is thanked like a person, and shown nothing.
  if (!token) return { kind: "thanks" as const };
  const opened = await openBookingLink(await bookingDepsOf(services), token, new Date());
  if (!opened.ok) return data({ kind: "problem" as const, reason: opened.reason }, { status: linkProblemStatus(opened.reason) });
  return { kind: "booked" as const, summary: bookingSummary(opened.opened, services.agency, locale), token };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  const t = translatorFor(site?.locale ?? "en");
  return pageMeta(site, { title: t("booking.page.bookedTitle"), description: t("booking.page.bookedMessage"), path: `${BOOK_PATH}/booked`, noindex: true });
};

export default function BookedPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const localHref = useLocalHref();
  if (loaderData.kind === "problem") return <BookingLinkProblem reason={loaderData.reason} />;
  if (loaderData.kind === "thanks") {
    return <SuccessPanel heading={t("booking.page.bookedHeading")} message={t("booking.page.bookedGeneric")} actions={[{ label: t("errors.toHome"), href: "/" }]} />;
  }
  const { summary, token } = loaderData;
  return (
    <SuccessPanel
      heading={t("booking.page.bookedHeading")}
      message={t("booking.page.bookedMessage")}
      actions={[
        { label: t("errors.toHome"), href: "/" },
        { label: t("booking.page.bookAnother"), href: BOOK_PATH },
      ]}
    >
      <BookingSummaryList summary={summary} />
      <p className="mt-6 flex flex-wrap items-center gap-x-3 gap-y-1">
        <CalendarClock aria-hidden="true" className="h-5 w-5 shrink-0 text-navy-700" />
        <a href={`${localHref(`${BOOK_PATH}/change`)}?t=${encodeURIComponent(token)}`} className="font-semibold text-navy-800 underline hover:text-navy-950">
          {t("booking.page.changeLink")}
        </a>
        <span className="text-sm text-slate-700">{t("booking.page.changeHint")}</span>
      </p>
    </SuccessPanel>
  );
}
