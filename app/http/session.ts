/**
 * Who is signed in: a valid, unexpired session row in the database for the signed
 * session cookie, belonging to an account that is not disabled, and for an admin,
 * used within the last ADMIN_IDLE_MINUTES (app/server/accounts/session-activity.ts). A cookie
 * alone proves nothing. The answer is looked up once per request and shared by the root
 * loader (navigation), the page's loader and the guards.
 */
import { isAPIError } from "better-auth/api";
import { createContext } from "react-router";
import type { SessionUser } from "../server/accounts/current-user.ts";
import { toBoolean } from "../server/accounts/auth-values.ts";
import { asRole } from "../server/accounts/roles.ts";
import { adminIdleMs, recordSessionActivity } from "../server/accounts/session-activity.ts";
import type { AppServices } from "../server/services.ts";
import { hasSessionCookie } from "../server/session-cookie.ts";
import type { RouteContext } from "./context.ts";

export interface SessionLookup {
  user: SessionUser | null;
  /**
   * Set-Cookie headers better-auth produced while reading the session: the renewed
   * cookie of a sliding refresh, or the removal of a stale one. The root middleware
   * (session-middleware.ts) adds them to the response.
   */
  setCookies: string[];
  /** The id of the session row (the Security page marks it "This device"); absent when signed out. */
  sessionId?: string;
}

const signedOut: SessionLookup = { user: null, setCookies: [] };

async function readSession(request: Request, services: AppServices): Promise<SessionLookup> {
  if (!hasSessionCookie(request.headers.get("cookie"))) return signedOut;
  try {
    const { auth } = services;
    const { headers, response } = await auth.api.getSession({ headers: request.headers, returnHeaders: true });
    const setCookies = headers?.getSetCookie() ?? [];
    const user = response?.user as ({ id: string; email: string; name?: unknown; role?: unknown; disabled?: boolean; twoFactorEnabled?: unknown } | undefined);
    if (!response || !user || toBoolean(user.disabled)) return { user: null, setCookies };
    const role = asRole(user.role);
    if ((await recordSessionActivity(auth, response.session, role, { idleMs: adminIdleMs(services.env) })) === "ended") {
      // The row is gone: better-auth now answers with the cookies that remove it from the browser.
      const cleared = await auth.api.getSession({ headers: request.headers, returnHeaders: true });
      return { user: null, setCookies: cleared.headers?.getSetCookie() ?? [] };
    }
    const secondFactorAt = (response.session as { secondFactorAt?: Date | string | null }).secondFactorAt;
    return {
      user: {
        id: user.id,
        email: user.email,
        name: typeof user.name === "string" ? user.name : "",
        role,
        twoFactorEnabled: toBoolean(user.twoFactorEnabled as boolean | number | undefined),
        secondFactorAt: secondFactorAt ? new Date(secondFactorAt).toISOString() : null,
      },
      setCookies,
      sessionId: response.session.id,
    };
  } catch (error) {
    // e.g. the session was deleted between reading and refreshing it: signed out.
    if (isAPIError(error)) return signedOut;
    throw error;
  }
}

/** The request's session lookup, read at most once; the root middleware puts it in the context. */
export const sessionLookupContext = createContext<() => Promise<SessionLookup>>(() => Promise.resolve(signedOut));

/** A lookup that reads the session on its first call and shares the answer with later ones. */
export function sessionLookupFor(request: Request, services: AppServices): () => Promise<SessionLookup> {
  let lookup: Promise<SessionLookup> | undefined;
  return () => (lookup ??= readSession(request, services));
}

/** The session of this request, read at most once. */
export function lookupSession(context: RouteContext): Promise<SessionLookup> {
  return context.get(sessionLookupContext)();
}

/** The signed-in account, or null. */
export async function getCurrentUser(context: RouteContext): Promise<SessionUser | null> {
  return (await lookupSession(context)).user;
}

/** The id of this request's session row, or null when signed out. */
export async function currentSessionId(context: RouteContext): Promise<string | null> {
  return (await lookupSession(context)).sessionId ?? null;
}

/** True for a visitor with a valid session (the navigation shows 'My Account'). */
export async function isSignedIn(context: RouteContext): Promise<boolean> {
  return (await getCurrentUser(context)) !== null;
}
