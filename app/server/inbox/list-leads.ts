/**
 * One page of an inbox: newest first, filtered (lead-filters.ts), with the number of
 * records per stage under the same filters (the stage tabs), and what the rows show of
 * the work on each record: owner, follow-up, unread for the person looking, the latest
 * note, and in the one-row-per-person view how many other records the person has.
 *
 * Every query reads a bounded number of index entries, however many records the form
 * has gathered:
 * - Counts stop at INBOX_COUNT_LIMIT, the dashboard's rule (formatCappedCount): a tab
 *   that reached it reads "1,000+". Past a thousand, the exact number changes nothing
 *   to do, and counting every row would make each page slower month after month.
 * - Without a search, a page is read in an index's order (lead-filters.ts lists which).
 * - With a search, the search runs once: one query returns, per status, the newest
 *   matches up to the limit, from which the tabs are counted and the page is cut; the
 *   page's 25 rows are then read by id. The matches are kept while the records are
 *   unchanged, so the next page or another tab of the same search reads only its rows.
 *   Matches past the newest thousand of a tab are not paged to (the export has them all):
 *   the page asks for a narrower search.
 * - What the rows show beyond the record's own columns is read for the page's 25 records
 *   only: the owner, the unread marker and the latest note in the statement that reads the
 *   page (withRowExtras), the person's other records and the opt-outs by id.
 */
import { phoneFlagsFor } from "../compliance/suppressions.ts";
import { sql, type Kysely, type SelectQueryBuilder } from "kysely";
import { leadForms, type LeadForm } from "../../lib/inbox-paths.ts";
import { openStages, pipelines } from "../../lib/pipeline.ts";
import type { Database } from "../db/schema.ts";
import { engineOf, leadsMatching, SHORT_SEARCH_WINDOW, searchNeedles, withFilters, type LeadFilter } from "./lead-filters.ts";
import { leadDb, leadTables, type LeadDatabase, type LeadTableName, type ListCell } from "./lead-tables.ts";
import type { Locale } from "../../lib/i18n/locale.ts";
import { clampPage } from "../paging.ts";
import { soonestFrom } from "../db/kept-while-unchanged.ts";
import { countRowsOf } from "../db/count-rows-of.ts";
import { statementTemplate } from "../db/statement-template.ts";
import { KeptWhileLeadsUnchanged } from "./lead-changes.ts";

export const INBOX_PAGE_SIZE = 25;

/** Counts stop here (shown with formatCappedCount as "1,000+"); a search's pages end here. */
export const INBOX_COUNT_LIMIT = 1_000;

export interface LeadListRow {
  id: string;
  createdAt: string;
  status: string;
  name: string;
  email: string;
  phone: string;
  /** The form's own columns (see LeadTableConfig.cells), as text. */
  cells: Record<string, string>;
  /** Who works it: the team member's name (their email when they have none); null while nobody does. */
  owner: { id: string; name: string } | null;
  followUpAt: string | null;
  /** An open record whose follow-up time has passed. */
  overdue: boolean;
  /** The person looking has not opened it yet. */
  unread: boolean;
  /** The start of the latest note (kind "note"), up to NOTE_PREVIEW_LENGTH characters; null without notes. */
  notePreview: string | null;
  /** In the one-row-per-person view: how many other records (every form) the person has; else null. */
  otherRecords: number | null;
  /** The person stopped calls or texts to this number (docs/product.md#opt-outs). */
  doNotCall: boolean;
  doNotText: boolean;
  /** The language it was sent in ("es": from a Spanish page). */
  locale: Locale;
}

/** How much of the latest note a row shows. */
export const NOTE_PREVIEW_LENGTH = 80;

/** Records per stage code of the form, and "all". */
export type StatusCounts = Record<string, number> & { all: number };

