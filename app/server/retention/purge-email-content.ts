/**
 * Removing the content of emails once the record they are about is gone (`npm run purge`).
 * A notification holds every field of a submission and a confirmation many of them, so
 * an email's content must not outlive its record:
 *
 * - a lead form's email loses its content when its record no longer exists, or is past
 *   its form's retention period (so `--dry-run` counts what the real run will remove).
 *   Deleting a record in the inbox takes its emails' content at the next purge. An email
 *   whose record is unknown (stored before emails named their record) follows its own
 *   age against the form's period;
 * - an account email (confirmation, password reset: one-time links that expire within a
 *   day) loses it after ACCOUNT_EMAIL_RETENTION_DAYS;
 * - a renewal reminder (record "policy") loses it once its policy is deleted, or after
 *   RENEWAL_EMAIL_RETENTION_DAYS (its term has ended by then);
 * - a service request's email (record "service_request": a new request, a reply, a status) loses
 *   it once its request is deleted, or after SERVICE_REQUEST_EMAIL_RETENTION_DAYS: the request's
 *   thread keeps the words; the email's copy only shows what was sent, and when;
 * - a privacy request's email (record "privacy_request": its confirmation, extension and answer)
 *   loses it once the request is deleted by its own retention (RETENTION_MONTHS_PRIVACY_REQUESTS after
 *   it was answered): until then the copy is the proof of what the person was told, and when;
 * - a signing email (record "signing": invitations, codes, reminders, the signed copy's link, the
 *   staff's notices) loses it once its document is deleted (purged as never signed after
 *   RETENTION_MONTHS_UNSIGNED_DOCUMENTS, or erased); a completed document is a customer record
 *   and its emails are the trace of how it was signed;
 * - a survey email (record "survey": the "how likely are you to recommend us" question and its
 *   eleven links) loses it after SURVEY_EMAIL_RETENTION_DAYS, or once its survey row is gone;
 * - a booking's email (record "booking": confirmation, change, reminder, the member's notice)
 *   loses it after BOOKING_EMAIL_RETENTION_DAYS, or once the booking is gone;
 * - an email naming no record at all (none is written any more) after the longest period.
 *
 * What stays is the trace that an email was sent: id, kind, record, status, attempts,
 * times, the last error (addresses in it hidden), and the recipient when it is the
 * agency's own mailbox (notifications). Subject, bodies, Reply-To and a person's address
 * go. Emails still queued or being sent keep everything until they are handled.
 */
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from "kysely";
import { leadForms, type LeadForm } from "../../lib/inbox-paths.ts";
import { recordAudit, type Actor } from "../audit/record-audit.ts";
import type { Database } from "../db/schema.ts";
import { leadTables } from "../inbox/lead-tables.ts";
import { retentionCutoff, type RetentionPolicy } from "./retention.ts";

/** Account emails' links expire within a day (confirmation) or an hour (reset); a week leaves time to answer "I never got it". */
export const ACCOUNT_EMAIL_RETENTION_DAYS = 7;

/** A reminder goes at most 120 days before expiration: half a year later its term is over. */
export const RENEWAL_EMAIL_RETENTION_DAYS = 180;

/** Long enough to answer "did you get my message?"; the thread itself stays with the customer's record. */
export const SERVICE_REQUEST_EMAIL_RETENTION_DAYS = 90;

/** A campaign's email: long enough for its report's 60 days and a question about it; the send row stays. */
export const CAMPAIGN_EMAIL_RETENTION_DAYS = 180;

/** A survey's email: its links work 60 days; the survey row keeps the answer. */
export const SURVEY_EMAIL_RETENTION_DAYS = 180;

/** A booking's email (confirmation, change, reminder): its links end a day after the appointment, at most a year ahead; the booking row stays. */
export const BOOKING_EMAIL_RETENTION_DAYS = 400;

const BATCH = 200;

export interface EmailContentPurge {
  /** Emails whose content was (or, in a dry run, would be) removed, per record type. */
  removed: Record<LeadForm | "account" | "policy" | "service_request" | "privacy_request" | "signing" | "campaign" | "survey" | "booking" | "other", number>;
}

type Where = (eb: ExpressionBuilder<Database, "email_outbox">) => Expression<SqlBool>;

