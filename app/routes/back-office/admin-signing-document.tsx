/**
 * /admin/signing/:id: one document for signature (docs/product.md#documents-signed-online).
 *
 * While a draft, the prepare page: the signers (added with a form; an agent is chosen from the
 * team; the customer's name and email are offered when the draft is a customer's), the pages as
 * images with the placed fields outlined and labelled over them, a form that places a field by a
 * click on a page image (an image button: no dragging, no JavaScript) or by typed numbers, each
 * field's own form (position and size in percent, signer, required, label, move by a step,
 * remove), templates, and "Send for signature" with the lifecycle's problems listed.
 *
 * Once sent, the status page: each signer's steps and times, remind (the lifecycle allows once a
 * day per signer), void with a reason after a confirmation, the files, and the history.
 *
 * Staff and admins; every post goes through takeSigningAction. Plain forms, no hydration.
 */
import { ArrowDown, ArrowLeft, ArrowRight, ArrowUp, Ban, BellRing, Download, FileDown, MousePointerClick, Pencil, Plus, Save, Send, Trash2, UserPlus } from "lucide-react";
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/admin-signing-document";
import { AdminFrame, Panel } from "../../components/admin/AdminFrame.tsx";
import { LeadTimeline } from "../../components/admin/lead/LeadTimeline.tsx";
import { signerRoleLabel, SignerStatusBadge, SigningStatusBadge } from "../../components/admin/signing/SigningStatus.tsx";
import { SigningRecordLink } from "../../components/admin/signing/SigningRecordLink.tsx";
import { ErrorSummary, Field, SelectField, SubmitButton, TextareaField, valueOf } from "../../components/forms.tsx";
import { MessageBox } from "../../components/MessageBox.tsx";
import { formatDate, formatDateTime } from "../../lib/format.ts";
import { requireStaff } from "../../http/guards.ts";
import { servicesOf } from "../../http/context.ts";
import { readAdminForm } from "../../http/read-admin-form.ts";
import { placeLabels, signerLabels } from "../../lib/signing-form-labels.ts";
import { listTemplates, MAX_LABEL_LENGTH, MAX_NAME_LENGTH, MAX_TEMPLATE_NAME_LENGTH } from "../../server/signing/prepare-document.ts";
import { getSigningDocument } from "../../server/signing/signing-lists.ts";
import { MAX_REASON_LENGTH } from "../../server/signing/signing-rules.ts";
import { documentHistory, findSigningRecord, pageImageSizes, signerChoices, signingDepsOf } from "../../server/signing/staff-signing.ts";
import { takeSigningAction, type SigningActionResult } from "../../server/signing/staff-signing-forms.ts";

const savedMessages: Record<string, string> = {
  created: "Draft created. Add the signers, then place their fields.",
  "created-template": "Draft created with the template's fields. Add the signers, then give each field its signer.",
  "created-template-differs": "Draft created. The template is for another number of pages, so it was not applied.",
  "signer-added": "Signer added.",
  "signer-saved": "Signer saved.",
  "signer-removed": "Signer removed. Their fields stay on the page without a signer.",
  "field-placed": "Field placed.",
  "field-saved": "Field saved.",
  "field-moved": "Field moved.",
  "field-removed": "Field removed.",
  "template-saved": "Template saved.",
  "template-applied": "Template applied.",
  "template-applied-unmatched": "Template applied. Some of its fields have no signer yet: give each one its signer.",
  sent: "Sent for signature. The first signers have their emails.",
  reminded: "Reminder sent to the signers whose turn it is.",
  "not-reminded": "Nobody was reminded: each signer is emailed at most once a day.",
  voided: "Document voided. Its links stopped working and the signers who had it were told.",
};