export interface LeadList {
  rows: LeadListRow[];
  cells: readonly ListCell[];
  /** Records matching the whole filter, up to countLimit. */
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
  /** Records per status under the current search ("all" is every status), each up to countLimit. */
  statusCounts: StatusCounts;
  /** A count equal to this means "this many or more". */
  countLimit: number;
  /** A search with more matches than countLimit: only the newest countLimit can be paged to. */
  moreMatches: boolean;
  /** A search term too short for the index: how many of the newest records were searched; else null. */
  searchWindow: number | null;
}

/** A page number from a URL: 1 for anything that is not a positive whole number. */
export function parsePage(value: string | null | undefined): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** How many records match the whole filter, exactly (the export's audit entry says how many it held). */
export async function countLeads(db: Kysely<Database>, form: LeadForm, filter: LeadFilter): Promise<number> {
  const { n } = await leadsMatching(db, form, filter)
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(n);
}

const stageCodes = (form: LeadForm) => pipelines[form].map((s) => s.code);
const emptyCounts = (form: LeadForm): StatusCounts => ({ ...Object.fromEntries(stageCodes(form).map((s) => [s, 0])), all: 0 });

/** The rows one capped count reads: at most INBOX_COUNT_LIMIT, through the filter's index (exported for the query-plan test). */
export function cappedCountQuery(db: Kysely<Database>, form: LeadForm, filter: LeadFilter) {
  return withFilters(leadDb(db).selectFrom(leadTables[form].table).select(sql<number>`1`.as("one")), filter, engineOf(db)).limit(INBOX_COUNT_LIMIT);
}

/**
 * Per stage and in all, under every filter but the stage, each counted up to the limit: every
 * count reads at most that many index entries (stages the filter rules out are not asked).
 */
async function cappedStatusCounts(db: Kysely<Database>, form: LeadForm, filter: LeadFilter, leadVersion: string | undefined): Promise<StatusCounts> {
  if (filter.overdue) return keptOverdueCounts(db, form, filter, filter.overdue.before, leadVersion);
  return { ...(await keptStatusCounts.get(db, `${form} ${JSON.stringify(filter)}`, () => countByStatus(db, form, filter), { version: leadVersion })) };
}

/** Per form and filter, while the lead records are unchanged (lead-changes.ts): opening an inbox or going back to it reads them once. */
const keptStatusCounts = new KeptWhileLeadsUnchanged<StatusCounts>(200);

/**
 * The overdue filter's counts hold from the instant they were counted at until the next
 * follow-up falls due (none falls due in between, so the same records are past due), while the
 * lead records are unchanged: kept per form and the other filters, with that span.
 */
async function keptOverdueCounts(db: Kysely<Database>, form: LeadForm, filter: LeadFilter, before: string, leadVersion: string | undefined): Promise<StatusCounts> {
  const key = `${form} ${JSON.stringify({ ...filter, overdue: "kept" })}`;
  const counts = await keptOverdue.getAt(
    db,
    key,
    before,
    async () => {
      const [value, until] = await Promise.all([overdueStatusCounts(db, form, filter), nextFollowUpDue(db, form, before)]);
      return { value, until };
    },
    { version: leadVersion },
  );
  return { ...counts };
}

/** Until the first follow-up at or after the instant counted at, when a record may become overdue. */
const keptOverdue = new KeptWhileLeadsUnchanged<StatusCounts>(100);

/** The form's earliest follow-up at or after `instant` (follow_up_idx), whatever the record's stage: a bound, not a count. */
async function nextFollowUpDue(db: Kysely<Database>, form: LeadForm, instant: string): Promise<string | null> {
  const row = await nextFollowUpStatement.first(db, { form, instant });
  return row?.next ?? null;
}

const nextFollowUpStatement = statementTemplate(
  (db: Kysely<Database>, { form, instant }: { form: LeadForm; instant: string }) => db.selectNoFrom(soonestFrom(leadTables[form].table, "follow_up_at", instant).as("next")),
  { shape: ["form"] },
);

async function countByStatus(db: Kysely<Database>, form: LeadForm, filter: LeadFilter): Promise<StatusCounts> {
  const rowsOf = (status: string | null) => cappedCountQuery(db, form, { ...filter, status });
  const counts = await countRowsOf(db, Object.fromEntries([["all", rowsOf(null)], ...stageCodes(form).map((status) => [status, rowsOf(status)])]));
  return { ...emptyCounts(form), ...counts };
}

/**
 * With the overdue filter every count would read the same follow-up index range (each stage is
 * a test of the rows found, not a seek), so the overdue records are read once, up to the limit,
 * and counted by stage. Past the limit the stage counts are those of the records read.
 */
async function overdueStatusCounts(db: Kysely<Database>, form: LeadForm, filter: LeadFilter): Promise<StatusCounts> {
  const rows = await overdueStatusCountsStatement.rows(db, { form, ...filterValues({ ...filter, status: null }) });
  const counts = emptyCounts(form);
  for (const { status, n } of rows) {
    counts[status] = Number(n);
    counts.all += Number(n);
  }
  return counts;
}

const overdueStatusCountsStatement = statementTemplate(
  (db: Kysely<Database>, { form, ...values }: { form: LeadForm } & FilterValues) => {
    const overdue = withFilters(leadDb(db).selectFrom(leadTables[form].table).select("status"), filterOf(values), engineOf(db)).limit(INBOX_COUNT_LIMIT);
    return db
      .selectFrom(overdue.as("overdue"))
      .select((eb) => ["overdue.status", eb.fn.countAll<number | string>().as("n")])
      .groupBy("overdue.status");
  },
  { shape: ["form"] },
);

/** A filter without its search, as a statement template's values (lead-filters.ts tests each for truth: "" is null here). */
type FilterValues = {
  status: string | null;
  ownerId: string | null;
  unassigned: boolean;
  overdueBefore: string | null;
  finalStages: readonly string[];
  receivedFrom: string | null;
  receivedBefore: string | null;
  source: string | null;
  people: boolean;
};

function filterValues(filter: LeadFilter): FilterValues {
  const { owner, overdue } = filter;
  return {
    status: filter.status || null,
    ownerId: owner && owner !== "unassigned" ? owner.id : null,
    unassigned: owner === "unassigned",
    overdueBefore: overdue ? overdue.before : null,
    finalStages: overdue ? overdue.finalStages : [],
    receivedFrom: filter.receivedFrom || null,
    receivedBefore: filter.receivedBefore || null,
    source: filter.source || null,
    people: filter.people,
  };
}

/** The filter filterValues made these values of. */
function filterOf(values: FilterValues): LeadFilter {
  const { status, ownerId, unassigned, overdueBefore, finalStages, receivedFrom, receivedBefore, source, people } = values;
  return {
    status,
    search: null,
    owner: unassigned ? "unassigned" : ownerId === null ? null : { id: ownerId },
    overdue: overdueBefore === null ? null : { before: overdueBefore, finalStages },
    receivedFrom,
    receivedBefore,
    source,
    people,
  };
}

type StoredRow = Record<string, unknown> & {
  id: string;
  created_at: string;
  status: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  owner_id: string | null;
  follow_up_at: string | null;
  person_id: string | null;
  locale: string;
};

function listRow(form: LeadForm, row: StoredRow, now: Date): LeadListRow {
  return {
    id: row.id,
    createdAt: row.created_at,
    status: row.status,
    name: `${row.first_name} ${row.last_name}`.trim(),
    email: row.email,
    phone: row.phone,
    cells: leadTables[form].cellValues(row),
    owner: null,
    followUpAt: row.follow_up_at,
    overdue: isOverdue(form, row, now),
    unread: false,
    notePreview: null,
    otherRecords: null,
    doNotCall: false,
    doNotText: false,
    locale: row.locale === "es" ? "es" : "en",
  };
}

/** An open record whose follow-up is past (the overdue filter's rule, for one row). */
export function isOverdue(form: LeadForm, row: { status: string; follow_up_at: string | null }, now: Date): boolean {
  return !!row.follow_up_at && row.follow_up_at < now.toISOString() && openStages(form).includes(row.status);
}

const listColumns = (form: LeadForm) =>
  ["id", "created_at", "status", "first_name", "last_name", "email", "phone", "owner_id", "follow_up_at", "person_id", "locale", ...leadTables[form].listColumns] as const;

/**
 * Without a search, a page in an index's order (exported for the query-plan test). The overdue
 * filter's index holds its records in follow-up order, so they are sorted: their ids, from the
 * index alone (it holds stage, arrival and id), then the page's rows by id.
 */
export function browseQuery(db: Kysely<Database>, form: LeadForm, filter: LeadFilter, page: number) {
  const table = leadDb(db).selectFrom(leadTables[form].table);
  // One more than a page: whether a next page exists, when the count stopped at the limit.
  const [limit, offset] = [INBOX_PAGE_SIZE + 1, (page - 1) * INBOX_PAGE_SIZE];
  if (!filter.overdue) {
    return withFilters(table, filter, engineOf(db)).select(listColumns(form)).orderBy("created_at", "desc").orderBy("id", "desc").limit(limit).offset(offset);
  }
  const ids = withFilters(table.select("id"), filter, engineOf(db)).orderBy("created_at", "desc").orderBy("id", "desc").limit(limit).offset(offset);
  return table.select(listColumns(form)).where("id", "in", ids).orderBy("created_at", "desc").orderBy("id", "desc");
}

const browsePageStatement = statementTemplate(
  (db: Kysely<Database>, { form, page, viewerId, ...values }: { form: LeadForm; page: number; viewerId: string | null } & FilterValues) =>
    withRowExtras(db, form, browseQuery(db, form, filterOf(values), page), viewerId).orderBy("page.created_at", "desc").orderBy("page.id", "desc"),
  { shape: ["form"] },
);

type Page = Omit<LeadList, "rows"> & { rows: PageRow[] };

/** Without a search: capped counts, and the page read in index order. */
async function browse(db: Kysely<Database>, form: LeadForm, filter: LeadFilter, requestedPage: number, viewerId: string | null, leadVersion: string | undefined): Promise<Page> {
  const statusCounts = await cappedStatusCounts(db, form, filter, leadVersion);
  const total = statusCounts[filter.status ?? "all"] ?? 0;
  const capped = total >= INBOX_COUNT_LIMIT;
  const values = filterValues(filter);
  const readPage = (page: number) => browsePageStatement.rows(db, { form, page, viewerId, ...values });

  // Past the count limit the number of pages is unknown; below it the page is clamped to the count.
  const counted = clampPage(total, requestedPage, INBOX_PAGE_SIZE);
  let page = capped ? Math.max(1, requestedPage) : counted.page;
  let rows = await readPage(page);
  if (capped && rows.length === 0 && page > 1) {
    // A page past the end of a large inbox (an edited URL): the last page, which takes one exact count.
    page = Math.max(1, Math.ceil((await countLeads(db, form, filter)) / INBOX_PAGE_SIZE));
    rows = await readPage(page);
  }
  const hasNext = rows.length > INBOX_PAGE_SIZE;
  const pageCount = capped ? Math.max(Math.ceil(INBOX_COUNT_LIMIT / INBOX_PAGE_SIZE), page + (hasNext ? 1 : 0)) : counted.pageCount;
  return {
    rows: rows.slice(0, INBOX_PAGE_SIZE),
    cells: leadTables[form].cells,
    total,
    page,
    pageCount,
    pageSize: INBOX_PAGE_SIZE,
    statusCounts,
    countLimit: INBOX_COUNT_LIMIT,
    moreMatches: false,
    searchWindow: null,
  };
}

/**
 * A search's matches through the index, under the other filters but the stage: id and status of
 * each stage's newest matches, up to the count limit, newest first (exported for the query-plan test).
 */
export function searchMatchesQuery(db: Kysely<Database>, form: LeadForm, filter: LeadFilter) {
  const ranked = leadsMatching(db, form, { ...filter, status: null }).select((eb) => [
    "id",
    "status",
    "created_at",
    eb.fn.agg<number>("row_number").over((ob) => ob.partitionBy("status").orderBy("created_at", "desc").orderBy("id", "desc")).as("rank"),
  ]);
  return db
    .selectFrom(ranked.as("ranked"))
    .select(["ranked.id", "ranked.status"])
    .where("ranked.rank", "<=", INBOX_COUNT_LIMIT)
    .orderBy("ranked.created_at", "desc")
    .orderBy("ranked.id", "desc");
}

/** What the stage tabs and the pages of a search are cut from. */
type SearchMatch = { id: string; status: string };

/**
 * A search's matches, per form and filter (any stage: the tabs share them), kept while the lead
 * records are unchanged (lead-changes.ts): paging through the results, choosing a tab or coming
 * back from a record searches once. With the overdue filter they depend on the time as well, and
 * are read on every visit.
 */
async function searchMatches(db: Kysely<Database>, form: LeadForm, filter: LeadFilter, leadVersion: string | undefined): Promise<readonly SearchMatch[]> {
  const read = () => searchMatchesQuery(db, form, filter).execute();
  if (filter.overdue) return read();
  return keptSearchMatches.get(db, `${form} ${JSON.stringify({ ...filter, status: null })}`, read, { version: leadVersion });
}

/**
 * At most this many searches per process. A search keeps up to INBOX_COUNT_LIMIT matches per
 * stage, about 100 bytes each: a surname shared by a few hundred records costs tens of kilobytes.
 */
export const KEPT_SEARCHES = 20;
const keptSearchMatches = new KeptWhileLeadsUnchanged<readonly SearchMatch[]>(KEPT_SEARCHES);

/** With a search: the search runs once (see the comment at the top). */
async function search(db: Kysely<Database>, form: LeadForm, filter: LeadFilter, requestedPage: number, viewerId: string | null, leadVersion: string | undefined): Promise<Page> {
  const term = filter.search!;
  const matches = await searchMatches(db, form, filter, leadVersion);

  const statusCounts = emptyCounts(form);
  for (const { status } of matches) if (status in statusCounts) statusCounts[status]! += 1;
  statusCounts.all = Math.min(matches.length, INBOX_COUNT_LIMIT);
  // Each status holds its newest matches up to the limit, so the union's newest `limit` are every status's newest too.
  const inView = (filter.status ? matches.filter((m) => m.status === filter.status) : matches).slice(0, INBOX_COUNT_LIMIT);
  const total = (filter.status ? statusCounts[filter.status] : statusCounts.all) ?? 0;
  const { page, pageCount } = clampPage(inView.length, requestedPage, INBOX_PAGE_SIZE);
  const ids = inView.slice((page - 1) * INBOX_PAGE_SIZE, page * INBOX_PAGE_SIZE).map((m) => m.id);
  const rows = ids.length ? await rowsByIdStatement.rows(db, { form, ids, viewerId }) : [];
  const byId = new Map(rows.map((row) => [row.id, row]));

  return {
    rows: ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [row] : [];
    }),
    cells: leadTables[form].cells,
    total,
    page,
    pageCount,
    pageSize: INBOX_PAGE_SIZE,
    statusCounts,
    countLimit: INBOX_COUNT_LIMIT,
    moreMatches: total >= INBOX_COUNT_LIMIT,
    searchWindow: searchNeedles(term).short ? SHORT_SEARCH_WINDOW : null,
  };
}

