/**
 * The consents a person gave (docs/product.md#consent): each statement they agreed to, with
 * its kind, version and exact words, once, then every time and page they agreed to it. Those given with another of
 * the person's records link to it; a marketing email consent staff recorded on a customer's
 * page says so and links to the customer. Plain anchors: up to a hundred occasions on a page
 * that does not hydrate (ARCHITECTURE.md, JavaScript in the browser).
 */
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

/** Consents to the same words: the statement once, then each time and page it was given, newest first. */
interface StatementGroup {
  key: string;
  consents: ConsentEntry[];
}

function byStatement(consents: ConsentEntry[]): StatementGroup[] {
  const groups = new Map<string, StatementGroup>();
  for (const consent of consents) {
    const key = [consent.kind, consent.recordedByStaff, consent.coversEmail, consent.version, consent.text].join("\u0000");
    const group = groups.get(key);
    if (group) group.consents.push(consent);
    else groups.set(key, { key, consents: [consent] });
  }
  return [...groups.values()];
}

export function LeadConsents({ consents }: { consents: ConsentEntry[] }) {
  if (!consents.length) return <p className="text-slate-700">None recorded.</p>;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">{summary(consents)}</p>
      <ul className="space-y-4">
        {byStatement(consents).map(({ key, consents: given }) => {
          const first = given[0]!;
          return (
            <li key={key} className="border-t border-slate-200 pt-3 first:border-t-0 first:pt-0">
              <p className="font-semibold text-slate-900">
                {kindLabel(first)}
                <span className="font-normal text-slate-600">
                  {" · "}
                  {first.recordedByStaff ? "Recorded by staff on the customer's page" : first.version === null ? "before versions" : `version ${first.version}`}
                </span>
              </p>
              <blockquote className="mt-1 border-l-4 border-slate-300 pl-3 text-slate-800">{first.text}</blockquote>
              {given.length > 1 ? <p className="mt-2 text-sm font-medium text-slate-700">Given {given.length} times</p> : null}
              <ul className="mt-1 space-y-1 text-sm text-slate-600">
                {given.map((c) => (
                  <li key={`${c.recordType}:${c.recordId}:${c.givenAt}`}>
                    <Occasion consent={c} />
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** When and where a consent was given, and the record or customer it came with when not this record. */
function Occasion({ consent: c }: { consent: ConsentEntry }) {
  if (c.recordedByStaff) {
    return (
      <>
        {formatDateTime(c.givenAt)}
        {" · "}
        <a href={staffCustomerPath(c.recordId)} className="font-medium text-navy-800 underline">
          Open the customer
        </a>
      </>
    );
  }
  return (
    <>
      {formatDateTime(c.givenAt)} on <span className="break-all">{c.pageUrl}</span>
      {c.thisRecord ? null : (
        <>
          {" · "}
          {isLeadForm(c.recordType) ? (
            <a href={inboxPath(c.recordType, c.recordId)} className="font-medium text-navy-800 underline">
              with a {leadFormInfo[c.recordType].singular.toLowerCase()}
            </a>
          ) : (
            "with another record"
          )}
        </>
      )}
    </>
  );
}
