import { CheckCircle2, CircleDot, HelpCircle, RefreshCw } from "lucide-react";
import { serviceRequestStatusLabel } from "../../lib/service-requests.ts";
import { Badge } from "../admin/Badges.tsx";

const styles = {
  received: { tone: "blue", Icon: CircleDot },
  in_progress: { tone: "amber", Icon: RefreshCw },
  needs_info: { tone: "violet", Icon: HelpCircle },
  completed: { tone: "green", Icon: CheckCircle2 },
} as const;

/** A request's status as a word and an icon (the same for the customer and for staff). */
export function RequestStatusBadge({ status }: { status: string }) {
  const style = styles[status as keyof typeof styles] ?? { tone: "slate" as const, Icon: CircleDot };
  return (
    <Badge tone={style.tone} Icon={style.Icon}>
      <span className="sr-only">Status: </span>
      {serviceRequestStatusLabel(status)}
    </Badge>
  );
}
