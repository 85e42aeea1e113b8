/**
 * The campaign form (checked on the server by app/server/campaigns/campaign-form.ts), for a new
 * campaign and on a campaign's page. Without JavaScript every field shows, the days labelled for
 * the trigger the page was drawn with; once hydrated, the days follow the chosen trigger and the
 * fields a choice does not use step aside. The merge fields a template may use are listed beside
 * the messages.
 */
import { AlertCircle, Save } from "lucide-react";
import { useState } from "react";
import { Form } from "react-router";
import { ChoiceGroup, errorIdOf, ErrorSummary, Field, listOf, SelectField, SubmitButton, TextareaField, valueOf, type Option } from "../../forms.tsx";
import { useHydrated } from "../../use-hydrated.ts";
import {
  campaignFormLabels as labels,
  campaignPurposeExplanations,
  languageOptions,
  MAX_CAMPAIGN_BODY,
  MAX_CAMPAIGN_NAME,
  MAX_CAMPAIGN_SUBJECT,
  MAX_CAMPAIGN_TASK_TITLE,
  offsetLabel,
  sendHourOptions,
} from "../../../lib/campaign-form-fields.ts";
import { campaignActions, campaignPurposes, campaignTriggers, MAX_CAMPAIGN_OFFSET_DAYS, mergeFields } from "../../../lib/campaigns.ts";
import type { FieldErrors, FormValues } from "../../../lib/form-data.ts";
import { policyLines } from "../../../lib/policies.ts";

const sectionClass = "space-y-5 border-t border-slate-200 pt-6";
const sectionHeading = "text-lg font-semibold text-navy-900";

