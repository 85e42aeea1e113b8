/**
 * "Submissions and claims" on a customer's page: the lead records sent with the customer's emails
 * or phones, and the claims linked to the customer. A claim shows on the customer's dashboard only
 * once linked: each claim says whether it is, with Link or Unlink beside it.
 */
import { Link2, Link2Off } from "lucide-react";
import { Form, Link } from "react-router";
import { formatDate } from "../../../lib/format.ts";
import { inboxPath, type LeadForm } from "../../../lib/inbox-paths.ts";
import { leadFormInfo } from "../../../lib/lead-forms.ts";
import type { CustomerRecord } from "../../../server/customers/get-customer.ts";
import { Badge, StageBadge } from "../Badges.tsx";
import { UnlistedRecords } from "../UnlistedRecords.tsx";

const smallButton = "inline-flex min-h-11 items-center gap-1.5 rounded-md border px-3 text-sm font-semibold";

/** `moreIn`: the forms holding records not listed; `search` finds the customer there. */
export function CustomerRecords({ records, moreIn, search, action }: { records: CustomerRecord[]; moreIn: readonly LeadForm[]; search: string; action: string }) {
  if (!records.length) {
    return <p className="text-slate-700">No quote requests, claims or other submissions were sent with this customer's emails or phones, and no claim is linked.</p>;
  }
  return (
    <>
      <RecordList records={records} action={action} />
      <UnlistedRecords shown={records.length} forms={moreIn} search={search} />
    </>
  );
}

function RecordList({ records, action }: { records: CustomerRecord[]; action: string }) {
  return (
    <ul className="divide-y divide-slate-200">
      {records.map((r) => {
        const title = `${leadFormInfo[r.form].singular}${r.claimNumber ? ` ${r.claimNumber}` : ""}`;
        return (
          <li key={`${r.form}:${r.id}`} className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <Link to={inboxPath(r.form, r.id)} className="inline-flex min-h-11 items-center font-semibold text-navy-800 underline">
                {title}
              </Link>
              <p className="text-sm text-slate-700">
                {formatDate(r.createdAt)}
                {r.name ? ` · ${r.name}` : ""}
              </p>
              <p className="mt-1 flex flex-wrap gap-1.5">
                <StageBadge form={r.form} stage={r.stage} />
                {r.form === "claims" ? (
                  r.linked ? (
                    <Badge tone="green" Icon={Link2}>On their dashboard</Badge>
                  ) : r.linkedElsewhere ? (
                    <Badge tone="slate" Icon={Link2Off}>Linked to another customer</Badge>
                  ) : (
                    <Badge tone="slate" Icon={Link2Off}>Not linked</Badge>
                  )
                ) : null}
              </p>
            </div>
            {r.form === "claims" && !r.linkedElsewhere ? (
              <Form method="post" action={action} className="shrink-0">
                {r.linked ? (
                  <>
                    <input type="hidden" name="claimId" value={r.id} />
                    <button type="submit" name="intent" value="claim_unlink" className={`${smallButton} border-slate-400 bg-white text-slate-800 hover:bg-slate-50`}>
                      <Link2Off aria-hidden="true" className="h-4 w-4" />
                      Unlink<span className="sr-only"> {title}</span>
                    </button>
                  </>
                ) : (
                  <>
                    <input type="hidden" name="claimNumber" value={r.claimNumber ?? ""} />
                    <button type="submit" name="intent" value="claim_link" className={`${smallButton} border-navy-800 bg-white text-navy-900 hover:bg-navy-50`}>
                      <Link2 aria-hidden="true" className="h-4 w-4" />
                      Link<span className="sr-only"> {title}</span> to this customer
                    </button>
                  </>
                )}
              </Form>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
