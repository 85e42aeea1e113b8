/**
 * Sending the survey (docs/product.md#how-likely-are-you-to-recommend-us), run every minute by
 * the scheduler. Three triggers, each on or off in the settings: a service request completed
 * (service_requests.closed_at), a lead won (quote_requests, pay_per_mile_quotes, coverage_reviews
 * with status "won", closed_at), a policy renewed (a policy_renewals row, recorded_at).
 *
 * When: the day after the event, from 10:00 Las Vegas (the customer has read the last reply and
 * it arrives in working hours), looking back 3 days so a server down over a weekend still sends.
 * At most SURVEY_BATCH occurrences per run, oldest first.
 *
 * Once: each occurrence has a key ("request:<id>", "lead:<form>:<id>", "renewal:<id>"), unique in
 * nps_surveys; and nobody (by the hash of their address, which an erasure keeps) gets a survey
 * more than once in SURVEY_WINDOW_DAYS. Both hold across instances: the recipient is locked for
 * the transaction that checks, inserts the survey and queues its email (SQLite: the write lock
 * every transaction takes at BEGIN IMMEDIATE; PostgreSQL: an advisory transaction lock on the
 * hash), and the insert does nothing on a taken key. An opted-out address gets none.
 */
import { randomUUID } from "node:crypto";
import { sql, type Expression, type Kysely, type SelectQueryBuilder, type SqlBool, type Transaction } from "kysely";
import type { Agency } from "../../config/agency.ts";
import { isLocale, type Locale } from "../../lib/i18n/locale.ts";
import { lasVegasDate, lasVegasTime, startOfLasVegasDay } from "../../lib/las-vegas-time.ts";
import { addDays } from "../../lib/renewals.ts";
import { SURVEY_WINDOW_DAYS, type SurveyTrigger } from "../../lib/surveys.ts";
import { contactKeyHash, emailSuppressedSql, isEmailSuppressed } from "../compliance/suppressions.ts";
import { isPostgres } from "../db/dialect.ts";
import type { Database } from "../db/schema.ts";
import { yieldToEventLoop } from "../event-loop.ts";
import { enqueueEmail } from "../mail/enqueue-email.ts";
import { renderEmail } from "../mail/render-email.ts";
import { normaliseEmail } from "../pipeline/person-keys.ts";
import { surveyEmailContent, SURVEY_EMAIL_KIND, type SurveyOccasion } from "./survey-email.ts";
import { getSurveySettings } from "./survey-settings.ts";
import { signSurveyToken } from "./survey-token.ts";

/** Occurrences handled per run; the rest wait for the next minute. */
export const SURVEY_BATCH = 200;
/** The Las Vegas time from which the day after an event, its survey goes. */
export const SURVEY_SEND_TIME = "10:00";
/** How far back a run looks for events (a weekend's outage). */
export const SURVEY_LOOKBACK_DAYS = 3;

const DAY_MS = 86_400_000;

/** The lead forms a won lead is surveyed from, and their tables. */
export const surveyedLeadForms = [
  { form: "quotes", table: "quote_requests" },
  { form: "pay-per-mile", table: "pay_per_mile_quotes" },
  { form: "coverage-reviews", table: "coverage_reviews" },
] as const;

/**
 * The events due at `now`: those that happened at or after `from` (3 days back) and before
 * `before` — the start of today once it is 10:00 in Las Vegas, else the start of yesterday
 * (yesterday's events wait for 10:00). Empty when `before` is not after `from`.
 */
export function surveyDueWindow(now: Date): { from: string; before: string } {
  const today = lasVegasDate(now);
  const latestDay = lasVegasTime(now) >= SURVEY_SEND_TIME ? today : addDays(today, -1);
  return { from: new Date(now.getTime() - SURVEY_LOOKBACK_DAYS * DAY_MS).toISOString(), before: startOfLasVegasDay(latestDay).toISOString() };
}

/** The first instant that still counts as "surveyed recently" at `now`. */
export function recentlySurveyedSince(now: Date): string {
  return new Date(now.getTime() - SURVEY_WINDOW_DAYS * DAY_MS).toISOString();
}

/** One event a survey may follow, and whom it goes to. */
export interface SurveyOccurrence {
  key: string;
  trigger: SurveyTrigger;
  /** When it happened (UTC ISO): the batch goes oldest first. */
  at: string;
  email: string;
  /** The person as the back office names them (the task's title). */
  recipientName: string;
  greetingName: string;
  language: Locale;
  /** Who gets the task for a low score: the customer's or the lead's owner. */
  ownerId: string | null;
  customerId: string | null;
  lead: { form: string; id: string } | null;
  occasion: SurveyOccasion;
}

export interface SurveyContext {
  agency: Agency;
  publicUrl: string;
  /** The server's secret, which signs the survey's links. */
  secret: string;
}

/**
 * What rules an address out in SQL before its transaction checks it exactly: no address, opted
 * out, or a survey to the same address in the window (by the clear address; the hash, checked in
 * the transaction, also covers an address whose survey was erased).
 */
