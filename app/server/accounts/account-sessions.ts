/**
 * An account's sessions, as its holder sees them on the Security page (/dashboard/security) and
 * as an admin ends them from the back office (/admin/users/:id). Every function takes the
 * account whose sessions it touches and only ever reads or deletes that account's rows: a
 * session id belonging to someone else is "not found", never signed out. Each change is one
 * transaction with its audit entry. A session row deleted here stops working at its next
 * request (every request reads the row: auth.ts, cookieCache off).
 */
import type { Kysely } from "kysely";
import { translatorFor } from "../../lib/i18n/i18n.ts";
import { deviceWords, placeWords, type DeviceDescription, type NetworkPlace } from "../../lib/security-words.ts";
import { recordAudit, type Actor } from "../audit/record-audit.ts";
import type { Database } from "../db/schema.ts";
import { toDate } from "./auth-values.ts";
import { describeUserAgent } from "./device-description.ts";
import { describeAddress } from "./network-place.ts";

export interface AccountSession {
  id: string;
  /** The session of the request asking: "This device". */
  current: boolean;
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601: when it was last used (its creation when it has not been recorded). */
  lastActiveAt: string;
  device: DeviceDescription;
  place: NetworkPlace;
}

function iso(value: Date | string | null | undefined, fallback: string): string {
  if (!value) return fallback;
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? fallback : date.toISOString();
}

/** The account's unexpired sessions: this device first, then the most recently used. */
export async function listAccountSessions(db: Kysely<Database>, userId: string, currentId: string | null, now = new Date()): Promise<AccountSession[]> {
  const rows = await db
    .selectFrom("session")
    .select(["id", "created_at", "last_active_at", "updated_at", "user_agent", "ip_address"])
    .where("user_id", "=", userId)
    .where("expires_at", ">", now)
    .execute();
  const sessions = rows.map((row): AccountSession => {
    const createdAt = iso(row.created_at, now.toISOString());
    return {
      id: row.id,
      current: row.id === currentId,
      createdAt,
      lastActiveAt: iso(row.last_active_at ?? row.updated_at, createdAt),
      device: describeUserAgent(row.user_agent),
      place: describeAddress(row.ip_address),
    };
  });
  return sessions.sort((a, b) => Number(b.current) - Number(a.current) || b.lastActiveAt.localeCompare(a.lastActiveAt));
}

/** How many unexpired sessions the account has (the back office's member page). */
export async function countAccountSessions(db: Kysely<Database>, userId: string, now = new Date()): Promise<number> {
  const row = await db
    .selectFrom("session")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("user_id", "=", userId)
    .where("expires_at", ">", now)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The audit log's words for a session (English, like the rest of the log). */
function sessionLabel(row: { user_agent: string | null; ip_address: string | null }): string {
  const t = translatorFor("en");
  return `${deviceWords(t, describeUserAgent(row.user_agent))}, ${placeWords(t, describeAddress(row.ip_address))}`;
}

export type SignOutSessionResult = { ok: true } | { ok: false; reason: "not-found" | "current" };

/**
 * "Sign out this one": ends one of the account's other sessions. `account` is the signed-in
 * account (from the session, never from the form); a session of another account, an ended one or
 * the current one (signing out is the way to end that) is refused.
 */
export async function signOutSession(
  db: Kysely<Database>,
  account: Actor & { id: string },
  sessionId: string,
  currentId: string | null,
): Promise<SignOutSessionResult> {
  if (sessionId === currentId) return { ok: false, reason: "current" };
  return db.transaction().execute(async (trx): Promise<SignOutSessionResult> => {
    const row = await trx
      .selectFrom("session")
      .select(["id", "user_agent", "ip_address"])
      .where("id", "=", sessionId)
      .where("user_id", "=", account.id)
      .executeTakeFirst();
    if (!row) return { ok: false, reason: "not-found" };
    await trx.deleteFrom("session").where("id", "=", row.id).where("user_id", "=", account.id).execute();
    await recordAudit(trx, account, { action: "session.sign_out", targetType: "user", targetId: account.id, targetLabel: account.email, detail: sessionLabel(row) });
    return { ok: true };
  });
}

/** "Sign out everywhere else": ends every session of the account but `currentId`. Returns how many ended. */
export async function signOutOtherSessions(db: Kysely<Database>, account: Actor & { id: string }, currentId: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const result = await trx.deleteFrom("session").where("user_id", "=", account.id).where("id", "!=", currentId).executeTakeFirst();
    const ended = Number(result.numDeletedRows);
    if (ended > 0) {
      await recordAudit(trx, account, {
        action: "session.sign_out_others",
        targetType: "user",
        targetId: account.id,
        targetLabel: account.email,
        detail: `${ended} ${ended === 1 ? "session" : "sessions"}`,
      });
    }
    return ended;
  });
}

export type EndAllSessionsResult = { ok: true; ended: number; email: string } | { ok: false; reason: "not-found" };

/**
 * An admin ends every session of the account `userId` (the back office's member page): its
 * holder is signed out everywhere at their next request and signs in again. Audited even when
 * none was open, so the log shows the admin acted.
 */
export async function endAllSessions(db: Kysely<Database>, admin: Actor, userId: string): Promise<EndAllSessionsResult> {
  return db.transaction().execute(async (trx): Promise<EndAllSessionsResult> => {
    const user = await trx.selectFrom("user").select(["id", "email"]).where("id", "=", userId).executeTakeFirst();
    if (!user) return { ok: false, reason: "not-found" };
    const result = await trx.deleteFrom("session").where("user_id", "=", user.id).executeTakeFirst();
    const ended = Number(result.numDeletedRows);
    await recordAudit(trx, admin, {
      action: "session.end_all",
      targetType: "user",
      targetId: user.id,
      targetLabel: user.email,
      detail: `${ended} ${ended === 1 ? "session" : "sessions"}`,
    });
    return { ok: true, ended, email: user.email };
  });
}

/** What the Security page says after a change (its address's `done`). */
export type SecurityNotice = { done: "one" | "gone" | "none" } | { done: "others"; count: number };

export type SecurityActionResult = { ok: true; notice: SecurityNotice } | { ok: false; status: 400 };

/**
 * The Security page's two buttons, from what was posted: `intent` "sign-out-one" with a
 * `sessionId`, or "sign-out-others". Anything else is a 400 (never a 500).
 */
export async function applySecurityAction(
  db: Kysely<Database>,
  account: Actor & { id: string },
  currentId: string,
  input: { intent: unknown; sessionId: unknown },
): Promise<SecurityActionResult> {
  if (input.intent === "sign-out-others") {
    const count = await signOutOtherSessions(db, account, currentId);
    return { ok: true, notice: count ? { done: "others", count } : { done: "none" } };
  }
  if (input.intent === "sign-out-one" && typeof input.sessionId === "string" && input.sessionId && input.sessionId.length <= 200) {
    const result = await signOutSession(db, account, input.sessionId, currentId);
    return { ok: true, notice: { done: result.ok ? "one" : "gone" } };
  }
  return { ok: false, status: 400 };
}

/** The notice as the page's query string, and back (anything unexpected shows nothing). */
export function noticeQuery(notice: SecurityNotice): string {
  return notice.done === "others" ? `?done=others&n=${notice.count}` : `?done=${notice.done}`;
}

export function noticeFromQuery(params: URLSearchParams): SecurityNotice | null {
  const done = params.get("done");
  if (done === "one" || done === "gone" || done === "none") return { done };
  const count = Number(params.get("n"));
  if (done === "others" && Number.isInteger(count) && count > 0 && count < 100_000) return { done, count };
  return null;
}
