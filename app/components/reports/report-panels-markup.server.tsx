/**
 * The Reports page's panels as markup, rendered once per computation of the reports: they are
 * the same object until something they count changes (app/server/reports/reports.ts), and
 * drawing their charts and tables again on every visit was most of the page's CPU. Kept as
 * UTF-8, for the page's markup inserts (app/http/markup-inserts.ts).
 */
import { renderToStaticMarkup } from "react-dom/server";
import type { Reports } from "../../server/reports/reports.ts";
import { ReportPanels } from "./ReportPanels.tsx";

const encoder = new TextEncoder();
const markupOf = new WeakMap<Reports, Uint8Array>();

export function reportPanelsMarkup(reports: Reports): Uint8Array {
  let markup = markupOf.get(reports);
  if (markup === undefined) {
    markup = encoder.encode(renderToStaticMarkup(<ReportPanels reports={reports} />));
    markupOf.set(reports, markup);
  }
  return markup;
}
