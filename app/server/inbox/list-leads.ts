/**
 * One page of an inbox: newest first, filtered by status and search, with the
 * number of records per status (for the status tabs, under the same search).
 *
 * Every query reads a bounded number of index entries, however many records the form
 * has gathered:
 * - Counts stop at INBOX_COUNT_LIMIT, the dashboard's rule (formatCappedCount): a tab
 *   that reached it reads "1,000+". Past a thousand, the exact number changes nothing
 *   to do, and counting every row would make each page slower month after month.
 * - Without a search, a page is read in the (status,) created_at, id index's order.
 * - With a search, the search runs once: one query returns, per status, the newest
 *   matches up to the limit, from which the tabs are counted and the page is cut; the
 *   page's 25 rows are then read by id. Matches past the newest thousand of a tab are
 *   not paged to (the export has them all): the page asks for a narrower search.
 */
import { sql, type Kysely } from "kysely";
import type { LeadForm } from "../../lib/inbox-paths.ts";
import { leadStatuses, type LeadStatus } from "../../lib/lead-status.ts";
import type { Database } from "../db/schema.ts";
import { leadsMatching, SHORT_SEARCH_WINDOW, searchNeedles, withStatus, type LeadFilter } from "./lead-filters.ts";
import { leadDb, leadTables, type ListCell } from "./lead-tables.ts";
import type { SearchTerm } from "./search-term.ts";

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
}

export type StatusCounts = Record<LeadStatus | "all", number>;

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

const emptyCounts = (): StatusCounts => Object.fromEntries([...leadStatuses, "all"].map((s) => [s, 0])) as StatusCounts;

/** Per status and in all, each counted up to the limit: every count reads at most that many index entries. */
async function cappedStatusCounts(db: Kysely<Database>, form: LeadForm): Promise<StatusCounts> {
  const ldb = leadDb(db);
  const table = leadTables[form].table;
  const one = sql<number>`1`.as("one");
  const capped = (status: LeadStatus | null) => {
    const rows = ldb.selectFrom(table).select(one).limit(INBOX_COUNT_LIMIT);
    // Statuses are our own constants: literals keep the union's first column typed on PostgreSQL.
    return sql`select ${sql.lit(status ?? "all")} as status, count(*) as n from (${status ? rows.where("status", "=", status) : rows}) as capped`;
  };
  const { rows } = await sql<{ status: string; n: number | string }>`${sql.join([null, ...leadStatuses].map(capped), sql` union all `)}`.execute(db);
  const counts = emptyCounts();
  for (const { status, n } of rows) counts[status as LeadStatus | "all"] = Number(n);
  return counts;
}

function listRow(form: LeadForm, row: Record<string, unknown> & { id: string; created_at: string; status: string; first_name: string; last_name: string; email: string; phone: string }): LeadListRow {
  return {
    id: row.id,
    createdAt: row.created_at,
    status: row.status,
    name: `${row.first_name} ${row.last_name}`.trim(),
    email: row.email,
    phone: row.phone,
    cells: leadTables[form].cellValues(row),
  };
}

const listColumns = (form: LeadForm) =>
  ["id", "created_at", "status", "first_name", "last_name", "email", "phone", ...leadTables[form].listColumns] as const;

/** Without a search, a page in the (status,) created_at, id index's order (exported for the query-plan test). */
export function browseQuery(db: Kysely<Database>, form: LeadForm, filter: LeadFilter, page: number) {
  return withStatus(leadDb(db).selectFrom(leadTables[form].table), filter)
    .select(listColumns(form))
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    // One more than a page: whether a next page exists, when the count stopped at the limit.
    .limit(INBOX_PAGE_SIZE + 1)
    .offset((page - 1) * INBOX_PAGE_SIZE);
}

/** Without a search: capped counts, and the page read in index order. */
async function browse(db: Kysely<Database>, form: LeadForm, filter: LeadFilter, requestedPage: number): Promise<LeadList> {
  const statusCounts = await cappedStatusCounts(db, form);
  const total = statusCounts[filter.status ?? "all"];
  const capped = total >= INBOX_COUNT_LIMIT;
  const readPage = (page: number) => browseQuery(db, form, filter, page).execute();

  let page = capped ? Math.max(1, requestedPage) : Math.min(Math.max(1, requestedPage), Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE)));
  let rows = await readPage(page);
  if (capped && rows.length === 0 && page > 1) {
    // A page past the end of a large inbox (an edited URL): the last page, which takes one exact count.
    page = Math.max(1, Math.ceil((await countLeads(db, form, filter)) / INBOX_PAGE_SIZE));
    rows = await readPage(page);
  }
  const hasNext = rows.length > INBOX_PAGE_SIZE;
  const pageCount = capped ? Math.max(Math.ceil(INBOX_COUNT_LIMIT / INBOX_PAGE_SIZE), page + (hasNext ? 1 : 0)) : Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE));
  return {
    rows: rows.slice(0, INBOX_PAGE_SIZE).map((row) => listRow(form, row)),
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
 * A search's matches through the index: id and status of each status's newest matches, up to
 * the count limit, newest first (exported for the query-plan test).
 */
export function searchMatchesQuery(db: Kysely<Database>, form: LeadForm, term: SearchTerm) {
  const ranked = leadsMatching(db, form, { status: null, search: term }).select((eb) => [
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

/** With a search: the search runs once (see the comment at the top). */
async function search(db: Kysely<Database>, form: LeadForm, filter: LeadFilter, requestedPage: number): Promise<LeadList> {
  const ldb = leadDb(db);
  const table = leadTables[form].table;
  const term = filter.search!;
  const matches = await searchMatchesQuery(db, form, term).execute();

  const statusCounts = emptyCounts();
  for (const { status } of matches) if (status in statusCounts) statusCounts[status as LeadStatus] += 1;
  statusCounts.all = Math.min(matches.length, INBOX_COUNT_LIMIT);
  // Each status holds its newest matches up to the limit, so the union's newest `limit` are every status's newest too.
  const inView = (filter.status ? matches.filter((m) => m.status === filter.status) : matches).slice(0, INBOX_COUNT_LIMIT);
  const total = filter.status ? statusCounts[filter.status] : statusCounts.all;
  const pageCount = Math.max(1, Math.ceil(inView.length / INBOX_PAGE_SIZE));
  const page = Math.min(Math.max(1, requestedPage), pageCount);
  const ids = inView.slice((page - 1) * INBOX_PAGE_SIZE, page * INBOX_PAGE_SIZE).map((m) => m.id);
  const rows = ids.length ? await ldb.selectFrom(table).select(listColumns(form)).where("id", "in", ids).execute() : [];
  const byId = new Map(rows.map((row) => [row.id, row]));

  return {
    rows: ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [listRow(form, row)] : [];
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

export async function listLeads(db: Kysely<Database>, form: LeadForm, filter: LeadFilter, requestedPage = 1): Promise<LeadList> {
  return filter.search ? search(db, form, filter, requestedPage) : browse(db, form, filter, requestedPage);
}
