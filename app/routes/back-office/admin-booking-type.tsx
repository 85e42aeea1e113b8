/**
 * One appointment type (admins; docs/back-office.md#appointment-types-hours-and-feeds): its
 * form with the stored values; a save that changes something is audited as
 * "appointment_type.update" and comes back here with a message. An unknown id is 404.
 */
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/admin-booking-type";
import { AdminFrame, Panel } from "../../components/admin/AdminFrame.tsx";
import { AppointmentTypeForm } from "../../components/admin/booking/AppointmentTypeForm.tsx";
import { hrefWith } from "../../components/admin/listing.tsx";
import { MessageBox } from "../../components/MessageBox.tsx";
import { requireAdmin } from "../../http/guards.ts";
import { servicesOf } from "../../http/context.ts";
import { readAdminForm } from "../../http/read-admin-form.ts";
import { BOOK_PATH, BOOKING_ADMIN_PATH } from "../../lib/booking.ts";
import { parseForm, type FormFailure } from "../../lib/form-data.ts";
import { appointmentTypeSchema } from "../../lib/schemas/appointment-type.ts";
import { appointmentTypeFormValues, getAppointmentType, updateAppointmentType } from "../../server/booking/appointment-types.ts";
import { listActiveTeam } from "../../server/pipeline/assignment.ts";

const notFound = () => data("Not found", { status: 404 });

export async function loader({ context, request, params, url }: Route.LoaderArgs) {
  await requireAdmin({ request, context });
  const db = servicesOf(context).db;
  const [type, team] = await Promise.all([getAppointmentType(db, params.id), listActiveTeam(db)]);
  if (!type) throw notFound();
  const saved = url.searchParams.get("saved");
  const choices = team.map((m) => ({ id: m.id, label: m.name ? `${m.name} (${m.email})` : m.email }));
  // A person who left the team stays visible in the choice until someone else is chosen.
  if (type.userId && !choices.some((c) => c.id === type.userId)) choices.push({ id: type.userId, label: "Someone no longer on the team" });
  return {
    type,
    team: choices,
    values: appointmentTypeFormValues(type),
    saved: saved === "created" || saved === "saved" || saved === "unchanged" ? (saved as keyof typeof messages) : null,
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const admin = await requireAdmin({ request, context });
  const parsed = parseForm(appointmentTypeSchema, await readAdminForm(request));
  if (!parsed.ok) return data<FormFailure>({ errors: parsed.errors, values: parsed.values }, { status: 400 });
  const result = await updateAppointmentType(servicesOf(context).db, admin, params.id, parsed.data);
  if (!result.ok) {
    if (result.reason === "not-found") throw notFound();
    return data<FormFailure>({ errors: result.errors, values: parsed.values }, { status: 400 });
  }
  return redirect(hrefWith(`${BOOKING_ADMIN_PATH}/types/${encodeURIComponent(params.id)}`, { saved: result.changed ? "saved" : "unchanged" }), 303);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: `${loaderData?.type.name ?? "Appointment type"} · Booking · Back office` }, { name: "robots", content: "noindex" }];

const messages = {
  created: "Added: the appointment type is saved.",
  saved: "Saved: the appointment type's changes apply to new bookings.",
  unchanged: "Nothing changed: the appointment type already said that.",
} as const;

export default function AppointmentTypePage({ loaderData, actionData }: Route.ComponentProps) {
  const { type, team, values, saved } = loaderData;
  return (
    <AdminFrame
      crumbs={[{ label: "Booking", href: BOOKING_ADMIN_PATH }]}
      eyebrow="Appointment type"
      title={type.name}
      description={
        <p>
          {type.active ? "Bookable at " : "Not bookable now; its page would be "}
          <span className="break-all font-mono text-sm">{BOOK_PATH}/{type.slug}</span>.
        </p>
      }
    >
      <div className="max-w-4xl space-y-6">
        {saved && !actionData ? (
          <MessageBox tone={saved === "unchanged" ? "info" : "success"} focus>
            <p>
              {messages[saved]} <Link to={BOOKING_ADMIN_PATH} className="font-semibold underline underline-offset-2">Back to Booking</Link>
            </p>
          </MessageBox>
        ) : null}
        <Panel>
          {/* Keyed by what is stored, so the fields show it after a save. */}
          <AppointmentTypeForm
            key={type.updatedAt}
            action={`${BOOKING_ADMIN_PATH}/types/${encodeURIComponent(type.id)}`}
            values={actionData?.values ?? values}
            errors={actionData?.errors}
            team={team}
            bookPath={BOOK_PATH}
            submitLabel="Save the appointment type"
          />
        </Panel>
      </div>
    </AdminFrame>
  );
}
