/**
 * A booking's page, /admin/calendar/bookings/:id (staff and admins;
 * docs/back-office.md#calendar-and-bookings): when, who and how to reach them, what about, the
 * language, type, member, status, when it was made and every change (the audit log), and the
 * person's lead records and customers.
 *
 * Any team member may work any booking (the team covers for each other; every change is
 * audited with who made it): mark it held or a no-show once it has started (or undo that),
 * cancel it (after a confirmation), move it to a free time of its type on another day (a date,
 * then the free times as radio buttons), or set a video call's link (https only). Plain forms
 * posted here with an intent; per-field messages and values back; a redirect saying what
 * changed. The person is emailed by the domain (change-booking.ts). No React bundle.
 */
import { Ban, CalendarClock, CheckCircle2, Link2, Mail, Phone, Undo2, UserX } from "lucide-react";
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/admin-calendar-booking";
import { AdminFrame, Panel } from "../../components/admin/AdminFrame.tsx";
import { BookingStatusBadge, dayHeading, LocationLabel, timeOf, timeRange, whenOf } from "../../components/admin/calendar/BookingBits.tsx";
import { StageBadge } from "../../components/admin/Badges.tsx";
import { hrefWith } from "../../components/admin/listing.tsx";
import { ErrorSummary, Field, SubmitButton, valueOf } from "../../components/forms.tsx";
import { MessageBox } from "../../components/MessageBox.tsx";
import { parseUsPhone } from "../../config/agency.ts";
import { requireStaff } from "../../http/guards.ts";
import { servicesOf } from "../../http/context.ts";
import { readAdminForm } from "../../http/read-admin-form.ts";
import { auditActionLabel } from "../../lib/audit-actions.ts";
import { CALENDAR_ADMIN_PATH } from "../../lib/booking.ts";
import { formatDateTime } from "../../lib/format.ts";
import { formValues, type FormFailure } from "../../lib/form-data.ts";
import { inboxPath } from "../../lib/inbox-paths.ts";
import { lasVegasDate } from "../../lib/las-vegas-time.ts";
import { leadFormInfo } from "../../lib/lead-forms.ts";
import { SLOT_PATTERN } from "../../lib/schemas/booking.ts";
import { staffCustomerPath } from "../../lib/service-requests.ts";
import { cancelBooking, rescheduleBooking, setBookingOutcome, setMeetingLink } from "../../server/booking/change-booking.ts";
import { calendarDateOf, freeTimesToMove, getStaffBooking } from "../../server/booking/staff-calendar.ts";
import { linkSecret } from "../../server/security/signed-link.ts";

const notFound = () => data("Not found", { status: 404 });
const here = (id: string) => `${CALENDAR_ADMIN_PATH}/bookings/${encodeURIComponent(id)}`;

const doneMessages = {
  held: "Marked held.",
  no_show: "Marked a no-show.",
  booked: "Marked booked again (the outcome is undone).",
  cancelled: "Cancelled. The person was emailed, and the time is free again.",
  moved: "Moved. The person was emailed the new time.",
  "moved-member": "Moved, to another member who was free then (the time did not suit the member it was with). Both were emailed.",
  link: "Video link saved. The person was emailed the updated appointment with it.",
} as const;
type Done = keyof typeof doneMessages;

const MAX_URL = 500;
const moveLabels = { slot: "New time" } as const;
const linkLabels = { url: "Video call link" } as const;

type Intent = "outcome" | "cancel" | "move" | "link";
type ActionFailure = FormFailure & { intent: Intent };

export async function loader({ context, request, params, url }: Route.LoaderArgs) {
  await requireStaff({ request, context });
  const services = servicesOf(context);
  const now = new Date();
  const page = await getStaffBooking(services.db, params.id);
  if (!page) throw notFound();
  const { booking } = page;
  const movable = booking.status === "booked" && Date.parse(booking.starts_at) > now.getTime();
  const moveDate = calendarDateOf(url.searchParams.get("moveDate"));
  const freeTimes = movable && moveDate ? await freeTimesToMove(services.db, services.agency, booking.id, moveDate, now) : [];
  const done = url.searchParams.get("done");
  return {
    ...page,
    now: now.toISOString(),
    started: Date.parse(booking.starts_at) <= now.getTime(),
    movable,
    linkable: booking.location === "video" && booking.status === "booked" && Date.parse(booking.ends_at) > now.getTime(),
    moveDate,
    today: lasVegasDate(now),
    freeTimes,
    confirmCancel: url.searchParams.get("cancel") === "confirm" && movable,
    done: done && done in doneMessages ? (done as Done) : null,
  };
}

