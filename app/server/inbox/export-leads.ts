/**
 * An inbox's CSV export: every record matching the current filter (all pages),
 * newest first, with every field as submitted, written as a stream in batches so a
 * large export never sits in memory.
 *
 * - The header is the fixed columns, then every field label the form's records have
 *   been stored with: the newest record's labels in their form order, then the labels
 *   only older versions of the form had (newest first), from lead_field_labels, which
 *   triggers fill as records are stored (migration 0008). So the header is known before
 *   any record is read, and the table is read once. A field no exported record has (a
 *   filtered export, or a field of records since deleted) is an empty column.
 * - Batches are found by seeking in the (status,) created_at, id index with a row-value
 *   cursor, `(created_at, id) < (?, ?)`: each costs the same at the first row and the
 *   hundred-thousandth. With a search, each batch reads a window of index entries and
 *   tests those rows (lead-filters.ts searchRowTest), so the whole export reads the
 *   table once whatever the search matches.
 * - node:sqlite answers synchronously: a batch is sized to take a few milliseconds, and
 *   the export yields to the event loop between batches, so other visitors are served
 *   while an admin downloads a large file.
 */
import type { Kysely } from "kysely";
import type { LeadForm } from "../../lib/inbox-paths.ts";
import { leadStatusLabel } from "../../lib/lead-status.ts";
import { CSV_BOM, csvRow } from "../csv.ts";
import type { Database } from "../db/schema.ts";
import { parseDetails } from "../leads/submission-details.ts";
import { engineOf, searchRowTest, withStatus, type LeadFilter } from "./lead-filters.ts";
import { leadDb, leadTables } from "./lead-tables.ts";

/** Records per batch without a search (a few milliseconds of query and formatting). */
const BATCH = 250;
/** Index entries per batch with a search: the rows among them that match are exported. */
const SEARCH_WINDOW = 2_000;

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

const MINUTE = 60_000;
const DAY = 86_400_000;
const zoneFormats = new Map<string, Intl.DateTimeFormat>();
/** Offsets per zone and UTC day; null for a day on which the offset changes. */
const dayOffsets = new Map<string, number | null>();

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
  const key = `${timeZone} ${day}`;
  let offset = dayOffsets.get(key);
  if (offset === undefined) {
    const first = zoneOffset(day * DAY, timeZone);
    offset = first === zoneOffset(day * DAY + DAY - 1, timeZone) ? first : null;
    if (dayOffsets.size >= 10_000) dayOffsets.clear();
    dayOffsets.set(key, offset);
  }
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

export interface ExportCursor {
  createdAt: string;
  id: string;
}

/**
 * The export's queries, each a seek in the (status,) created_at, id index (exported for the
 * query-plan test): the next rows after `cursor` (null: from the newest), in the list's order.
 * `within`: with a search, only the rows down to this key (a window), tested one by one.
 */
export function exportRowsQuery(db: Kysely<Database>, form: LeadForm, filter: LeadFilter, cursor: ExportCursor | null, within?: ExportCursor) {
  const config = leadTables[form];
  let query = withStatus(leadDb(db).selectFrom(config.table), filter)
    .select(["id", "created_at", "status", "details_json"])
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
  let query = withStatus(leadDb(db).selectFrom(leadTables[form].table), filter)
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
  const hasConsent = leadTables[form].hasConsent;
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
          const consent = hasConsent ? ["Consent statement", "Consent given (Las Vegas time)"] : [];
          controller.enqueue(encoder.encode(CSV_BOM + csvRow(["Record ID", "Received (Las Vegas time)", "Status", ...labels, ...consent])));
          return;
        }
        // A search's window may match nothing: read on until there is something to send or nothing left.
        for (;;) {
          await yieldToEventLoop();
          const { rows, next } = await nextBatch(db, form, filter, cursor);
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
