/**
 * Time off as the back office shows it: the upcoming entries, each with Remove, and the form
 * that adds a day or a range of days with a reason. The office's closed days (/admin/booking)
 * and a member's days off (/admin/profile/availability) share it. Plain forms.
 */
import { CalendarOff, Trash2 } from "lucide-react";
import { Form } from "react-router";
import { ErrorSummary, Field, SubmitButton, valueOf } from "../../forms.tsx";
import type { FormFailure } from "../../../lib/form-data.ts";
import { MAX_TIME_OFF_REASON, timeOffLabels } from "../../../lib/schemas/time-off-fields.ts";

export interface TimeOffRow {
  id: string;
  reason: string;
  firstDate: string;
  lastDate: string;
  wholeDays: boolean;
  fromTime: string;
  toTime: string;
}

/** "2026-11-26" → "Thu, Nov 26, 2026" (a calendar date: no time zone to apply). */
export function formatCalendarDate(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString("en-US", { weekday: "short", month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
}

/** The entry's days or hours in words. */
export function describeTimeOff(row: TimeOffRow): string {
  if (!row.wholeDays) {
    return row.firstDate === row.lastDate || row.toTime === "00:00"
      ? `${formatCalendarDate(row.firstDate)}, ${row.fromTime}–${row.toTime === "00:00" ? "24:00" : row.toTime}`
      : `${formatCalendarDate(row.firstDate)} ${row.fromTime} to ${formatCalendarDate(row.lastDate)} ${row.toTime}`;
  }
  return row.firstDate === row.lastDate ? formatCalendarDate(row.firstDate) : `${formatCalendarDate(row.firstDate)} to ${formatCalendarDate(row.lastDate)}`;
}

export function TimeOffList({ rows, action, removeIntent, emptyText, what }: { rows: readonly TimeOffRow[]; action: string; removeIntent: string; emptyText: string; what: string }) {
  if (!rows.length) return <p className="text-slate-700">{emptyText}</p>;
  return (
    <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
      {rows.map((row) => (
        <li key={row.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex min-w-0 items-start gap-3">
            <CalendarOff aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-slate-600" />
            <div className="min-w-0">
              <p className="font-semibold text-slate-900">{describeTimeOff(row)}</p>
              <p className="break-words text-slate-700">{row.reason}</p>
            </div>
          </div>
          <Form method="post" action={action} className="shrink-0">
            <input type="hidden" name="id" value={row.id} />
            <button
              type="submit"
              name="intent"
              value={removeIntent}
              className="inline-flex min-h-11 items-center gap-2 rounded-md border-2 border-red-700 bg-white px-4 py-2 font-semibold text-red-800 hover:bg-red-50"
            >
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              Remove<span className="sr-only"> {what}: {describeTimeOff(row)}, {row.reason}</span>
            </button>
          </Form>
        </li>
      ))}
    </ul>
  );
}

export function AddTimeOffForm({
  action,
  intent,
  failure,
  reasonHint,
  submitLabel,
}: {
  action: string;
  intent: string;
  /** The last post's answer when it was this form's and was refused. */
  failure?: FormFailure;
  reasonHint: string;
  submitLabel: string;
}) {
  const values = failure?.values;
  return (
    <div>
      <ErrorSummary errors={failure?.errors} labels={timeOffLabels} />
      <Form method="post" action={action} noValidate className="mt-2 space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field name="firstDate" type="date" label={timeOffLabels.firstDate} required defaultValue={valueOf(values, "firstDate") ?? ""} error={failure?.errors.firstDate} />
          <Field name="lastDate" type="date" label={timeOffLabels.lastDate} hint="Leave empty for one day." defaultValue={valueOf(values, "lastDate") ?? ""} error={failure?.errors.lastDate} />
        </div>
        <Field name="reason" label={timeOffLabels.reason} required hint={reasonHint} maxLength={MAX_TIME_OFF_REASON} autoComplete="off" defaultValue={valueOf(values, "reason") ?? ""} error={failure?.errors.reason} />
        <SubmitButton name="intent" value={intent} pendingText="Adding...">{submitLabel}</SubmitButton>
      </Form>
    </div>
  );
}
