/**
 * An inbox's CSV export: every record matching the current filter (all pages),
 * newest first, with the work on it (stage, owner, follow-up, first contact, outcome) and
 * its source, and every field as submitted, written as a stream in batches so a large
 * export never sits in memory.
 *
 * - The header is the fixed columns, then every field label the form's records have
 *   been stored with: the newest record's labels in their form order, then the labels
 *   only older versions of the form had (newest first), from lead_field_labels, which
 *   triggers fill as records are stored (migration 0008). So the header is known before
 *   any record is read, and the table is read once. A field no exported record has (a
 *   filtered export, or a field of records since deleted) is an empty column.
 * - Batches are found by seeking in an index in the list's order (the filter's, see
 *   lead-filters.ts; without one, (created_at, id)) with a row-value cursor, `(created_at, id) < (?, ?)`: each costs the same at the first row and the
 *   hundred-thousandth. With a search, each batch reads a window of index entries and
 *   tests those rows (lead-filters.ts searchRowTest), so the whole export reads the
 *   table once whatever the search matches.
 * - node:sqlite answers synchronously: a batch is sized to take a few milliseconds, and
 *   the export yields to the event loop between batches, so other visitors are served
 *   while an admin downloads a large file.
 */
import type { Kysely } from "kysely";
import type { LeadForm } from "../../lib/inbox-paths.ts";
import { leadFormInfo } from "../../lib/lead-forms.ts";
import { lasVegasDate } from "../../lib/las-vegas-time.ts";
import { keptUpTo } from "../../lib/kept-up-to.ts";
import { recordAudit } from "../audit/record-audit.ts";
import type { CurrentUser } from "../accounts/current-user.ts";
import { lostReasonLabel, pipelines, stageLabel } from "../../lib/pipeline.ts";
import { labelFor } from "../../lib/schemas/options.ts";
import { insuranceTypeOptions } from "../../lib/schemas/quote-request-fields.ts";
import { CSV_BOM, csvRow } from "../csv.ts";
import { yieldToEventLoop } from "../event-loop.ts";
import type { Database } from "../db/schema.ts";
import { parseDetails } from "../leads/submission-details.ts";
import { engineOf, isFiltered, searchRowTest, withFilters, type InboxParams, type LeadFilter } from "./lead-filters.ts";
import { inboxFilterFromUrl, type TeamChoice } from "./inbox-view.ts";
import { leadDb, leadTables } from "./lead-tables.ts";
import { countLeads } from "./list-leads.ts";

/** Records per batch without a search (a few milliseconds of query and formatting). */
const BATCH = 250;
/** Index entries per batch with a search: the rows among them that match are exported. */
const SEARCH_WINDOW = 2_000;


const MINUTE = 60_000;
const DAY = 86_400_000;
const zoneFormats = new Map<string, Intl.DateTimeFormat>();
/** Offsets per zone and UTC day; null for a day on which the offset changes. */
const dayOffsets = keptUpTo<string, number | null>(10_000);

/** How far the zone's wall clock is ahead of UTC at this instant (ms, whole minutes). */
function zoneOffset(ms: number, timeZone: string): number {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23",
    });
    zoneFormats.set(timeZone, format);
  }
  const p = Object.fromEntries(format.formatToParts(new Date(ms)).map((part) => [part.type, Number(part.value)]));
  return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!) - (ms - (((ms % MINUTE) + MINUTE) % MINUTE));
}

/**
 * The zone's offset at this instant. Asking Intl for every timestamp was most of an
 * export's time, so the offset is asked once per UTC day (at its first and last
 * millisecond: equal means no change that day); only on the days a change happens is
 * each timestamp asked for.
 */
function offsetAt(ms: number, timeZone: string): number {
  const day = Math.floor(ms / DAY);
  const offset = dayOffsets(`${timeZone} ${day}`, () => {
    const first = zoneOffset(day * DAY, timeZone);
    return first === zoneOffset(day * DAY + DAY - 1, timeZone) ? first : null;
  });
  return offset ?? zoneOffset(ms, timeZone);
}

const two = (n: number) => String(n).padStart(2, "0");

/** "2026-03-18 14:05" in Las Vegas: a value spreadsheets read as a date and time. */
export function exportTimestamp(iso: string, timeZone = "America/Los_Angeles"): string {
  const ms = Date.parse(iso);
  const local = new Date(ms + offsetAt(ms, timeZone));
  return `${local.getUTCFullYear()}-${two(local.getUTCMonth() + 1)}-${two(local.getUTCDate())} ${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`;
}

