/**
 * The inbox's filters as SQL, shared by the list, the status counts and the CSV
 * export so that "the current filter" means the same thing everywhere.
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
import type { LeadStatus } from "../../lib/lead-status.ts";
import { isPostgres } from "../db/dialect.ts";
import type { Database } from "../db/schema.ts";
import { leadDb, leadTables, type AnyLeadColumns, type LeadTableName } from "./lead-tables.ts";
import { parseSearchTerm, type SearchTerm } from "./search-term.ts";

export interface LeadFilter {
  /** null: every status. */
  status: LeadStatus | null;
  /** null: no search. */
  search: SearchTerm | null;
}

export function leadFilter(status: LeadStatus | null, q: string | null | undefined): LeadFilter {
  return { status, search: parseSearchTerm(q) };
}

export type SearchEngine = "sqlite" | "postgres";

export function engineOf(db: Kysely<Database> | Transaction<Database>): SearchEngine {
  return isPostgres(db as unknown as Kysely<unknown>) ? "postgres" : "sqlite";
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

/** Applies the status (not the search). */
export function withStatus<Q extends Filterable<Q>>(query: Q, filter: LeadFilter): Q {
  const status = filter.status;
  return status ? query.where((eb) => eb("status", "=", status)) : query;
}

/**
 * The form's records matching the whole filter, found through the search index (the list's
 * search and the counts). A short term reads the newest SHORT_SEARCH_WINDOW records in index
 * order, as a derived table named like the table; it holds id, status, created_at and
 * search_text only. (As a condition, a bound computed in the query leaves PostgreSQL's planner
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
      .select(["id", "status", "created_at", "search_text"])
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(SHORT_SEARCH_WINDOW);
    from = ldb.selectFrom(newest.as(table)) as unknown as typeof from;
  }
  return withStatus(search ? from.where(searchCondition(form, search, engineOf(db))) : from, filter);
}
