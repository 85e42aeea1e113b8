import { CheckCircle2, CircleDot, HelpCircle, RefreshCw } from "lucide-react";
import { translatorFor } from "../../lib/i18n/i18n.ts";
import type { Locale } from "../../lib/i18n/locale.ts";
import { serviceRequestStatusLabel } from "../../lib/service-requests.ts";
import { Badge } from "../admin/Badges.tsx";

const styles = {
  received: { tone: "blue", Icon: CircleDot },
  in_progress: { tone: "amber", Icon: RefreshCw },
  needs_info: { tone: "violet", Icon: HelpCircle },
  completed: { tone: "green", Icon: CheckCircle2 },
} as const;

/**
 * A request's status as a word and an icon (the same for the customer and for staff). Shared with
 * the back office, so the language is passed explicitly: English unless the customer's page says.
 */
export function RequestStatusBadge({ status, locale = "en" }: { status: string; locale?: Locale }) {
  const style = styles[status as keyof typeof styles] ?? { tone: "slate" as const, Icon: CircleDot };
  return (
    <Badge tone={style.tone} Icon={style.Icon}>
      <span className="sr-only">{translatorFor(locale)("customer.statusPrefix")} </span>
      {serviceRequestStatusLabel(status, locale)}
    </Badge>
  );
}
