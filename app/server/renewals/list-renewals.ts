/**
 * The Renewals view (docs/product.md#renewals): policies in force or pending that expire in the
 * next 30, 60 or 90 days (Las Vegas calendar, today included), soonest first, everyone's or
 * only those of the customers assigned to one person, a page at a time, with the counts of
 * the three windows for the tabs.
 */
import { emailSuppressedSql } from "../compliance/suppressions.ts";
import type { Kysely } from "kysely";
import { daysBetween, isReminderSentForTerm, RENEWALS_PAGE_SIZE, renewalViewStatuses, renewalWindows, windowEnd, type RenewalWindow } from "../../lib/renewals.ts";
import type { Database } from "../db/schema.ts";
import { unionOfBranches } from "../db/union-branches.ts";
import { literals } from "../db/literals.ts";
import { statementTemplate } from "../db/statement-template.ts";
import { clampPage } from "../paging.ts";
import { KeptWhileBookUnchanged } from "../policies/book-changes.ts";

export interface RenewalRow {
  policyId: string;
  customerId: string;
  customerName: string;
  line: string;
  carrier: string;
  policyNumber: string;
  status: string;
  /** YYYY-MM-DD */
  expirationDate: string;
  daysLeft: number;
  premiumCents: number | null;
  /** The customer's assigned staff member (display name, else email); null: nobody. */
  ownerName: string | null;
  /** The reminder email was queued for this term. */
  reminded: boolean;
  /** The customer stopped renewal reminder emails. */
  remindersStopped: boolean;
  /** The customer has no email address (no reminder can go). */
  noEmail: boolean;
}

export interface RenewalsQuery {
  /** Las Vegas calendar date, YYYY-MM-DD. */
  today: string;
  days: RenewalWindow;
  /** Only the policies of this person's customers ("Mine"); null: everyone's. */
  ownerId: string | null;
  page: number;
}

export interface RenewalsPage {
  rows: RenewalRow[];
  /** How many policies each window holds (same owner filter). */
  counts: Record<RenewalWindow, number>;
  page: number;
  pageCount: number;
}

/** The window's policies; joined to their customers only to filter by owner (counting and paging read the index alone). */
function renewalsBase(db: Kysely<Database>, query: Pick<RenewalsQuery, "today" | "ownerId">, lastDay: string, statuses: readonly string[] = renewalViewStatuses) {
  let base = db
    .selectFrom("policies")
    .where("policies.status", "in", literals(statuses))
    .where("policies.expiration_date", ">=", query.today)
    .where("policies.expiration_date", "<=", lastDay);
  if (query.ownerId) {
    const ownerId = query.ownerId;
    base = base.where((eb) => eb.exists(eb.selectFrom("customers").select("customers.id").whereRef("customers.id", "=", "policies.customer_id").where("customers.owner_id", "=", ownerId)));
  }
  return base;
}

/**
 * The page's ids, in order, from the index (status, expiration date, id; migration 0017): one
 * branch per status, each reading its own part of the index in order and stopping at the end of
 * the page, merged by the database. "status in (…) order by expiration_date" would read and
 * sort every policy of the window (thousands in a large book) for each page shown.
 * Exported for the query-plan test.
 */
export function renewalPageIdsQuery(db: Kysely<Database>, query: Pick<RenewalsQuery, "today" | "ownerId">, lastDay: string, page: number) {
  const offset = (page - 1) * RENEWALS_PAGE_SIZE;
  const branches = renewalViewStatuses.map((status) =>
    renewalsBase(db, query, lastDay, [status])
      .select(["policies.id", "policies.expiration_date"])
      .orderBy("policies.expiration_date")
      .orderBy("policies.id")
      .limit(offset + RENEWALS_PAGE_SIZE),
  );
  return unionOfBranches(db, branches)
    .orderBy("expiration_date")
    .orderBy("id")
    .limit(RENEWALS_PAGE_SIZE)
    .offset(offset);
}

