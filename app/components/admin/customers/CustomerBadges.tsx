/** Policy and service-request statuses as badges: an icon and the word (never colour alone). */
import { Ban, CheckCircle2, CircleDot, Clock, HelpCircle, Hourglass, PhoneCall, XCircle } from "lucide-react";
import { Badge } from "../Badges.tsx";
import { policyStatusLabel } from "../../../lib/policies.ts";
import { serviceRequestStatusLabel } from "../../../lib/service-requests.ts";

const policyStyles = {
  active: { tone: "green", Icon: CheckCircle2 },
  pending: { tone: "amber", Icon: Hourglass },
  cancelled: { tone: "red", Icon: Ban },
  expired: { tone: "slate", Icon: XCircle },
} as const;

export function PolicyStatusBadge({ status }: { status: string }) {
  const style = policyStyles[status as keyof typeof policyStyles] ?? { tone: "slate" as const, Icon: CircleDot };
  return <Badge tone={style.tone} Icon={style.Icon}>{policyStatusLabel(status)}</Badge>;
}

const requestStyles = {
  received: { tone: "blue", Icon: CircleDot },
  in_progress: { tone: "amber", Icon: PhoneCall },
  needs_info: { tone: "violet", Icon: HelpCircle },
  completed: { tone: "green", Icon: CheckCircle2 },
} as const;

export function RequestStatusBadge({ status }: { status: string }) {
  const style = requestStyles[status as keyof typeof requestStyles] ?? { tone: "slate" as const, Icon: Clock };
  return <Badge tone={style.tone} Icon={style.Icon}>{serviceRequestStatusLabel(status)}</Badge>;
}
