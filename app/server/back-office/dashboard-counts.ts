/**
 * The admin dashboard's numbers: new records per inbox, new accounts, emails that need attention.
 * Records and emails are counted up to DASHBOARD_COUNT_LIMIT: those tables grow with every
 * visitor's form, and a capped count reads at most that many index entries however large
 * they get ("100+" new quotes already says what the agency needs to know).
 */
import { sql, type Expression, type Kysely } from "kysely";
import { DASHBOARD_COUNT_LIMIT } from "../../lib/format.ts";
import { leadForms, type LeadForm } from "../../lib/inbox-paths.ts";
import { firstStage } from "../../lib/pipeline.ts";
import type { Database } from "../db/schema.ts";
import { leadDb, leadTables } from "../inbox/lead-tables.ts";

export interface DashboardCounts {
  /** Records in their form's first stage ("New", "Received" for claims) per inbox. */
  newLeads: Record<LeadForm, number>;
  /** Accounts created in the last NEW_ACCOUNT_DAYS days, and all accounts. */
  newAccounts: number;
  accounts: number;
  /** Emails that failed for good, and emails kept because SMTP is not configured. */
  failedEmails: number;
  unsentEmails: number;
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
  return { newLeads, newAccounts, accounts, failedEmails, unsentEmails };
}
