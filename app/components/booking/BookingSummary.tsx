/** A booking as its person sees it on the confirmation and change pages: what, when (and in their own time), with whom, where, about what. */
import type { BookingSummary as Summary } from "../../http/booking-summary.ts";
import { useT } from "../use-site.ts";

export function BookingSummaryList({ summary }: { summary: Summary }) {
  const t = useT();
  const rows: [string, string][] = [
    [t("booking.page.what"), summary.typeName],
    [t("booking.page.when"), summary.when],
    ...(summary.visitorWhen ? ([[t("booking.page.yourTimeLabel"), summary.visitorWhen]] as [string, string][]) : []),
    [t("booking.page.with"), summary.member],
    [t("booking.page.where"), summary.place],
    [t("booking.page.about"), summary.topic],
  ];
  return (
    <dl className="mt-6 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
      {rows.map(([label, value]) => (
        <div key={label} className="grid gap-1 px-4 py-3 sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-4">
          <dt className="font-semibold text-navy-900">{label}</dt>
          <dd className="whitespace-pre-line break-words text-slate-800">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
