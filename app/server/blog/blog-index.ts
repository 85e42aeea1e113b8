/**
 * The public blog list: the fixed articles and every published post, newest first,
 * in pages of 12. Also feeds the RSS feed and the sitemap.
 */
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { listFixedArticles } from "./fixed-articles.ts";
import { tagsOf } from "./post-row.ts";

export const BLOG_PAGE_SIZE = 12;

export interface BlogEntry {
  slug: string;
  title: string;
  excerpt: string;
  /** ISO date or timestamp of publication. */
  date: string;
  tags: string[];
  featuredImage: string | null;
  kind: "article" | "post";
}

export async function listBlogEntries(db: Kysely<Database>): Promise<BlogEntry[]> {
  const articles: BlogEntry[] = listFixedArticles().map((a) => ({
    slug: a.slug,
    title: a.title,
    excerpt: a.description,
    date: a.date,
    tags: ["Guide"],
    featuredImage: null,
    kind: "article",
  }));
  // Only the columns a list shows: the bodies of every post would be read (and garbage) at each request.
  const rows = await db
    .selectFrom("blog_posts")
    .select(["slug", "title", "excerpt", "published_at", "created_at", "tags", "featured_image"])
    .where("status", "=", "published")
    .execute();
  const posts: BlogEntry[] = rows.map((p) => ({
    slug: p.slug,
    title: p.title,
    excerpt: p.excerpt ?? "",
    date: p.published_at ?? p.created_at,
    tags: tagsOf(p.tags),
    featuredImage: p.featured_image,
    kind: "post",
  }));
  // Date-only article dates sort as midnight UTC of that day.
  return [...articles, ...posts].sort((a, b) => b.date.localeCompare(a.date));
}

export function paginate<T>(items: T[], page: number, size = BLOG_PAGE_SIZE): { items: T[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  return { items: items.slice((current - 1) * size, current * size), page: current, pages };
}