const failed = (intent: Intent, failure: FormFailure, status = 400) => data<ActionFailure>({ intent, ...failure }, { status });

export async function action({ context, request, params }: Route.ActionArgs) {
  const user = await requireStaff({ request, context });
  const form = await readAdminForm(request);
  const services = servicesOf(context);
  const actor = { id: user.id, email: user.email };
  const now = new Date();
  const values = formValues(form);
  const text = (name: string) => String(valueOf(values, name) ?? "").trim();
  const back = (done: Done, anchor = "status-heading") => redirect(`${hrefWith(here(params.id), { done })}#${anchor}`, 303);
  const deps = async () => ({ db: services.db, agency: services.agency, publicUrl: services.env.PUBLIC_URL, secret: await linkSecret(services) });

  switch (form.get("intent")) {
    case "outcome": {
      const outcome = text("outcome");
      if (outcome !== "held" && outcome !== "no_show" && outcome !== "booked") throw data("Unknown outcome", { status: 400 });
      const result = await setBookingOutcome(services.db, actor, params.id, outcome, now);
      if (result.ok) return back(outcome);
      if (result.reason === "not-found") throw notFound();
      const formError = result.reason === "cancelled" ? "This appointment is cancelled: it has no outcome. Nothing changed." : "This appointment has not started yet: mark it once it has. Nothing changed.";
      return failed("outcome", { errors: {}, values, formError }, 409);
    }
    case "cancel": {
      const result = await cancelBooking(await deps(), params.id, { kind: "team", actor }, now);
      if (result.ok) return back("cancelled");
      if (result.reason === "not-found") throw notFound();
      const formError = result.reason === "past" ? "This appointment has already started or ended, so it cannot be cancelled: mark it held or a no-show instead." : "This appointment was already cancelled. Nothing changed.";
      return failed("cancel", { errors: {}, values, formError }, 409);
    }
    case "move": {
      const slot = text("slot");
      if (!SLOT_PATTERN.test(slot) || Number.isNaN(Date.parse(slot))) return failed("move", { errors: { slot: "Please choose one of the free times." }, values });
      const before = (await getStaffBooking(services.db, params.id))?.booking.user_id;
      const result = await rescheduleBooking(await deps(), params.id, new Date(slot), { kind: "team", actor }, now);
      if (result.ok) return back(result.booking.user_id === before ? "moved" : "moved-member");
      switch (result.reason) {
        case "not-found":
          throw notFound();
        case "taken":
          return failed("move", { errors: { slot: "Someone booked that time a moment ago. Please choose another of the free times." }, values }, 409);
        case "outside":
        case "past":
          return failed("move", { errors: { slot: "That time cannot be booked (it is past, too soon, or outside the hours). Please choose one of the free times." }, values }, 409);
        default:
          return failed("move", { errors: {}, values, formError: "This appointment has changed since the page was opened (cancelled, or already past). Nothing changed." }, 409);
      }
    }
    case "link": {
      const link = text("url");
      const problem = meetingLinkProblem(link);
      if (problem) return failed("link", { errors: { url: problem }, values });
      const result = await setMeetingLink(await deps(), actor, params.id, link, now);
      if (result.ok) return back("link", "link-heading");
      if (result.reason === "not-found") throw notFound();
      const formError = result.reason === "not-video" ? "This is not a video call: it needs no link." : "This appointment is cancelled or over: its link cannot change any more.";
      return failed("link", { errors: {}, values, formError }, 409);
    }
    default:
      throw data("Unknown action", { status: 400 });
  }
}

/** A video link must be a whole https address (the person clicks it from their email). */
function meetingLinkProblem(link: string): string | null {
  if (!link) return "Please paste the video call's link, starting with https://.";
  if (link.length > MAX_URL) return `Please keep the link under ${MAX_URL} characters.`;
  let parsed: URL;
  try {
    parsed = new URL(link);
  } catch {
    return "Please paste the whole link, like https://meet.example.com/abc-defg.";
  }
  if (parsed.protocol !== "https:") return "Please use a secure link that starts with https://.";
  if (parsed.username || parsed.password) return "Please paste the link without a name or password in it.";
  return null;
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `${loaderData.booking.first_name} ${loaderData.booking.last_name} · Appointment · Back office` : "Back office" },
  { name: "robots", content: "noindex" },
];

