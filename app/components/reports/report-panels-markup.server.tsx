/**
 * The Reports page's panels as markup, rendered once per computation of the reports: they are
 * the same object until something they count changes (app/server/reports/reports.ts), and
 * drawing their charts and tables again on every visit was most of the page's CPU.
 */
import { renderToStaticMarkup } from "react-dom/server";
import type { Reports } from "../../server/reports/reports.ts";
import { ReportPanels } from "./ReportPanels.tsx";

const markupOf = new WeakMap<Reports, string>();

export function reportPanelsMarkup(reports: Reports): string {
  let markup = markupOf.get(reports);
  if (markup === undefined) {
    markup = renderToStaticMarkup(<ReportPanels reports={reports} />);
    markupOf.set(reports, markup);
  }
  return markup;
}
