/**
 * The daily digest (docs/product.md#notifications-digest-and-reminders): at the configured
 * time on working days, each active team member with something to report gets one email
 * listing their overdue follow-ups, leads not contacted within 24 hours, follow-ups due today,
 * their tasks due today or overdue, and new records, each with a link; first, their
 * appointments of the day (booked on the website, app/server/booking/staff-calendar.ts). The groups and their
 * rules are My work's (app/server/pipeline/my-work.ts, app/lib/work-flags.ts,
 * app/server/tasks/list-tasks.ts). An admin's digest also lists the
 * privacy requests due within a week or overdue that are theirs or nobody's (by reference and
 * kind only: a digest carries no requester's name).
 *
 * Once per person and Las Vegas day, however many server instances run the job: the
 * person's digest_runs row is inserted first, in the same transaction as the email, and only
 * the instance whose insert succeeded goes on. A person with nothing to report keeps the row
 * (and gets no email), so work arriving later that day does not send a late digest.
 */
import type { Kysely } from "kysely";
import type { Agency } from "../../config/agency.ts";
import { appointmentLocationLabels, CALENDAR_ADMIN_PATH, formatBookingTime, type AppointmentLocationName } from "../../lib/booking.ts";
import { formatDate, formatDateTime } from "../../lib/format.ts";
import { inboxPath } from "../../lib/inbox-paths.ts";
import { AGENCY_TIME_ZONE, lasVegasDate, lasVegasParts } from "../../lib/las-vegas-time.ts";
import { leadFormInfo } from "../../lib/lead-forms.ts";
import { privacyDueState, privacyDueText, privacyKindLabel, staffPrivacyRequestPath } from "../../lib/privacy-requests.ts";
import { staffCustomerPath } from "../../lib/service-requests.ts";
import { taskDueText } from "../../lib/tasks.ts";
import { listTodaysAppointments, type TodaysAppointment } from "../booking/staff-calendar.ts";
import { privacyRequestsDueFor, type PrivacyRequestDue } from "../compliance/privacy-requests.ts";
import type { Database } from "../db/schema.ts";
import { yieldToEventLoop } from "../event-loop.ts";
import { enqueueEmail } from "../mail/enqueue-email.ts";
import { renderEmail, type EmailContent } from "../mail/render-email.ts";
import { listActiveTeam, type TeamMember } from "../pipeline/assignment.ts";
import { listMyWork, type MyWorkGroupKey, type MyWorkItem } from "../pipeline/my-work.ts";
import { getDigestTime } from "../settings/digest-time.ts";
import { tasksDueFor, type TaskItem, type TaskList } from "../tasks/list-tasks.ts";
import { digestDay, isDigestDue } from "./digest-schedule.ts";

export const DIGEST_KIND = "team.digest";
/** Lines per section; past it the section points to My work. */
export const DIGEST_SECTION_LIMIT = 20;
export const MY_WORK_PATH = "/admin/my-work";

/** The digest's sections, most urgent first. A record is listed once, in the first section it belongs to. */
export const digestSections = [
  { key: "overdue", heading: "Overdue follow-ups" },
  { key: "not_contacted", heading: "Not contacted within 24 hours" },
  { key: "due_today", heading: "Follow-ups due today" },
  { key: "new", heading: "New" },
] as const satisfies readonly { key: MyWorkGroupKey; heading: string }[];

export type DigestSectionKey = (typeof digestSections)[number]["key"];

export interface DigestSection {
  key: DigestSectionKey;
  heading: string;
  items: MyWorkItem[];
  /** More records belong here than are listed. */
  more: boolean;
}

/** Sorts a person's work into the digest's sections; empty when there is nothing to report. */
export async function collectDigest(db: Kysely<Database>, userId: string, now: Date): Promise<DigestSection[]> {
  const groups = await listMyWork(db, userId, now);
  const listed = new Set<string>();
  const sections: DigestSection[] = [];
  for (const { key, heading } of digestSections) {
    const group = groups.find((g) => g.key === key);
    if (!group) continue;
    const items = group.items.filter((item) => !listed.has(`${item.form}:${item.id}`));
    for (const item of items) listed.add(`${item.form}:${item.id}`);
    if (items.length) sections.push({ key, heading, items, more: group.more });
  }
  return sections;
}

