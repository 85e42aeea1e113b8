/**
 * /admin/calendar (staff and admins; docs/back-office.md#calendar-and-bookings): the team's
 * bookings as a list per day, a day (?view=day) or a week, Monday to Sunday (?view=week, the
 * default), around ?date=YYYY-MM-DD (default today, Las Vegas). ?member=<user id> or all;
 * default the signed-in member: it is a small team, so everyone may look at everyone's day.
 * Each day shows its time off and the office's closures (another member's reason is not shown:
 * it may be personal). Previous, Today and Next are links; the filters are a GET form.
 *
 * "Block time" adds a one-off block to one's own day (an admin may pick a member): a plain
 * form posted here, per-field messages and values back, then a redirect to that day saying it
 * was saved. No React bundle.
 */
import { CalendarOff, ChevronLeft, ChevronRight, CalendarDays as CalendarIcon, Clock } from "lucide-react";
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/admin-calendar";
import { AdminFrame, Panel } from "../../components/admin/AdminFrame.tsx";
import { Badge } from "../../components/admin/Badges.tsx";
import { bookingPath, BookingStatusBadge, dayHeading, LocationLabel, timeOf, timeRange } from "../../components/admin/calendar/BookingBits.tsx";
import { hrefWith } from "../../components/admin/listing.tsx";
import { ErrorSummary, Field, SelectField, SubmitButton, valueOf } from "../../components/forms.tsx";
import { MessageBox } from "../../components/MessageBox.tsx";
import { requireStaff } from "../../http/guards.ts";
import { servicesOf } from "../../http/context.ts";
import { readAdminForm } from "../../http/read-admin-form.ts";
import { CALENDAR_ADMIN_PATH } from "../../lib/booking.ts";
import type { FormFailure } from "../../lib/form-data.ts";
import { formValues } from "../../lib/form-data.ts";
import { lasVegasDate } from "../../lib/las-vegas-time.ts";
import { MAX_TIME_OFF_REASON } from "../../lib/schemas/time-off-fields.ts";
import { listActiveTeam } from "../../server/pipeline/assignment.ts";
import { calendarDateOf, calendarDates, calendarStep, listCalendarDays, type CalendarTimeOff, type CalendarView } from "../../server/booking/staff-calendar.ts";
import { blockTime } from "../../server/booking/time-off.ts";

const blockLabels = { member: "Whose time", date: "Day", from: "From", to: "To", reason: "Reason" } as const;

function viewOf(text: string | null): CalendarView {
  return text === "day" ? "day" : "week";
}

