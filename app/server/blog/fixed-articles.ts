/**
 * The eight fixed articles: Markdown files with front matter in app/content/articles/
 * (English) and app/content/articles/es/ (Spanish, same file names), bundled at build time
 * and rendered once per process and language.
 */
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { articleSlugs, type ArticleSlug } from "../../content/article-slugs.ts";
import type { Locale } from "../../lib/i18n/locale.ts";
import { readingMinutes, renderMarkdown, type RenderedMarkdown } from "./markdown.ts";

// Vite reads these calls' options at build time: they must be written out in each.
const sources: Record<Locale, Record<string, string>> = {
  en: import.meta.glob<string>("../../content/articles/*.md", { query: "?raw", import: "default", eager: true }),
  es: import.meta.glob<string>("../../content/articles/es/*.md", { query: "?raw", import: "default", eager: true }),
};
const folder: Record<Locale, string> = { en: "../../content/articles", es: "../../content/articles/es" };

const frontMatterSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  date: z.iso.date(),
  /** When an agent last checked the guide's facts and figures: shown on the page and as the Article's dateModified. */
  reviewed: z.iso.date(),
  cta: z.string().startsWith("/"),
  related: z.array(z.enum(articleSlugs)).default([]),
}).refine((article) => article.reviewed >= article.date, { message: "reviewed must not be before date", path: ["reviewed"] });

export interface FixedArticle extends z.infer<typeof frontMatterSchema>, RenderedMarkdown {
  slug: ArticleSlug;
  readingMinutes: number;
}

/** Splits "---\nyaml\n---\nbody" into its parts. */
export function parseFrontMatter(source: string): { data: unknown; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) return { data: {}, body: source };
  return { data: parseYaml(match[1]!), body: match[2]! };
}

function load(slug: ArticleSlug, locale: Locale): FixedArticle {
  const source = sources[locale][`${folder[locale]}/${slug}.md`];
  if (source === undefined) throw new Error(`missing ${locale} article file: ${slug}.md`);
  const { data, body } = parseFrontMatter(source);
  const parsed = frontMatterSchema.safeParse(data);
  if (!parsed.success) throw new Error(`bad front matter in ${slug}.md: ${parsed.error.message}`);
  const rendered = renderMarkdown(body, locale);
  return { slug, ...parsed.data, ...rendered, readingMinutes: readingMinutes(rendered.wordCount) };
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
