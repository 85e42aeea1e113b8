/**
 * A customer's timeline, newest first (docs/product.md#customers-and-policies): what the
 * retention work did for them, in the shape of a record's timeline (../pipeline/timeline.ts):
 * - each campaign occurrence (campaign_sends): the campaign, what it did (its send status) and
 *   the email it queued;
 * - surveys (nps_surveys): sent, and answered with the score and comment;
 * - tasks: created (due date, owner), and done (by whom);
 * - renewals recorded (policy_renewals): the term that came due and the new expiration;
 * - the emails about the customer's policies (renewal reminders) and service requests;
 * - their appointments (bookings of the customer's persons, or made as the customer): booked,
 *   moved, cancelled, held or a no-show.
 * Campaign and survey emails are shown with their send or survey, not twice.
 *
 * Each source is read newest first up to the limit (through its customer index), all in one
 * statement, so the merged first `limit` entries are exactly the newest `limit` of the whole
 * history; one more is read to tell whether there are more.
 */
import { sql, type Expression, type Kysely, type RawBuilder, type SelectQueryBuilder } from "kysely";
import { campaignSendStatusLabel } from "../../lib/campaigns.ts";
import { formatDate } from "../../lib/format.ts";
import { policyLineLabel } from "../../lib/policies.ts";
import { bookingBranch, bookingEntry, type BookingAuditDetail } from "../booking/staff-calendar.ts";
import type { Database, EmailStatus } from "../db/schema.ts";
import { jsonObjectOf, parseJsonObject, type JsonObject } from "../db/json-object.ts";
import { statementTemplate } from "../db/statement-template.ts";
import { unionOfBranches } from "../db/union-branches.ts";
import { emailBranch, emailKindLabel, isOfRecordType, mergeTimeline, type EmailDetail, type TimelineEmail, type TimelineEntry } from "../pipeline/timeline.ts";
import { peopleOfCustomer } from "./get-customer.ts";

/** Entries shown at first, and added by each "Show more". */
export const CUSTOMER_TIMELINE_STEP = 50;
/** The most a page shows (the audit log and the outbox have the rest). */
export const CUSTOMER_TIMELINE_MAX = 500;

/** The timeline's length a URL asks for (?timeline=100): a multiple of the step, within the maximum. */
export function customerTimelineLimit(value: string | null | undefined): number {
  const asked = Math.floor(Number(value));
  if (!Number.isFinite(asked) || asked <= CUSTOMER_TIMELINE_STEP) return CUSTOMER_TIMELINE_STEP;
  return Math.min(CUSTOMER_TIMELINE_MAX, Math.ceil(asked / CUSTOMER_TIMELINE_STEP) * CUSTOMER_TIMELINE_STEP);
}

/** How the emails about a customer's policies and requests read. */
const customerEmailLabels: Record<string, string> = {
  "customer.renewal_reminder": "Renewal reminder",
  "service_request.staff_reply": "Reply to the customer",
  "service_request.status": "Request status to the customer",
  "service_request.customer_reply": "The customer's reply, to staff",
};

export function customerEmailLabel(kind: string): string {
  return customerEmailLabels[kind] ?? emailKindLabel(kind);
}

/** The outbox columns of a source that queued an email (a campaign send, a survey), as its detail carries them. */
interface QueuedEmail {
  email_id: string | null;
  email_kind: string | null;
  email_subject: string | null;
  email_to: string | null;
  email_status: EmailStatus | null;
  email_sent_at: string | null;
}

const queuedEmailFields = {
  email_id: sql.ref<string | null>("email_outbox.id"),
  email_kind: sql.ref<string | null>("email_outbox.kind"),
  email_subject: sql.ref<string | null>("email_outbox.subject"),
  email_to: sql.ref<string | null>("email_outbox.to_address"),
  email_status: sql.ref<EmailStatus | null>("email_outbox.status"),
  email_sent_at: sql.ref<string | null>("email_outbox.sent_at"),
};

const emailOf = (row: QueuedEmail): TimelineEmail | null =>
  row.email_id && row.email_kind !== null
    ? { id: row.email_id, kind: row.email_kind, subject: row.email_subject ?? "", to: row.email_to ?? "", status: row.email_status!, sentAt: row.email_sent_at }
    : null;

const entry = (fields: Pick<TimelineEntry, "key" | "at" | "kind" | "title"> & Partial<TimelineEntry>): TimelineEntry => ({
  detail: null,
  actor: null,
  body: null,
  email: null,
  link: null,
  ...fields,
});

export interface CustomerTimeline {
  entries: TimelineEntry[];
  /** More history than `limit` entries. */
  more: boolean;
}

