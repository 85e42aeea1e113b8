/**
 * Who a campaign reaches at a moment (docs/product.md#campaigns): its trigger's occurrences that
 * are due (each with a key that names it once: a policy's term, a request, a won lead, a
 * customer on a fixed date), narrowed by the audience's filters, not yet handled by this
 * campaign, with what the send rules need to know of each person (email, opt-out, consent).
 *
 * When: an occurrence is due from the campaign's send hour (Las Vegas) on its day — the event's
 * day plus (after) or minus (before) the offset — and stays due CAMPAIGN_GRACE_DAYS days more, so
 * a server down over a weekend still sends; older occurrences are never picked up (starting a
 * campaign does not mail last year's events).
 */
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from "kysely";
import { CAMPAIGN_GRACE_DAYS, type CampaignSendStatus } from "../../lib/campaigns.ts";
import { lasVegasDate, lasVegasParts, startOfLasVegasDay } from "../../lib/las-vegas-time.ts";
import { isLocale, type Locale } from "../../lib/i18n/locale.ts";
import { addDays, isCalendarDate } from "../../lib/renewals.ts";
import type { Agency } from "../../config/agency.ts";
import { marketingConsentSql, marketingEmailConsentSql } from "../compliance/marketing-consent.ts";
import { emailSuppressedSql, phoneFlagsFor } from "../compliance/suppressions.ts";
import type { Database } from "../db/schema.ts";
import { getMarketingMonthlyCap, marketingSentThisMonth } from "./marketing-cap.ts";
import { makesTask, sendsEmail, type Campaign } from "./campaign-row.ts";
import { mergeValuesFor, type MergeValues } from "./campaign-message.ts";

/** The sales forms whose records end "won" (app/lib/pipeline.ts). */
const WON_LEAD_TABLES = [
  { form: "quotes", table: "quote_requests" },
  { form: "pay-per-mile", table: "pay_per_mile_quotes" },
  { form: "coverage-reviews", table: "coverage_reviews" },
] as const;

/** Statuses of a policy the customer holds (the "has / lacks a line" filters, a season's message). */
const HELD_POLICY_STATUSES = ["active", "pending"];

/** One due occurrence and its person, as the send rules read it. */
export interface Occurrence {
  key: string;
  customerId: string | null;
  policyId: string | null;
  lead: { form: string; id: string } | null;
  fullName: string;
  email: string | null;
  phone: string | null;
  language: Locale;
  ownerId: string | null;
  policy: { line: string; carrier: string; policyNumber: string; expirationDate: string } | null;
  /** The address stopped marketing and reminder email (the suppression list). */
  emailStopped: boolean;
  /** The customer stopped renewal reminders (their renewal emails' own link). */
  renewalsStopped: boolean;
  /** A marketing consent that names email / any marketing consent (calls and texts). */
  emailConsent: boolean;
  anyConsent: boolean;
}

/** The Las Vegas days whose occurrences are due at `now`, or null when none are (before the send hour on day one). */
export function dueDays(campaign: Pick<Campaign, "sendHour">, now: Date): { first: string; last: string } {
  const today = lasVegasDate(now);
  const last = lasVegasParts(now).hour >= campaign.sendHour ? today : addDays(today, -1);
  return { first: addDays(today, -CAMPAIGN_GRACE_DAYS), last };
}

/** The days an event must have happened on for its occurrence to be due in `days`. */
export function eventDays(campaign: Pick<Campaign, "trigger" | "offsetDays">, days: { first: string; last: string }): { first: string; last: string } {
  const before = campaign.trigger === "renewal_due" || campaign.trigger === "policy_anniversary";
  const shift = before ? campaign.offsetDays : -campaign.offsetDays;
  return { first: addDays(days.first, shift), last: addDays(days.last, shift) };
}

/** The effective dates whose anniversary falls within the days (1 to 60 years back; 29 February only in leap years). */
export function anniversarySourceDates(days: { first: string; last: string }): string[] {
  const dates: string[] = [];
  for (let day = days.first; day <= days.last; day = addDays(day, 1)) {
    for (let years = 1; years <= 60; years++) {
      const source = `${String(Number(day.slice(0, 4)) - years).padStart(4, "0")}${day.slice(4)}`;
      if (isCalendarDate(source)) dates.push(source);
    }
  }
  return dates;
}

const bool = (value: unknown) => value === true || Number(value) === 1;

type CustomerTables = Database & { c: Database["customers"] };

