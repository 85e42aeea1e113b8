/**
 * The campaigns (docs/product.md#the-campaigns-pages): every retention campaign with its
 * trigger, purpose, action, status and what it did in the last 30 days, running ones first; a
 * New campaign button; and the Limits panel, where the marketing emails a person may get in a
 * month are set (audited). Admins only; staff are sent to their dashboard.
 */
import { BarChart3, Gauge, Megaphone, Plus, Save } from "lucide-react";
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/admin-campaigns";
import { AdminFrame, EmptyState, Panel } from "../../components/admin/AdminFrame.tsx";
import { CampaignStatusBadge } from "../../components/admin/campaigns/CampaignBadges.tsx";
import { hrefWith } from "../../components/admin/listing.tsx";
import { ErrorSummary, Field, SubmitButton, valueOf } from "../../components/forms.tsx";
import { MessageBox } from "../../components/MessageBox.tsx";
import { cardsBelowLg } from "../../components/responsive-table.ts";
import { CAMPAIGN_LIST_DAYS, offsetLabel } from "../../lib/campaign-form-fields.ts";
import { campaignActions, campaignSendStatuses, campaignTriggerLabel, MAX_MARKETING_MONTHLY_CAP } from "../../lib/campaigns.ts";
import { formatDate } from "../../lib/format.ts";
import { parseForm, type FormFailure } from "../../lib/form-data.ts";
import { requireAdmin } from "../../http/guards.ts";
import { servicesOf } from "../../http/context.ts";
import { readAdminForm } from "../../http/read-admin-form.ts";
import { marketingCapSchema } from "../../server/campaigns/campaign-form.ts";
import { listCampaigns } from "../../server/campaigns/campaign-store.ts";
import { getMarketingMonthlyCap, setMarketingMonthlyCap } from "../../server/campaigns/marketing-cap.ts";

