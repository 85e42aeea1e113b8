/**
 * Where a successful sign-in goes (docs/product.md#signing-up-confirming-signing-in): the
 * page that sent the visitor to sign in (`/login?next=/dashboard/policies/…`, written by the
 * customer guard), when it is a path of this site; else the dashboard. Anything that could
 * leave the site is refused: a full URL, a protocol-relative `//host`, a backslash (browsers
 * read `/\host` as `//host`), control characters. Safe in the browser.
 *
 * Without a `next`, a customer who signed in on a Spanish page goes to the Spanish dashboard;
 * staff and admins always go to /dashboard (the back office is in English).
 */
import { pathInLocale, pathWithoutLocale, type Locale } from "./i18n/locale.ts";

export const DEFAULT_AFTER_SIGN_IN = "/dashboard";
/** Where a team member without a second factor sets one up before anything else (English: the team's language). */
export const SECOND_FACTOR_ENROL_PATH = "/dashboard/security/two-factor";
/** Where a team member confirms their second factor again before a sensitive action (step-up). */
export const STEP_UP_PATH = "/dashboard/security/confirm";
/** The sign-in's second step, when the account has a second factor. */
export const SECOND_FACTOR_CHALLENGE_PATH = "/login/second-factor";

/** The sign-in screen, coming back to `path` afterwards (what the guards redirect a signed-out visitor to). */
export function signInPath(path: string): string {
  return `/login?next=${encodeURIComponent(path)}`;
}

/** Longer than any path of ours with its query; a longer one is not a page we sent. */
const MAX_NEXT_LENGTH = 2048;

/** `next` when it is a same-site path (returned as given), else null. */
export function safeNextPath(next: string | null | undefined): string | null {
  if (typeof next !== "string" || next.length === 0 || next.length > MAX_NEXT_LENGTH) return null;
  if (!next.startsWith("/") || next.startsWith("//")) return null;
  // Backslashes and control characters (tab, newline: browsers strip them, turning "/\t/evil" into "//evil").
  if (next.includes("\\") || [...next].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return null;
  // The browser's own reading must agree: it stays on this origin, at a path.
  const base = "https://site.invalid";
  let url: URL;
  try {
    url = new URL(next, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  // Back to the sign-in screens (in either language) would only ask again.
  const path = pathWithoutLocale(url.pathname);
  if (path === "/login" || path === SECOND_FACTOR_CHALLENGE_PATH) return null;
  return next;
}

/** Who signed in, for the dashboard's language: the sign-in page's, unless the account is the team's. */
export interface SignedInWho {
  locale?: Locale;
  /** Staff or admin. */
  team?: boolean;
  /** The account has a second factor; a team member without one is sent to set it up first. */
  hasSecondFactor?: boolean;
}

/** Where to go after signing in. */
export function afterSignInPath(next: string | null | undefined, who: SignedInWho = {}): string {
  if (who.team && who.hasSecondFactor === false) return SECOND_FACTOR_ENROL_PATH;
  return safeNextPath(next) ?? pathInLocale(DEFAULT_AFTER_SIGN_IN, who.team ? "en" : (who.locale ?? "en"));
}

/** The second step's address in the sign-in's language, keeping where the sign-in goes next. */
export function secondFactorChallengeHref(next: string | null | undefined, locale: Locale): string {
  const safe = safeNextPath(next);
  const path = pathInLocale(SECOND_FACTOR_CHALLENGE_PATH, locale);
  return safe ? `${path}?next=${encodeURIComponent(safe)}` : path;
}

/** The step-up page, coming back to `next` (a path of this site) once the factor is confirmed. */
export function stepUpHref(next: string): string {
  const safe = safeNextPath(next);
  return safe ? `${STEP_UP_PATH}?next=${encodeURIComponent(safe)}` : STEP_UP_PATH;
}
