import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { leadTables } from "../../../server/inbox/lead-tables.ts";
import type { LeadListRow } from "../../../server/inbox/list-leads.ts";
import { KEPT_ROWS, keptRowCount, leadRowsMarkup as rowsAsBytes } from "./lead-rows-markup.server.tsx";
import { LeadInboxRow } from "./LeadInboxRow.tsx";

const cells = leadTables.quotes.cells;

function row(n: number, changes: Partial<LeadListRow> = {}): LeadListRow {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    createdAt: "2026-12-04T20:18:00.000Z",
    status: "new",
    name: `Hugo Sorensen ${n}`,
    email: `hugo.${n}@example.com`,
    phone: "(775) 555-0128",
    cells: { zip: "89027", types: "Renters" },
    owner: { id: "owner-1", name: "Casey Morgan" },
    followUpAt: "2026-12-03T17:00:00.000Z",
    overdue: true,
    unread: false,
    notePreview: "Left a voicemail <b>about</b> renters",
    otherRecords: null,
    doNotCall: false,
    doNotText: true,
    locale: "es",
    ...changes,
  };
}

const decoder = new TextDecoder();
/** The kept rows' bytes as one text, as the page receives them. */
const leadRowsMarkup = (...args: Parameters<typeof rowsAsBytes>) => rowsAsBytes(...args).map((part) => decoder.decode(part)).join("");

const inPlace = (rows: LeadListRow[]) => renderToStaticMarkup(<>{rows.map((r) => <LeadInboxRow key={r.id} form="quotes" row={r} cells={cells} ticked={false} />)}</>);

describe("the inbox rows' kept markup", () => {
  it("is what React renders for the same rows in place, the first time and when kept", () => {
    const rows = [row(1), row(2, { unread: true, overdue: false, owner: null, name: "Zoë Nguyễn — 李" }), row(3, { phone: "", email: "" })];
    const first = leadRowsMarkup("quotes", rows, cells);
    expect(first).toBe(inPlace(rows));
    expect(leadRowsMarkup("quotes", rows, cells)).toBe(first);
    expect(first).toContain("Left a voicemail &lt;b&gt;about&lt;/b&gt; renters");
  });

  it("follows a row's change: read by this member, moved to another stage", () => {
    const before = leadRowsMarkup("quotes", [row(4, { unread: true })], cells);
    const after = leadRowsMarkup("quotes", [row(4, { unread: false, status: "contacted" })], cells);
    expect(before).toContain("Unread:");
    expect(after).not.toContain("Unread:");
    expect(after).toBe(inPlace([row(4, { unread: false, status: "contacted" })]));
  });

  it("keeps the same record's row apart per form: another form's row links to its own inbox", () => {
    const claims = leadRowsMarkup("claims", [row(5)], leadTables.claims.cells);
    expect(claims).toContain("/admin/inbox/claims/");
    expect(leadRowsMarkup("quotes", [row(5)], cells)).toContain("/admin/inbox/quotes/");
  });

  it("keeps at most KEPT_ROWS rows", () => {
    const many = Array.from({ length: KEPT_ROWS + 40 }, (_, i) => row(1000 + i));
    leadRowsMarkup("quotes", many, cells);
    expect(keptRowCount()).toBe(KEPT_ROWS);
  });
});
