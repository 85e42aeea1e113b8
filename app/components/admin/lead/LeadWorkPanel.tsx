/**
 * The "Work" panel of a record's page (docs/product.md#working-a-record): owner, stage with
 * its outcome, next follow-up, and logging a contact attempt. Four plain forms posting to the
 * page's action; they work without JavaScript. The Won and Lost fieldsets are always in the
 * page; CSS alone hides the one that does not apply to the stage chosen (where :has() is
 * supported), so nothing depends on a script.
 */
import { AlarmClock, CalendarClock, CalendarX, PhoneOutgoing, Save, UserRound } from "lucide-react";
import { Form } from "react-router";
import type { LeadForm } from "../../../lib/inbox-paths.ts";
import { contactChannels, contactOutcomes, firstStage, lostReasons, pipelines, selectableStages, SPEED_TO_LEAD_FORMS, stageLabel, stageOf } from "../../../lib/pipeline.ts";
import { contactAttemptLabels, CONTACT_NOTE_MAX } from "../../../lib/schemas/contact-attempt-fields.ts";
import { followUpLabels, FOLLOW_UP_NOTE_MAX } from "../../../lib/schemas/follow-up-fields.ts";
import { insuranceTypeOptions } from "../../../lib/schemas/quote-request-fields.ts";
import { formatDateTime, formatDollarAmount } from "../../../lib/format.ts";
import { lasVegasDate, lasVegasTime } from "../../../lib/las-vegas-time.ts";
import type { LeadDetail } from "../../../server/inbox/get-lead.ts";
import type { TeamMember } from "../../../server/pipeline/assignment.ts";
import { ErrorSummary, Field, SelectField, TextareaField, valueOf } from "../../forms.tsx";
import { MessageBox } from "../../MessageBox.tsx";
import { Badge } from "../Badges.tsx";
import { OutcomeLine } from "./LeadOutcome.tsx";
import { failureOf, type LeadFailure } from "./work-failure.ts";

const primaryButton =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-navy-800 px-4 font-semibold text-white hover:bg-navy-900";
const secondaryButton =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-md border-2 border-navy-800 bg-white px-4 font-semibold text-navy-900 hover:bg-navy-50";

const stageLabels = { stage: "Stage", won_carrier: "Carrier", won_line: "Line of business", won_premium: "Annual premium", lost_reason: "Why it was lost" } as const;

export function ownerName(owner: { name: string; email: string }): string {
  return owner.name.trim() || owner.email;
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="border-t border-slate-200 px-5 py-4 first:border-t-0">
      <h3 id={id} className="mb-3 text-base font-semibold text-navy-900">{title}</h3>
      {children}
    </section>
  );
}

/** A follow-up's time with "Overdue" (icon and word) once it has passed. */
export function FollowUpBadge({ at, now }: { at: string; now: string }) {
  const overdue = new Date(at).getTime() <= new Date(now).getTime();
  return overdue ? (
    <Badge tone="red" Icon={AlarmClock}>Overdue: {formatDateTime(at)}</Badge>
  ) : (
    <Badge tone="blue" Icon={CalendarClock}>Follow up {formatDateTime(at)}</Badge>
  );
}

export function LeadWorkPanel({
  form,
  lead,
  team,
  viewerId,
  failure,
  now,
  here,
}: {
  form: LeadForm;
  lead: LeadDetail;
  /** The page's path: every form posts there (never to a URL carrying an earlier "saved" message). */
  here: string;
  team: TeamMember[];
  viewerId: string;
  failure?: LeadFailure;
  /** The time of the request (ISO): what "overdue" and "today" are measured against. */
  now: string;
}) {
  const final = stageOf(form, lead.status)?.final ?? false;
  return (
    <section id="work" aria-labelledby="work-heading" className="rounded-xl border-2 border-navy-800 bg-white shadow-sm">
      <h2 id="work-heading" className="rounded-t-[10px] bg-navy-800 px-5 py-3 text-lg font-semibold text-white">Work</h2>
      <OwnerForm here={here} lead={lead} team={team} viewerId={viewerId} failure={failureOf(failure, "owner")} />
      <StageForm here={here} form={form} lead={lead} failure={failureOf(failure, "stage")} />
      <FollowUpForm here={here} form={form} lead={lead} final={final} failure={failureOf(failure, "follow_up", "follow_up_clear")} now={now} />
      <ContactForm here={here} form={form} lead={lead} failure={failureOf(failure, "contact")} />
    </section>
  );
}

