/**
 * /admin/people: everything held about one person, found by email address and/or phone number
 * (docs/product.md#a-persons-data). Admins only. A GET search, so a result is a link; what was
 * found, section by section with links to the records; "Download everything" (a ZIP archive of
 * JSON and files) and "Erase everything" (confirmed, one transaction, audited without the data).
 */
import { Download, Eraser, Search } from "lucide-react";
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/admin-people";
import { AdminFrame, EmptyState, Panel } from "../../components/admin/AdminFrame.tsx";
import { ErrorSummary, Field, valueOf } from "../../components/forms.tsx";
import { MessageBox } from "../../components/MessageBox.tsx";
import { formValues, parseForm, type FormFailure } from "../../lib/form-data.ts";
import { PERSON_DATA_PATH } from "../../lib/privacy-requests.ts";
import { personErasureSchema, personLookupSchema, type PersonLookup } from "../../lib/schemas/person-lookup.ts";
import { personLookupLabels } from "../../lib/schemas/person-lookup-fields.ts";
import { requireAdmin, requireRecentSecondFactor } from "../../http/guards.ts";
import { readAdminForm } from "../../http/read-admin-form.ts";
import type { ErasureCounts } from "../../server/compliance/erase-person-data.ts";
import { ERASED_COUNTS, erasePerson, findPersonForPage, type FoundPerson } from "../../server/compliance/person-data-page.ts";
import { servicesOf } from "../../http/context.ts";

interface PeoplePageData {
  lookup: PersonLookup | null;
  failure: FormFailure | null;
  found: FoundPerson | null;
  /** After an erasure, its counts (carried by the address it redirected to). */
  erased: ErasureCounts | null;
}

/** A GET search (`?email=&phone=`), so a result is a link staff can come back to. */
export async function loader(args: Route.LoaderArgs): Promise<PeoplePageData> {
  await requireAdmin(args);
  const params = args.url.searchParams;
  const erased = params.get("erased") === "1" ? (Object.fromEntries(ERASED_COUNTS.map((k) => [k, Number(params.get(k)) || 0])) as unknown as ErasureCounts) : null;
  if (!params.has("email") && !params.has("phone")) return { lookup: null, failure: null, found: null, erased };
  const parsed = parseForm(personLookupSchema, params);
  if (!parsed.ok) return { lookup: null, failure: parsed, found: null, erased };
  return { lookup: parsed.data, failure: null, found: await findPersonForPage(servicesOf(args.context).db, parsed.data), erased };
}

/** The erasure: confirmed, then everything goes in one transaction; the page comes back with the counts. */
export async function action(args: Route.ActionArgs) {
  const admin = await requireAdmin(args);
  requireRecentSecondFactor(args, admin);
  const fields = await readAdminForm(args.request);
  const parsed = parseForm(personErasureSchema, fields);
  if (!parsed.ok) return data<FormFailure>(parsed, { status: 400 });
  const result = await erasePerson(servicesOf(args.context).db, admin, parsed.data);
  if (!result.ok) {
    const message = result.reason === "blocked" ? result.message : "Nothing is held about this person any more.";
    return data<FormFailure>({ errors: {}, values: formValues(fields), formError: message }, { status: 409 });
  }
  const counts = Object.fromEntries(ERASED_COUNTS.map((k) => [k, String(result.counts[k])]));
  return redirect(`${PERSON_DATA_PATH}?${new URLSearchParams({ erased: "1", ...counts })}`, 303);
}

export const meta = () => [{ title: "A person's data · Back office" }, { name: "robots", content: "noindex" }];

