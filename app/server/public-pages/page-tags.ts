/**
 * Cache tags: names for the groups of public pages one change touches. A page kept in memory
 * carries the tags its loader declared (public-page.ts); a change records the tags it touches
 * (page-changes.ts), and every page with one of them is dropped and rendered again on its next
 * request.
 */

/** Every page that lists published posts: /blog and its pages, the RSS feed, the sitemap. */
export const BLOG_LISTS_TAG = "blog";

/** The carrier directory, shown on /service-center. */
export const CARRIER_DIRECTORY_TAG = "carrier-directory";

/** The staff's answers shown among a page's FAQs (a product or industry page, by its English path, in both languages). */
export function pageFaqsTag(path: string): string {
  return `faqs:${path}`;
}

/** One post's own page. */
export function postTag(slug: string): string {
  return `post:${slug}`;
}

/** What a change to a post touches: nothing public while it was and stays a draft. */
export function postChangeTags(before: { slug: string; status: string } | undefined, after: { slug: string; status: string } | undefined): string[] {
  const shown = [before, after].filter((post): post is { slug: string; status: string } => post?.status === "published");
  if (!shown.length) return [];
  return [BLOG_LISTS_TAG, ...new Set([before, after].flatMap((post) => (post ? [postTag(post.slug)] : [])))];
}