const pageIdsStatement = statementTemplate((db: Kysely<Database>, v: { today: string; ownerId: string | null; lastDay: string; page: number }) =>
  renewalPageIdsQuery(db, { today: v.today, ownerId: v.ownerId }, v.lastDay, v.page),
);

/** The page's policies with their customer and owner. */
const pageDetailsStatement = statementTemplate((db: Kysely<Database>, { ids }: { ids: readonly string[] }) =>
  db
    .selectFrom("policies")
    .innerJoin("customers", "customers.id", "policies.customer_id")
    .leftJoin("user as owner", "owner.id", "customers.owner_id")
    .select([
      "policies.id as policy_id",
      "policies.line",
      "policies.carrier",
      "policies.policy_number",
      "policies.status",
      "policies.expiration_date",
      "policies.premium_cents",
      "policies.renewal_reminded_for",
      "customers.id as customer_id",
      "customers.name as customer_name",
      "customers.email as customer_email",
      "customers.renewal_emails_stopped_at",
      emailSuppressedSql("customers.email").as("email_opted_out"),
      "owner.name as owner_name",
      "owner.email as owner_email",
    ])
    .where("policies.id", "in", [...ids]),
);

/** By day and owner filter: everyone's and each person's "Mine". */
const keptCounts = new KeptWhileBookUnchanged<Record<RenewalWindow, number>>(100);

export async function listRenewals(db: Kysely<Database>, query: RenewalsQuery): Promise<RenewalsPage> {
  const widest = Math.max(...renewalWindows);
  const ends = Object.fromEntries(renewalWindows.map((d) => [d, windowEnd(query.today, d)])) as Record<RenewalWindow, string>;
  // Counting reads every policy of the widest window (thousands in a large book): kept while the book is unchanged.
  const counts = await keptCounts.get(db, `${query.today} ${query.ownerId ?? ""}`, async () => {
    // One read counts all three windows: each is a prefix of the widest.
    const countRow = await renewalsBase(db, query, ends[widest as RenewalWindow])
      .select((eb) =>
        renewalWindows.map((d) => eb.fn.sum<number | string | null>(eb.case().when("policies.expiration_date", "<=", ends[d]).then(1).else(0).end()).as(`in_${d}`)),
      )
      .executeTakeFirstOrThrow();
    return Object.fromEntries(renewalWindows.map((d) => [d, Number((countRow as Record<string, unknown>)[`in_${d}`] ?? 0)])) as Record<RenewalWindow, number>;
  });
  const total = counts[query.days];
  const { page, pageCount } = clampPage(total, query.page, RENEWALS_PAGE_SIZE);

  const pageIds = (await pageIdsStatement.rows(db, { today: query.today, ownerId: query.ownerId, lastDay: ends[query.days], page })).map((r) => r.id);
  const details = pageIds.length ? await pageDetailsStatement.rows(db, { ids: pageIds }) : [];
  const byId = new Map(details.map((row) => [row.policy_id, row]));
  const rows = pageIds.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));

  return {
    counts,
    page,
    pageCount,
    rows: rows.map((row) => ({
      policyId: row.policy_id,
      customerId: row.customer_id,
      customerName: row.customer_name,
      line: row.line,
      carrier: row.carrier,
      policyNumber: row.policy_number,
      status: row.status,
      expirationDate: row.expiration_date,
      daysLeft: daysBetween(query.today, row.expiration_date),
      premiumCents: row.premium_cents === null ? null : Number(row.premium_cents),
      ownerName: row.owner_email ? row.owner_name?.trim() || row.owner_email : null,
      reminded: isReminderSentForTerm(row.renewal_reminded_for, row.expiration_date),
      // Stopped for this customer, or the address opted out of reminder email (the preferences page, or staff).
      remindersStopped: row.renewal_emails_stopped_at !== null || Boolean(Number(row.email_opted_out)),
      noEmail: !row.customer_email,
    })),
  };
}
