/**
 * /admin/profile/availability (every team member, for themselves: no user id in the address;
 * docs/back-office.md#appointment-types-hours-and-feeds): when visitors can book them (the
 * office's hours or their own week), their days off, and their private calendar feed. The
 * feed's address is shown once, in the answer to the post that made it (no-store, never in a
 * URL); only its SHA-256 is kept. Every change is audited. No React bundle: forms post and
 * come back.
 */
import { CalendarSync, Link2, Power, RefreshCw, TriangleAlert } from "lucide-react";
import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/admin-availability";
import { AdminFrame, Panel } from "../../components/admin/AdminFrame.tsx";
import { Badge } from "../../components/admin/Badges.tsx";
import { AddTimeOffForm, TimeOffList } from "../../components/admin/booking/TimeOff.tsx";
import { WeeklyHoursForm } from "../../components/admin/booking/WeeklyHoursForm.tsx";
import { CopyableValue } from "../../components/admin/integrations/ApiTokens.tsx";
import { hrefWith } from "../../components/admin/listing.tsx";
import { MessageBox } from "../../components/MessageBox.tsx";
import { formatOpeningHours } from "../../config/office-hours.ts";
import { requireStaff } from "../../http/guards.ts";
import { servicesOf } from "../../http/context.ts";
import { readAdminForm } from "../../http/read-admin-form.ts";
import { parseForm, type FormFailure, type FormValues } from "../../lib/form-data.ts";
import { formatDateTime } from "../../lib/format.ts";
import { teamHoursFieldNames as names } from "../../lib/schemas/team-hours-fields.ts";
import { teamHoursSchema, type WeekHours } from "../../lib/schemas/team-hours.ts";
import { timeOffSchema } from "../../lib/schemas/time-off.ts";
import { calendarFeedUrl, createFeedToken, getFeedStatus, revokeFeed } from "../../server/booking/calendar-feed.ts";
import { getMemberHours, saveMemberHours } from "../../server/booking/team-hours.ts";
import { addTimeOff, listUpcomingTimeOff, removeTimeOff } from "../../server/booking/time-off.ts";

const AVAILABILITY_PATH = "/admin/profile/availability";

const NO_STORE = { "Cache-Control": "private, no-store" };
export const headers: Route.HeadersFunction = () => NO_STORE;

/** The week as the form's fields. */
function weekValues(mode: "office" | "own", week: WeekHours): FormValues {
  const values: FormValues = { [names.mode]: mode };
  week.forEach((span, d) => {
    values[names.on(d)] = span ? "on" : "";
    values[names.opens(d)] = span?.opens ?? "";
    values[names.closes(d)] = span?.closes ?? "";
  });
  return values;
}

export async function loader({ context, request, url }: Route.LoaderArgs) {
  const user = await requireStaff({ request, context });
  const services = servicesOf(context);
  const [hours, timeOff, feed] = await Promise.all([
    getMemberHours(services.db, user.id, services.agency.openingHours),
    listUpcomingTimeOff(services.db, user.id),
    getFeedStatus(services.db, user.id),
  ]);
  // Never set: the own week starts from the office's, to be changed from there.
  const formWeek = hours.ownWeek.some(Boolean) ? hours.ownWeek : hours.officeWeek;
  const saved = url.searchParams.get("saved");
  return {
    hoursValues: weekValues(hours.ownHours ? "own" : "office", formWeek),
    ownHours: hours.ownHours,
    officeLines: formatOpeningHours(services.agency.openingHours),
    timeOff,
    feedCreatedAt: feed.createdAt,
    saved: saved && saved in savedMessages ? (saved as keyof typeof savedMessages) : null,
  };
}

type ActionResult =
  | (FormFailure & { intent: "hours" | "add-time-off"; feedUrl?: undefined })
  | { intent: "create-feed"; feedUrl: string; replaced: boolean; errors?: undefined; values?: undefined };