export async function loader({ context, request, params, url }: Route.LoaderArgs) {
  const user = await requireStaff({ request, context });
  const db = servicesOf(context).db;
  const document = await getSigningDocument(db, params.id);
  if (!document) throw data("Not found", { status: 404 });
  const draft = document.status === "draft";
  const [record, history, images, choices, templates] = await Promise.all([
    findSigningRecord(db, document.policyId ? { policy: document.policyId } : document.customerId ? { customer: document.customerId } : { lead: document.lead?.id, form: document.lead?.form }),
    documentHistory(db, document.id),
    draft ? pageImageSizes(db, document.id) : Promise.resolve([]),
    draft ? signerChoices(db, document.customerId) : Promise.resolve({ customer: null, team: [] }),
    draft ? listTemplates(db, document.pageSizes.length) : Promise.resolve([]),
  ]);
  const saved = url.searchParams.get("saved");
  // The first signer is offered the record's person: the customer, or the lead who asked.
  const person = choices.customer ?? (record?.lead ? { name: record.lead.name, email: record.lead.email } : null);
  return {
    person,
    document,
    record,
    history,
    images,
    choices,
    templates,
    isAdmin: user.role === "admin",
    saved: saved && Object.hasOwn(savedMessages, saved) ? savedMessages[saved]! : null,
    confirmVoid: url.searchParams.get("void") === "1" && (document.status === "draft" || document.status === "sent"),
    // `?signer=<id>`: the signer form changes that signer instead of adding one.
    editing: draft ? (document.signers.find((s) => s.id === url.searchParams.get("signer"))?.id ?? null) : null,
    // The forms' limits, from the lifecycle's rules (the page itself imports no server module).
    limits: { name: MAX_NAME_LENGTH, label: MAX_LABEL_LENGTH, templateName: MAX_TEMPLATE_NAME_LENGTH, reason: MAX_REASON_LENGTH },
  };
}

export async function action({ context, request, params, url }: Route.ActionArgs) {
  const staff = await requireStaff({ request, context });
  const form = await readAdminForm(request);
  const result = await takeSigningAction(signingDepsOf(servicesOf(context)), staff, params.id, form, url.searchParams);
  if (result.ok) return redirect(`/admin/signing/${params.id}?saved=${result.saved}${result.anchor ? `#${result.anchor}` : ""}`, 303);
  if (result.status === 404) throw data("Not found", { status: 404 });
  return data<Extract<SigningActionResult, { ok: false }>>(result, { status: result.status });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `${loaderData.document.title} · Signing · Back office` : "Back office" },
  { name: "robots", content: "noindex" },
];

type LoaderData = Route.ComponentProps["loaderData"];
type ActionData = Extract<SigningActionResult, { ok: false }> | undefined;
type Doc = LoaderData["document"];

const smallButton = "inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-md border px-3 text-sm font-semibold";
const plainButton = `${smallButton} border-slate-400 bg-white text-slate-900 hover:bg-slate-50`;
const dangerButton = `${smallButton} border-red-700 bg-white text-red-800 hover:bg-red-50`;
const inputClass = "mt-1 block w-full rounded-md border border-slate-400 bg-white px-2 py-2 text-base text-slate-900 aria-[invalid=true]:border-red-700";

const kindLabels: Record<string, string> = { signature: "Signature", initials: "Initials", date: "Date signed", text: "Text", checkbox: "Checkbox" };
const localeLabels: Record<string, string> = { en: "English", es: "Spanish" };

/**
 * The page images are drawn at these CSS widths (one per screen size, each narrower than the
 * panel at its smallest screen); a click's pixels are read against the width in its address.
 */
const SHOWN_WIDTHS = [
  { width: 300, className: "block sm:hidden" },
  { width: 540, className: "hidden sm:block md:hidden" },
  { width: 660, className: "hidden md:block xl:hidden" },
  { width: 820, className: "hidden xl:block" },
] as const;

const fieldCount = (n: number) => (n === 1 ? "1 field" : `${n} fields`);

const pct = (n: number) => String(Math.round(n * 10_000) / 100);

function signerName(document: Doc, signerId: string | null): string {
  const signer = document.signers.find((s) => s.id === signerId);
  return signer ? `${signer.name} (${signerRoleLabel(signer.role).toLowerCase()})` : "No signer yet";
}

export default function SigningDocumentPage({ loaderData, actionData }: Route.ComponentProps) {
  const { document, record, saved } = loaderData;
  const crumbs = [{ label: "Out for signature", href: "/admin/signing" }];
  if (record?.customer) crumbs.push({ label: record.customer.name, href: `/admin/customers/${record.customer.id}` });
  return (
    <AdminFrame
      crumbs={crumbs}
      eyebrow={document.status === "draft" ? "Prepare for signature" : "Document for signature"}
      title={document.title}
      description={
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-mono">{document.reference}</span>
          <span aria-hidden="true">·</span>
          <span>{document.pageSizes.length} page{document.pageSizes.length === 1 ? "" : "s"}</span>
        </p>
      }
    >
      {saved ? (
        <MessageBox tone="success" className="mb-6" focus>
          <p>{saved}</p>
        </MessageBox>
      ) : null}
      {actionData?.formError ? (
        <MessageBox tone="error" className="mb-6" focus focusKey={actionData}>
          <p>{actionData.formError}</p>
        </MessageBox>
      ) : null}
      {actionData?.problems ? <SendProblems document={document} problems={actionData.problems} /> : null}
      {document.status === "draft" ? <PreparePage data={loaderData} actionData={actionData} /> : <StatusPage data={loaderData} actionData={actionData} />}
    </AdminFrame>
  );
}

