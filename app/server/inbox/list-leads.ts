/**
 * One page of an inbox: newest first, filtered by status and search, with the
 * number of records per status (for the status tabs, under the same search).
 */
import type { Kysely } from "kysely";
import type { LeadForm } from "../../lib/inbox-paths.ts";
import { leadStatuses, type LeadStatus } from "../../lib/lead-status.ts";
import type { Database } from "../db/schema.ts";
import { withFilter, withSearch, type LeadFilter } from "./lead-filters.ts";
import { leadDb, leadTables, type ListCell } from "./lead-tables.ts";

export const INBOX_PAGE_SIZE = 25;

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

export interface LeadList {
  rows: LeadListRow[];
  cells: readonly ListCell[];
  /** Records matching the whole filter. */
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
  /** Records per status under the current search ("all" is every status). */
  statusCounts: Record<LeadStatus | "all", number>;
}

/** A page number from a URL: 1 for anything that is not a positive whole number. */
export function parsePage(value: string | null | undefined): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** How many records match the whole filter. */
export async function countLeads(db: Kysely<Database>, form: LeadForm, filter: LeadFilter): Promise<number> {
  const { n } = await withFilter(leadDb(db).selectFrom(leadTables[form].table), form, filter)
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(n);
}

export async function listLeads(db: Kysely<Database>, form: LeadForm, filter: LeadFilter, requestedPage = 1): Promise<LeadList> {
  const config = leadTables[form];
  const ldb = leadDb(db);

  const grouped = await withSearch(ldb.selectFrom(config.table), form, filter)
    .select((eb) => ["status", eb.fn.countAll<number | string>().as("count")])
    .groupBy("status")
    .execute();
  const statusCounts = Object.fromEntries([...leadStatuses, "all"].map((s) => [s, 0])) as Record<LeadStatus | "all", number>;
  for (const { status, count } of grouped) {
    const n = Number(count);
    statusCounts.all += n;
    if (status in statusCounts) statusCounts[status as LeadStatus] += n;
  }
  const total = filter.status ? statusCounts[filter.status] : statusCounts.all;
  const pageCount = Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE));
  const page = Math.min(Math.max(1, requestedPage), pageCount);

  const rows = await withFilter(ldb.selectFrom(config.table), form, filter)
    .select(["id", "created_at", "status", "first_name", "last_name", "email", "phone", ...config.listColumns])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(INBOX_PAGE_SIZE)
    .offset((page - 1) * INBOX_PAGE_SIZE)
    .execute();

  return {
    rows: rows.map((row) => ({
      id: row.id,
      createdAt: row.created_at,
      status: row.status,
      name: `${row.first_name} ${row.last_name}`.trim(),
      email: row.email,
      phone: row.phone,
      cells: config.cellValues(row),
    })),
    cells: config.cells,
    total,
    page,
    pageCount,
    pageSize: INBOX_PAGE_SIZE,
    statusCounts,
  };
}
