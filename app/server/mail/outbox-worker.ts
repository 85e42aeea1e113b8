/**
 * Sends what the outbox holds, over SMTP, with retries and backoff. Rows are claimed
 * one by one with a conditional update, so several server instances can share one
 * PostgreSQL outbox without sending anything twice. Without SMTP_URL, each email is
 * printed to the server log and kept with status "not_sent" (an admin can retry it
 * once SMTP is configured): nothing is ever dropped.
 */
import type { Kysely } from "kysely";
import { createRequire } from "node:module";
import type nodemailer from "nodemailer";
import { preferencesUrl, signPreferencesToken } from "../compliance/preference-token.ts";
import { isEmailSuppressed } from "../compliance/suppressions.ts";
import type { Database } from "../db/schema.ts";
import { yieldToEventLoop } from "../event-loop.ts";
import { errorFields, log } from "../log.ts";
import { pruneRateLimits } from "../security/rate-limit.ts";
import { sendFoldedSecurityNotices } from "../security/security-events.ts";
import { classifyEmail } from "./email-kinds.ts";
import { withPreferencesLink } from "./render-email.ts";

export const MAX_ATTEMPTS = 8;
/** Default for how long a claimed row stays locked (OUTBOX_LOCK_SECONDS). */
export const DEFAULT_LOCK_SECONDS = 120;

/** 1, 2, 4 … minutes after each failed attempt, at most six hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 3600_000);
}

export interface OutgoingMessage {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  /** An invitation, sent as nodemailer's icalEvent: a text/calendar part mail programs offer to add, and an .ics attachment. */
  icalEvent?: { method: string; filename: string; content: string };
}

/** The METHOD of an .ics (REQUEST, CANCEL …), which the email's text/calendar part must repeat. */
export function calendarMethod(ics: string): string {
  return /^METHOD:([A-Z]+)\r?$/m.exec(ics)?.[1] ?? "PUBLISH";
}

export interface MailTransport {
  send(message: OutgoingMessage): Promise<void>;
  /** Closes open connections (on shutdown). */
  close?(): void;
}

export function smtpTransport(smtpUrl: string): MailTransport {
  // One pooled connection, reused from email to email. A new connection per email (greeting,
  // TLS handshake, login) held the outbox to about ten emails a second, so a burst of
  // submissions took minutes to confirm (measured by tests/e2e/crash-safety.test.ts).
  // Loaded only when SMTP is configured (~20 MB of memory otherwise spent for nothing).
  const { createTransport } = createRequire(import.meta.url)("nodemailer") as typeof nodemailer;
  const transporter = createTransport({ url: smtpUrl, pool: true, maxConnections: 1 });
  return {
    async send(message) {
      await transporter.sendMail(message);
    },
    close: () => transporter.close(),
  };
}

export interface OutboxWorkerOptions {
  db: Kysely<Database>;
  /** undefined: no SMTP configured. */
  transport: MailTransport | undefined;
  from: string;
  pollMs?: number;
  /** Where unsent emails are printed without SMTP (defaults to stdout, under the log's bound). */
  print?: (text: string) => void;
  /** How long a claimed row stays locked before another worker may take it over (OUTBOX_LOCK_SECONDS). */
  lockSeconds?: number;
  /**
   * The loop also deletes ended rate-limit windows (security/rate-limit.ts): counters whose
   * window started longer ago than this, best `longestRateLimitWindowMs(env)`. Default: a day.
   */
  rateLimitMaxAgeMs?: number;
  /** How often the loop prunes rate-limit counters, at most (default every 5 minutes). */
  pruneEveryMs?: number;
  /**
   * Signs the preferences link added to every email for a customer or lead as it is sent
   * (the server's secret and public address). Without it (some tests) no link is added.
   */
  preferences?: { secret: string; publicUrl: string };
}