function itemLine(item: MyWorkItem, section: DigestSectionKey): string {
  const what = `${item.name || "(no name)"} · ${leadFormInfo[item.form].singular}`;
  const note = item.followUpNote ? `: ${item.followUpNote}` : "";
  switch (section) {
    case "overdue":
      return `${what} · follow-up was due ${formatDateTime(item.followUpAt!)}${note}`;
    case "due_today":
      return `${what} · follow-up due ${formatDateTime(item.followUpAt!)}${note}`;
    default:
      return `${what} · received ${formatDateTime(item.receivedAt)}`;
  }
}

const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** A task's line: what to do, about whom, and how it stands against its due date. */
function taskLine(task: TaskItem, today: string): string {
  const who = task.customer?.name || task.lead?.name;
  return [task.title, who, taskDueText(task.dueDate, today)].filter(Boolean).join(" · ");
}

/** Where a task's line links: the customer or lead it is about, else My work's tasks. */
function taskPath(task: TaskItem): string {
  if (task.customer) return staffCustomerPath(task.customer.id);
  if (task.lead) return inboxPath(task.lead.form, task.lead.id);
  return `${MY_WORK_PATH}#tasks`;
}

/** An appointment's line: its time, the person, the type and where. */
function appointmentLine(appointment: TodaysAppointment): string {
  const time = (iso: string) => formatBookingTime(new Date(iso), "en", AGENCY_TIME_ZONE);
  const where = appointmentLocationLabels.en[appointment.location as AppointmentLocationName] ?? appointment.location;
  return `${time(appointment.startsAt)}–${time(appointment.endsAt)} · ${appointment.name} · ${appointment.typeName} · ${where}`;
}

/** A privacy request's line: what it is and how it stands against its due date. */
function privacyLine(request: PrivacyRequestDue, now: Date): string {
  const due = privacyDueText(privacyDueState({ status: "received", dueAt: request.dueAt }, now));
  return `${request.reference} · ${privacyKindLabel(request.kind)} · ${due} (answer by ${formatDate(request.dueAt)})`;
}

export function digestContent(
  member: Pick<TeamMember, "name" | "email">,
  sections: DigestSection[],
  now: Date,
  context: { agency: Agency; publicUrl: string; digestTime: string },
  privacy: PrivacyRequestDue[] = [],
  tasks: TaskList = { items: [], more: false },
  appointments: TodaysAppointment[] = [],
): EmailContent {
  const base = context.publicUrl.replace(/\/$/, "");
  const day = lasVegasParts(now);
  const dayName = `${WEEKDAY_NAMES[day.weekday]}, ${MONTH_NAMES[day.month - 1]} ${day.day}`;
  const count = (key: DigestSectionKey) => sections.find((s) => s.key === key)?.items.length ?? 0;
  const today = lasVegasDate(now);
  const taskList = tasks.items.length
    ? [
        {
          heading: `Tasks (${tasks.items.length}${tasks.more ? "+" : ""})`,
          items: tasks.items.map((task) => ({ text: taskLine(task, today), url: `${base}${taskPath(task)}` })),
          more: tasks.more ? "More in My work." : undefined,
        },
      ]
    : [];
  const shownAppointments = appointments.slice(0, DIGEST_SECTION_LIMIT);
  const appointmentList = appointments.length
    ? [
        {
          heading: `Appointments today (${appointments.length > DIGEST_SECTION_LIMIT ? `${DIGEST_SECTION_LIMIT}+` : appointments.length})`,
          items: shownAppointments.map((a) => ({ text: appointmentLine(a), url: `${base}${CALENDAR_ADMIN_PATH}/bookings/${encodeURIComponent(a.id)}` })),
          more: appointments.length > DIGEST_SECTION_LIMIT ? "More on the Calendar." : undefined,
        },
      ]
    : [];
  const tally = [
    appointments.length && `${appointments.length > DIGEST_SECTION_LIMIT ? `${DIGEST_SECTION_LIMIT}+` : appointments.length} ${appointments.length === 1 ? "appointment" : "appointments"}`,
    count("overdue") && `${count("overdue")} overdue`,
    count("not_contacted") && `${count("not_contacted")} not contacted in 24 h`,
    count("due_today") && `${count("due_today")} due today`,
    tasks.items.length && `${tasks.items.length}${tasks.more ? "+" : ""} ${tasks.items.length === 1 && !tasks.more ? "task" : "tasks"}`,
    count("new") && `${count("new")} new`,
    privacy.length && `${privacy.length} privacy ${privacy.length === 1 ? "request" : "requests"} to answer`,
  ].filter(Boolean);
  return {
    subject: `Your work for ${dayName}: ${tally.join(", ")}`,
    heading: `Your work for ${dayName}`,
    paragraphs: [`Hi ${member.name.trim() || member.email}, here is what needs you today. Times are Las Vegas time.`],
    lists: [
      // The day's fixed times first, as on My work.
      ...appointmentList,
      ...sections.flatMap((section) => {
        const shown = section.items.slice(0, DIGEST_SECTION_LIMIT);
        const more = section.more || section.items.length > shown.length;
        const list = {
          heading: `${section.heading} (${section.items.length}${section.more ? "+" : ""})`,
          items: shown.map((item) => ({ text: itemLine(item, section.key), url: `${base}${inboxPath(item.form, item.id)}` })),
          more: more ? "More in My work." : undefined,
        };
        // Tasks come before New, as on My work: they are due now.
        return section.key === "new" ? [...taskList, list] : [list];
      }),
      ...(sections.some((s) => s.key === "new") ? [] : taskList),
      ...(privacy.length
        ? [
            {
              heading: `Privacy requests to answer (${Math.min(privacy.length, DIGEST_SECTION_LIMIT)}${privacy.length > DIGEST_SECTION_LIMIT ? "+" : ""})`,
              items: privacy.slice(0, DIGEST_SECTION_LIMIT).map((request) => ({ text: privacyLine(request, now), url: `${base}${staffPrivacyRequestPath(request.id)}` })),
              more: privacy.length > DIGEST_SECTION_LIMIT ? "More under Privacy requests." : undefined,
            },
          ]
        : []),
    ],
    action: { label: "Open My work", url: `${base}${MY_WORK_PATH}` },
    footer: [
      `${context.agency.name} back office`,
      `The daily digest goes to each team member with something to report, Monday to Friday at ${context.digestTime} Las Vegas time (an admin sets the time under Settings).`,
    ],
  };
}

