/**
 * A team member's weekly hours form (/admin/profile/availability): the office's hours or their
 * own, and for their own, each weekday off or from–to (Las Vegas time). Plain inputs: a
 * ticked day with its times, posted as day{d}, opens{d}, closes{d} (0 = Sunday).
 */
import { Form } from "react-router";
import { ErrorSummary, SubmitButton, errorIdOf, valueOf } from "../../forms.tsx";
import type { FieldErrors, FormValues } from "../../../lib/form-data.ts";
import { teamHoursFieldNames as names, teamHoursLabels, weekdayNames, weekdaysInFormOrder } from "../../../lib/schemas/team-hours-fields.ts";

const timeClass =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 focus:border-navy-700 aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-700";

function TimeInput({ name, weekday, which, value, error }: { name: string; weekday: string; which: "From" | "To"; value: string; error?: string }) {
  return (
    <div className="min-w-0 flex-1">
      <label htmlFor={`field-${name}`} className="block text-sm font-medium text-slate-800">
        <span className="sr-only">{weekday} </span>
        {which}
      </label>
      <input id={`field-${name}`} name={name} type="time" step={300} defaultValue={value} aria-invalid={error ? true : undefined} aria-describedby={error ? errorIdOf(name) : undefined} className={timeClass} />
      {error ? (
        <p id={errorIdOf(name)} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function WeeklyHoursForm({ action, values, errors, officeLines }: { action: string; values: FormValues; errors?: FieldErrors; officeLines: readonly string[] }) {
  const mode = valueOf(values, names.mode);
  return (
    <>
      <ErrorSummary errors={errors} labels={teamHoursLabels} />
      <Form method="post" action={action} noValidate className="mt-2 space-y-6">
        <fieldset id={`field-${names.mode}`} tabIndex={-1} className="space-y-3">
          <legend className="font-medium text-slate-900">When can visitors book you?</legend>
          <label className="flex cursor-pointer items-start gap-3 rounded-md border border-slate-300 p-3 has-[:checked]:border-navy-700 has-[:checked]:bg-navy-50">
            <input type="radio" name={names.mode} value="office" defaultChecked={mode !== "own"} className="mt-1 h-5 w-5 accent-navy-800" />
            <span>
              <span className="block font-semibold text-slate-900">Use the office&apos;s hours</span>
              <span className="block text-sm text-slate-700">{officeLines.join("; ")}</span>
            </span>
          </label>
          <label className="flex cursor-pointer items-start gap-3 rounded-md border border-slate-300 p-3 has-[:checked]:border-navy-700 has-[:checked]:bg-navy-50">
            <input type="radio" name={names.mode} value="own" defaultChecked={mode === "own"} className="mt-1 h-5 w-5 accent-navy-800" />
            <span>
              <span className="block font-semibold text-slate-900">My own hours</span>
              <span className="block text-sm text-slate-700">The days and times below, Las Vegas time. Visitors are offered only the part within the office&apos;s hours.</span>
            </span>
          </label>
        </fieldset>

        <fieldset>
          <legend className="font-medium text-slate-900">My own hours (Las Vegas time)</legend>
          <p className="text-sm text-slate-700">Tick the days you take bookings. Used when “My own hours” is chosen.</p>
          <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200">
            {weekdaysInFormOrder.map((d) => {
              const on = valueOf(values, names.on(d)) === "on";
              return (
                <li key={d} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-end sm:gap-4">
                  <label className="flex min-h-11 shrink-0 items-center gap-3 font-medium text-slate-900 sm:w-40">
                    <input type="checkbox" name={names.on(d)} value="on" defaultChecked={on} className="h-5 w-5 accent-navy-800" />
                    {weekdayNames[d]}
                  </label>
                  <div className="flex flex-1 gap-3">
                    <TimeInput name={names.opens(d)} weekday={weekdayNames[d]} which="From" value={valueOf(values, names.opens(d)) ?? ""} error={errors?.[names.opens(d)]} />
                    <TimeInput name={names.closes(d)} weekday={weekdayNames[d]} which="To" value={valueOf(values, names.closes(d)) ?? ""} error={errors?.[names.closes(d)]} />
                  </div>
                </li>
              );
            })}
          </ul>
        </fieldset>
        <SubmitButton name="intent" value="hours" pendingText="Saving...">Save my hours</SubmitButton>
      </Form>
    </>
  );
}
