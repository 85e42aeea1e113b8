/**
 * A campaign's report (docs/product.md#the-campaigns-pages): every send, newest first, 50 to a
 * page, with its person, what the send did, the email's state in the outbox, and what came of it
 * within REPORT_OUTCOME_DAYS (60) after the send; above them, the totals per status and per
 * outcome over every send. An outcome is an event after the send's instant and at most 60 days
 * later (both UTC ISO text, compared as text on both engines):
 * - replied: the customer opened a service request or wrote in one, or the address sent any
 *   website form;
 * - quote requested: a quote, pay-per-mile or coverage review request from the address;
 * - renewed: a renewed term of one of the customer's policies (policy_renewals.recorded_at);
 * - won: a quote, pay-per-mile or coverage review from the address moved to Won (closed_at),
 *   or a new policy for the customer (policies.created_at).
 * Addresses match case-insensitively. A send without an address or customer can only have the
 * outcomes its other half allows.
 */
import { sql, type Kysely, type RawBuilder } from "kysely";
import { CAMPAIGN_REPORT_PAGE_SIZE, REPORT_OUTCOME_DAYS, type CampaignOutcome } from "../../lib/campaign-form-fields.ts";
import type { CampaignSendStatus } from "../../lib/campaigns.ts";
import { isLocale, type Locale } from "../../lib/i18n/locale.ts";
import { leadForms, type LeadForm } from "../../lib/inbox-paths.ts";
import { isPostgres } from "../db/dialect.ts";
import type { Database, EmailStatus } from "../db/schema.ts";
import { emptySendCounts } from "./campaign-store.ts";
import { clampPage } from "../paging.ts";

export interface CampaignReportRow {
  id: string;
  /** When the send happened (campaign_sends.created_at). */
  sentAt: string;
  name: string;
  email: string | null;
  language: Locale;
  status: CampaignSendStatus | string;
  customerId: string | null;
  lead: { form: LeadForm; id: string } | null;
  /** The outbox's state of the email it queued; null when it queued none (or the row is gone). */
  emailStatus: EmailStatus | null;
  outcomes: Record<CampaignOutcome, boolean>;
}

export interface CampaignReport {
  total: number;
  statuses: Record<CampaignSendStatus, number>;
  outcomes: Record<CampaignOutcome, number>;
  rows: CampaignReportRow[];
  page: number;
  pageCount: number;
}

const outcomeKeys: CampaignOutcome[] = ["replied", "quoteRequested", "renewed", "won"];

/** The lead tables of each outcome that an address can reach. */
const everyFormTable = ["quote_requests", "claims", "job_applications", "pay_per_mile_quotes", "coverage_reviews", "contact_messages"] as const;
const quoteTables = ["quote_requests", "pay_per_mile_quotes", "coverage_reviews"] as const;

/**
 * The last instant of a send's window, as ISO text like the stored timestamps: SQLite's
 * strftime and PostgreSQL's to_char write the same "YYYY-MM-DDTHH:MM:SS.SSSZ".
 */
