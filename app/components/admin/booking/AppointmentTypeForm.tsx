/**
 * The appointment type form (/admin/booking/types/new and /admin/booking/types/{id}): the
 * names and descriptions in both languages, the address, the times, the place, who takes it.
 * A plain form: the server checks it and sends every value back with its messages.
 */
import { Form } from "react-router";
import { ChoiceGroup, ErrorSummary, Field, SelectField, SubmitButton, TextareaField, valueOf } from "../../forms.tsx";
import { appointmentLocationLabels, appointmentLocations } from "../../../lib/booking.ts";
import type { FieldErrors, FormValues } from "../../../lib/form-data.ts";
import {
  appointmentAssignmentLabels,
  appointmentAssignments,
  appointmentTypeBounds as bounds,
  appointmentTypeLabels as labels,
  MAX_APPOINTMENT_DESCRIPTION,
  MAX_APPOINTMENT_NAME,
  MAX_APPOINTMENT_SLUG,
} from "../../../lib/schemas/appointment-type-fields.ts";

export interface TeamChoice {
  id: string;
  label: string;
}

const numberProps = { type: "text", inputMode: "numeric" as const, autoComplete: "off", className: "max-w-56" };

export function AppointmentTypeForm({
  action,
  values,
  errors,
  team,
  bookPath,
  submitLabel,
}: {
  action: string;
  /** What the fields show: the stored type, the defaults of a new one, or what was sent. */
  values: FormValues;
  errors?: FieldErrors;
  team: readonly TeamChoice[];
  /** The public booking page's address, for the slug's hint. */
  bookPath: string;
  submitLabel: string;
}) {
  const v = (name: keyof typeof labels) => valueOf(values, name) ?? "";
  const e = (name: keyof typeof labels) => errors?.[name];
  const range = (name: keyof typeof bounds) => `${bounds[name].min} to ${bounds[name].max.toLocaleString("en-US")}`;
  return (
    <>
      <ErrorSummary errors={errors} labels={labels} />
      <Form method="post" action={action} noValidate className="mt-2 space-y-8">
        <fieldset className="space-y-5">
          <legend className="text-lg font-semibold text-navy-900">What visitors see</legend>
          <div className="grid gap-5 md:grid-cols-2">
            <Field name="name" label={labels.name} required maxLength={MAX_APPOINTMENT_NAME} autoComplete="off" defaultValue={v("name")} error={e("name")} />
            <Field name="nameEs" label={labels.nameEs} required maxLength={MAX_APPOINTMENT_NAME} autoComplete="off" lang="es" defaultValue={v("nameEs")} error={e("nameEs")} />
            <TextareaField name="description" label={labels.description} required rows={3} maxLength={MAX_APPOINTMENT_DESCRIPTION} defaultValue={v("description")} error={e("description")} />
            <TextareaField name="descriptionEs" label={labels.descriptionEs} required rows={3} maxLength={MAX_APPOINTMENT_DESCRIPTION} defaultValue={v("descriptionEs")} error={e("descriptionEs")} />
          </div>
          <Field
            name="slug"
            label={labels.slug}
            hint={`The page is ${bookPath}/… followed by this, like quote-call: lowercase letters, digits and hyphens. Left empty, it is made from the English name.`}
            maxLength={MAX_APPOINTMENT_SLUG}
            autoComplete="off"
            spellCheck={false}
            className="max-w-xl"
            defaultValue={v("slug")}
            error={e("slug")}
          />
        </fieldset>

        <fieldset className="space-y-5">
          <legend className="text-lg font-semibold text-navy-900">Times</legend>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field name="durationMinutes" label={labels.durationMinutes} required hint={`From ${range("durationMinutes")}.`} {...numberProps} defaultValue={v("durationMinutes")} error={e("durationMinutes")} />
            <Field name="bufferMinutes" label={labels.bufferMinutes} required hint={`Kept free after each booking, from ${range("bufferMinutes")}.`} {...numberProps} defaultValue={v("bufferMinutes")} error={e("bufferMinutes")} />
            <Field name="minNoticeMinutes" label={labels.minNoticeMinutes} required hint={`How soon a visitor may book, from ${range("minNoticeMinutes")}: 120 is two hours, 1440 a day.`} {...numberProps} defaultValue={v("minNoticeMinutes")} error={e("minNoticeMinutes")} />
            <Field name="horizonDays" label={labels.horizonDays} required hint={`How far ahead visitors may book, from ${range("horizonDays")} days.`} {...numberProps} defaultValue={v("horizonDays")} error={e("horizonDays")} />
          </div>
        </fieldset>

        <fieldset className="space-y-5">
          <legend className="text-lg font-semibold text-navy-900">Where and with whom</legend>
          <ChoiceGroup
            type="radio"
            name="location"
            legend={labels.location}
            required
            columns={3}
            options={appointmentLocations.map((value) => ({ value, label: appointmentLocationLabels.en[value] }))}
            defaultValue={v("location")}
            error={e("location")}
          />
          <Field
            name="meetingUrl"
            type="url"
            label={labels.meetingUrl}
            hint="For a video call only: the meeting room every call of this type uses, starting with https://. Left empty, the team member sends a link for each booking."
            autoComplete="off"
            spellCheck={false}
            className="max-w-xl"
            defaultValue={v("meetingUrl")}
            error={e("meetingUrl")}
          />
          <ChoiceGroup
            type="radio"
            name="assignment"
            legend={labels.assignment}
            required
            options={appointmentAssignments.map((value) => ({ value, label: appointmentAssignmentLabels[value] }))}
            hint="In turn: bookings go to the members of the active team one after another."
            defaultValue={v("assignment")}
            error={e("assignment")}
          />
          <SelectField
            name="userId"
            label={labels.userId}
            hint="With “One person”: who takes every booking of this type."
            options={team.map((m) => ({ value: m.id, label: m.label }))}
            placeholder="Choose a person…"
            className="max-w-xl"
            defaultValue={v("userId")}
            error={e("userId")}
          />
        </fieldset>

        <fieldset className="space-y-5">
          <legend className="text-lg font-semibold text-navy-900">On the booking page</legend>
          <div>
            <label className="flex min-h-11 items-center gap-3 font-medium text-slate-900">
              <input type="checkbox" name="active" value="on" defaultChecked={v("active") === "on"} className="h-5 w-5 accent-navy-800" />
              {labels.active}: visitors can book it
            </label>
            <p className="text-sm text-slate-600">Unticked, it leaves the booking page; bookings already made stay.</p>
          </div>
          <Field name="sortOrder" label={labels.sortOrder} hint="Lower numbers come first." {...numberProps} defaultValue={v("sortOrder")} error={e("sortOrder")} />
        </fieldset>

        <SubmitButton pendingText="Saving...">{submitLabel}</SubmitButton>
      </Form>
    </>
  );
}
