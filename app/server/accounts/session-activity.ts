/**
 * Idle team sessions end. Every session records when it was last used
 * (`session.last_active_at`, better-auth field `lastActiveAt`), written at most once
 * a minute so a busy page does not write on every request. When a staff member's or an
 * admin's session has not been used for ADMIN_IDLE_MINUTES (30 by default), the next
 * request finds it idle: the session row is deleted and the visitor is signed out.
 * Customers keep the sliding 7-day session (auth.ts).
 *
 * The check runs where every request learns who is signed in (app/http/session.ts), so
 * it holds for pages, actions, the admin guard and /api/auth/get-session alike.
 */
import type { Env } from "../env.ts";
import { log } from "../log.ts";
import type { Auth } from "./auth.ts";
import { toDate } from "./auth-values.ts";
import { isTeamRole, type Role } from "./roles.ts";

/** last_active_at is rewritten at most this often... */
const TOUCH_EVERY_MS = 60_000;

export function adminIdleMs(env: Pick<Env, "ADMIN_IDLE_MINUTES">): number {
  return Math.round(env.ADMIN_IDLE_MINUTES * 60_000);
}

/** ...or a tenth of the idle limit when that is shorter than ten minutes (tests use seconds). */
export function touchIntervalMs(idleMs: number): number {
  return Math.min(TOUCH_EVERY_MS, Math.max(1, Math.floor(idleMs / 10)));
}

/**
 * - "idle": a staff or admin session unused for longer than the limit; it ends now;
 * - "touch": in use, and its recorded activity is old enough to be rewritten;
 * - "fresh": in use, recorded recently; nothing to write.
 */
export type ActivityVerdict = "fresh" | "touch" | "idle";

export function sessionActivity(input: { role: Role; lastActiveAt: Date; now: number; idleMs: number }): ActivityVerdict {
  const idleFor = input.now - input.lastActiveAt.getTime();
  if (isTeamRole(input.role) && idleFor > input.idleMs) return "idle";
  return idleFor >= touchIntervalMs(input.idleMs) ? "touch" : "fresh";
}

/** The session as better-auth's getSession returns it (lastActiveAt is missing on rows from before migration 0007). */
export interface ActiveSession {
  token: string;
  userId: string;
  lastActiveAt?: Date | string | null;
  updatedAt: Date | string;
}

/** When the session was last used, as far as we know: its recorded activity, else its last refresh. */
export function lastActivityOf(session: Pick<ActiveSession, "lastActiveAt" | "updatedAt">): Date {
  const recorded = session.lastActiveAt ? toDate(session.lastActiveAt) : null;
  return recorded && !Number.isNaN(recorded.getTime()) ? recorded : toDate(session.updatedAt);
}

/**
 * Applies the rule to a session just read for a request by a user with `role`:
 * records the activity when due, or deletes an idle staff or admin session. Returns whether
 * the session is still valid.
 */
export async function recordSessionActivity(
  auth: Auth,
  session: ActiveSession,
  role: Role,
  options: { idleMs: number; now?: number },
): Promise<"active" | "ended"> {
  const now = options.now ?? Date.now();
  const verdict = sessionActivity({ role, lastActiveAt: lastActivityOf(session), now, idleMs: options.idleMs });
  if (verdict === "fresh") return "active";
  const context = await auth.$context;
  if (verdict === "idle") {
    await context.internalAdapter.deleteSession(session.token);
    log.info("team session ended after inactivity", { userId: session.userId, role });
    return "ended";
  }
  await context.internalAdapter.updateSession(session.token, { lastActiveAt: new Date(now) });
  return "active";
}