function windowEnd(db: Kysely<Database>): RawBuilder<string> {
  if (isPostgres(db)) {
    return sql<string>`to_char((s.created_at::timestamptz + ${sql.raw(`interval '${REPORT_OUTCOME_DAYS * 24} hours'`)}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  }
  return sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', s.created_at, ${`+${REPORT_OUTCOME_DAYS} days`})`;
}

/** Each outcome as a SQL condition on the send `s`. */
function outcomeConditions(db: Kysely<Database>): Record<CampaignOutcome, RawBuilder<boolean>> {
  const end = windowEnd(db);
  const within = (column: string) => sql`${sql.ref(column)} > s.created_at and ${sql.ref(column)} <= ${end}`;
  const fromAddress = (table: string, extra: RawBuilder<unknown> = sql`1 = 1`, at = "created_at") =>
    sql`exists (select 1 from ${sql.table(table)} l where lower(l.email) = lower(s.recipient_email) and ${within(`l.${at}`)} and ${extra})`;
  const anyOf = (parts: RawBuilder<unknown>[]) => sql.join(parts, sql` or `);

  const replied = sql<boolean>`(
    exists (select 1 from service_requests r where r.customer_id = s.customer_id and ${within("r.created_at")})
    or exists (select 1 from service_messages m inner join service_requests r on r.id = m.request_id
               where r.customer_id = s.customer_id and m.author_kind = 'customer' and ${within("m.created_at")})
    or (s.recipient_email is not null and (${anyOf(everyFormTable.map((table) => fromAddress(table)))}))
  )`;
  const quoteRequested = sql<boolean>`(s.recipient_email is not null and (${anyOf(quoteTables.map((table) => fromAddress(table)))}))`;
  const renewed = sql<boolean>`exists (select 1 from policy_renewals pr where pr.customer_id = s.customer_id and ${within("pr.recorded_at")})`;
  const won = sql<boolean>`(
    (s.recipient_email is not null and (${anyOf(quoteTables.map((table) => fromAddress(table, sql`l.status = 'won'`, "closed_at")))}))
    or exists (select 1 from policies p where p.customer_id = s.customer_id and ${within("p.created_at")})
  )`;
  return { replied, quoteRequested, renewed, won };
}

const flag = (condition: RawBuilder<boolean>) => sql<number>`case when ${condition} then 1 else 0 end`;

export async function getCampaignReport(db: Kysely<Database>, campaignId: string, { page: requested = 1 }: { page?: number } = {}): Promise<CampaignReport> {
  const conditions = outcomeConditions(db);
  const [statusRows, totalsRow] = await Promise.all([
    db
      .selectFrom("campaign_sends")
      .select((eb) => ["status", eb.fn.countAll<string | number>().as("count")])
      .where("campaign_id", "=", campaignId)
      .groupBy("status")
      .execute(),
    db
      .selectFrom("campaign_sends as s")
      .select([
        sql<string | number>`count(*)`.as("total"),
        ...outcomeKeys.map((key) => sql<string | number | null>`sum(${flag(conditions[key])})`.as(key)),
      ])
      .where("s.campaign_id", "=", campaignId)
      .executeTakeFirstOrThrow(),
  ]);
  const statuses = emptySendCounts();
  for (const row of statusRows) {
    if (row.status in statuses) statuses[row.status as CampaignSendStatus] += Number(row.count);
  }
  const total = Number(totalsRow.total);
  const totals = totalsRow as unknown as Record<CampaignOutcome, string | number | null>;
  const outcomes = Object.fromEntries(outcomeKeys.map((key) => [key, Number(totals[key] ?? 0)])) as Record<CampaignOutcome, number>;

  const { page, pageCount } = clampPage(total, requested, CAMPAIGN_REPORT_PAGE_SIZE);
  const sends = await db
    .selectFrom("campaign_sends as s")
    .leftJoin("email_outbox as e", "e.id", "s.email_id")
    .leftJoin("customers as c", "c.id", "s.customer_id")
    .select(["s.id", "s.created_at", "s.recipient_name", "s.recipient_email", "s.language", "s.status", "s.customer_id", "s.lead_form", "s.lead_id", "e.status as email_status", "c.name as customer_name"])
    .where("s.campaign_id", "=", campaignId)
    .orderBy("s.created_at", "desc")
    .orderBy("s.id", "desc")
    .limit(CAMPAIGN_REPORT_PAGE_SIZE)
    .offset((page - 1) * CAMPAIGN_REPORT_PAGE_SIZE)
    .execute();

  // The outcomes of this page's sends only: each is a few index lookups.
  const flags = new Map<string, Record<CampaignOutcome, boolean>>();
  if (sends.length) {
    const rows = await db
      .selectFrom("campaign_sends as s")
      .select(["s.id", ...outcomeKeys.map((key) => flag(conditions[key]).as(key))])
      .where("s.id", "in", sends.map((s) => s.id))
      .execute();
    for (const row of rows) {
      const values = row as unknown as Record<CampaignOutcome, number | string>;
      flags.set(row.id, Object.fromEntries(outcomeKeys.map((key) => [key, Number(values[key]) === 1])) as Record<CampaignOutcome, boolean>);
    }
  }

  return {
    total,
    statuses,
    outcomes,
    page,
    pageCount,
    rows: sends.map((s) => ({
      id: s.id,
      sentAt: s.created_at,
      name: s.recipient_name || s.customer_name || s.recipient_email || "Someone",
      email: s.recipient_email,
      language: isLocale(s.language) ? s.language : "en",
      status: s.status,
      customerId: s.customer_id,
      lead: s.lead_form && s.lead_id && (leadForms as readonly string[]).includes(s.lead_form) ? { form: s.lead_form as LeadForm, id: s.lead_id } : null,
      emailStatus: (s.email_status as EmailStatus | null) ?? null,
      outcomes: flags.get(s.id) ?? { replied: false, quoteRequested: false, renewed: false, won: false },
    })),
  };
}