/** The audience's filters on the customer `c` (and its occurrence's policy `p` when there is one). */
function customerAudience(eb: ExpressionBuilder<CustomerTables, "c">, campaign: Campaign, policyAlias: "p" | null): Expression<SqlBool> {
  const { audience } = campaign;
  const conditions: Expression<SqlBool>[] = [];
  const held = (lines: string[]) =>
    eb.exists(
      eb
        .selectFrom("policies as held")
        .select(sql.lit(1).as("one"))
        .whereRef("held.customer_id", "=", "c.id")
        .where("held.status", "in", HELD_POLICY_STATUSES)
        .where("held.line", "in", lines),
    );
  const carriers = audience.carriers.map((carrier) => carrier.trim().toLowerCase()).filter(Boolean);
  if (policyAlias) {
    if (audience.lines.length) conditions.push(sql<SqlBool>`p.line in (${sql.join(audience.lines)})`);
    if (carriers.length) conditions.push(sql<SqlBool>`lower(p.carrier) in (${sql.join(carriers)})`);
  } else {
    if (audience.lines.length) conditions.push(held(audience.lines));
    if (carriers.length)
      conditions.push(
        eb.exists(
          eb
            .selectFrom("policies as held")
            .select(sql.lit(1).as("one"))
            .whereRef("held.customer_id", "=", "c.id")
            .where("held.status", "in", HELD_POLICY_STATUSES)
            .where(sql<string>`lower(held.carrier)`, "in", carriers),
        ),
      );
  }
  if (audience.hasLines.length) conditions.push(held(audience.hasLines));
  if (audience.lacksLines.length) conditions.push(eb.not(held(audience.lacksLines)));
  if (audience.languages.length) conditions.push(eb("c.language", "in", audience.languages));
  if (audience.ownerIds.length) conditions.push(eb("c.owner_id", "in", audience.ownerIds));
  return eb.and(conditions);
}

/** Not handled yet by this campaign. */
function notHandled(campaignId: string, key: Expression<string>) {
  return sql<SqlBool>`not exists (select 1 from campaign_sends where campaign_sends.campaign_id = ${campaignId} and campaign_sends.occurrence_key = ${key})`;
}

/** The columns every customer occurrence reads. */
const customerColumns = () => [
  "c.id as customer_id",
  "c.kind",
  "c.name",
  "c.contact_name",
  "c.email",
  "c.phone",
  "c.language",
  "c.owner_id",
  sql<unknown>`${emailSuppressedSql("c.email")}`.as("email_stopped"),
  sql<unknown>`case when c.renewal_emails_stopped_at is null then 0 else 1 end`.as("renewals_stopped"),
  sql<unknown>`${marketingEmailConsentSql("c.email")}`.as("email_consent"),
  sql<unknown>`${marketingConsentSql("c.email")}`.as("any_consent"),
] as const;

/** The occurrence's policy `p`, for the merge fields. */
const policyColumns = ["p.id as policy_id", "p.line", "p.carrier", "p.policy_number", "p.expiration_date"] as const;

interface CustomerRow {
  customer_id: string;
  kind: string;
  name: string;
  contact_name: string | null;
  email: string | null;
  phone: string | null;
  language: string;
  owner_id: string | null;
  email_stopped: unknown;
  renewals_stopped: unknown;
  email_consent: unknown;
  any_consent: unknown;
}

function fromCustomer(row: CustomerRow & { key: string; policy_id?: string | null }, policy: Occurrence["policy"]): Occurrence {
  return {
    key: row.key,
    customerId: row.customer_id,
    policyId: row.policy_id ?? null,
    lead: null,
    fullName: (row.kind === "business" && row.contact_name?.trim()) || row.name,
    email: row.email?.trim() || null,
    phone: row.phone,
    language: isLocale(row.language) ? row.language : "en",
    ownerId: row.owner_id,
    policy,
    emailStopped: bool(row.email_stopped),
    renewalsStopped: bool(row.renewals_stopped),
    emailConsent: bool(row.email_consent),
    anyConsent: bool(row.any_consent),
  };
}

