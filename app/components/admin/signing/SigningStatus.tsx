/**
 * A document for signature's status as a word with an icon (never colour alone), and the
 * "overdue" / "expires soon" flag of one out for signature.
 */
import { AlarmClock, Ban, CheckCircle2, Eye, FilePen, Hourglass, PenLine, Send, TimerOff, XCircle } from "lucide-react";
import { Badge, type BadgeTone } from "../Badges.tsx";

const statuses: Record<string, { label: string; tone: BadgeTone; Icon: typeof Send }> = {
  draft: { label: "Draft", tone: "slate", Icon: FilePen },
  sent: { label: "Sent", tone: "blue", Icon: Send },
  viewed: { label: "Viewed", tone: "violet", Icon: Eye },
  "partly-signed": { label: "Signed by some", tone: "amber", Icon: PenLine },
  completed: { label: "Completed", tone: "green", Icon: CheckCircle2 },
  declined: { label: "Declined", tone: "red", Icon: XCircle },
  expired: { label: "Expired", tone: "slate", Icon: TimerOff },
  voided: { label: "Voided", tone: "slate", Icon: Ban },
};

export const signingStatusOptions = Object.entries(statuses).map(([value, s]) => ({ value, label: s.label }));

export function signingStatusLabel(status: string): string {
  return statuses[status]?.label ?? status;
}

export function SigningStatusBadge({ status }: { status: string }) {
  const s = statuses[status] ?? { label: status, tone: "slate" as const, Icon: FilePen };
  return <Badge tone={s.tone} Icon={s.Icon}>{s.label}</Badge>;
}

/** A signer's own step, in words. */
const signerStatuses: Record<string, { label: string; tone: BadgeTone; Icon: typeof Send }> = {
  waiting: { label: "Waiting for their turn", tone: "slate", Icon: Hourglass },
  sent: { label: "Invited", tone: "blue", Icon: Send },
  signed: { label: "Signed", tone: "green", Icon: CheckCircle2 },
  declined: { label: "Declined", tone: "red", Icon: XCircle },
};

export function SignerStatusBadge({ status }: { status: string }) {
  const s = signerStatuses[status] ?? { label: status, tone: "slate" as const, Icon: Hourglass };
  return <Badge tone={s.tone} Icon={s.Icon}>{s.label}</Badge>;
}

export function DueFlag({ due }: { due: string | null }) {
  if (due === "overdue") return <Badge tone="amber" Icon={AlarmClock}>Overdue</Badge>;
  if (due === "expiring") return <Badge tone="red" Icon={TimerOff}>Expires soon</Badge>;
  return null;
}

export const signerRoleLabels: Record<string, string> = { customer: "Customer", co_insured: "Co-insured", agent: "Agent" };
export const signerRoleLabel = (role: string) => signerRoleLabels[role] ?? role;
