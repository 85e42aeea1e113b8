/**
 * Security events reach the owner (docs/product.md#sessions-and-security-alerts).
 *
 * THE rule for events the agency's admins must hear about, in one place:
 *
 *   await recordSecurityEvent(trx, { kind: "account-disabled", account: { id, email }, by: admin });
 *
 * 1. The event is written to the audit log (action `security.<kind>`, app/lib/audit-actions.ts),
 *    with the same transaction as the change it reports when you pass one: both are stored or
 *    neither is.
 * 2. Every active admin is emailed through the outbox (kind "security.alert", English like the
 *    rest of the back office), at most once per kind of event per hour (NOTICE_WINDOW_MS). An
 *    event inside that hour is "folded": counted, and named in the next email of its kind; the
 *    outbox worker's loop sends a summary of what was folded once the hour is over
 *    (`sendFoldedSecurityNotices`), so a burst is reported even when nothing follows it. Every
 *    event, folded or not, is in the audit log.
 *
 * Kinds (SecurityEvent below): a burst of failed sign-ins on one account or from one address
 * (app/server/security/sign-in-failures.ts), a new admin (back office, `npm run admin`,
 * ADMIN_EMAILS), any other role change, a disabled account; and, for the second factor, a burst
 * of failed codes and a factor reset. `by` is who acted (an admin, or `systemActor(...)`);
 * events nobody chose (failed sign-ins) leave it out.
 *
 * Nothing here logs personal data: the JSON log names the kind only.
 */
import type { Kysely, Transaction } from "kysely";
import { roleLabels, type Role } from "../../lib/account-roles.ts";
import { formatDateTime } from "../../lib/format.ts";
import { recordAudit, systemActor, type Actor } from "../audit/record-audit.ts";
import { isPostgres } from "../db/dialect.ts";
import type { Database } from "../db/schema.ts";
import { log } from "../log.ts";
import { enqueueEmails } from "../mail/enqueue-email.ts";
import { renderEmail } from "../mail/render-email.ts";

/** The account an event is about. */
export interface EventAccount {
  id: string;
  email: string;
}

export type SecurityEvent =
  /** Failed sign-ins for one account (`account` null: an address with no account) within `windowMinutes`. */
  | { kind: "sign-in-failures"; scope: "account"; account: EventAccount | null; failures: number; windowMinutes: number }
  /** Failed sign-ins from one client address within `windowMinutes`. */
  | { kind: "sign-in-failures"; scope: "address"; address: string; failures: number; windowMinutes: number }
  /** An account became an admin; `how` says through what. */
  | { kind: "admin-granted"; account: EventAccount; from: Role | null; by: Actor; how: "back office" | "command line" | "ADMIN_EMAILS" | "invitation" }
  /** Any other change of role. */
  | { kind: "role-changed"; account: EventAccount; from: Role; to: Role; by: Actor }
  | { kind: "account-disabled"; account: EventAccount; by: Actor }
  /** Failed second-factor codes for one account within `windowMinutes`. */
  | { kind: "second-factor-failures"; account: EventAccount; failures: number; windowMinutes: number }
  /** A second factor was removed or reset (by its holder, or by an admin for them). */
  | { kind: "second-factor-reset"; account: EventAccount; by: Actor };

export type SecurityEventKind = SecurityEvent["kind"];

/** At most one email per kind of event in this long. */
export const NOTICE_WINDOW_MS = 3600_000;

type Db = Kysely<Database> | Transaction<Database>;

const auditActionOf = {
  "sign-in-failures": "security.sign_in_failures",
  "admin-granted": "security.admin_granted",
  "role-changed": "security.role_changed",
  "account-disabled": "security.account_disabled",
  "second-factor-failures": "security.second_factor_failures",
  "second-factor-reset": "security.second_factor_reset",
} as const satisfies Record<SecurityEventKind, string>;

const headings: Record<SecurityEventKind, string> = {
  "sign-in-failures": "Many failed sign-ins",
  "admin-granted": "A new administrator",
  "role-changed": "An account's role changed",
  "account-disabled": "An account was disabled",
  "second-factor-failures": "Many failed second-factor codes",
  "second-factor-reset": "A second factor was reset",
};

/** The event in one sentence (the email and the audit entry's detail). */
export function describeSecurityEvent(event: SecurityEvent): string {
  switch (event.kind) {
    case "sign-in-failures":
      return event.scope === "account"
        ? `${event.failures} failed sign-ins within ${event.windowMinutes} minutes for ${event.account ? event.account.email : "an address with no account"}.`
        : `${event.failures} failed sign-ins within ${event.windowMinutes} minutes from the address ${event.address}.`;
    case "admin-granted":
      return `${event.account.email} is now an administrator (${event.from ? `was ${roleLabels[event.from]}` : "a new account"}), through ${event.how === "ADMIN_EMAILS" ? "ADMIN_EMAILS at sign-in" : `the ${event.how}`}, by ${event.by.email}.`;
    case "role-changed":
      return `${event.account.email}: ${roleLabels[event.from]} → ${roleLabels[event.to]}, by ${event.by.email}.`;
    case "account-disabled":
      return `${event.account.email} was disabled and signed out everywhere, by ${event.by.email}.`;
    case "second-factor-failures":
      return `${event.failures} failed second-factor codes within ${event.windowMinutes} minutes for ${event.account.email}.`;
    case "second-factor-reset":
      return `The second factor of ${event.account.email} was reset, by ${event.by.email}.`;
  }
}

export interface NoticeState {
  lastSentAt: string | null;
  folded: number;
}

/**
 * The throttle, as a pure rule: email now when no email of this kind went out within the window
 * (telling how many earlier events were folded), else fold this one.
 */