function reachable(emailColumn: string, since: string): Expression<SqlBool> {
  const email = sql.ref(emailColumn);
  return sql<SqlBool>`(${email} is not null and ${email} <> '' and not ${emailSuppressedSql(emailColumn)}
    and not exists (select 1 from nps_surveys recent where lower(recent.email) = lower(${email}) and recent.sent_at >= ${since}))`;
}

/** The occurrence's key is not taken yet. */
function notSurveyed(prefix: string, idColumn: string): Expression<SqlBool> {
  return sql<SqlBool>`not exists (select 1 from nps_surveys done where done.occurrence_key = ${sql.lit(prefix)} || ${sql.ref(idColumn)})`;
}

/** What every trigger's query is limited by: the due window (surveyDueWindow) and the recent-survey cut-off. */
interface DueLimits {
  window: { from: string; before: string };
  since: string;
}

/**
 * The rows of a trigger's query that are due: the event (`at`) in the window, its key
 * (`keyPrefix` + `id`) not taken, its address (`email`) reachable; oldest first, one batch.
 */
function dueRows<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>, due: DueLimits, columns: { at: string; id: string; keyPrefix: string; email: string }): Promise<O[]> {
  const at = sql.ref(columns.at);
  return query
    .where(sql<SqlBool>`${at} >= ${due.window.from}`)
    .where(sql<SqlBool>`${at} < ${due.window.before}`)
    .where(notSurveyed(columns.keyPrefix, columns.id))
    .where(reachable(columns.email, due.since))
    .orderBy(at)
    .limit(SURVEY_BATCH)
    .execute();
}

const languageOf = (value: string | null | undefined): Locale => (isLocale(value) ? value : "en");

interface CustomerColumns {
  customer_id: string;
  kind: string;
  name: string;
  contact_name: string | null;
  email: string | null;
  owner_id: string | null;
}

/** The columns of CustomerColumns, for a trigger's query joined to its customer. */
const customerColumns = ["customers.id as customer_id", "customers.kind", "customers.name", "customers.contact_name", "customers.email", "customers.owner_id"] as const;

/** A business is greeted through its contact person, and named with them in the back office. */
function customerNames(c: CustomerColumns): { recipientName: string; greetingName: string } {
  if (c.kind === "business" && c.contact_name?.trim()) return { recipientName: `${c.contact_name.trim()}, ${c.name}`, greetingName: c.contact_name.trim() };
  return { recipientName: c.name, greetingName: c.name };
}

async function completedRequests(db: Kysely<Database>, due: DueLimits): Promise<SurveyOccurrence[]> {
  const rows = await dueRows(
    db
      .selectFrom("service_requests")
      .innerJoin("customers", "customers.id", "service_requests.customer_id")
      .select([
        "service_requests.id",
        "service_requests.request_number",
        "service_requests.closed_at",
        "service_requests.locale",
        "service_requests.owner_id as request_owner_id",
        ...customerColumns,
      ])
      .where("service_requests.status", "=", "completed"),
    due,
    { at: "service_requests.closed_at", id: "service_requests.id", keyPrefix: "request:", email: "customers.email" },
  );
  return rows.map((row) => ({
    key: `request:${row.id}`,
    trigger: "request_completed",
    at: row.closed_at!,
    email: row.email!,
    ...customerNames(row),
    language: languageOf(row.locale),
    // The customer's own agent; without one, whoever handled the request.
    ownerId: row.owner_id ?? row.request_owner_id,
    customerId: row.customer_id,
    lead: null,
    occasion: { trigger: "request_completed", reference: row.request_number },
  }));
}

async function wonLeads(db: Kysely<Database>, due: DueLimits): Promise<SurveyOccurrence[]> {
  const found: SurveyOccurrence[] = [];
  for (const { form, table } of surveyedLeadForms) {
    const rows = await dueRows(
      (db as Kysely<Database>)
        .selectFrom(table as "quote_requests")
        .select(["id", "first_name", "last_name", "email", "locale", "owner_id", "closed_at"])
        .where("status", "=", "won"),
      due,
      { at: "closed_at", id: `${table}.id`, keyPrefix: `lead:${form}:`, email: `${table}.email` },
    );
    for (const row of rows) {
      found.push({
        key: `lead:${form}:${row.id}`,
        trigger: "lead_won",
        at: row.closed_at!,
        email: row.email,
        recipientName: `${row.first_name} ${row.last_name}`.trim(),
        greetingName: row.first_name,
        language: languageOf(row.locale),
        ownerId: row.owner_id,
        customerId: null,
        lead: { form, id: row.id },
        occasion: { trigger: "lead_won" },
      });
    }
  }
  return found;
}

