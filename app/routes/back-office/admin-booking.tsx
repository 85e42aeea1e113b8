/**
 * /admin/booking (admins; docs/back-office.md#appointment-types-hours-and-feeds): the appointment
 * types visitors can book, with their settings at a glance and a link to each one's page, "New
 * appointment type", and the office's closed days (upcoming ones listed; add a day or a range
 * with a reason; remove one). Every change is audited. No React bundle: the forms post and
 * come back.
 */
import { CalendarPlus, CheckCircle2, PauseCircle } from "lucide-react";
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/admin-booking";
import { AdminFrame, EmptyState, Panel } from "../../components/admin/AdminFrame.tsx";
import { Badge } from "../../components/admin/Badges.tsx";
import { AddTimeOffForm, TimeOffList } from "../../components/admin/booking/TimeOff.tsx";
import { hrefWith } from "../../components/admin/listing.tsx";
import { MessageBox } from "../../components/MessageBox.tsx";
import { requireAdmin } from "../../http/guards.ts";
import { servicesOf } from "../../http/context.ts";
import { readAdminForm } from "../../http/read-admin-form.ts";
import { appointmentLocationLabels, BOOK_PATH, BOOKING_ADMIN_PATH } from "../../lib/booking.ts";
import { parseForm, type FormFailure } from "../../lib/form-data.ts";
import { appointmentAssignmentLabels, formatMinutes } from "../../lib/schemas/appointment-type-fields.ts";
import { timeOffSchema } from "../../lib/schemas/time-off.ts";
import { listAppointmentTypes } from "../../server/booking/appointment-types.ts";
import { addTimeOff, listUpcomingTimeOff, removeTimeOff } from "../../server/booking/time-off.ts";
import { listActiveTeam } from "../../server/pipeline/assignment.ts";

export async function loader({ context, request, url }: Route.LoaderArgs) {
  await requireAdmin({ request, context });
  const db = servicesOf(context).db;
  const now = new Date();
  const [types, team, closures] = await Promise.all([listAppointmentTypes(db), listActiveTeam(db), listUpcomingTimeOff(db, null, now)]);
  const names = new Map(team.map((m) => [m.id, m.name || m.email]));
  const saved = url.searchParams.get("saved");
  return {
    types: types.map((t) => ({ ...t, personName: t.userId ? (names.get(t.userId) ?? "someone no longer on the team") : null })),
    closures,
    saved: saved === "closure-added" || saved === "closure-removed" ? saved : null,
  };
}

type ActionResult = FormFailure & { intent: "add-closure" };

export async function action({ context, request }: Route.ActionArgs) {
  const admin = await requireAdmin({ request, context });
  const form = await readAdminForm(request);
  const db = servicesOf(context).db;
  switch (form.get("intent")) {
    case "add-closure": {
      const parsed = parseForm(timeOffSchema, form);
      if (!parsed.ok) return data<ActionResult>({ intent: "add-closure", errors: parsed.errors, values: parsed.values }, { status: 400 });
      const result = await addTimeOff(db, admin, null, parsed.data);
      if (!result.ok) return data<ActionResult>({ intent: "add-closure", errors: result.errors, values: parsed.values }, { status: 400 });
      return redirect(hrefWith(BOOKING_ADMIN_PATH, { saved: "closure-added" }) + "#closures-heading", 303);
    }
    case "remove-closure": {
      const removed = await removeTimeOff(db, admin, null, String(form.get("id") ?? ""));
      if (!removed) throw data("That closed day does not exist.", { status: 404 });
      return redirect(hrefWith(BOOKING_ADMIN_PATH, { saved: "closure-removed" }) + "#closures-heading", 303);
    }
    default:
      throw data("Unknown action", { status: 400 });
  }
}

export const meta = () => [{ title: "Booking · Back office" }, { name: "robots", content: "noindex" }];

const linkClass = "font-semibold text-navy-900 underline underline-offset-2 hover:text-navy-700";

