/**
 * My work (docs/product.md#my-work): the signed-in team member's open records across the four
 * inboxes, grouped by what to do next; admins also see the open records nobody owns. Staff and
 * admins. No React bundle: the page is links (records, calls, emails).
 */
import { AlarmClock, AlertTriangle, BellDot, CalendarClock, CircleDot, History, Mail, Phone, UserX } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/admin-my-work";
import { AdminFrame } from "../components/admin/AdminFrame.tsx";
import { Badge, StageBadge } from "../components/admin/Badges.tsx";
import { parseUsPhone } from "../config/agency.ts";
import { formatDateTime } from "../lib/format.ts";
import { inboxPath } from "../lib/inbox-paths.ts";
import { AGENCY_TIME_ZONE } from "../lib/las-vegas-time.ts";
import { leadFormInfo } from "../lib/lead-forms.ts";
import { SPEED_TO_LEAD_HOURS } from "../lib/pipeline.ts";
import { requireStaff } from "../server/accounts/guards.ts";
import { servicesOf } from "../server/context.ts";
import { listMyWork, MY_WORK_GROUP_LIMIT, RECENTLY_CHANGED_DAYS, type MyWorkGroupKey, type MyWorkItem } from "../server/pipeline/my-work.ts";

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireStaff({ request, context });
  const now = new Date();
  const groups = await listMyWork(servicesOf(context).db, user.id, now, { includeUnassigned: user.role === "admin" });
  const today = new Intl.DateTimeFormat("en-US", { timeZone: AGENCY_TIME_ZONE, weekday: "long", month: "long", day: "numeric" }).format(now);
  return { groups, today, limit: MY_WORK_GROUP_LIMIT, recentDays: RECENTLY_CHANGED_DAYS };
}

export const meta = () => [{ title: "My work · Back office" }, { name: "robots", content: "noindex" }];

interface GroupText {
  title: string;
  Icon: typeof Mail;
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
    about: () => `Quote and pay-per-mile requests still new ${SPEED_TO_LEAD_HOURS} hours after they arrived, with no contact logged. Waiting longest first.`,
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

const linkClass = "inline-flex min-h-11 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm font-semibold text-navy-800 hover:border-navy-700 hover:bg-navy-50 focus-visible:outline-navy-800";

export default function MyWorkPage({ loaderData }: Route.ComponentProps) {
  const { groups, today, limit, recentDays } = loaderData;
  const countText = (group: (typeof groups)[number]) => (group.more ? `${limit}+` : String(group.items.length));
  return (
    <AdminFrame eyebrow={today} title="My work" description={<p>Your open records in every inbox, by what needs doing next. Times are Las Vegas time.</p>}>
      <nav aria-label="Groups on this page" className="mb-6">
        <ul className="flex flex-wrap gap-2">
          {groups.map((group) => {
            const { title, Icon } = groupText[group.key];
            return (
              <li key={group.key}>
                <a
                  href={`#${group.key}`}
                  className="inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:border-navy-700 focus-visible:outline-navy-800"
                >
                  <Icon aria-hidden="true" className="h-4 w-4 text-navy-700" />
                  {title}
                  <span className="rounded-full bg-slate-100 px-2 text-xs font-bold text-slate-800">{countText(group)}</span>
                </a>
              </li>
            );
          })}
        </ul>
      </nav>

      <div className="space-y-8">
        {groups.map((group) => {
          const { title, Icon, about, empty } = groupText[group.key];
          const headingId = `${group.key}-heading`;
          return (
            <section key={group.key} id={group.key} aria-labelledby={headingId} className="scroll-mt-4">
              <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                <h2 id={headingId} className="text-xl font-semibold text-navy-900">
                  <Icon aria-hidden="true" className="mr-2 inline h-5 w-5 align-[-0.15em] text-navy-700" />
                  {title} <span className="whitespace-nowrap text-base font-medium text-slate-600">({countText(group)})</span>
                </h2>
                <p className="text-sm text-slate-700">{about(recentDays)}</p>
              </div>
              {group.items.length === 0 ? (
                <p className="mt-3 rounded-lg border border-dashed border-slate-300 bg-white px-4 py-3 text-slate-700">{empty}</p>
              ) : (
                <ul className="mt-3 divide-y divide-slate-200 overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
                  {group.items.map((item) => (
                    <li key={`${item.form}-${item.id}`}>
                      <WorkItem item={item} />
                    </li>
                  ))}
                </ul>
              )}
              {group.more ? (
                <p className="mt-3 text-sm text-slate-700">
                  Showing {limit} of more than {limit}. The inboxes list them all.
                </p>
              ) : null}
            </section>
          );
        })}
      </div>
    </AdminFrame>
  );
}

function WorkItem({ item }: { item: MyWorkItem }) {
  const phone = parseUsPhone(item.phone);
  const name = item.name || "(no name)";
  return (
    <article
      aria-label={name}
      className={`flex flex-col gap-3 border-l-4 p-4 sm:flex-row sm:items-start sm:justify-between ${item.unread ? "border-l-navy-700" : "border-l-transparent"}`}
    >
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
          <Link
            to={inboxPath(item.form, item.id)}
            className="min-w-0 break-words text-lg font-semibold text-navy-900 underline underline-offset-2 hover:text-navy-700 focus-visible:outline-navy-800"
          >
            {name}
          </Link>
          <StageBadge form={item.form} stage={item.stage} />
          {item.unread ? (
            <Badge tone="blue" Icon={BellDot}>
              Unread
            </Badge>
          ) : null}
          {item.notContactedInTime ? (
            <Badge tone="red" Icon={AlertTriangle}>
              Not contacted within {SPEED_TO_LEAD_HOURS} hours
            </Badge>
          ) : null}
        </div>
        <p className="mt-1 text-sm text-slate-700">
          {leadFormInfo[item.form].singular} · Received {formatDateTime(item.receivedAt)}
        </p>
        {item.followUpAt ? (
          <div className="mt-2 text-sm text-slate-800">
            <p className="flex flex-wrap items-center gap-2">
              {item.followUp === "overdue" ? (
                <Badge tone="red" Icon={AlarmClock}>
                  Overdue
                </Badge>
              ) : item.followUp === "due_today" ? (
                <Badge tone="amber" Icon={CalendarClock}>
                  Due today
                </Badge>
              ) : null}
              <span>Follow up {formatDateTime(item.followUpAt)}</span>
            </p>
            {item.followUpNote ? <p className="mt-1 whitespace-pre-wrap break-words text-slate-700">{item.followUpNote}</p> : null}
          </div>
        ) : null}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {phone ? (
          <a href={`tel:${phone.dial}`} className={linkClass}>
            <Phone aria-hidden="true" className="h-4 w-4" />
            <span>
              Call<span className="sr-only"> {name} at</span> {phone.display}
            </span>
          </a>
        ) : null}
        {item.email ? (
          <a href={`mailto:${item.email}`} className={linkClass} title={item.email}>
            <Mail aria-hidden="true" className="h-4 w-4" />
            <span>
              Email<span className="sr-only"> {name} at {item.email}</span>
            </span>
          </a>
        ) : null}
      </div>
    </article>
  );
}
