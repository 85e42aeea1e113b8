/**
 * The site's two languages and the rule for their addresses: English pages live at their
 * path ("/auto-insurance"), their Spanish twins under /es ("/es/auto-insurance"). Every
 * other module asks these functions instead of testing paths itself.
 */
export const LOCALES = ["en", "es"] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = "en";

/** BCP 47 tags for Intl formatting (dates, numbers, plurals): United States English and Spanish. */
export const INTL_LOCALE: Record<Locale, string> = { en: "en-US", es: "es-US" };

/** Open Graph's locale spelling. */
export const OG_LOCALE: Record<Locale, string> = { en: "en_US", es: "es_US" };

/** Each language's own name, as the language switcher shows it. */
export const LANGUAGE_NAME: Record<Locale, string> = { en: "English", es: "Español" };

const SPANISH_PREFIX = "/es";

export function isLocale(value: unknown): value is Locale {
  return value === "en" || value === "es";
}

/** The language of a page by its path: "/es" and "/es/…" are Spanish, everything else English. */
export function localeOfPath(pathname: string): Locale {
  return pathname === SPANISH_PREFIX || pathname.startsWith(`${SPANISH_PREFIX}/`) ? "es" : "en";
}

/** The language of a page by its full address or a request's URL (a relative address counts as a path). */
export function localeOfUrl(url: string | URL): Locale {
  return localeOfPath(new URL(url, "http://localhost").pathname);
}

/** A page's path as its address is written: prerendering sees "/auto-insurance/", the page is "/auto-insurance". */
export function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
}

/** The English path of any page: "/es/auto-insurance" → "/auto-insurance", "/es" → "/". */
export function pathWithoutLocale(pathname: string): string {
  if (localeOfPath(pathname) === "en") return pathname;
  return pathname.slice(SPANISH_PREFIX.length) || "/";
}

/**
 * The path of an English page in a language: ("/quote", "es") → "/es/quote", ("/", "es") → "/es".
 * Links that are not site paths (tel:, mailto:, https:, #fragments) come back unchanged.
 */
export function pathInLocale(path: string, locale: Locale): string {
  if (!path.startsWith("/") || path.startsWith("//")) return path;
  const english = pathWithoutLocale(path);
  if (locale === "en") return english;
  return english === "/" ? SPANISH_PREFIX : `${SPANISH_PREFIX}${english.startsWith("/?") || english.startsWith("/#") ? english.slice(1) : english}`;
}
