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

const fixedEntries = (): BlogEntry[] =>
  listFixedArticles().map((a) => ({
    slug: a.slug,
    title: a.title,
    excerpt: a.description,
    date: a.date,
    tags: ["Guide"],
    featuredImage: null,
    kind: "article",
  }));

/** Newest first. Date-only article dates sort as midnight UTC of that day. */
const newestFirst = (a: BlogEntry, b: BlogEntry) => b.date.localeCompare(a.date);

/**
 * The newest entries, fixed articles and published posts together: at most `limit`.
 * Only the newest `limit` posts are read (publishing always stamps published_at, and
 * (status, published_at) is indexed), so the cost does not grow with the blog.
 */
export async function listBlogEntries(db: Kysely<Database>, limit: number): Promise<BlogEntry[]> {
  // Only the columns a list shows: the bodies would be read (and garbage) at each request.
  const rows = await db
    .selectFrom("blog_posts")
    .select(["slug", "title", "excerpt", "published_at", "created_at", "tags", "featured_image"])
    .where("status", "=", "published")
    .orderBy("published_at", "desc")
    .orderBy("slug")
    .limit(limit)
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
  return [...fixedEntries(), ...posts].sort(newestFirst).slice(0, limit);
}

/** One page of the public blog list (pages of BLOG_PAGE_SIZE; out-of-range pages show the nearest). */
export async function listBlogPage(db: Kysely<Database>, requestedPage: number): Promise<{ items: BlogEntry[]; page: number; pages: number }> {
  const { n } = await db
    .selectFrom("blog_posts")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("status", "=", "published")
    .executeTakeFirstOrThrow();
  const total = fixedEntries().length + Number(n);
  const { page, pages } = pageWindow(total, requestedPage);
  const newest = await listBlogEntries(db, page * BLOG_PAGE_SIZE);
  return { items: newest.slice((page - 1) * BLOG_PAGE_SIZE), page, pages };
}

/** The page to show of `total` items: at least 1, at most the last; nonsense reads as 1. */
export function pageWindow(total: number, page: number, size = BLOG_PAGE_SIZE): { page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(total / size));
  return { page: Math.min(Math.max(1, Math.floor(page) || 1), pages), pages };
}
