/**
 * One record's history, newest first (docs/product.md#working-a-record): when it arrived and
 * from where, its assignments, stage changes with their outcomes (and the status changes from
 * before stages, as they were written), follow-ups, contact attempts and notes with their text,
 * the emails sent about it, the person's appointments (booked, moved, cancelled, held or a
 * no-show), and file downloads and previews. Page views are left out: they
 * would bury everything else (the audit log keeps them).
 *
 * Each source is read newest first up to the limit, so the merged first `limit` entries are
 * exactly the newest `limit` of the whole history; all of them in one statement but the
 * appointments (on PostgreSQL each statement is a round trip).
 */
import { sql, type Expression, type Kysely, type RawBuilder, type SelectQueryBuilder } from "kysely";
import { auditActionLabel } from "../../lib/audit-actions.ts";
import { campaignSendStatusLabel } from "../../lib/campaigns.ts";
import type { LeadForm } from "../../lib/inbox-paths.ts";
import { bookingBranch, bookingEntry, type BookingAuditDetail } from "../booking/staff-calendar.ts";
import type { Database, EmailStatus } from "../db/schema.ts";
import { jsonObjectOf, parseJsonObject, type JsonObject } from "../db/json-object.ts";
import { leadDb, leadTables } from "../inbox/lead-tables.ts";
import { statementTemplate } from "../db/statement-template.ts";
import { unionOfBranches } from "../db/union-branches.ts";
import { describeContact } from "./contact-attempt.ts";

export const TIMELINE_LIMIT = 100;

/**
 * The customer's timeline (app/server/customers/customer-timeline.ts) adds campaign sends, surveys, tasks and renewals;
 * both show the person's appointments ("booking": booked, moved, cancelled, held or a no-show).
 */
export type TimelineKind = "received" | "assigned" | "stage" | "follow-up" | "contact" | "note" | "email" | "file" | "campaign" | "survey" | "task" | "renewal" | "booking" | "other";

export interface TimelineEmail {
  /** The outbox row's id (admins get a link to it). */
  id: string;
  kind: string;
  subject: string;
  to: string;
  status: EmailStatus;
  sentAt: string | null;
}

export interface TimelineEntry {
  /** Unique within one timeline. */
  key: string;
  at: string;
  kind: TimelineKind;
  title: string;
  detail: string | null;
  /** Who did it (an email, or "system: …"); null for what the sender or the site did. */
  actor: string | null;
  /** A note's or a contact attempt's text. */
  body: string | null;
  email: TimelineEmail | null;
  /** What the entry is about, when it has a page (a campaign, a policy). */
  link?: { href: string; label: string } | null;
}

/** Audit entries the timeline does not show: views (noise), and notes and contacts (read with their text from lead_notes). */
export const HIDDEN_AUDIT_ACTIONS = ["lead.view", "lead.note", "lead.contact", "lead.export"] as const;

/** How an email's kind reads: "quotes.notification" → "Notification to the agency". */
export function emailKindLabel(kind: string): string {
  const suffix = kind.slice(kind.lastIndexOf(".") + 1);
  if (suffix === "notification") return "Notification to the agency";
  if (suffix === "confirmation") return "Confirmation to the sender";
  if (kind === "team.follow_up") return "Follow-up reminder to the owner";
  if (kind === "campaign.service" || kind === "campaign.marketing") return "Campaign email";
  return kind;
}

/** An audit entry as a timeline entry. */
export function auditEntry(row: { id: string; created_at: string; actor_email: string; action: string; detail: string | null }): TimelineEntry {
  const base = { key: `audit:${row.id}`, at: row.created_at, actor: row.actor_email, body: null, email: null };
  switch (row.action) {
    case "lead.assign": {
      const to = (row.detail ?? "").replace(/^→\s*/, "");
      return { ...base, kind: "assigned", title: to === "nobody" || !to ? "Unassigned" : `Assigned to ${to}`, detail: null };
    }
    case "lead.stage":
      return { ...base, kind: "stage", title: "Stage changed", detail: row.detail };
    case "lead.status":
      // Written before stages existed; kept as written.
      return { ...base, kind: "stage", title: "Status changed (before stages)", detail: row.detail };
    case "lead.follow_up":
      return { ...base, kind: "follow-up", title: "Follow-up set", detail: row.detail };
    case "lead.follow_up_clear":
      return { ...base, kind: "follow-up", title: "Follow-up cleared", detail: null };
    case "file.download":
      return { ...base, kind: "file", title: "File downloaded", detail: row.detail };
    case "file.preview":
      return { ...base, kind: "file", title: "File previewed", detail: row.detail };
    default:
      return { ...base, kind: "other", title: auditActionLabel(row.action), detail: row.detail };
  }
}

/**
 * Newest first; at the same instant the arrival comes last (it starts the history) and
 * otherwise the order is stable by key. At most `limit` entries.
 */
export function mergeTimeline(sources: readonly (readonly TimelineEntry[])[], limit = TIMELINE_LIMIT): TimelineEntry[] {
  const rank = (e: TimelineEntry) => (e.kind === "received" ? 0 : 1);
  return sources
    .flat()
    .sort((a, b) => (a.at === b.at ? rank(b) - rank(a) || (a.key < b.key ? 1 : a.key > b.key ? -1 : 0) : a.at < b.at ? 1 : -1))
    .slice(0, limit);
}

