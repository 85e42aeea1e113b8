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
 * Each source is read newest first up to the limit (through its customer index), so the merged
 * first `limit` entries are exactly the newest `limit` of the whole history; one more is read
 * to tell whether there are more.
 */
import type { Kysely, OrderByExpression, SelectQueryBuilder } from "kysely";
import { campaignSendStatusLabel } from "../../lib/campaigns.ts";
import { formatDate } from "../../lib/format.ts";
import { policyLineLabel } from "../../lib/policies.ts";
import { bookingTimelineEntries } from "../booking/staff-calendar.ts";
import type { Database, EmailStatus } from "../db/schema.ts";
import { emailKindLabel, emailsOfRecords, mergeTimeline, type TimelineEmail, type TimelineEntry } from "../pipeline/timeline.ts";
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

interface EmailColumns {
  email_id: string | null;
  email_kind: string | null;
  email_subject: string | null;
  email_to: string | null;
  email_status: EmailStatus | null;
  email_sent_at: string | null;
}

/** The outbox columns of a source that queued an email (a campaign send, a survey), read as `emailOf` takes them. */
const emailColumns = [
  "email_outbox.id as email_id",
  "email_outbox.kind as email_kind",
  "email_outbox.subject as email_subject",
  "email_outbox.to_address as email_to",
  "email_outbox.status as email_status",
  "email_outbox.sent_at as email_sent_at",
] as const;

const emailOf = (row: EmailColumns): TimelineEmail | null =>
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

/**
 * One source of the timeline: its newest `read` rows by `at` (ties broken by `id`, both
 * descending, as its customer index reads them), each made an entry.
 */
async function readSource<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  order: { at: OrderByExpression<DB, TB, O>; id: OrderByExpression<DB, TB, O> },
  read: number,
  toEntry: (row: O) => TimelineEntry,
): Promise<TimelineEntry[]> {
  const rows = await query.orderBy(order.at, "desc").orderBy(order.id, "desc").limit(read).execute();
  return rows.map(toEntry);
}

export interface CustomerTimeline {
  entries: TimelineEntry[];
  /** More history than `limit` entries. */
  more: boolean;
}

/** The customer's policies and service requests, whose emails the timeline shows (exported for the query-plan test). */
export function customerEmailIds(db: Kysely<Database>, customerId: string) {
  return db
    .selectFrom("policies")
    .select("id")
    .where("customer_id", "=", customerId)
    .unionAll(db.selectFrom("service_requests").select("id").where("customer_id", "=", customerId));
}

/** The email types of the records customerEmailIds reads. */
const CUSTOMER_EMAIL_TYPES = ["policy", "service_request"];

