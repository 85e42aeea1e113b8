/**
 * A customer's page (docs/product.md#customers-and-policies): everything about one customer on
 * one page. First (the side column on a wide screen) the details with their edit form, the
 * customer portal (invite them, or see the linked account), the contact preferences with
 * marketing email consent, and "Link a claim"; then the policies, documents, service requests,
 * their appointments (booked on the website), the submissions and claims from the same person,
 * and the timeline of what retention did (campaigns, surveys, tasks, renewals, appointments,
 * emails; ?timeline=N shows more).
 *
 * Plain forms, each with an intent; the action checks the role first, validates, calls one
 * domain function and redirects back saying what changed (a reload repeats nothing). Every
 * change is audit-logged. Staff and admins.
 */
import { Building2, CircleCheck, CircleDashed, FileUp, Link2, Mail, PenLine, Phone, Plus, Send, UserRound } from "lucide-react";
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/admin-customer";
import { AdminFrame, Panel } from "../../components/admin/AdminFrame.tsx";
import { Badge } from "../../components/admin/Badges.tsx";
import { ContactPreferencesPanel, DoNotMark, DoNotMarks } from "../../components/admin/ContactPreferences.tsx";
import { hrefWith } from "../../components/admin/listing.tsx";
import { PolicyStatusBadge } from "../../components/admin/customers/CustomerBadges.tsx";
import { CustomerForm } from "../../components/admin/customers/CustomerForm.tsx";
import { MarketingConsent } from "../../components/admin/customers/MarketingConsent.tsx";
import { LeadTimeline } from "../../components/admin/lead/LeadTimeline.tsx";
import { CustomerRecords } from "../../components/admin/customers/CustomerRecords.tsx";
import { PersonAppointmentsList } from "../../components/admin/calendar/BookingBits.tsx";
import { claimLinkLabels } from "../../components/admin/customers/field-labels.ts";
import { failureFor, type IntentFailure } from "../../components/admin/customers/page-failure.ts";
import { RequestList } from "../../components/admin/customers/RequestList.tsx";
import { RecordSignatures } from "../../components/admin/signing/RecordSignatures.tsx";
import { cardsBelowLg } from "../../components/responsive-table.ts";
import { DocumentList } from "../../components/documents/DocumentList.tsx";
import { ErrorSummary, Field, valueOf } from "../../components/forms.tsx";
import { MessageBox } from "../../components/MessageBox.tsx";
import { parseUsPhone } from "../../config/agency.ts";
import { DO_NOT_CALL } from "../../lib/contact-preferences.ts";
import { formatDate, formatDateTime } from "../../lib/format.ts";
import { parseForm } from "../../lib/form-data.ts";
import { billingLabel, policyLineLabel } from "../../lib/policies.ts";
import { customerSchema } from "../../lib/schemas/customer.ts";
import { customerLanguageLabel } from "../../lib/schemas/customer-fields.ts";
import { marketingConsentSchema } from "../../lib/schemas/marketing-consent.ts";
import { MARKETING_CONSENT_INTENT } from "../../lib/schemas/marketing-consent-fields.ts";
import { optOutLists, optOutSchema } from "../../lib/schemas/opt-out.ts";
import { INVITATION_LINK_DAYS } from "../../lib/schemas/team-invite-fields.ts";
import { staffCustomerPath } from "../../lib/service-requests.ts";
import { requireStaff } from "../../http/guards.ts";
import { marketingConsentStatement, recordCustomerMarketingConsent } from "../../server/compliance/marketing-consent-record.ts";
import { CUSTOMER_TIMELINE_STEP, customerTimelineLimit } from "../../server/customers/customer-timeline.ts";
import { recordCustomerOptOut } from "../../server/compliance/staff-opt-outs.ts";
import { getCustomerPage } from "../../server/customers/customer-page.ts";
import { customerFormValues } from "../../server/customers/get-customer.ts";
import { inviteCustomer } from "../../server/customers/invite-customer.ts";
import { claimLinkSchema, linkClaim, unlinkClaim } from "../../server/customers/link-claim.ts";
import { updateCustomer } from "../../server/customers/save-customer.ts";
import { readAdminForm } from "../../http/read-admin-form.ts";
import { servicesOf } from "../../http/context.ts";
import { setRenewalEmails } from "../../server/renewals/renewal-emails-by-staff.ts";