export function CampaignForm({
  values,
  errors,
  ownerOptions,
  intent,
  submitLabel,
  monthlyCap,
}: {
  values: FormValues;
  errors?: FieldErrors;
  ownerOptions: readonly Option[];
  /** The intent the submit button posts (the campaign's page has several forms). */
  intent?: string;
  submitLabel: string;
  /** The marketing cap, for the purpose's explanation. */
  monthlyCap: number;
}) {
  const hydrated = useHydrated();
  const [trigger, setTrigger] = useState(valueOf(values, "trigger") ?? "");
  const [action, setAction] = useState(valueOf(values, "action") ?? "");
  const fixedDate = trigger === "fixed_date";
  const sendsEmail = action === "email" || action === "both";
  const makesTask = action === "task" || action === "both";
  // A refused field is never hidden, whatever the choice now says.
  const emailRefused = ["subjectEn", "bodyEn", "subjectEs", "bodyEs"].some((name) => errors?.[name]);
  const daysLabel = offsetLabel(trigger) ?? "Days before or after the event";
  const text = (name: keyof typeof labels) => ({ name, label: labels[name], defaultValue: valueOf(values, name) ?? "", error: errors?.[name] });
  const list = (name: keyof typeof labels) => ({ name, legend: labels[name], defaultValue: listOf(values, name), error: errors?.[name] });
  const crossSellChosen = listOf(values, "hasLines").length > 0 || listOf(values, "lacksLines").length > 0 || !!errors?.hasLines || !!errors?.lacksLines;

  return (
    <Form method="post" noValidate className="space-y-6" aria-label="Campaign">
      <ErrorSummary errors={errors} labels={{ ...labels, offsetDays: daysLabel }} />

      <div className="space-y-5">
        <Field {...text("name")} required maxLength={MAX_CAMPAIGN_NAME} autoComplete="off" hint="For the team: people never see it." />
        <PurposeChoice value={valueOf(values, "purpose")} error={errors?.purpose} monthlyCap={monthlyCap} />
      </div>

      <section aria-labelledby="campaign-when" className={sectionClass}>
        <h2 id="campaign-when" className={sectionHeading}>When it goes out</h2>
        <SelectField {...text("trigger")} required options={campaignTriggers} placeholder="Choose when…" onChange={(event) => setTrigger(event.target.value)} />
        <div className="grid items-start gap-5 sm:grid-cols-2">
          {/* Hidden, not removed: what was typed stays in the form and comes back if the choice does. */}
          <div hidden={hydrated && fixedDate}>
            <Field
              {...text("offsetDays")}
              label={daysLabel}
              required={hydrated}
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_CAMPAIGN_OFFSET_DAYS}
              hint={hydrated ? `A whole number from 0 to ${MAX_CAMPAIGN_OFFSET_DAYS}.` : `0 to ${MAX_CAMPAIGN_OFFSET_DAYS}: before the renewal date or the anniversary, after the other events; not used for a fixed date.`}
            />
          </div>
          <div hidden={hydrated && !fixedDate}>
            <Field {...text("fixedDate")} required={hydrated} type="date" hint={hydrated ? "The day it goes out, Las Vegas time." : "For a fixed date only: the day it goes out, Las Vegas time."} />
          </div>
          <SelectField {...text("sendHour")} required options={sendHourOptions} placeholder={null} hint="Las Vegas time: the day's messages go from this hour." />
        </div>
      </section>

      <section aria-labelledby="campaign-audience" className={sectionClass}>
        <div>
          <h2 id="campaign-audience" className={sectionHeading}>Who it reaches</h2>
          <p className="mt-1 text-sm text-slate-700">
            Each group means &ldquo;any of these&rdquo;; a group left empty does not filter. A fixed-date campaign needs at least one filter
            before it can start.
          </p>
        </div>
        <ChoiceGroup type="checkbox" {...list("lines")} options={policyLines} columns={3} hint="The policy the message is about (for a fixed date: any policy the customer holds)." />
        <details open={crossSellChosen} className="rounded-lg border border-slate-200 p-4 [&[open]>summary]:mb-4">
          <summary className="cursor-pointer font-semibold text-navy-900">Cross-sell: lines the customer also has, or lacks</summary>
          <div className="space-y-5">
            <ChoiceGroup type="checkbox" {...list("hasLines")} options={policyLines} columns={3} hint="Only customers who also hold one of these (active or pending)." />
            <ChoiceGroup type="checkbox" {...list("lacksLines")} options={policyLines} columns={3} hint="Only customers who hold none of these: auto without home or renters is “Personal auto” above and Homeowners and Renters here." />
          </div>
        </details>
        <div className="grid items-start gap-5 sm:grid-cols-2">
          <ChoiceGroup type="checkbox" {...list("languages")} options={languageOptions} columns={1} hint="The language the person's emails are written in." />
          {ownerOptions.length ? (
            <ChoiceGroup type="checkbox" {...list("ownerIds")} options={ownerOptions} columns={1} hint="Whose customers or leads." />
          ) : (
            <p className="text-sm text-slate-700">There is nobody on the active team to filter by yet.</p>
          )}
        </div>
        <Field {...text("carriers")} autoComplete="off" hint="Names separated by commas, as on the policies, like Acme Mutual, Bolt Insurance. Empty: every carrier." />
      </section>

      <section aria-labelledby="campaign-what" className={sectionClass}>
        <h2 id="campaign-what" className={sectionHeading}>What it does</h2>
        <ChoiceGroup type="radio" {...list("action")} legend={labels.action} required options={campaignActions} columns={3} onChange={(event) => setAction(event.target.value)} />
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_16rem]">
          <div className="space-y-6">
            <div hidden={hydrated && !sendsEmail && !emailRefused} className="space-y-6">
              <fieldset className="space-y-4">
                <legend className="font-semibold text-slate-900">The email in English</legend>
                <Field {...text("subjectEn")} required={sendsEmail} maxLength={MAX_CAMPAIGN_SUBJECT} autoComplete="off" />
                <TextareaField {...text("bodyEn")} required={sendsEmail} rows={10} maxLength={MAX_CAMPAIGN_BODY} hint="Markdown: **bold**, *italic*, [a link](https://…), lists with “- ”. A blank line starts a paragraph." />
              </fieldset>
              <fieldset className="space-y-4">
                <legend className="font-semibold text-slate-900">The email in Spanish</legend>
                <p className="text-sm text-slate-700">Optional. Without it, people whose emails are in Spanish get the English version.</p>
                <Field {...text("subjectEs")} maxLength={MAX_CAMPAIGN_SUBJECT} autoComplete="off" />
                <TextareaField {...text("bodyEs")} rows={10} maxLength={MAX_CAMPAIGN_BODY} />
              </fieldset>
            </div>
            <div hidden={hydrated && !makesTask && !errors?.taskTitle}>
              <Field
                {...text("taskTitle")}
                required={makesTask}
                maxLength={MAX_CAMPAIGN_TASK_TITLE}
                autoComplete="off"
                hint="For a task: a template too, like “Call {{first_name}} about the renewal”. It goes to the owner's My work."
              />
            </div>
          </div>
          <MergeFieldList />
        </div>
      </section>

      <div className="border-t border-slate-200 pt-6">
        <SubmitButton name={intent ? "intent" : undefined} value={intent} pendingText="Saving…" className="w-full gap-2 sm:w-auto">
          <Save aria-hidden="true" className="h-5 w-5" />
          {submitLabel}
        </SubmitButton>
      </div>
    </Form>
  );
}

