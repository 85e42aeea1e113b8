/**
 * My work (docs/product.md#my-work): the signed-in team member's appointments today (booked on
 * the website, in time order, each linking to its page), then their open records across the four
 * inboxes, grouped by what to do next, with their open tasks right after the follow-ups due
 * today (a task has a due date too: what is due now stays together at the top), then their
 * open service requests and their customers' renewals in the next 30 days, and the documents
 * they sent for signature that are overdue or expire soon; admins also see the tasks and the
 * open records nobody owns. Each group shows its most urgent few; `?group=` shows a lead group
 * or a task list alone, at length. Staff and admins. No React bundle: the page is links
 * (records, calls, emails) and the tasks' "Done" buttons, plain forms whose action marks the
 * task done (its owner or an admin; anyone else is refused).
 */
import { AlarmClock, AlertTriangle, CalendarClock, CalendarDays, CheckSquare, ChevronLeft, CircleDot, FileSignature, History, LifeBuoy, RefreshCw, UserX, type LucideIcon } from "lucide-react";
import { data, redirect } from "react-router";
import { DoNotMark } from "../../components/admin/ContactPreferences.tsx";
import { DO_NOT_CALL, DO_NOT_TEXT } from "../../lib/contact-preferences.ts";
import type { Route } from "./+types/admin-my-work";
import { AdminFrame } from "../../components/admin/AdminFrame.tsx";
import { TaskCard } from "../../components/admin/TaskCard.tsx";
import { bookingPath, BookingStatusBadge, LocationLabel, timeRange } from "../../components/admin/calendar/BookingBits.tsx";
import { MessageBox } from "../../components/MessageBox.tsx";
import { SpriteBadge, StageBadge } from "../../components/admin/Badges.tsx";
import { SpriteIcon } from "../../components/icon-sprite.tsx";
import { DueFlag, signerRoleLabel } from "../../components/admin/signing/SigningStatus.tsx";
import { parseUsPhone } from "../../config/agency.ts";
import { formatDate, formatDateTime } from "../../lib/format.ts";
import { inboxPath } from "../../lib/inbox-paths.ts";
import { AGENCY_TIME_ZONE, lasVegasDate } from "../../lib/las-vegas-time.ts";
import { leadFormInfo } from "../../lib/lead-forms.ts";
import { SPEED_TO_LEAD_HOURS } from "../../lib/pipeline.ts";
import { policyLineLabel } from "../../lib/policies.ts";
import { daysLeftText, MY_WORK_RENEWAL_DAYS } from "../../lib/renewals.ts";
import { serviceRequestStatusLabel, serviceRequestType, staffCustomerPath, staffRequestPath } from "../../lib/service-requests.ts";
import { TASK_DONE_INTENT, TASK_ID_FIELD } from "../../lib/tasks.ts";
import { requireStaff } from "../../http/guards.ts";
import { servicesOf, type RouteContext } from "../../http/context.ts";
import { insertMarkup } from "../../http/markup-inserts.ts";
import { KeptMarkup } from "../../components/kept-markup.server.tsx";
import { readAdminForm } from "../../http/read-admin-form.ts";
import { MY_WORK_FOCUS_LIMIT, RECENTLY_CHANGED_DAYS, type MyWorkGroupKey, type MyWorkItem, type RenewalWorkItem, type ServiceRequestWorkItem } from "../../server/pipeline/my-work.ts";
import { focusedTaskList, myWorkFocusOf, viewMyWork, type MyWorkFocus, type MyWorkView } from "../../server/pipeline/my-work-view.ts";
import type { TodaysAppointment } from "../../server/booking/staff-calendar.ts";
import type { OutForSignature } from "../../server/signing/signing-lists.ts";
import { completeTask } from "../../server/tasks/complete-task.ts";
import type { TaskItem } from "../../server/tasks/list-tasks.ts";

const MY_WORK_PATH = "/admin/my-work";
/** My work showing one group alone. */
const focusPath = (focus: MyWorkFocus) => `${MY_WORK_PATH}?group=${focus}`;
/** Where a task's "Done" posts and returns to: its task list shown alone, else My work. */
const taskPagePath = (focus: MyWorkFocus | null) => (focus && focusedTaskList(focus) ? focusPath(focus) : MY_WORK_PATH);