/** An email's content may go: it is not waiting to be sent and still has content. */
const removable: Where = (eb) => eb.and([eb("content_removed_at", "is", null), eb("status", "not in", ["queued", "sending"])]);

/** Email addresses in an SMTP error ("550 <jane@example.com>: mailbox unavailable") become a placeholder. */
export function hideAddresses(text: string): string {
  return text.replace(/[^\s<>()[\]"',;:]+@[^\s<>()[\]"',;:]+/g, "[address removed]");
}

/** Notifications go to the agency's own mailboxes; every other email to a person. */
const keepsRecipient = (kind: string) => kind.endsWith(".notification");

function leadEmailsToClear(form: LeadForm, cutoff: string | null): Where {
  const table = leadTables[form].table;
  return (eb) => {
    // The record is kept: it exists and (when the form has a period) is within it.
    const recordKept = sql<boolean>`exists (select 1 from ${sql.table(table)} r where r.id = email_outbox.record_id${cutoff ? sql` and r.created_at >= ${cutoff}` : sql``})`;
    return eb.and([
      eb("record_type", "=", form),
      removable(eb),
      eb.or([
        eb.and([eb("record_id", "is not", null), eb.not(recordKept)]),
        ...(cutoff ? [eb.and([eb("record_id", "is", null), eb("created_at", "<", cutoff)])] : []),
      ]),
    ]);
  };
}

async function clearContent(db: Kysely<Database>, where: Where, now: string, dryRun: boolean): Promise<number> {
  if (dryRun) {
    const row = await db.selectFrom("email_outbox").select((eb) => eb.fn.countAll<number | string>().as("n")).where(where).executeTakeFirstOrThrow();
    return Number(row.n);
  }
  let total = 0;
  for (;;) {
    const { read, cleared } = await db.transaction().execute(async (trx) => {
      const rows = await trx.selectFrom("email_outbox").select(["id", "kind", "last_error"]).where(where).orderBy("created_at").limit(BATCH).execute();
      let cleared = 0;
      for (const keep of [true, false]) {
        const ids = rows.filter((r) => keepsRecipient(r.kind) === keep).map((r) => r.id);
        if (!ids.length) continue;
        const result = await trx
          .updateTable("email_outbox")
          .set({ subject: "", text_body: "", html_body: "", reply_to: null, calendar_text: null, content_removed_at: now, ...(keep ? {} : { to_address: "" }) })
          .where("id", "in", ids)
          // Checked again: an admin may have put the email back in the queue since it was read.
          .where(removable)
          .executeTakeFirst();
        cleared += Number(result.numUpdatedRows);
      }
      for (const row of rows) {
        if (row.last_error === null || hideAddresses(row.last_error) === row.last_error) continue;
        await trx.updateTable("email_outbox").set({ last_error: hideAddresses(row.last_error) }).where("id", "=", row.id).where("content_removed_at", "=", now).execute();
      }
      return { read: rows.length, cleared };
    });
    total += cleared;
    if (read < BATCH) return total;
  }
}

export async function purgeEmailContent(
  db: Kysely<Database>,
  policy: RetentionPolicy,
  options: { now?: Date; dryRun?: boolean; actor: Actor },
): Promise<EmailContentPurge> {
  const now = options.now ?? new Date();
  const nowIso = now.toISOString();
  const dryRun = options.dryRun ?? false;
  const removed: EmailContentPurge["removed"] = { quotes: 0, claims: 0, applications: 0, "pay-per-mile": 0, "coverage-reviews": 0, messages: 0, account: 0, policy: 0, service_request: 0, privacy_request: 0, signing: 0, campaign: 0, survey: 0, booking: 0, other: 0 };
  for (const form of leadForms) {
    removed[form] = await clearContent(db, leadEmailsToClear(form, retentionCutoff(now, policy[form])?.toISOString() ?? null), nowIso, dryRun);
  }
  const accountCutoff = new Date(now.getTime() - ACCOUNT_EMAIL_RETENTION_DAYS * 86_400_000).toISOString();
  removed.account = await clearContent(db, (eb) => eb.and([eb("record_type", "=", "account"), removable(eb), eb("created_at", "<", accountCutoff)]), nowIso, dryRun);
  const renewalCutoff = new Date(now.getTime() - RENEWAL_EMAIL_RETENTION_DAYS * 86_400_000).toISOString();
  const policyKept = sql<boolean>`exists (select 1 from policies p where p.id = email_outbox.record_id)`;
  removed.policy = await clearContent(
    db,
    (eb) => eb.and([eb("record_type", "=", "policy"), removable(eb), eb.or([eb("created_at", "<", renewalCutoff), eb.not(policyKept)])]),
    nowIso,
    dryRun,
  );
  const requestCutoff = new Date(now.getTime() - SERVICE_REQUEST_EMAIL_RETENTION_DAYS * 86_400_000).toISOString();
  const requestKept = sql<boolean>`exists (select 1 from service_requests r where r.id = email_outbox.record_id)`;
  removed.service_request = await clearContent(
    db,
    (eb) => eb.and([eb("record_type", "=", "service_request"), removable(eb), eb.or([eb("created_at", "<", requestCutoff), eb.not(requestKept)])]),
    nowIso,
    dryRun,
  );
  const privacyKept = sql<boolean>`exists (select 1 from privacy_requests r where r.id = email_outbox.record_id)`;
  removed.privacy_request = await clearContent(db, (eb) => eb.and([eb("record_type", "=", "privacy_request"), removable(eb), eb.not(privacyKept)]), nowIso, dryRun);
  const signingKept = sql<boolean>`exists (select 1 from signing_documents d where d.id = email_outbox.record_id)`;
  removed.signing = await clearContent(db, (eb) => eb.and([eb("record_type", "=", "signing"), removable(eb), eb.not(signingKept)]), nowIso, dryRun);
  const campaignCutoff = new Date(now.getTime() - CAMPAIGN_EMAIL_RETENTION_DAYS * 86_400_000).toISOString();
  const campaignKept = sql<boolean>`exists (select 1 from campaign_sends s where s.id = email_outbox.record_id)`;
  removed.campaign = await clearContent(
    db,
    (eb) => eb.and([eb("record_type", "=", "campaign"), removable(eb), eb.or([eb("created_at", "<", campaignCutoff), eb.not(campaignKept)])]),
    nowIso,
    dryRun,
  );
  const surveyCutoff = new Date(now.getTime() - SURVEY_EMAIL_RETENTION_DAYS * 86_400_000).toISOString();
  const surveyKept = sql<boolean>`exists (select 1 from nps_surveys s where s.id = email_outbox.record_id)`;
  removed.survey = await clearContent(
    db,
    (eb) => eb.and([eb("record_type", "=", "survey"), removable(eb), eb.or([eb("created_at", "<", surveyCutoff), eb.not(surveyKept)])]),
    nowIso,
    dryRun,
  );
  const bookingCutoff = new Date(now.getTime() - BOOKING_EMAIL_RETENTION_DAYS * 86_400_000).toISOString();
  const bookingKept = sql<boolean>`exists (select 1 from bookings b where b.id = email_outbox.record_id)`;
  removed.booking = await clearContent(
    db,
    (eb) => eb.and([eb("record_type", "=", "booking"), removable(eb), eb.or([eb("created_at", "<", bookingCutoff), eb.not(bookingKept)])]),
    nowIso,
    dryRun,
  );
  // An email naming no record: kept as long as the longest period (forever if any form is).
  const periods = leadForms.map((form) => policy[form]);
  if (!periods.includes(0)) {
    const cutoff = retentionCutoff(now, Math.max(...periods))!.toISOString();
    removed.other = await clearContent(db, (eb) => eb.and([eb("record_type", "is", null), removable(eb), eb("created_at", "<", cutoff)]), nowIso, dryRun);
  }
  const total = Object.values(removed).reduce((sum, n) => sum + n, 0);
  if (total && !dryRun) {
    const parts = Object.entries(removed).filter(([, n]) => n).map(([type, n]) => `${type} ${n}`);
    await recordAudit(db, options.actor, {
      action: "email.purge",
      targetType: "email",
      targetId: "*",
      detail: `Content of ${total} email${total === 1 ? "" : "s"} removed (${parts.join(", ")})`,
    }, now);
  }
  return { removed };
}
