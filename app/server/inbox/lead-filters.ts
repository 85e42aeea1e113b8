/**
 * The inbox's filters as SQL, shared by the list, the status counts and the CSV
 * export so that "the current filter" means the same thing everywhere.
 */
import { sql, type ExpressionBuilder, type Expression, type SqlBool } from "kysely";
import type { LeadForm } from "../../lib/inbox-paths.ts";
import type { LeadStatus } from "../../lib/lead-status.ts";
import { leadTables, type AnyLeadColumns, type LeadTableName } from "./lead-tables.ts";
import { parseSearchTerm, type SearchTerm } from "./search-term.ts";
import { lowerLike } from "../db/like.ts";

export interface LeadFilter {
  /** null: every status. */
  status: LeadStatus | null;
  /** null: no search. */
  search: SearchTerm | null;
}

export function leadFilter(status: LeadStatus | null, q: string | null | undefined): LeadFilter {
  return { status, search: parseSearchTerm(q) };
}

type Eb = ExpressionBuilder<Record<LeadTableName, AnyLeadColumns>, LeadTableName>;

/** The phone column without its punctuation: "(702) 555-0123" → "7025550123". */
const phoneDigits = sql`replace(replace(replace(replace(replace(${sql.ref("phone")}, '(', ''), ')', ''), '-', ''), ' ', ''), '.', '')`;

export function searchCondition(form: LeadForm, search: SearchTerm): (eb: Eb) => Expression<SqlBool> {
  return (eb) => {
    const conditions: Expression<SqlBool>[] = [
      lowerLike("first_name", search.pattern),
      lowerLike("last_name", search.pattern),
      sql<SqlBool>`lower(${sql.ref("first_name")} || ' ' || ${sql.ref("last_name")}) like ${search.pattern} escape '\\'`,
      lowerLike("email", search.pattern),
      lowerLike("phone", search.pattern),
      ...leadTables[form].searchColumns.map((column) => lowerLike(column, search.pattern)),
    ];
    if (search.digitsPattern) conditions.push(sql<SqlBool>`${phoneDigits} like ${search.digitsPattern}`);
    return eb.or(conditions);
  };
}

/** Applies the search (not the status) to a query on the form's table. */
export function withSearch<Q extends { where(fn: (eb: Eb) => Expression<SqlBool>): Q }>(query: Q, form: LeadForm, filter: LeadFilter): Q {
  return filter.search ? query.where(searchCondition(form, filter.search)) : query;
}

/** Applies the search and the status. */
export function withFilter<Q extends { where(fn: (eb: Eb) => Expression<SqlBool>): Q }>(query: Q, form: LeadForm, filter: LeadFilter): Q {
  const searched = withSearch(query, form, filter);
  const status = filter.status;
  return status ? searched.where((eb) => eb("status", "=", status)) : searched;
}
