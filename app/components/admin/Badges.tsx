import { BriefcaseBusiness, CheckCircle2, Clock, Mail, MailCheck, MailWarning, MailX, RefreshCw, ShieldCheck, User, UserX } from "lucide-react";
import { emailStatusLabel } from "../../lib/email-status.ts";
import type { LeadForm } from "../../lib/inbox-paths.ts";
import { stageOf, type StageTone } from "../../lib/pipeline.ts";
import { SpriteIcon, type SpriteIconName } from "../icon-sprite.tsx";

export type BadgeTone = "blue" | "amber" | "violet" | "green" | "red" | "slate" | "navy";

/** The shape every badge shares (badge) and its tone's colours (badge-blue …), classes of app/app.css. */
const badgeClass = (tone: BadgeTone) => `badge badge-${tone}`;

/** A small label with an icon and a word (the meaning never rests on colour alone). */
export function Badge({ tone, Icon, children }: { tone: BadgeTone; Icon: typeof Mail; children: React.ReactNode }) {
  return (
    <span className={badgeClass(tone)}>
      <Icon aria-hidden="true" className="h-3.5 w-3.5" />
      {children}
    </span>
  );
}

/** The same label with its icon from the page's sprite: for badges repeated down a list (app/components/icon-sprite.tsx). */
export function SpriteBadge({ tone, icon, children }: { tone: BadgeTone; icon: SpriteIconName; children: React.ReactNode }) {
  return (
    <span className={badgeClass(tone)}>
      <SpriteIcon name={icon} className="h-3.5 w-3.5" />
      {children}
    </span>
  );
}

const stageStyles: Record<StageTone, { tone: BadgeTone; icon: SpriteIconName }> = {
  new: { tone: "blue", icon: "circle-dot" },
  working: { tone: "amber", icon: "phone-call" },
  waiting: { tone: "violet", icon: "hourglass" },
  won: { tone: "green", icon: "trophy" },
  lost: { tone: "slate", icon: "x-circle" },
  closed: { tone: "slate", icon: "check-circle" },
  spam: { tone: "red", icon: "ban" },
};

/** A record's stage in its form's pipeline (app/lib/pipeline.ts), as an icon and its label. */
export function StageBadge({ form, stage }: { form: LeadForm; stage: string }) {
  const definition = stageOf(form, stage);
  const style = definition ? stageStyles[definition.tone] : { tone: "slate" as const, icon: "circle-dot" as const };
  return <SpriteBadge tone={style.tone} icon={style.icon}>{definition?.label ?? stage}</SpriteBadge>;
}

const emailStyles: Record<string, { tone: BadgeTone; Icon: typeof Mail }> = {
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
  if (role === "admin") return <Badge tone="navy" Icon={ShieldCheck}>Admin</Badge>;
  if (role === "staff") return <Badge tone="violet" Icon={BriefcaseBusiness}>Staff</Badge>;
  return <Badge tone="slate" Icon={User}>Customer</Badge>;
}

export function AccountStateBadge({ disabled }: { disabled: boolean }) {
  return disabled ? <Badge tone="red" Icon={UserX}>Disabled</Badge> : <Badge tone="green" Icon={CheckCircle2}>Active</Badge>;
}
