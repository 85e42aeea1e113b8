/**
 * The consents a person gave (docs/product.md#consent): each with its kind, the statement's
 * version, when and on which page, and the exact text they saw. Those given with another of
 * the person's records link to it; a marketing email consent staff recorded on a customer's
 * page says so and links to the customer.
 */
import { Link } from "react-router";
import { formatDateTime } from "../../../lib/format.ts";
import { inboxPath } from "../../../lib/inbox-paths.ts";
import { isLeadForm, leadFormInfo } from "../../../lib/lead-forms.ts";
import { staffCustomerPath } from "../../../lib/service-requests.ts";
import type { ConsentEntry } from "../../../server/compliance/consents.ts";

function kindLabel(consent: ConsentEntry): string {
  if (consent.kind === "contact") return "Contact about their request";
  if (consent.recordedByStaff) return "Marketing emails";
  return consent.coversEmail ? "Marketing emails, calls and texts" : "Marketing calls and texts";
}

function summary(consents: ConsentEntry[]): string {
  const marketing = consents.filter((c) => c.kind === "marketing");
  if (!marketing.length) return "No consent to marketing: contact them only about what they asked.";
  const email = marketing.some((c) => c.coversEmail);
  const callsAndTexts = marketing.some((c) => !c.recordedByStaff);
  if (email && callsAndTexts) return "This person agreed to marketing (see below for which channels).";
  return email ? "This person agreed to marketing emails only (see below)." : "This person agreed to marketing calls and texts, not emails (see below).";
}

export function LeadConsents({ consents }: { consents: ConsentEntry[] }) {
  if (!consents.length) return <p className="text-slate-700">None recorded.</p>;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">{summary(consents)}</p>
      <ul className="space-y-4">
        {consents.map((c) => (
          <li key={`${c.recordType}:${c.recordId}:${c.kind}:${c.givenAt}`} className="border-t border-slate-200 pt-3 first:border-t-0 first:pt-0">
            <p className="font-semibold text-slate-900">
              {kindLabel(c)}
              <span className="font-normal text-slate-600">
                {" · "}
                {c.recordedByStaff ? "Recorded by staff on the customer's page" : c.version === null ? "before versions" : `version ${c.version}`}
              </span>
            </p>
            <p className="text-sm text-slate-600">
              {c.recordedByStaff ? (
                <>
                  {formatDateTime(c.givenAt)}
                  {" · "}
                  <Link to={staffCustomerPath(c.recordId)} className="font-medium text-navy-800 underline">
                    Open the customer
                  </Link>
                </>
              ) : (
                <>
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