/**
 * Sends the digests due at `now` (the scheduler calls it every minute; tests move the clock).
 * Returns how many were queued.
 */
export async function sendDueDigests(db: Kysely<Database>, agency: Agency, publicUrl: string, now: Date): Promise<number> {
  const digestTime = await getDigestTime(db);
  if (!isDigestDue(now, digestTime)) return 0;
  const localDate = digestDay(now);
  const done = new Set((await db.selectFrom("digest_runs").select("user_id").where("local_date", "=", localDate).execute()).map((r) => r.user_id));
  let queued = 0;
  for (const member of await listActiveTeam(db)) {
    if (done.has(member.id)) continue;
    // One person's digest at a time: on SQLite its queries run on the main thread (app/server/event-loop.ts).
    await yieldToEventLoop();
    const sent = await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .insertInto("digest_runs")
        .values({ user_id: member.id, local_date: localDate, created_at: now.toISOString() })
        .onConflict((oc) => oc.columns(["user_id", "local_date"]).doNothing())
        .returning("user_id")
        .executeTakeFirst();
      if (!claimed) return false; // another instance has it
      const sections = await collectDigest(trx, member.id, now);
      // One more than is listed, to tell the list is longer.
      const privacy = member.role === "admin" ? await privacyRequestsDueFor(trx, member.id, now, DIGEST_SECTION_LIMIT + 1) : [];
      const tasks = await tasksDueFor(trx, member.id, now, DIGEST_SECTION_LIMIT);
      // One more than is listed, to tell the list is longer.
      const appointments = await listTodaysAppointments(trx, member.id, now, DIGEST_SECTION_LIMIT + 1);
      if (!sections.length && !privacy.length && !tasks.items.length && !appointments.length) return false;
      await enqueueEmail(trx, {
        kind: DIGEST_KIND,
        to: member.email,
        // It lists people's names: its content goes with the short retention of account emails.
        record: { type: "account" },
        ...renderEmail(digestContent(member, sections, now, { agency, publicUrl, digestTime }, privacy, tasks, appointments)),
      });
      return true;
    });
    if (sent) queued++;
  }
  return queued;
}
