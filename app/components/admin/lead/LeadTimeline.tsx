/** A record's or a customer's timeline (app/server/pipeline/timeline.ts), newest first, each entry with an icon and words. */
import { ArrowRightLeft, CalendarClock, CalendarDays, CheckSquare, FileText, History, Inbox, Mail, Megaphone, PhoneOutgoing, RefreshCw, Star, StickyNote, UserRound } from "lucide-react";
import { Link } from "react-router";
import { formatDateTime } from "../../../lib/format.ts";
import type { TimelineEntry, TimelineKind } from "../../../server/pipeline/timeline.ts";
import { EmailStatusBadge } from "../Badges.tsx";

const icons: Record<TimelineKind, typeof Mail> = {
  received: Inbox,
  assigned: UserRound,
  stage: ArrowRightLeft,
  "follow-up": CalendarClock,
  contact: PhoneOutgoing,
  note: StickyNote,
  email: Mail,
  file: FileText,
  campaign: Megaphone,
  survey: Star,
  task: CheckSquare,
  renewal: RefreshCw,
  booking: CalendarDays,
  other: History,
};

export function LeadTimeline({ entries, isAdmin }: { entries: TimelineEntry[]; isAdmin: boolean }) {
  return (
    <ol className="space-y-4" aria-label="Activity, newest first">
      {entries.map((entry) => {
        const Icon = icons[entry.kind];
        return (
          <li key={entry.key} className="flex gap-3">
            <span className="mt-0.5 flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-slate-100 text-navy-800">
              <Icon aria-hidden="true" className="h-4 w-4" />
            </span>
            <div className="min-w-0 flex-1">
              <p className="break-words text-slate-900">
                <span className="font-semibold">{entry.title}</span>
                {entry.detail ? <span className="text-slate-800">: {entry.detail}</span> : null}
              </p>
              {entry.link ? (
                <p className="mt-0.5 text-sm">
                  <Link to={entry.link.href} className="font-semibold text-navy-800 underline">
                    {entry.link.label}
                  </Link>
                </p>
              ) : null}
              {entry.body ? (
                <p className={`mt-1 whitespace-pre-wrap break-words rounded-md border p-2 text-slate-900 ${entry.kind === "note" ? "border-amber-200 bg-amber-50" : "border-slate-200 bg-slate-50"}`}>
                  {entry.body}
                </p>
              ) : null}
              {entry.email ? (
                <div className="mt-1 space-y-1 text-sm text-slate-800">
                  <p className="break-words">{entry.email.subject || <span className="italic">Subject removed after the retention period</span>}</p>
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="break-all">To {entry.email.to || "(address removed)"}</span>
                    <EmailStatusBadge status={entry.email.status} />
                    {isAdmin ? (
                      <Link to={`/admin/outbox/${encodeURIComponent(entry.email.id)}`} className="font-semibold text-navy-800 underline">
                        Open in the outbox<span className="sr-only">: {entry.email.subject}</span>
                      </Link>
                    ) : null}
                  </p>
                </div>
              ) : null}
              <p className="mt-0.5 text-sm text-slate-600">
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                {entry.actor ? <span className="break-all"> · {entry.actor}</span> : null}
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
