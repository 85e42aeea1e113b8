/**
 * A new appointment type (admins; docs/back-office.md#appointment-types-hours-and-feeds): the
 * form, checked on the server (a taken address is the address field's error); saved, the
 * Booking page lists it. Audited as "appointment_type.create".
 */
import { data, redirect } from "react-router";
import type { Route } from "./+types/admin-booking-type-new";
import { AdminFrame, Panel } from "../../components/admin/AdminFrame.tsx";
import { AppointmentTypeForm } from "../../components/admin/booking/AppointmentTypeForm.tsx";
import { hrefWith } from "../../components/admin/listing.tsx";
import { requireAdmin } from "../../http/guards.ts";
import { servicesOf } from "../../http/context.ts";
import { readAdminForm } from "../../http/read-admin-form.ts";
import { BOOK_PATH, BOOKING_ADMIN_PATH } from "../../lib/booking.ts";
import { parseForm, type FormFailure } from "../../lib/form-data.ts";
import { appointmentTypeSchema } from "../../lib/schemas/appointment-type.ts";
import { createAppointmentType, newAppointmentTypeFormValues } from "../../server/booking/appointment-types.ts";
import { listActiveTeam } from "../../server/pipeline/assignment.ts";

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdmin({ request, context });
  const team = await listActiveTeam(servicesOf(context).db);
  return { team: team.map((m) => ({ id: m.id, label: m.name ? `${m.name} (${m.email})` : m.email })), initial: newAppointmentTypeFormValues };
}

export async function action({ context, request }: Route.ActionArgs) {
  const admin = await requireAdmin({ request, context });
  const parsed = parseForm(appointmentTypeSchema, await readAdminForm(request));
  if (!parsed.ok) return data<FormFailure>({ errors: parsed.errors, values: parsed.values }, { status: 400 });
  const result = await createAppointmentType(servicesOf(context).db, admin, parsed.data);
  if (!result.ok) return data<FormFailure>({ errors: result.reason === "invalid" ? result.errors : {}, values: parsed.values }, { status: 400 });
  return redirect(hrefWith(`${BOOKING_ADMIN_PATH}/types/${encodeURIComponent(result.id)}`, { saved: "created" }), 303);
}

export const meta: Route.MetaFunction = () => [{ title: "New appointment type · Back office" }, { name: "robots", content: "noindex" }];

export default function NewAppointmentTypePage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminFrame
      crumbs={[{ label: "Booking", href: BOOKING_ADMIN_PATH }]}
      title="New appointment type"
      description={<p>Something visitors can book: a call, a visit or a video call, its length, and who takes it.</p>}
    >
      <div className="max-w-4xl">
        <Panel>
          <AppointmentTypeForm
            action={`${BOOKING_ADMIN_PATH}/types/new`}
            values={actionData?.values ?? loaderData.initial}
            errors={actionData?.errors}
            team={loaderData.team}
            bookPath={BOOK_PATH}
            submitLabel="Add the appointment type"
          />
        </Panel>
      </div>
    </AdminFrame>
  );
}
