/**
 * A fixed article's file (front matter and Markdown) read into what pages and the help desk
 * use. Plain Node: no bundler features, so the help desk's index builder can read the
 * article files at build time (fixed-articles.ts bundles them for the server).
 */
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { articleSlugs, type ArticleSlug } from "../../content/article-slugs.ts";
import type { Locale } from "../../lib/i18n/locale.ts";
import { readingMinutes, renderMarkdown, type RenderedMarkdown } from "./markdown.ts";

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
  /** The Markdown text without its front matter (the help desk reads its sections). */
  markdown: string;
}

/** Splits "---\nyaml\n---\nbody" into its parts. */
export function parseFrontMatter(source: string): { data: unknown; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) return { data: {}, body: source };
  return { data: parseYaml(match[1]!), body: match[2]! };
}

/** An article file's text → the article, or an error naming the file. */
export function parseArticleSource(slug: ArticleSlug, locale: Locale, source: string): FixedArticle {
  const { data, body } = parseFrontMatter(source);
  const parsed = frontMatterSchema.safeParse(data);
  if (!parsed.success) throw new Error(`bad front matter in ${locale} ${slug}.md: ${parsed.error.message}`);
  const rendered = renderMarkdown(body, locale);
  return { slug, ...parsed.data, ...rendered, readingMinutes: readingMinutes(rendered.wordCount), markdown: body };
}
