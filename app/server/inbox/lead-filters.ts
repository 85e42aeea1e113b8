/**
 * The inbox's filters: what a URL asks for (parseInboxParams), what that means as a
 * LeadFilter (inboxFilter), and the filter as SQL, shared by the list, the stage counts
 * and the CSV export so that "the current filter" means the same thing everywhere.
 *
 * Every filter is one condition an index serves (docs/product.md#the-inbox-filters-people-bulk-actions):
 * stage (status, created_at, id), owner (owner_id, created_at, id) and with a stage
 * (owner_id, status, created_at), overdue (follow_up_at) and with an owner (owner_id,
 * follow_up_at), received dates (the created_at range), source (source_channel,
 * created_at), one row per person (person_latest, created_at, id) and with a stage
 * (person_latest, status, created_at, id). Combined, the database starts from one of
 * them and tests the others on the rows it reads; counts stay capped (list-leads.ts).
 *
 * The search matches a record when its `search_text` (migration 0008: name, email,
 * phone as typed and as digits, ZIP code or claim number, lower-cased, one per line)
 * contains the lower-cased term, or the term's digits when it looks like a phone number.
 * Finding those records uses each engine's trigram index: FTS5 (`trigram` tokenizer) on
 * SQLite, pg_trgm's GIN index on PostgreSQL. On SQLite the FTS match is a superset (it
 * folds non-ASCII case too), so the plain containment test runs on its candidates and
 * both engines answer what `lower(column) like '%term%'` answered before.
 *
 * A trigram index cannot look up a term of one or two characters. Such a term (a surname
 * like "Ng", a "_") searches the newest SHORT_SEARCH_WINDOW records of the form by
 * reading them: bounded work however large the table grows, and the page says so.
 */
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool, type Transaction } from "kysely";
import type { LeadForm } from "../../lib/inbox-paths.ts";
import { fromLasVegas, startOfLasVegasDay } from "../../lib/las-vegas-time.ts";
import { parseStageFilter, pipelines } from "../../lib/pipeline.ts";
import { isPostgres } from "../db/dialect.ts";
import type { Database } from "../db/schema.ts";
import { leadDb, leadTables, type AnyLeadColumns, type LeadTableName } from "./lead-tables.ts";
import { parseSearchTerm, type SearchTerm } from "./search-term.ts";

/** Records nobody owns, or one team member's (user.id). */
export type OwnerFilter = "unassigned" | { id: string };

export interface LeadFilter {
  /** A stage of the form's pipeline (app/lib/pipeline.ts); null: every stage. */
  status: string | null;
  /** null: no search. */
  search: SearchTerm | null;
  /** null: whoever owns it, or nobody. */
  owner: OwnerFilter | null;
  /** Open records (in none of the form's final stages) whose follow-up was due before this instant; null: no such filter. */
  overdue: { before: string; finalStages: readonly string[] } | null;
  /** Received at or after this instant (UTC ISO); null: no lower bound. */
  receivedFrom: string | null;
  /** Received before this instant (UTC ISO); null: no upper bound. */
  receivedBefore: string | null;
  /** The record's source_channel, exactly; null: any. */
  source: string | null;
  /** One row per person: only each person's newest record of the form (person_latest = 1). */
  people: boolean;
}

const noFilters = { owner: null, overdue: null, receivedFrom: null, receivedBefore: null, source: null, people: false } as const;

/** A filter of a stage and a search (and, optionally, the others). */
export function leadFilter(status: string | null, q: string | null | undefined, more: Partial<Omit<LeadFilter, "status" | "search">> = {}): LeadFilter {
  return { status, search: parseSearchTerm(q), ...noFilters, ...more };
}

/**
 * The filters as a URL carries them (and the filter form shows them), each already checked:
 * "" (or false) is "not set". A value that is not valid is dropped, never an error.
 */
export interface InboxParams {
  status: string;
  q: string;
  /** "me", "unassigned" or an active team member's id. */
  owner: string;
  overdue: boolean;
  /** Las Vegas dates, "2026-03-18", from ≤ to. */
  from: string;
  to: string;
  source: string;
  /** "people": one row per person. */
  view: "" | "people";
}

export const MAX_SOURCE_LENGTH = 80;

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && fromLasVegas(value, "00:00") !== null;