/** Built once: an Intl format costs more to build than the rest of this loader's own work. */
const todayFormat = new Intl.DateTimeFormat("en-US", { timeZone: AGENCY_TIME_ZONE, weekday: "long", month: "long", day: "numeric" });

export async function loader({ context, request, url }: Route.LoaderArgs) {
  const user = await requireStaff({ request, context });
  const focus = myWorkFocusOf(url.searchParams.get("group"), user.role);
  if (focus === "unknown") throw data("My work has no such group.", { status: 404 });
  const now = new Date();
  const view = await viewMyWork(servicesOf(context).db, user, now, focus);
  const todayDate = lasVegasDate(now);
  const taskAction = taskPagePath(view.focus);
  return {
    ...view,
    today: todayFormat.format(now),
    taskDone: url.searchParams.get("done") === "task",
    recentDays: RECENTLY_CHANGED_DAYS,
    focusLimit: MY_WORK_FOCUS_LIMIT,
    itemsMarkup: insertGroupItems(context, view, { action: taskAction, today: todayDate }),
  };
}

/** About 1.5 KB of markup each (and half as much of key): a few pages of My work for each member. */
const keptItems = new KeptMarkup(1000);

/**
 * Each group's items as kept markup (app/components/kept-markup.server.tsx), put into the page
 * as bytes (app/http/markup-inserts.ts): the markers its lists render, by group key. The key of
 * an item is all it shows: the item itself, and for a task the day and where "Done" posts.
 */
function insertGroupItems(context: RouteContext, view: MyWorkView, task: { action: string; today: string }): Record<string, string> {
  const insert = <T,>(kind: string, items: readonly T[], render: (item: T) => React.ReactElement) =>
    insertMarkup(context, items.map((item) => keptItems.of(`${kind}\n${JSON.stringify(item)}`, () => <li>{render(item)}</li>)));
  const markers: Record<string, string> = {};
  for (const group of view.groups) markers[group.key] = insert("lead", group.items, (item) => <WorkItem item={item} />);
  const taskKind = `task ${task.action} ${task.today}`;
  const taskCard = (item: TaskItem) => <TaskCard task={item} today={task.today} action={task.action} />;
  if (view.tasks.mine) markers.tasks = insert(taskKind, view.tasks.mine.items, taskCard);
  if (view.tasks.unassigned) markers.unassigned_tasks = insert(taskKind, view.tasks.unassigned.items, taskCard);
  if (view.appointments) markers.appointments = insert("appointment", view.appointments.items, (item) => <AppointmentItem item={item} />);
  if (view.serviceWork) {
    markers.service_requests = insert("service request", view.serviceWork.serviceRequests.items, (item) => <ServiceRequestItem item={item} />);
    markers.renewals = insert("renewal", view.serviceWork.renewals.items, (item) => <RenewalItem item={item} />);
  }
  if (view.signingWork) markers.signing = insert("signing", view.signingWork.items, (item) => <SigningItem item={item} />);
  return markers;
}

/** A task's "Done": its owner or an admin marks it done; anyone else is refused (403) and nothing changes. */
export async function action({ context, request, url }: Route.ActionArgs) {
  const user = await requireStaff({ request, context });
  // Back to the page the task was done on: My work, or its task list shown alone.
  const focus = myWorkFocusOf(url.searchParams.get("group"), user.role);
  const page = taskPagePath(focus === "unknown" ? null : focus);
  const back = page === MY_WORK_PATH ? `${MY_WORK_PATH}?done=task#tasks` : `${page}&done=task`;
  const formData = await readAdminForm(request);
  if (formData.get("intent") !== TASK_DONE_INTENT) throw data("Unknown action", { status: 400 });
  const taskId = formData.get(TASK_ID_FIELD);
  if (typeof taskId !== "string" || !taskId) throw data("Which task? The form did not say.", { status: 400 });
  const result = await completeTask(servicesOf(context).db, user, taskId, new Date());
  if (result.ok) return redirect(back, 303);
  switch (result.reason) {
    case "not-found":
      return data({ taskError: "That task no longer exists. Nothing changed." }, { status: 404 });
    case "not-yours":
      return data({ taskError: "That task is someone else's: only its owner or an admin can mark it done. Nothing changed." }, { status: 403 });
    case "already-done":
      return data({ taskError: "That task was already marked done. Nothing changed." }, { status: 409 });
  }
}