/** The header's field labels (see the comment at the top). */
async function fieldLabels(db: Kysely<Database>, form: LeadForm): Promise<string[]> {
  const table = leadTables[form].table;
  const newest = await leadDb(db)
    .selectFrom(table)
    .select("details_json")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  const known = await db
    .selectFrom("lead_field_labels")
    .select("label")
    .where("lead_table", "=", table)
    .orderBy("first_seen_at", "desc")
    .orderBy("label")
    .execute();
  return [...new Set([...parseDetails(newest?.details_json ?? null).map((f) => f.label), ...known.map((k) => k.label)])];
}

/** The columns of the work on a record, read with each batch. */
const WORK_COLUMNS = [
  "owner_id", "follow_up_at", "follow_up_note", "first_contact_at", "won_carrier", "won_line", "won_premium_cents", "lost_reason",
  "source_channel", "source_landing", "source_referrer", "utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content",
] as const;

/** Forms whose pipeline records an outcome (Won: carrier, line, premium; Lost: a reason) export it. */
const hasOutcome = (form: LeadForm) => pipelines[form].some((s) => s.outcome);

/** The header's columns before and after the submitted fields (see the comment at the top). */
export function exportHeader(form: LeadForm, labels: readonly string[]): string[] {
  return [
    "Record ID", "Received (Las Vegas time)", "Stage", "Owner", "Follow-up (Las Vegas time)", "Follow-up note", "First contact (Las Vegas time)",
    ...(hasOutcome(form) ? ["Won carrier", "Won line", "Annual premium (USD)", "Lost reason"] : []),
    ...labels,
    ...(leadTables[form].hasConsent ? ["Consent statement", "Consent given (Las Vegas time)"] : []),
    "Source", "Landing page", "Referrer", "utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content",
  ];
}

type ExportRow = Awaited<ReturnType<ReturnType<typeof exportRowsQuery>["execute"]>>[number];

const timestamp = (iso: string | null | undefined) => (iso ? exportTimestamp(iso) : "");

/** One record as CSV cells, in exportHeader's order. */
function exportCells(form: LeadForm, labels: readonly string[], row: ExportRow, ownerEmails: Map<string, string>): string[] {
  const byLabel = new Map(parseDetails(row.details_json).map((f) => [f.label, f.value]));
  const consent = leadTables[form].hasConsent ? [row.consent_text ?? "", timestamp(row.consent_at)] : [];
  const outcome = hasOutcome(form)
    ? [
        row.won_carrier ?? "",
        row.won_line ? labelFor(insuranceTypeOptions, row.won_line) : "",
        row.won_premium_cents === null ? "" : (row.won_premium_cents / 100).toFixed(2),
        row.lost_reason ? lostReasonLabel(row.lost_reason) : "",
      ]
    : [];
  return [
    row.id, exportTimestamp(row.created_at), stageLabel(form, row.status),
    row.owner_id ? (ownerEmails.get(row.owner_id) ?? row.owner_id) : "",
    timestamp(row.follow_up_at), row.follow_up_note ?? "", timestamp(row.first_contact_at),
    ...outcome,
    ...labels.map((l) => byLabel.get(l) ?? ""),
    ...consent,
    row.source_channel ?? "", row.source_landing ?? "", row.source_referrer ?? "",
    row.utm_source ?? "", row.utm_medium ?? "", row.utm_campaign ?? "", row.utm_term ?? "", row.utm_content ?? "",
  ];
}

/** The owners' emails of a batch (a handful of ids). */
async function ownerEmails(db: Kysely<Database>, rows: readonly ExportRow[]): Promise<Map<string, string>> {
  const ids = [...new Set(rows.flatMap((r) => (r.owner_id ? [r.owner_id] : [])))];
  if (!ids.length) return new Map();
  const users = await db.selectFrom("user").select(["id", "email"]).where("id", "in", ids).execute();
  return new Map(users.map((u) => [u.id, u.email]));
}

export interface ExportCursor {
  createdAt: string;
  id: string;
}

/**
 * The export's queries, each a seek in an index in the list's order (exported for the
 * query-plan test): the next rows after `cursor` (null: from the newest), in the list's order.
 * `within`: with a search, only the rows down to this key (a window), tested one by one.
 */
export function exportRowsQuery(db: Kysely<Database>, form: LeadForm, filter: LeadFilter, cursor: ExportCursor | null, within?: ExportCursor) {
  const config = leadTables[form];
  let query = withFilters(leadDb(db).selectFrom(config.table), filter, engineOf(db))
    .select(["id", "created_at", "status", "details_json", ...WORK_COLUMNS])
    .$if(config.hasConsent, (q) => q.select(["consent_text", "consent_at"]))
    .orderBy("created_at", "desc")
    .orderBy("id", "desc");
  if (cursor) query = query.where((eb) => eb(eb.refTuple("created_at", "id"), "<", eb.tuple(cursor.createdAt, cursor.id)));
  if (!within) return query.limit(BATCH);
  query = query.where((eb) => eb(eb.refTuple("created_at", "id"), ">=", eb.tuple(within.createdAt, within.id)));
  return filter.search ? query.where(searchRowTest(form, filter.search, engineOf(db))) : query;
}