/** The occurrences of a policy trigger (renewal due, anniversary, first policy) whose policy `p` matches `which`. */
async function policyOccurrences(
  db: Kysely<Database>,
  campaign: Campaign,
  key: Expression<string>,
  which: (eb: ExpressionBuilder<CustomerTables & { p: Database["policies"] }, "c" | "p">) => Expression<SqlBool>,
  limit: number,
  /** The event's date: occurrences are handled (and previewed) soonest first, then by name. */
  orderBy: "p.expiration_date" | "p.effective_date",
): Promise<Occurrence[]> {
  const rows = await db
    .selectFrom("policies as p")
    .innerJoin("customers as c", "c.id", "p.customer_id")
    .select([...customerColumns(), sql<string>`${key}`.as("key"), ...policyColumns])
    .where(which)
    .where((eb) => customerAudience(eb as unknown as ExpressionBuilder<CustomerTables, "c">, campaign, "p"))
    .where(notHandled(campaign.id, key))
    .orderBy(orderBy)
    .orderBy("c.name")
    .orderBy("p.id")
    .limit(limit)
    .execute();
  return rows.map((row) =>
    fromCustomer(row as unknown as CustomerRow & { key: string; policy_id: string }, {
      line: row.line,
      carrier: row.carrier,
      policyNumber: row.policy_number,
      expirationDate: row.expiration_date,
    }),
  );
}

/** The occurrences due at `now`, at most `limit`, not yet handled by the campaign (whatever its status). */
export async function dueOccurrences(db: Kysely<Database>, campaign: Campaign, now: Date, limit: number): Promise<Occurrence[]> {
  const days = dueDays(campaign, now);
  if (days.last < days.first) return [];
  const events = eventDays(campaign, days);
  switch (campaign.trigger) {
    case "renewal_due":
      return policyOccurrences(db, campaign, sql<string>`'renewal:' || p.id || ':' || p.expiration_date`, (eb) =>
        eb.and([eb("p.status", "=", "active"), eb("p.expiration_date", ">=", events.first), eb("p.expiration_date", "<=", events.last)]),
      limit, "p.expiration_date");
    case "policy_anniversary": {
      const sources = anniversarySourceDates(events);
      if (!sources.length) return [];
      // The anniversary this occurrence is for: the year of the due window's days, the policy's month and day.
      return policyOccurrences(db, campaign, sql<string>`'anniversary:' || p.id || ':' || ${events.last.slice(0, 4)}`, (eb) =>
        eb.and([eb("p.status", "=", "active"), eb("p.effective_date", "in", sources)]),
      limit, "p.effective_date");
    }
    case "first_policy":
      // A new customer: this is their earliest policy, and none of theirs has renewed a term yet.
      return policyOccurrences(db, campaign, sql<string>`'first:' || c.id`, (eb) =>
        eb.and([
          eb("p.status", "in", HELD_POLICY_STATUSES),
          eb("p.effective_date", ">=", events.first),
          eb("p.effective_date", "<=", events.last),
          eb.not(
            eb.exists(
              eb
                .selectFrom("policies as earlier")
                .select(sql.lit(1).as("one"))
                .whereRef("earlier.customer_id", "=", "p.customer_id")
                .where((inner) =>
                  inner.or([
                    inner("earlier.effective_date", "<", inner.ref("p.effective_date")),
                    inner.and([inner("earlier.effective_date", "=", inner.ref("p.effective_date")), inner("earlier.id", "<", inner.ref("p.id"))]),
                  ]),
                ),
            ),
          ),
          eb.not(eb.exists(eb.selectFrom("policy_renewals as r").select(sql.lit(1).as("one")).whereRef("r.customer_id", "=", "p.customer_id"))),
        ]),
      limit, "p.effective_date");
    case "request_completed":
      return requestOccurrences(db, campaign, events, limit);
    case "lead_won":
      return wonLeadOccurrences(db, campaign, events, limit);
    case "fixed_date":
      return fixedDateOccurrences(db, campaign, days, limit);
  }
}

/** The UTC instants bounding Las Vegas days `first` to `last`, both whole. */
function instants(days: { first: string; last: string }): { from: string; until: string } {
  return { from: startOfLasVegasDay(days.first).toISOString(), until: startOfLasVegasDay(addDays(days.last, 1)).toISOString() };
}

async function requestOccurrences(db: Kysely<Database>, campaign: Campaign, events: { first: string; last: string }, limit: number): Promise<Occurrence[]> {
  const { from, until } = instants(events);
  const key = sql<string>`'request:' || r.id`;
  const rows = await db
    .selectFrom("service_requests as r")
    .innerJoin("customers as c", "c.id", "r.customer_id")
    .leftJoin("policies as p", "p.id", "r.policy_id")
    .select([...customerColumns(), sql<string>`${key}`.as("key"), ...policyColumns])
    .where("r.status", "=", "completed")
    .where("r.closed_at", ">=", from)
    .where("r.closed_at", "<", until)
    .where((eb) => customerAudience(eb as unknown as ExpressionBuilder<CustomerTables, "c">, campaign, null))
    .where(notHandled(campaign.id, key))
    .orderBy("r.closed_at")
    .orderBy("r.id")
    .limit(limit)
    .execute();
  return rows.map((row) =>
    fromCustomer(
      row as unknown as CustomerRow & { key: string; policy_id: string | null },
      row.policy_id && row.line && row.carrier && row.policy_number && row.expiration_date
        ? { line: row.line, carrier: row.carrier, policyNumber: row.policy_number, expirationDate: row.expiration_date }
        : null,
    ),
  );
}

