/**
 * Reading leads through the API (docs/product.md#the-api): every form's leads in one list, filtered
 * as the inbox filters (lead-filters.ts: stage, owner, received days in Las Vegas) and by
 * changed_at, and one lead with its notes, its files by name and its person's other records.
 *
 * The list is ordered by created_at, then form, then id, ascending, and paged by a cursor holding
 * the last row's key: a lead that arrives while a client pages sorts after every lead already
 * there, so a client that follows the cursors sees each lead exactly once. Each page reads, per
 * form, at most `limit + 1` rows through the form's (created_at, id) index, and merges them.
 *
 * An erased person's leads are deleted rows (compliance/erase-person-data.ts): they are in no
 * list and their ids answer not found.
 */
import type { Kysely, Selectable } from "kysely";
import { leadForms, type LeadForm } from "../../../lib/inbox-paths.ts";
import { isStage } from "../../../lib/pipeline.ts";
import type { Database } from "../../db/schema.ts";
import { engineOf, inboxFilter, withFilters, type InboxParams } from "../../inbox/lead-filters.ts";
import { leadDb, leadTables, type AnyLeadColumns } from "../../inbox/lead-tables.ts";
import { parseDetails } from "../../leads/submission-details.ts";
import { otherRecordsOfPerson, type PersonRecord } from "../../pipeline/person-records.ts";
import { compareSortKeys, decodeCursor, encodeCursor, type SortKey } from "./cursor.ts";
import { apiPaths, apiUrl } from "./paths.ts";
import { fieldError, found, invalid, missing, type ApiResult } from "./results.ts";
import type { ApiLead, ApiLeadDetail, ApiLeadListQuery, ApiLeadPage, ApiNote, ApiPersonRecord } from "./schemas.ts";

type Db = Kysely<Database>;

const leadColumns = [
  "id",
  "status",
  "owner_id",
  "first_name",
  "last_name",
  "email",
  "phone",
  "created_at",
  "changed_at",
  "follow_up_at",
  "follow_up_note",
  "person_id",
  "source_channel",
  "locale",
  "won_carrier",
  "won_line",
  "won_premium_cents",
  "lost_reason",
  "details_json",
] as const;

type LeadRow = Pick<Selectable<AnyLeadColumns>, (typeof leadColumns)[number]>;

/** A lead as the API gives it. */
export function apiLeadOf(publicUrl: string, form: LeadForm, row: LeadRow): ApiLead {
  return {
    id: row.id,
    form,
    stage: row.status,
    owner_id: row.owner_id,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone: row.phone,
    created_at: row.created_at,
    changed_at: row.changed_at,
    follow_up_at: row.follow_up_at,
    follow_up_note: row.follow_up_note,
    person_id: row.person_id,
    source_channel: row.source_channel,
    locale: row.locale === "es" ? "es" : "en",
    won: row.won_carrier !== null ? { carrier: row.won_carrier, line: row.won_line ?? "", premium_cents: Number(row.won_premium_cents ?? 0) } : null,
    lost_reason: row.lost_reason,
    fields: parseDetails(row.details_json),
    api_url: apiUrl(publicUrl, apiPaths.lead(form, row.id)),
  };
}

/** One lead as the list shows it; null when there is none (never was, deleted, or erased). */
export async function readApiLead(db: Db, publicUrl: string, form: LeadForm, id: string): Promise<ApiLead | null> {
  const row = await leadDb(db).selectFrom(leadTables[form].table).select(leadColumns).where("id", "=", id).executeTakeFirst();
  return row ? apiLeadOf(publicUrl, form, row) : null;
}

/** The list's sort key of a lead. */
const sortKeyOf = (lead: ApiLead): SortKey => [lead.created_at, lead.form, lead.id];

/** A UTC ISO instant for comparisons with stored times (a client may send any offset). */
const utc = (instant: string) => new Date(instant).toISOString();

