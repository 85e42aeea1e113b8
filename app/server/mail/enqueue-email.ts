/**
 * Putting an email in the outbox. Call it with the same transaction that stores
 * what the email is about: both are committed together, or neither is.
 */
import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { LeadForm } from "../../lib/inbox-paths.ts";
import type { Database } from "../db/schema.ts";
import type { RenderedEmail } from "./render-email.ts";

/**
 * What an email is about. Its content is kept as long as that record's retention period
 * (`npm run purge`, app/server/retention/purge-email-content.ts): a submission's, or the
 * short period of account emails, whose one-time links expire within a day.
 */
export type EmailRecord =
  | { type: LeadForm; id: string }
  | { type: "account" }
  /** A renewal reminder (app/server/renewals/renewal-reminders.ts): the policy it is about. */
  | { type: "policy"; id: string }
  /** A service request's notifications (app/server/service-requests/request-emails.ts). */
  | { type: "service_request"; id: string }
  /** A privacy request's confirmation, extension and answer (app/server/compliance/privacy-requests.ts). */
  | { type: "privacy_request"; id: string }
  /** A document out for signature (app/server/signing/signing-emails.ts). */
  | { type: "signing"; id: string }
  /** A campaign's email (app/server/campaigns/run-campaigns.ts): its campaign_sends row. */
  | { type: "campaign"; id: string }
  /** A "how likely are you to recommend us" survey (app/server/surveys/send-surveys.ts): its nps_surveys row. */
  | { type: "survey"; id: string }
  /** A booked appointment's confirmation, change, reminder and notification (app/server/booking/booking-emails.ts). */
  | { type: "booking"; id: string };

export interface OutgoingEmail extends RenderedEmail {
  kind: string;
  to: string;
  replyTo?: string;
  record: EmailRecord;
  /** An .ics invitation attached as it is sent (a booking's). */
  calendarText?: string;
}

export async function enqueueEmail(db: Kysely<Database> | Transaction<Database>, email: OutgoingEmail): Promise<string> {
  const [id] = await enqueueEmails(db, [email]);
  return id!;
}

/** Queues several emails in one statement (a submission's notifications and confirmation); returns their ids in order. */
export async function enqueueEmails(db: Kysely<Database> | Transaction<Database>, emails: readonly OutgoingEmail[]): Promise<string[]> {
  if (!emails.length) return [];
  const now = new Date().toISOString();
  const rows = emails.map((email) => ({
    id: randomUUID(),
    kind: email.kind,
    to_address: email.to,
    reply_to: email.replyTo ?? null,
    subject: email.subject,
    text_body: email.text,
    html_body: email.html,
    calendar_text: email.calendarText ?? null,
    record_type: email.record.type,
    record_id: "id" in email.record ? email.record.id : null,
    status: "queued" as const,
    attempts: 0,
    next_attempt_at: now,
    created_at: now,
  }));
  await db.insertInto("email_outbox").values(rows).execute();
  return rows.map((row) => row.id);
}