function Summary({ data: { document, record } }: { data: LoaderData }) {
  return (
    <Panel title="Summary" titleId="summary-heading">
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2 [&_dt]:text-sm [&_dt]:font-medium [&_dt]:text-slate-700">
        <div>
          <dt>Status</dt>
          <dd className="mt-1"><SigningStatusBadge status={document.status} /></dd>
        </div>
        <div>
          <dt>For</dt>
          <dd className="mt-1">
            {record ? <SigningRecordLink customer={record.customer} policy={record.policy} lead={record.lead} /> : "—"}
          </dd>
        </div>
        <div>
          <dt>Sent</dt>
          <dd>{document.sentAt ? formatDateTime(document.sentAt) : "Not sent yet"}</dd>
        </div>
        <div>
          <dt>Expires</dt>
          <dd>{document.expiresAt ? formatDate(document.expiresAt) : "Set when it is sent"}</dd>
        </div>
        {document.completedAt ? (
          <div>
            <dt>Completed</dt>
            <dd>{formatDateTime(document.completedAt)}</dd>
          </div>
        ) : null}
        {document.declinedAt ? (
          <div className="sm:col-span-2">
            <dt>Declined</dt>
            <dd className="break-words">{formatDateTime(document.declinedAt)}{document.declineReason ? `: “${document.declineReason}”` : ""}</dd>
          </div>
        ) : null}
        {document.voidedAt ? (
          <div className="sm:col-span-2">
            <dt>Voided</dt>
            <dd className="break-words">{formatDateTime(document.voidedAt)}{document.voidReason ? `: “${document.voidReason}”` : ""}</dd>
          </div>
        ) : null}
        {document.expiredAt ? (
          <div>
            <dt>Expired</dt>
            <dd>{formatDateTime(document.expiredAt)}</dd>
          </div>
        ) : null}
      </dl>
      <div className="mt-5 flex flex-wrap gap-3">
        <a href={`/admin/signing/${document.id}/files/original`} className={plainButton}>
          <FileDown aria-hidden="true" className="h-4 w-4" />
          Download the original PDF
        </a>
        {document.status === "completed" ? (
          <a href={`/admin/signing/${document.id}/files/signed`} className={plainButton}>
            <Download aria-hidden="true" className="h-4 w-4" />
            Download the signed PDF
          </a>
        ) : null}
      </div>
    </Panel>
  );
}

function VoidPanel({ document, confirm, actionData, limits }: { document: Doc; confirm: boolean; actionData: ActionData; limits: LoaderData["limits"] }) {
  if (document.status !== "draft" && document.status !== "sent") return null;
  const failure = actionData?.intent === "void" ? actionData : undefined;
  const what = document.status === "draft" ? "Discard this draft" : "Void this document";
  if (!confirm && !failure) {
    return (
      <p className="mt-6">
        <Link to={`/admin/signing/${document.id}?void=1#void-heading`} className={dangerButton}>
          <Ban aria-hidden="true" className="h-4 w-4" />
          {what}
        </Link>
      </p>
    );
  }
  return (
    <section aria-labelledby="void-heading" className="mt-6 rounded-xl border-2 border-red-700 bg-red-50 p-5">
      <h2 id="void-heading" className="text-lg font-semibold text-red-950">{what}?</h2>
      <p className="mt-1 text-red-950">
        {document.status === "sent" ? "Every signing link stops working at once and the signers who were emailed are told, with your reason. This cannot be undone." : "The draft is closed for good; the audit log keeps it."}
      </p>
      <Form method="post" action={`/admin/signing/${document.id}`} className="mt-4 space-y-4" noValidate>
        <ErrorSummary errors={failure?.errors} labels={{ reason: "Reason" }} />
        <TextareaField name="reason" label="Reason" required rows={3} maxLength={limits.reason} hint="The signers read it in their email." defaultValue={valueOf(failure?.values, "reason")} error={failure?.errors.reason} />
        <div className="flex flex-wrap gap-3">
          <button type="submit" name="intent" value="void" className={`${smallButton} border-red-800 bg-red-800 text-base text-white hover:bg-red-900`}>
            <Ban aria-hidden="true" className="h-5 w-5" />
            {document.status === "draft" ? "Discard draft" : "Void document"}
          </button>
          <Link to={`/admin/signing/${document.id}`} className={plainButton}>Keep it</Link>
        </div>
      </Form>
    </section>
  );
}

