/**
 * A submission's page in the back office (docs/back-office.md#lead-inboxes): every field as submitted, its
 * files to download, its consent, the status, internal notes, the record's recent
 * activity from the audit log, and deleting it. Admins only; every action posts
 * through requireAdmin and is audited, and so is viewing the page.
 */
import { Download, FileText, History, Mail, Phone, StickyNote, Trash2 } from "lucide-react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/admin-lead";
import { AdminFrame, Panel } from "../components/admin/AdminFrame.tsx";
import { LeadStatusBadge } from "../components/admin/Badges.tsx";
import { hrefWith } from "../components/admin/listing.tsx";
import { ErrorSummary, SelectField, TextareaField, valueOf } from "../components/forms.tsx";
import { MessageBox } from "../components/MessageBox.tsx";
import { parseUsPhone } from "../config/agency.ts";
import { auditActionLabel } from "../lib/audit-actions.ts";
import { fileKind, formatFileSize } from "../lib/file-size.ts";
import { formatDateTime } from "../lib/format.ts";
import { parseForm, type FormFailure } from "../lib/form-data.ts";
import { inboxPath } from "../lib/inbox-paths.ts";
import { isLeadForm, leadFormInfo } from "../lib/lead-forms.ts";
import { leadStatuses, leadStatusLabel, leadStatusLabels } from "../lib/lead-status.ts";
import { leadNoteSchema } from "../lib/schemas/lead-note.ts";
import { leadNoteLabels, MAX_NOTE_LENGTH } from "../lib/schemas/lead-note-fields.ts";
import { requireAdmin } from "../server/accounts/guards.ts";
import { recentAuditFor } from "../server/audit/list-audit.ts";
import { recordView } from "../server/audit/record-audit.ts";
import { readAdminForm } from "../server/http/read-admin-form.ts";
import { addLeadNote } from "../server/inbox/add-lead-note.ts";
import { changeLeadStatus } from "../server/inbox/change-lead-status.ts";
import { deleteLead } from "../server/inbox/delete-lead.ts";
import { getLead } from "../server/inbox/get-lead.ts";
import { servicesOf } from "../server/context.ts";

export const handle = { hydrate: true };

const notFound = () => data("Not found", { status: 404 });

export async function loader({ context, request, params, url }: Route.LoaderArgs) {
  const admin = await requireAdmin({ request, context });
  const form = params.form;
  if (!isLeadForm(form)) throw notFound();
  const db = servicesOf(context).db;
  const lead = await getLead(db, form, params.id);
  if (!lead) throw notFound();
  await recordView(db, admin, { action: "lead.view", targetType: form, targetId: lead.id, targetLabel: lead.claimNumber ?? "" });
  const activity = await recentAuditFor(db, form, lead.id);
  const saved = url.searchParams.get("saved");
  return {
    form,
    lead,
    activity,
    saved: saved === "status" || saved === "unchanged" || saved === "note" ? saved : null,
    confirmDelete: url.searchParams.get("delete") === "confirm",
  };
}

type ActionResult = FormFailure & { intent: "status" | "note" };

export async function action({ context, request, params }: Route.ActionArgs) {
  const admin = await requireAdmin({ request, context });
  const form = params.form;
  if (!isLeadForm(form)) throw notFound();
  const formData = await readAdminForm(request);
  const db = servicesOf(context).db;
  const here = inboxPath(form, params.id);

  switch (formData.get("intent")) {
    case "status": {
      const result = await changeLeadStatus(db, admin, form, params.id, formData.get("status"));
      if (!result.ok && result.reason === "not-found") throw notFound();
      if (!result.ok) {
        return data<ActionResult>({ intent: "status", errors: { status: "Please choose one of the statuses." }, values: {} }, { status: 400 });
      }
      return redirect(hrefWith(here, { saved: result.changed ? "status" : "unchanged" }), 303);
    }
    case "note": {
      const parsed = parseForm(leadNoteSchema, formData);
      if (!parsed.ok) return data<ActionResult>({ intent: "note", errors: parsed.errors, values: parsed.values }, { status: 400 });
      const result = await addLeadNote(db, admin, form, params.id, parsed.data.note);
      if (!result.ok) throw notFound();
      return redirect(`${hrefWith(here, { saved: "note" })}#notes`, 303);
    }
    case "delete": {
      if (!(await deleteLead(db, admin, form, params.id))) throw notFound();
      return redirect(hrefWith(inboxPath(form), { deleted: "1" }), 303);
    }
    default:
      throw data("Unknown action", { status: 400 });
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `${loaderData.lead.claimNumber ?? loaderData.lead.name} · ${leadFormInfo[loaderData.form].singular}` : "Back office" },
  { name: "robots", content: "noindex" },
];