export const meta = () => [{ title: "My work · Back office" }, { name: "robots", content: "noindex" }];

interface GroupText {
  title: string;
  Icon: LucideIcon;
  /** What the group holds. */
  about: (recentDays: number) => string;
  /** What an empty group says. */
  empty: string;
}

const groupText: Record<MyWorkGroupKey, GroupText> = {
  overdue: { title: "Overdue", Icon: AlarmClock, about: () => "Follow-ups whose time has passed, the oldest first.", empty: "No overdue follow-ups." },
  due_today: { title: "Due today", Icon: CalendarClock, about: () => "Follow-ups later today (Las Vegas time).", empty: "No more follow-ups today." },
  not_contacted: {
    title: `Not contacted within ${SPEED_TO_LEAD_HOURS} hours`,
    Icon: AlertTriangle,
    about: () => `Quote, pay-per-mile and coverage review requests and contact messages still new ${SPEED_TO_LEAD_HOURS} hours after they arrived, with no contact logged. Waiting longest first.`,
    empty: "Every lead was contacted in time.",
  },
  new: { title: "New", Icon: CircleDot, about: () => "Your records still in their first stage, newest first.", empty: "Nothing new." },
  recently_changed: {
    title: "Recently changed",
    Icon: History,
    about: (days) => `Your open records changed in the last ${days} days, by you or anyone else.`,
    empty: "No recent changes.",
  },
  unassigned: { title: "Unassigned", Icon: UserX, about: () => "Open records nobody owns yet, newest first. Assign them so nothing falls through the cracks.", empty: "Every open record has an owner." },
};


/** One group as the page shows it: a lead group, or one of the service center's. */
interface PageGroup {
  key: string;
  title: string;
  Icon: LucideIcon;
  about: string;
  empty: string;
  count: string;
  /** Past the records shown: where the rest are (a link to the group alone, or another list). */
  more: React.ReactNode | null;
  /** Its items are drawn from kept markup (the loader's itemsMarkup, by key). */
  itemCount: number;
}

/** The link from a group to itself alone, with more of its records. */
function ShowGroupAlone({ focus, title, limit }: { focus: MyWorkFocus; title: string; limit: number }) {
  return (
    <a href={focusPath(focus)} className="font-semibold text-navy-800 underline underline-offset-2 hover:text-navy-700">
      Show up to {limit}<span className="sr-only"> in {title}</span>
    </a>
  );
}