export async function action({ context, request }: Route.ActionArgs) {
  const user = await requireStaff({ request, context });
  const services = servicesOf(context);
  const db = services.db;
  const form = await readAdminForm(request, { maxParts: 40 });
  const back = (saved: keyof typeof savedMessages, anchor: string) => redirect(`${hrefWith(AVAILABILITY_PATH, { saved })}#${anchor}`, 303);
  switch (form.get("intent")) {
    case "hours": {
      const parsed = parseForm(teamHoursSchema, form);
      if (!parsed.ok) return data<ActionResult>({ intent: "hours", errors: parsed.errors, values: parsed.values }, { status: 400, headers: NO_STORE });
      const { changed } = await saveMemberHours(db, user, user.id, parsed.data);
      return back(changed ? "hours" : "hours-unchanged", "hours-heading");
    }
    case "add-time-off": {
      const parsed = parseForm(timeOffSchema, form);
      if (!parsed.ok) return data<ActionResult>({ intent: "add-time-off", errors: parsed.errors, values: parsed.values }, { status: 400, headers: NO_STORE });
      const result = await addTimeOff(db, user, user.id, parsed.data);
      if (!result.ok) return data<ActionResult>({ intent: "add-time-off", errors: result.errors, values: parsed.values }, { status: 400, headers: NO_STORE });
      return back("time-off-added", "time-off-heading");
    }
    case "remove-time-off": {
      // Only the member's own entries are found; another's id is not theirs to remove.
      const removed = await removeTimeOff(db, user, user.id, String(form.get("id") ?? ""));
      if (!removed) throw data("That day off does not exist.", { status: 404 });
      return back("time-off-removed", "time-off-heading");
    }
    case "create-feed": {
      const replaced = (await getFeedStatus(db, user.id)).createdAt !== null;
      const token = await createFeedToken(db, user, user.id);
      return data<ActionResult>({ intent: "create-feed", feedUrl: calendarFeedUrl(services.env.PUBLIC_URL, token), replaced }, { headers: NO_STORE });
    }
    case "revoke-feed": {
      const revoked = await revokeFeed(db, user, user.id);
      return back(revoked ? "feed-off" : "feed-already-off", "feed-heading");
    }
    default:
      throw data("Unknown action", { status: 400 });
  }
}

const savedMessages = {
  hours: "Saved: visitors can book you within these hours from now on.",
  "hours-unchanged": "Nothing changed: your hours already said that.",
  "time-off-added": "Saved: nobody can book you on those days.",
  "time-off-removed": "Removed: those days can be booked again, within your hours.",
  "feed-off": "The feed is off: its address answers nothing any more. Remove the subscription from your calendar program.",
  "feed-already-off": "The feed was already off.",
} as const;

export const meta = () => [{ title: "My availability · Back office" }, { name: "robots", content: "noindex" }];

const buttonClass = "inline-flex min-h-11 items-center gap-2 rounded-md px-4 py-2 font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold-400";

/** A part's saved message, at the top of its panel (focused, so a screen reader reads it after the post). */
function SavedMessage({ text, tone = "success" }: { text: string | null; tone?: "success" | "info" }) {
  if (!text) return null;
  return (
    <MessageBox tone={tone} focus>
      <p>{text}</p>
    </MessageBox>
  );
}

function NewFeedBox({ url, replaced }: { url: string; replaced: boolean }) {
  return (
    <section aria-labelledby="new-feed-heading" tabIndex={-1} autoFocus className="rounded-xl border-4 border-gold-400 bg-white p-5 shadow-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-navy-700">
      <h3 id="new-feed-heading" className="flex items-center gap-2 text-lg font-semibold text-navy-900">
        <Link2 aria-hidden="true" className="h-5 w-5 shrink-0" />
        {replaced ? "Your new feed link (the old one no longer works)" : "Your feed link"}
      </h3>
      <p className="mt-2 flex items-start gap-2 rounded-md bg-amber-50 p-3 font-semibold text-amber-950">
        <TriangleAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
        Copy it now: it will not be shown again. Anyone with it can see your bookings, so keep it to your own calendar.
      </p>
      <div className="mt-4 space-y-3">
        <CopyableValue id="feed-url" label="Calendar feed address" value={url} hint="In Google Calendar: Other calendars, From URL. In Outlook: Add calendar, Subscribe from web. On an iPhone: Settings, Calendar, Accounts, Add Subscribed Calendar." />
        <p>
          <a href={url.replace(/^https:/, "webcal:")} className="font-semibold text-navy-900 underline underline-offset-2 hover:text-navy-700">
            Open it in this device&apos;s calendar program
          </a>
        </p>
      </div>
    </section>
  );
}

