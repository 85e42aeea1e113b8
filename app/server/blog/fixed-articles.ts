/**
 * The eight fixed articles: Markdown files with front matter in app/content/articles/
 * (English) and app/content/articles/es/ (Spanish, same file names), bundled at build time
 * and rendered once per process and language.
 */
import { articleSlugs, type ArticleSlug } from "../../content/article-slugs.ts";
import type { Locale } from "../../lib/i18n/locale.ts";
import { parseArticleSource, type FixedArticle } from "./article-source.ts";

export { parseFrontMatter, type FixedArticle } from "./article-source.ts";

// Vite reads these calls' options at build time: they must be written out in each.
const sources: Record<Locale, Record<string, string>> = {
  en: import.meta.glob<string>("../../content/articles/*.md", { query: "?raw", import: "default", eager: true }),
  es: import.meta.glob<string>("../../content/articles/es/*.md", { query: "?raw", import: "default", eager: true }),
};
const folder: Record<Locale, string> = { en: "../../content/articles", es: "../../content/articles/es" };

function load(slug: ArticleSlug, locale: Locale): FixedArticle {
  const source = sources[locale][`${folder[locale]}/${slug}.md`];
  if (source === undefined) throw new Error(`missing ${locale} article file: ${slug}.md`);
  return parseArticleSource(slug, locale, source);
}

const cache = new Map<Locale, FixedArticle[]>();

/** All fixed articles in a language, newest first. */
export function listFixedArticles(locale: Locale = "en"): FixedArticle[] {
  let articles = cache.get(locale);
  if (!articles) {
    articles = articleSlugs.map((slug) => load(slug, locale)).sort((a, b) => b.date.localeCompare(a.date));
    cache.set(locale, articles);
  }
  return articles;
}

export function getFixedArticle(slug: string, locale: Locale = "en"): FixedArticle | undefined {
  return listFixedArticles(locale).find((a) => a.slug === slug);
}
