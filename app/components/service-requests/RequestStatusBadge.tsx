import { translatorFor } from "../../lib/i18n/i18n.ts";
import type { Locale } from "../../lib/i18n/locale.ts";
import { serviceRequestStatusLabel } from "../../lib/service-requests.ts";
import { SpriteBadge } from "../admin/Badges.tsx";

const styles = {
  received: { tone: "blue", icon: "circle-dot" },
  in_progress: { tone: "amber", icon: "refresh-cw" },
  needs_info: { tone: "violet", icon: "help-circle" },
  completed: { tone: "green", icon: "check-circle" },
} as const;

/**
 * A request's status as a word and an icon (the same for the customer and for staff). Shared with
 * the back office, so the language is passed explicitly: English unless the customer's page says.
 */
export function RequestStatusBadge({ status, locale = "en" }: { status: string; locale?: Locale }) {
  const style = styles[status as keyof typeof styles] ?? { tone: "slate" as const, icon: "circle-dot" as const };
  return (
    <SpriteBadge tone={style.tone} icon={style.icon}>
      <span className="sr-only">{translatorFor(locale)("customer.statusPrefix")} </span>
      {serviceRequestStatusLabel(status, locale)}
    </SpriteBadge>
  );
}
