/**
 * GET /admin/inbox/{form}/export.csv?status=…&q=…: the inbox's current filter as a
 * CSV download (every page, every field; the CSV rule is app/server/csv.ts). Admins
 * only: anyone else gets 403 and no data. Each export is written to the audit log.
 */
import type { Route } from "./+types/admin-inbox-export";
import { leadFormInfo, isLeadForm } from "../lib/lead-forms.ts";
import { leadStatusLabel, parseStatusFilter } from "../lib/lead-status.ts";
import { todayInLasVegas } from "../lib/schemas/claim.ts";
import { requireAdmin } from "../server/accounts/guards.ts";
import { recordAudit } from "../server/audit/record-audit.ts";
import { downloadHeaders } from "../server/http/download-headers.ts";
import { exportLeadsCsv } from "../server/inbox/export-leads.ts";
import { leadFilter, type LeadFilter } from "../server/inbox/lead-filters.ts";
import { countLeads } from "../server/inbox/list-leads.ts";
import { servicesOf } from "../server/context.ts";

function describeFilter(filter: LeadFilter, count: number): string {
  const parts = [filter.status ? `status ${leadStatusLabel(filter.status)}` : "all statuses"];
  if (filter.search) parts.push(`search "${filter.search.text}"`);
  return `${count} ${count === 1 ? "record" : "records"}; ${parts.join(", ")}`;
}

export async function loader({ context, request, params, url }: Route.LoaderArgs) {
  const admin = await requireAdmin({ request, context }, { download: true });
  const form = params.form;
  if (!isLeadForm(form)) return new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
  const filter = leadFilter(parseStatusFilter(url.searchParams.get("status")), url.searchParams.get("q"));
  const db = servicesOf(context).db;
  const count = await countLeads(db, form, filter);
  await recordAudit(db, admin, { action: "lead.export", targetType: form, targetId: "*", detail: describeFilter(filter, count) });
  const { stream } = exportLeadsCsv(db, form, filter);
  const fileName = `${leadFormInfo[form].exportName}-${todayInLasVegas()}${filter.status || filter.search ? "-filtered" : ""}.csv`;
  return new Response(stream, { headers: downloadHeaders(fileName, "text/csv; charset=utf-8") });
}