const notFound = () => data("Not found", { status: 404 });

const savedMessages = ["created", "updated", "unchanged", "invited", "invited-again", "linked", "claim_linked", "claim_unlinked", "claim_unchanged", "renewals_on", "renewals_off", "opt_out", "marketing_consent"] as const;
type Saved = (typeof savedMessages)[number];

export async function loader({ context, request, params, url }: Route.LoaderArgs) {
  const user = await requireStaff({ request, context });
  const { db, agency } = servicesOf(context);
  const timelineLimit = customerTimelineLimit(url.searchParams.get("timeline"));
  const page = await getCustomerPage(db, params.id, { timelineLimit });
  if (!page) throw notFound();
  const saved = url.searchParams.get("saved");
  return {
    ...page,
    consentStatement: page.customer.email ? marketingConsentStatement({ customerName: page.customer.name, agencyName: agency.name, email: page.customer.email }) : null,
    /** "Show more": the next length of the timeline. */
    timelineMore: timelineLimit + CUSTOMER_TIMELINE_STEP,
    isAdmin: user.role === "admin",
    formValues: customerFormValues(page.customer),
    saved: (savedMessages as readonly string[]).includes(saved ?? "") ? (saved as Saved) : null,
    savedClaim: url.searchParams.get("claim")?.slice(0, 40) ?? null,
  };
}

type Intent = "update" | "invite" | "claim_link" | "claim_unlink" | "renewal_emails" | "opt_out" | typeof MARKETING_CONSENT_INTENT;
const failed = (intent: Intent, failure: Omit<IntentFailure<Intent>, "intent">, status = 400) => data<IntentFailure<Intent>>({ intent, ...failure }, { status });

export async function action({ context, request, params }: Route.ActionArgs) {
  const staff = await requireStaff({ request, context });
  const formData = await readAdminForm(request);
  const services = servicesOf(context);
  const { db } = services;
  const here = staffCustomerPath(params.id);
  const done = (saved: Saved, hash: string, extra: Record<string, string> = {}) => redirect(`${hrefWith(here, { saved, ...extra })}#${hash}`, 303);

  switch (formData.get("intent")) {
    case "update": {
      const parsed = parseForm(customerSchema, formData);
      if (!parsed.ok) return failed("update", parsed);
      const result = await updateCustomer(db, staff, params.id, parsed.data);
      if (!result.ok && result.reason === "not-found") throw notFound();
      if (!result.ok) return failed("update", { errors: result.reason === "invalid" ? result.errors : {}, values: parsed.values });
      return done(result.changed ? "updated" : "unchanged", "details");
    }
    case "invite": {
      const result = await inviteCustomer(services, staff, params.id);
      if (!result.ok && result.reason === "not-found") throw notFound();
      if (!result.ok) return failed("invite", { errors: {}, values: {}, formError: result.message }, 409);
      return done(result.outcome, "portal");
    }
    case "claim_link": {
      const parsed = parseForm(claimLinkSchema, formData);
      if (!parsed.ok) return failed("claim_link", parsed);
      const result = await linkClaim(db, staff, params.id, parsed.data.claimNumber);
      if (!result.ok && result.reason === "no-customer") throw notFound();
      if (!result.ok) {
        const message =
          result.reason === "no-claim"
            ? `No claim has the number ${parsed.data.claimNumber}. Check it in the Claims inbox.`
            : `${result.claimNumber} is linked to another customer, ${result.other.name}. Unlink it on their page first.`;
        return failed("claim_link", { errors: { claimNumber: message }, values: parsed.values });
      }
      return done(result.changed ? "claim_linked" : "claim_unchanged", "records", { claim: result.claimNumber });
    }
    case "claim_unlink": {
      const claimId = formData.get("claimId");
      const result = typeof claimId === "string" ? await unlinkClaim(db, staff, params.id, claimId) : { ok: false as const };
      if (!result.ok) return failed("claim_unlink", { errors: {}, values: {}, formError: "That claim is not linked to this customer (anymore). Nothing changed." }, 409);
      return done("claim_unlinked", "records", { claim: result.claimNumber });
    }
    case "renewal_emails": {
      const send = formData.get("send") === "yes";
      const result = await setRenewalEmails(db, staff, params.id, send);
      if (!result.ok) throw notFound();
      return done(send ? "renewals_on" : "renewals_off", "portal");
    }
    case "opt_out": {
      const parsed = parseForm(optOutSchema, formData, optOutLists);
      if (!parsed.ok) return failed("opt_out", parsed);
      const result = await recordCustomerOptOut(db, staff, params.id, parsed.data);
      if (!result.ok) throw notFound();
      return done("opt_out", "preferences");
    }
    case MARKETING_CONSENT_INTENT: {
      const parsed = parseForm(marketingConsentSchema, formData);
      if (!parsed.ok) return failed(MARKETING_CONSENT_INTENT, parsed);
      const result = await recordCustomerMarketingConsent(db, staff, params.id, parsed.data, { agencyName: services.agency.name, pagePath: here });
      if (!result.ok && result.reason === "not-found") throw notFound();
      if (!result.ok) {
        const formError =
          result.reason === "no-email"
            ? "The customer has no email address, so there is nothing to record consent for. Add their email to the details first."
            : `${result.email} stopped marketing and reminder emails, and an opt-out wins over any consent. Nothing was recorded: restarting emails goes through the agency (they ask us, and an admin lifts the opt-out), not through this form.`;
        return failed(MARKETING_CONSENT_INTENT, { errors: {}, values: parsed.values, formError }, 409);
      }
      return done("marketing_consent", "preferences");
    }
    default:
      throw data("Unknown action", { status: 400 });
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `${loaderData.customer.name} · Customers` : "Back office" },
  { name: "robots", content: "noindex" },
];

