/**
 * A person's opt-outs in the back office (docs/product.md#opt-outs): the "Do not call",
 * "Do not text" and "No marketing email" marks (a word and an icon, never colour alone), and the
 * panel that lists what is stopped, the ledger, and records an opt-out a person gave staff.
 */
import { Ban } from "lucide-react";
import { Form } from "react-router";
import { DO_NOT_CALL, DO_NOT_TEXT, optOutChannelLabels, optOutChannels, optOutMethodLabel, optOutMethods } from "../../lib/contact-preferences.ts";
import type { FormFailure } from "../../lib/form-data.ts";
import { formatDateTime } from "../../lib/format.ts";
import { OPT_OUT_NOTE_MAX, optOutLabels } from "../../lib/schemas/opt-out-fields.ts";
import type { ContactPreferences } from "../../server/compliance/staff-opt-outs.ts";
import { ChoiceGroup, ErrorSummary, SelectField, TextareaField, listOf, valueOf } from "../forms.tsx";

export const NO_MARKETING_EMAIL = "No marketing email";

/** One mark: an icon and the words. */
export function DoNotMark({ label, className = "" }: { label: string; className?: string }) {
  return (
    <span className={`inline-flex items-center gap-1 rounded-full border border-red-700 bg-white px-2 py-0.5 text-xs font-semibold text-red-800 ${className}`}>
      <Ban aria-hidden="true" className="h-3.5 w-3.5" />
      {label}
    </span>
  );
}

/** The marks for what a person stopped; nothing when nothing is. */
export function DoNotMarks({ stopped }: { stopped: ContactPreferences["stopped"] }) {
  const marks = [stopped.calls ? DO_NOT_CALL : null, stopped.texts ? DO_NOT_TEXT : null, stopped.email ? NO_MARKETING_EMAIL : null].filter(Boolean) as string[];
  if (!marks.length) return null;
  return (
    <p className="flex flex-wrap items-center gap-2" aria-label="Opt-outs">
      {marks.map((m) => (
        <DoNotMark key={m} label={m} />
      ))}
    </p>
  );
}

export function ContactPreferencesPanel({ preferences, failure }: { preferences: ContactPreferences; failure?: FormFailure }) {
  const values = failure?.values;
  const errors = failure?.errors;
  return (
    <div className="space-y-4">
      <ul className="space-y-1">
        {optOutChannels.map((channel) => (
          <li key={channel} className="flex flex-wrap items-baseline justify-between gap-x-3">
            <span className="text-slate-800">{optOutChannelLabels[channel]}</span>
            {preferences.stopped[channel] ? (
              <span className="text-sm">
                <DoNotMark label="Stopped" /> <span className="text-slate-600">since {formatDateTime(preferences.stopped[channel]!)}</span>
              </span>
            ) : (
              <span className="text-sm text-slate-600">Allowed</span>
            )}
          </li>
        ))}
      </ul>
      {preferences.history.length ? (
        <details className="text-sm">
          <summary className="cursor-pointer font-medium text-navy-800">Opt-out history ({preferences.history.length})</summary>
          <ul className="mt-2 space-y-2">
            {preferences.history.map((h, i) => (
              <li key={i} className="text-slate-700">
                {formatDateTime(h.at)}: {h.action === "stop" ? "Stopped" : "Resumed"} {optOutChannelLabels[h.channel].toLowerCase()}, {optOutMethodLabel(h.method).toLowerCase()}, recorded by {h.by}
                {h.note ? <> — “{h.note}”</> : null}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      <Form method="post" className="space-y-4 border-t border-slate-200 pt-4" noValidate>
        <input type="hidden" name="intent" value="opt_out" />
        <h3 className="font-semibold text-navy-900">Record an opt-out they gave you</h3>
        <ErrorSummary errors={errors} labels={optOutLabels} />
        <ChoiceGroup
          type="checkbox"
          name="opt_out_channels"
          legend={optOutLabels.opt_out_channels}
          required
          columns={1}
          options={optOutChannels.map((c) => ({ value: c, label: optOutChannelLabels[c] }))}
          defaultValue={listOf(values, "opt_out_channels")}
          error={errors?.opt_out_channels}
        />
        <SelectField name="opt_out_method" label={optOutLabels.opt_out_method} required options={optOutMethods} defaultValue={valueOf(values, "opt_out_method")} error={errors?.opt_out_method} />
        <TextareaField name="opt_out_note" label={optOutLabels.opt_out_note} rows={2} maxLength={OPT_OUT_NOTE_MAX} hint="What they said, if you want to keep it." defaultValue={valueOf(values, "opt_out_note")} error={errors?.opt_out_note} />
        <button type="submit" className="inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-navy-800 px-4 font-semibold text-white hover:bg-navy-900">
          <Ban aria-hidden="true" className="h-5 w-5" />
          Record opt-out
        </button>
        <p className="text-sm text-slate-600">It takes effect at once, for everyone. Texts and calls apply to this phone number, email to this address.</p>
      </Form>
    </div>
  );
}
