/**
 * The first-party cookie that remembers where a visit came from (docs/product.md#lead-sources),
 * so the lead form the visitor sends later can store it. One module for both ends: the HTTP
 * server asks `visitSourceCookie` whether a page view sets it (server/main.ts, through
 * app/server/application.ts), and the lead form pipeline reads it with `readVisitSource`.
 *
 * The value is a URL-encoded query string (readable, cookie-safe): v=1, l = landing path and
 * query, r = referring page (another site's origin and path), s/m/c/t/n = utm_source, medium,
 * campaign, term, content. It is not signed: the visitor chooses every part of it anyway (a URL
 * with any utm_* parameters), so a signature would prove nothing. It is parsed strictly instead:
 * anything that is not exactly this shape, within these limits, reads as no source.
 */
import { isbot } from "isbot";
import { cookieFromHeader } from "../session-cookie.ts";
import { UTM_PARAMETERS, type LeadSource, type UtmParameter } from "./lead-source.ts";

export const VISIT_SOURCE_COOKIE = "visit_source";
/** 30 days from the visit's first page view (or its latest campaign click). */
export const VISIT_SOURCE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
export const MAX_LANDING_LENGTH = 500;
export const MAX_REFERRER_LENGTH = 500;
export const MAX_UTM_LENGTH = 100;

const UTM_KEYS: Record<UtmParameter, string> = {
  utm_source: "s",
  utm_medium: "m",
  utm_campaign: "c",
  utm_term: "t",
  utm_content: "n",
};
const KNOWN_KEYS = new Set(["v", "l", "r", ...Object.values(UTM_KEYS)]);
/** What URLSearchParams writes (and all a cookie value may hold of it). */
const COOKIE_VALUE = /^[A-Za-z0-9%*._~+=&-]{1,4000}$/;
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

/**
 * Pages whose first view does not start a visit worth recording: the back office, the API,
 * files, account pages and the pages an email's links open (a password-reset, confirmation,
 * preferences or unsubscribe link carries a token in its query, which must never end up on a
 * lead's record; so does a blog post's private preview link, in its path).
 */
const UNRECORDED_PATHS = [
  "/admin", "/api", "/assets", "/blog-manager", "/dashboard", "/login", "/logout", "/forgot-password",
  "/reset-password", "/confirm-email", "/auth", "/healthz", "/email", "/blog/preview", "/es/blog/preview",
];

/** Plain text: no control characters, trimmed, at most `max` characters. */
function plainText(value: string, max: number): string {
  return value.replace(CONTROL_CHARACTERS, "").trim().slice(0, max);
}

function isUnrecordedPath(pathname: string): boolean {
  return UNRECORDED_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

/** A host with its "www." dropped, so www.agency.com and agency.com are the same site. */
const siteHost = (host: string) => host.toLowerCase().replace(/^www\./, "");

/** The referring page as stored: another site's origin and path, never a query (it can hold personal data). */
export function referrerOf(referer: string | null | undefined, ownHosts: readonly string[]): string | null {
  if (!referer) return null;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.username || url.password) return null;
  const own = new Set(ownHosts.map(siteHost));
  if (own.has(siteHost(url.hostname))) return null;
  const text = `${url.origin}${url.pathname}`;
  return text.length <= MAX_REFERRER_LENGTH ? text : url.origin;
}

/** The utm_* parameters of a URL, as plain text; empty when it has none. */
export function utmOf(url: URL): LeadSource["utm"] {
  const utm: LeadSource["utm"] = {};
  for (const name of UTM_PARAMETERS) {
    const value = plainText(url.searchParams.get(name) ?? "", MAX_UTM_LENGTH);
    if (value) utm[name] = value;
  }
  return utm;
}

/** The source of a page view: its path and query, the other site that linked to it, its utm_* parameters. */
export function sourceOfPageView(url: URL, referer: string | null | undefined, ownHosts: readonly string[]): LeadSource {
  return {
    landing: plainText(`${url.pathname}${url.search}`, MAX_LANDING_LENGTH),
    referrer: referrerOf(referer, ownHosts),
    utm: utmOf(url),
  };
}

/** The cookie's value for a source. */
export function serializeVisitSource(source: LeadSource): string {
  const params = new URLSearchParams({ v: "1" });
  if (source.landing) params.set("l", source.landing);
  if (source.referrer) params.set("r", source.referrer);
  for (const name of UTM_PARAMETERS) {
    const value = source.utm[name];
    if (value) params.set(UTM_KEYS[name], value);
  }
  return params.toString();
}

/** The cookie's value, or null when it is not one we wrote (anything else is ignored). */
export function parseVisitSource(value: string): LeadSource | null {
  if (!COOKIE_VALUE.test(value)) return null;
  const params = new URLSearchParams(value);
  const keys = [...params.keys()];
  if (keys.length !== new Set(keys).size || keys.some((key) => !KNOWN_KEYS.has(key))) return null;
  if (params.get("v") !== "1") return null;
  const landing = params.get("l");
  if (!landing || !landing.startsWith("/") || landing.startsWith("//") || landing.length > MAX_LANDING_LENGTH) return null;
  if (plainText(landing, MAX_LANDING_LENGTH) !== landing) return null;
  const referrerText = params.get("r");
  let referrer: string | null = null;
  if (referrerText !== null) {
    referrer = referrerOf(referrerText, []);
    if (referrer !== referrerText) return null;
  }
  const utm: LeadSource["utm"] = {};
  for (const name of UTM_PARAMETERS) {
    const text = params.get(UTM_KEYS[name]);
    if (text === null) continue;
    if (!text || plainText(text, MAX_UTM_LENGTH) !== text) return null;
    utm[name] = text;
  }
  return { landing, referrer, utm };
}

/** The visit's source from a request's Cookie header; null when it has none or a broken one. */
export function readVisitSource(cookieHeader: string | null | undefined): LeadSource | null {
  const value = cookieFromHeader(cookieHeader, VISIT_SOURCE_COOKIE);
  return value === null ? null : parseVisitSource(value);
}

export interface PageView {
  method: string;
  /** The full request URL (its host is one of ours). */
  url: string;
  referer?: string | null;
  cookie?: string | null;
  userAgent?: string | null;
}

/**
 * The Set-Cookie header value for a page view, or null when it sets nothing: it is set on the
 * first page view of a visit that has no (readable) source, and replaced when a page view comes
 * with utm_* parameters (a new campaign click). Never for bots, other methods than GET, or the
 * unrecorded paths above. `publicUrl` gives our own site (a referrer from it is no referrer)
 * and whether the cookie is Secure.
 */
export function visitSourceCookie(view: PageView, publicUrl: string): string | null {
  if (view.method !== "GET") return null;
  if (!view.userAgent || isbot(view.userAgent)) return null;
  let url: URL;
  let site: URL;
  try {
    url = new URL(view.url);
    site = new URL(publicUrl);
  } catch {
    return null;
  }
  if (isUnrecordedPath(url.pathname)) return null;
  const utm = utmOf(url);
  if (readVisitSource(view.cookie) && Object.keys(utm).length === 0) return null;
  const source = sourceOfPageView(url, view.referer, [site.hostname, url.hostname]);
  const secure = site.protocol === "https:" ? "; Secure" : "";
  return `${VISIT_SOURCE_COOKIE}=${serializeVisitSource(source)}; Path=/; Max-Age=${VISIT_SOURCE_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure}`;
}