const buttonClass = "inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4 py-2 font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold-400";
const secondary = `${buttonClass} border-2 border-navy-800 bg-white text-navy-900 hover:bg-navy-50`;
const danger = `${buttonClass} border-2 border-red-700 bg-white text-red-800 hover:bg-red-50`;

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="px-5 py-3 sm:grid sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-0.5 break-words text-slate-900 sm:mt-0">{children}</dd>
    </div>
  );
}

export default function BookingPage({ loaderData, actionData }: Route.ComponentProps) {
  const { booking, type, member, cancelledBy, changes, records, customers, started, movable, linkable, moveDate, today, freeTimes, confirmCancel, done } = loaderData;
  const name = `${booking.first_name} ${booking.last_name}`.trim();
  const path = here(booking.id);
  const phone = parseUsPhone(booking.phone);
  const failure = (intent: Intent) => (actionData?.intent === intent ? actionData : undefined);
  const outcomeFailure = failure("outcome");
  const cancelFailure = failure("cancel");
  const moveFailure = failure("move");
  const linkFailure = failure("link");
  const bookingDate = lasVegasDate(new Date(booking.starts_at));
  const statusPanel = (
          <Panel title="Status" titleId="status-heading">
            <div className="space-y-4">
              <ErrorSummary errors={undefined} labels={{}} formError={outcomeFailure?.formError ?? cancelFailure?.formError} />
              <p className="flex flex-wrap items-center gap-2">
                Now: <BookingStatusBadge status={booking.status} />
              </p>
              {booking.status !== "cancelled" && started ? (
                <Form method="post" action={path} className="flex flex-wrap gap-2">
                  <input type="hidden" name="intent" value="outcome" />
                  {booking.status !== "held" ? (
                    <button type="submit" name="outcome" value="held" className={`${buttonClass} bg-navy-800 text-white hover:bg-navy-900`}>
                      <CheckCircle2 aria-hidden="true" className="h-5 w-5" />
                      Mark held
                    </button>
                  ) : null}
                  {booking.status !== "no_show" ? (
                    <button type="submit" name="outcome" value="no_show" className={secondary}>
                      <UserX aria-hidden="true" className="h-5 w-5" />
                      Mark a no-show
                    </button>
                  ) : null}
                  {booking.status !== "booked" ? (
                    <button type="submit" name="outcome" value="booked" className={secondary}>
                      <Undo2 aria-hidden="true" className="h-5 w-5" />
                      Undo: back to booked
                    </button>
                  ) : null}
                </Form>
              ) : booking.status !== "cancelled" ? (
                <p className="text-sm text-slate-700">Mark it held or a no-show once it has started ({timeOf(booking.starts_at)}, {dayHeading(bookingDate)}).</p>
              ) : null}
              {movable && !confirmCancel ? (
                <Link to={`${hrefWith(path, { cancel: "confirm" })}#cancel-heading`} className={danger}>
                  <Ban aria-hidden="true" className="h-5 w-5" />
                  Cancel the appointment…
                </Link>
              ) : null}
              {confirmCancel ? (
                <section aria-labelledby="cancel-heading" className="rounded-lg border-2 border-red-700 bg-red-50 p-4">
                  <h3 id="cancel-heading" tabIndex={-1} autoFocus className="text-base font-semibold text-red-950 focus:outline-none">
                    Cancel {name}&apos;s {type.name.toLowerCase()} on {dayHeading(bookingDate)} at {timeOf(booking.starts_at)}?
                  </h3>
                  <p className="mt-1 text-sm text-red-950">They are emailed that it is cancelled, and the time is free for anyone to book. This cannot be undone (they can book again).</p>
                  <div className="mt-3 flex flex-wrap gap-2">
                    <Form method="post" action={path}>
                      <button type="submit" name="intent" value="cancel" className={`${buttonClass} bg-red-800 text-white hover:bg-red-900`}>
                        <Ban aria-hidden="true" className="h-5 w-5" />
                        Yes, cancel it
                      </button>
                    </Form>
                    <Link to={path} className={secondary}>
                      Keep it
                    </Link>
                  </div>
                </section>
              ) : null}
            </div>
          </Panel>
  );
  return (
    <AdminFrame
      crumbs={[{ label: "Calendar", href: hrefWith(CALENDAR_ADMIN_PATH, { view: "day", date: bookingDate, member: "all" }) }]}
      eyebrow={`Appointment · ${type.name}`}
      title={name}
      description={
        <p>
          {whenOf(booking.starts_at)} – {timeOf(booking.ends_at)} (Las Vegas time) · {booking.status === "cancelled" ? "Cancelled" : member ? `with ${member.name}` : ""}
        </p>
      }
      actions={
        <>
          {phone ? (
            <a href={`tel:${phone.dial}`} className={`${buttonClass} border-2 border-white text-white hover:bg-white/10`}>
              <Phone aria-hidden="true" className="h-5 w-5" />
              Call<span className="sr-only"> {name} at {booking.phone}</span>
            </a>
          ) : null}
          <a href={`mailto:${booking.email}`} className={`${buttonClass} border-2 border-white text-white hover:bg-white/10`}>
            <Mail aria-hidden="true" className="h-5 w-5" />
            Email<span className="sr-only"> {name}</span>
          </a>
        </>
      }
    >
      {done && !actionData ? (
        <MessageBox tone="success" className="mb-6" focus>
          <p>{doneMessages[done]}</p>
        </MessageBox>
      ) : null}
      {/* DOM order is the phone's: the status and its actions first; on a wide screen they form the right column. */}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:grid-rows-[auto_1fr]">
        <div className="min-w-0 lg:col-start-2 lg:row-start-1">
          {statusPanel}
        </div>
        <div className="min-w-0 space-y-6 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <Panel title="The appointment" titleId="details-heading" padded={false}>
            <dl className="divide-y divide-slate-200">
              <Row label="When">
                {dayHeading(bookingDate)}, {timeRange(booking.starts_at, booking.ends_at)} <span className="text-slate-700">(Las Vegas time)</span>
                {booking.visitor_time_zone && booking.visitor_time_zone !== "America/Los_Angeles" ? (
                  <span className="block text-sm text-slate-700">They booked from the {booking.visitor_time_zone.replaceAll("_", " ")} time zone.</span>
                ) : null}
              </Row>
              <Row label="Status">
                <BookingStatusBadge status={booking.status} />
                {cancelledBy ? <span className="ml-2 text-sm text-slate-700">by {cancelledBy}{booking.cancelled_at ? `, ${formatDateTime(booking.cancelled_at)}` : ""}</span> : null}
              </Row>
              <Row label="Type">
                {type.name} ({type.durationMinutes} minutes)
              </Row>
              <Row label="Where">
                <LocationLabel location={booking.location} />
                {booking.location === "video" ? (
                  <span className="mt-1 block text-sm">
                    {booking.meeting_url ? (
                      <a href={booking.meeting_url} className="break-all font-semibold text-navy-800 underline" rel="noreferrer noopener" target="_blank">
                        {booking.meeting_url}
                      </a>
                    ) : (
                      <span className="text-slate-700">No link yet: set it below.</span>
                    )}
                  </span>
                ) : null}
              </Row>
              <Row label="With">{member ? `${member.name} (${member.email})` : "A former member"}</Row>
              <Row label="Phone">
                {phone ? (
                  <a href={`tel:${phone.dial}`} className="font-semibold text-navy-800 underline">
                    {phone.display}
                  </a>
                ) : (
                  booking.phone
                )}
              </Row>
              <Row label="Email">
                <a href={`mailto:${booking.email}`} className="break-all font-semibold text-navy-800 underline">
                  {booking.email}
                </a>
              </Row>
              <Row label="What about">
                <span className="whitespace-pre-wrap">{booking.topic}</span>
              </Row>
              <Row label="Language">{booking.locale === "es" ? "Spanish (their emails are in Spanish)" : "English"}</Row>
              <Row label="Made">{formatDateTime(booking.created_at)} (on the website)</Row>
              <Row label="Changes">{booking.change_count === 0 ? "None" : booking.change_count === 1 ? "1 change" : `${booking.change_count} changes`}</Row>
            </dl>
          </Panel>

          {movable ? (
            <Panel title="Move to another time" titleId="move-heading">
              <div className="space-y-4">
                <ErrorSummary errors={moveFailure?.errors} labels={moveLabels} formError={moveFailure?.formError} />
                <p className="text-sm text-slate-700">Choose a day to see the free times of a {type.name.toLowerCase()}. It stays with {member?.name ?? "its member"} when they are free then, else goes to another member who is. The person is emailed the new time.</p>
                <Form method="get" action={path} className="flex flex-wrap items-end gap-3">
                  <Field name="moveDate" type="date" label="Day" required min={today} defaultValue={moveDate ?? ""} className="min-w-48" />
                  <button type="submit" className={secondary}>
                    <CalendarClock aria-hidden="true" className="h-5 w-5" />
                    Show free times
                  </button>
                </Form>
                {moveDate ? (
                  freeTimes.length ? (
                    <Form method="post" action={hrefWith(path, { moveDate })} noValidate className="space-y-4">
                      <fieldset id="field-slot" tabIndex={-1} aria-invalid={moveFailure?.errors.slot ? true : undefined} aria-describedby={moveFailure?.errors.slot ? "slot-error" : undefined}>
                        <legend className="font-medium text-slate-900">
                          Free times on {dayHeading(moveDate)} <span className="text-slate-600">(required)</span>
                        </legend>
                        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
                          {freeTimes.map((slot) => (
                            <label key={slot} className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 has-[:checked]:border-navy-700 has-[:checked]:bg-navy-50">
                              <input type="radio" name="slot" value={slot} defaultChecked={valueOf(moveFailure?.values, "slot") === slot} className="h-5 w-5 accent-navy-800" />
                              <span className="text-slate-900">{timeOf(slot)}</span>
                            </label>
                          ))}
                        </div>
                        {moveFailure?.errors.slot ? (
                          <p id="slot-error" className="mt-1.5 text-sm font-medium text-red-800">
                            <span className="sr-only">Error: </span>
                            {moveFailure.errors.slot}
                          </p>
                        ) : null}
                      </fieldset>
                      <SubmitButton name="intent" value="move" pendingText="Moving...">Move the appointment</SubmitButton>
                    </Form>
                  ) : (
                    <p className="rounded-md border border-dashed border-slate-300 px-4 py-3 text-slate-800">No free times on {dayHeading(moveDate)}. Please try another day.</p>
                  )
                ) : null}
              </div>
            </Panel>
          ) : null}

          {linkable ? (
            <Panel title="Video call link" titleId="link-heading">
              <div className="space-y-4">
                <ErrorSummary errors={linkFailure?.errors} labels={linkLabels} formError={linkFailure?.formError} />
                <Form method="post" action={path} noValidate className="space-y-4">
                  <Field
                    name="url"
                    type="url"
                    label={linkLabels.url}
                    required
                    hint="The meeting's https:// address. The person is emailed the appointment again with it."
                    maxLength={MAX_URL}
                    autoComplete="off"
                    defaultValue={valueOf(linkFailure?.values, "url") ?? booking.meeting_url ?? ""}
                    error={linkFailure?.errors.url}
                  />
                  <SubmitButton name="intent" value="link" pendingText="Saving...">
                    <Link2 aria-hidden="true" className="mr-2 h-5 w-5" />
                    Save the link
                  </SubmitButton>
                </Form>
              </div>
            </Panel>
          ) : null}

          <Panel title="History" titleId="history-heading">
            {changes.length ? (
              <ol aria-label="Changes, newest first" className="space-y-3">
                {changes.map((c) => (
                  <li key={c.id} className="border-l-2 border-slate-300 pl-3">
                    <p className="text-slate-900">
                      <span className="font-semibold">{auditActionLabel(c.action)}</span>
                      {c.detail ? <span className="break-words">: {c.detail}</span> : null}
                    </p>
                    <p className="text-sm text-slate-600">
                      <time dateTime={c.at}>{formatDateTime(c.at)}</time> · <span className="break-all">{c.actor}</span>
                    </p>
                  </li>
                ))}
              </ol>
            ) : (
              <p className="text-slate-700">No changes recorded.</p>
            )}
          </Panel>
        </div>

        <div className="min-w-0 space-y-6 lg:col-start-2 lg:row-start-2">
          <Panel title="This person's records" titleId="records-heading">
            {records.length || customers.length ? (
              <ul className="space-y-3">
                {customers.map((c) => (
                  <li key={c.id}>
                    <Link to={staffCustomerPath(c.id)} className="font-semibold text-navy-900 underline underline-offset-2 hover:text-navy-700">
                      {c.name}
                    </Link>
                    <span className="block text-sm text-slate-700">Customer</span>
                  </li>
                ))}
                {records.map((r) => (
                  <li key={`${r.form}-${r.id}`}>
                    <Link to={inboxPath(r.form, r.id)} className="font-semibold text-navy-900 underline underline-offset-2 hover:text-navy-700">
                      {leadFormInfo[r.form].singular}: {r.name || "(no name)"}
                    </Link>
                    <span className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-700">
                      <StageBadge form={r.form} stage={r.stage} />
                      Received {formatDateTime(r.createdAt)}
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-slate-700">No lead record or customer has this person&apos;s email or phone yet.</p>
            )}
          </Panel>
        </div>
      </div>
    </AdminFrame>
  );
}
