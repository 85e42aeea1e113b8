/**
 * One record's history, newest first (docs/product.md#working-a-record): when it arrived and
 * from where, its assignments, stage changes with their outcomes (and the status changes from
 * before stages, as they were written), follow-ups, contact attempts and notes with their text,
 * the emails sent about it, the person's appointments (booked, moved, cancelled, held or a
 * no-show), and file downloads and previews. Page views are left out: they
 * would bury everything else (the audit log keeps them).
 *
 * Each source is read newest first up to the limit, so the merged first `limit` entries are
 * exactly the newest `limit` of the whole history.
 */
import type { Kysely, Selectable, SelectQueryBuilder } from "kysely";
import { auditActionLabel } from "../../lib/audit-actions.ts";
import { campaignSendStatusLabel } from "../../lib/campaigns.ts";
import type { LeadForm } from "../../lib/inbox-paths.ts";
import { bookingTimelineEntries } from "../booking/staff-calendar.ts";
import type { Database, EmailStatus } from "../db/schema.ts";
import { leadDb, leadTables } from "../inbox/lead-tables.ts";
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

/** The outbox columns a timeline shows of an email. */
const TIMELINE_EMAIL_COLUMNS = [
  "email_outbox.id",
  "email_outbox.kind",
  "email_outbox.to_address",
  "email_outbox.subject",
  "email_outbox.status",
  "email_outbox.created_at",
  "email_outbox.sent_at",
] as const;

/**
 * The emails about any of `recordIds` (a one-column `id` query) and of one of `types`, newest
 * first: one read through the outbox's (record_id, record_type) index. The types are checked
 * here, not in the statement: given a type its statistics say has no emails (they may predate
 * its first ones), PostgreSQL walks every email of that type, as a customer's page did after
 * the first renewal reminders. Record ids are UUIDs, so the ids alone find the record's emails.
 */
export async function emailsOfRecords(
  db: Kysely<Database>,
  recordIds: SelectQueryBuilder<Database, keyof Database, { id: string }>,
  types: readonly string[],
  limit: number,
): Promise<TimelineEmailRow[]> {
  const rows = await emailsOfRecordsQuery(db, recordIds, limit).execute();
  return rows.filter((row) => isOfRecordType(row.record_type, types));
}

/** The check `emailsOfRecords` makes of each email read (see there why it is not in the statement). */
export const isOfRecordType = (recordType: string | null, types: readonly string[]) => recordType !== null && types.includes(recordType);

/** The statement `emailsOfRecords` runs (exported for the query-plan test). */
export function emailsOfRecordsQuery(db: Kysely<Database>, recordIds: SelectQueryBuilder<Database, keyof Database, { id: string }>, limit: number) {
  return newestEmailsOfRecords(db, recordIds, limit).select([...TIMELINE_EMAIL_COLUMNS, "email_outbox.record_type"]);
}

/** The newest `limit` emails about any of `recordIds`, found by record id alone; the caller selects the columns. */
export function newestEmailsOfRecords(db: Kysely<Database>, recordIds: SelectQueryBuilder<Database, keyof Database, { id: string }>, limit: number) {
  return db
    .selectFrom("email_outbox")
    .where("email_outbox.record_id", "in", recordIds)
    .orderBy("email_outbox.created_at", "desc")
    .orderBy("email_outbox.id", "desc")
    .limit(limit);
}

/** A record's own emails, and those of its signing documents and campaign sends (exported for the query-plan test). */
export function recordEmailIds(db: Kysely<Database>, form: LeadForm, id: string) {
  return db
    .selectNoFrom((eb) => eb.val(id).as("id"))
    .unionAll(db.selectFrom("signing_documents").select("id").where("lead_form", "=", form).where("lead_id", "=", id))
    .unionAll(db.selectFrom("campaign_sends").select("id").where("lead_form", "=", form).where("lead_id", "=", id));
}

/** The email types `recordEmailIds` reads for a record of `form`. */
const recordEmailTypes = (form: LeadForm) => [form, "signing", "campaign"];