/**
 * The check made of each email read by record id (not in the statement: given a type its
 * statistics say has no emails, as they may predate its first ones, PostgreSQL walks every
 * email of that type, as a customer's page did after the first renewal reminders). Record ids
 * are UUIDs, so the ids alone find the record's emails.
 */
export const isOfRecordType = (recordType: string | null, types: readonly string[]) => recordType !== null && types.includes(recordType);

/** An email's fields as a timeline's statement carries them (the `detail` object of its "email" branch). */
export interface EmailDetail {
  kind: string;
  to_address: string;
  subject: string;
  status: EmailStatus;
  sent_at: string | null;
  record_type: string | null;
}

/**
 * The newest `limit` emails about any of `recordIds`, found by record id alone (their type is
 * checked on reading: isOfRecordType), as a branch of a timeline's statement: source "email".
 */
export function emailBranch(db: Kysely<Database>, recordIds: SelectQueryBuilder<Database, keyof Database, { id: string }>, limit: number) {
  const detail = jsonObjectOf<EmailDetail>(db, {
    kind: sql.ref("email_outbox.kind"),
    to_address: sql.ref("email_outbox.to_address"),
    subject: sql.ref("email_outbox.subject"),
    status: sql.ref("email_outbox.status"),
    sent_at: sql.ref("email_outbox.sent_at"),
    record_type: sql.ref("email_outbox.record_type"),
  }) as RawBuilder<unknown>;
  return db
    .selectFrom("email_outbox")
    .select([sql.lit("email").as("source"), "email_outbox.id", "email_outbox.created_at as at", detail.as("detail")])
    .where("email_outbox.record_id", "in", recordIds)
    .orderBy("email_outbox.created_at", "desc")
    .orderBy("email_outbox.id", "desc")
    .limit(limit);
}

/** A record's own emails, and those of its signing documents and campaign sends. */
function recordEmailIds(db: Kysely<Database>, form: LeadForm, id: string) {
  return db
    .selectNoFrom((eb) => eb.val(id).as("id"))
    .unionAll(db.selectFrom("signing_documents").select("id").where("lead_form", "=", form).where("lead_id", "=", id))
    .unionAll(db.selectFrom("campaign_sends").select("id").where("lead_form", "=", form).where("lead_id", "=", id));
}

/** The email types `recordEmailIds` reads for a record of `form`. */
const recordEmailTypes = (form: LeadForm) => [form, "signing", "campaign"];

/** Each source's columns, as its branch of the timeline's statement carries them (the `detail` object). */
interface SourceDetails {
  audit: { actor_email: string; action: string; detail: string | null; target_type: string; target_label: string };
  note: { author_email: string; body: string; kind: string; channel: string | null; outcome: string | null };
  send: { status: string; name: string };
  task: { title: string; done_at: string | null; done_by_email: string | null };
  email: EmailDetail;
  booking: BookingAuditDetail;
}

type SourceRow = { [S in keyof SourceDetails]: { source: S; id: string; at: string; detail: JsonObject<SourceDetails[S]> } }[keyof SourceDetails];

/**
 * Every source's newest `limit` rows in one statement (exported for the query-plan test): the
 * record's audit entries and those of the documents sent for signature about it (their events are
 * its own), its notes and contact attempts, what campaigns did for it, its tasks, the emails
 * about it and the changes to its person's appointments, each branch read through its own index,
 * newest first.
 */