/** The inbox's URL parameters, checked (see InboxParams). `teamIds`: who may be chosen by name. */
export function parseInboxParams(form: LeadForm, search: URLSearchParams, teamIds: readonly string[]): InboxParams {
  const text = (name: string) => (search.get(name) ?? "").replace(/\p{Cc}/gu, "").trim();
  const owner = text("owner");
  let from = isDate(text("from")) ? text("from") : "";
  let to = isDate(text("to")) ? text("to") : "";
  if (from && to && from > to) [from, to] = [to, from];
  const source = text("source");
  return {
    status: parseStageFilter(form, search.get("status")) ?? "",
    q: parseSearchTerm(search.get("q"))?.text ?? "",
    owner: owner === "me" || owner === "unassigned" || teamIds.includes(owner) ? owner : "",
    overdue: ["1", "on", "true"].includes(text("overdue")),
    from,
    to,
    source: source.length <= MAX_SOURCE_LENGTH ? source : "",
    view: text("view") === "people" ? "people" : "",
  };
}

/** The calendar day after a "YYYY-MM-DD" date. */
function nextDate(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** What checked parameters mean for the person looking (`owner=me`) at this moment (overdue). */
export function inboxFilter(form: LeadForm, params: InboxParams, viewer: { id: string }, now = new Date()): LeadFilter {
  return {
    status: params.status || null,
    search: parseSearchTerm(params.q),
    owner: params.owner === "unassigned" ? "unassigned" : params.owner === "me" ? { id: viewer.id } : params.owner ? { id: params.owner } : null,
    overdue: params.overdue ? { before: now.toISOString(), finalStages: pipelines[form].filter((s) => s.final).map((s) => s.code) } : null,
    receivedFrom: params.from ? startOfLasVegasDay(params.from).toISOString() : null,
    receivedBefore: params.to ? startOfLasVegasDay(nextDate(params.to)).toISOString() : null,
    source: params.source || null,
    people: params.view === "people",
  };
}

/** Whether anything narrows the list (the page says "match these filters" rather than "yet"). */
export function isFiltered(filter: LeadFilter): boolean {
  return !!(filter.status || filter.search || filter.owner || filter.overdue || filter.receivedFrom || filter.receivedBefore || filter.source || filter.people);
}

export type SearchEngine = "sqlite" | "postgres";

export function engineOf(db: Kysely<Database> | Transaction<Database>): SearchEngine {
  return isPostgres(db) ? "postgres" : "sqlite";
}

/** How many of the newest records a term too short for a trigram index searches. */
export const SHORT_SEARCH_WINDOW = 5_000;

/** Terms with fewer characters than a trigram cannot use the index. */
const TRIGRAM = 3;

/** What a record's search_text must contain: the term (lower-case), or its digits. */
export interface SearchNeedles {
  text: string;
  digits: string | null;
  /** Too short for the trigram index: only the newest SHORT_SEARCH_WINDOW records are searched. */
  short: boolean;
}

export function searchNeedles(search: SearchTerm): SearchNeedles {
  const text = search.text.toLowerCase();
  // digitsPattern is "%<digits>%": digits only, nothing escaped.
  const digits = search.digitsPattern ? search.digitsPattern.slice(1, -1) : null;
  return { text, digits, short: [...text].length < TRIGRAM };
}

type Eb = ExpressionBuilder<Record<LeadTableName, AnyLeadColumns>, LeadTableName>;
type Condition = (eb: Eb) => Expression<SqlBool>;

/** The row test: search_text contains a needle. PostgreSQL's LIKE on search_text is what its trigram index serves. */
function containsNeedle(search: SearchTerm, needles: SearchNeedles, engine: SearchEngine): Expression<SqlBool>[] {
  if (engine === "postgres") {
    const patterns = [search.pattern, ...(search.digitsPattern ? [search.digitsPattern] : [])];
    return patterns.map((p) => sql<SqlBool>`${sql.ref("search_text")} like ${p} escape '\\'`);
  }
  return [needles.text, ...(needles.digits ? [needles.digits] : [])].map((n) => sql<SqlBool>`instr(${sql.ref("search_text")}, ${n}) > 0`);
}

/**
 * The newest SHORT_SEARCH_WINDOW records of the form, as a condition (the export tests it
 * within windows it has already bounded): every record from the one that many places back,
 * in the list's order; every record while the form has fewer.
 */
function inShortWindow(form: LeadForm): Condition {
  const table = leadTables[form].table;
  return (eb) => {
    const boundary = eb
      .selectFrom(table)
      .select(["created_at", "id"])
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(1)
      .offset(SHORT_SEARCH_WINDOW - 1);
    return eb.or([eb.not(eb.exists(boundary)), sql<SqlBool>`(${sql.ref("created_at")}, ${sql.ref("id")}) >= (${boundary})`]);
  };
}

/** An FTS5 query for these needles: each one a quoted phrase (a substring, for the trigram tokenizer). */
export function ftsQuery(needles: SearchNeedles): string {
  const phrase = (s: string) => `"${s.replaceAll('"', '""')}"`;
  return [needles.text, ...(needles.digits ? [needles.digits] : [])].map(phrase).join(" OR ");
}

/** The search through the engine's trigram index; for a short term, the containment test alone (see leadsMatching). */
function searchCondition(form: LeadForm, search: SearchTerm, engine: SearchEngine): Condition {
  const needles = searchNeedles(search);
  return (eb) => {
    const contains = eb.or(containsNeedle(search, needles, engine));
    if (needles.short || engine === "postgres") return contains;
    const fts = sql.table(`${leadTables[form].table}_search`);
    return eb.and([sql<SqlBool>`rowid in (select rowid from ${fts} where ${fts} match ${ftsQuery(needles)})`, contains]);
  };
}

/** The same search as a test of each row, without the index: for a range of rows already bounded (the export's windows). */
export function searchRowTest(form: LeadForm, search: SearchTerm, engine: SearchEngine): Condition {
  const needles = searchNeedles(search);
  return (eb) => {
    const contains = eb.or(containsNeedle(search, needles, engine));
    return needles.short ? eb.and([inShortWindow(form)(eb), contains]) : contains;
  };
}

type Filterable<Q> = { where(fn: Condition): Q };

/**
 * Applies every filter but the search (the one place each filter's rule is written as SQL).
 *
 * Overdue records are few (a final stage clears the follow-up), so with that filter the
 * follow-up index leads. SQLite's planner has no statistics: it is told the follow-up test is
 * rarely true (likelihood()), else it would read the whole list in order to find them; and it
 * would rather start from any equality (a stage, the source, person_latest), reading all of that
 * stage's records, so with overdue those are written as expressions no index serves
 * (`status || ''`, `person_latest + 0`): tests of the few rows the follow-up index finds. The
 * owner stays indexable: (owner_id, follow_up_at) serves both. PostgreSQL plans by its statistics.
 */
export function withFilters<Q extends Filterable<Q>>(query: Q, filter: LeadFilter, engine: SearchEngine): Q {
  const conditions: Condition[] = [];
  const { status, owner, overdue, receivedFrom, receivedBefore, source } = filter;
  const text = (column: "status" | "source_channel") => (overdue ? sql<string>`${sql.ref(column)} || ''` : sql.ref<string>(column));
  if (status) conditions.push((eb) => eb(text("status"), "=", status));
  if (owner === "unassigned") conditions.push((eb) => eb("owner_id", "is", null));
  else if (owner) conditions.push((eb) => eb("owner_id", "=", owner.id));
  if (overdue) {
    conditions.push((eb) =>
      eb.and([
        engine === "sqlite" ? sql<SqlBool>`likelihood(${sql.ref("follow_up_at")} < ${overdue.before}, 0.001)` : eb("follow_up_at", "<", overdue.before),
        ...(overdue.finalStages.length ? [eb("status", "not in", [...overdue.finalStages])] : []),
      ]),
    );
  }
  if (receivedFrom) conditions.push((eb) => eb("created_at", ">=", receivedFrom));
  if (receivedBefore) conditions.push((eb) => eb("created_at", "<", receivedBefore));
  if (source) conditions.push((eb) => eb(text("source_channel"), "=", source));
  if (filter.people) conditions.push((eb) => (overdue ? eb(sql<number>`${sql.ref("person_latest")} + 0`, "=", 1) : eb("person_latest", "=", 1)));
  return conditions.reduce((q, condition) => q.where(condition), query);
}

/** The columns withFilters tests besides status and created_at. */
const FILTERED_COLUMNS = ["owner_id", "follow_up_at", "source_channel", "person_latest"] as const;

/**
 * The form's records matching the whole filter, found through the search index (the list's
 * search and the counts). A short term reads the newest SHORT_SEARCH_WINDOW records in index
 * order, as a derived table named like the table; it holds id, status, created_at,
 * search_text and the columns the other filters test only. (As a condition, a bound computed in the query leaves PostgreSQL's planner
 * guessing how many rows it admits, and it chose to read the whole table.)
 */
export function leadsMatching(db: Kysely<Database>, form: LeadForm, filter: LeadFilter) {
  const ldb = leadDb(db);
  const table = leadTables[form].table;
  const search = filter.search;
  let from = ldb.selectFrom(table);
  if (search && searchNeedles(search).short) {
    const newest = ldb
      .selectFrom(table)
      .select(["id", "status", "created_at", "search_text", ...FILTERED_COLUMNS])
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(SHORT_SEARCH_WINDOW);
    from = ldb.selectFrom(newest.as(table)) as unknown as typeof from;
  }
  return withFilters(search ? from.where(searchCondition(form, search, engineOf(db))) : from, filter, engineOf(db));
}
