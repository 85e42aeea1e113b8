/**
 * The consents a person gave (docs/product.md#consent): each with its kind, the statement's
 * version, when and on which page, and the exact text they saw. Those given with another of
 * the person's records link to it.
 */
import { Link } from "react-router";
import { formatDateTime } from "../../../lib/format.ts";
import { inboxPath } from "../../../lib/inbox-paths.ts";
import { isLeadForm, leadFormInfo } from "../../../lib/lead-forms.ts";
import type { ConsentEntry } from "../../../server/compliance/consents.ts";

const kindLabel = { contact: "Contact about their request", marketing: "Marketing calls and texts" } as const;

export function LeadConsents({ consents }: { consents: ConsentEntry[] }) {
  if (!consents.length) return <p className="text-slate-700">None recorded.</p>;
  const marketing = consents.some((c) => c.kind === "marketing");
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        {marketing ? "This person agreed to marketing calls and texts (see below)." : "No consent to marketing calls or texts: contact them only about what they asked."}
      </p>
      <ul className="space-y-4">
        {consents.map((c) => (
          <li key={`${c.recordType}:${c.recordId}:${c.kind}:${c.givenAt}`} className="border-t border-slate-200 pt-3 first:border-t-0 first:pt-0">
            <p className="font-semibold text-slate-900">
              {kindLabel[c.kind]}
              <span className="font-normal text-slate-600"> · {c.version === null ? "before versions" : `version ${c.version}`}</span>
            </p>
            <p className="text-sm text-slate-600">
              {formatDateTime(c.givenAt)} on <span className="break-all">{c.pageUrl}</span>
              {c.thisRecord ? null : (
                <>
                  {" · "}
                  {isLeadForm(c.recordType) ? (
                    <Link to={inboxPath(c.recordType, c.recordId)} className="font-medium text-navy-800 underline">
                      with a {leadFormInfo[c.recordType].singular.toLowerCase()}
                    </Link>
                  ) : (
                    "with another record"
                  )}
                </>
              )}
            </p>
            <blockquote className="mt-1 border-l-4 border-slate-300 pl-3 text-slate-800">{c.text}</blockquote>
          </li>
        ))}
      </ul>
    </div>
  );
}
