/**
 * GET /admin/inbox/{form}/export.csv?…: the inbox's current filters (the same URL parameters as
 * the list, lead-filters.ts) as a CSV download (every page, every field and the work on each
 * record; the CSV rule is app/server/csv.ts). Admins only: anyone else gets 403 and no data.
 * Each export is written to the audit log.
 */
import type { Route } from "./+types/admin-inbox-export";
import { isLeadForm } from "../../lib/lead-forms.ts";
import { requireAdmin, requireRecentSecondFactor } from "../../http/guards.ts";
import { downloadHeaders } from "../../http/download-headers.ts";
import { startLeadExport } from "../../server/inbox/export-leads.ts";
import { servicesOf } from "../../http/context.ts";

export async function loader({ context, request, params, url }: Route.LoaderArgs) {
  const admin = await requireAdmin({ request, context }, { download: true });
  requireRecentSecondFactor({ request }, admin);
  const form = params.form;
  if (!isLeadForm(form)) return new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
  const { stream, fileName } = await startLeadExport(servicesOf(context).db, admin, form, url.searchParams);
  return new Response(stream, { headers: downloadHeaders(fileName, "text/csv; charset=utf-8") });
}