/** What is sent for a row: its content, with the preferences link for a person and the unsubscribe header for what they can stop. */
function outgoingOf(row: { kind: string; to_address: string; text_body: string; html_body: string }, options: OutboxWorkerOptions) {
  const { audience, purpose } = classifyEmail(row.kind);
  if (audience !== "person" || !options.preferences) return { text: row.text_body, html: row.html_body, headers: undefined };
  const url = preferencesUrl(options.preferences.publicUrl, signPreferencesToken(options.preferences.secret, row.to_address));
  const content = withPreferencesLink({ text: row.text_body, html: row.html_body }, url);
  return { ...content, headers: purpose === "transactional" ? undefined : { "List-Unsubscribe": `<${url}>` } };
}

/** How often the worker's loop prunes rate-limit counters by default. */
export const PRUNE_EVERY_MS = 5 * 60_000;

/** How many emails one pass of the outbox takes. */
export const OUTBOX_BATCH_SIZE = 20;

/**
 * Rows a worker that died mid-send left locked, once their lock has expired. Few at any time:
 * the due index's "sending" prefix holds only the emails being sent.
 */
export function expiredClaimsQuery(db: Kysely<Database>, nowIso: string, limit: number) {
  return db.selectFrom("email_outbox").select(["id"]).where("status", "=", "sending").where("locked_until", "<", nowIso).orderBy("next_attempt_at").limit(limit);
}

/**
 * Queued emails whose time has come, the longest due first: a range of the due index
 * (status, next_attempt_at) read in its order, so a pass reads its batch and no more. One query
 * for both kinds of row (an OR) made the database gather every queued row and sort them all:
 * ~100 ms a pass with 8,000 queued after a burst of submissions (npm run bench), on the thread
 * that answers the pages, for as long as the backlog lasted.
 */
export function dueEmailsQuery(db: Kysely<Database>, nowIso: string, limit: number) {
  return db.selectFrom("email_outbox").select(["id"]).where("status", "=", "queued").where("next_attempt_at", "<=", nowIso).orderBy("next_attempt_at").limit(limit);
}

/** Sends every due email once, at most a batch; returns how many rows it handled. Exposed for tests. */
export async function processOutbox(options: OutboxWorkerOptions): Promise<number> {
  const { db, transport, from } = options;
  const print = options.print ?? log.print;
  const now = new Date();
  const nowIso = now.toISOString();
  const expired = await expiredClaimsQuery(db, nowIso, OUTBOX_BATCH_SIZE).execute();
  const due = [...expired, ...(expired.length < OUTBOX_BATCH_SIZE ? await dueEmailsQuery(db, nowIso, OUTBOX_BATCH_SIZE - expired.length).execute() : [])];

  let handled = 0;
  for (const { id } of due) {
    // One email's queries at a time: on SQLite they run on the main thread, and a batch of
    // twenty in one go held the server for a few hundred milliseconds (npm run bench:growth).
    if (handled > 0) await yieldToEventLoop();
    const lockedUntil = new Date(now.getTime() + (options.lockSeconds ?? DEFAULT_LOCK_SECONDS) * 1000).toISOString();
    const claim = await db
      .updateTable("email_outbox")
      .set({ status: "sending", locked_until: lockedUntil })
      .where("id", "=", id)
      .where((eb) =>
        eb.or([
          eb("status", "=", "queued"),
          eb.and([eb("status", "=", "sending"), eb("locked_until", "<", nowIso)]),
        ]),
      )
      .executeTakeFirst();
    if (Number(claim.numUpdatedRows) !== 1) continue; // another worker took it
    const row = await db.selectFrom("email_outbox").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    handled += 1;

    // An opt-out is honoured at once: checked as each reminder or marketing email leaves, not when it was queued.
    if (classifyEmail(row.kind).purpose !== "transactional" && (await isEmailSuppressed(db, row.to_address))) {
      await db
        .updateTable("email_outbox")
        .set({ status: "suppressed", last_error: "Not sent: the recipient stopped these emails", locked_until: null })
        .where("id", "=", id)
        .execute();
      log.info("email suppressed: recipient opted out", { emailId: id, kind: row.kind });
      continue;
    }
    const outgoing = outgoingOf(row, options);

    if (!transport) {
      print(
        `\n----- email ${row.id} (not sent: SMTP_URL is not configured) -----\n` +
          `To: ${row.to_address}\nSubject: ${row.subject}\n\n${outgoing.text}\n${row.calendar_text ? "[invitation.ics attached]\n" : ""}----- end of email ${row.id} -----\n`,
      );
      await db
        .updateTable("email_outbox")
        .set({ status: "not_sent", last_error: "SMTP_URL is not configured", locked_until: null })
        .where("id", "=", id)
        .execute();
      continue;
    }

    const attempts = row.attempts + 1;
    try {
      await transport.send({
        from,
        to: row.to_address,
        replyTo: row.reply_to ?? undefined,
        subject: row.subject,
        text: outgoing.text,
        html: outgoing.html,
        ...(outgoing.headers ? { headers: outgoing.headers } : {}),
        ...(row.calendar_text ? { icalEvent: { method: calendarMethod(row.calendar_text), filename: "invitation.ics", content: row.calendar_text } } : {}),
      });
      await db
        .updateTable("email_outbox")
        .set({ status: "sent", attempts, sent_at: new Date().toISOString(), last_error: null, locked_until: null })
        .where("id", "=", id)
        .execute();
      log.info("email sent", { emailId: id, kind: row.kind, attempts });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const failed = attempts >= MAX_ATTEMPTS;
      await db
        .updateTable("email_outbox")
        .set({
          status: failed ? "failed" : "queued",
          attempts,
          last_error: message.slice(0, 1000),
          next_attempt_at: new Date(Date.now() + retryDelayMs(attempts)).toISOString(),
          locked_until: null,
        })
        .where("id", "=", id)
        .execute();
      log.warn(failed ? "email failed for good" : "email send failed, will retry", { emailId: id, kind: row.kind, attempts, ...errorFields(error) });
    }
  }
  return handled;
}