async function fixedDateOccurrences(db: Kysely<Database>, campaign: Campaign, days: { first: string; last: string }, limit: number): Promise<Occurrence[]> {
  const date = campaign.fixedDate;
  if (!date || date < days.first || date > days.last) return [];
  const key = sql<string>`${`fixed:${date}:`} || c.id`;
  const rows = await db
    .selectFrom("customers as c")
    .select([...customerColumns(), sql<string>`${key}`.as("key")])
    // A season's message goes to the book: customers holding a policy.
    .where((eb) =>
      eb.exists(eb.selectFrom("policies as held").select(sql.lit(1).as("one")).whereRef("held.customer_id", "=", "c.id").where("held.status", "in", HELD_POLICY_STATUSES)),
    )
    .where((eb) => customerAudience(eb as unknown as ExpressionBuilder<CustomerTables, "c">, campaign, null))
    .where(notHandled(campaign.id, key))
    .orderBy("c.name")
    .orderBy("c.id")
    .limit(limit)
    .execute();
  return rows.map((row) => fromCustomer(row as unknown as CustomerRow & { key: string }, null));
}

/**
 * Won leads of the three sales forms. The audience's line and carrier are the won policy's; its
 * language and owner the record's. "Has / lacks a line" speak of a customer's book and do not
 * narrow leads.
 */
async function wonLeadOccurrences(db: Kysely<Database>, campaign: Campaign, events: { first: string; last: string }, limit: number): Promise<Occurrence[]> {
  const { from, until } = instants(events);
  const { audience } = campaign;
  const carriers = audience.carriers.map((carrier) => carrier.trim().toLowerCase()).filter(Boolean);
  const found: Occurrence[] = [];
  for (const { form, table } of WON_LEAD_TABLES) {
    if (found.length >= limit) break;
    const key = sql<string>`${`lead:${form}:`} || l.id`;
    const rows = await db
      .selectFrom(`${table} as l` as "quote_requests as l")
      .select([
        sql<string>`${key}`.as("key"),
        "l.id",
        "l.first_name",
        "l.last_name",
        "l.email",
        "l.phone",
        "l.locale",
        "l.owner_id",
        "l.won_line",
        "l.won_carrier",
        sql<unknown>`${emailSuppressedSql("l.email")}`.as("email_stopped"),
        sql<unknown>`${marketingEmailConsentSql("l.email")}`.as("email_consent"),
        sql<unknown>`${marketingConsentSql("l.email")}`.as("any_consent"),
      ])
      .where("l.status", "=", "won")
      .where("l.closed_at", ">=", from)
      .where("l.closed_at", "<", until)
      .$if(audience.lines.length > 0, (qb) => qb.where("l.won_line", "in", audience.lines))
      .$if(carriers.length > 0, (qb) => qb.where(sql<string>`lower(l.won_carrier)`, "in", carriers))
      .$if(audience.languages.length > 0, (qb) => qb.where("l.locale", "in", audience.languages))
      .$if(audience.ownerIds.length > 0, (qb) => qb.where("l.owner_id", "in", audience.ownerIds))
      .where(notHandled(campaign.id, key))
      .orderBy("l.closed_at")
      .orderBy("l.id")
      .limit(limit - found.length)
      .execute();
    for (const row of rows) {
      found.push({
        key: row.key,
        customerId: null,
        policyId: null,
        lead: { form, id: row.id },
        fullName: `${row.first_name} ${row.last_name}`,
        email: row.email.trim() || null,
        phone: row.phone,
        language: isLocale(row.locale) ? row.locale : "en",
        ownerId: row.owner_id,
        policy: null,
        emailStopped: bool(row.email_stopped),
        renewalsStopped: false,
        emailConsent: bool(row.email_consent),
        anyConsent: bool(row.any_consent),
      });
    }
  }
  return found;
}

/** What the send rules decide for one person before the monthly cap (which only a send can take). */
export interface SendDecision {
  email: CampaignSendStatus | "send";
  task: boolean;
}

