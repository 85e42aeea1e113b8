/**
 * A campaign's status and a send's outcome as badges: an icon and words, never colour alone
 * (app/lib/campaigns.ts has the words).
 */
import { Ban, CircleDashed, CirclePause, CirclePlay, Gauge, ListTodo, MailCheck, MailQuestionMark, MailX, ShieldOff } from "lucide-react";
import { campaignSendStatusLabel, campaignStatusLabel } from "../../../lib/campaigns.ts";
import { Badge, type BadgeTone } from "../Badges.tsx";

const statusStyles: Record<string, { tone: BadgeTone; Icon: typeof Ban }> = {
  draft: { tone: "slate", Icon: CircleDashed },
  active: { tone: "green", Icon: CirclePlay },
  paused: { tone: "amber", Icon: CirclePause },
};

export function CampaignStatusBadge({ status }: { status: string }) {
  const style = statusStyles[status] ?? { tone: "slate" as const, Icon: CircleDashed };
  return <Badge tone={style.tone} Icon={style.Icon}>{campaignStatusLabel(status)}</Badge>;
}

const sendStyles: Record<string, { tone: BadgeTone; Icon: typeof Ban }> = {
  sent: { tone: "green", Icon: MailCheck },
  task_only: { tone: "blue", Icon: ListTodo },
  opted_out: { tone: "slate", Icon: MailX },
  no_consent: { tone: "amber", Icon: ShieldOff },
  over_cap: { tone: "violet", Icon: Gauge },
  no_email: { tone: "red", Icon: MailQuestionMark },
};

/** What a send did (or would do, in the preview) for its person. */
export function SendStatusBadge({ status }: { status: string }) {
  const style = sendStyles[status] ?? { tone: "slate" as const, Icon: Ban };
  return <Badge tone={style.tone} Icon={style.Icon}>{campaignSendStatusLabel(status)}</Badge>;
}