type LoaderData = Route.ComponentProps["loaderData"];

function savedText(saved: Saved, page: LoaderData): string {
  const claim = page.savedClaim ?? "The claim";
  switch (saved) {
    case "created":
      return "Customer added. Add their policies below.";
    case "updated":
      return "Details saved.";
    case "unchanged":
      return "Nothing changed: the details were already like that.";
    case "invited":
    case "invited-again":
      return `An invitation to the customer portal was sent to ${page.portal.account?.email ?? page.customer.email}. Its link works once, for ${INVITATION_LINK_DAYS} days.`;
    case "linked":
      return `${page.portal.account?.email ?? "Their account"} already had an account: it is now linked, and an email tells them their policies are online.`;
    case "claim_linked":
      return `${claim} is linked to this customer: it shows on their dashboard.`;
    case "claim_unlinked":
      return `${claim} is no longer linked to this customer.`;
    case "claim_unchanged":
      return `${claim} was already linked to this customer.`;
    case "renewals_on":
      return "Renewal reminders will be emailed to this customer again.";
    case "opt_out":
      return "Opt-out recorded. It applies at once, everywhere.";
    case "marketing_consent":
      return "Marketing email consent recorded. Marketing campaigns may now email this customer (within the monthly limit).";
    case "renewals_off":
      return "Renewal reminders are stopped for this customer.";
  }
}

const buttonClass = "inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4 font-semibold";
const headerButton = `${buttonClass} border-2 border-white text-white hover:bg-white/10`;

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="py-2 first:pt-0 last:pb-0">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="break-words text-slate-900">{children || <span className="text-slate-600">—</span>}</dd>
    </div>
  );
}