export function noticeDecision(state: NoticeState | undefined, now: Date, windowMs = NOTICE_WINDOW_MS): { send: true; folded: number } | { send: false } {
  if (!state?.lastSentAt || now.getTime() - new Date(state.lastSentAt).getTime() >= windowMs) return { send: true, folded: state?.folded ?? 0 };
  return { send: false };
}

async function inTransaction<T>(db: Db, fn: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? fn(db) : (db as Kysely<Database>).transaction().execute(fn);
}

/** The kind's throttle row, locked on PostgreSQL so two events at once cannot both send. */
async function lockNotice(trx: Db, kind: SecurityEventKind) {
  await trx.insertInto("security_notices").values({ kind, last_sent_at: null, folded: 0, folded_since: null }).onConflict((oc) => oc.column("kind").doNothing()).execute();
  let query = trx.selectFrom("security_notices").select(["last_sent_at", "folded", "folded_since"]).where("kind", "=", kind);
  if (isPostgres(trx as unknown as Kysely<unknown>)) query = query.forUpdate();
  return query.executeTakeFirstOrThrow();
}

async function activeAdminEmails(trx: Db): Promise<string[]> {
  const rows = await trx.selectFrom("user").select(["email", "disabled"]).where("role", "=", "admin").orderBy("email").execute();
  return rows.filter((row) => !row.disabled).map((row) => row.email);
}

function foldedSentence(folded: number, since: string | null): string {
  const when = since ? ` since ${formatDateTime(since)} (Pacific time)` : "";
  return `${folded} more ${folded === 1 ? "event" : "events"} of this kind happened${when} without an email of their own (at most one email per kind an hour).`;
}

async function emailAdmins(trx: Db, kind: SecurityEventKind, paragraphs: string[]): Promise<void> {
  const admins = await activeAdminEmails(trx);
  const content = renderEmail({
    subject: `Security: ${headings[kind].toLowerCase()}`,
    heading: headings[kind],
    paragraphs: [...paragraphs, "Every event is in the Audit Log of the back office (Admin Dashboard → Audit Log), with who did what and when."],
    footer: ["You receive this email because you are an administrator of the website."],
  });
  await enqueueEmails(
    trx,
    admins.map((to) => ({ kind: "security.alert", to, record: { type: "account" as const }, ...content })),
  );
}

/** The account or address an event's audit entry is about. */
function auditTarget(event: SecurityEvent) {
  if (event.kind === "sign-in-failures" && event.scope === "address") return { targetType: "address" as const, targetId: event.address, targetLabel: event.address };
  const account = event.account;
  return account ? { targetType: "user" as const, targetId: account.id, targetLabel: account.email } : { targetType: "user" as const, targetId: "", targetLabel: "no account" };
}

export type SecurityEventOutcome = "emailed" | "folded";

/** Records the event (audit log) and emails the admins unless an email of its kind went out within the hour. */
export async function recordSecurityEvent(db: Db, event: SecurityEvent, options: { now?: Date } = {}): Promise<SecurityEventOutcome> {
  const now = options.now ?? new Date();
  const outcome = await inTransaction(db, async (trx): Promise<SecurityEventOutcome> => {
    const by = "by" in event ? event.by : systemActor("security monitor");
    await recordAudit(trx, by, { action: auditActionOf[event.kind], ...auditTarget(event), detail: describeSecurityEvent(event) }, now);
    const notice = await lockNotice(trx, event.kind);
    const decision = noticeDecision({ lastSentAt: notice.last_sent_at, folded: Number(notice.folded) }, now);
    if (!decision.send) {
      await trx
        .updateTable("security_notices")
        .set({ folded: Number(notice.folded) + 1, folded_since: notice.folded_since ?? now.toISOString() })
        .where("kind", "=", event.kind)
        .execute();
      return "folded";
    }
    const paragraphs = [describeSecurityEvent(event), `When: ${formatDateTime(now.toISOString())} (Pacific time).`];
    if (decision.folded) paragraphs.push(foldedSentence(decision.folded, notice.folded_since));
    await emailAdmins(trx, event.kind, paragraphs);
    await trx.updateTable("security_notices").set({ last_sent_at: now.toISOString(), folded: 0, folded_since: null }).where("kind", "=", event.kind).execute();
    return "emailed";
  });
  log.info("security event", { kind: event.kind, outcome });
  return outcome;
}

/**
 * Emails the admins what was folded, for each kind whose hour is over and which has folded
 * events waiting (called by the outbox worker's loop). Returns the kinds emailed.
 */
export async function sendFoldedSecurityNotices(db: Kysely<Database>, now = new Date()): Promise<SecurityEventKind[]> {
  const cutoff = new Date(now.getTime() - NOTICE_WINDOW_MS).toISOString();
  const due = await db.selectFrom("security_notices").select("kind").where("folded", ">", 0).where("last_sent_at", "<=", cutoff).execute();
  const sent: SecurityEventKind[] = [];
  for (const { kind } of due) {
    if (!Object.hasOwn(auditActionOf, kind)) continue;
    const eventKind = kind as SecurityEventKind;
    const emailed = await db.transaction().execute(async (trx) => {
      const notice = await lockNotice(trx, eventKind);
      const decision = noticeDecision({ lastSentAt: notice.last_sent_at, folded: Number(notice.folded) }, now);
      if (!decision.send || !decision.folded) return false;
      await emailAdmins(trx, eventKind, [foldedSentence(decision.folded, notice.folded_since)]);
      await trx.updateTable("security_notices").set({ last_sent_at: now.toISOString(), folded: 0, folded_since: null }).where("kind", "=", eventKind).execute();
      return true;
    });
    if (emailed) sent.push(eventKind);
  }
  return sent;
}