const rowsByIdStatement = statementTemplate(
  (db: Kysely<Database>, { form, ids, viewerId }: { form: LeadForm; ids: readonly string[]; viewerId: string | null }) =>
    withRowExtras(db, form, leadDb(db).selectFrom(leadTables[form].table).select(listColumns(form)).where("id", "in", [...ids]), viewerId),
  { shape: ["form"] },
);

/**
 * A page of records (a query with its own limit, so the extras are read for its rows only) with
 * what the rows show beyond the record's own columns, in the same statement: on PostgreSQL each
 * statement is a round trip and a wait for a core while the database runs it. The owner's name
 * and email (whoever they are now: a former team member keeps their name), the latest note
 * (kind "note", not contact attempts) and, with a viewer, whether they have opened the record.
 */
function withRowExtras(db: Kysely<Database>, form: LeadForm, page: SelectQueryBuilder<LeadDatabase, LeadTableName, Record<string, unknown>>, viewerId: string | null) {
  return db
    .selectFrom(page.as("page"))
    .leftJoin("user as owner", "owner.id", "page.owner_id")
    .selectAll("page")
    .select((eb) => [
      "owner.name as owner_name",
      "owner.email as owner_email",
      eb
        .selectFrom("lead_notes as note")
        .select("note.body")
        .where("note.form", "=", form)
        .whereRef("note.record_id", "=", "page.id")
        .where("note.kind", "=", "note")
        .orderBy("note.created_at", "desc")
        .orderBy("note.id", "desc")
        .limit(1)
        .as("latest_note"),
      viewerId === null
        ? sql<null>`null`.as("opened")
        : eb
            .exists(eb.selectFrom("lead_reads as opening").select("opening.record_id").where("opening.user_id", "=", viewerId).where("opening.form", "=", form).whereRef("opening.record_id", "=", "page.id"))
            .as("opened"),
    ])
    .$castTo<PageRow>();
}

