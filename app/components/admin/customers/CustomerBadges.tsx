/** Policy statuses as badges: an icon and the word (never colour alone). */
import { SpriteBadge, type BadgeTone } from "../Badges.tsx";
import type { SpriteIconName } from "../../icon-sprite.tsx";
import { policyStatusLabel } from "../../../lib/policies.ts";

const policyStyles: Record<string, { tone: BadgeTone; icon: SpriteIconName }> = {
  active: { tone: "green", icon: "check-circle" },
  pending: { tone: "amber", icon: "hourglass" },
  cancelled: { tone: "red", icon: "ban" },
  expired: { tone: "slate", icon: "x-circle" },
};

export function PolicyStatusBadge({ status }: { status: string }) {
  const style = policyStyles[status] ?? { tone: "slate", icon: "circle-dot" };
  return <SpriteBadge tone={style.tone} icon={style.icon}>{policyStatusLabel(status)}</SpriteBadge>;
}
