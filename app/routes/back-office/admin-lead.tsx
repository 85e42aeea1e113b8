/**
 * A record's page in the back office (docs/product.md#working-a-record): where a staff member
 * works one lead. At the top (first on a phone, a sidebar on a wide screen) the Work panel:
 * owner, stage with its Won/Lost outcome, next follow-up, logging a contact attempt; then
 * every field as submitted, the files (photos as thumbnails, PDFs previewed), consent, where
 * it came from, the person's other records, and one timeline of everything that happened.
 *
 * Plain server-rendered forms (no hydration): each posts here, the action checks the role
 * first, validates with the form's schema and calls one domain function; on an error the
 * form comes back with its messages and every typed value. Opening the page is audited and
 * marks the record read. Staff and admins work records; deleting one is for admins.
 */
import { Mail, MessageSquareText, Phone, StickyNote, Trash2, UserRound } from "lucide-react";
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/admin-lead";
import { AdminFrame, Panel } from "../../components/admin/AdminFrame.tsx";
import { StageBadge } from "../../components/admin/Badges.tsx";
import { hrefWith } from "../../components/admin/listing.tsx";
import { PersonAppointmentsList } from "../../components/admin/calendar/BookingBits.tsx";
import { ContactPreferencesPanel, DoNotMark, DoNotMarks } from "../../components/admin/ContactPreferences.tsx";
import { LeadConsents } from "../../components/admin/lead/LeadConsents.tsx";
import { LeadFiles } from "../../components/admin/lead/LeadFiles.tsx";
import { LeadOrigin } from "../../components/admin/lead/LeadOrigin.tsx";
import { OutcomeLine } from "../../components/admin/lead/LeadOutcome.tsx";
import { LeadTimeline } from "../../components/admin/lead/LeadTimeline.tsx";
import { FollowUpBadge, LeadWorkPanel, ownerName } from "../../components/admin/lead/LeadWorkPanel.tsx";
import { failureOf, type LeadFailure } from "../../components/admin/lead/work-failure.ts";
import { PersonRecords } from "../../components/admin/lead/PersonRecords.tsx";
import { RecordSignatures } from "../../components/admin/signing/RecordSignatures.tsx";
import { ErrorSummary, TextareaField, valueOf } from "../../components/forms.tsx";
import { MessageBox } from "../../components/MessageBox.tsx";
import { parseUsPhone } from "../../config/agency.ts";
import { DO_NOT_CALL, DO_NOT_TEXT } from "../../lib/contact-preferences.ts";
import { formatDateTime } from "../../lib/format.ts";
import { parseForm } from "../../lib/form-data.ts";
import { inboxPath } from "../../lib/inbox-paths.ts";
import { isLeadForm, leadFormInfo } from "../../lib/lead-forms.ts";
import { stageLabel } from "../../lib/pipeline.ts";
import { contactAttemptSchema } from "../../lib/schemas/contact-attempt.ts";
import { followUpSchema } from "../../lib/schemas/follow-up.ts";
import { leadNoteSchema } from "../../lib/schemas/lead-note.ts";
import { leadNoteLabels, MAX_NOTE_LENGTH } from "../../lib/schemas/lead-note-fields.ts";
import { ownerChangeSchema } from "../../lib/schemas/owner-change.ts";
import { optOutLists, optOutSchema } from "../../lib/schemas/opt-out.ts";
import { stageChangeSchema } from "../../lib/schemas/stage-change.ts";
import { requireAdmin, requireStaff } from "../../http/guards.ts";
import { readAdminForm } from "../../http/read-admin-form.ts";
import { recordLeadOptOut } from "../../server/compliance/staff-opt-outs.ts";
import { addLeadNote } from "../../server/inbox/add-lead-note.ts";
import { deleteLead } from "../../server/inbox/delete-lead.ts";
import { openLead } from "../../server/inbox/open-lead.ts";
import { assignLeads } from "../../server/pipeline/assign.ts";
import { changeStage } from "../../server/pipeline/change-stage.ts";
import { logContactAttempt } from "../../server/pipeline/contact-attempt.ts";
import { clearFollowUp, setFollowUp } from "../../server/pipeline/follow-up.ts";
import { getLeadStage } from "../../server/pipeline/lead-stage.ts";
import { servicesOf } from "../../http/context.ts";

