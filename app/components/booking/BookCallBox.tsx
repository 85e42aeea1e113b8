/** "Rather talk it over? Book a call": the way to /book from the forms' confirmations and the help desk, in the page's language. */
import { ArrowRight, CalendarClock } from "lucide-react";
import { BOOK_PATH } from "../../lib/booking.ts";
import { useLocalHref, useT } from "../use-site.ts";

export function BookCallBox({ Heading = "h2", className = "mt-6" }: { Heading?: "h2" | "h3"; className?: string }) {
  const t = useT();
  const localHref = useLocalHref();
  return (
    <div className={`rounded-lg border border-slate-200 bg-navy-50 p-4 sm:p-5 ${className}`}>
      <Heading className="flex items-center gap-2 text-lg font-semibold text-navy-900">
        <CalendarClock aria-hidden="true" className="h-5 w-5 shrink-0 text-navy-700" />
        {t("booking.page.bookCallHeading")}
      </Heading>
      <p className="mt-1 text-slate-700">{t("booking.page.bookCallText")}</p>
      <p className="mt-3">
        <a href={localHref(BOOK_PATH)} className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-navy-800 underline hover:text-navy-950">
          {t("booking.page.bookCallLink")}
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </a>
      </p>
    </div>
  );
}

/** The short form: a "Book a call" link with its icon, for a card that already says why. */
export function BookCallLink({ className = "" }: { className?: string }) {
  const t = useT();
  const localHref = useLocalHref();
  return (
    <a href={localHref(BOOK_PATH)} className={`inline-flex min-h-11 items-center gap-1.5 font-semibold text-navy-800 underline hover:text-navy-950 ${className}`}>
      <CalendarClock aria-hidden="true" className="h-4 w-4 shrink-0" />
      {t("booking.page.bookCallLink")}
    </a>
  );
}
