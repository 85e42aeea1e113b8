/**
 * One record's row of a lead inbox: a table row that reads as a card on a phone. Everything it
 * shows comes from its props, so the same props always give the same markup
 * (lead-rows-markup.server.tsx keeps it by them).
 */
import { parseUsPhone } from "../../../config/agency.ts";
import { DO_NOT_CALL, DO_NOT_TEXT } from "../../../lib/contact-preferences.ts";
import { formatDateTime } from "../../../lib/format.ts";
import { inboxPath, type LeadForm } from "../../../lib/inbox-paths.ts";
import type { ListCell } from "../../../server/inbox/lead-tables.ts";
import type { LeadListRow } from "../../../server/inbox/list-leads.ts";
import { StageBadge } from "../Badges.tsx";
import { DoNotMark } from "../ContactPreferences.tsx";
import { SpriteIcon } from "../../icon-sprite.tsx";

/** A call, text or email link on a row (its look is one class in app/app.css: it repeats on every row). */
const contactClass = "contact-chip";

export interface LeadInboxRowProps {
  form: LeadForm;
  row: LeadListRow;
  cells: readonly ListCell[];
  ticked: boolean;
}

export function LeadInboxRow({ form, row, cells, ticked }: LeadInboxRowProps) {
  const name = row.name || "(no name)";
  const dial = parseUsPhone(row.phone)?.dial;
  return (
    <tr className={`align-top hover:bg-slate-50 ${row.unread ? "font-semibold" : ""}`}>
      <td className="max-lg:float-right max-lg:-mr-2 max-lg:-mt-2">
        <label className="inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center gap-2 rounded-md">
          <input type="checkbox" name="ids" value={row.id} defaultChecked={ticked} className="h-5 w-5 accent-navy-800" />
          <span className="sr-only">Select {name}</span>
        </label>
      </td>
      <th scope="row" className="min-w-52 font-normal">
        <span className="flex flex-wrap items-center gap-x-1.5">
          {row.unread ? (
            <span className="inline-flex items-center text-blue-800">
              <SpriteIcon name="circle-dot" className="h-4 w-4" />
              <span className="sr-only">Unread:</span>
            </span>
          ) : null}
          <a
            href={inboxPath(form, row.id)}
            className={`text-base text-navy-800 underline decoration-navy-800/30 hover:decoration-navy-800 ${row.unread ? "font-bold" : "font-semibold"}`}
          >
            {name}
          </a>
          {row.locale === "es" ? (
            <span className="rounded-full border border-navy-700 px-2 py-0.5 text-xs font-semibold text-navy-800" title="Sent from a Spanish page">
              Spanish
            </span>
          ) : null}
        </span>
        {row.otherRecords ? (
          <p className="mt-1 inline-flex items-center gap-1 rounded-full border border-slate-300 bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-800">
            <SpriteIcon name="users" className="h-3.5 w-3.5" />+{row.otherRecords} other {row.otherRecords === 1 ? "record" : "records"}
          </p>
        ) : null}
        <span className="mt-2 flex flex-wrap gap-1.5">
          {dial ? (
            <>
              <a href={`tel:${dial}`} className={contactClass} title={`Call ${row.phone}`}>
                <SpriteIcon name="phone" className="h-4 w-4" />
                <span className="lg:sr-only">Call</span><span className="sr-only"> {name}</span>
                {row.doNotCall ? <DoNotMark label={DO_NOT_CALL} /> : null}
              </a>
              <a href={`sms:${dial}`} className={contactClass} title={`Text ${row.phone}`}>
                <SpriteIcon name="message-square" className="h-4 w-4" />
                <span className="lg:sr-only">Text</span><span className="sr-only"> {name}</span>
                {row.doNotText ? <DoNotMark label={DO_NOT_TEXT} /> : null}
              </a>
            </>
          ) : null}
          {row.email ? (
            <a href={`mailto:${row.email}`} className={contactClass} title={`Email ${row.email}`}>
              <SpriteIcon name="mail" className="h-4 w-4" />
              <span className="lg:sr-only">Email</span><span className="sr-only"> {name}</span>
            </a>
          ) : null}
        </span>
        <p className="mt-1 break-all text-xs font-normal text-slate-700">{row.phone}</p>
        <p className="break-all text-xs font-normal text-slate-700">{row.email}</p>
        {row.notePreview ? (
          <p className="mt-1.5 flex max-w-xs gap-1 text-sm font-normal text-slate-700">
            <SpriteIcon name="sticky-note" className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" />
            <span><span className="sr-only">Latest note: </span>{row.notePreview}</span>
          </p>
        ) : null}
      </th>
      <td data-label="Owner" className="break-words lg:max-w-40">{row.owner ? row.owner.name : <span className="font-normal italic text-slate-600">Unassigned</span>}</td>
      <td data-label="Stage"><StageBadge form={form} stage={row.status} /></td>
      <td data-label="Follow-up" className="lg:min-w-32">
        {row.followUpAt ? (
          <span className="inline-flex flex-wrap items-center gap-1.5">
            {formatDateTime(row.followUpAt)}
            {row.overdue ? (
              <span className="inline-flex items-center gap-1 rounded-full border border-red-300 bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-900">
                <SpriteIcon name="alert-triangle" className="h-3.5 w-3.5" />
                Overdue
              </span>
            ) : null}
          </span>
        ) : (
          <span className="text-slate-500">—</span>
        )}
      </td>
      <td data-label="Received" className="text-slate-700 lg:min-w-28">{formatDateTime(row.createdAt)}</td>
      {cells.map((c) =>
        row.cells[c.key] ? (
          <td key={c.key} data-label={c.label} className={c.key === "claimNumber" ? "whitespace-nowrap font-mono" : "lg:min-w-24"}>
            {row.cells[c.key]}
          </td>
        ) : (
          <td key={c.key} data-label={c.label} className="text-slate-500">—</td>
        ),
      )}
    </tr>
  );
}
