/** A privacy request's due state and status as badges: an icon and words, never colour alone. */
import { AlertTriangle, CalendarClock, CheckCircle2, Clock, Inbox, Loader, XCircle } from "lucide-react";
import { privacyDueState, privacyDueText, privacyStatusLabel } from "../../lib/privacy-requests.ts";
import { Badge } from "./Badges.tsx";

export function PrivacyDueBadge({ request, now }: { request: { status: string; dueAt: string }; now: Date }) {
  const state = privacyDueState(request, now);
  const text = privacyDueText(state);
  switch (state.kind) {
    case "overdue":
      return <Badge tone="red" Icon={AlertTriangle}>{text}</Badge>;
    case "due-soon":
      return <Badge tone="amber" Icon={Clock}>{text}</Badge>;
    case "on-time":
      return <Badge tone="slate" Icon={CalendarClock}>{text}</Badge>;
    case "closed":
      return null;
  }
}

const statusIcons = { received: Inbox, in_progress: Loader, answered: CheckCircle2, declined: XCircle } as const;
const statusTones = { received: "blue", in_progress: "violet", answered: "green", declined: "slate" } as const;

export function PrivacyStatusBadge({ status }: { status: string }) {
  const key = (status in statusIcons ? status : "received") as keyof typeof statusIcons;
  return <Badge tone={statusTones[key]} Icon={statusIcons[key]}>{privacyStatusLabel(status)}</Badge>;
}