const notFound = () => data("Not found", { status: 404 });

/** What the page says after a change (the `saved` query of the redirect). */
const savedMessages = ["owner", "stage", "unchanged", "follow_up", "follow_up_cleared", "contact", "contact_moved", "note", "opt_out"] as const;
type Saved = (typeof savedMessages)[number];

export async function loader({ context, request, params, url }: Route.LoaderArgs) {
  const staff = await requireStaff({ request, context });
  const form = params.form;
  if (!isLeadForm(form)) throw notFound();
  const now = new Date();
  const opened = await openLead(servicesOf(context).db, staff, form, params.id, now);
  if (!opened) throw notFound();
  const saved = url.searchParams.get("saved");
  return {
    form,
    ...opened,
    viewerId: staff.id,
    isAdmin: staff.role === "admin",
    now: now.toISOString(),
    saved: (savedMessages as readonly string[]).includes(saved ?? "") ? (saved as Saved) : null,
    confirmDelete: url.searchParams.get("delete") === "confirm" && staff.role === "admin",
  };
}

const failed = (intent: LeadFailure["intent"], failure: Omit<LeadFailure, "intent">) => data<LeadFailure>({ intent, ...failure }, { status: 400 });

export async function action({ context, request, params }: Route.ActionArgs) {
  const staff = await requireStaff({ request, context });
  const form = params.form;
  if (!isLeadForm(form)) throw notFound();
  const formData = await readAdminForm(request);
  const db = servicesOf(context).db;
  const here = inboxPath(form, params.id);
  const done = (saved: Saved, hash = "work") => redirect(`${hrefWith(here, { saved })}#${hash}`, 303);

  switch (formData.get("intent")) {
    case "owner": {
      const parsed = parseForm(ownerChangeSchema, formData);
      if (!parsed.ok) return failed("owner", parsed);
      const result = await assignLeads(db, staff, form, [params.id], parsed.data.ownerId);
      if (!result.ok && result.reason === "not-found") throw notFound();
      if (!result.ok) return failed("owner", { errors: { owner_id: "Please choose an active member of the team." }, values: parsed.values });
      return done(result.changed ? "owner" : "unchanged");
    }
    // "status": the form's intent before stages existed (a page open across the upgrade).
    case "stage":
    case "status": {
      const current = await getLeadStage(db, form, params.id);
      if (current === null) throw notFound();
      const parsed = parseForm(stageChangeSchema(form, current), formData);
      if (!parsed.ok) return failed("stage", parsed);
      const result = await changeStage(db, staff, form, params.id, parsed.data);
      if (!result.ok && result.reason === "not-found") throw notFound();
      if (!result.ok) return failed("stage", { errors: { stage: "Please choose one of the stages." }, values: parsed.values });
      return done(result.changed ? "stage" : "unchanged");
    }
    case "follow_up": {
      const parsed = parseForm(followUpSchema(new Date()), formData);
      if (!parsed.ok) return failed("follow_up", parsed);
      const result = await setFollowUp(db, staff, form, params.id, parsed.data);
      if (!result.ok && result.reason === "not-found") throw notFound();
      if (!result.ok) {
        return failed("follow_up", { errors: {}, values: parsed.values, formError: "This record is in a final stage, so it takes no follow-ups. Move it back to an open stage first." });
      }
      return done("follow_up");
    }
    case "follow_up_clear": {
      const result = await clearFollowUp(db, staff, form, params.id);
      if (!result.ok) throw notFound();
      return done(result.changed ? "follow_up_cleared" : "unchanged");
    }
    case "contact": {
      const parsed = parseForm(contactAttemptSchema, formData);
      if (!parsed.ok) return failed("contact", parsed);
      const result = await logContactAttempt(db, staff, form, params.id, parsed.data);
      if (!result.ok) throw notFound();
      return done(result.movedTo ? "contact_moved" : "contact");
    }
    case "note": {
      const parsed = parseForm(leadNoteSchema, formData);
      if (!parsed.ok) return failed("note", parsed);
      const result = await addLeadNote(db, staff, form, params.id, parsed.data.note);
      if (!result.ok) throw notFound();
      return done("note", "activity");
    }
    case "opt_out": {
      const parsed = parseForm(optOutSchema, formData, optOutLists);
      if (!parsed.ok) return failed("opt_out", parsed);
      const result = await recordLeadOptOut(db, staff, form, params.id, parsed.data);
      if (!result.ok) throw notFound();
      return done("opt_out", "preferences");
    }
    case "delete": {
      // Deleting records is the owner's call (as retention is): staff work records, admins remove them.
      await requireAdmin({ request, context });
      if (!(await deleteLead(db, staff, form, params.id))) throw notFound();
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
const contactButton = `${buttonClass} min-w-11 border-2 border-white text-white hover:bg-white/10`;

function savedText(saved: Saved, form: Parameters<typeof stageLabel>[0], lead: { status: string; owner: { name: string; email: string } | null; followUpAt: string | null }): string {
  switch (saved) {
    case "owner":
      return lead.owner ? `${ownerName(lead.owner)} now works this record.` : "The record is now unassigned.";
    case "stage":
      return `Stage changed to ${stageLabel(form, lead.status)}.`;
    case "unchanged":
      return "Nothing changed: the record already had that.";
    case "follow_up":
      return lead.followUpAt ? `Follow-up set for ${formatDateTime(lead.followUpAt)} (Las Vegas time).` : "Follow-up saved.";
    case "follow_up_cleared":
      return "Follow-up cleared.";
    case "contact":
      return "Contact attempt logged.";
    case "contact_moved":
      return `Contact attempt logged; the stage moved to ${stageLabel(form, lead.status)}.`;
    case "note":
      return "Note added.";
    case "opt_out":
      return "Opt-out recorded. It applies at once, everywhere.";
  }
}

export default function LeadPage({ loaderData, actionData }: Route.ComponentProps) {
  const { form, lead, timeline, people, team, viewerId, isAdmin, now, saved, confirmDelete, preferences } = loaderData;
  const info = leadFormInfo[form];
  const here = inboxPath(form, lead.id);
  const phone = parseUsPhone(lead.phone);
  const noteFailure = failureOf(actionData, "note");

  return (
    <AdminFrame
      section={form}
      crumbs={[{ label: info.title, href: inboxPath(form) }]}
      eyebrow={lead.claimNumber ? `${info.singular} ${lead.claimNumber}` : info.singular}
      title={lead.name || "(no name)"}
      description={
        <div className="space-y-2">
          <p className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <span>Received {formatDateTime(lead.createdAt)}</span>
            <StageBadge form={form} stage={lead.status} />
            {lead.followUpAt ? <FollowUpBadge at={lead.followUpAt} now={now} /> : null}
          </p>
          <p className="flex flex-wrap items-center gap-2">
            <UserRound aria-hidden="true" className="h-4 w-4" />
            {lead.owner ? (
              <span>
                Owner: <span className="font-semibold">{ownerName(lead.owner)}</span>
                {lead.owner.id === viewerId ? " (you)" : ""}
              </span>
            ) : (
              <span>Owner: <span className="font-semibold">Unassigned</span></span>
            )}
          </p>
          {lead.outcome ? <OutcomeLine outcome={lead.outcome} className="text-gold-300" /> : null}
          <DoNotMarks stopped={preferences.stopped} />
        </div>
      }
      actions={
        <>
          {phone ? (
            <>
              <a href={`tel:${phone.dial}`} className={contactButton}>
                <Phone aria-hidden="true" className="h-5 w-5" />
                Call<span className="sr-only"> {lead.name} at</span> <span className="sr-only sm:not-sr-only">{phone.display}</span>
                {preferences.stopped.calls ? <DoNotMark label={DO_NOT_CALL} /> : null}
              </a>
              <a href={`sms:${phone.dial}`} className={contactButton}>
                <MessageSquareText aria-hidden="true" className="h-5 w-5" />
                Text<span className="sr-only"> {lead.name}</span>
                {preferences.stopped.texts ? <DoNotMark label={DO_NOT_TEXT} /> : null}
              </a>
            </>
          ) : null}
          {/* A contact message may come with a phone number only. */}
          {lead.email ? (
            <a href={`mailto:${lead.email}`} className={contactButton}>
              <Mail aria-hidden="true" className="h-5 w-5" />
              Email<span className="sr-only"> {lead.name}</span>
            </a>
          ) : null}
        </>
      }
    >
      {saved ? (
        <MessageBox tone={saved === "unchanged" ? "info" : "success"} className="mb-6" focus>
          <p>{savedText(saved, form, lead)}</p>
        </MessageBox>
      ) : null}

      {confirmDelete ? (
        <section aria-labelledby="confirm-delete" className="mb-6 rounded-xl border-2 border-red-700 bg-red-50 p-5">
          <h2 id="confirm-delete" className="text-lg font-semibold text-red-950">Delete this {info.singular.toLowerCase()} for good?</h2>
          <p className="mt-1 text-red-950">
            Every field, {lead.files.length ? `${lead.files.length} ${lead.files.length === 1 ? "file" : "files"}, ` : ""}and every note are removed. This cannot be undone; the audit log keeps a line saying who deleted it.
          </p>
          <Form method="post" action={here} className="mt-4 flex flex-wrap gap-3">
            <button type="submit" name="intent" value="delete" className={`${buttonClass} bg-red-800 text-white hover:bg-red-900`}>
              <Trash2 aria-hidden="true" className="h-5 w-5" />
              Delete permanently
            </button>
            <Link to={here} className={`${buttonClass} border-2 border-slate-400 bg-white text-slate-800`}>Keep it</Link>
          </Form>
        </section>
      ) : null}

      {/* DOM order is the phone's order (Work first); on a wide screen Work and the side panels form the right column. */}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:grid-rows-[auto_1fr]">
        <div className="lg:col-start-2 lg:row-start-1">
          <LeadWorkPanel form={form} lead={lead} team={team} viewerId={viewerId} failure={actionData} now={now} here={here} />
        </div>

        <div className="min-w-0 space-y-6 lg:col-start-1 lg:row-span-2 lg:row-start-1">
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
              {lead.files.length ? <LeadFiles files={lead.files} here={here} /> : <p className="text-slate-700">No files were attached.</p>}
            </Panel>
          ) : null}

          <Panel title="Activity" titleId="activity">
            <Form method="post" action={here} className="mb-6 space-y-3" noValidate>
              <ErrorSummary errors={noteFailure?.errors} labels={leadNoteLabels} />
              <TextareaField
                name="note"
                label="Note"
                required
                rows={3}
                maxLength={MAX_NOTE_LENGTH}
                hint="Only staff see notes, never the person who sent this."
                defaultValue={valueOf(noteFailure?.values, "note")}
                error={noteFailure?.errors.note}
              />
              <button type="submit" name="intent" value="note" className={`${buttonClass} border-2 border-navy-800 text-navy-900 hover:bg-navy-50`}>
                <StickyNote aria-hidden="true" className="h-5 w-5" />
                Add note
              </button>
            </Form>
            <LeadTimeline entries={timeline} isAdmin={isAdmin} />
            {isAdmin ? (
              <p className="mt-5 text-sm">
                <Link to={hrefWith("/admin/audit", { type: form, id: lead.id })} className="font-semibold text-navy-800 underline">
                  Full history in the audit log
                </Link>
              </p>
            ) : null}
          </Panel>
        </div>

        <div className="min-w-0 space-y-6 lg:col-start-2 lg:row-start-2">
          <RecordSignatures documents={loaderData.signing} newHref={`/admin/signing/new?lead=${encodeURIComponent(lead.id)}&form=${form}`} />

          <Panel title="Appointments" titleId="appointments-heading">
            <PersonAppointmentsList upcoming={loaderData.appointments.upcoming} recent={loaderData.appointments.recent} />
          </Panel>

          <Panel title="Also from this person" titleId="person-heading">
            <PersonRecords people={people} search={lead.email || lead.phone} />
          </Panel>

          <Panel title="Where it came from" titleId="origin-heading">
            <LeadOrigin origin={lead.origin} />
          </Panel>

          <Panel title="Consents" titleId="consent-heading">
            <LeadConsents consents={lead.consents} />
          </Panel>

          <div id="preferences" className="scroll-mt-6">
            <Panel title="Contact preferences" titleId="preferences-heading">
              <ContactPreferencesPanel preferences={preferences} failure={failureOf(actionData, "opt_out")} />
            </Panel>
          </div>

          {isAdmin && !confirmDelete ? (
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