/** The customer's policies and service requests, whose emails the timeline shows. */
function customerEmailIds(db: Kysely<Database>, customerId: string) {
  return db
    .selectFrom("policies")
    .select("id")
    .where("customer_id", "=", customerId)
    .unionAll(db.selectFrom("service_requests").select("id").where("customer_id", "=", customerId));
}

/** The email types of the records customerEmailIds reads. */
const CUSTOMER_EMAIL_TYPES = ["policy", "service_request"];

/** Each source's columns, as its branch of the timeline's statement carries them (the `detail` object). */
interface SourceDetails {
  send: QueuedEmail & { campaign_id: string; status: string; campaign_name: string | null };
  survey: QueuedEmail;
  answer: { score: number | null; comment: string | null };
  task: { title: string; due_date: string; owner_name: string | null; owner_email: string | null };
  task_done: { title: string; done_by_email: string | null };
  renewal: { policy_id: string; line: string; previous_expiration: string; new_expiration: string; policy_number: string | null; carrier: string | null };
  email: EmailDetail;
  booking: BookingAuditDetail;
}

type SourceRow = { [S in keyof SourceDetails]: { source: S; id: string; at: string; detail: JsonObject<SourceDetails[S]> } }[keyof SourceDetails];

/**
 * Every source's newest `read` rows in one statement (exported for the query-plan test): each
 * branch reads its own table through its customer index, newest first, ties broken by id. The
 * appointments are those of the customer's people (`personIds`) and those made as the customer.
 */
export function customerTimelineQuery(db: Kysely<Database>, customerId: string, read: number, personIds: readonly string[] = []) {
  const source = (name: keyof SourceDetails) => sql.lit(name).as("source");
  const detail = <S extends keyof SourceDetails>(fields: { [K in keyof SourceDetails[S]]: Expression<SourceDetails[S][K]> }) => (jsonObjectOf<SourceDetails[S]>(db, fields) as RawBuilder<unknown>).as("detail");
  return unionOfBranches(db, [
    db
      .selectFrom("campaign_sends")
      .leftJoin("campaigns", "campaigns.id", "campaign_sends.campaign_id")
      .leftJoin("email_outbox", "email_outbox.id", "campaign_sends.email_id")
      .select([source("send"), "campaign_sends.id", "campaign_sends.created_at as at"])
      .select(detail<"send">({ campaign_id: sql.ref("campaign_sends.campaign_id"), status: sql.ref("campaign_sends.status"), campaign_name: sql.ref("campaigns.name"), ...queuedEmailFields }))
      .where("campaign_sends.customer_id", "=", customerId)
      .orderBy("campaign_sends.created_at", "desc")
      .orderBy("campaign_sends.id", "desc")
      .limit(read),
    db
      .selectFrom("nps_surveys")
      .leftJoin("email_outbox", "email_outbox.id", "nps_surveys.email_id")
      .select([source("survey"), "nps_surveys.id", "nps_surveys.sent_at as at"])
      .select(detail<"survey">(queuedEmailFields))
      .where("nps_surveys.customer_id", "=", customerId)
      .orderBy("nps_surveys.sent_at", "desc")
      .orderBy("nps_surveys.id", "desc")
      .limit(read),
    // Answers by when they came: an old survey may have been answered after newer ones were sent.
    db
      .selectFrom("nps_surveys")
      .select([source("answer"), "id", sql<string>`answered_at`.as("at")])
      .select(detail<"answer">({ score: sql.ref("score"), comment: sql.ref("comment") }))
      .where("customer_id", "=", customerId)
      .where("answered_at", "is not", null)
      .orderBy("answered_at", "desc")
      .orderBy("id", "desc")
      .limit(read),
    db
      .selectFrom("tasks")
      .leftJoin("user as owner", "owner.id", "tasks.owner_id")
      .select([source("task"), "tasks.id", "tasks.created_at as at"])
      .select(detail<"task">({ title: sql.ref("tasks.title"), due_date: sql.ref("tasks.due_date"), owner_name: sql.ref("owner.name"), owner_email: sql.ref("owner.email") }))
      .where("tasks.customer_id", "=", customerId)
      .orderBy("tasks.created_at", "desc")
      .orderBy("tasks.id", "desc")
      .limit(read),
    // Done by when they were done, for the same reason as the answers.
    db
      .selectFrom("tasks")
      .leftJoin("user as doer", "doer.id", "tasks.done_by")
      .select([source("task_done"), "tasks.id", sql<string>`tasks.done_at`.as("at")])
      .select(detail<"task_done">({ title: sql.ref("tasks.title"), done_by_email: sql.ref("doer.email") }))
      .where("tasks.customer_id", "=", customerId)
      .where("tasks.done_at", "is not", null)
      .orderBy("tasks.done_at", "desc")
      .orderBy("tasks.id", "desc")
      .limit(read),
    db
      .selectFrom("policy_renewals")
      .leftJoin("policies", "policies.id", "policy_renewals.policy_id")
      .select([source("renewal"), "policy_renewals.id", "policy_renewals.recorded_at as at"])
      .select(
        detail<"renewal">({
          policy_id: sql.ref("policy_renewals.policy_id"),
          line: sql.ref("policy_renewals.line"),
          previous_expiration: sql.ref("policy_renewals.previous_expiration"),
          new_expiration: sql.ref("policy_renewals.new_expiration"),
          policy_number: sql.ref("policies.policy_number"),
          carrier: sql.ref("policies.carrier"),
        }),
      )
      .where("policy_renewals.customer_id", "=", customerId)
      .orderBy("policy_renewals.recorded_at", "desc")
      .orderBy("policy_renewals.id", "desc")
      .limit(read),
    // The emails about the customer's policies and requests, found by the records' ids (their type is checked on reading).
    emailBranch(db, customerEmailIds(db, customerId), read),
    bookingBranch(db, { personIds, customerId }, read)!,
    // Each branch joins tables of its own (Kysely types those joins into the query's database):
    // typed here as the one row shape they all select.
  ] as unknown as SelectQueryBuilder<Database, keyof Database, Omit<SourceRow, "detail"> & { detail: unknown }>[]);
}

