/**
 * Below a page's short list of a person's records: which inboxes hold the ones not listed, each
 * linked to its search for the person.
 */
import { Link } from "react-router";
import { inboxPath, type LeadForm } from "../../lib/inbox-paths.ts";
import { leadFormInfo } from "../../lib/lead-forms.ts";
import { hrefWith } from "./listing.tsx";

/** `search`: what finds the person in an inbox (their email, else their phone). */
export function UnlistedRecords({ shown, forms, search }: { shown: number; forms: readonly LeadForm[]; search: string }) {
  if (!forms.length) return null;
  return (
    <p className="mt-3 border-t border-slate-200 pt-3 text-sm text-slate-700">
      The {shown} newest are shown. Search for the others in{" "}
      {forms.map((form, i) => (
        <span key={form}>
          {i === 0 ? "" : i === forms.length - 1 ? " and " : ", "}
          <Link to={hrefWith(inboxPath(form), { q: search })} className="font-medium text-navy-800 underline">
            {leadFormInfo[form].title}
          </Link>
        </span>
      ))}
      .
    </p>
  );
}
