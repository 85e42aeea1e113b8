/** Where a record came from: its language, the channel, the landing page, the referrer and any utm_* values. */
import type { LeadOrigin as Origin } from "../../../server/inbox/get-lead.ts";

export function LeadOrigin({ origin }: { origin: Origin }) {
  const rows: [string, string][] = [];
  if (origin.channel) rows.push(["Channel", origin.channel]);
  if (origin.landing) rows.push(["Landing page", origin.landing]);
  if (origin.referrer) rows.push(["Referrer", origin.referrer]);
  for (const { name, value } of origin.utm) rows.push([name, value]);
  const language = (
    <div className="grid grid-cols-[7.5rem_minmax(0,1fr)] gap-3">
      <dt className="text-sm font-medium text-slate-600">Language</dt>
      <dd className="text-slate-900" data-language>{origin.language}</dd>
    </div>
  );
  if (!rows.length) {
    return (
      <>
        <dl className="mb-2">{language}</dl>
        <p className="text-slate-700">Source not recorded (it arrived before sources were kept).</p>
      </>
    );
  }
  return (
    <dl className="space-y-2">
      {language}
      {rows.map(([label, value]) => (
        <div key={label} className="grid grid-cols-[7.5rem_minmax(0,1fr)] gap-3">
          <dt className="text-sm font-medium text-slate-600">{label}</dt>
          <dd className="break-all text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