/** Polls the outbox in the background until stopped. */
export function startOutboxWorker(options: OutboxWorkerOptions): { stop(): Promise<void>; kick(): void } {
  const pollMs = options.pollMs ?? 2000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  let lastPrunedAt = Number.NEGATIVE_INFINITY;

  /** Housekeeping in the same loop, at most every few minutes: rate-limit windows that ended, folded security events. */
  const pruneIfDue = async () => {
    if (Date.now() - lastPrunedAt < (options.pruneEveryMs ?? PRUNE_EVERY_MS)) return;
    lastPrunedAt = Date.now();
    try {
      const removed = await pruneRateLimits(options.db, options.rateLimitMaxAgeMs);
      if (removed) log.debug("rate-limit counters pruned", { removed });
    } catch (error) {
      log.error("rate-limit pruning failed", errorFields(error));
    }
    // Security events folded within their hour are emailed to the admins once it is over (security-events.ts).
    try {
      await sendFoldedSecurityNotices(options.db);
    } catch (error) {
      log.error("security notices failed", errorFields(error));
    }
  };

  const tick = () => {
    if (stopped || running) return;
    let handled = 0;
    running = processOutbox(options)
      .then((count) => void (handled = count))
      .catch((error) => log.error("outbox worker error", errorFields(error)))
      .then(pruneIfDue)
      .finally(() => {
        running = undefined;
        // A backlog (a burst of submissions) is drained pass after pass, not a batch per poll:
        // at one batch every two seconds, 3,000 confirmations took minutes to leave. Each email
        // already yields to the requests waiting, so draining at once costs them little.
        if (!stopped) timer = handled > 0 ? setTimeout(tick, 0) : setTimeout(tick, pollMs);
      });
  };
  tick();
  return {
    /** Look for mail now instead of at the next poll (called after a commit that queued some). */
    kick() {
      if (timer) clearTimeout(timer);
      tick();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      options.transport?.close?.();
    },
  };
}
