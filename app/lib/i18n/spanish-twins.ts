/**
 * Which English pages have a Spanish twin under /es. The staff's back office, the blog
 * manager, the sitemap and machine endpoints stay English only; a post written in the blog
 * manager is in one language. Links on a Spanish page go to
 * the Spanish twin when there is one (`localizedHref`), else to the English page; the
 * language switcher is offered only where a twin exists. app/routes.ts builds the /es
 * routes, and app/lib/i18n/spanish-twins.test.ts checks the two agree.
 */
import { isFixedArticleSlug } from "../../content/article-slugs.ts";
import { type Locale, localeOfPath, pathInLocale, pathWithoutLocale } from "./locale.ts";

/** Areas that are never translated: staff tools, the sitemap, files and machine endpoints. */
const ENGLISH_ONLY_AREAS = [
  "/admin",
  "/blog-manager",
  "/api",
  "/auth",
  "/logout",
  "/healthz",
  "/sitemap.xml",
  "/robots.txt",
  "/email",
  "/images",
  "/assets",
  "/files",
];

function within(path: string, prefixes: readonly string[]): boolean {
  return prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** The fixed guides have Spanish versions; a post written in the blog manager is in one language only. */
function isTranslatedPage(path: string): boolean {
  // The blog's index and its feed exist in both languages, each listing its own language's posts.
  if (path === "/blog" || path === "/rss.xml") return true;
  if (path.startsWith("/blog/")) return isFixedArticleSlug(path.slice("/blog/".length));
  return !within(path, ENGLISH_ONLY_AREAS);
}

/** Whether the page at this (English or Spanish) path has a Spanish twin. Query and fragment are ignored. */
export function hasSpanishTwin(path: string): boolean {
  const english = pathWithoutLocale(path.replace(/[?#].*$/, "") || "/");
  return english.startsWith("/") && isTranslatedPage(english);
}

/** A site link as the page in `locale` should write it: the twin in that language when it exists. */
export function localizedHref(href: string, locale: Locale): string {
  if (!href.startsWith("/") || href.startsWith("//")) return href;
  // A page in one language only (a post written in Spanish) keeps its own address.
  if (localeOfPath(href) === "es" && !hasSpanishTwin(href)) return href;
  if (locale === "en") return pathWithoutLocale(href);
  return hasSpanishTwin(href) ? pathInLocale(href, "es") : pathWithoutLocale(href);
}
