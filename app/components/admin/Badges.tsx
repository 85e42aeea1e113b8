import { Ban, CheckCircle2, CircleDot, Clock, Hourglass, Mail, MailCheck, MailWarning, MailX, PhoneCall, RefreshCw, ShieldCheck, User, UserX } from "lucide-react";
import { emailStatusLabel } from "../../lib/email-status.ts";
import { leadStatusLabel } from "../../lib/lead-status.ts";

const tones = {
  blue: "border-blue-300 bg-blue-50 text-blue-900",
  amber: "border-amber-300 bg-amber-50 text-amber-950",
  violet: "border-violet-300 bg-violet-50 text-violet-900",
  green: "border-green-300 bg-green-50 text-green-900",
  red: "border-red-300 bg-red-50 text-red-900",
  slate: "border-slate-300 bg-slate-100 text-slate-800",
  navy: "border-navy-700 bg-navy-800 text-white",
} as const;

/** A small label with an icon and a word (the meaning never rests on colour alone). */
export function Badge({ tone, Icon, children }: { tone: keyof typeof tones; Icon: typeof Mail; children: React.ReactNode }) {
  return (
    <span className={`inline-flex items-center gap-1 whitespace-nowrap rounded-full border px-2.5 py-0.5 text-sm font-medium ${tones[tone]}`}>
      <Icon aria-hidden="true" className="h-3.5 w-3.5" />
      {children}
    </span>
  );
}

const leadStyles: Record<string, { tone: keyof typeof tones; Icon: typeof Mail }> = {
  new: { tone: "blue", Icon: CircleDot },
  contacted: { tone: "amber", Icon: PhoneCall },
  in_progress: { tone: "violet", Icon: Hourglass },
  closed: { tone: "green", Icon: CheckCircle2 },
  spam: { tone: "red", Icon: Ban },
};

export function LeadStatusBadge({ status }: { status: string }) {
  const style = leadStyles[status] ?? { tone: "slate" as const, Icon: CircleDot };
  return <Badge tone={style.tone} Icon={style.Icon}>{leadStatusLabel(status)}</Badge>;
}

const emailStyles: Record<string, { tone: keyof typeof tones; Icon: typeof Mail }> = {
  queued: { tone: "blue", Icon: Clock },
  sending: { tone: "violet", Icon: RefreshCw },
  sent: { tone: "green", Icon: MailCheck },
  failed: { tone: "red", Icon: MailX },
  not_sent: { tone: "amber", Icon: MailWarning },
};

export function EmailStatusBadge({ status }: { status: string }) {
  const style = emailStyles[status] ?? { tone: "slate" as const, Icon: Mail };
  return <Badge tone={style.tone} Icon={style.Icon}>{emailStatusLabel(status)}</Badge>;
}

export function RoleBadge({ role }: { role: string }) {
  return role === "admin" ? <Badge tone="navy" Icon={ShieldCheck}>Admin</Badge> : <Badge tone="slate" Icon={User}>Customer</Badge>;
}

export function AccountStateBadge({ disabled }: { disabled: boolean }) {
  return disabled ? <Badge tone="red" Icon={UserX}>Disabled</Badge> : <Badge tone="green" Icon={CheckCircle2}>Active</Badge>;
}
