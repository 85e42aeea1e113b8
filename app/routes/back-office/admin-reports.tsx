/**
 * Reports for the agency's owner (docs/product.md#reports): leads per week by form and
 * source, time to first contact, quote win rate and premium won, open work per person, the
 * help desk (questions, answered from a page, handoffs, callbacks; per language), and retention
 * by month (policies that came due and how many renewed).
 * Each chart has its numbers in a table beside it and a CSV download. Admins only.
 * The reports are kept until something they count changes, and so is their markup (about
 * 100 KB of charts and tables): the page gets it as bytes (app/http/markup-inserts.ts).
 */
import type { Route } from "./+types/admin-reports";
import { AdminFrame } from "../../components/admin/AdminFrame.tsx";
import { reportPanelsMarkup } from "../../components/reports/report-panels-markup.server.tsx";
import { requireAdmin } from "../../http/guards.ts";
import { servicesOf } from "../../http/context.ts";
import { insertMarkup } from "../../http/markup-inserts.ts";
import { formatDateTime } from "../../lib/format.ts";
import { loadReports } from "../../server/reports/reports.ts";

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdmin({ request, context });
  const { reports, computedAt } = await loadReports(servicesOf(context).db, new Date());
  return { computedAt, panels: insertMarkup(context, [reportPanelsMarkup(reports)]) };
}

export const meta = () => [{ title: "Reports · Back office" }, { name: "robots", content: "noindex" }];

export default function ReportsPage({ loaderData }: Route.ComponentProps) {
  return (
    <AdminFrame
      section="reports"
      eyebrow="For the owner"
      title="Reports"
      description={
        <p>
          Where leads come from, how fast they are answered, what quotes win, who has what open, what the help desk answers and how many policies renew. Las Vegas time; figures as of{" "}
          {formatDateTime(new Date(loaderData.computedAt).toISOString())}.
        </p>
      }
    >
      {/* React's own markup of ReportPanels (its text escaped when it was rendered), put in place of this marker by the server. */}
      <div className="space-y-8" dangerouslySetInnerHTML={{ __html: loaderData.panels }} />
    </AdminFrame>
  );
}
