/** The record a document for signature belongs to: the customer (and policy), or the lead. */
import { Link } from "react-router";
import { inboxPath, leadForms, type LeadForm } from "../../../lib/inbox-paths.ts";
import { leadFormInfo } from "../../../lib/lead-forms.ts";

export function SigningRecordLink({ customer, policy, lead }: { customer: { id: string; name: string } | null; policy: { id: string; number: string } | null; lead: { form: string; id: string } | null }) {
  const isLead = lead && (leadForms as readonly string[]).includes(lead.form);
  return (
    <span className="flex flex-col gap-0.5">
      {customer ? <Link to={`/admin/customers/${customer.id}`} className="break-words text-navy-800 underline">{customer.name || "Customer"}</Link> : null}
      {policy ? <Link to={`/admin/policies/${policy.id}`} className="break-words text-sm text-navy-800 underline">Policy {policy.number}</Link> : null}
      {lead && isLead ? (
        <Link to={inboxPath(lead.form as LeadForm, lead.id)} className="text-sm text-navy-800 underline">{leadFormInfo[lead.form as LeadForm].singular}</Link>
      ) : null}
      {!customer && !policy && !lead ? <span className="text-slate-600">—</span> : null}
    </span>
  );
}
