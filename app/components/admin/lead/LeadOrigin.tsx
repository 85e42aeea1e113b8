/** Where a record came from: the channel, the landing page, the referrer and any utm_* values. */
import type { LeadOrigin as Origin } from "../../../server/inbox/get-lead.ts";

export function LeadOrigin({ origin }: { origin: Origin }) {
  const rows: [string, string][] = [];
  if (origin.channel) rows.push(["Channel", origin.channel]);
  if (origin.landing) rows.push(["Landing page", origin.landing]);
  if (origin.referrer) rows.push(["Referrer", origin.referrer]);
  for (const { name, value } of origin.utm) rows.push([name, value]);
  if (!rows.length) return <p className="text-slate-700">Not recorded (it arrived before sources were kept).</p>;
  return (
    <dl className="space-y-2">
      {rows.map(([label, value]) => (
        <div key={label} className="grid grid-cols-[7.5rem_minmax(0,1fr)] gap-3">
          <dt className="text-sm font-medium text-slate-600">{label}</dt>
          <dd className="break-all text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