type TimelineEmailRow = Pick<Selectable<Database["email_outbox"]>, "id" | "kind" | "to_address" | "subject" | "status" | "created_at" | "sent_at" | "record_type">;

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

  // The record's audit entries, and those of the documents sent for signature about it
  // (app/server/signing/): their events are its own. One statement, each read on its index.
  const auditColumns = ["id", "created_at", "actor_email", "action", "detail", "target_type", "target_label"] as const;
  const signing = db.selectFrom("signing_documents").select("id").where("lead_form", "=", form).where("lead_id", "=", id);
  const auditRows = await unionOfBranches(db, [
    db
      .selectFrom("audit_log")
      .select(auditColumns)
      .where("target_type", "=", form)
      .where("target_id", "=", id)
      .where("action", "not in", [...HIDDEN_AUDIT_ACTIONS])
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(limit),
    db.selectFrom("audit_log").select(auditColumns).where("target_type", "=", "signing").where("target_id", "in", signing).orderBy("created_at", "desc").orderBy("id", "desc").limit(limit),
  ]).execute();

  const notes = await db
    .selectFrom("lead_notes")
    .select(["id", "created_at", "author_email", "body", "kind", "channel", "outcome"])
    .where("form", "=", form)
    .where("record_id", "=", id)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();

  // What campaigns did for this person (app/server/campaigns/): each occurrence, sent or not, and its email.
  const campaignSends = await db
    .selectFrom("campaign_sends")
    .innerJoin("campaigns", "campaigns.id", "campaign_sends.campaign_id")
    .select(["campaign_sends.id", "campaign_sends.created_at", "campaign_sends.status", "campaigns.name"])
    .where("campaign_sends.lead_form", "=", form)
    .where("campaign_sends.lead_id", "=", id)
    .orderBy("campaign_sends.created_at", "desc")
    .limit(limit)
    .execute();
  const tasks = await db
    .selectFrom("tasks")
    .leftJoin("user", "user.id", "tasks.done_by")
    .select(["tasks.id", "tasks.title", "tasks.created_at", "tasks.done_at", "user.email as done_by_email"])
    .where("tasks.lead_form", "=", form)
    .where("tasks.lead_id", "=", id)
    .orderBy("tasks.created_at", "desc")
    .limit(limit)
    .execute();

  const emails = await emailsOfRecords(db, recordEmailIds(db, form, id), recordEmailTypes(form), limit);

  // The person's appointments (app/server/booking/): booked, moved, cancelled, held or a no-show.
  const bookings = await bookingTimelineEntries(db, { personIds: record.person_id ? [record.person_id] : [] }, limit);

  return mergeTimeline(
    [
      [received],
      bookings,
      auditRows.map((row) => {
        const entry = auditEntry(row);
        return row.target_type === "signing" ? { ...entry, detail: [row.target_label, entry.detail].filter(Boolean).join(": ") } : entry;
      }),
      notes.map((n): TimelineEntry => {
        const contact = n.kind === "contact";
        return {
          key: `note:${n.id}`,
          at: n.created_at,
          kind: contact ? "contact" : "note",
          title: contact ? describeContact(n.channel ?? "", n.outcome ?? "") : "Note",
          detail: null,
          actor: n.author_email,
          body: n.body || null,
          email: null,
        };
      }),
      campaignSends.map(
        (send): TimelineEntry => ({
          key: `campaign:${send.id}`,
          at: send.created_at,
          kind: "other",
          title: `Campaign: ${send.name}`,
          detail: campaignSendStatusLabel(send.status),
          actor: "system: campaign",
          body: null,
          email: null,
        }),
      ),
      tasks.flatMap((task): TimelineEntry[] => [
        { key: `task:${task.id}`, at: task.created_at, kind: "other", title: "Task created", detail: task.title, actor: null, body: null, email: null },
        ...(task.done_at
          ? [{ key: `task-done:${task.id}`, at: task.done_at, kind: "other" as const, title: "Task done", detail: task.title, actor: task.done_by_email, body: null, email: null }]
          : []),
      ]),
      emails.map((e): TimelineEntry => ({
        key: `email:${e.id}`,
        at: e.created_at,
        kind: "email",
        title: `Email: ${emailKindLabel(e.kind)}`,
        detail: null,
        actor: null,
        body: null,
        email: { id: e.id, kind: e.kind, subject: e.subject, to: e.to_address, status: e.status, sentAt: e.sent_at },
      })),
    ],
    limit,
  );
}
