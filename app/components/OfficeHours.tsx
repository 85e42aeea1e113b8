import { Clock } from "lucide-react";
import { formatOpeningHours } from "../config/office-hours.ts";
import { OpenNowBadge } from "./OpenNowBadge.tsx";
import { useAgency, useLocale, useT } from "./use-site.ts";

/** "Office hours" with whether the office is open now and each day's hours; `children`: the note under them. */
export function OfficeHours({ listClassName, children }: { listClassName: string; children: React.ReactNode }) {
  const agency = useAgency();
  const locale = useLocale();
  const t = useT();
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <h3 className="flex items-center gap-2 text-lg font-semibold text-navy-900">
          <Clock aria-hidden="true" className="h-5 w-5 text-navy-700" />
          {t("hours.heading")}
        </h3>
        <OpenNowBadge hours={agency.openingHours} timeZone={agency.timeZone} />
      </div>
      <ul className={`space-y-1 text-slate-800 ${listClassName}`}>
        {formatOpeningHours(agency.openingHours, locale).map((line) => <li key={line}>{line}</li>)}
      </ul>
      {children}
    </>
  );
}