async function renewedPolicies(db: Kysely<Database>, due: DueLimits): Promise<SurveyOccurrence[]> {
  const rows = await dueRows(
    db
      .selectFrom("policy_renewals")
      .innerJoin("customers", "customers.id", "policy_renewals.customer_id")
      .select(["policy_renewals.id", "policy_renewals.line", "policy_renewals.recorded_at", ...customerColumns, "customers.language"]),
    due,
    { at: "policy_renewals.recorded_at", id: "policy_renewals.id", keyPrefix: "renewal:", email: "customers.email" },
  );
  return rows.map((row) => ({
    key: `renewal:${row.id}`,
    trigger: "policy_renewed",
    at: row.recorded_at,
    email: row.email!,
    ...customerNames(row),
    language: languageOf(row.language),
    ownerId: row.owner_id,
    customerId: row.customer_id,
    lead: null,
    occasion: { trigger: "policy_renewed", line: row.line },
  }));
}

/** The occurrences due at `now` for the triggers that are on, oldest first, at most SURVEY_BATCH. */
export async function dueSurveyOccurrences(db: Kysely<Database>, now: Date): Promise<SurveyOccurrence[]> {
  const window = surveyDueWindow(now);
  if (window.before <= window.from) return [];
  const { triggers } = await getSurveySettings(db);
  const due: DueLimits = { window, since: recentlySurveyedSince(now) };
  const found = [
    ...(triggers.request_completed ? await completedRequests(db, due) : []),
    ...(triggers.lead_won ? await wonLeads(db, due) : []),
    ...(triggers.policy_renewed ? await renewedPolicies(db, due) : []),
  ];
  return found.sort((a, b) => a.at.localeCompare(b.at) || a.key.localeCompare(b.key)).slice(0, SURVEY_BATCH);
}

/** An arbitrary constant: the first key of the advisory locks these transactions take on PostgreSQL. */
const RECIPIENT_LOCK_SPACE = 0x4e5053;

/**
 * Holds the recipient until the transaction ends, so a second instance checking the same address
 * waits and then sees this one's survey. SQLite needs nothing: its transactions take the write
 * lock as they begin. Two addresses may share a lock (32 bits of the hash): they only wait.
 */
async function lockRecipient(trx: Transaction<Database>, recipientHash: string): Promise<void> {
  if (!isPostgres(trx)) return;
  const key = Number.parseInt(recipientHash.slice(0, 8), 16) | 0;
  await sql`select pg_advisory_xact_lock(${RECIPIENT_LOCK_SPACE}::integer, ${key}::integer)`.execute(trx);
}

export type SurveyOutcome = "sent" | "recently-surveyed" | "opted-out" | "already-sent" | "no-email";

/** The survey of one occurrence: the row and its email in one transaction, or why not. */
export async function surveyOccurrence(db: Kysely<Database>, occurrence: SurveyOccurrence, context: SurveyContext, now: Date): Promise<SurveyOutcome> {
  const email = normaliseEmail(occurrence.email);
  if (!email) return "no-email";
  const recipientHash = contactKeyHash(`e:${email}`);
  return db.transaction().execute(async (trx) => {
    await lockRecipient(trx, recipientHash);
    const recent = await trx
      .selectFrom("nps_surveys")
      .select("id")
      .where("recipient_hash", "=", recipientHash)
      .where("sent_at", ">=", recentlySurveyedSince(now))
      .limit(1)
      .executeTakeFirst();
    if (recent) return "recently-surveyed";
    if (await isEmailSuppressed(trx, email)) return "opted-out";
    const id = randomUUID();
    const inserted = await trx
      .insertInto("nps_surveys")
      .values({
        id,
        trigger_kind: occurrence.trigger,
        occurrence_key: occurrence.key,
        customer_id: occurrence.customerId,
        lead_form: occurrence.lead?.form ?? null,
        lead_id: occurrence.lead?.id ?? null,
        recipient_name: occurrence.recipientName,
        email,
        recipient_hash: recipientHash,
        owner_id: occurrence.ownerId,
        language: occurrence.language,
        sent_at: now.toISOString(),
        email_id: null,
        score: null,
        answered_at: null,
        comment: null,
        task_id: null,
      })
      .onConflict((oc) => oc.column("occurrence_key").doNothing())
      .executeTakeFirst();
    if (!Number(inserted.numInsertedOrUpdatedRows ?? 0n)) return "already-sent";
    const content = surveyEmailContent(
      { locale: occurrence.language, greetingName: occurrence.greetingName, occasion: occurrence.occasion, token: signSurveyToken(context.secret, id, now) },
      context,
    );
    const emailId = await enqueueEmail(trx, { kind: SURVEY_EMAIL_KIND, to: email, replyTo: context.agency.emails.info, record: { type: "survey", id }, ...renderEmail(content) });
    await trx.updateTable("nps_surveys").set({ email_id: emailId }).where("id", "=", id).execute();
    return "sent";
  });
}

/** Queues the surveys due at `now`; returns how many were queued. */
export async function sendDueSurveys(db: Kysely<Database>, context: SurveyContext, now: Date): Promise<number> {
  const due = await dueSurveyOccurrences(db, now);
  let sent = 0;
  for (const [i, occurrence] of due.entries()) {
    // One occurrence's queries at a time: on SQLite they run on the main thread (app/server/event-loop.ts).
    if (i > 0) await yieldToEventLoop();
    if ((await surveyOccurrence(db, occurrence, context, now)) === "sent") sent++;
  }
  return sent;
}