function PortalPanel({ page, failure, here }: { page: LoaderData; failure: IntentFailure | undefined; here: string }) {
  const { portal, customer } = page;
  const account = portal.account;
  let status: React.ReactNode;
  let canInvite = false;
  let inviteLabel = "Invite to the customer portal";
  if (account && account.hasPassword) {
    status = (
      <>
        <Badge tone="green" Icon={CircleCheck}>Using the portal</Badge>
        <p className="mt-2 break-words text-slate-800">Linked account: {account.email}{account.verified ? "" : " (email not confirmed yet)"}.</p>
      </>
    );
  } else if (account) {
    status = (
      <>
        <Badge tone="amber" Icon={CircleDashed}>Invited</Badge>
        <p className="mt-2 break-words text-slate-800">{account.email} has not set a password yet.</p>
      </>
    );
    canInvite = true;
    inviteLabel = "Send a new invitation";
  } else {
    status = (
      <>
        <Badge tone="slate" Icon={CircleDashed}>Not linked</Badge>
        <p className="mt-2 text-slate-800">
          {!customer.email
            ? "Add an email address to the details to invite them."
            : portal.emailAccount === "team"
              ? `${customer.email} belongs to a member of the team: use another address for the customer.`
              : portal.emailAccount === "customer"
                ? `${customer.email} already has an account: inviting links it and tells them their policies are online.`
                : `Inviting creates their account for ${customer.email} and emails a link to set a password.`}
        </p>
      </>
    );
    canInvite = !!customer.email && portal.emailAccount !== "team";
    if (portal.emailAccount === "customer") inviteLabel = "Link their account";
  }
  return (
    <Panel title="Customer portal" titleId="portal">
      {failure?.formError ? (
        <MessageBox tone="error" className="mb-4" focus>
          <p>{failure.formError}</p>
        </MessageBox>
      ) : null}
      {status}
      {canInvite ? (
        <Form method="post" action={here} className="mt-4">
          <button type="submit" name="intent" value="invite" className={`${buttonClass} bg-navy-800 text-white hover:bg-navy-900`}>
            <Send aria-hidden="true" className="h-5 w-5" />
            {inviteLabel}
          </button>
        </Form>
      ) : null}
      <p className="mt-3 text-sm text-slate-600">Online, customers see their policies and documents, ask for changes and follow their claims.</p>
      <RenewalEmailsControl stoppedAt={customer.renewal_emails_stopped_at} here={here} />
    </Panel>
  );
}

/** Whether renewal reminders go to the customer, and the button that changes it (a request by phone counts). */
function RenewalEmailsControl({ stoppedAt, here }: { stoppedAt: string | null; here: string }) {
  return (
    <div className="mt-4 border-t border-slate-200 pt-4">
      <h3 className="font-semibold text-navy-900">Renewal reminder emails</h3>
      <p className="mt-1 text-slate-800">
        {stoppedAt ? `Stopped on ${formatDateTime(stoppedAt)}: no reminder is emailed before a policy renews.` : "On: a reminder is emailed before each policy renews."}
      </p>
      <Form method="post" action={here} className="mt-2">
        <input type="hidden" name="send" value={stoppedAt ? "yes" : "no"} />
        <button type="submit" name="intent" value="renewal_emails" className={`${buttonClass} border-2 border-navy-800 text-navy-900 hover:bg-navy-50`}>
          {stoppedAt ? "Start renewal reminders again" : "Stop renewal reminders"}
        </button>
      </Form>
    </div>
  );
}

