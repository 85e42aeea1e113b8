/** "Also from this person": the person's newest other records in any inbox, and where to find the rest (app/server/pipeline/person-records.ts). */
import { Link } from "react-router";
import { formatDate } from "../../../lib/format.ts";
import { inboxPath } from "../../../lib/inbox-paths.ts";
import { leadFormInfo } from "../../../lib/lead-forms.ts";
import type { PersonRecordsOnPage } from "../../../server/pipeline/person-records.ts";
import { StageBadge } from "../Badges.tsx";
import { UnlistedRecords } from "../UnlistedRecords.tsx";

/** `search`: what finds the person in an inbox (their email, else their phone). */
export function PersonRecords({ people: { records, moreIn }, search }: { people: PersonRecordsOnPage; search: string }) {
  if (!records.length) return <p className="text-slate-700">No other submissions share this email or phone.</p>;
  return (
    <>
      <RecordList records={records} />
      <UnlistedRecords shown={records.length} forms={moreIn} search={search} />
    </>
  );
}

function RecordList({ records }: { records: PersonRecordsOnPage["records"] }) {
  return (
    <ul className="divide-y divide-slate-200">
      {records.map((r) => (
        <li key={`${r.form}:${r.id}`} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2 first:pt-0 last:pb-0">
          <div className="min-w-0">
            <Link to={inboxPath(r.form, r.id)} className="inline-flex min-h-11 items-center font-semibold text-navy-800 underline">
              {leadFormInfo[r.form].singular}
              {r.claimNumber ? ` ${r.claimNumber}` : ""}
            </Link>
            <p className="text-sm text-slate-700">
              {formatDate(r.createdAt)}
              {r.name ? ` · ${r.name}` : ""}
            </p>
          </div>
          <StageBadge form={r.form} stage={r.stage} />
        </li>
      ))}
    </ul>
  );
}
