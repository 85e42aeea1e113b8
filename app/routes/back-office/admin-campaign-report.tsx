/**
 * A campaign's report (docs/product.md#the-campaigns-pages): every send, newest first, 50 to a
 * page: who, when, in which language, what the send did, the email's state in the outbox, and
 * what came of it within 60 days (replied, quote requested, renewed, won); at the top, the
 * totals per outcome and per status over every send. Admins only. No React bundle: the pages
 * are links.
 */
import { Check, Minus } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/admin-campaign-report";
import { AdminFrame, EmptyState, Panel } from "../../components/admin/AdminFrame.tsx";
import { EmailStatusBadge } from "../../components/admin/Badges.tsx";
import { CampaignStatusBadge, SendStatusBadge } from "../../components/admin/campaigns/CampaignBadges.tsx";
import { hrefWith, Pagination } from "../../components/admin/listing.tsx";
import { cardsBelowLg } from "../../components/responsive-table.ts";
import { CAMPAIGN_REPORT_PAGE_SIZE, campaignOutcomes, languageLabel, REPORT_OUTCOME_DAYS } from "../../lib/campaign-form-fields.ts";
import { campaignSendStatuses, campaignTriggerLabel } from "../../lib/campaigns.ts";
import { formatDateTime } from "../../lib/format.ts";
import { inboxPath } from "../../lib/inbox-paths.ts";
import { staffCustomerPath } from "../../lib/service-requests.ts";
import { requireAdmin } from "../../http/guards.ts";
import { servicesOf } from "../../http/context.ts";
import { getCampaignReport } from "../../server/campaigns/campaign-report.ts";
import { getCampaign } from "../../server/campaigns/campaign-store.ts";

export async function loader({ context, request, params, url }: Route.LoaderArgs) {
  await requireAdmin({ request, context });
  const db = servicesOf(context).db;
  const campaign = await getCampaign(db, params.id);
  if (!campaign) throw data("Not found", { status: 404 });
  const report = await getCampaignReport(db, campaign.id, { page: Number(url.searchParams.get("page") ?? 1) });
  return { campaign: { id: campaign.id, name: campaign.name, status: campaign.status, trigger: campaign.trigger }, report };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `Report: ${loaderData.campaign.name} · Campaigns` : "Campaigns · Back office" },
  { name: "robots", content: "noindex" },
];

const linkClass = "font-semibold text-navy-800 underline decoration-navy-800/30 hover:decoration-navy-800";