/** Leads of every form (or one), filtered, one page after the cursor. */
export async function listApiLeads(db: Db, publicUrl: string, query: ApiLeadListQuery): Promise<ApiResult<ApiLeadPage>> {
  const after = query.cursor === undefined ? null : decodeCursor(query.cursor, 3);
  if (query.cursor !== undefined && (!after || !(leadForms as readonly string[]).includes(after[1]!))) {
    return invalid(fieldError("cursor", "This cursor is not one this API gave. Start again without it."));
  }
  const forms = (query.form ? [query.form] : [...leadForms]).filter((form) => !query.stage || isStage(form, query.stage));
  if (query.stage && !forms.length) {
    return invalid(fieldError("stage", query.form ? `A ${query.form} lead has no stage "${query.stage}".` : `No form has a stage "${query.stage}".`));
  }
  // The inbox's own reading of its parameters; received days are Las Vegas days, "to" included.
  let [from, to] = [query.received_from ?? "", query.received_to ?? ""];
  if (from && to && from > to) [from, to] = [to, from];
  const updatedSince = query.updated_since ? utc(query.updated_since) : null;

  const pages = await Promise.all(
    forms.map(async (form) => {
      const params: InboxParams = { status: query.stage ?? "", q: "", owner: query.owner === "none" ? "unassigned" : (query.owner ?? ""), overdue: false, from, to, source: "", view: "" };
      // The viewer is only asked for "me", which an integration has no way to mean.
      const filter = inboxFilter(form, params, { id: "" });
      let rows = withFilters(leadDb(db).selectFrom(leadTables[form].table), filter, engineOf(db));
      if (updatedSince) rows = rows.where("changed_at", ">=", updatedSince);
      if (after) {
        const [createdAt, afterForm, afterId] = after as [string, string, string];
        rows =
          form > afterForm
            ? rows.where("created_at", ">=", createdAt)
            : form < afterForm
              ? rows.where("created_at", ">", createdAt)
              : rows.where((eb) => eb(eb.refTuple("created_at", "id"), ">", eb.tuple(createdAt, afterId)));
      }
      const found = await rows.select(leadColumns).orderBy("created_at").orderBy("id").limit(query.limit + 1).execute();
      return found.map((row) => apiLeadOf(publicUrl, form, row));
    }),
  );
  const merged = pages.flat().sort((a, b) => compareSortKeys(sortKeyOf(a), sortKeyOf(b)));
  const data = merged.slice(0, query.limit);
  const more = merged.length > query.limit;
  return found({ data, next_cursor: more ? encodeCursor(sortKeyOf(data[data.length - 1]!)) : null });
}

/** A person record as the API links it. */
function apiPersonRecordOf(publicUrl: string, record: PersonRecord): ApiPersonRecord {
  return { form: record.form, id: record.id, stage: record.stage, name: record.name, created_at: record.createdAt, api_url: apiUrl(publicUrl, apiPaths.lead(record.form, record.id)) };
}

/** One lead with its notes (oldest first), its files by name and size, and its person's other records. */
export async function getApiLead(db: Db, publicUrl: string, form: LeadForm, id: string): Promise<ApiResult<ApiLeadDetail>> {
  const lead = await readApiLead(db, publicUrl, form, id);
  if (!lead) return missing("lead");
  const config = leadTables[form];
  const notes = await db
    .selectFrom("lead_notes")
    .select(["id", "kind", "body", "author_email", "channel", "outcome", "created_at"])
    .where("form", "=", form)
    .where("record_id", "=", id)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  const files = config.fileOwner
    ? await db
        .selectFrom("uploaded_files")
        .select(["file_name", "size_bytes", "content_type"])
        .where("owner_type", "=", config.fileOwner)
        .where("owner_id", "=", id)
        .orderBy("created_at")
        .orderBy("file_name")
        .execute()
    : [];
  const others = await otherRecordsOfPerson(db, lead.person_id, { form, id });
  return found({
    ...lead,
    notes: notes.map(apiNoteOf),
    files: files.map((f) => ({ name: f.file_name, size_bytes: Number(f.size_bytes), content_type: f.content_type })),
    person: lead.person_id
      ? { id: lead.person_id, api_url: apiUrl(publicUrl, apiPaths.person(lead.person_id)), other_records: others.map((r) => apiPersonRecordOf(publicUrl, r)) }
      : null,
  });
}

export function apiNoteOf(note: { id: string; kind: string; body: string; author_email: string; channel: string | null; outcome: string | null; created_at: string }): ApiNote {
  return { id: note.id, kind: note.kind, body: note.body, author: note.author_email, channel: note.channel, outcome: note.outcome, created_at: note.created_at };
}

/** A person's records across forms (newest first); not found when nothing links to the id any more. */
export async function getApiPerson(db: Db, publicUrl: string, personId: string): Promise<ApiResult<{ id: string; records: ApiPersonRecord[] }>> {
  // No record is excluded: an id no lead has.
  const records = await otherRecordsOfPerson(db, personId, { form: "quotes", id: "" });
  if (!records.length) {
    const linked = await db.selectFrom("person_contacts").select("person_id").where("person_id", "=", personId).limit(1).executeTakeFirst();
    if (!linked) return missing("person");
  }
  return found({ id: personId, records: records.map((r) => apiPersonRecordOf(publicUrl, r)) });
}