/**
 * The rules that always hold (docs/product.md#campaigns):
 * - no address, no email; a stopped address (the suppression list) gets no campaign email of
 *   either purpose, and a renewal message also honours the customer's "stop renewal reminders";
 * - marketing email needs a marketing consent that names email; a marketing call task needs a
 *   marketing consent (calls and texts) and a number not marked "Do not call";
 * - a service task is the agency's own work: it is always created.
 */
export function decideSend(campaign: Pick<Campaign, "purpose" | "action" | "trigger">, person: Occurrence, callsStopped: boolean): SendDecision {
  const marketing = campaign.purpose === "marketing";
  const task = makesTask(campaign) && (!marketing || (person.anyConsent && !callsStopped));
  if (!sendsEmail(campaign)) return { email: task ? "task_only" : marketing && !person.anyConsent ? "no_consent" : "opted_out", task };
  let email: SendDecision["email"] = "send";
  if (!person.email) email = "no_email";
  else if (person.emailStopped || (campaign.trigger === "renewal_due" && person.renewalsStopped)) email = "opted_out";
  else if (marketing && !person.emailConsent) email = "no_consent";
  return { email, task };
}

/** The owners' names, phones and addresses (active team members only: anyone else is nobody's agent). */
export async function ownersById(db: Kysely<Database>, ids: readonly (string | null)[]): Promise<Map<string, { name: string; phone: string | null; email: string }>> {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  if (!wanted.length) return new Map();
  const rows = await db
    .selectFrom("user")
    .select(["id", "name", "phone", "email"])
    .where("id", "in", wanted)
    .where("disabled", "=", 0)
    .where("role", "in", ["staff", "admin"])
    .execute();
  return new Map(rows.map((row) => [row.id, { name: row.name, phone: row.phone, email: row.email }]));
}

/** Numbers marked "Do not call", of the people in a batch. */
export async function callsStoppedFor(db: Kysely<Database>, people: readonly Occurrence[]): Promise<Set<string>> {
  const flags = await phoneFlagsFor(db, people.map((p) => p.phone ?? "").filter(Boolean));
  return new Set([...flags].filter(([, flag]) => flag.calls).map(([phone]) => phone));
}

export interface PreviewRecipient {
  name: string;
  email: string | null;
  language: Locale;
  customerId: string | null;
  lead: { form: string; id: string } | null;
  policyId: string | null;
  ownerName: string | null;
  outcome: CampaignSendStatus;
  /** Whether the campaign would put a task on the owner's My work for them. */
  task: boolean;
  values: MergeValues;
}

export interface CampaignPreview {
  recipients: PreviewRecipient[];
  counts: Record<CampaignSendStatus, number>;
  /** More people than the list shows (the counts cover up to PREVIEW_SCAN of them). */
  more: boolean;
}

/** How many due occurrences a preview reads to count outcomes. */
export const PREVIEW_SCAN = 500;

/** Who would get what if the campaign ran now (whatever its status; nothing is written). */
export async function previewCampaign(db: Kysely<Database>, campaign: Campaign, now: Date, agency: Agency, limit = 50): Promise<CampaignPreview> {
  const people = await dueOccurrences(db, campaign, now, PREVIEW_SCAN);
  const owners = await ownersById(db, people.map((p) => p.ownerId));
  const callsStopped = await callsStoppedFor(db, people);
  const cap = await getMarketingMonthlyCap(db);
  const counts = { sent: 0, task_only: 0, opted_out: 0, no_consent: 0, over_cap: 0, no_email: 0 } satisfies Record<CampaignSendStatus, number>;
  const recipients: PreviewRecipient[] = [];
  for (const person of people) {
    const decision = decideSend(campaign, person, !!person.phone && callsStopped.has(person.phone));
    let outcome: CampaignSendStatus = decision.email === "send" ? "sent" : decision.email;
    if (outcome === "sent" && campaign.purpose === "marketing" && (await marketingSentThisMonth(db, person.email!, now)) >= cap) outcome = "over_cap";
    counts[outcome]++;
    if (recipients.length < limit) {
      const owner = person.ownerId ? (owners.get(person.ownerId) ?? null) : null;
      recipients.push({
        name: person.fullName,
        email: person.email,
        language: person.language,
        customerId: person.customerId,
        lead: person.lead,
        policyId: person.policyId,
        ownerName: owner?.name ?? null,
        outcome,
        task: decision.task,
        values: mergeValuesFor({ fullName: person.fullName, policy: person.policy, owner }, agency, person.language),
      });
    }
  }
  return { recipients, counts, more: people.length > recipients.length };
}