function OwnerForm({ here, lead, team, viewerId, failure }: { here: string; lead: LeadDetail; team: TeamMember[]; viewerId: string; failure?: LeadFailure }) {
  const options = team.map((m) => ({ value: m.id, label: `${ownerName(m)}${m.id === viewerId ? " (you)" : ""}` }));
  if (lead.owner && !lead.owner.active) options.unshift({ value: lead.owner.id, label: `${ownerName(lead.owner)} (no longer on the team)` });
  return (
    <Section id="owner-heading" title="Owner">
      <Form key={lead.owner?.id ?? "nobody"} method="post" action={here} className="flex flex-wrap items-end gap-3" noValidate>
        <SelectField
          className="min-w-0 flex-1 basis-48"
          name="owner_id"
          label="Works this record"
          placeholder="Unassigned"
          defaultValue={valueOf(failure?.values, "owner_id") ?? lead.owner?.id ?? ""}
          options={options}
          error={failure?.errors.owner_id}
        />
        <button type="submit" name="intent" value="owner" className={secondaryButton}>
          <UserRound aria-hidden="true" className="h-5 w-5" />
          Save owner
        </button>
      </Form>
    </Section>
  );
}

function StageForm({ here, form, lead, failure }: { here: string; form: LeadForm; lead: LeadDetail; failure?: LeadFailure }) {
  const hasOutcomes = pipelines[form].some((s) => s.outcome);
  const won = lead.outcome?.kind === "won" ? lead.outcome : null;
  const value = (name: string, stored: string | undefined) => valueOf(failure?.values, name) ?? stored ?? "";
  return (
    <Section id="stage-heading" title="Stage">
      {lead.outcome ? (
        <div className="mb-3 rounded-md border border-slate-300 bg-slate-50 px-3 py-2 text-slate-900">
          <OutcomeLine outcome={lead.outcome} />
          {lead.closedAt ? <p className="mt-1 text-sm text-slate-700">Recorded {formatDateTime(lead.closedAt)}</p> : null}
        </div>
      ) : null}
      {/* Keyed by the stage, so the form shows the stored value after every change. */}
      <Form key={lead.status} method="post" action={here} className="space-y-4" noValidate>
        <ErrorSummary errors={failure?.errors} labels={stageLabels} />
        <SelectField
          name="stage"
          label="Stage"
          required
          placeholder={null}
          defaultValue={value("stage", lead.status)}
          options={selectableStages(form, lead.status).map((s) => ({ value: s.code, label: s.label }))}
          error={failure?.errors.stage}
        />
        {hasOutcomes ? (
          <>
            <fieldset className="space-y-3 rounded-md border border-green-300 bg-green-50/40 p-3 [form:has(#field-stage_option[value=won]:not(:checked))_&]:hidden">
              <legend className="px-1 font-semibold text-green-900">Only when marking Won</legend>
              <Field name="won_carrier" label="Carrier" required maxLength={100} autoComplete="off" defaultValue={value("won_carrier", won?.carrier)} error={failure?.errors.won_carrier} />
              <SelectField name="won_line" label="Line of business" required defaultValue={value("won_line", won?.line)} options={insuranceTypeOptions} error={failure?.errors.won_line} />
              <Field
                name="won_premium"
                label="Annual premium (dollars)"
                required
                inputMode="decimal"
                autoComplete="off"
                hint="For example 1,250"
                defaultValue={value("won_premium", won ? formatDollarAmount(won.premiumCents).slice(1) : undefined)}
                error={failure?.errors.won_premium}
              />
            </fieldset>
            <fieldset className="space-y-3 rounded-md border border-slate-300 bg-slate-50 p-3 [form:has(#field-stage_option[value=lost]:not(:checked))_&]:hidden">
              <legend className="px-1 font-semibold text-slate-900">Only when marking Lost</legend>
              <SelectField
                name="lost_reason"
                label="Why it was lost"
                required
                defaultValue={value("lost_reason", lead.outcome?.kind === "lost" ? lead.outcome.reason : undefined)}
                options={lostReasons}
                error={failure?.errors.lost_reason}
              />
            </fieldset>
          </>
        ) : null}
        <button type="submit" name="intent" value="stage" className={`${primaryButton} w-full`}>
          <Save aria-hidden="true" className="h-5 w-5" />
          Save stage
        </button>
      </Form>
    </Section>
  );
}