export default function CustomerPage({ loaderData, actionData }: Route.ComponentProps) {
  const page = loaderData;
  const { customer, owner, policies, requests, records, documents, owners, saved } = page;
  const here = staffCustomerPath(customer.id);
  const phone = customer.phone ? parseUsPhone(customer.phone) : null;
  const updateFailure = failureFor(actionData, "update");
  const linkFailure = failureFor(actionData, "claim_link");
  const unlinkFailure = failureFor(actionData, "claim_unlink");
  const addPolicy = hrefWith("/admin/policies/new", { customer: customer.id });
  const upload = `${here}/documents`;
  const address = [customer.address, [customer.city, [customer.state, customer.zip_code].filter(Boolean).join(" ")].filter(Boolean).join(", ")].filter(Boolean).join("\n");
  const KindIcon = customer.kind === "business" ? Building2 : UserRound;

  return (
    <AdminFrame
      crumbs={[{ label: "Customers & policies", href: "/admin/customers" }]}
      eyebrow={customer.kind === "business" ? "Business customer" : "Customer"}
      title={customer.name}
      description={
        <div className="space-y-2">
        <p className="flex flex-wrap items-center gap-2">
          <KindIcon aria-hidden="true" className="h-4 w-4" />
          <span>
            Assigned to: <span className="font-semibold">{owner ? owner.name || owner.email : "Nobody"}</span>
          </span>
        </p>
          <DoNotMarks stopped={page.preferences.stopped} />
        </div>
      }
      actions={
        <>
          <Link to={addPolicy} className={`${buttonClass} bg-gold-400 text-navy-950 hover:bg-gold-300`}>
            <Plus aria-hidden="true" className="h-5 w-5" />
            Add policy
          </Link>
          <Link to={`/admin/signing/new?customer=${customer.id}`} className={headerButton}>
            <PenLine aria-hidden="true" className="h-5 w-5" />
            Send for signature
          </Link>
          {phone ? (
            <a href={`tel:${phone.dial}`} className={headerButton}>
              <Phone aria-hidden="true" className="h-5 w-5" />
              Call<span className="sr-only"> {customer.name}</span>
              {page.preferences.stopped.calls ? <DoNotMark label={DO_NOT_CALL} /> : null}
            </a>
          ) : null}
          {customer.email ? (
            <a href={`mailto:${customer.email}`} className={headerButton}>
              <Mail aria-hidden="true" className="h-5 w-5" />
              Email<span className="sr-only"> {customer.name}</span>
            </a>
          ) : null}
        </>
      }
    >
      {saved ? (
        <MessageBox tone={saved === "unchanged" || saved === "claim_unchanged" ? "info" : "success"} className="mb-6" focus>
          <p>{savedText(saved, page)}</p>
        </MessageBox>
      ) : null}
      {unlinkFailure?.formError ? (
        <MessageBox tone="error" className="mb-6" focus>
          <p>{unlinkFailure.formError}</p>
        </MessageBox>
      ) : null}

      {/* DOM order is the phone's: details and actions first; on a wide screen they form the right column. */}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0 space-y-6 lg:col-start-2 lg:row-start-1">
          <Panel title="Details" titleId="details">
            <dl className="divide-y divide-slate-200">
              {customer.kind === "business" ? <Detail label="Contact person">{customer.contact_name}</Detail> : null}
              <Detail label="Email">
                {customer.email}
                {customer.alt_email ? <span className="block">{customer.alt_email}</span> : null}
              </Detail>
              <Detail label="Phone">
                {customer.phone}
                {customer.alt_phone ? <span className="block">{customer.alt_phone}</span> : null}
              </Detail>
              <Detail label="Address">{address ? <span className="whitespace-pre-line">{address}</span> : null}</Detail>
              <Detail label="Language for emails">{customerLanguageLabel(customer.language)}</Detail>
              {customer.external_ref ? <Detail label="Management system ID">{customer.external_ref}</Detail> : null}
              {customer.notes ? <Detail label="Notes"><span className="whitespace-pre-wrap">{customer.notes}</span></Detail> : null}
            </dl>
            <details open={!!updateFailure} className="group mt-4 rounded-lg border border-slate-300">
              <summary className="flex min-h-11 cursor-pointer items-center px-4 font-semibold text-navy-900 hover:bg-slate-50">Edit details</summary>
              <div className="border-t border-slate-300 p-4">
                <CustomerForm action={here} intent="update" values={updateFailure?.values ?? page.formValues} errors={updateFailure?.errors} owners={owners} submitLabel="Save details" />
              </div>
            </details>
          </Panel>

          <PortalPanel page={page} failure={failureFor(actionData, "invite")} here={here} />

          <div id="preferences" className="scroll-mt-6">
            <Panel title="Contact preferences" titleId="preferences-heading">
              <ContactPreferencesPanel preferences={page.preferences} failure={failureFor(actionData, "opt_out")} />
              <div className="mt-4">
                <MarketingConsent
                  status={page.marketingConsent}
                  email={customer.email}
                  emailStopped={page.preferences.stopped.email ?? null}
                  statement={page.consentStatement}
                  failure={failureFor(actionData, MARKETING_CONSENT_INTENT)}
                  action={here}
                />
              </div>
            </Panel>
          </div>

          <Panel title="Link a claim" titleId="link-claim">
            <Form method="post" action={here} noValidate className="space-y-3">
              <ErrorSummary errors={linkFailure?.errors} labels={claimLinkLabels} />
              <Field
                name="claimNumber"
                label="Claim number"
                required
                autoComplete="off"
                hint="Like CLM-2026-000042. A linked claim shows on the customer's dashboard."
                defaultValue={valueOf(linkFailure?.values, "claimNumber")}
                error={linkFailure?.errors.claimNumber}
              />
              <button type="submit" name="intent" value="claim_link" className={`${buttonClass} border-2 border-navy-800 text-navy-900 hover:bg-navy-50`}>
                <Link2 aria-hidden="true" className="h-5 w-5" />
                Link claim
              </button>
            </Form>
          </Panel>
        </div>

        <div className="min-w-0 space-y-6 lg:col-start-1 lg:row-start-1">
          <Panel
            title="Policies"
            titleId="policies"
            padded={false}
            actions={
              <Link to={addPolicy} className={`${buttonClass} min-h-10 border-2 border-navy-800 text-sm text-navy-900 hover:bg-navy-50`}>
                <Plus aria-hidden="true" className="h-4 w-4" />
                Add policy
              </Link>
            }
          >
            {policies.length ? (
              <div className="max-lg:p-4 lg:overflow-x-auto">
                <table className={`w-full text-left text-sm ${cardsBelowLg}`}>
                  <caption className="sr-only">Policies, latest expiration first</caption>
                  <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-700">
                    <tr>
                      <th scope="col" className="px-3 py-3">Policy</th>
                      <th scope="col" className="px-3 py-3">Carrier</th>
                      <th scope="col" className="px-3 py-3">Dates</th>
                      <th scope="col" className="px-3 py-3">Status</th>
                      <th scope="col" className="px-3 py-3">Billing</th>
                    </tr>
                  </thead>
                  <tbody className="text-slate-800 lg:divide-y lg:divide-slate-200 [&_td]:px-3 [&_td]:py-3 [&_th]:px-3 [&_th]:py-3">
                    {policies.map((p) => (
                      <tr key={p.id} className="align-top">
                        <th scope="row" className="font-normal">
                          <Link to={`/admin/policies/${encodeURIComponent(p.id)}`} className="font-semibold text-navy-800 underline">
                            {policyLineLabel(p.line)}
                          </Link>
                          <span className="block whitespace-nowrap font-mono text-xs text-slate-700">{p.policyNumber}</span>
                        </th>
                        <td data-label="Carrier">{p.carrier}</td>
                        <td data-label="Dates">
                          {formatDate(p.effectiveDate)} <span className="lg:block">to {formatDate(p.expirationDate)}</span>
                        </td>
                        <td data-label="Status"><PolicyStatusBadge status={p.status} /></td>
                        <td data-label="Billing">{billingLabel(p.billing)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ) : (
              <p className="p-5 text-slate-700">No policies yet. <Link to={addPolicy} className="font-semibold text-navy-800 underline">Add the first one</Link>.</p>
            )}
          </Panel>

          <Panel
            title="Documents"
            titleId="documents"
            actions={
              <Link to={upload} className={`${buttonClass} min-h-10 border-2 border-navy-800 text-sm text-navy-900 hover:bg-navy-50`}>
                <FileUp aria-hidden="true" className="h-4 w-4" />
                Upload a document
              </Link>
            }
          >
            <DocumentList documents={documents} audience="staff" />
          </Panel>

          <RecordSignatures documents={page.signing} newHref={`/admin/signing/new?customer=${customer.id}`} />

          <Panel title="Service requests" titleId="requests">
            <RequestList requests={requests} emptyText="No service requests from this customer yet." />
          </Panel>

          <Panel title="Appointments" titleId="appointments-heading">
            <PersonAppointmentsList upcoming={page.appointments.upcoming} recent={page.appointments.recent} />
          </Panel>

          <Panel title="Submissions and claims" titleId="records">
            <CustomerRecords records={records} moreIn={page.moreRecordsIn} search={customer.email || customer.phone || customer.name} action={here} />
          </Panel>

          <div id="timeline" className="scroll-mt-6">
            <Panel title="Timeline" titleId="timeline-heading">
              <p className="mb-4 text-sm text-slate-700">Campaigns, surveys, tasks, renewals, appointments and the emails about their policies and requests, newest first.</p>
              {page.timeline.entries.length ? (
                <LeadTimeline entries={page.timeline.entries} isAdmin={page.isAdmin} />
              ) : (
                <p className="text-slate-700">Nothing yet.</p>
              )}
              {page.timeline.more ? (
                <p className="mt-4">
                  <Link to={`${hrefWith(here, { timeline: String(page.timelineMore) })}#timeline`} className="font-semibold text-navy-800 underline">
                    Show more<span className="sr-only"> of the timeline</span>
                  </Link>
                </p>
              ) : null}
            </Panel>
          </div>
        </div>
      </div>
    </AdminFrame>
  );
}
