/**
 * The webhook subscriptions on /admin/integrations: each address with its events, its status in
 * words, its last delivery and that delivery's result, and how many deliveries are failing now.
 */
import { CircleAlert, CircleCheck, Plus, Webhook } from "lucide-react";
import { Link } from "react-router";
import { formatDateTime } from "../../../lib/format.ts";
import { NEW_SUBSCRIPTION_PATH, subscriptionPath } from "../../../lib/integration-form-fields.ts";
import { webhookEvents } from "../../../lib/integrations.ts";
import { labelFor } from "../../../lib/schemas/options.ts";
import { Panel } from "../AdminFrame.tsx";
import { SubscriptionStatusBadge } from "./IntegrationBadges.tsx";

export interface SubscriptionRow {
  id: string;
  url: string;
  description: string;
  events: string[];
  status: "active" | "paused";
  pausedReason: string | null;
  failingSince: string | null;
  lastDelivery: { at: string; ok: boolean; statusCode: number | null; error: string | null } | null;
  failingNow: number;
}

const linkClass = "font-semibold text-navy-800 underline decoration-navy-800/30 hover:decoration-navy-800";

function LastDelivery({ delivery }: { delivery: SubscriptionRow["lastDelivery"] }) {
  if (!delivery) return <>nothing sent yet</>;
  const answer = delivery.statusCode ? `HTTP ${delivery.statusCode}` : (delivery.error ?? "no answer");
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      {delivery.ok ? <CircleCheck aria-hidden="true" className="h-4 w-4 text-green-700" /> : <CircleAlert aria-hidden="true" className="h-4 w-4 text-red-700" />}
      <span>{formatDateTime(delivery.at)}:</span>
      <span className="break-words">{delivery.ok ? `delivered (${answer})` : `failed (${answer})`}</span>
    </span>
  );
}

export function SubscriptionList({ subscriptions }: { subscriptions: SubscriptionRow[] }) {
  return (
    <Panel
      title={`Webhook subscriptions (${subscriptions.length})`}
      titleId="subscriptions-heading"
      padded={false}
      actions={
        <Link to={NEW_SUBSCRIPTION_PATH} className="inline-flex min-h-11 items-center gap-2 rounded-md bg-navy-800 px-4 font-semibold text-white hover:bg-navy-900">
          <Plus aria-hidden="true" className="h-4 w-4" />
          Add a subscription
        </Link>
      }
    >
      {subscriptions.length === 0 ? (
        <p className="p-5 text-slate-700">No subscriptions yet. Add one to post events (a new lead, a policy added …) to a management system or a Zapier hook as they happen.</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {subscriptions.map((s) => (
            <li key={s.id} className="p-4">
              <h3 className="flex items-start gap-2 text-base">
                <Webhook aria-hidden="true" className="mt-1 h-4 w-4 shrink-0 text-navy-700" />
                <Link to={subscriptionPath(s.id)} className={`${linkClass} min-w-0 break-all`}>{s.url}</Link>
              </h3>
              {s.description ? <p className="mt-1 break-words text-sm text-slate-700">{s.description}</p> : null}
              <div className="mt-2"><SubscriptionStatusBadge status={s.status} pausedReason={s.pausedReason} /></div>
              <dl className="mt-2 space-y-1 text-sm text-slate-700">
                <div className="flex flex-wrap gap-x-1">
                  <dt className="font-medium">Events:</dt>{" "}
                  <dd>{s.events.map((e) => labelFor(webhookEvents, e)).join("; ")}</dd>
                </div>
                <div className="flex flex-wrap gap-x-1">
                  <dt className="font-medium">Last delivery:</dt>{" "}
                  <dd><LastDelivery delivery={s.lastDelivery} /></dd>
                </div>
                <div className="flex flex-wrap gap-x-1">
                  <dt className="font-medium">Failing now:</dt>{" "}
                  <dd className={s.failingNow ? "font-semibold text-red-900" : undefined}>
                    {s.failingNow ? `${s.failingNow} ${s.failingNow === 1 ? "delivery" : "deliveries"} being retried` : "none"}
                    {s.failingNow && s.failingSince ? `, failing since ${formatDateTime(s.failingSince)}` : ""}
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