const buttonClass = "inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4 font-semibold";

export default function LeadPage({ loaderData, actionData }: Route.ComponentProps) {
  const { form, lead, activity, saved, confirmDelete } = loaderData;
  const info = leadFormInfo[form];
  const here = inboxPath(form, lead.id);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const dial = parseUsPhone(lead.phone)?.dial;
  const noteFailure = actionData?.intent === "note" ? actionData : undefined;
  const statusFailure = actionData?.intent === "status" ? actionData : undefined;

  return (
    <AdminFrame
      section={form}
      crumbs={[{ label: info.title, href: inboxPath(form) }]}
      eyebrow={lead.claimNumber ? `${info.singular} ${lead.claimNumber}` : info.singular}
      title={lead.name || "(no name)"}
      description={
        <p className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <span>Received {formatDateTime(lead.createdAt)}</span>
          <LeadStatusBadge status={lead.status} />
        </p>
      }
      actions={
        <>
          <a href={`mailto:${lead.email}`} className={`${buttonClass} border-2 border-white text-white hover:bg-white/10`}>
            <Mail aria-hidden="true" className="h-5 w-5" />
            Email<span className="sr-only"> {lead.name}</span>
          </a>
          {dial ? (
            <a href={`tel:${dial}`} className={`${buttonClass} border-2 border-white text-white hover:bg-white/10`}>
              <Phone aria-hidden="true" className="h-5 w-5" />
              Call<span className="sr-only"> {lead.name}</span>
            </a>
          ) : null}
        </>
      }
    >
      {saved ? (
        <MessageBox tone={saved === "unchanged" ? "info" : "success"} className="mb-6" focus>
          <p>
            {saved === "status"
              ? `Status changed to ${leadStatusLabel(lead.status)}.`
              : saved === "unchanged"
                ? `The status was already ${leadStatusLabel(lead.status)}; nothing changed.`
                : "Note added."}
          </p>
        </MessageBox>
      ) : null}

      {confirmDelete ? (
        <section aria-labelledby="confirm-delete" className="mb-6 rounded-xl border-2 border-red-700 bg-red-50 p-5">
          <h2 id="confirm-delete" className="text-lg font-semibold text-red-950">Delete this {info.singular.toLowerCase()} for good?</h2>
          <p className="mt-1 text-red-950">
            Every field, {lead.files.length ? `${lead.files.length} ${lead.files.length === 1 ? "file" : "files"}, ` : ""}and every note are removed. This cannot be undone; the audit log keeps a line saying who deleted it.
          </p>
          <Form method="post" className="mt-4 flex flex-wrap gap-3">
            <button type="submit" name="intent" value="delete" disabled={busy} className={`${buttonClass} bg-red-800 text-white hover:bg-red-900 disabled:opacity-60`}>
              <Trash2 aria-hidden="true" className="h-5 w-5" />
              Delete permanently
            </button>
            <Link to={here} className={`${buttonClass} border-2 border-slate-400 bg-white text-slate-800`}>Keep it</Link>
          </Form>
        </section>
      ) : null}

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="space-y-6">
          <Panel title="Submitted details" titleId="details-heading" padded={false}>
            <dl className="divide-y divide-slate-200">
              {lead.details.map((field, i) => (
                <div key={`${field.label}-${i}`} className="px-5 py-3 sm:grid sm:grid-cols-[14rem_minmax(0,1fr)] sm:gap-4">
                  <dt className="text-sm font-medium text-slate-600">{field.label}</dt>
                  <dd className="mt-0.5 whitespace-pre-wrap break-words text-slate-900 sm:mt-0">
                    {field.value || <span className="italic text-slate-600">Not provided</span>}
                  </dd>
                </div>
              ))}
              {lead.details.length === 0 ? <p className="px-5 py-4 text-slate-700">This record has no stored fields.</p> : null}
            </dl>
          </Panel>

          {lead.files.length || form === "claims" || form === "applications" ? (
            <Panel title={form === "applications" ? "Resume" : "Photos and documents"} titleId="files-heading">
              {lead.files.length ? (
                <ul className="divide-y divide-slate-200">
                  {lead.files.map((file) => (
                    <li key={file.id} className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0 last:pb-0">
                      <div className="flex min-w-0 items-start gap-3">
                        <FileText aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-navy-700" />
                        <div className="min-w-0">
                          <p className="break-all font-medium text-slate-900">{file.fileName}</p>
                          <p className="text-sm text-slate-600">
                            {fileKind(file.contentType)} · {formatFileSize(file.sizeBytes)}
                          </p>
                        </div>
                      </div>
                      <a
                        href={`${here}/files/${encodeURIComponent(file.id)}`}
                        className={`${buttonClass} min-h-10 border border-slate-300 bg-white text-navy-900 hover:bg-slate-50`}
                      >
                        <Download aria-hidden="true" className="h-4 w-4" />
                        Download<span className="sr-only"> {file.fileName}</span>
                      </a>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-slate-700">No files were attached.</p>
              )}
            </Panel>
          ) : null}

          {lead.consent ? (
            <Panel title="Consent" titleId="consent-heading">
              <p className="text-slate-800">“{lead.consent.text}”</p>
              <p className="mt-2 text-sm text-slate-600">Agreed to on {formatDateTime(lead.consent.at)}.</p>
            </Panel>
          ) : null}
        </div>

        <div className="space-y-6">
          <Panel title="Status" titleId="status-heading">
            {/* Keyed by the status, so the form shows the stored value after every change. */}
            <Form key={lead.status} method="post" className="space-y-4" noValidate>
              <SelectField
                name="status"
                label="Status"
                required
                placeholder={null}
                defaultValue={lead.status}
                options={leadStatuses.map((s) => ({ value: s, label: leadStatusLabels[s] }))}
                error={statusFailure?.errors.status}
              />
              <button type="submit" name="intent" value="status" disabled={busy} className={`${buttonClass} w-full bg-navy-800 text-white hover:bg-navy-900 disabled:opacity-60`}>
                Update status
              </button>
            </Form>
          </Panel>

          <Panel title={`Internal notes (${lead.notes.length})`} titleId="notes">
            {/* Keyed by the number of notes: once a note is added the form starts empty again. */}
            <Form key={lead.notes.length} method="post" className="space-y-3" noValidate>
              <ErrorSummary errors={noteFailure?.errors} labels={leadNoteLabels} />
              <TextareaField
                name="note"
                label="Note"
                required
                rows={4}
                maxLength={MAX_NOTE_LENGTH}
                hint="Only staff see notes, never the person who sent this."
                defaultValue={valueOf(noteFailure?.values, "note")}
                error={noteFailure?.errors.note}
              />
              <button type="submit" name="intent" value="note" disabled={busy} className={`${buttonClass} w-full border-2 border-navy-800 text-navy-900 hover:bg-navy-50 disabled:opacity-60`}>
                <StickyNote aria-hidden="true" className="h-5 w-5" />
                Add note
              </button>
            </Form>
            {lead.notes.length ? (
              <ol className="mt-5 space-y-3" aria-label="Notes, newest first">
                {lead.notes.map((note) => (
                  <li key={note.id} className="rounded-lg border border-amber-200 bg-amber-50 p-3">
                    <p className="whitespace-pre-wrap break-words text-slate-900">{note.body}</p>
                    <p className="mt-2 text-sm text-slate-700">
                      <span className="break-all font-medium">{note.authorEmail}</span> · {formatDateTime(note.createdAt)}
                    </p>
                  </li>
                ))}
              </ol>
            ) : null}
          </Panel>

          <Panel title="Activity" titleId="activity-heading">
            {activity.length ? (
              <ol className="space-y-3">
                {activity.map((entry) => (
                  <li key={entry.id} className="flex gap-3 text-sm">
                    <History aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" />
                    <div className="min-w-0">
                      <p className="text-slate-900">
                        <span className="font-medium">{auditActionLabel(entry.action)}</span>
                        {entry.detail ? <span className="text-slate-700">: {entry.detail}</span> : null}
                      </p>
                      <p className="text-slate-600">
                        <span className="break-all">{entry.actorEmail}</span> · {formatDateTime(entry.createdAt)}
                      </p>
                    </div>
                  </li>
                ))}
              </ol>
            ) : (
              <p className="text-sm text-slate-700">Nothing yet.</p>
            )}
            <p className="mt-4 text-sm">
              <Link to={hrefWith("/admin/audit", { type: form, id: lead.id })} className="font-semibold text-navy-800 underline">
                Full history in the audit log
              </Link>
            </p>
          </Panel>

          {!confirmDelete ? (
            <section aria-labelledby="delete-heading" className="rounded-xl border border-red-200 bg-white p-5 shadow-sm">
              <h2 id="delete-heading" className="text-lg font-semibold text-red-900">Delete record</h2>
              <p className="mt-1 text-sm text-slate-700">For spam, or when someone asks us to erase their data. You will be asked to confirm.</p>
              <Link to={hrefWith(here, { delete: "confirm" })} className={`${buttonClass} mt-3 border-2 border-red-700 text-red-800 hover:bg-red-50`}>
                <Trash2 aria-hidden="true" className="h-5 w-5" />
                Delete…
              </Link>
            </section>
          ) : null}
        </div>
      </div>
    </AdminFrame>
  );
}