export function leadTimelineQuery(db: Kysely<Database>, form: LeadForm, id: string, limit: number, personId: string | null = null) {
  const source = (name: keyof SourceDetails) => sql.lit(name).as("source");
  const detail = <S extends keyof SourceDetails>(fields: { [K in keyof SourceDetails[S]]: Expression<SourceDetails[S][K]> }) => (jsonObjectOf<SourceDetails[S]>(db, fields) as RawBuilder<unknown>).as("detail");
  const auditDetail = detail<"audit">({ actor_email: sql.ref("actor_email"), action: sql.ref("action"), detail: sql.ref("detail"), target_type: sql.ref("target_type"), target_label: sql.ref("target_label") });
  const signing = db.selectFrom("signing_documents").select("id").where("lead_form", "=", form).where("lead_id", "=", id);
  return unionOfBranches(db, [
    db
      .selectFrom("audit_log")
      .select([source("audit"), "id", "created_at as at", auditDetail])
      .where("target_type", "=", form)
      .where("target_id", "=", id)
      .where("action", "not in", [...HIDDEN_AUDIT_ACTIONS])
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(limit),
    db
      .selectFrom("audit_log")
      .select([source("audit"), "id", "created_at as at", auditDetail])
      .where("target_type", "=", "signing")
      .where("target_id", "in", signing)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(limit),
    db
      .selectFrom("lead_notes")
      .select([source("note"), "id", "created_at as at"])
      .select(detail<"note">({ author_email: sql.ref("author_email"), body: sql.ref("body"), kind: sql.ref("kind"), channel: sql.ref("channel"), outcome: sql.ref("outcome") }))
      .where("form", "=", form)
      .where("record_id", "=", id)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(limit),
    db
      .selectFrom("campaign_sends")
      .innerJoin("campaigns", "campaigns.id", "campaign_sends.campaign_id")
      .select([source("send"), "campaign_sends.id", "campaign_sends.created_at as at"])
      .select(detail<"send">({ status: sql.ref("campaign_sends.status"), name: sql.ref("campaigns.name") }))
      .where("campaign_sends.lead_form", "=", form)
      .where("campaign_sends.lead_id", "=", id)
      .orderBy("campaign_sends.created_at", "desc")
      .limit(limit),
    db
      .selectFrom("tasks")
      .leftJoin("user", "user.id", "tasks.done_by")
      .select([source("task"), "tasks.id", "tasks.created_at as at"])
      .select(detail<"task">({ title: sql.ref("tasks.title"), done_at: sql.ref("tasks.done_at"), done_by_email: sql.ref("user.email") }))
      .where("tasks.lead_form", "=", form)
      .where("tasks.lead_id", "=", id)
      .orderBy("tasks.created_at", "desc")
      .limit(limit),
    emailBranch(db, recordEmailIds(db, form, id), limit),
    // The person's appointments (app/server/booking/): booked, moved, cancelled, held or a no-show.
    ...(personId ? [bookingBranch(db, { personIds: [personId] }, limit)!] : []),
    // Each branch joins tables of its own (Kysely types those joins into the query's database):
    // typed here as the one row shape they all select.
  ] as unknown as SelectQueryBuilder<Database, keyof Database, Omit<SourceRow, "detail"> & { detail: unknown }>[]);
}

/** A row of the timeline's statement as its entries (a done task is two; an email of another type none). */
function entriesOf(form: LeadForm, row: SourceRow): TimelineEntry[] {
  const { id, at } = row;
  const base = { actor: null, body: null, email: null };
  switch (row.source) {
    case "audit": {
      const a = parseJsonObject(row.detail);
      const entry = auditEntry({ id, created_at: at, actor_email: a.actor_email, action: a.action, detail: a.detail });
      return [a.target_type === "signing" ? { ...entry, detail: [a.target_label, entry.detail].filter(Boolean).join(": ") } : entry];
    }
    case "note": {
      const n = parseJsonObject(row.detail);
      const contact = n.kind === "contact";
      return [{ ...base, key: `note:${id}`, at, kind: contact ? "contact" : "note", title: contact ? describeContact(n.channel ?? "", n.outcome ?? "") : "Note", detail: null, actor: n.author_email, body: n.body || null }];
    }
    case "send": {
      const send = parseJsonObject(row.detail);
      return [{ ...base, key: `campaign:${id}`, at, kind: "other", title: `Campaign: ${send.name}`, detail: campaignSendStatusLabel(send.status), actor: "system: campaign" }];
    }
    case "task": {
      const task = parseJsonObject(row.detail);
      const created: TimelineEntry = { ...base, key: `task:${id}`, at, kind: "other", title: "Task created", detail: task.title };
      return task.done_at ? [created, { ...base, key: `task-done:${id}`, at: task.done_at, kind: "other", title: "Task done", detail: task.title, actor: task.done_by_email }] : [created];
    }
    case "email": {
      const e = parseJsonObject(row.detail);
      if (!isOfRecordType(e.record_type, recordEmailTypes(form))) return [];
      return [{ ...base, key: `email:${id}`, at, kind: "email", title: `Email: ${emailKindLabel(e.kind)}`, detail: null, email: { id, kind: e.kind, subject: e.subject, to: e.to_address, status: e.status, sentAt: e.sent_at } }];
    }
    case "booking":
      return [bookingEntry(id, at, row.detail)];
  }
}

const leadTimelineStatement = statementTemplate((db: Kysely<Database>, v: { form: LeadForm; id: string; limit: number; personId: string | null }) =>
  leadTimelineQuery(db, v.form, v.id, v.limit, v.personId),
);

/** `known`: the record's own columns the timeline starts from, when the caller has read them already. */
export async function leadTimeline(
  db: Kysely<Database>,
  form: LeadForm,
  id: string,
  limit = TIMELINE_LIMIT,
  known?: { created_at: string; source_channel: string | null; person_id: string | null },
): Promise<TimelineEntry[]> {
  const record = known ?? (await leadDb(db).selectFrom(leadTables[form].table).select(["created_at", "source_channel", "person_id"]).where("id", "=", id).executeTakeFirst());
  if (!record) return [];
  const received: TimelineEntry = {
    key: "received",
    at: record.created_at,
    kind: "received",
    title: "Received",
    detail: record.source_channel ? `From ${record.source_channel}` : null,
    actor: null,
    body: null,
    email: null,
  };

  const rows = (await leadTimelineStatement.rows(db, { form, id, limit, personId: record.person_id })) as SourceRow[];
  return mergeTimeline([[received], rows.flatMap((row) => entriesOf(form, row))], limit);
}
