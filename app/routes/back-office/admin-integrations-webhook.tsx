/**
 * A webhook subscription's page (docs/integrations.md#webhooks): its status with Pause or Resume,
 * the signing secret behind a "Show" disclosure (a <details>: no script needed) with "Rotate
 * secret", its deliveries newest first with a Resend for each delivered or failed one, the form
 * to change it, and Delete (confirmed on the page). Admins only; every change is audited.
 */
import { CirclePause, CirclePlay, KeyRound, RefreshCw, Trash2 } from "lucide-react";
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/admin-integrations-webhook";
import { AdminFrame, Panel } from "../../components/admin/AdminFrame.tsx";
import { CopyableValue } from "../../components/admin/integrations/ApiTokens.tsx";
import { DeliveryList } from "../../components/admin/integrations/DeliveryList.tsx";
import { SubscriptionStatusBadge } from "../../components/admin/integrations/IntegrationBadges.tsx";
import { SubscriptionForm } from "../../components/admin/integrations/SubscriptionForm.tsx";
import { hrefWith, Pagination } from "../../components/admin/listing.tsx";
import { MessageBox } from "../../components/MessageBox.tsx";
import { formatDateTime } from "../../lib/format.ts";
import { parseForm, type FormFailure } from "../../lib/form-data.ts";
import { INTEGRATIONS_PATH, SUBSCRIPTION_FORM_MAX_PARTS, subscriptionFormLists, subscriptionPath } from "../../lib/integration-form-fields.ts";
import { webhookEvents } from "../../lib/integrations.ts";
import { labelFor } from "../../lib/schemas/options.ts";
import { requireAdmin } from "../../http/guards.ts";
import { servicesOf } from "../../http/context.ts";
import { readAdminForm } from "../../http/read-admin-form.ts";
import { parsePage } from "../../server/inbox/list-leads.ts";
import { webhookSubscriptionFormSchema } from "../../server/integrations/integration-forms.ts";
import {
  DELIVERIES_PAGE_SIZE,
  deleteSubscription,
  getSubscription,
  listDeliveries,
  pauseSubscription,
  resendDelivery,
  resumeSubscription,
  rotateSecret,
  updateSubscription,
} from "../../server/integrations/webhook-subscriptions.ts";

export const handle = { hydrate: true };

// The page shows the signing secret.
const NO_STORE = { "Cache-Control": "private, no-store" };
export const headers: Route.HeadersFunction = () => NO_STORE;

const notFound = () => data("Not found", { status: 404 });

const savedKinds = ["created", "updated", "unchanged", "paused", "resumed", "status-unchanged", "rotated", "resent"] as const;
type Saved = (typeof savedKinds)[number];

export async function loader({ context, request, params, url }: Route.LoaderArgs) {
  await requireAdmin({ request, context });
  const { db, env } = servicesOf(context);
  const subscription = await getSubscription(db, params.id);
  if (!subscription) throw notFound();
  const deliveries = await listDeliveries(db, subscription.id, { page: parsePage(url.searchParams.get("page")), publicUrl: env.PUBLIC_URL });
  const saved = url.searchParams.get("saved");
  return {
    subscription,
    deliveries,
    pageSize: DELIVERIES_PAGE_SIZE,
    allowPrivate: env.WEBHOOK_ALLOW_PRIVATE_TARGETS,
    confirmDelete: url.searchParams.get("delete") === "confirm",
    saved: (savedKinds as readonly string[]).includes(saved ?? "") ? (saved as Saved) : null,
  };
}

type Intent = "update" | "pause" | "resume" | "rotate" | "delete" | "resend";
type ActionFailure = (FormFailure & { intent: "update"; problem?: undefined }) | { intent: Exclude<Intent, "update">; problem: string };