function FollowUpForm({ here, form, lead, final, failure, now }: { here: string; form: LeadForm; lead: LeadDetail; final: boolean; failure?: LeadFailure; now: string }) {
  const at = lead.followUpAt ? new Date(lead.followUpAt) : null;
  return (
    <Section id="follow-up-heading" title="Next follow-up (Las Vegas time)">
      {failure?.formError ? (
        <MessageBox tone="error" className="mb-3" focus>
          <p>{failure.formError}</p>
        </MessageBox>
      ) : null}
      {lead.followUpAt ? (
        <div className="mb-3 space-y-1">
          <FollowUpBadge at={lead.followUpAt} now={now} />
          {lead.followUpNote ? <p className="break-words text-slate-800">{lead.followUpNote}</p> : null}
        </div>
      ) : null}
      {final ? (
        <p className="text-slate-700">
          This record is {stageLabel(form, lead.status)}: closed records have no follow-ups. Move it back to an open stage to plan one.
        </p>
      ) : (
        <Form key={lead.followUpAt ?? "none"} method="post" action={here} className="space-y-3" noValidate>
          <ErrorSummary errors={failure?.errors} labels={followUpLabels} />
          <div className="grid grid-cols-2 gap-3">
            <Field
              name="follow_up_date"
              label="Date"
              required
              type="date"
              min={lasVegasDate(new Date(now))}
              defaultValue={valueOf(failure?.values, "follow_up_date") ?? (at ? lasVegasDate(at) : "")}
              error={failure?.errors.follow_up_date}
            />
            <Field
              name="follow_up_time"
              label="Time"
              required
              type="time"
              defaultValue={valueOf(failure?.values, "follow_up_time") ?? (at ? lasVegasTime(at) : "")}
              error={failure?.errors.follow_up_time}
            />
          </div>
          <Field
            name="follow_up_note"
            label="What for"
            maxLength={FOLLOW_UP_NOTE_MAX}
            hint={`Up to ${FOLLOW_UP_NOTE_MAX} characters, e.g. "Send the home quote".`}
            defaultValue={valueOf(failure?.values, "follow_up_note") ?? lead.followUpNote ?? ""}
            error={failure?.errors.follow_up_note}
          />
          <div className="flex flex-wrap gap-3">
            <button type="submit" name="intent" value="follow_up" className={`${secondaryButton} flex-1`}>
              <CalendarClock aria-hidden="true" className="h-5 w-5" />
              Save<span className="sr-only"> follow-up</span>
            </button>
            {lead.followUpAt ? (
              <button type="submit" name="intent" value="follow_up_clear" className={`${secondaryButton} flex-1 border-slate-400 text-slate-800`}>
                <CalendarX aria-hidden="true" className="h-5 w-5" />
                Clear<span className="sr-only"> follow-up</span>
              </button>
            ) : null}
          </div>
        </Form>
      )}
    </Section>
  );
}

function ContactForm({ here, form, lead, failure }: { here: string; form: LeadForm; lead: LeadDetail; failure?: LeadFailure }) {
  const advances = SPEED_TO_LEAD_FORMS.includes(form) && lead.status === firstStage(form);
  return (
    <Section id="contact-heading" title="Log a contact attempt">
      <p className="mb-3 text-sm text-slate-700">
        {lead.firstContactAt ? `First contact ${formatDateTime(lead.firstContactAt)}.` : "No contact logged yet."}
        {advances ? ` Reaching them moves it to ${stageLabel(form, pipelines[form][1]!.code)}.` : ""}
      </p>
      <Form key={lead.firstContactAt ?? "none"} method="post" action={here} className="space-y-3" noValidate>
        <ErrorSummary errors={failure?.errors} labels={contactAttemptLabels} />
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
          <SelectField name="channel" label="How" required defaultValue={valueOf(failure?.values, "channel") ?? "call"} placeholder={null} options={contactChannels} error={failure?.errors.channel} />
          <SelectField name="outcome" label="Outcome" required defaultValue={valueOf(failure?.values, "outcome")} options={contactOutcomes} error={failure?.errors.outcome} />
        </div>
        <TextareaField name="contact_note" label="Details" hint="What was said, or what to try next." rows={2} maxLength={CONTACT_NOTE_MAX} defaultValue={valueOf(failure?.values, "contact_note")} error={failure?.errors.contact_note} />
        <button type="submit" name="intent" value="contact" className={`${secondaryButton} w-full`}>
          <PhoneOutgoing aria-hidden="true" className="h-5 w-5" />
          Log contact attempt
        </button>
      </Form>
    </Section>
  );
}
