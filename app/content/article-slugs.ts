/**
 * The eight fixed articles (app/content/articles/<slug>.md). Their routes take
 * precedence over /blog/:slug, so the blog manager refuses these slugs.
 */
export const articleSlugs = [
  "save-money-insurance-2025",
  "compare-insurance-rates-guide",
  "cheapest-car-insurance-nevada",
  "lower-insurance-costs",
  "affordable-home-insurance-nevada",
  "insurance-discounts-2025",
  "small-business-insurance-savings",
  "garage-insurance-gaps",
] as const;

export type ArticleSlug = (typeof articleSlugs)[number];

export function isFixedArticleSlug(slug: string): slug is ArticleSlug {
  return (articleSlugs as readonly string[]).includes(slug);
}
