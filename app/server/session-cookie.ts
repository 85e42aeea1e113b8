/**
 * The session cookie's name, shared by the auth setup and the static file server:
 * prerendered pages are served as files only to visitors without a session, so a
 * signed-in visitor always gets a server render (with 'My Account' in the navigation).
 * See docs/decisions/002-prerendered-pages-and-the-account-link.md.
 */
export const COOKIE_PREFIX = "agency";
export const SESSION_COOKIE = `${COOKIE_PREFIX}.session_token`;

const pattern = new RegExp(`(?:^|;\\s*)(?:__Secure-|__Host-)?${SESSION_COOKIE.replace(".", "\\.")}=[^;]`);

/** True when the Cookie header carries a (non-empty) session cookie. */
export function hasSessionCookie(cookieHeader: string | null | undefined): boolean {
  return !!cookieHeader && pattern.test(cookieHeader);
}
