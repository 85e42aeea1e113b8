/**
 * A subscription's deliveries, newest first (docs/integrations.md#webhooks): the event and its
 * record, the status in words, the receiver's answer code, when, how many attempts, the last
 * error, the answer's first kilobyte and the body as sent; "Resend" for one delivered or failed.
 */
import { RotateCcw } from "lucide-react";
import { Form } from "react-router";
import { formatDateTime } from "../../../lib/format.ts";
import { webhookEvents } from "../../../lib/integrations.ts";
import { labelFor } from "../../../lib/schemas/options.ts";
import type { DeliveryListing } from "../../../lib/webhook-deliveries.ts";
import { DeliveryStatusBadge } from "./IntegrationBadges.tsx";

const preClass = "mt-2 max-h-72 overflow-auto whitespace-pre-wrap break-all rounded-md bg-slate-900 p-3 font-mono text-xs text-slate-50";
const summaryClass = "cursor-pointer rounded font-semibold text-navy-800 underline decoration-navy-800/30 hover:decoration-navy-800";

function prettyJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

export function DeliveryList({ deliveries, paused, action }: { deliveries: DeliveryListing[]; paused: boolean; action: string }) {
  return (
    <ul className="divide-y divide-slate-200">
      {deliveries.map((d) => (
        <li key={d.id} className="p-4">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
            <div className="min-w-0">
              <h3 className="break-words font-semibold text-navy-900">
                {labelFor(webhookEvents, d.eventType)} <code className="font-mono text-sm font-normal text-slate-700">{d.eventType}</code>
              </h3>
              <p className="mt-0.5 break-all text-sm text-slate-700">
                Record <code className="font-mono">{d.recordKey}</code> · {formatDateTime(d.createdAt)}
              </p>
              <div className="mt-2">
                <DeliveryStatusBadge status={d.status} attempts={d.attempts} nextAttemptAt={d.nextAttemptAt} paused={paused} />
              </div>
            </div>
            {d.status === "delivered" || d.status === "failed" ? (
              <Form method="post" action={action} className="shrink-0">
                <input type="hidden" name="deliveryId" value={d.id} />
                <button
                  type="submit"
                  name="intent"
                  value="resend"
                  className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-md border-2 border-navy-800 bg-white px-4 font-semibold text-navy-900 hover:bg-navy-50 sm:w-auto"
                >
                  <RotateCcw aria-hidden="true" className="h-4 w-4" />
                  Resend<span className="sr-only"> {d.eventType} of {formatDateTime(d.createdAt)}</span>
                </button>
              </Form>
            ) : null}
          </div>
          <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm text-slate-700 sm:grid-cols-2">
            <div className="flex flex-wrap gap-x-1">
              <dt className="font-medium">Attempts:</dt>{" "}
              <dd>{d.attempts}</dd>
            </div>
            <div className="flex flex-wrap gap-x-1">
              <dt className="font-medium">Response code:</dt>{" "}
              <dd>{d.lastStatusCode ?? "none"}</dd>
            </div>
            <div className="flex flex-wrap gap-x-1">
              <dt className="font-medium">{d.deliveredAt && d.status === "delivered" ? "Delivered:" : "Last attempt:"}</dt>{" "}
              <dd>{d.deliveredAt && d.status === "delivered" ? formatDateTime(d.deliveredAt) : d.lastAttemptAt ? formatDateTime(d.lastAttemptAt) : "not yet"}</dd>
            </div>
            <div className="flex flex-wrap gap-x-1">
              <dt className="font-medium">Webhook id:</dt>{" "}
              <dd className="break-all font-mono text-xs leading-5">{d.id}</dd>
            </div>
            {d.lastError && d.status !== "delivered" ? (
              <div className="flex flex-wrap gap-x-1 sm:col-span-2">
                <dt className="font-medium">Last error:</dt>{" "}
                <dd className="break-words text-red-900">{d.lastError}</dd>
              </div>
            ) : null}
          </dl>
          <div className="mt-3 space-y-2 text-sm">
            <details>
              <summary className={summaryClass}>The body as sent</summary>
              <pre tabIndex={0} className={preClass}>{prettyJson(d.body)}</pre>
            </details>
            {d.responseExcerpt ? (
              <details>
                <summary className={summaryClass}>The receiver's answer (first 1 KB)</summary>
                <pre tabIndex={0} className={preClass}>{d.responseExcerpt}</pre>
              </details>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