const customerTimelineStatement = statementTemplate((db: Kysely<Database>, v: { customerId: string; read: number; personIds: readonly string[] }) =>
  customerTimelineQuery(db, v.customerId, v.read, v.personIds),
);

function toEntry(row: SourceRow): TimelineEntry | null {
  const { id, at } = row;
  switch (row.source) {
    case "send": {
      const s = parseJsonObject(row.detail);
      return entry({
        key: `send:${id}`,
        at,
        kind: "campaign",
        title: "Campaign",
        detail: campaignSendStatusLabel(s.status),
        email: emailOf(s),
        link: { href: `/admin/campaigns/${encodeURIComponent(s.campaign_id)}`, label: s.campaign_name ?? "A campaign since deleted" },
      });
    }
    case "survey":
      return entry({ key: `survey:${id}`, at, kind: "survey", title: "Survey sent", detail: "How likely they are to recommend us, 0 to 10", email: emailOf(parseJsonObject(row.detail)) });
    case "answer": {
      const a = parseJsonObject(row.detail);
      return entry({ key: `survey:${id}:answer`, at, kind: "survey", title: "Survey answered", detail: a.score === null ? null : `${a.score} out of 10`, body: a.comment || null });
    }
    case "task": {
      const t = parseJsonObject(row.detail);
      return entry({ key: `task:${id}`, at, kind: "task", title: "Task created", detail: `${t.title} (due ${formatDate(t.due_date)}, for ${t.owner_name?.trim() || t.owner_email || "nobody yet"})` });
    }
    case "task_done": {
      const t = parseJsonObject(row.detail);
      return entry({ key: `task:${id}:done`, at, kind: "task", title: "Task done", detail: t.title, actor: t.done_by_email });
    }
    case "renewal": {
      const r = parseJsonObject(row.detail);
      return entry({
        key: `renewal:${id}`,
        at,
        kind: "renewal",
        title: "Renewal recorded",
        detail: `${policyLineLabel(r.line)}, the term ending ${formatDate(r.previous_expiration)} renewed to ${formatDate(r.new_expiration)}`,
        link: r.policy_number ? { href: `/admin/policies/${encodeURIComponent(r.policy_id)}`, label: `${r.carrier} ${r.policy_number}` } : null,
      });
    }
    case "email": {
      const e = parseJsonObject(row.detail);
      if (!isOfRecordType(e.record_type, CUSTOMER_EMAIL_TYPES)) return null;
      return entry({
        key: `email:${id}`,
        at,
        kind: "email",
        title: `Email: ${customerEmailLabel(e.kind)}`,
        email: { id, kind: e.kind, subject: e.subject, to: e.to_address, status: e.status, sentAt: e.sent_at },
      });
    }
    case "booking":
      return bookingEntry(id, at, row.detail);
  }
}

/** `personIds`: the customer's people when the caller has them (customerPersonIds), else read here. */
export async function customerTimeline(db: Kysely<Database>, customerId: string, limit = CUSTOMER_TIMELINE_STEP, personIds?: readonly string[]): Promise<CustomerTimeline> {
  const read = limit + 1;
  const people = personIds ?? (await peopleOfCustomer(db, customerId));
  if (!people) return { entries: [], more: false };
  const rows = (await customerTimelineStatement.rows(db, { customerId, read, personIds: people })) as SourceRow[];
  const merged = mergeTimeline([rows.map(toEntry).filter((e) => e !== null)], read);
  return { entries: merged.slice(0, limit), more: merged.length > limit };
}