// ---- Prepare ----------------------------------------------------------------------------------------

function PreparePage({ data: loaderData, actionData }: { data: LoaderData; actionData: ActionData }) {
  const { document } = loaderData;
  return (
    <div className="space-y-6">
      <SignersPanel data={loaderData} actionData={actionData} />
      <PlacePanel data={loaderData} actionData={actionData} />
      <FieldsPanel document={document} actionData={actionData} maxLabel={loaderData.limits.label} />
      <SendPanel document={document} />
      <TemplatesPanel data={loaderData} actionData={actionData} />
      <Summary data={loaderData} />
      <VoidPanel document={document} confirm={loaderData.confirmVoid} actionData={actionData} limits={loaderData.limits} />
    </div>
  );
}

/** The send's refusal: what is missing, and the signers or fields concerned by name. */
function SendProblems({ document, problems }: { document: Doc; problems: { message: string; ids: string[] } }) {
  const named = problems.ids.map((id) => {
    const signer = document.signers.find((s) => s.id === id);
    if (signer) return `${signer.name} (${signerRoleLabel(signer.role).toLowerCase()})`;
    const index = document.fields.findIndex((f) => f.id === id);
    const field = document.fields[index];
    return field ? `Field ${index + 1}: ${kindLabels[field.kind] ?? field.kind} on page ${field.box.page}` : null;
  });
  return (
    <MessageBox tone="error" className="mb-6" title="Not sent yet" focus focusKey={problems}>
      <ul className="list-disc pl-5">
        <li>{problems.message}</li>
        {named.filter(Boolean).map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    </MessageBox>
  );
}

function SendPanel({ document }: { document: Doc }) {
  return (
    <Panel title="Send for signature" titleId="send-heading">
      <p className="text-slate-800">
        {document.signers.length} signer{document.signers.length === 1 ? "" : "s"}, {fieldCount(document.fields.length)}. The first signers in the
        signing order are emailed a personal link at once; the next ones when they have signed.
      </p>
      <Form method="post" action={`/admin/signing/${document.id}`} className="mt-4">
        <SubmitButton name="intent" value="send" pendingText="Sending…" className="gap-2">
          <Send aria-hidden="true" className="h-5 w-5" />
          Send for signature
        </SubmitButton>
      </Form>
    </Panel>
  );
}

function SignersPanel({ data: { document, choices, limits, person, editing }, actionData }: { data: LoaderData; actionData: ActionData }) {
  const failedUpdate = actionData?.intent === "update-signer" ? actionData : undefined;
  const failure = actionData?.intent === "add-signer" || failedUpdate ? actionData : undefined;
  const edited = document.signers.find((s) => s.id === (failedUpdate?.target ?? editing)) ?? null;
  const values = failure?.values;
  const errors = failure?.errors;
  const hasCustomer = document.signers.some((s) => s.role === "customer");
  // The record's person is offered once, for the first signer; a signer being changed shows their own details.
  const prefill = edited ? { name: edited.role === "agent" ? "" : edited.name, email: edited.role === "agent" ? "" : edited.email } : !failure && person && !hasCustomer ? person : null;
  const nextOrder = String(edited?.order ?? Math.max(0, ...document.signers.map((s) => s.order)) + 1);
  return (
    <Panel title={`Signers (${document.signers.length})`} titleId="signers-heading">
      {document.signers.length ? (
        <ol className="mb-6 divide-y divide-slate-200 rounded-md border border-slate-200">
          {document.signers.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
              <div className="min-w-0">
                <p className="break-words font-semibold text-slate-900">
                  {s.order}. {s.name} <span className="font-normal text-slate-700">· {signerRoleLabel(s.role)} · {localeLabels[s.locale] ?? s.locale}</span>
                </p>
                <p className="break-all text-sm text-slate-700">{s.email}</p>
                <p className="text-sm text-slate-700">{fieldCount(document.fields.filter((f) => f.signerId === s.id).length)}</p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Link to={`/admin/signing/${document.id}?signer=${s.id}#signer-form-heading`} className={plainButton}>
                  <Pencil aria-hidden="true" className="h-4 w-4" />
                  Change<span className="sr-only"> {s.name}</span>
                </Link>
                <Form method="post" action={`/admin/signing/${document.id}`}>
                  <input type="hidden" name="signerId" value={s.id} />
                  <button type="submit" name="intent" value="remove-signer" className={dangerButton}>
                    <Trash2 aria-hidden="true" className="h-4 w-4" />
                    Remove<span className="sr-only"> {s.name}</span>
                  </button>
                </Form>
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mb-4 text-slate-700">No signers yet.</p>
      )}
      <h3 id="signer-form-heading" className="scroll-mt-6 text-base font-semibold text-navy-900">{edited ? `Change ${edited.name}` : "Add a signer"}</h3>
      <p className="mt-1 text-sm text-slate-700">
        Signers with the same order number sign in parallel; a higher number signs after them. For an agent, choose the team member: their name and email come from their account.
      </p>
      <Form method="post" action={`/admin/signing/${document.id}#signers-heading`} className="mt-4 space-y-4" noValidate>
        <ErrorSummary errors={errors} labels={signerLabels} />
        {edited ? <input type="hidden" name="signerId" value={edited.id} /> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            name="role"
            label={signerLabels.role}
            required
            placeholder={null}
            options={[
              { value: "customer", label: "Customer" },
              { value: "co_insured", label: "Co-insured" },
              { value: "agent", label: "Agent (a team member)" },
            ]}
            defaultValue={valueOf(values, "role") ?? edited?.role ?? (hasCustomer ? "agent" : "customer")}
            error={errors?.role}
          />
          <SelectField
            name="userId"
            label={signerLabels.userId}
            hint="For an agent only."
            options={choices.team.map((m) => ({ value: m.id, label: `${m.name} (${m.email})` }))}
            placeholder="Not an agent"
            defaultValue={valueOf(values, "userId") ?? edited?.userId ?? undefined}
            error={errors?.userId}
          />
          <Field name="name" label={signerLabels.name} hint="Not needed for an agent." maxLength={limits.name} autoComplete="off" defaultValue={valueOf(values, "name") ?? prefill?.name} error={errors?.name} />
          <Field name="email" label={signerLabels.email} type="email" hint="Not needed for an agent." autoComplete="off" defaultValue={valueOf(values, "email") ?? prefill?.email} error={errors?.email} />
          <SelectField
            name="locale"
            label={signerLabels.locale}
            required
            placeholder={null}
            hint="The emails and signing pages are in this language."
            options={[
              { value: "en", label: "English" },
              { value: "es", label: "Spanish" },
            ]}
            defaultValue={valueOf(values, "locale") ?? edited?.locale ?? "en"}
            error={errors?.locale}
          />
          <Field name="order" label={signerLabels.order} required inputMode="numeric" defaultValue={valueOf(values, "order") ?? nextOrder} error={errors?.order} />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton name="intent" value={edited ? "update-signer" : "add-signer"} pendingText="Saving…" className="gap-2">
            {edited ? <Save aria-hidden="true" className="h-5 w-5" /> : <UserPlus aria-hidden="true" className="h-5 w-5" />}
            {edited ? "Save signer" : "Add signer"}
          </SubmitButton>
          {edited ? (
            <Link to={`/admin/signing/${document.id}#signers-heading`} className={plainButton}>
              Cancel
            </Link>
          ) : null}
        </div>
      </Form>
    </Panel>
  );
}

function PlacePanel({ data: { document, images }, actionData }: { data: LoaderData; actionData: ActionData }) {
  const failure = actionData?.intent === "place" ? actionData : undefined;
  const values = failure?.values;
  const errors = failure?.errors;
  const action = `/admin/signing/${document.id}`;
  return (
    <Panel title="Place a field" titleId="place-heading">
      <p className="text-slate-800">
        Choose the field, its signer and whether it is required, then click on a page where the field goes. Or type its position and choose “Add field”.
      </p>
      <Form method="post" action={action} className="mt-4 space-y-4" noValidate>
        <ErrorSummary errors={errors} labels={placeLabels} />
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField
            name="kind"
            label={placeLabels.kind}
            required
            placeholder={null}
            options={Object.entries(kindLabels).map(([value, label]) => ({ value, label }))}
            defaultValue={valueOf(values, "kind") ?? "signature"}
            error={errors?.kind}
          />
          <SelectField
            name="signerId"
            label={placeLabels.signerId}
            options={document.signers.map((s) => ({ value: s.id, label: `${s.name} (${signerRoleLabel(s.role).toLowerCase()})` }))}
            placeholder="No signer yet"
            defaultValue={valueOf(values, "signerId") ?? document.signers[0]?.id}
            error={errors?.signerId}
          />
          <SelectField
            name="required"
            label={placeLabels.required}
            required
            placeholder={null}
            options={[
              { value: "yes", label: "Yes, required" },
              { value: "no", label: "No, optional" },
            ]}
            defaultValue={valueOf(values, "required") ?? "yes"}
            error={errors?.required}
          />
        </div>
        <fieldset className="rounded-md border border-slate-300 p-4">
          <legend className="px-1 font-medium text-slate-900">Position, typed (the field’s top-left corner)</legend>
          <div className="grid gap-4 sm:grid-cols-3">
            <SelectField
              name="page"
              label={placeLabels.page}
              required
              placeholder={null}
              options={document.pageSizes.map((p) => ({ value: String(p.page), label: `Page ${p.page}` }))}
              defaultValue={valueOf(values, "page") ?? "1"}
              error={errors?.page}
            />
            <Field name="x" label={placeLabels.x} required inputMode="decimal" defaultValue={valueOf(values, "x") ?? "10"} error={errors?.x} />
            <Field name="y" label={placeLabels.y} required inputMode="decimal" defaultValue={valueOf(values, "y") ?? "80"} error={errors?.y} />
          </div>
          {/* The first submit button in the form: pressing Enter in a field adds by the numbers, never by a page image. */}
          <button type="submit" name="intent" value="place" className={`${plainButton} mt-4`}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            Add field
          </button>
        </fieldset>
        <div className="space-y-8">
          {document.pageSizes.map((p) => {
            const image = images.find((i) => i.page === p.page);
            const fields = document.fields.filter((f) => f.box.page === p.page);
            return (
              <figure key={p.page} className="min-w-0">
                <figcaption id={`page-${p.page}-caption`} className="mb-2 flex items-center gap-2 font-semibold text-navy-900">
                  <MousePointerClick aria-hidden="true" className="h-5 w-5" />
                  Page {p.page} of {document.pageSizes.length}: click where the field goes
                </figcaption>
                {image ? (
                  // Labels running past the page's edge are cut there: the sentence below the page names every field in full.
                  <div className="relative w-[300px] overflow-hidden bg-white shadow-sm ring-1 ring-slate-400 sm:w-[540px] md:w-[660px] xl:w-[820px]">
                    {SHOWN_WIDTHS.map((shown) => (
                      <input
                        key={shown.width}
                        type="image"
                        name="place"
                        src={`/admin/signing/${document.id}/pages/${p.page}`}
                        alt={`Page ${p.page}: place the field here`}
                        formAction={`${action}?page=${p.page}&w=${shown.width}`}
                        width={shown.width}
                        height={Math.round((shown.width * image.heightPx) / image.widthPx)}
                        className={`${shown.className} h-auto w-full cursor-crosshair focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-gold-400`}
                      />
                    ))}
                    {fields.map((f) => (
                      <span
                        key={f.id}
                        aria-hidden="true"
                        className="pointer-events-none absolute border-2 border-dashed border-navy-800 bg-navy-50/40"
                        style={{ left: `${f.box.x * 100}%`, top: `${f.box.y * 100}%`, width: `${f.box.width * 100}%`, height: `${f.box.height * 100}%` }}
                      >
                        <span className={`absolute left-0 whitespace-nowrap rounded-sm bg-navy-900 px-1 text-[11px] font-semibold leading-4 text-white ${f.box.y < 0.03 ? "top-full" : "bottom-full"}`}>
                          {document.fields.indexOf(f) + 1}. {kindLabels[f.kind] ?? f.kind} · {signerName(document, f.signerId)}
                        </span>
                      </span>
                    ))}
                  </div>
                ) : (
                  <p className="text-slate-700">This page's image is missing; type the position instead.</p>
                )}
                {fields.length ? (
                  <p className="mt-2 text-sm text-slate-700">
                    On this page: {fields.map((f) => `${document.fields.indexOf(f) + 1}. ${kindLabels[f.kind] ?? f.kind} for ${signerName(document, f.signerId)}`).join("; ")}.
                  </p>
                ) : null}
              </figure>
            );
          })}
        </div>
      </Form>
    </Panel>
  );
}

function FieldsPanel({ document, actionData, maxLabel }: { document: Doc; actionData: ActionData; maxLabel: number }) {
  const action = `/admin/signing/${document.id}`;
  return (
    <Panel title={`Fields (${document.fields.length})`} titleId="fields-heading">
      {document.fields.length ? (
        <ol className="space-y-4">
          {document.fields.map((f, index) => {
            const failure = actionData?.target === f.id ? actionData : undefined;
            const values = failure?.values;
            const errors = failure?.errors ?? {};
            const id = (name: string) => `field-${f.id}-${name}`;
            const number = (name: "x" | "y" | "width" | "height", label: string, value: number) => (
              <div>
                <label htmlFor={id(name)} className="block text-sm font-medium text-slate-900">{label}</label>
                <input
                  id={id(name)}
                  name={name}
                  inputMode="decimal"
                  defaultValue={valueOf(values, name) ?? pct(value)}
                  aria-invalid={errors[name] ? true : undefined}
                  aria-describedby={errors[name] ? id(`${name}-error`) : undefined}
                  className={inputClass}
                />
                {errors[name] ? <p id={id(`${name}-error`)} className="mt-1 text-sm font-medium text-red-800">Error: {errors[name]}</p> : null}
              </div>
            );
            return (
              <li key={f.id} id={`field-${f.id}`} className="scroll-mt-6 rounded-md border border-slate-300 p-4">
                <h3 className="break-words font-semibold text-navy-900">
                  {index + 1}. {kindLabels[f.kind] ?? f.kind} · page {f.box.page} · {signerName(document, f.signerId)}
                  {f.required ? "" : " · optional"}
                </h3>
                <Form method="post" action={action} className="mt-3 space-y-3" noValidate>
                  <input type="hidden" name="fieldId" value={f.id} />
                  <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
                    {number("x", "Left (%)", f.box.x)}
                    {number("y", "Top (%)", f.box.y)}
                    {number("width", "Width (%)", f.box.width)}
                    {number("height", "Height (%)", f.box.height)}
                  </div>
                  <div className="grid gap-3 sm:grid-cols-3">
                    <div>
                      <label htmlFor={id("signer")} className="block text-sm font-medium text-slate-900">Signer</label>
                      <select id={id("signer")} name="signerId" defaultValue={valueOf(values, "signerId") ?? f.signerId ?? ""} className={inputClass}>
                        <option value="">No signer yet</option>
                        {document.signers.map((s) => (
                          <option key={s.id} value={s.id}>{s.name} ({signerRoleLabel(s.role).toLowerCase()})</option>
                        ))}
                      </select>
                      {errors.signerId ? <p className="mt-1 text-sm font-medium text-red-800">Error: {errors.signerId}</p> : null}
                    </div>
                    <div>
                      <label htmlFor={id("required")} className="block text-sm font-medium text-slate-900">Required</label>
                      <select id={id("required")} name="required" defaultValue={valueOf(values, "required") ?? (f.required ? "yes" : "no")} className={inputClass}>
                        <option value="yes">Yes, required</option>
                        <option value="no">No, optional</option>
                      </select>
                    </div>
                    <div>
                      <label htmlFor={id("label")} className="block text-sm font-medium text-slate-900">Label (optional)</label>
                      <input id={id("label")} name="label" maxLength={maxLabel} defaultValue={valueOf(values, "label") ?? f.label ?? ""} className={inputClass} />
                      {errors.label ? <p className="mt-1 text-sm font-medium text-red-800">Error: {errors.label}</p> : null}
                    </div>
                  </div>
                  <div className="flex flex-wrap items-center gap-2">
                    <button type="submit" name="intent" value="edit-field" className={`${smallButton} border-navy-800 bg-navy-800 text-white hover:bg-navy-900`}>
                      <Save aria-hidden="true" className="h-4 w-4" />
                      Save<span className="sr-only"> field {index + 1}</span>
                    </button>
                    <span className="flex flex-wrap gap-1" role="group" aria-label={`Move field ${index + 1} by a step`}>
                      {([
                        ["up", ArrowUp, "Up"],
                        ["down", ArrowDown, "Down"],
                        ["left", ArrowLeft, "Left"],
                        ["right", ArrowRight, "Right"],
                      ] as const).map(([direction, Icon, word]) => (
                        <button key={direction} type="submit" name="intent" value={`move:${direction}`} className={plainButton}>
                          <Icon aria-hidden="true" className="h-4 w-4" />
                          <span className="sr-only">Move field {index + 1} </span>
                          {word}
                        </button>
                      ))}
                    </span>
                    <button type="submit" name="intent" value="remove-field" className={dangerButton}>
                      <Trash2 aria-hidden="true" className="h-4 w-4" />
                      Remove<span className="sr-only"> field {index + 1}</span>
                    </button>
                  </div>
                </Form>
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="text-slate-700">No fields yet: place them above.</p>
      )}
    </Panel>
  );
}

function TemplatesPanel({ data: { document, templates, limits }, actionData }: { data: LoaderData; actionData: ActionData }) {
  const saveFailure = actionData?.intent === "save-template" ? actionData : undefined;
  const applyFailure = actionData?.intent === "apply-template" ? actionData : undefined;
  const action = `/admin/signing/${document.id}`;
  return (
    <Panel title="Templates" titleId="templates-heading">
      <div className="grid gap-6 md:grid-cols-2">
        <Form method="post" action={action} className="space-y-3" noValidate>
          <h3 className="font-semibold text-navy-900">Save this layout as a template</h3>
          <Field
            name="templateName"
            label="Template name"
            required
            maxLength={limits.templateName}
            hint="For the next upload of the same form."
            defaultValue={valueOf(saveFailure?.values, "templateName")}
            error={saveFailure?.errors.templateName}
          />
          <button type="submit" name="intent" value="save-template" className={plainButton}>
            <Save aria-hidden="true" className="h-4 w-4" />
            Save as template
          </button>
        </Form>
        <Form method="post" action={action} className="space-y-3" noValidate>
          <h3 className="font-semibold text-navy-900">Apply a template</h3>
          {templates.length ? (
            <>
              <SelectField
                name="templateId"
                label="Template"
                required
                hint={`Templates for ${document.pageSizes.length}-page documents; they apply to a draft without fields.`}
                options={templates.map((t) => ({ value: t.id, label: `${t.name} (${t.fieldCount} field${t.fieldCount === 1 ? "" : "s"})` }))}
                defaultValue={valueOf(applyFailure?.values, "templateId")}
                error={applyFailure?.errors.templateId}
              />
              <button type="submit" name="intent" value="apply-template" className={plainButton}>
                Apply template
              </button>
            </>
          ) : (
            <p className="text-slate-700">No template is saved for {document.pageSizes.length}-page documents yet.</p>
          )}
        </Form>
      </div>
    </Panel>
  );
}

// ---- Status -----------------------------------------------------------------------------------------

function StatusPage({ data: loaderData, actionData }: { data: LoaderData; actionData: ActionData }) {
  const { document, history, isAdmin } = loaderData;
  const when = (at: string | null) => (at ? formatDateTime(at) : "—");
  return (
    <div className="space-y-6">
      <Summary data={loaderData} />
      <Panel
        title={`Signers (${document.signers.length})`}
        titleId="signers-heading"
        actions={
          document.status === "sent" ? (
            <Form method="post" action={`/admin/signing/${document.id}`}>
              <button type="submit" name="intent" value="remind" className={plainButton}>
                <BellRing aria-hidden="true" className="h-4 w-4" />
                Remind signers
              </button>
            </Form>
          ) : null
        }
      >
        {document.status === "sent" ? <p className="mb-4 text-sm text-slate-700">“Remind signers” emails a new link to each signer whose turn it is, at most once a day each.</p> : null}
        <ol className="space-y-4">
          {document.signers.map((s) => (
            <li key={s.id} className="rounded-md border border-slate-300 p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="break-words font-semibold text-slate-900">
                  {s.order}. {s.name} <span className="font-normal text-slate-700">· {signerRoleLabel(s.role)} · {localeLabels[s.locale] ?? s.locale}</span>
                </p>
                <SignerStatusBadge status={s.status} />
              </div>
              <p className="break-all text-sm text-slate-700">{s.email}</p>
              <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-3 [&_dt]:font-medium [&_dt]:text-slate-700">
                <div><dt className="inline">Invited: </dt><dd className="inline">{when(s.sentAt)}</dd></div>
                <div><dt className="inline">Last reminded: </dt><dd className="inline">{when(s.remindedAt)}</dd></div>
                <div><dt className="inline">Opened: </dt><dd className="inline">{when(s.viewedAt)}</dd></div>
                <div><dt className="inline">Email confirmed: </dt><dd className="inline">{when(s.verifiedAt)}</dd></div>
                <div><dt className="inline">Consented: </dt><dd className="inline">{when(s.consentedAt)}</dd></div>
                {s.declinedAt ? (
                  <div><dt className="inline">Declined: </dt><dd className="inline">{when(s.declinedAt)}{document.declineReason ? ` (“${document.declineReason}”)` : ""}</dd></div>
                ) : (
                  <div><dt className="inline">Signed: </dt><dd className="inline">{when(s.signedAt)}</dd></div>
                )}
              </dl>
            </li>
          ))}
        </ol>
      </Panel>
      <Panel title="History" titleId="history-heading">
        {history.length ? <LeadTimeline entries={history} isAdmin={isAdmin} /> : <p className="text-slate-700">Nothing yet.</p>}
      </Panel>
      <VoidPanel document={document} confirm={loaderData.confirmVoid} actionData={actionData} limits={loaderData.limits} />
    </div>
  );
}
