/**
 * Cache tags: names for the groups of public pages one change touches. A page kept in memory
 * carries the tags its loader declared (public-page.ts); a change records the tags it touches
 * (page-changes.ts), and every page with one of them is dropped and rendered again on its next
 * request.
 */
import { isLocale, LOCALES, type Locale } from "../../lib/i18n/locale.ts";

/**
 * Every page that lists one language's published posts: /blog or /es/blog and their pages, that
 * language's RSS feed, and the sitemap (which carries both languages' tags).
 */
export function blogListsTag(locale: Locale): string {
  return locale === "en" ? "blog" : `blog:${locale}`;
}

/** The carrier directory, shown on /service-center. */
export const CARRIER_DIRECTORY_TAG = "carrier-directory";

/** The appointment types visitors can book, listed on /book in each language. */
export const APPOINTMENT_TYPES_TAG = "appointment-types";

/** The staff's answers shown among a page's FAQs (a product or industry page, by its English path, in both languages). */
export function pageFaqsTag(path: string): string {
  return `faqs:${path}`;
}

/** One post's own page, at its address in its language (the other language's address only redirects to it). */
export function postTag(slug: string): string {
  return `post:${slug}`;
}

/** What the pages kept in memory need to know of a post. */
export interface PostShown {
  slug: string;
  status: string;
  locale: string;
}

/**
 * What a change to a post touches: nothing public while it was and stays a draft. Otherwise its
 * page (at the old and the new slug) and the lists of each language it is published in, before
 * or after: a published post moved from English to Spanish leaves /blog and joins /es/blog.
 */
export function postChangeTags(before: PostShown | undefined, after: PostShown | undefined): string[] {
  const shown = [before, after].filter((post): post is PostShown => post?.status === "published");
  if (!shown.length) return [];
  const lists = shown.map((post) => blogListsTag(isLocale(post.locale) ? post.locale : "en"));
  const pages = [before, after].flatMap((post) => (post ? [postTag(post.slug)] : []));
  return [...new Set([...lists, ...pages])];
}

/** A staff member's display name shows as the author on their posts: every language's post pages and lists. */
export function authorNameChangeTags(): string[] {
  return LOCALES.map(blogListsTag);
}
