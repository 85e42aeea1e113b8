/**
 * The editor's publishing controls (docs/product.md#posts), by the post's status:
 * - draft (or new): Save as Draft, Schedule (with a Las Vegas date and time), Publish;
 * - scheduled: when it goes live, its date and time to change, Update Scheduled (keeps it
 *   scheduled, at the time in the fields), Unschedule (back to draft) and Publish Now;
 * - published: Update Published and Save as Draft; no schedule (it is already live).
 * The button that keeps the post's status comes first: pressing Enter in a field uses it.
 */
import { CalendarClock } from "lucide-react";
import type { EditorFieldsProps } from "../../lib/blog-manager.ts";
import { formatScheduledTime, scheduleFields } from "../../lib/blog-schedule.ts";
import { blogPostLabels } from "../../lib/schemas/blog-post-fields.ts";
import { Field } from "../forms.tsx";

const outline =
  "inline-flex min-h-11 items-center rounded-md border-2 border-navy-800 px-5 py-2.5 font-semibold text-navy-900 hover:bg-navy-50 disabled:cursor-not-allowed disabled:opacity-60";
const solid =
  "inline-flex min-h-11 items-center rounded-md bg-navy-800 px-5 py-2.5 font-semibold text-white hover:bg-navy-900 disabled:cursor-not-allowed disabled:opacity-60";

function IntentButton({ intent, label, primary, saving }: { intent: "draft" | "schedule" | "publish"; label: string; primary?: boolean; saving: boolean }) {
  return (
    <button type="submit" name="intent" value={intent} disabled={saving} className={primary ? solid : outline}>
      {label}
    </button>
  );
}

export function PublishControls({ post, saving, initial, errors }: EditorFieldsProps & { saving: boolean }) {
  const status = post?.status;
  const scheduledAt = status === "scheduled" ? post?.scheduled_at : null;
  const current = scheduleFields(scheduledAt);
  return (
    <div className="space-y-4">
      {scheduledAt ? (
        <p className="flex items-start gap-2 rounded-lg border-2 border-violet-700 bg-violet-50 p-4 text-violet-950">
          <CalendarClock aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
          <span>
            Scheduled for <strong className="font-semibold">{formatScheduledTime(scheduledAt)}</strong> Las Vegas time. Visitors cannot see it until then.
          </span>
        </p>
      ) : null}
      {status !== "published" ? (
        <fieldset aria-describedby="schedule-hint" className="min-w-0 rounded-lg border border-slate-300 p-4">
          <legend className="px-1 font-semibold text-navy-900">{scheduledAt ? "Change the schedule" : "Schedule"}</legend>
          <p id="schedule-hint" className="text-sm text-slate-700">
            The date and time are <strong className="font-semibold">Las Vegas time</strong> (Pacific). The post goes live on its own at that minute.
          </p>
          <div className="mt-3 grid gap-4 sm:grid-cols-2">
            <Field name="schedule_date" type="date" label={blogPostLabels.schedule_date} hint="Las Vegas date" defaultValue={initial("schedule_date", current.date)} error={errors?.schedule_date} />
            <Field name="schedule_time" type="time" label={blogPostLabels.schedule_time} hint="Las Vegas time" defaultValue={initial("schedule_time", current.time)} error={errors?.schedule_time} />
          </div>
        </fieldset>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {status === "published" ? (
          <>
            <IntentButton intent="publish" label="Update Published" primary saving={saving} />
            <IntentButton intent="draft" label="Save as Draft" saving={saving} />
          </>
        ) : scheduledAt ? (
          <>
            <IntentButton intent="schedule" label="Update Scheduled" primary saving={saving} />
            <IntentButton intent="draft" label="Unschedule" saving={saving} />
            <IntentButton intent="publish" label="Publish Now" saving={saving} />
          </>
        ) : (
          <>
            <IntentButton intent="draft" label="Save as Draft" saving={saving} />
            <IntentButton intent="schedule" label="Schedule" saving={saving} />
            <IntentButton intent="publish" label="Publish" primary saving={saving} />
          </>
        )}
      </div>
      {scheduledAt ? <p className="text-sm text-slate-700">Unschedule keeps your changes as a draft.</p> : null}
    </div>
  );
}