/** `personIds`: the customer's people when the caller has them (customerPersonIds), else read here. */
export async function customerTimeline(db: Kysely<Database>, customerId: string, limit = CUSTOMER_TIMELINE_STEP, personIds?: readonly string[]): Promise<CustomerTimeline> {
  const read = limit + 1;

  const sends = await readSource(
    db
      .selectFrom("campaign_sends")
      .leftJoin("campaigns", "campaigns.id", "campaign_sends.campaign_id")
      .leftJoin("email_outbox", "email_outbox.id", "campaign_sends.email_id")
      .select(["campaign_sends.id", "campaign_sends.campaign_id", "campaign_sends.status", "campaign_sends.created_at", "campaigns.name as campaign_name", ...emailColumns])
      .where("campaign_sends.customer_id", "=", customerId),
    { at: "campaign_sends.created_at", id: "campaign_sends.id" },
    read,
    (s) =>
      entry({
        key: `send:${s.id}`,
        at: s.created_at,
        kind: "campaign",
        title: "Campaign",
        detail: campaignSendStatusLabel(s.status),
        email: emailOf(s),
        link: { href: `/admin/campaigns/${encodeURIComponent(s.campaign_id)}`, label: s.campaign_name ?? "A campaign since deleted" },
      }),
  );

  const surveys = await readSource(
    db
      .selectFrom("nps_surveys")
      .leftJoin("email_outbox", "email_outbox.id", "nps_surveys.email_id")
      .select(["nps_surveys.id", "nps_surveys.sent_at", ...emailColumns])
      .where("nps_surveys.customer_id", "=", customerId),
    { at: "nps_surveys.sent_at", id: "nps_surveys.id" },
    read,
    (s) => entry({ key: `survey:${s.id}`, at: s.sent_at, kind: "survey", title: "Survey sent", detail: "How likely they are to recommend us, 0 to 10", email: emailOf(s) }),
  );
  // Answers by when they came: an old survey may have been answered after newer ones were sent.
  const answers = await readSource(
    db.selectFrom("nps_surveys").select(["id", "score", "answered_at", "comment"]).where("customer_id", "=", customerId).where("answered_at", "is not", null),
    { at: "answered_at", id: "id" },
    read,
    (a) => entry({ key: `survey:${a.id}:answer`, at: a.answered_at!, kind: "survey", title: "Survey answered", detail: a.score === null ? null : `${a.score} out of 10`, body: a.comment || null }),
  );

  const tasks = await readSource(
    db
      .selectFrom("tasks")
      .leftJoin("user as owner", "owner.id", "tasks.owner_id")
      .select(["tasks.id", "tasks.title", "tasks.due_date", "tasks.created_at", "owner.name as owner_name", "owner.email as owner_email"])
      .where("tasks.customer_id", "=", customerId),
    { at: "tasks.created_at", id: "tasks.id" },
    read,
    (t) =>
      entry({
        key: `task:${t.id}`,
        at: t.created_at,
        kind: "task",
        title: "Task created",
        detail: `${t.title} (due ${formatDate(t.due_date)}, for ${t.owner_name?.trim() || t.owner_email || "nobody yet"})`,
      }),
  );
  // Done by when they were done, for the same reason as the answers.
  const tasksDone = await readSource(
    db
      .selectFrom("tasks")
      .leftJoin("user as doer", "doer.id", "tasks.done_by")
      .select(["tasks.id", "tasks.title", "tasks.done_at", "doer.email as done_by_email"])
      .where("tasks.customer_id", "=", customerId)
      .where("tasks.done_at", "is not", null),
    { at: "tasks.done_at", id: "tasks.id" },
    read,
    (t) => entry({ key: `task:${t.id}:done`, at: t.done_at!, kind: "task", title: "Task done", detail: t.title, actor: t.done_by_email }),
  );

  const renewals = await readSource(
    db
      .selectFrom("policy_renewals")
      .leftJoin("policies", "policies.id", "policy_renewals.policy_id")
      .select([
        "policy_renewals.id",
        "policy_renewals.policy_id",
        "policy_renewals.line",
        "policy_renewals.previous_expiration",
        "policy_renewals.new_expiration",
        "policy_renewals.recorded_at",
        "policies.policy_number",
        "policies.carrier",
      ])
      .where("policy_renewals.customer_id", "=", customerId),
    { at: "policy_renewals.recorded_at", id: "policy_renewals.id" },
    read,
    (r) =>
      entry({
        key: `renewal:${r.id}`,
        at: r.recorded_at,
        kind: "renewal",
        title: "Renewal recorded",
        detail: `${policyLineLabel(r.line)}, the term ending ${formatDate(r.previous_expiration)} renewed to ${formatDate(r.new_expiration)}`,
        link: r.policy_number ? { href: `/admin/policies/${encodeURIComponent(r.policy_id)}`, label: `${r.carrier} ${r.policy_number}` } : null,
      }),
  );

  const toEmailEntry = (e: { id: string; kind: string; to_address: string; subject: string; status: EmailStatus; created_at: string; sent_at: string | null }) =>
    entry({
      key: `email:${e.id}`,
      at: e.created_at,
      kind: "email",
      title: `Email: ${customerEmailLabel(e.kind)}`,
      email: { id: e.id, kind: e.kind, subject: e.subject, to: e.to_address, status: e.status, sentAt: e.sent_at },
    });
  const emails = (await emailsOfRecords(db, customerEmailIds(db, customerId), CUSTOMER_EMAIL_TYPES, read)).map(toEmailEntry);

  const people = personIds ?? (await peopleOfCustomer(db, customerId));
  const bookings = people ? await bookingTimelineEntries(db, { personIds: people, customerId }, read) : [];

  const merged = mergeTimeline([bookings, sends, surveys, answers, tasks, tasksDone, renewals, emails], read);
  return { entries: merged.slice(0, limit), more: merged.length > limit };
}