export default function MyWorkPage({ loaderData, actionData }: Route.ComponentProps) {
  const { focus, limit, focusLimit, groups, serviceWork, signingWork, tasks, appointments, today, taskDone, recentDays, itemsMarkup } = loaderData;
  const countOf = (group: { items: unknown[]; more: boolean }) => (group.more ? `${limit}+` : String(group.items.length));
  /** What a full group says: alone, where the rest are; among the others, the link to it alone. */
  const moreOf = (key: MyWorkFocus, title: string, shown: string, rest: string): React.ReactNode =>
    focus ? (
      `${shown} ${rest}`
    ) : (
      <>
        {shown} <ShowGroupAlone focus={key} title={title} limit={focusLimit} />
      </>
    );
  const leadGroup = (group: (typeof groups)[number]): PageGroup => {
    const { title, Icon, about, empty } = groupText[group.key];
    return {
      key: group.key,
      title,
      Icon,
      about: about(recentDays),
      empty,
      count: countOf(group),
      more: group.more ? moreOf(group.key, title, `Showing ${limit} of more than ${limit}.`, "The inboxes list them all.") : null,
      itemCount: group.items.length,
    };
  };
  const taskGroup = (key: "tasks" | "unassigned_tasks", list: NonNullable<typeof tasks.mine>): PageGroup => {
    const mine = key === "tasks";
    const title = mine ? "Tasks" : "Unassigned tasks";
    return {
      key,
      title,
      Icon: mine ? CheckSquare : UserX,
      about: mine
        ? "Your open tasks (calls from campaigns, low survey scores), overdue first, then by due date."
        : "Open tasks nobody owns (their customer or lead has no owner), overdue first. Do them, or give the customer an owner.",
      empty: mine ? "No open tasks." : "Every open task has an owner.",
      count: countOf(list),
      more: list.more ? moreOf(key, title, `Showing the ${limit} due soonest.`, "Mark some done to see the rest.") : null,
      itemCount: list.items.length,
    };
  };
  const followUps = ["overdue", "due_today"];
  const pageGroups: PageGroup[] = [
    // First: the day's fixed times (a call at 10:00 cannot wait behind a follow-up).
    appointments && {
      key: "appointments",
      title: "Today's appointments",
      Icon: CalendarDays,
      about: "Your appointments booked on the website for today, in time order. The Calendar shows the rest of the week.",
      empty: "No appointments today.",
      count: countOf(appointments),
      more: appointments.more ? `Showing the first ${limit}. The Calendar lists them all.` : null,
      itemCount: appointments.items.length,
    },
    ...groups.filter((g) => followUps.includes(g.key)).map(leadGroup),
    tasks.mine && taskGroup("tasks", tasks.mine),
    ...groups.filter((g) => g.key !== "unassigned" && !followUps.includes(g.key)).map(leadGroup),
    serviceWork && {
      key: "service_requests",
      title: "Service requests",
      Icon: LifeBuoy,
      about: "Customers' requests you own that are still open, the oldest first.",
      empty: "No open service requests.",
      count: countOf(serviceWork.serviceRequests),
      more: serviceWork.serviceRequests.more ? `Showing the ${limit} oldest. The Service requests inbox lists them all.` : null,
      itemCount: serviceWork.serviceRequests.items.length,
    },
    serviceWork && {
      key: "renewals",
      title: `Renewals in the next ${MY_WORK_RENEWAL_DAYS} days`,
      Icon: RefreshCw,
      about: "Active policies of your customers that expire soon, the soonest first.",
      empty: `None of your customers' policies expire in the next ${MY_WORK_RENEWAL_DAYS} days.`,
      count: countOf(serviceWork.renewals),
      more: serviceWork.renewals.more ? `Showing the ${limit} soonest. Renewals lists them all.` : null,
      itemCount: serviceWork.renewals.items.length,
    },
    signingWork && {
      key: "signing",
      title: "Signatures overdue",
      Icon: FileSignature,
      about: "Documents you sent for signature that have waited a week on their signers or expire within days, the most urgent first.",
      empty: "None of the documents you sent is overdue.",
      count: countOf(signingWork),
      more: signingWork.more ? `Showing the ${limit} most urgent. Out for signature lists them all.` : null,
      itemCount: signingWork.items.length,
    },
    tasks.unassigned && taskGroup("unassigned_tasks", tasks.unassigned),
    ...groups.filter((g) => g.key === "unassigned").map(leadGroup),
  ].filter((group): group is PageGroup => Boolean(group));
  const alone = focus ? pageGroups[0] : undefined;
  return (
    <AdminFrame
      eyebrow={alone ? `My work · ${today}` : today}
      title={alone ? alone.title : "My work"}
      description={
        alone ? (
          <p>{alone.about} Times are Las Vegas time.</p>
        ) : (
          <p>Your appointments today, your open records in every inbox, your tasks, your service requests, your customers&apos; renewals and your documents out for signature, by what needs doing next. Each group shows its {limit} most urgent. Times are Las Vegas time.</p>
        )
      }
    >
      {actionData && "taskError" in actionData ? (
        <MessageBox tone="error" className="mb-6" focus>
          <p>{actionData.taskError}</p>
        </MessageBox>
      ) : taskDone ? (
        <MessageBox tone="success" className="mb-6" focus>
          <p>Task marked done. It is off your list.</p>
        </MessageBox>
      ) : null}
      {focus ? (
        <p className="mb-6">
          <a href={MY_WORK_PATH} className="inline-flex min-h-11 items-center gap-2 font-semibold text-navy-800 underline underline-offset-2 hover:text-navy-700">
            <ChevronLeft aria-hidden="true" className="h-4 w-4" />
            Back to all of My work
          </a>
        </p>
      ) : (
        <nav aria-label="Groups on this page" className="mb-6">
          <ul className="flex flex-wrap gap-2">
            {pageGroups.map(({ key, title, Icon, count }) => (
              <li key={key}>
                <a
                  href={`#${key}`}
                  className="inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:border-navy-700 focus-visible:outline-navy-800"
                >
                  <Icon aria-hidden="true" className="h-4 w-4 text-navy-700" />
                  {title}
                  <span className="rounded-full bg-slate-100 px-2 text-xs font-bold text-slate-800">{count}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}

      <div className="space-y-8">
        {pageGroups.map(({ key, title, Icon, about, empty, count, more, itemCount }) => {
          const headingId = `${key}-heading`;
          return (
            <section key={key} id={key} aria-labelledby={headingId} className="scroll-mt-4">
              <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                <h2 id={headingId} className="text-xl font-semibold text-navy-900">
                  <Icon aria-hidden="true" className="mr-2 inline h-5 w-5 align-[-0.15em] text-navy-700" />
                  {title} <span className="whitespace-nowrap text-base font-medium text-slate-600">({count})</span>
                </h2>
                {focus ? null : <p className="text-sm text-slate-700">{about}</p>}
              </div>
              {itemCount === 0 ? (
                <p className="mt-3 rounded-lg border border-dashed border-slate-300 bg-white px-4 py-3 text-slate-700">{empty}</p>
              ) : (
                // The items' markup, kept as bytes, is put in place of this marker by the server.
                <ul className="mt-3 divide-y divide-slate-200 overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm" dangerouslySetInnerHTML={{ __html: itemsMarkup[key] ?? "" }} />
              )}
              {more ? <p className="mt-3 text-sm text-slate-700">{more}</p> : null}
            </section>
          );
        })}
      </div>
    </AdminFrame>
  );
}

function ServiceRequestItem({ item }: { item: ServiceRequestWorkItem }) {
  const label = serviceRequestType(item.requestType)?.label ?? item.requestType;
  return (
    <article aria-label={`${label} for ${item.customerName}`} className="flex flex-col gap-1 p-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
        <a href={staffRequestPath(item.id)} className="work-title">
          {label}
          <span className="sr-only">, {item.requestNumber}</span>
        </a>
        <SpriteBadge tone={item.status === "needs_info" ? "violet" : item.status === "in_progress" ? "amber" : "blue"} icon={item.status === "received" ? "circle-dot" : "history"}>
          {serviceRequestStatusLabel(item.status)}
        </SpriteBadge>
      </div>
      <p className="text-sm text-slate-700">
        <a href={staffCustomerPath(item.customerId)} className="font-medium text-navy-900 underline underline-offset-2 hover:text-navy-700">{item.customerName}</a>
        {" · "}
        <span className="font-mono">{item.requestNumber}</span> · Received {formatDateTime(item.createdAt)}
      </p>
    </article>
  );
}

function AppointmentItem({ item }: { item: TodaysAppointment }) {
  const phone = parseUsPhone(item.phone);
  return (
    <article aria-label={`${item.name}, ${timeRange(item.startsAt, item.endsAt)}`} className="flex flex-col gap-1 p-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
        <a href={bookingPath(item.id)} className="work-title">
          {timeRange(item.startsAt, item.endsAt)}: {item.name}
        </a>
        <BookingStatusBadge status={item.status} />
      </div>
      <p className="text-sm text-slate-700">
        {item.typeName} · <LocationLabel location={item.location} />
        {phone ? (
          <>
            {" · "}
            <a href={`tel:${phone.dial}`} className="font-medium text-navy-900 underline underline-offset-2 hover:text-navy-700">
              {phone.display}
              <span className="sr-only"> (call {item.name})</span>
            </a>
          </>
        ) : null}
      </p>
    </article>
  );
}

function SigningItem({ item }: { item: OutForSignature }) {
  return (
    <article aria-label={item.title} className="flex flex-col gap-1 p-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
        <a href={`/admin/signing/${encodeURIComponent(item.id)}`} className="work-title">
          {item.title}
          <span className="sr-only">, {item.reference}</span>
        </a>
        <DueFlag due={item.due} />
      </div>
      <p className="text-sm text-slate-700">
        {item.customerName ? `${item.customerName} · ` : ""}
        Waiting for {item.waitingOn.map((s) => `${s.name} (${signerRoleLabel(s.role).toLowerCase()})`).join(", ") || "—"} · Sent {formatDate(item.sentAt)} · Expires {formatDate(item.expiresAt)}
      </p>
    </article>
  );
}

function RenewalItem({ item }: { item: RenewalWorkItem }) {
  const line = policyLineLabel(item.line);
  return (
    <article aria-label={`${item.customerName}, ${line}`} className="flex flex-col gap-1 p-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
        <a href={`/admin/policies/${encodeURIComponent(item.policyId)}`} className="work-title">
          {item.customerName}: {line}
        </a>
        <SpriteBadge tone={item.daysLeft <= 7 ? "amber" : "slate"} icon="calendar-clock">
          Expires {daysLeftText(item.daysLeft)}
        </SpriteBadge>
      </div>
      <p className="text-sm text-slate-700">
        {item.carrier} · <span className="font-mono">{item.policyNumber}</span> · Expires {formatDate(item.expirationDate)}
      </p>
    </article>
  );
}

function WorkItem({ item }: { item: MyWorkItem }) {
  const phone = parseUsPhone(item.phone);
  const name = item.name || "(no name)";
  return (
    <article
      aria-label={name}
      className={item.unread ? "work-card work-card-marked" : "work-card"}
    >
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
          <a href={inboxPath(item.form, item.id)} className="work-title">
            {name}
          </a>
          <StageBadge form={item.form} stage={item.stage} />
          {item.unread ? (
            <SpriteBadge tone="blue" icon="bell-dot">
              Unread
            </SpriteBadge>
          ) : null}
          {item.notContactedInTime ? (
            <SpriteBadge tone="red" icon="alert-triangle">
              Not contacted within {SPEED_TO_LEAD_HOURS} hours
            </SpriteBadge>
          ) : null}
        </div>
        <p className="mt-1 text-sm text-slate-700">
          {leadFormInfo[item.form].singular} · Received {formatDateTime(item.receivedAt)}
        </p>
        {item.followUpAt ? (
          <div className="mt-2 text-sm text-slate-800">
            <p className="flex flex-wrap items-center gap-2">
              {item.followUp === "overdue" ? (
                <SpriteBadge tone="red" icon="alarm-clock">
                  Overdue
                </SpriteBadge>
              ) : item.followUp === "due_today" ? (
                <SpriteBadge tone="amber" icon="calendar-clock">
                  Due today
                </SpriteBadge>
              ) : null}
              <span>Follow up {formatDateTime(item.followUpAt)}</span>
            </p>
            {item.followUpNote ? <p className="mt-1 whitespace-pre-wrap break-words text-slate-700">{item.followUpNote}</p> : null}
          </div>
        ) : null}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {phone ? (
          <a href={`tel:${phone.dial}`} className="work-action">
            <SpriteIcon name="phone" className="h-4 w-4" />
            <span>
              Call<span className="sr-only"> {name} at</span> {phone.display}
            </span>
            {item.doNotCall ? <DoNotMark label={DO_NOT_CALL} /> : null}
          </a>
        ) : null}
        {phone && item.doNotText ? (
          <span className="inline-flex items-center">
            <DoNotMark label={DO_NOT_TEXT} />
          </span>
        ) : null}
        {item.email ? (
          <a href={`mailto:${item.email}`} className="work-action" title={item.email}>
            <SpriteIcon name="mail" className="h-4 w-4" />
            <span>
              Email<span className="sr-only"> {name} at {item.email}</span>
            </span>
          </a>
        ) : null}
      </div>
    </article>
  );
}
