/**
 * Tag pages (docs/product.md#public-blog): /blog/tag/{tag} and /es/blog/tag/{tag} list the
 * published posts of that language carrying the tag, newest first, in pages of 12 like /blog.
 * The address holds the tag's slug (lib/blog-tags.ts), so any spelling of the tag matches.
 *
 * Tags are free text kept as a JSON list on each post, and the match ignores case and accents,
 * which neither engine's text search does alike; so a page takes the language's tagged posts
 * kept in memory (tagged-posts.ts), keeps those with the tag and then reads the 12 it shows. The
 * page itself is kept in memory until a post of its language changes (blogListsTag).
 */
import type { Kysely } from "kysely";
import { tagSlug } from "../../lib/blog-tags.ts";
import { LOCALES, type Locale } from "../../lib/i18n/locale.ts";
import type { Database } from "../db/schema.ts";
import { BLOG_PAGE_SIZE } from "./blog-index.ts";
import { clampPage } from "../paging.ts";
import { localeOf, tagsOf } from "./post-row.ts";
import { listTaggedPosts } from "./tagged-posts.ts";

export interface TagPageEntry {
  slug: string;
  title: string;
  excerpt: string | null;
  /** ISO timestamp of publication. */
  date: string;
  tags: string[];
}

export interface TagPage {
  /** The tag as the newest post with it spells it. */
  tag: string;
  items: TagPageEntry[];
  page: number;
  pages: number;
}

/**
 * One page of a tag's list (out-of-range pages show the nearest, like /blog), or null when no
 * published post of the language has the tag (the page is a 404).
 */
export async function listTagPage(db: Kysely<Database>, locale: Locale, slug: string, requestedPage: number): Promise<TagPage | null> {
  if (!slug) return null;
  const tagged = (await listTaggedPosts(db, locale)).filter((post) => post.slugs.has(slug));
  if (!tagged.length) return null;
  const tag = tagged[0]!.tags.find((t) => tagSlug(t) === slug)!;
  const { page, pageCount: pages } = clampPage(tagged.length, requestedPage, BLOG_PAGE_SIZE);
  const ids = tagged.slice((page - 1) * BLOG_PAGE_SIZE, page * BLOG_PAGE_SIZE).map((row) => row.id);
  const shown = await db
    .selectFrom("blog_posts")
    .select(["id", "slug", "title", "excerpt", "published_at", "created_at", "tags"])
    .where("id", "in", ids)
    .execute();
  const byId = new Map(shown.map((row) => [row.id, row]));
  const items = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ slug: row.slug, title: row.title, excerpt: row.excerpt, date: row.published_at ?? row.created_at, tags: tagsOf(row.tags) }] : [];
  });
  return { tag, items, page, pages };
}

export interface TagPageAddress {
  locale: Locale;
  slug: string;
  /** The latest updated_at of the posts listed on it (YYYY-MM-DD…). */
  updatedAt: string;
}

/** Every tag page of both languages, for the sitemap: each language's tags of its published posts. */
export async function listTagPages(db: Kysely<Database>): Promise<TagPageAddress[]> {
  const rows = await db.selectFrom("blog_posts").select(["locale", "tags", "updated_at"]).where("status", "=", "published").execute();
  const pages = new Map<string, TagPageAddress>();
  for (const row of rows) {
    const locale = localeOf(row.locale);
    for (const slug of new Set(tagsOf(row.tags).map(tagSlug))) {
      if (!slug) continue;
      const key = `${locale} ${slug}`;
      const known = pages.get(key);
      if (!known) pages.set(key, { locale, slug, updatedAt: row.updated_at });
      else if (row.updated_at > known.updatedAt) known.updatedAt = row.updated_at;
    }
  }
  // Each language's tags together, in the order of their slugs: a stable file between builds.
  return [...pages.values()].sort((a, b) => LOCALES.indexOf(a.locale) - LOCALES.indexOf(b.locale) || (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
}