export async function action({ context, request, params }: Route.ActionArgs) {
  const admin = await requireAdmin({ request, context });
  const formData = await readAdminForm(request, { maxParts: SUBSCRIPTION_FORM_MAX_PARTS });
  const { db, env } = servicesOf(context);
  const here = subscriptionPath(params.id);
  const done = (saved: Saved, hash = "") => redirect(`${hrefWith(here, { saved })}${hash}`, 303);
  const changed = (result: { ok: true; changed: boolean } | { ok: false }, saved: Saved) => {
    if (!result.ok) throw notFound();
    return done(result.changed ? saved : "status-unchanged");
  };

  switch (formData.get("intent")) {
    case "update": {
      const parsed = parseForm(webhookSubscriptionFormSchema, formData, subscriptionFormLists);
      if (!parsed.ok) return data<ActionFailure>({ intent: "update", errors: parsed.errors, values: parsed.values }, { status: 400 });
      const result = await updateSubscription(db, admin, params.id, parsed.data, { allowPrivate: env.WEBHOOK_ALLOW_PRIVATE_TARGETS });
      if (!result.ok && result.reason === "not-found") throw notFound();
      if (!result.ok) return data<ActionFailure>({ intent: "update", errors: { url: result.message }, values: parsed.values }, { status: 400 });
      return done(result.changed ? "updated" : "unchanged", "#edit-heading");
    }
    case "pause":
      return changed(await pauseSubscription(db, admin, params.id), "paused");
    case "resume":
      return changed(await resumeSubscription(db, admin, params.id), "resumed");
    case "rotate": {
      const result = await rotateSecret(db, admin, params.id);
      if (!result.ok) throw notFound();
      return done("rotated", "#secret-heading");
    }
    case "delete": {
      const result = await deleteSubscription(db, admin, params.id);
      if (!result.ok) throw notFound();
      return redirect(hrefWith(INTEGRATIONS_PATH, { saved: "deleted" }), 303);
    }
    case "resend": {
      const result = await resendDelivery(db, admin, params.id, String(formData.get("deliveryId") ?? ""));
      if (!result.ok && result.reason === "not-found") throw notFound();
      if (!result.ok) return data<ActionFailure>({ intent: "resend", problem: "That delivery is still being sent: it can be resent once it is delivered or has failed." }, { status: 409 });
      return done("resent", "#deliveries-heading");
    }
    default:
      throw data("Unknown action", { status: 400 });
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `${loaderData.subscription.url} · Integrations` : "Integrations · Back office" },
  { name: "robots", content: "noindex" },
];

const savedTexts: Record<Saved, string> = {
  created: "The subscription is active: events are posted to it from now on. Give the receiver the signing secret below.",
  updated: "Subscription saved.",
  unchanged: "Nothing changed: the subscription was already like that.",
  paused: "The subscription is paused: nothing is posted to it until you resume it. Deliveries already queued wait; events that happen meanwhile are not sent to it.",
  resumed: "The subscription is active again: deliveries that waited are sent now.",
  "status-unchanged": "The subscription was already like that; nothing changed.",
  rotated: "The secret is new: deliveries are signed with it from now on. Paste it into the receiver.",
  resent: "The delivery is on its way again, with the same webhook-id.",
};

const buttonClass = "inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4 font-semibold";