export default function AvailabilityPage({ loaderData, actionData }: Route.ComponentProps) {
  const { hoursValues, ownHours, officeLines, timeOff, feedCreatedAt, saved } = loaderData;
  const failure = actionData?.intent === "hours" || actionData?.intent === "add-time-off" ? actionData : undefined;
  const created = actionData?.intent === "create-feed" ? actionData : undefined;
  const message = saved && !actionData ? savedMessages[saved] : null;
  const where = (part: "hours" | "time-off" | "feed") => (message && (saved === part || saved?.startsWith(`${part}-`)) ? message : null);
  const feedOn = created ? true : feedCreatedAt !== null;
  return (
    <AdminFrame
      crumbs={[{ label: "My profile", href: "/admin/profile" }]}
      eyebrow="My profile"
      title="My availability"
      description={<p>When visitors can book a call with you, the days you are away, and your bookings in your own calendar program.</p>}
    >
      <div className="max-w-3xl space-y-6">
        <Panel title="Hours" titleId="hours-heading">
          <div className="space-y-4">
            <SavedMessage text={where("hours")} tone={saved === "hours" ? "success" : "info"} />
            <p className="text-slate-700">Now: {ownHours ? "your own hours." : "the office's hours."}</p>
            <WeeklyHoursForm key={JSON.stringify(hoursValues)} action={AVAILABILITY_PATH} values={failure?.intent === "hours" ? failure.values : hoursValues} errors={failure?.intent === "hours" ? failure.errors : undefined} officeLines={officeLines} />
          </div>
        </Panel>

        <Panel title="Days off and holidays" titleId="time-off-heading">
          <div className="space-y-6">
            <SavedMessage text={where("time-off")} />
            <p className="text-slate-700">Whole days in Las Vegas time. Bookings already made on those days stay: move or cancel them from the calendar. Days the whole office is closed are set by an administrator.</p>
            <TimeOffList rows={timeOff} action={AVAILABILITY_PATH} removeIntent="remove-time-off" what="the day off" emptyText="No days off ahead." />
            <div>
              <h3 className="text-base font-semibold text-navy-900">Add a day off</h3>
              {/* Keyed by the list: once an entry is added or removed the form starts empty again (the page is hydrated). */}
              <AddTimeOffForm key={timeOff.map((t) => t.id).join(",")} action={AVAILABILITY_PATH} intent="add-time-off" failure={failure?.intent === "add-time-off" ? failure : undefined} reasonHint="Only the team sees it, like Vacation." submitLabel="Add the day off" />
            </div>
          </div>
        </Panel>

        <Panel title="Calendar feed" titleId="feed-heading">
          <div className="space-y-4">
            <SavedMessage text={where("feed")} />
            {created ? <NewFeedBox url={created.feedUrl} replaced={created.replaced} /> : null}
            <div className="flex flex-wrap items-center gap-3">
              {feedOn ? <Badge tone="green" Icon={CalendarSync}>On</Badge> : <Badge tone="slate" Icon={Power}>Off</Badge>}
              <p className="text-slate-700">
                {/* The loader runs again after the post, so feedCreatedAt is the new link's time. */}
                {feedOn
                  ? `Your bookings are published to the link made ${feedCreatedAt ? formatDateTime(feedCreatedAt) : "just now"}. Calendar programs check it about once an hour.`
                  : "Subscribe to your bookings from Google Calendar, Outlook or an iPhone with a private link."}
              </p>
            </div>
            <p className="text-sm text-slate-700">
              The link lists your bookings from 60 days ago to a year ahead, with each person&apos;s phone, email and topic: keep it private. Only a fingerprint of it is stored, so it is shown
              once; if it is lost or shared, replace it.
            </p>
            <div className="flex flex-wrap gap-3">
              <Form method="post" action={AVAILABILITY_PATH}>
                <button type="submit" name="intent" value="create-feed" className={`${buttonClass} bg-navy-800 text-white hover:bg-navy-900`}>
                  {feedOn ? <RefreshCw aria-hidden="true" className="h-5 w-5" /> : <Link2 aria-hidden="true" className="h-5 w-5" />}
                  {feedOn ? "Replace the link" : "Create the feed link"}
                </button>
              </Form>
              {feedOn ? (
                <Form method="post" action={AVAILABILITY_PATH}>
                  <button type="submit" name="intent" value="revoke-feed" className={`${buttonClass} border-2 border-red-700 bg-white text-red-800 hover:bg-red-50`}>
                    <Power aria-hidden="true" className="h-5 w-5" />
                    Turn off the feed
                  </button>
                </Form>
              ) : null}
            </div>
          </div>
        </Panel>
      </div>
    </AdminFrame>
  );
}
