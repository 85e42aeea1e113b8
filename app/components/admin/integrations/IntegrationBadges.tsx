import { Ban, CircleCheck, CirclePause, CircleX, Clock, RefreshCw, TimerOff } from "lucide-react";
import { formatDateTime } from "../../../lib/format.ts";
import type { DeliveryStatus } from "../../../lib/webhook-deliveries.ts";
import { Badge } from "../Badges.tsx";

export type TokenState = "active" | "expired" | "revoked";

/** A token's state from its dates: revoked wins over expired. */
export function tokenState(token: { revokedAt: string | null; expiresAt: string | null }, nowIso: string): TokenState {
  if (token.revokedAt) return "revoked";
  if (token.expiresAt && token.expiresAt <= nowIso) return "expired";
  return "active";
}

export function TokenStateBadge({ state }: { state: TokenState }) {
  if (state === "revoked") return <Badge tone="slate" Icon={Ban}>Revoked</Badge>;
  if (state === "expired") return <Badge tone="amber" Icon={TimerOff}>Expired</Badge>;
  return <Badge tone="green" Icon={CircleCheck}>Active</Badge>;
}

/** A subscription's status in words, with why it is paused. */
export function SubscriptionStatusBadge({ status, pausedReason }: { status: "active" | "paused"; pausedReason: string | null }) {
  if (status === "active") return <Badge tone="green" Icon={CircleCheck}>Active</Badge>;
  return (
    <Badge tone="amber" Icon={CirclePause}>
      <span className="whitespace-normal">Paused{pausedReason ? ` (${pausedReason})` : ""}</span>
    </Badge>
  );
}

/** A delivery's status: Delivered, Retrying (the next attempt and when), Failed, or waiting for its first try. */
export function DeliveryStatusBadge({ status, attempts, nextAttemptAt, paused }: { status: DeliveryStatus; attempts: number; nextAttemptAt: string | null; paused: boolean }) {
  switch (status) {
    case "delivered":
      return <Badge tone="green" Icon={CircleCheck}>Delivered</Badge>;
    case "failed":
      return <Badge tone="red" Icon={CircleX}>Failed</Badge>;
    case "retrying":
      return (
        <Badge tone="amber" Icon={RefreshCw}>
          <span className="whitespace-normal">
            Retrying (attempt {attempts + 1}
            {paused ? ", after the subscription is resumed" : nextAttemptAt ? `, next at ${formatDateTime(nextAttemptAt)}` : ""})
          </span>
        </Badge>
      );
    default:
      return <Badge tone="blue" Icon={Clock}>{paused ? "Waiting (subscription paused)" : "Waiting to be sent"}</Badge>;
  }
}