/** With a search: the keys of the next SEARCH_WINDOW records after `cursor`, whatever they match (the index alone). */
export function exportWindowQuery(db: Kysely<Database>, form: LeadForm, filter: LeadFilter, cursor: ExportCursor | null) {
  let query = withFilters(leadDb(db).selectFrom(leadTables[form].table), filter, engineOf(db))
    .select(["id", "created_at"])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(SEARCH_WINDOW);
  if (cursor) query = query.where((eb) => eb(eb.refTuple("created_at", "id"), "<", eb.tuple(cursor.createdAt, cursor.id)));
  return query;
}

/** The next batch after `cursor`, and the cursor after it (null: that was the last). */
async function nextBatch(db: Kysely<Database>, form: LeadForm, filter: LeadFilter, cursor: ExportCursor | null) {
  if (!filter.search) {
    const rows = await exportRowsQuery(db, form, filter, cursor).execute();
    const last = rows.at(-1);
    return { rows, next: rows.length < BATCH || !last ? null : { createdAt: last.created_at, id: last.id } };
  }
  const keys = await exportWindowQuery(db, form, filter, cursor).execute();
  const lowest = keys.at(-1);
  if (!lowest) return { rows: [], next: null };
  const within = { createdAt: lowest.created_at, id: lowest.id };
  const rows = await exportRowsQuery(db, form, filter, cursor, within).execute();
  return { rows, next: keys.length < SEARCH_WINDOW ? null : within };
}

/** The export as a stream of UTF-8 text chunks (BOM first). Resolves how many records it holds when done. */
export function exportLeadsCsv(db: Kysely<Database>, form: LeadForm, filter: LeadFilter): { stream: ReadableStream<Uint8Array>; done: Promise<number> } {
  const encoder = new TextEncoder();
  let cursor: ExportCursor | null = null;
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
          labels = await fieldLabels(db, form);
          controller.enqueue(encoder.encode(CSV_BOM + csvRow(exportHeader(form, labels))));
          return;
        }
        // A search's window may match nothing: read on until there is something to send or nothing left.
        for (;;) {
          await yieldToEventLoop();
          const { rows, next } = await nextBatch(db, form, filter, cursor);
          const owners = await ownerEmails(db, rows);
          let chunk = "";
          for (const row of rows) chunk += csvRow(exportCells(form, labels, row, owners));
          count += rows.length;
          if (chunk) controller.enqueue(encoder.encode(chunk));
          if (!next) {
            controller.close();
            finish(count);
            return;
          }
          cursor = next;
          if (chunk) return;
        }
      } catch (error) {
        fail(error);
        controller.error(error);
      }
    },
  });
  return { stream, done };
}

/** The audit entry's words for an export: "12 records; stage New, owner Dana Reyes, overdue". */
export function describeExport(form: LeadForm, params: InboxParams, count: number, viewer: { email: string }, team: readonly TeamChoice[]): string {
  const parts = [params.status ? `stage ${stageLabel(form, params.status)}` : "all stages"];
  if (params.q) parts.push(`search "${params.q}"`);
  if (params.owner === "unassigned") parts.push("unassigned");
  else if (params.owner === "me") parts.push(`owner ${viewer.email}`);
  else if (params.owner) parts.push(`owner ${team.find((m) => m.id === params.owner)?.name ?? params.owner}`);
  if (params.overdue) parts.push("overdue");
  if (params.from || params.to) parts.push(`received ${params.from || "…"} to ${params.to || "…"}`);
  if (params.source) parts.push(`source "${params.source}"`);
  if (params.view === "people") parts.push("one row per person");
  return `${count} ${count === 1 ? "record" : "records"}; ${parts.join(", ")}`;
}

/**
 * An admin's export of the inbox under the URL's filters: counted, written to the audit log,
 * then streamed. The file is named after the form and the Las Vegas date ("-filtered" when filtered).
 */
export async function startLeadExport(db: Kysely<Database>, admin: CurrentUser, form: LeadForm, search: URLSearchParams, now = new Date()) {
  const { params, filter, team } = await inboxFilterFromUrl(db, form, search, admin, now);
  const count = await countLeads(db, form, filter);
  await recordAudit(db, admin, { action: "lead.export", targetType: form, targetId: "*", detail: describeExport(form, params, count, admin, team) }, now);
  const { stream } = exportLeadsCsv(db, form, filter);
  const fileName = `${leadFormInfo[form].exportName}-${lasVegasDate(now)}${isFiltered(filter) ? "-filtered" : ""}.csv`;
  return { stream, fileName };
}
