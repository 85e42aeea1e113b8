/**
 * The Email Outbox page: every email with its status, attempts and last error; one
 * email to read; and retrying an email that failed for good or was kept because SMTP
 * was not configured (back to the queue, due now, the worker woken up).
 */
import type { Kysely } from "kysely";
import { canRetryEmail, type EmailStatus } from "../../lib/email-status.ts";
import { recordAudit, type Actor } from "../audit/record-audit.ts";
import type { Database } from "../db/schema.ts";
import { lowerLike } from "../db/like.ts";
import { escapeLike } from "../inbox/search-term.ts";
import { redactSecrets } from "./redact-secrets.ts";
import { clampPage } from "../paging.ts";

export const OUTBOX_PAGE_SIZE = 25;

export interface OutboxFilter {
  status: EmailStatus | null;
  /** Part of the recipient's address or the subject. */
  search: string | null;
}

export interface OutboxRow {
  id: string;
  kind: string;
  to: string;
  subject: string;
  status: EmailStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  /** Set when `npm run purge` removed the subject, bodies and a person's address (retention). */
  contentRemovedAt: string | null;
}

export interface OutboxPage {
  rows: OutboxRow[];
  total: number;
  page: number;
  pageCount: number;
  statusCounts: Record<EmailStatus | "all", number>;
}

function searched(db: Kysely<Database>, search: string | null) {
  const term = search?.replace(/\s+/g, " ").trim().toLowerCase().slice(0, 200);
  const query = db.selectFrom("email_outbox");
  if (!term) return query;
  const pattern = `%${escapeLike(term)}%`;
  return query.where((eb) => eb.or([lowerLike("to_address", pattern), lowerLike("subject", pattern)]));
}

export async function listOutbox(db: Kysely<Database>, filter: OutboxFilter, requestedPage = 1): Promise<OutboxPage> {
  const grouped = await searched(db, filter.search)
    .select((eb) => ["status", eb.fn.countAll<number | string>().as("count")])
    .groupBy("status")
    .execute();
  const statusCounts: Record<EmailStatus | "all", number> = { all: 0, queued: 0, sending: 0, sent: 0, failed: 0, not_sent: 0, suppressed: 0 };
  for (const { status, count } of grouped) {
    statusCounts.all += Number(count);
    if (status in statusCounts) statusCounts[status] += Number(count);
  }
  const total = filter.status ? statusCounts[filter.status] : statusCounts.all;
  const { page, pageCount } = clampPage(total, requestedPage, OUTBOX_PAGE_SIZE);
  let query = searched(db, filter.search);
  if (filter.status) query = query.where("status", "=", filter.status);
  const rows = await query
    .select(["id", "kind", "to_address", "subject", "status", "attempts", "last_error", "created_at", "sent_at", "content_removed_at"])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(OUTBOX_PAGE_SIZE)
    .offset((page - 1) * OUTBOX_PAGE_SIZE)
    .execute();
  return {
    rows: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      to: r.to_address,
      subject: r.subject,
      status: r.status,
      attempts: Number(r.attempts),
      lastError: r.last_error,
      createdAt: r.created_at,
      sentAt: r.sent_at,
      contentRemovedAt: r.content_removed_at,
    })),
    total,
    page,
    pageCount,
    statusCounts,
  };
}

export interface OutboxEmail extends OutboxRow {
  replyTo: string | null;
  nextAttemptAt: string;
  /** The bodies, with one-time links hidden (./redact-secrets.ts). */
  text: string;
  html: string;
}

export async function getOutboxEmail(db: Kysely<Database>, id: string): Promise<OutboxEmail | null> {
  const r = await db.selectFrom("email_outbox").selectAll().where("id", "=", id).executeTakeFirst();
  if (!r) return null;
  return {
    id: r.id,
    kind: r.kind,
    to: r.to_address,
    replyTo: r.reply_to,
    subject: r.subject,
    status: r.status,
    attempts: Number(r.attempts),
    lastError: r.last_error,
    createdAt: r.created_at,
    sentAt: r.sent_at,
    contentRemovedAt: r.content_removed_at,
    nextAttemptAt: r.next_attempt_at,
    text: redactSecrets(r.text_body),
    html: redactSecrets(r.html_body),
  };
}

export type RetryResult = { ok: true } | { ok: false; reason: "not-found" | "not-retryable" };

/**
 * Puts a failed or unsent email back in the queue, due now (attempts keep counting); the caller wakes the worker.
 * An email whose content was removed by retention has nothing left to send.
 */
export async function retryEmail(db: Kysely<Database>, actor: Actor, id: string): Promise<RetryResult> {
  return db.transaction().execute(async (trx): Promise<RetryResult> => {
    const email = await trx.selectFrom("email_outbox").select(["status", "kind", "content_removed_at"]).where("id", "=", id).executeTakeFirst();
    if (!email) return { ok: false, reason: "not-found" };
    if (!canRetryEmail(email.status) || email.content_removed_at) return { ok: false, reason: "not-retryable" };
    const updated = await trx
      .updateTable("email_outbox")
      .set({ status: "queued", next_attempt_at: new Date().toISOString(), locked_until: null })
      .where("id", "=", id)
      .where("status", "in", ["failed", "not_sent"])
      .where("content_removed_at", "is", null)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return { ok: false, reason: "not-retryable" };
    await recordAudit(trx, actor, { action: "email.retry", targetType: "email", targetId: id, targetLabel: email.kind, detail: `Was ${email.status}` });
    return { ok: true };
  });
}
