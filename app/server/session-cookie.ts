/**
 * The session cookie's name, shared by the auth setup and the static file server:
 * prerendered pages are served as files only to visitors without a session, so a
 * signed-in visitor always gets a server render (with 'My Account' in the navigation).
 * See docs/decisions/002-prerendered-pages-and-the-account-link.md.
 *
 * Over HTTPS every auth cookie carries the `__Host-` prefix: the browser then only
 * accepts it with Secure, Path=/ and no Domain, so no other host (a subdomain, a
 * plain-HTTP page on the same name) can set or overwrite it. Over plain HTTP (local
 * use, the tests) browsers refuse prefixed cookies, so the name is unprefixed.
 * See docs/decisions/006-password-hashing-and-sessions.md.
 */
export const COOKIE_PREFIX = "agency";
export const SESSION_COOKIE = `${COOKIE_PREFIX}.session_token`;
export const HOST_PREFIX = "__Host-";

/** better-auth's cookies (session_data, dont_remember and account_data are unused here, but named the same way). */
const AUTH_COOKIES = ["session_token", "session_data", "dont_remember", "account_data"] as const;

/** The value of the first cookie called `name` in a Cookie header (browsers send the most specific first), or null. */
export function cookieFromHeader(cookieHeader: string | null | undefined, name: string): string | null {
  for (const part of (cookieHeader ?? "").split(";")) {
    const separator = part.indexOf("=");
    if (separator > 0 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return null;
}

export function isHttpsOrigin(publicUrl: string): boolean {
  return publicUrl.trim().toLowerCase().startsWith("https:");
}

/** The session cookie's name for a site served at `publicUrl`. */
export function sessionCookieName(publicUrl: string): string {
  return isHttpsOrigin(publicUrl) ? `${HOST_PREFIX}${SESSION_COOKIE}` : SESSION_COOKIE;
}

/**
 * better-auth's `advanced.cookies` for `publicUrl`: over HTTPS each cookie is named
 * `__Host-agency.<name>` and Secure (better-auth's own `useSecureCookies` would give
 * `__Secure-`, which allows a Domain attribute). Path=/ and no Domain are better-auth's
 * defaults (no cross-subdomain cookies here).
 */
export function authCookieOptions(publicUrl: string): Record<string, { name: string; attributes: { secure: boolean; path: "/" } }> {
  const https = isHttpsOrigin(publicUrl);
  return Object.fromEntries(
    AUTH_COOKIES.map((cookie) => [cookie, { name: `${https ? HOST_PREFIX : ""}${COOKIE_PREFIX}.${cookie}`, attributes: { secure: https, path: "/" } }]),
  );
}

// Also matches `__Secure-`, the name used over HTTPS before the `__Host-` prefix, so such a cookie still gets a server render (which removes it).
const LEGACY_SECURE_COOKIE = `__Secure-${SESSION_COOKIE}`;
const pattern = new RegExp(`(?:^|;\\s*)(?:__Secure-|__Host-)?${SESSION_COOKIE.replace(".", "\\.")}=[^;]`);

/** True when the Cookie header carries a (non-empty) session cookie, under any of its names. */
export function hasSessionCookie(cookieHeader: string | null | undefined): boolean {
  return !!cookieHeader && pattern.test(cookieHeader);
}

/**
 * Set-Cookie headers that remove a session cookie under its pre-`__Host-` name
 * (`__Secure-agency.session_token`), when the request still carries one over HTTPS.
 * better-auth no longer reads it; without this it would keep the visitor off the
 * prerendered pages until it expired.
 */
export function legacySessionCookieRemovals(cookieHeader: string | null | undefined, publicUrl: string): string[] {
  if (!cookieHeader || !isHttpsOrigin(publicUrl)) return [];
  const present = cookieHeader.split(";").some((part) => part.trim().startsWith(`${LEGACY_SECURE_COOKIE}=`));
  return present ? [`${LEGACY_SECURE_COOKIE}=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax`] : [];
}