type PageRow = StoredRow & { owner_name: string | null; owner_email: string | null; latest_note: string | null; opened: boolean | number | null };

/** A note's first line of text, cut at a word near NOTE_PREVIEW_LENGTH characters (with "…" when cut). */
export function notePreview(body: string): string {
  const text = body.replace(/\s+/g, " ").trim();
  const chars = [...text];
  if (chars.length <= NOTE_PREVIEW_LENGTH) return text;
  const cut = chars.slice(0, NOTE_PREVIEW_LENGTH).join("");
  const space = cut.lastIndexOf(" ");
  return `${(space > NOTE_PREVIEW_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * Per person, how many records they have in every form: for the one-row-per-person view's page,
 * kept while the lead records are unchanged (counting a person with hundreds of records reads
 * hundreds of index entries, again at every visit of the same page).
 */
async function recordsPerPerson(db: Kysely<Database>, personIds: string[], leadVersion: string | undefined): Promise<ReadonlyMap<string, number>> {
  if (!personIds.length) return new Map();
  return keptRecordsPerPerson.get(db, [...personIds].sort().join(" "), () => countRecordsPerPerson(db, personIds), { version: leadVersion });
}

/** Per page of people (25 ids a key). */
const keptRecordsPerPerson = new KeptWhileLeadsUnchanged<ReadonlyMap<string, number>>(50);

/** Through each table's (person_id, created_at) index. */
async function countRecordsPerPerson(db: Kysely<Database>, personIds: string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const rows of await Promise.all(leadForms.map((form) => recordsPerPersonStatement.rows(db, { form, personIds })))) {
    for (const { person_id, n } of rows) if (person_id) counts.set(person_id, (counts.get(person_id) ?? 0) + Number(n));
  }
  return counts;
}

const recordsPerPersonStatement = statementTemplate(
  (db: Kysely<Database>, { form, personIds }: { form: LeadForm; personIds: readonly string[] }) =>
    leadDb(db)
      .selectFrom(leadTables[form].table)
      .select((eb) => ["person_id", eb.fn.countAll<number | string>().as("n")])
      .where("person_id", "in", [...personIds])
      .groupBy("person_id"),
  { shape: ["form"] },
);

export interface ListViewer {
  /** Whose unread markers the rows show. */
  id: string;
}

/**
 * One page of the inbox under `filter`. With a viewer, each row says whether they have opened
 * it; `now` decides which follow-ups are overdue. `leadVersion`: the lead records' version as the
 * request read it for all its kept values (readLeadVersion); read for each of them when absent.
 */
export async function listLeads(
  db: Kysely<Database>,
  form: LeadForm,
  filter: LeadFilter,
  requestedPage = 1,
  options: { viewer?: ListViewer; now?: Date; leadVersion?: string } = {},
): Promise<LeadList> {
  const now = options.now ?? new Date();
  const viewerId = options.viewer?.id ?? null;
  const page = await (filter.search ? search(db, form, filter, requestedPage, viewerId, options.leadVersion) : browse(db, form, filter, requestedPage, viewerId, options.leadVersion));
  const people = filter.people ? [...new Set(page.rows.flatMap((r) => (r.person_id ? [r.person_id] : [])))] : [];
  const [perPerson, phoneFlags] = await Promise.all([recordsPerPerson(db, people, options.leadVersion), phoneFlagsFor(db, page.rows.map((r) => r.phone))]);
  return {
    ...page,
    rows: page.rows.map((stored) => {
      const row = listRow(form, stored, now);
      const ownerId = stored.owner_id;
      const ownerName = stored.owner_name?.trim() || stored.owner_email;
      return {
        ...row,
        owner: ownerId ? { id: ownerId, name: ownerName ?? "A former team member" } : null,
        // PostgreSQL answers exists() with a boolean, SQLite with 0 or 1; null: nobody is looking.
        unread: stored.opened !== null && !stored.opened,
        notePreview: stored.latest_note === null ? null : notePreview(stored.latest_note),
        otherRecords: filter.people ? Math.max(0, (stored.person_id ? (perPerson.get(stored.person_id) ?? 1) : 1) - 1) : null,
        doNotCall: phoneFlags.get(stored.phone)?.calls ?? false,
        doNotText: phoneFlags.get(stored.phone)?.texts ?? false,
      };
    }),
  };
}

/** The source channels the form's newest records came from, most recent first (for the filter's choices); `leadVersion` as for listLeads. */
export async function recentSourceChannels(db: Kysely<Database>, form: LeadForm, options: { limit?: number; leadVersion?: string } = {}): Promise<string[]> {
  const limit = options.limit ?? SOURCE_CHANNEL_SAMPLE;
  return [...(await keptSourceChannels.get(db, `${form} ${limit}`, () => readSourceChannels(db, form, limit), { version: options.leadVersion }))];
}

/** Per form, while the lead records are unchanged (lead-changes.ts). */
const keptSourceChannels = new KeptWhileLeadsUnchanged<string[]>(50);

async function readSourceChannels(db: Kysely<Database>, form: LeadForm, limit: number): Promise<string[]> {
  const rows = await sourceChannelsStatement.rows(db, { form, limit });
  return rows.flatMap((r) => (r.source_channel ? [r.source_channel] : [])).sort((a, b) => a.localeCompare(b));
}

const sourceChannelsStatement = statementTemplate(
  (db: Kysely<Database>, { form, limit }: { form: LeadForm; limit: number }) => {
    const newest = leadDb(db)
      .selectFrom(leadTables[form].table)
      .select("source_channel")
      // Without the id tie-break: the report index (created_at, status, source_channel, …) then
      // serves it alone, without a visit to each of the rows.
      .orderBy("created_at", "desc")
      .limit(limit);
    return db.selectFrom(newest.as("newest")).select("newest.source_channel").distinct();
  },
  { shape: ["form"] },
);

/** How many of the newest records the source filter's choices are gathered from (a bounded read). */
export const SOURCE_CHANNEL_SAMPLE = 2_000;
