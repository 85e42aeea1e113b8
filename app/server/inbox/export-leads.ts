/**
 * An inbox's CSV export: every record matching the current filter (all pages),
 * newest first, with every field as submitted. Records from older versions of a
 * form keep the fields they had: the header is every label found, current form's
 * first. The file is written in batches, so a large export never sits in memory.
 */
import type { Kysely } from "kysely";
import type { LeadForm } from "../../lib/inbox-paths.ts";
import { leadStatusLabel } from "../../lib/lead-status.ts";
import { CSV_BOM, csvRow } from "../csv.ts";
import type { Database } from "../db/schema.ts";
import { parseDetails } from "../leads/submission-details.ts";
import { withFilter, type LeadFilter } from "./lead-filters.ts";
import { leadDb, leadTables } from "./lead-tables.ts";

const BATCH = 500;

interface Cursor {
  createdAt: string;
  id: string;
}

/** One batch after `cursor`, in the list's order (created_at desc, id desc): keyset paging, stable while rows are added. */
async function batchAfter(db: Kysely<Database>, form: LeadForm, filter: LeadFilter, cursor: Cursor | null) {
  let query = withFilter(leadDb(db).selectFrom(leadTables[form].table), form, filter);
  if (cursor) {
    const { createdAt, id } = cursor;
    query = query.where((eb) => eb.or([eb("created_at", "<", createdAt), eb.and([eb("created_at", "=", createdAt), eb("id", "<", id)])]));
  }
  return query
    .select(["id", "created_at", "status", "details_json"])
    .$if(leadTables[form].hasConsent, (q) => q.select(["consent_text", "consent_at"]))
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(BATCH)
    .execute();
}

/** "2026-03-18 14:05" in Las Vegas: a value spreadsheets read as a date and time. */
export function exportTimestamp(iso: string, timeZone = "America/Los_Angeles"): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23",
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** The header: fixed columns, then every submitted field's label in first-seen order (current form first). */
async function headerFor(db: Kysely<Database>, form: LeadForm, filter: LeadFilter): Promise<{ header: string[]; labels: string[] }> {
  const labels = new Set<string>();
  let cursor: Cursor | null = null;
  for (;;) {
    const rows = await batchAfter(db, form, filter, cursor);
    for (const row of rows) for (const field of parseDetails(row.details_json)) labels.add(field.label);
    if (rows.length < BATCH) break;
    const last = rows[rows.length - 1]!;
    cursor = { createdAt: last.created_at, id: last.id };
  }
  const consent = leadTables[form].hasConsent ? ["Consent statement", "Consent given (Las Vegas time)"] : [];
  return { header: ["Record ID", "Received (Las Vegas time)", "Status", ...labels, ...consent], labels: [...labels] };
}

/** The export as a stream of UTF-8 text chunks (BOM first). Resolves how many records it holds when done. */
export function exportLeadsCsv(db: Kysely<Database>, form: LeadForm, filter: LeadFilter): { stream: ReadableStream<Uint8Array>; done: Promise<number> } {
  const encoder = new TextEncoder();
  const hasConsent = leadTables[form].hasConsent;
  let cursor: Cursor | null = null;
  let labels: string[] | null = null;
  let count = 0;
  let finish: (n: number) => void = () => {};
  let fail: (error: unknown) => void = () => {};
  const done = new Promise<number>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  done.catch(() => undefined);

  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        if (!labels) {
          const head = await headerFor(db, form, filter);
          labels = head.labels;
          controller.enqueue(encoder.encode(CSV_BOM + csvRow(head.header)));
          return;
        }
        const rows = await batchAfter(db, form, filter, cursor);
        let chunk = "";
        for (const row of rows) {
          const byLabel = new Map(parseDetails(row.details_json).map((f) => [f.label, f.value]));
          const consent = hasConsent
            ? [row.consent_text ?? "", row.consent_at ? exportTimestamp(row.consent_at) : ""]
            : [];
          chunk += csvRow([row.id, exportTimestamp(row.created_at), leadStatusLabel(row.status), ...labels.map((l) => byLabel.get(l) ?? ""), ...consent]);
        }
        count += rows.length;
        if (chunk) controller.enqueue(encoder.encode(chunk));
        if (rows.length < BATCH) {
          controller.close();
          finish(count);
          return;
        }
        const last = rows[rows.length - 1]!;
        cursor = { createdAt: last.created_at, id: last.id };
      } catch (error) {
        fail(error);
        controller.error(error);
      }
    },
  });
  return { stream, done };
}
