/**
 * A lead inbox's rows as markup, kept by what each row shows (app/components/kept-markup.server.tsx).
 * Rendering the 25 rows was most of an inbox's React work (two thirds of its HTML), and a row is
 * drawn again and again while its record does not change. A row's props are its whole input
 * (LeadInboxRow), so a changed record, a row read by someone else (unread), or a new day's
 * overdue mark are other props, and get their own markup.
 */
import type { LeadForm } from "../../../lib/inbox-paths.ts";
import type { ListCell } from "../../../server/inbox/lead-tables.ts";
import type { LeadListRow } from "../../../server/inbox/list-leads.ts";
import { KeptMarkup } from "../../kept-markup.server.tsx";
import { LeadInboxRow } from "./LeadInboxRow.tsx";

/** About 2.5 KB of markup each (and as much of key): twenty pages of rows, a few MB per worker. */
export const KEPT_ROWS = 500;

const keptRows = new KeptMarkup(KEPT_ROWS);

/** The rows' markup in order, as UTF-8, for the table's body. The form's columns (`cells`) are fixed per form. */
export function leadRowsMarkup(form: LeadForm, rows: readonly LeadListRow[], cells: readonly ListCell[]): Uint8Array[] {
  return rows.map((row) => keptRows.of(`${form}\n${JSON.stringify(row)}`, () => <LeadInboxRow form={form} row={row} cells={cells} ticked={false} />));
}

/** How many rows are kept now (for tests). */
export function keptRowCount(): number {
  return keptRows.size;
}