export default function CampaignReportPage({ loaderData }: Route.ComponentProps) {
  const { campaign, report } = loaderData;
  const here = `/admin/campaigns/${encodeURIComponent(campaign.id)}/report`;
  return (
    <AdminFrame
      crumbs={[
        { label: "Campaigns", href: "/admin/campaigns" },
        { label: campaign.name, href: `/admin/campaigns/${encodeURIComponent(campaign.id)}` },
      ]}
      eyebrow="Campaign report"
      title={campaign.name}
      description={
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <span className="rounded-full bg-white px-0.5 py-0.5"><CampaignStatusBadge status={campaign.status} /></span>
          <span>{campaignTriggerLabel(campaign.trigger)}</span>
        </div>
      }
    >
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <Panel title={`What came of it within ${REPORT_OUTCOME_DAYS} days`} titleId="outcomes-heading">
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-2 xl:grid-cols-4">
            {campaignOutcomes.map((outcome) => (
              <div key={outcome.value} className="rounded-lg border border-slate-200 p-3">
                <dt className="text-sm font-medium text-slate-700">{outcome.label}</dt>
                <dd className="text-2xl font-bold tabular-nums text-navy-900">{report.outcomes[outcome.value]}</dd>
              </div>
            ))}
          </dl>
          <ul className="mt-4 space-y-1 text-sm text-slate-700">
            {campaignOutcomes.map((outcome) => (
              <li key={outcome.value}><span className="font-medium text-slate-900">{outcome.label}:</span> {outcome.hint}.</li>
            ))}
          </ul>
        </Panel>
        <Panel title={`Every send (${report.total})`} titleId="statuses-heading">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Sends by what they did</caption>
            <thead className="sr-only">
              <tr>
                <th scope="col">What it did</th>
                <th scope="col">People</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {campaignSendStatuses.map((status) => (
                <tr key={status.value}>
                  <th scope="row" className="py-2 pr-3 font-normal"><SendStatusBadge status={status.value} /></th>
                  <td className="py-2 text-right text-base font-semibold tabular-nums text-slate-900">{report.statuses[status.value]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Panel>
      </div>

      <div className="mt-6">
        {report.rows.length ? (
          <>
            <div className="lg:overflow-x-auto lg:rounded-xl lg:border lg:border-slate-200 lg:bg-white lg:shadow-sm">
              <table className={`w-full text-left text-sm ${cardsBelowLg}`}>
                <caption className="sr-only">Who was sent what and when, newest first</caption>
                <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-700">
                  <tr>
                    <th scope="col" className="px-3 py-3">Person</th>
                    <th scope="col" className="px-3 py-3">When</th>
                    <th scope="col" className="px-3 py-3">What it did</th>
                    <th scope="col" className="px-3 py-3">Email</th>
                    <th scope="col" className="px-3 py-3">Within {REPORT_OUTCOME_DAYS} days</th>
                  </tr>
                </thead>
                <tbody className="text-slate-800 lg:divide-y lg:divide-slate-200 [&_td]:px-3 [&_td]:py-3 [&_th]:px-3 [&_th]:py-3">
                  {report.rows.map((row) => {
                    const href = row.customerId ? staffCustomerPath(row.customerId) : row.lead ? inboxPath(row.lead.form, row.lead.id) : null;
                    return (
                      <tr key={row.id} className="align-top">
                        <th scope="row" className="min-w-48 font-normal">
                          {href ? <Link to={href} className={`${linkClass} break-words text-base`}>{row.name}</Link> : <span className="break-words text-base font-semibold">{row.name}</span>}
                          <span className="block break-all text-slate-700">{row.email ?? "No email address"}</span>
                          <span className="block text-slate-700">{languageLabel(row.language)}{row.lead && !row.customerId ? " · Lead" : ""}</span>
                        </th>
                        <td data-label="When" className="whitespace-nowrap">{formatDateTime(row.sentAt)}</td>
                        <td data-label="What it did"><SendStatusBadge status={row.status} /></td>
                        <td data-label="Email">{row.emailStatus ? <EmailStatusBadge status={row.emailStatus} /> : <span className="text-slate-600">None</span>}</td>
                        <td data-label={`Within ${REPORT_OUTCOME_DAYS} days`}>
                          <ul className="space-y-0.5">
                            {campaignOutcomes.map((outcome) => {
                              const happened = row.outcomes[outcome.value];
                              return (
                                <li key={outcome.value} className={`flex items-center gap-1 ${happened ? "font-semibold text-green-900" : "text-slate-600"}`}>
                                  {happened ? <Check aria-hidden="true" className="h-4 w-4" /> : <Minus aria-hidden="true" className="h-4 w-4" />}
                                  {happened ? outcome.label : <span>{outcome.label}<span className="sr-only">: no</span></span>}
                                </li>
                              );
                            })}
                          </ul>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
            <Pagination page={report.page} pageCount={report.pageCount} pageSize={CAMPAIGN_REPORT_PAGE_SIZE} total={report.total} hrefFor={(p) => hrefWith(here, { page: p > 1 ? p : null })} noun="sends" />
          </>
        ) : (
          <EmptyState title="Nothing sent yet">
            <p>Once the campaign runs, each person it reaches is listed here with what came of it.</p>
          </EmptyState>
        )}
      </div>
    </AdminFrame>
  );
}