export default function BookingAdminPage({ loaderData, actionData }: Route.ComponentProps) {
  const { types, closures, saved } = loaderData;
  return (
    <AdminFrame
      title="Booking"
      description={<p>What visitors can book on the booking page, and the days the whole office takes no bookings. Each team member sets their own hours on their profile.</p>}
      actions={
        <Link
          to={`${BOOKING_ADMIN_PATH}/types/new`}
          className="inline-flex min-h-11 items-center gap-2 rounded-md bg-gold-400 px-4 py-2 font-semibold text-navy-950 hover:bg-gold-300 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          <CalendarPlus aria-hidden="true" className="h-5 w-5" />
          New appointment type
        </Link>
      }
    >
      <div className="space-y-6">
        <Panel title="Appointment types" titleId="types-heading" padded={false}>
          {types.length ? (
            <ul className="divide-y divide-slate-200">
              {types.map((t) => (
                <li key={t.id} className="p-5">
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
                    <h3 className="text-base font-semibold">
                      <Link to={`${BOOKING_ADMIN_PATH}/types/${encodeURIComponent(t.id)}`} className={linkClass}>
                        {t.name}
                      </Link>
                    </h3>
                    {t.active ? (
                      <Badge tone="green" Icon={CheckCircle2}>Bookable</Badge>
                    ) : (
                      <Badge tone="slate" Icon={PauseCircle}>Not bookable</Badge>
                    )}
                  </div>
                  <p className="mt-1 break-all text-sm text-slate-700">
                    {BOOK_PATH}/{t.slug}
                  </p>
                  <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-3">
                    <div className="flex flex-wrap gap-x-1">
                      <dt className="text-slate-700">Length:</dt>
                      <dd className="font-medium text-slate-900">{formatMinutes(t.durationMinutes)}, then {t.bufferMinutes ? `${formatMinutes(t.bufferMinutes)} free` : "no buffer"}</dd>
                    </div>
                    <div className="flex flex-wrap gap-x-1">
                      <dt className="text-slate-700">Where:</dt>
                      <dd className="font-medium text-slate-900">{appointmentLocationLabels.en[t.location]}{t.location === "video" && t.meetingUrl ? " (fixed room)" : ""}</dd>
                    </div>
                    <div className="flex flex-wrap gap-x-1">
                      <dt className="text-slate-700">Who:</dt>
                      <dd className="font-medium text-slate-900">{t.assignment === "person" ? t.personName : appointmentAssignmentLabels.round_robin}</dd>
                    </div>
                    <div className="flex flex-wrap gap-x-1">
                      <dt className="text-slate-700">Notice:</dt>
                      <dd className="font-medium text-slate-900">{formatMinutes(t.minNoticeMinutes)}</dd>
                    </div>
                    <div className="flex flex-wrap gap-x-1">
                      <dt className="text-slate-700">Up to:</dt>
                      <dd className="font-medium text-slate-900">{t.horizonDays === 1 ? "1 day" : `${t.horizonDays} days`} ahead</dd>
                    </div>
                    <div className="flex flex-wrap gap-x-1">
                      <dt className="text-slate-700">Order:</dt>
                      <dd className="font-medium text-slate-900">{t.sortOrder}</dd>
                    </div>
                  </dl>
                </li>
              ))}
            </ul>
          ) : (
            <div className="p-5">
              <EmptyState title="No appointment types yet">
                <p>
                  <Link to={`${BOOKING_ADMIN_PATH}/types/new`} className={linkClass}>Add the first one</Link> to open the booking page.
                </p>
              </EmptyState>
            </div>
          )}
        </Panel>

        <Panel title="Office closed" titleId="closures-heading">
          <div className="space-y-6">
            {saved && !actionData ? (
              <MessageBox tone="success" focus>
                <p>{saved === "closure-added" ? "Saved: nobody can book on those days." : "Removed: those days can be booked again, within each member's hours."}</p>
              </MessageBox>
            ) : null}
            <p className="text-slate-700">Holidays and other days the whole office takes no bookings, in Las Vegas time. Bookings already made on those days stay: move or cancel them from the calendar.</p>
            <TimeOffList rows={closures} action={BOOKING_ADMIN_PATH} removeIntent="remove-closure" what="the closed day" emptyText="No closed days ahead." />
            <div>
              <h3 className="text-base font-semibold text-navy-900">Add a closed day</h3>
              <AddTimeOffForm key={closures.map((c) => c.id).join(",")} action={BOOKING_ADMIN_PATH} intent="add-closure" failure={actionData} reasonHint="Visitors do not see it; the team does, like Thanksgiving." submitLabel="Close the office" />
            </div>
          </div>
        </Panel>
      </div>
    </AdminFrame>
  );
}
