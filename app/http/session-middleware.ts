/**
 * Root middleware (app/root.tsx) for signed-in visitors:
 * - sliding expiry: when reading the session renewed it, the renewed cookie goes
 *   out with this response (and a stale cookie is removed);
 * - pages that know who you are are never stored by shared caches (a response its route marked
 *   immutable is the same for everyone and keeps its own caching);
 * - over HTTPS, a session cookie under its pre-`__Host-` name is removed.
 * - the request's client address is known to better-auth's session hooks (request-address.ts).
 */
import type { MiddlewareFunction } from "react-router";
import { requestInfoOf, servicesOf } from "./context.ts";
import { SESSION_COOKIE, hasSessionCookie, legacySessionCookieRemovals } from "../server/session-cookie.ts";
import { sessionLookupContext, sessionLookupFor } from "./session.ts";
import { withRequestAddress } from "../server/accounts/request-address.ts";

export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const services = servicesOf(context);
  const readSession = sessionLookupFor(request, services);
  context.set(sessionLookupContext, readSession);
  const path = new URL(request.url).pathname;
  // better-auth's own endpoints manage their cookies themselves.
  const watch = hasSessionCookie(request.headers.get("cookie")) && !path.startsWith("/api/auth/");
  const lookup = watch ? readSession() : undefined;
  // Started now, used by the loaders; a failure surfaces there (or below), not as an unhandled rejection.
  lookup?.catch(() => undefined);

  // Sessions created while answering store the client address (request-address.ts).
  const response = await withRequestAddress(requestInfoOf(context).clientIp, next);
  if (!lookup) return response;
  const { user, setCookies } = await lookup.catch(() => ({ user: null, setCookies: [] as string[] }));
  // A response its route marked immutable (the icon sprite) is the same for everyone at its address.
  if (user && !isImmutable(response)) {
    response.headers.set("Cache-Control", "private, no-store");
    response.headers.append("Vary", "Cookie");
  }
  // A response that sets the session cookie itself (sign-in, sign-out) knows better.
  const setsSession = response.headers.getSetCookie().some((cookie) => cookie.includes(`${SESSION_COOKIE}=`));
  if (!setsSession) for (const cookie of setCookies) response.headers.append("Set-Cookie", cookie);
  for (const cookie of legacySessionCookieRemovals(request.headers.get("cookie"), services.env.PUBLIC_URL)) response.headers.append("Set-Cookie", cookie);
  return response;
};

function isImmutable(response: Response): boolean {
  return /(^|,)\s*immutable\s*(,|$)/i.test(response.headers.get("Cache-Control") ?? "");
}