export default function SubscriptionPage({ loaderData, actionData }: Route.ComponentProps) {
  const { subscription, deliveries, pageSize, allowPrivate, confirmDelete, saved } = loaderData;
  const here = subscriptionPath(subscription.id);
  const updateFailure = actionData?.intent === "update" ? actionData : undefined;
  const problem = actionData?.intent !== "update" ? actionData?.problem : undefined;
  const paused = subscription.status === "paused";

  return (
    <AdminFrame
      crumbs={[{ label: "Integrations", href: INTEGRATIONS_PATH }]}
      eyebrow="Webhook subscription"
      title={<span className="break-all">{subscription.url}</span>}
      description={
        <div className="space-y-2">
          <span className="inline-block rounded-full bg-white p-0.5">
            <SubscriptionStatusBadge status={subscription.status} pausedReason={subscription.pausedReason} />
          </span>
          {subscription.description ? <p className="break-words">{subscription.description}</p> : null}
        </div>
      }
      actions={
        <Form method="post" action={here}>
          <button type="submit" name="intent" value={paused ? "resume" : "pause"} className={`${buttonClass} bg-gold-400 text-navy-950 hover:bg-gold-300`}>
            {paused ? <CirclePlay aria-hidden="true" className="h-5 w-5" /> : <CirclePause aria-hidden="true" className="h-5 w-5" />}
            {paused ? "Resume" : "Pause"}
            <span className="sr-only"> the subscription</span>
          </button>
        </Form>
      }
    >
      {saved ? (
        <MessageBox tone={saved === "unchanged" || saved === "status-unchanged" ? "info" : "success"} className="mb-6" focus>
          <p>{savedTexts[saved]}</p>
        </MessageBox>
      ) : null}
      {problem ? (
        <MessageBox tone="error" className="mb-6" focus focusKey={actionData}>
          <p>{problem}</p>
        </MessageBox>
      ) : null}
      {!paused && subscription.failingSince ? (
        <MessageBox tone="error" className="mb-6" title="Deliveries are failing">
          <p>
            The receiver has not accepted a delivery since {formatDateTime(subscription.failingSince)}. After 24 hours without a success the subscription is paused and the admins are emailed.
          </p>
        </MessageBox>
      ) : null}

      {confirmDelete ? (
        <section aria-labelledby="confirm-delete" className="mb-6 rounded-xl border-2 border-red-700 bg-red-50 p-5">
          <h2 id="confirm-delete" tabIndex={-1} autoFocus className="text-lg font-semibold text-red-950 focus:outline-none">Delete this subscription?</h2>
          <p className="mt-1 text-red-950">
            Nothing more is posted to this address, and its deliveries are removed, those still waiting too. This cannot be undone; the audit log keeps a line saying who deleted it.
          </p>
          <Form method="post" action={here} className="mt-4 flex flex-wrap gap-3">
            <button type="submit" name="intent" value="delete" className={`${buttonClass} w-full bg-red-800 text-white hover:bg-red-900 sm:w-auto`}>
              <Trash2 aria-hidden="true" className="h-5 w-5" />
              Delete subscription
            </button>
            <Link to={here} className={`${buttonClass} w-full border-2 border-slate-400 bg-white text-slate-800 sm:w-auto`}>Keep it</Link>
          </Form>
        </section>
      ) : null}

      {/* DOM order is the phone's: deliveries, the secret and events, then the form and Delete; on a wide screen the secret and events form the right column. */}
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_26rem] xl:grid-rows-[auto_1fr]">
        <div className="min-w-0 xl:col-start-1 xl:row-start-1">
          <Panel title={`Deliveries (${deliveries.total})`} titleId="deliveries-heading" padded={false}>
            {deliveries.total === 0 ? (
              <p className="p-5 text-slate-700">Nothing sent yet: deliveries appear here as events happen.</p>
            ) : (
              <>
                <DeliveryList deliveries={deliveries.rows} paused={paused} action={here} />
                <div className="px-4 pb-4">
                  <Pagination
                    page={deliveries.page}
                    pageCount={deliveries.pageCount}
                    pageSize={pageSize}
                    total={deliveries.total}
                    noun="deliveries"
                    hrefFor={(page) => `${hrefWith(here, { page: page > 1 ? page : null })}#deliveries-heading`}
                  />
                </div>
              </>
            )}
          </Panel>
        </div>

        <div className="min-w-0 space-y-6 xl:col-start-2 xl:row-span-2 xl:row-start-1">
          <Panel title="Signing secret" titleId="secret-heading">
            <p className="text-sm text-slate-700">
              The receiver checks each delivery&apos;s <code className="font-mono">webhook-signature</code> header with it (Standard Webhooks). Keep it as secret as a password.
            </p>
            <details className="mt-3">
              <summary className="cursor-pointer font-semibold text-navy-800 underline decoration-navy-800/30 hover:decoration-navy-800">
                <KeyRound aria-hidden="true" className="mr-1 inline h-4 w-4" />
                Show the secret
              </summary>
              <div className="mt-3">
                <CopyableValue id="signing-secret" label="Secret" value={subscription.secret} />
              </div>
            </details>
            <Form method="post" action={here} className="mt-4 border-t border-slate-200 pt-4">
              <p className="text-sm text-slate-700">Rotating makes a new secret at once: the receiver fails to verify deliveries until it is given the new one.</p>
              <button type="submit" name="intent" value="rotate" className={`${buttonClass} mt-3 w-full border-2 border-navy-800 bg-white text-navy-900 hover:bg-navy-50 sm:w-auto`}>
                <RefreshCw aria-hidden="true" className="h-4 w-4" />
                Rotate secret
              </button>
            </Form>
          </Panel>

          <Panel title="Events" titleId="events-heading">
            <ul className="list-disc space-y-1 pl-5 text-slate-800">
              {subscription.events.map((e) => (
                <li key={e}>
                  {labelFor(webhookEvents, e)} <code className="font-mono text-sm text-slate-700">{e}</code>
                  {e === "policy.renewing" ? `: ${subscription.renewingDays} days before` : ""}
                </li>
              ))}
            </ul>
            <p className="mt-3 text-sm text-slate-700">
              {subscription.includeText ? "Payloads include text customers wrote." : "Payloads carry no text customers wrote: ids, links and short facts only."}
            </p>
          </Panel>
        </div>

        <div className="min-w-0 space-y-6 xl:col-start-1 xl:row-start-2">
          <Panel title="Change the subscription" titleId="edit-heading">
            <SubscriptionForm
              key={subscription.updatedAt}
              initial={subscription}
              failure={updateFailure}
              action={here}
              intent="update"
              allowPrivate={allowPrivate}
            />
          </Panel>

          {!confirmDelete ? (
            <Panel title="Delete" titleId="delete-heading">
              <p className="text-sm text-slate-700">Stops every delivery to this address and removes its history. You will be asked to confirm.</p>
              <Link to={`${hrefWith(here, { delete: "confirm" })}#confirm-delete`} className={`${buttonClass} mt-3 w-full border-2 border-red-700 bg-white text-red-800 hover:bg-red-50 sm:w-auto`}>
                <Trash2 aria-hidden="true" className="h-4 w-4" />
                Delete subscription
              </Link>
            </Panel>
          ) : null}
        </div>
      </div>
    </AdminFrame>
  );
}