const buttonClass = "inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-md px-5 font-semibold sm:w-auto";
const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString("en-US")} KB`;

function ErasedSummary({ counts }: { counts: NonNullable<Route.ComponentProps["loaderData"]["erased"]> }) {
  return (
    <MessageBox tone="success" className="mb-6" focus title="Erased">
      <p>
        Deleted {counts.records} records, {counts.files} files, {counts.customers} customer records, {counts.accounts} accounts and {counts.emails} emails; {counts.anonymised} entries
        that must be kept (privacy requests, opt-outs, the audit log) no longer name the person. The audit log records that the erasure happened.
      </p>
    </MessageBox>
  );
}

export default function PeoplePage({ loaderData, actionData }: Route.ComponentProps) {
  const { lookup, failure, found, erased } = loaderData;
  const eraseFailure = actionData as FormFailure | undefined;
  const values = failure?.values ?? lookup ?? undefined;
  const nothing = found && !found.sections.length && !found.files.length;
  return (
    <AdminFrame
      title="A person's data"
      eyebrow="Compliance"
      description={<p>Find everything held about someone by their email address or phone number, to send them a copy or to erase it.</p>}
    >
      {erased ? <ErasedSummary counts={erased} /> : null}
      <Form method="get" action={PERSON_DATA_PATH} role="search" aria-label="Find a person's data" className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
        <ErrorSummary errors={failure?.errors} labels={personLookupLabels} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field name="email" type="email" label={personLookupLabels.email} autoComplete="off" defaultValue={valueOf(values, "email")} error={failure?.errors.email} />
          <Field name="phone" type="tel" label={personLookupLabels.phone} autoComplete="off" defaultValue={valueOf(values, "phone")} error={failure?.errors.phone} />
        </div>
        <p className="text-sm text-slate-700">Either is enough. The person's other addresses and numbers are found from their records and searched too.</p>
        <button type="submit" className={`${buttonClass} bg-navy-800 text-white shadow-sm hover:bg-navy-900`}>
          <Search aria-hidden="true" className="h-5 w-5" />
          Find
        </button>
      </Form>

      {found ? (
        <div className="mt-6 space-y-6">
          {nothing ? (
            <EmptyState title="Nothing is held about this person">
              <p>No record, file, email, account or opt-out names {[...found.emails, ...found.phones].join(" or ")}.</p>
            </EmptyState>
          ) : (
            <>
              <Panel title="What is held" titleId="held">
                <p className="text-slate-700">
                  Searched for <strong className="break-all">{[...found.emails, ...found.phones].join(", ")}</strong>.
                </p>
                <ul className="mt-4 divide-y divide-slate-200">
                  {found.sections.map((section) => (
                    <li key={section.key} className="py-2">
                      <details>
                        <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-3 font-semibold text-navy-900">
                          <span>{section.label}</span>
                          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm text-slate-800">{section.count}</span>
                        </summary>
                        <ul className="mt-2 space-y-1 pl-4 text-sm text-slate-800">
                          {section.items.map((item, i) => (
                            <li key={i} className="break-words">
                              {item.href ? <Link to={item.href} className="text-navy-800 underline">{item.text}</Link> : item.text}
                            </li>
                          ))}
                          {section.count > section.items.length ? <li className="text-slate-600">and {section.count - section.items.length} more in the archive</li> : null}
                        </ul>
                      </details>
                    </li>
                  ))}
                  {found.files.length ? (
                    <li className="py-2">
                      <details>
                        <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-3 font-semibold text-navy-900">
                          <span>Files</span>
                          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm text-slate-800">{found.files.length}</span>
                        </summary>
                        <ul className="mt-2 space-y-1 pl-4 text-sm text-slate-800">
                          {found.files.map((file, i) => <li key={i} className="break-all">{file.name} ({kilobytes(file.size)})</li>)}
                        </ul>
                      </details>
                    </li>
                  ) : null}
                </ul>
                <p className="mt-4">
                  <a href={found.exportHref} className={`${buttonClass} border-2 border-navy-800 text-navy-900 hover:bg-navy-50`}>
                    <Download aria-hidden="true" className="h-5 w-5" />
                    Download everything (ZIP)
                  </a>
                </p>
              </Panel>

              <Panel title="Erase everything" titleId="erase">
                {found.blockers.length ? (
                  <MessageBox tone="error" title="Not now">
                    {found.blockers.map((b) => <p key={b}>{b}</p>)}
                  </MessageBox>
                ) : (
                  <Form method="post" className="space-y-4" aria-labelledby="erase">
                    <ErrorSummary errors={eraseFailure?.errors} labels={personLookupLabels} formError={eraseFailure?.formError} />
                    <p className="text-slate-700">
                      Deletes every record, file, note, consent, email, customer record and the customer account listed above, in one step. Privacy requests, opt-outs and the audit
                      log are kept without the person's name, address or number, so an opt-out is still honored. Download the archive first if the person asked for a copy.
                    </p>
                    <input type="hidden" name="email" value={lookup?.email ?? ""} />
                    <input type="hidden" name="phone" value={lookup?.phone ?? ""} />
                    <label className="flex items-start gap-3 font-medium text-slate-900">
                      <input type="checkbox" name="confirm" value="yes" required aria-invalid={eraseFailure?.errors.confirm ? true : undefined} className="mt-1 h-5 w-5 accent-red-700" />
                      {personLookupLabels.confirm}
                    </label>
                    <button type="submit" className={`${buttonClass} bg-red-700 text-white shadow-sm hover:bg-red-800`}>
                      <Eraser aria-hidden="true" className="h-5 w-5" />
                      Erase everything
                    </button>
                  </Form>
                )}
              </Panel>
            </>
          )}
        </div>
      ) : null}
    </AdminFrame>
  );
}
