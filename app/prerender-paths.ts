/**
 * The site's public pages, in one list for prerendering, the sitemap, the audit and the crawl test.
 *
 * Paths rendered to HTML at build time: pages whose content does not depend on the
 * request. Signed-in visitors still get a fresh render (see server/static-files.ts). The
 * product and industry pages are rendered on their first request and kept in memory instead:
 * they list the staff's answers chosen for them (docs/product.md#help-desk).
 */
import { articleSlugs } from "./content/article-slugs.ts";
import { industryPages } from "./content/industries.ts";
import { insuranceProducts } from "./content/insurance-products.ts";
import { pathInLocale } from "./lib/i18n/locale.ts";
import { hasSpanishTwin } from "./lib/i18n/spanish-twins.ts";

/** Each English path followed by its Spanish twin, where the page has one. */
export function withSpanishTwins(paths: string[]): string[] {
  return paths.flatMap((path) => (hasSpanishTwin(path) ? [path, pathInLocale(path, "es")] : [path]));
}

export function prerenderPaths(): string[] {
  return withSpanishTwins([
    "/",
    "/industries",
    "/contact",
    "/coverage-review",
    ...englishConfirmationPaths,
    "/privacy",
    "/privacy/request",
    "/privacy-notice",
    "/accessibility",
    ...articleSlugs.map((slug) => `/blog/${slug}`),
  ]);
}

/** The pages a form sends the visitor to once it is stored: the same for everyone, never in the sitemap (noindex). */
const englishConfirmationPaths = ["/contact/sent", "/coverage-review/sent", "/privacy/request/sent", "/accessibility/sent"];
export const confirmationPaths = withSpanishTwins(englishConfirmationPaths);

/** Old paths that show another page; they are not listed in the sitemap (canonical elsewhere). */
export const aliasPaths = withSpanishTwins(["/dealers", "/garage-insurance"]);

/**
 * Public pages that render per request, most kept in memory between changes: the product and
 * industry pages (with the staff's FAQ answers), forms, the blog list, the help desk, the Service
 * center with the carrier directory from the database, the booking page.
 */
export const dynamicPublicPaths = [
  ...insuranceProducts.map((p) => `/${p.slug}`),
  ...industryPages.map((p) => `/${p.slug}`),
  "/dealers",
  "/garage-insurance",
  "/quote",
  "/submit-claim",
  "/careers",
  "/just-insurance",
  "/blog",
  "/help",
  "/login",
  "/service-center",
  // Booking a call: the kinds of appointment (their days and times, the confirmation and the change link are per visitor and not listed).
  "/book",
];

/** Every canonical public page in both languages, for sitemap.xml (published blog posts are added there). */
export function publicPaths(): string[] {
  return [...prerenderPaths(), ...withSpanishTwins(dynamicPublicPaths)].filter((p) => !aliasPaths.includes(p) && !confirmationPaths.includes(p) && !["/login", "/es/login"].includes(p));
}
