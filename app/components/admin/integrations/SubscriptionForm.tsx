/**
 * A webhook subscription's form (docs/integrations.md#webhooks), for adding one and for changing
 * it on its page: the address, the events, the days before a renewal, a description, and whether
 * payloads carry what customers wrote (off unless ticked, with what that means beside it).
 */
import { Plus, Save } from "lucide-react";
import { Form } from "react-router";
import type { FormFailure } from "../../../lib/form-data.ts";
import {
  DEFAULT_RENEWING_DAYS,
  includeTextExplanation,
  MAX_RENEWING_DAYS,
  MAX_WEBHOOK_DESCRIPTION,
  MIN_RENEWING_DAYS,
  subscriptionFormLabels,
} from "../../../lib/integration-form-fields.ts";
import { webhookEvents } from "../../../lib/integrations.ts";
import { ChoiceGroup, ErrorSummary, Field, listOf, SubmitButton, valueOf } from "../../forms.tsx";

export interface SubscriptionFormValues {
  url: string;
  events: string[];
  renewingDays: number;
  description: string;
  includeText: boolean;
}

export function SubscriptionForm({
  initial,
  failure,
  action,
  intent,
  allowPrivate,
}: {
  initial?: SubscriptionFormValues;
  failure?: FormFailure;
  action: string;
  /** "update" on a subscription's page; none when adding. */
  intent?: string;
  /** The operator lets http and private addresses through (the hint says so). */
  allowPrivate: boolean;
}) {
  const values = failure?.values;
  const text = (name: "url" | "description") => (failure ? (valueOf(values, name) ?? "") : (initial?.[name] ?? ""));
  const includeText = failure ? valueOf(values, "includeText") === "on" : (initial?.includeText ?? false);
  return (
    <Form method="post" action={action} noValidate className="space-y-5">
      <ErrorSummary errors={failure?.errors} labels={subscriptionFormLabels} formError={failure?.formError} />
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      <Field
        name="url"
        type="url"
        label={subscriptionFormLabels.url}
        required
        autoComplete="off"
        spellCheck={false}
        hint={
          allowPrivate
            ? "Where the events are posted. This server also allows http:// and private network addresses (WEBHOOK_ALLOW_PRIVATE_TARGETS)."
            : "Where the events are posted, starting with https://. Addresses on a private or local network are refused."
        }
        defaultValue={text("url")}
        error={failure?.errors.url}
      />
      <ChoiceGroup
        type="checkbox"
        name="events"
        legend={subscriptionFormLabels.events}
        required
        columns={2}
        hint="Each event is posted as it happens; choose only what the receiver uses."
        options={webhookEvents}
        defaultValue={failure ? listOf(values, "events") : (initial?.events ?? [])}
        error={failure?.errors.events}
      />
      <Field
        name="renewingDays"
        type="text"
        inputMode="numeric"
        label={subscriptionFormLabels.renewingDays}
        hint={`For “A policy renews soon”: how many days before a policy's expiration date it is posted, from ${MIN_RENEWING_DAYS} to ${MAX_RENEWING_DAYS}.`}
        autoComplete="off"
        className="max-w-xs"
        defaultValue={failure ? (valueOf(values, "renewingDays") ?? "") : String(initial?.renewingDays ?? DEFAULT_RENEWING_DAYS)}
        error={failure?.errors.renewingDays}
      />
      <Field
        name="description"
        label={subscriptionFormLabels.description}
        hint="What receives these events, for whoever reads this list next (for example “Zapier: new leads to the shared sheet”)."
        maxLength={MAX_WEBHOOK_DESCRIPTION + 20}
        autoComplete="off"
        defaultValue={text("description")}
        error={failure?.errors.description}
      />
      <div>
        <div className="flex items-start gap-3">
          <input
            id="field-includeText"
            type="checkbox"
            name="includeText"
            defaultChecked={includeText}
            aria-describedby="field-includeText-hint"
            className="mt-1 h-5 w-5 shrink-0 accent-navy-800"
          />
          <div>
            <label htmlFor="field-includeText" className="font-medium text-slate-900">
              {subscriptionFormLabels.includeText}
            </label>
            <p id="field-includeText-hint" className="text-sm text-slate-700">{includeTextExplanation}</p>
          </div>
        </div>
      </div>
      <SubmitButton pendingText="Saving…" className="w-full sm:w-auto">
        {intent ? <Save aria-hidden="true" className="mr-2 h-5 w-5" /> : <Plus aria-hidden="true" className="mr-2 h-5 w-5" />}
        {intent ? "Save changes" : "Add subscription"}
      </SubmitButton>
    </Form>
  );
}