export async function loader({ context, request, url }: Route.LoaderArgs) {
  const user = await requireStaff({ request, context });
  const db = servicesOf(context).db;
  const today = lasVegasDate(new Date());
  const view = viewOf(url.searchParams.get("view"));
  const date = calendarDateOf(url.searchParams.get("date")) ?? today;
  const team = await listActiveTeam(db);
  const asked = url.searchParams.get("member");
  const member = asked === "all" ? "all" : team.some((m) => m.id === asked) ? asked! : user.id;
  const dates = calendarDates(view, date);
  const days = await listCalendarDays(db, { dates, memberId: member === "all" ? null : member, viewerId: user.id });
  return {
    view,
    date,
    today,
    member,
    viewerId: user.id,
    isAdmin: user.role === "admin",
    team: team.map((m) => ({ id: m.id, name: m.name.trim() || m.email })),
    days,
    step: calendarStep(view, date),
    blocked: url.searchParams.get("done") === "blocked",
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const user = await requireStaff({ request, context });
  const form = await readAdminForm(request);
  if (form.get("intent") !== "block") throw data("Unknown action", { status: 400 });
  const values = formValues(form);
  const text = (name: string) => String(valueOf(values, name) ?? "").trim();
  const db = servicesOf(context).db;
  // Staff block their own time; an admin may block a member's.
  let memberId = user.id;
  const asked = text("member");
  if (asked && asked !== user.id) {
    if (user.role !== "admin") throw data("Only an administrator can block another member's time.", { status: 403 });
    const team = await listActiveTeam(db);
    if (!team.some((m) => m.id === asked)) return data<FormFailure>({ errors: { member: "Please choose an active member of the team." }, values }, { status: 400 });
    memberId = asked;
  }
  const result = await blockTime(db, user, { userId: memberId, date: text("date"), from: text("from"), to: text("to"), reason: text("reason") }, new Date());
  if (!result.ok) return data<FormFailure>({ errors: result.errors, values }, { status: 400 });
  const view = viewOf(text("view"));
  return redirect(`${hrefWith(CALENDAR_ADMIN_PATH, { view, date: text("date"), member: memberId === user.id ? null : memberId, done: "blocked" })}#block-heading`, 303);
}

export const meta = () => [{ title: "Calendar · Back office" }, { name: "robots", content: "noindex" }];

const navLink =
  "inline-flex min-h-11 items-center gap-1.5 rounded-md border border-slate-300 bg-white px-3 text-sm font-semibold text-navy-900 hover:border-navy-700 hover:bg-navy-50 focus-visible:outline-navy-800";

function rangeTitle(view: CalendarView, dates: readonly string[]): string {
  if (view === "day") return dayHeading(dates[0]!);
  return `Week of ${dayHeading(dates[0]!)}`;
}

const appointmentCount = (n: number) => (n === 0 ? "No appointments" : n === 1 ? "1 appointment" : `${n} appointments`);

function TimeOffLine({ entry, showMember }: { entry: CalendarTimeOff; showMember: boolean }) {
  // Only the day's part of it: a span from the evening before starts at midnight, one past the day ends there.
  const when = entry.allDay ? "All day" : `${entry.fromDayStart ? "midnight" : timeOf(entry.startsAt)} – ${entry.toDayEnd ? "midnight" : timeOf(entry.endsAt)}`;
  const who = entry.userId === null ? "Office closed" : showMember ? `${entry.memberName} away` : "Away";
  return (
    <li className="flex items-start gap-2 rounded-md border border-dashed border-slate-400 bg-slate-50 px-3 py-2 text-slate-800">
      <CalendarOff aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-slate-600" />
      <span className="min-w-0 break-words">
        <span className="font-semibold">{who}</span> · {when}
        {entry.reason ? <span> · {entry.reason}</span> : null}
      </span>
    </li>
  );
}

export default function CalendarPage({ loaderData, actionData }: Route.ComponentProps) {
  const { view, date, today, member, viewerId, isAdmin, team, days, step, blocked } = loaderData;
  const showMember = member === "all";
  const memberParam = member === viewerId ? null : member;
  const here = (params: { view?: CalendarView; date?: string }) => hrefWith(CALENDAR_ADMIN_PATH, { view: params.view ?? view, date: params.date ?? date, member: memberParam });
  const whose = member === "all" ? "Everyone" : member === viewerId ? "You" : (team.find((m) => m.id === member)?.name ?? "A member");
  const failure = actionData;
  const blockDate = valueOf(failure?.values, "date") ?? (date >= today ? date : today);
  return (
    <AdminFrame
      eyebrow={`Calendar · ${whose}`}
      title={rangeTitle(view, days.map((d) => d.date))}
      description={<p>Appointments booked on the website, with time off and office closures. Times are Las Vegas time.</p>}
    >
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-6">
          <nav aria-label="Dates" className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <div className="flex gap-2">
            <Link to={here({ date: step.previous })} className={navLink}>
              <ChevronLeft aria-hidden="true" className="h-4 w-4" />
              Previous<span className="sr-only"> {view}</span>
            </Link>
            <Link to={here({ date: today })} className={navLink} aria-current={days.some((d) => d.date === today) ? "date" : undefined}>
              Today
            </Link>
            <Link to={here({ date: step.next })} className={navLink}>
              Next<span className="sr-only"> {view}</span>
              <ChevronRight aria-hidden="true" className="h-4 w-4" />
            </Link>
            </div>
            <div className="flex gap-2">
            <Link to={here({ view: "day" })} aria-current={view === "day" ? "page" : undefined} className={`${navLink} aria-[current=page]:border-navy-800 aria-[current=page]:bg-navy-800 aria-[current=page]:text-white`}>
              Day
            </Link>
            <Link to={here({ view: "week" })} aria-current={view === "week" ? "page" : undefined} className={`${navLink} aria-[current=page]:border-navy-800 aria-[current=page]:bg-navy-800 aria-[current=page]:text-white`}>
              Week
            </Link>
            </div>
          </nav>

          <Form method="get" action={CALENDAR_ADMIN_PATH} className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm" aria-label="Calendar filters">
            <input type="hidden" name="view" value={view} />
            <div className="min-w-48 flex-1">
              <label htmlFor="filter-member" className="block font-medium text-slate-900">Whose calendar</label>
              <select id="filter-member" name="member" defaultValue={member} className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900">
                {team.map((m) => (
                  <option key={m.id} value={m.id}>{m.id === viewerId ? `${m.name} (you)` : m.name}</option>
                ))}
                <option value="all">Everyone</option>
              </select>
            </div>
            <div className="min-w-40">
              <label htmlFor="filter-date" className="block font-medium text-slate-900">Day</label>
              <input id="filter-date" name="date" type="date" defaultValue={date} className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900" />
            </div>
            <button type="submit" className="inline-flex min-h-11 items-center rounded-md bg-navy-800 px-4 font-semibold text-white hover:bg-navy-900">Show</button>
          </Form>

          <div className="space-y-4">
            {days.map((day) => {
              const headingId = `day-${day.date}`;
              const isToday = day.date === today;
              return (
                <section key={day.date} aria-labelledby={headingId} className={`rounded-xl border bg-white shadow-sm ${isToday ? "border-navy-700 ring-1 ring-navy-700" : "border-slate-200"}`}>
                  <div className={`flex flex-wrap items-center gap-2 px-4 py-3 ${day.timeOff.length || day.bookings.length ? "border-b border-slate-200" : ""}`}>
                    <h2 id={headingId} className="text-lg font-semibold text-navy-900">
                      {view === "week" ? (
                        <Link to={hrefWith(CALENDAR_ADMIN_PATH, { view: "day", date: day.date, member: memberParam })} className="underline-offset-2 hover:underline">
                          {dayHeading(day.date)}
                        </Link>
                      ) : (
                        dayHeading(day.date)
                      )}
                    </h2>
                    {isToday ? <Badge tone="navy" Icon={CalendarIcon}>Today</Badge> : null}
                    <span className="text-sm text-slate-700">{appointmentCount(day.bookings.filter((b) => b.status !== "cancelled").length)}</span>
                  </div>
                  {day.timeOff.length || day.bookings.length ? (
                  <div className="space-y-3 p-4">
                    {day.timeOff.length ? (
                      <ul aria-label={`Time off on ${dayHeading(day.date)}`} className="space-y-2">
                        {day.timeOff.map((entry) => (
                          <TimeOffLine key={entry.id} entry={entry} showMember={showMember} />
                        ))}
                      </ul>
                    ) : null}
                    {day.bookings.length ? (
                      <ol aria-label={`Appointments on ${dayHeading(day.date)}`} className="divide-y divide-slate-200">
                        {day.bookings.map((b) => (
                          <li key={b.id} className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0 sm:flex-row sm:gap-4">
                            <p className="flex shrink-0 items-center gap-1.5 whitespace-nowrap font-semibold text-slate-900 sm:w-48">
                              <Clock aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-600" />
                              <span className={b.status === "cancelled" ? "line-through decoration-slate-500" : ""}>{timeRange(b.startsAt, b.endsAt)}</span>
                            </p>
                            <div className="min-w-0 flex-1 space-y-1">
                              <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                                <Link to={bookingPath(b.id)} className="break-words text-lg font-semibold text-navy-900 underline underline-offset-2 hover:text-navy-700">
                                  {b.name}
                                </Link>
                                <BookingStatusBadge status={b.status} />
                              </p>
                              <p className="text-sm text-slate-700">
                                {b.typeName} · <LocationLabel location={b.location} />
                                {showMember ? <> · with {b.memberName}</> : null}
                              </p>
                            </div>
                          </li>
                        ))}
                      </ol>
                    ) : (
                      <p className="text-slate-700">No appointments.</p>
                    )}
                  </div>
                  ) : null}
                </section>
              );
            })}
          </div>
        </div>

        <Panel title="Block time" titleId="block-heading" className="scroll-mt-4">
          <div className="space-y-4">
            {blocked && !failure ? (
              <MessageBox tone="success" focus>
                <p>Saved: nobody can book that time. It shows on the day above.</p>
              </MessageBox>
            ) : null}
            <p className="text-sm text-slate-700">Hours nobody can book, like a meeting with a carrier. Appointments already booked then stay: move or cancel them. Whole days off are under My availability.</p>
            <ErrorSummary errors={failure?.errors} labels={isAdmin ? blockLabels : { date: blockLabels.date, from: blockLabels.from, to: blockLabels.to, reason: blockLabels.reason }} />
            <Form method="post" action={here({})} noValidate className="space-y-4">
              <input type="hidden" name="view" value={view} />
              {isAdmin ? (
                <SelectField
                  name="member"
                  label={blockLabels.member}
                  required
                  placeholder={null}
                  options={team.map((m) => ({ value: m.id, label: m.id === viewerId ? `${m.name} (you)` : m.name }))}
                  defaultValue={valueOf(failure?.values, "member") ?? (member === "all" ? viewerId : member)}
                  error={failure?.errors.member}
                />
              ) : null}
              <Field name="date" type="date" label={blockLabels.date} required defaultValue={blockDate} error={failure?.errors.date} />
              <div className="grid grid-cols-2 gap-3">
                <Field name="from" type="time" label={blockLabels.from} required hint="Like 12:00" defaultValue={valueOf(failure?.values, "from") ?? ""} error={failure?.errors.from} />
                <Field name="to" type="time" label={blockLabels.to} required hint="Like 13:00" defaultValue={valueOf(failure?.values, "to") ?? ""} error={failure?.errors.to} />
              </div>
              <Field name="reason" label={blockLabels.reason} required hint="Only the team sees it." maxLength={MAX_TIME_OFF_REASON} autoComplete="off" defaultValue={valueOf(failure?.values, "reason") ?? ""} error={failure?.errors.reason} />
              <SubmitButton name="intent" value="block" pendingText="Blocking...">Block this time</SubmitButton>
            </Form>
          </div>
        </Panel>
      </div>
    </AdminFrame>
  );
}
