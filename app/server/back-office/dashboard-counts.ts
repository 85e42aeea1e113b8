/** The admin dashboard's numbers: new records per inbox, new accounts, emails that need attention. */
import type { Kysely } from "kysely";
import { leadForms, type LeadForm } from "../../lib/inbox-paths.ts";
import type { Database } from "../db/schema.ts";
import { leadDb, leadTables } from "../inbox/lead-tables.ts";

export interface DashboardCounts {
  /** Records with status "new" per inbox. */
  newLeads: Record<LeadForm, number>;
  /** Accounts created in the last NEW_ACCOUNT_DAYS days, and all accounts. */
  newAccounts: number;
  accounts: number;
  /** Emails that failed for good, and emails kept because SMTP is not configured. */
  failedEmails: number;
  unsentEmails: number;
}

export const NEW_ACCOUNT_DAYS = 7;

export async function dashboardCounts(db: Kysely<Database>, now = new Date()): Promise<DashboardCounts> {
  const newLeads = Object.fromEntries(
    await Promise.all(
      leadForms.map(async (form) => {
        const { n } = await leadDb(db)
          .selectFrom(leadTables[form].table)
          .select((eb) => eb.fn.countAll<number | string>().as("n"))
          .where("status", "=", "new")
          .executeTakeFirstOrThrow();
        return [form, Number(n)] as const;
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

  const emails = await db
    .selectFrom("email_outbox")
    .select((eb) => ["status", eb.fn.countAll<number | string>().as("n")])
    .where("status", "in", ["failed", "not_sent"])
    .groupBy("status")
    .execute();
  const byStatus = Object.fromEntries(emails.map((e) => [e.status, Number(e.n)]));
  return { newLeads, newAccounts, accounts, failedEmails: byStatus.failed ?? 0, unsentEmails: byStatus.not_sent ?? 0 };
}