export async function loader({ context, request, url }: Route.LoaderArgs) {
  await requireAdmin({ request, context });
  const db = servicesOf(context).db;
  const [rows, cap] = await Promise.all([listCampaigns(db, new Date()), getMarketingMonthlyCap(db)]);
  const saved = url.searchParams.get("saved");
  return {
    rows: rows.map(({ campaign, sends, sendTotal }) => ({
      id: campaign.id,
      name: campaign.name,
      status: campaign.status,
      purpose: campaign.purpose,
      trigger: campaign.trigger,
      offsetDays: campaign.offsetDays,
      fixedDate: campaign.fixedDate,
      action: campaign.action,
      sends,
      sendTotal,
    })),
    cap,
    saved: saved === "cap" || saved === "cap-unchanged" ? saved : null,
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const admin = await requireAdmin({ request, context });
  const formData = await readAdminForm(request);
  if (formData.get("intent") !== "cap") throw data("Unknown action", { status: 400 });
  const parsed = parseForm(marketingCapSchema, formData);
  if (!parsed.ok) return data<FormFailure>({ errors: parsed.errors, values: parsed.values }, { status: 400 });
  const { changed } = await setMarketingMonthlyCap(servicesOf(context).db, admin, parsed.data.marketingCap);
  return redirect(`${hrefWith("/admin/campaigns", { saved: changed ? "cap" : "cap-unchanged" })}#limits-heading`, 303);
}

export const meta: Route.MetaFunction = () => [{ title: "Campaigns · Back office" }, { name: "robots", content: "noindex" }];

const buttonClass = "inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4 font-semibold";
const linkClass = "font-semibold text-navy-800 underline decoration-navy-800/30 hover:decoration-navy-800";

const labelOf = (options: readonly { value: string; label: string }[], value: string) => options.find((o) => o.value === value)?.label ?? value;

/** "30 days before: A policy renews in N days", or the date of a fixed-date campaign. */
function whenText(row: { trigger: string; offsetDays: number; fixedDate: string | null }): string {
  if (row.trigger === "fixed_date") return row.fixedDate ? `On ${formatDate(row.fixedDate)}` : "On a date not set yet";
  const label = offsetLabel(row.trigger);
  return label ? `${label.replace(/^Days/, row.offsetDays === 1 ? "1 day" : `${row.offsetDays} days`)}` : "";
}

export default function CampaignsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, cap, saved } = loaderData;
  return (
    <AdminFrame
      title="Campaigns"
      description="Emails and tasks that go out on their own: before a renewal, after a first policy, a completed request or a won lead, on an anniversary or a season's date."
      actions={
        <Link to="/admin/campaigns/new" className={`${buttonClass} bg-gold-400 text-navy-950 hover:bg-gold-300`}>
          <Plus aria-hidden="true" className="h-5 w-5" />
          New campaign
        </Link>
      }
    >
      {rows.length ? (
        <div className="lg:overflow-x-auto lg:rounded-xl lg:border lg:border-slate-200 lg:bg-white lg:shadow-sm">
          <table className={`w-full text-left text-sm ${cardsBelowLg}`}>
            <caption className="sr-only">Campaigns, running ones first</caption>
            <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-3">Campaign</th>
                <th scope="col" className="px-3 py-3">Trigger</th>
                <th scope="col" className="px-3 py-3">Purpose</th>
                <th scope="col" className="px-3 py-3">Action</th>
                <th scope="col" className="px-3 py-3">Status</th>
                <th scope="col" className="px-3 py-3">Last {CAMPAIGN_LIST_DAYS} days</th>
              </tr>
            </thead>
            <tbody className="text-slate-800 lg:divide-y lg:divide-slate-200 [&_td]:px-3 [&_td]:py-3 [&_th]:px-3 [&_th]:py-3">
              {rows.map((row) => (
                <tr key={row.id} className="align-top hover:bg-slate-50">
                  <th scope="row" className="min-w-48 font-normal">
                    <span className="flex items-start gap-1.5">
                      <Megaphone aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-slate-600" />
                      <Link to={`/admin/campaigns/${encodeURIComponent(row.id)}`} className={`${linkClass} break-words text-base`}>{row.name}</Link>
                    </span>
                  </th>
                  <td data-label="Trigger">
                    <span className="block">{campaignTriggerLabel(row.trigger)}</span>
                    <span className="block text-slate-700">{whenText(row)}</span>
                  </td>
                  <td data-label="Purpose">{row.purpose === "marketing" ? "Marketing" : "Service"}</td>
                  <td data-label="Action">{labelOf(campaignActions, row.action)}</td>
                  <td data-label="Status"><CampaignStatusBadge status={row.status} /></td>
                  <td data-label={`Last ${CAMPAIGN_LIST_DAYS} days`}>
                    <SendSummary sends={row.sends} total={row.sendTotal} />
                    <Link to={`/admin/campaigns/${encodeURIComponent(row.id)}/report`} className={`${linkClass} mt-1 inline-flex items-center gap-1`}>
                      <BarChart3 aria-hidden="true" className="h-4 w-4" />
                      Report<span className="sr-only"> of {row.name}</span>
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <EmptyState title="No campaigns yet">
          <p>
            <Link to="/admin/campaigns/new" className={linkClass}>Create the first one</Link>: it starts as a draft, and nothing goes out until you start it.
          </p>
        </EmptyState>
      )}

      <div className="mt-8 max-w-2xl">
        <Panel title="Limits" titleId="limits-heading">
          {saved ? (
            <MessageBox tone={saved === "cap" ? "success" : "info"} className="mb-4" focus>
              <p>{saved === "cap" ? `Saved: at most ${cap} marketing ${cap === 1 ? "email" : "emails"} a person a month.` : `The limit was already ${cap}; nothing changed.`}</p>
            </MessageBox>
          ) : null}
          <Form method="post" noValidate className="space-y-4">
            <ErrorSummary errors={actionData?.errors} labels={{ marketingCap: "Marketing emails a person a month" }} />
            <p className="flex items-start gap-2 text-slate-700">
              <Gauge aria-hidden="true" className="mt-1 h-4 w-4 shrink-0" />
              <span>
                Marketing campaigns together send a person at most this many emails in a calendar month (Las Vegas time); past it, the
                send is recorded as &ldquo;{labelOf(campaignSendStatuses, "over_cap")}&rdquo;. Service campaigns do not count. 0 stops marketing email.
              </span>
            </p>
            <Field
              name="marketingCap"
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_MARKETING_MONTHLY_CAP}
              label="Marketing emails a person a month"
              className="sm:max-w-xs"
              hint={`A whole number from 0 to ${MAX_MARKETING_MONTHLY_CAP}.`}
              required
              defaultValue={actionData ? valueOf(actionData.values, "marketingCap") : String(cap)}
              error={actionData?.errors.marketingCap}
            />
            <SubmitButton name="intent" value="cap" pendingText="Saving…" className="w-full gap-2 sm:w-auto">
              <Save aria-hidden="true" className="h-5 w-5" />
              Save<span className="sr-only"> the monthly limit</span>
            </SubmitButton>
          </Form>
        </Panel>
      </div>
    </AdminFrame>
  );
}

function SendSummary({ sends, total }: { sends: Record<string, number>; total: number }) {
  if (!total) return <span className="text-slate-700">Nothing yet</span>;
  const parts = campaignSendStatuses.filter((s) => sends[s.value]).map((s) => `${sends[s.value]} ${s.label.toLowerCase()}`);
  return (
    <>
      <span className="block font-semibold text-slate-900">{total} {total === 1 ? "person" : "people"}</span>
      <span className="block text-slate-700">{parts.join(" · ")}</span>
    </>
  );
}
