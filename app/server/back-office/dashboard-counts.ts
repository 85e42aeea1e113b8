/**
 * The team dashboards' numbers: new records per inbox, the service center's open requests,
 * renewals due and book size, new accounts, emails that need attention.
 * Records and emails are counted up to DASHBOARD_COUNT_LIMIT: those tables grow with every
 * visitor's form, and a capped count reads at most that many index entries however large
 * they get ("100+" new quotes already says what the agency needs to know).
 */
import { sql, type Expression, type Kysely } from "kysely";
import { DASHBOARD_COUNT_LIMIT } from "../../lib/format.ts";
import { leadForms, type LeadForm } from "../../lib/inbox-paths.ts";
import { firstStage } from "../../lib/pipeline.ts";
import { BOOK_COUNT_LIMIT } from "../../lib/book-counts.ts";
import { lasVegasDate } from "../../lib/las-vegas-time.ts";
import { renewalViewStatuses, renewalWindows, windowEnd } from "../../lib/renewals.ts";
import { openServiceRequestStatuses } from "../../lib/service-requests.ts";
import type { Database } from "../db/schema.ts";
import { leadDb, leadTables } from "../inbox/lead-tables.ts";
import { KeptWhileBookUnchanged } from "../policies/book-changes.ts";

export interface DashboardCounts {
  /** Records in their form's first stage ("New", "Received" for claims) per inbox. */
  newLeads: Record<LeadForm, number>;
  /** Accounts created in the last NEW_ACCOUNT_DAYS days, and all accounts. */
  newAccounts: number;
  accounts: number;
  /** Emails that failed for good, and emails kept because SMTP is not configured. */
  failedEmails: number;
  unsentEmails: number;
  /** Service requests still being worked (received, in progress, needs info). */
  openServiceRequests: number;
  /** What the Renewals view lists in its first window (30 days, today included, Las Vegas dates). */
  renewalsDue: number;
  /** The book's size, counted up to BOOK_COUNT_LIMIT. */
  customers: number;
  policies: number;
}

export const NEW_ACCOUNT_DAYS = 7;

/** How many rows a query returns, for a query that caps itself with LIMIT (the database stops reading there). */
async function countRows(db: Kysely<Database>, cappedRows: Expression<unknown>): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from (${cappedRows}) as capped`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

const one = sql<number>`1`.as("one");

export async function dashboardCounts(db: Kysely<Database>, now = new Date()): Promise<DashboardCounts> {
  const newLeads = Object.fromEntries(
    await Promise.all(
      leadForms.map(async (form) => {
        const rows = leadDb(db).selectFrom(leadTables[form].table).select(one).where("status", "=", firstStage(form)).limit(DASHBOARD_COUNT_LIMIT);
        return [form, await countRows(db, rows)] as const;
      }),
    ),
  ) as Record<LeadForm, number>;

  const since = new Date(now.getTime() - NEW_ACCOUNT_DAYS * 86_400_000);
  const countUsers = async (from?: string) => {
    let query = db.selectFrom("user").select((eb) => eb.fn.countAll<number | string>().as("n"));
    // ISO text compares as text on SQLite and is read as a timestamp by PostgreSQL.
    if (from) query = query.where("created_at", ">=", from);
    return Number((await query.executeTakeFirstOrThrow()).n);
  };
  const [accounts, newAccounts] = await Promise.all([countUsers(), countUsers(since.toISOString())]);

  const emailsWithStatus = (status: "failed" | "not_sent") =>
    countRows(db, db.selectFrom("email_outbox").select(one).where("status", "=", status).limit(DASHBOARD_COUNT_LIMIT));
  const [failedEmails, unsentEmails] = await Promise.all([emailsWithStatus("failed"), emailsWithStatus("not_sent")]);

  // Each on its index: service_requests (status, …), the primary keys.
  const [openServiceRequests, book] = await Promise.all([
    countRows(db, db.selectFrom("service_requests").select(one).where("status", "in", [...openServiceRequestStatuses]).limit(DASHBOARD_COUNT_LIMIT)),
    bookCounts(db, lasVegasDate(now)),
  ]);
  return { newLeads, newAccounts, accounts, failedEmails, unsentEmails, openServiceRequests, ...book };
}

type BookCounts = Pick<DashboardCounts, "renewalsDue" | "customers" | "policies">;

/** By Las Vegas day, while the book is unchanged (book-changes.ts): up to 10,000 policies and customers read once, not on every visit. */
const keptBookCounts = new KeptWhileBookUnchanged<BookCounts>(4);

function bookCounts(db: Kysely<Database>, today: string): Promise<BookCounts> {
  return keptBookCounts.get(db, today, async () => {
    const horizon = windowEnd(today, renewalWindows[0]);
    // Each on its index: policies (status, expiration_date), the primary keys.
    const [renewalsDue, customers, policies] = await Promise.all([
      countRows(
        db,
        db.selectFrom("policies").select(one).where("status", "in", [...renewalViewStatuses]).where("expiration_date", ">=", today).where("expiration_date", "<=", horizon).limit(DASHBOARD_COUNT_LIMIT),
      ),
      countRows(db, db.selectFrom("customers").select(one).limit(BOOK_COUNT_LIMIT)),
      countRows(db, db.selectFrom("policies").select(one).limit(BOOK_COUNT_LIMIT)),
    ]);
    return { renewalsDue, customers, policies };
  });
}
