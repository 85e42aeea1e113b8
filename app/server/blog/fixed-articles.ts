/**
 * The eight fixed articles: Markdown files with front matter in app/content/articles/,
 * bundled at build time and rendered once per process.
 */
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { articleSlugs, type ArticleSlug } from "../../content/article-slugs.ts";
import { readingMinutes, renderMarkdown, type RenderedMarkdown } from "./markdown.ts";

const sources = import.meta.glob<string>("../../content/articles/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

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

function load(slug: ArticleSlug): FixedArticle {
  const source = sources[`../../content/articles/${slug}.md`];
  if (source === undefined) throw new Error(`missing article file: ${slug}.md`);
  const { data, body } = parseFrontMatter(source);
  const parsed = frontMatterSchema.safeParse(data);
  if (!parsed.success) throw new Error(`bad front matter in ${slug}.md: ${parsed.error.message}`);
  const rendered = renderMarkdown(body);
  return { slug, ...parsed.data, ...rendered, readingMinutes: readingMinutes(rendered.wordCount) };
}

let cache: FixedArticle[] | undefined;

/** All fixed articles, newest first. */
export function listFixedArticles(): FixedArticle[] {
  cache ??= articleSlugs.map(load).sort((a, b) => b.date.localeCompare(a.date));
  return cache;
}

export function getFixedArticle(slug: string): FixedArticle | undefined {
  return listFixedArticles().find((a) => a.slug === slug);
}
