import { Clock } from "lucide-react";
import { formatOpeningHours } from "../config/office-hours.ts";
import { OpenNowBadge } from "./OpenNowBadge.tsx";
import { useAgency, useLocale, useT } from "./use-site.ts";

/**
 * The office's heading and each day's hours; `children`: the note under them. "office" (contact
 * and service pages): "Office hours" and whether the office is open now. "booking" (the booking
 * pages' aside, a section of its own): the hours as the times appointments can be booked in.
 */
export function OfficeHours({ listClassName, variant = "office", children }: { listClassName: string; variant?: "office" | "booking"; children: React.ReactNode }) {
  const agency = useAgency();
  const locale = useLocale();
  const t = useT();
  const Heading = variant === "booking" ? "h2" : "h3";
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <Heading className="flex items-center gap-2 text-lg font-semibold text-navy-900">
          <Clock aria-hidden="true" className="h-5 w-5 text-navy-700" />
          {variant === "booking" ? t("booking.page.hoursHeading") : t("hours.heading")}
        </Heading>
        {variant === "office" ? <OpenNowBadge hours={agency.openingHours} timeZone={agency.timeZone} /> : null}
      </div>
      <ul className={`space-y-1 text-slate-800 ${listClassName}`}>
        {formatOpeningHours(agency.openingHours, locale).map((line) => <li key={line}>{line}</li>)}
      </ul>
      {children}
    </>
  );
}
