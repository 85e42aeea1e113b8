/**
 * GET /admin/reports/{report}/csv: one report of the Reports page as a CSV download
 * (docs/product.md#reports; the CSV rule is app/server/csv.ts). Admins only: anyone else
 * gets 403 and no data. Reports hold counts, not anyone's personal details.
 */
import type { Route } from "./+types/admin-report-csv";
import { lasVegasDate } from "../../lib/las-vegas-time.ts";
import { requireAdmin } from "../../http/guards.ts";
import { servicesOf } from "../../http/context.ts";
import { downloadHeaders } from "../../http/download-headers.ts";
import { isReportName, reportCsv } from "../../server/reports/reports.ts";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requireAdmin({ request, context }, { download: true });
  if (!isReportName(params.report)) return new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
  const now = new Date();
  const csv = await reportCsv(servicesOf(context).db, params.report, now);
  return new Response(csv, { headers: downloadHeaders(`report-${params.report}-${lasVegasDate(now)}.csv`, "text/csv; charset=utf-8") });
}
