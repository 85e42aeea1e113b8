/**
 * A lead inbox's rows as markup, kept by what each row shows. Rendering the 25 rows was most of
 * an inbox's React work (two thirds of its HTML), and a row is drawn again and again while its
 * record does not change: for each member who opens the inbox, on every return to it, page by
 * page. A row's props are its whole input (LeadInboxRow), so a row whose props are the same as
 * last time gets last time's markup; a changed record, a row read by someone else (unread), or a
 * new day's overdue mark are other props, and get their own. The markup is kept as UTF-8 and
 * goes into the page as bytes (app/http/markup-inserts.ts).
 */
import { renderToStaticMarkup } from "react-dom/server";
import type { LeadForm } from "../../../lib/inbox-paths.ts";
import type { ListCell } from "../../../server/inbox/lead-tables.ts";
import type { LeadListRow } from "../../../server/inbox/list-leads.ts";
import { LeadInboxRow } from "./LeadInboxRow.tsx";

/** About 2.5 KB of markup each (and as much of key): twenty pages of rows, a few MB per worker. */
export const KEPT_ROWS = 500;

const encoder = new TextEncoder();

/** Least recently used first: a Map keeps its insertion order, and a row used again is moved to the end. */
const kept = new Map<string, Uint8Array>();

function rowMarkup(form: LeadForm, row: LeadListRow, cells: readonly ListCell[]): Uint8Array {
  const key = `${form}\n${JSON.stringify(row)}`;
  let markup = kept.get(key);
  if (markup === undefined) {
    // Kept as UTF-8: the page takes the rows' bytes as they are (app/http/markup-inserts.ts).
    markup = encoder.encode(renderToStaticMarkup(<LeadInboxRow form={form} row={row} cells={cells} ticked={false} />));
    if (kept.size >= KEPT_ROWS) kept.delete(kept.keys().next().value!);
  } else {
    kept.delete(key);
  }
  kept.set(key, markup);
  return markup;
}

/** The rows' markup in order, as UTF-8, for the table's body. The form's columns (`cells`) are fixed per form. */
export function leadRowsMarkup(form: LeadForm, rows: readonly LeadListRow[], cells: readonly ListCell[]): Uint8Array[] {
  return rows.map((row) => rowMarkup(form, row, cells));
}

/** How many rows are kept now (for tests). */
export function keptRowCount(): number {
  return kept.size;
}
