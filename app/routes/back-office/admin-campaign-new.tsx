/**
 * A new campaign (docs/product.md#the-campaigns-pages): the campaign form, checked on the
 * server; saved, the campaign is a draft and its page opens with who it would reach today.
 * Admins only; audited as "campaign.create".
 */
import { data, redirect } from "react-router";
import type { Route } from "./+types/admin-campaign-new";
import { AdminFrame, Panel } from "../../components/admin/AdminFrame.tsx";
import { CampaignForm } from "../../components/admin/campaigns/CampaignForm.tsx";
import { CAMPAIGN_FORM_MAX_PARTS, campaignFormLists } from "../../lib/campaign-form-fields.ts";
import { parseForm, type FormFailure } from "../../lib/form-data.ts";
import { requireAdmin } from "../../http/guards.ts";
import { servicesOf } from "../../http/context.ts";
import { readAdminForm } from "../../http/read-admin-form.ts";
import { campaignFormSchema, newCampaignFormValues } from "../../server/campaigns/campaign-form.ts";
import { campaignOwnerChoices, createCampaign } from "../../server/campaigns/campaign-store.ts";
import { getMarketingMonthlyCap } from "../../server/campaigns/marketing-cap.ts";

export const handle = { hydrate: true };

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdmin({ request, context });
  const db = servicesOf(context).db;
  const [ownerOptions, monthlyCap] = await Promise.all([campaignOwnerChoices(db), getMarketingMonthlyCap(db)]);
  return { ownerOptions, monthlyCap, initial: newCampaignFormValues };
}

export async function action({ context, request }: Route.ActionArgs) {
  const admin = await requireAdmin({ request, context });
  const parsed = parseForm(campaignFormSchema, await readAdminForm(request, { maxParts: CAMPAIGN_FORM_MAX_PARTS }), campaignFormLists);
  if (!parsed.ok) return data<FormFailure>({ errors: parsed.errors, values: parsed.values }, { status: 400 });
  const { id } = await createCampaign(servicesOf(context).db, admin, parsed.data);
  return redirect(`/admin/campaigns/${encodeURIComponent(id)}?saved=created`, 303);
}

export const meta: Route.MetaFunction = () => [{ title: "New campaign · Back office" }, { name: "robots", content: "noindex" }];

export default function NewCampaignPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminFrame
      crumbs={[{ label: "Campaigns", href: "/admin/campaigns" }]}
      title="New campaign"
      description="Saved, it is a draft: nothing goes out until you start it, and its page shows who it would reach today."
    >
      <div className="max-w-5xl">
        <Panel>
          <CampaignForm values={actionData?.values ?? loaderData.initial} errors={actionData?.errors} ownerOptions={loaderData.ownerOptions} monthlyCap={loaderData.monthlyCap} submitLabel="Save the draft" />
        </Panel>
      </div>
    </AdminFrame>
  );
}
