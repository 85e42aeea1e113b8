/**
 * A session lookup for route tests that run a loader or action without a browser: the account
 * as the session middleware would give it. Team accounts have the second factor the product
 * requires, confirmed at this session's sign-in.
 */
import type { CurrentUser } from "../../app/server/accounts/current-user.ts";
import type { SessionLookup } from "../../app/http/session.ts";

export function sessionOf(user: CurrentUser | null, now = new Date()): SessionLookup {
  if (!user) return { user: null, setCookies: [] };
  return { user: { ...user, twoFactorEnabled: true, secondFactorAt: now.toISOString() }, setCookies: [] };
}
