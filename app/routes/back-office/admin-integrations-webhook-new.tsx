/**
 * "Add a subscription" (docs/integrations.md#webhooks): an address that receives events, checked
 * when it is saved (https, and a name that resolves to public addresses only, unless the operator
 * allows private targets); a refusal is shown beside the address. The new subscription's page
 * shows its signing secret. Admins only; audited.
 */
import { data, redirect } from "react-router";
import type { Route } from "./+types/admin-integrations-webhook-new";
import { AdminFrame, Panel } from "../../components/admin/AdminFrame.tsx";
import { SubscriptionForm } from "../../components/admin/integrations/SubscriptionForm.tsx";
import { hrefWith } from "../../components/admin/listing.tsx";
import { parseForm, type FormFailure } from "../../lib/form-data.ts";
import { INTEGRATIONS_PATH, NEW_SUBSCRIPTION_PATH, SUBSCRIPTION_FORM_MAX_PARTS, subscriptionFormLists, subscriptionPath } from "../../lib/integration-form-fields.ts";
import { requireAdmin } from "../../http/guards.ts";
import { servicesOf } from "../../http/context.ts";
import { readAdminForm } from "../../http/read-admin-form.ts";
import { webhookSubscriptionFormSchema } from "../../server/integrations/integration-forms.ts";
import { createSubscription } from "../../server/integrations/webhook-subscriptions.ts";

export const handle = { hydrate: true };

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdmin({ request, context });
  return { allowPrivate: servicesOf(context).env.WEBHOOK_ALLOW_PRIVATE_TARGETS };
}

export async function action({ context, request }: Route.ActionArgs) {
  const admin = await requireAdmin({ request, context });
  const formData = await readAdminForm(request, { maxParts: SUBSCRIPTION_FORM_MAX_PARTS });
  const { db, env } = servicesOf(context);
  const parsed = parseForm(webhookSubscriptionFormSchema, formData, subscriptionFormLists);
  if (!parsed.ok) return data<FormFailure>({ errors: parsed.errors, values: parsed.values }, { status: 400 });
  const result = await createSubscription(db, admin, parsed.data, { allowPrivate: env.WEBHOOK_ALLOW_PRIVATE_TARGETS });
  if (!result.ok) return data<FormFailure>({ errors: { url: result.message }, values: parsed.values }, { status: 400 });
  return redirect(hrefWith(subscriptionPath(result.id), { saved: "created" }), 303);
}

export const meta = () => [{ title: "Add a subscription · Integrations · Back office" }, { name: "robots", content: "noindex" }];

export default function NewSubscriptionPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminFrame
      crumbs={[{ label: "Integrations", href: INTEGRATIONS_PATH }]}
      eyebrow="Webhooks"
      title="Add a subscription"
      description={<p>Events are posted to the address as JSON, signed with a secret shown on the next page, and retried for a day when the receiver does not answer.</p>}
    >
      <div className="max-w-3xl">
        <Panel title="The subscription" titleId="subscription-form-heading">
          <SubscriptionForm failure={actionData} action={NEW_SUBSCRIPTION_PATH} allowPrivate={loaderData.allowPrivate} />
        </Panel>
      </div>
    </AdminFrame>
  );
}