/** The purpose as two radio buttons, each with what it means for consent and the cap. */
function PurposeChoice({ value, error, monthlyCap }: { value?: string; error?: string; monthlyCap: number }) {
  const name = "purpose";
  return (
    <fieldset id={`field-${name}`} tabIndex={-1} aria-invalid={error ? true : undefined} aria-describedby={error ? errorIdOf(name) : undefined}>
      <legend className="font-medium text-slate-900">
        {labels.purpose}
        <span className="text-slate-600"> (required)</span>
      </legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {campaignPurposes.map((purpose) => (
          <label
            key={purpose.value}
            className="flex cursor-pointer items-start gap-3 rounded-md border border-slate-300 bg-white px-3 py-2.5 has-[:checked]:border-navy-700 has-[:checked]:bg-navy-50"
          >
            <input
              type="radio"
              name={name}
              value={purpose.value}
              defaultChecked={value === purpose.value}
              aria-describedby={`purpose-${purpose.value}-hint`}
              className="mt-0.5 h-5 w-5 shrink-0 accent-navy-800"
            />
            <span>
              <span className="block font-medium text-slate-900">{purpose.label}</span>
              <span id={`purpose-${purpose.value}-hint`} className="block text-sm text-slate-700">
                {campaignPurposeExplanations[purpose.value]}
                {purpose.value === "marketing" ? ` (${monthlyCap} marketing ${monthlyCap === 1 ? "email" : "emails"} a month, all campaigns together).` : ""}
              </span>
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorIdOf(name)} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-800">
          <AlertCircle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          <span>
            <span className="sr-only">Error: </span>
            {error}
          </span>
        </p>
      ) : null}
    </fieldset>
  );
}

/** The merge fields, as they are typed into a template. */
function MergeFieldList() {
  return (
    <aside aria-labelledby="merge-fields-heading" className="rounded-lg border border-slate-200 bg-slate-50 p-4 lg:sticky lg:top-4">
      <h3 id="merge-fields-heading" className="font-semibold text-navy-900">Merge fields</h3>
      <p className="mt-1 text-sm text-slate-700">Type one in a subject, message or task title; each person gets their own value. Any other name is refused.</p>
      <dl className="mt-3 space-y-2 text-sm">
        {mergeFields.map((field) => (
          <div key={field.name}>
            <dt>
              <code className="break-all rounded bg-white px-1 py-0.5 font-mono text-navy-900">{`{{${field.name}}}`}</code>
            </dt>
            <dd className="text-slate-700">
              {field.label}
              {field.example ? `, like ${field.example}` : ""}
            </dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}
