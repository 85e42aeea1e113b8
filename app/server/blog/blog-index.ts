/**
 * The public blog list of one language (docs/product.md#public-blog): the fixed articles in
 * that language and the published posts written in it, newest first, in pages of 12. /blog
 * lists the English ones, /es/blog the Spanish ones. Also feeds each language's RSS feed.
 *
 * The list's order is (date, key) descending: a post's key is its id, an article's its
 * slug. Posts come in that order from the index (status, locale, published_at, id), so a page is
 * found by seeking in the index (keyset) and never by reading the posts of earlier pages.
 */
import { sql, type Kysely } from "kysely";
import { translatorFor } from "../../lib/i18n/i18n.ts";
import type { Locale } from "../../lib/i18n/locale.ts";
import type { Database } from "../db/schema.ts";
import { listFixedArticles } from "./fixed-articles.ts";
import { tagsOf } from "./post-row.ts";
import { clampPage } from "../paging.ts";

export const BLOG_PAGE_SIZE = 12;

export interface BlogEntry {
  slug: string;
  title: string;
  excerpt: string;
  /** ISO date or timestamp of publication. */
  date: string;
  tags: string[];
  featuredImage: string | null;
  /** An uploaded photo (its id carries its size: app/lib/blog-images.ts), which wins over featuredImage. */
  featuredImageId: string | null;
  kind: "article" | "post";
  /** The entry's place in the list, for the links to the pages before and after it (`?after=`, `?before=`). */
  cursor: string;
}

/** What the feed prints of an entry. */
export type FeedEntry = Omit<BlogEntry, "featuredImage" | "featuredImageId" | "cursor">;

/** Where a page starts: just after (older than) or just before (newer than) an entry of the list. */
export interface BlogCursor {
  direction: "after" | "before";
  date: string;
  key: string;
}

const cursorOf = (date: string, key: string) => `${date}~${key}`;

/** A cursor from the address bar; anything malformed reads as none (the page number alone is used). */
export function parseBlogCursor(params: URLSearchParams): BlogCursor | null {
  for (const direction of ["after", "before"] as const) {
    const match = /^(\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?Z)?)~([\w-]{1,200})$/.exec(params.get(direction) ?? "");
    if (match) return { direction, date: match[1]!, key: match[2]! };
  }
  return null;
}

/**
 * Compares (date, key) as the database compares the text (the keys of posts and articles
 * never meet: a date-only article date sorts before every timestamp of that day,
 * "2025-03-01" < "2025-03-01T…", i.e. as midnight UTC).
 */
const compare = (a: { date: string; key: string }, b: { date: string; key: string }) =>
  a.date < b.date ? -1 : a.date > b.date ? 1 : a.key < b.key ? -1 : a.key > b.key ? 1 : 0;

type Keyed = BlogEntry & { key: string };
const newestFirst = (a: Keyed, b: Keyed) => compare(b, a);

const fixedEntries = (locale: Locale): Keyed[] =>
  listFixedArticles(locale)
    .map((a): Keyed => ({
      slug: a.slug,
      title: a.title,
      excerpt: a.description,
      date: a.date,
      tags: [translatorFor(locale)("blog.index.guideTag")],
      featuredImage: null,
      featuredImageId: null,
      kind: "article",
      key: a.slug,
      cursor: cursorOf(a.date, a.slug),
    }))
    .sort(newestFirst);

/** A language's published posts in the list's order. Publishing always stamps published_at. */
function publishedPosts(db: Kysely<Database>, locale: Locale, order: "desc" | "asc" = "desc") {
  return db
    .selectFrom("blog_posts")
    .where("status", "=", "published")
    .where("locale", "=", locale)
    .orderBy("published_at", order)
    .orderBy("id", order);
}

function publishedCount(db: Kysely<Database>, locale: Locale) {
  return db
    .selectFrom("blog_posts")
    .where("status", "=", "published")
    .where("locale", "=", locale)
    .select((eb) => eb.fn.countAll<number | string>().as("n"));
}

/** What a page shows of a post: the columns the list prints, and its key. */
const pageColumns = ["id", "slug", "title", "excerpt", "published_at", "created_at", "tags", "featured_image", "featured_image_id"] as const;

function toEntry(p: { id: string; slug: string; title: string; excerpt: string | null; published_at: string | null; created_at: string; tags: string; featured_image: string | null; featured_image_id: string | null }): Keyed {
  const date = p.published_at ?? p.created_at;
  return {
    slug: p.slug,
    title: p.title,
    excerpt: p.excerpt ?? "",
    date,
    tags: tagsOf(p.tags),
    featuredImage: p.featured_image,
    featuredImageId: p.featured_image_id,
    kind: "post",
    key: p.id,
    cursor: cursorOf(date, p.id),
  };
}

const withoutKey = ({ key: _, ...entry }: Keyed): BlogEntry => entry;

/**
 * The newest entries of a language for its feed, fixed articles and published posts together:
 * at most `limit`. Only the newest `limit` posts are read, and only the columns the feed prints.
 */
export async function listBlogEntries(db: Kysely<Database>, locale: Locale, limit: number): Promise<FeedEntry[]> {
  const rows = await publishedPosts(db, locale).select(["slug", "title", "excerpt", "published_at", "created_at", "tags"]).limit(limit).execute();
  const posts = rows.map((p) => ({ slug: p.slug, title: p.title, excerpt: p.excerpt ?? "", date: p.published_at ?? p.created_at, tags: tagsOf(p.tags), kind: "post" as const }));
  const articles = fixedEntries(locale).map(({ featuredImage: _i, featuredImageId: _u, cursor: _c, key: _k, ...entry }) => entry);
  return [...articles, ...posts].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0)).slice(0, limit);
}

/** The 12 entries just after (older than) or just before (newer than) a cursor: 12 rows read at most. */
async function entriesBeside(db: Kysely<Database>, locale: Locale, articles: Keyed[], cursor: BlogCursor): Promise<Keyed[]> {
  const after = cursor.direction === "after";
  const rows = await publishedPosts(db, locale, after ? "desc" : "asc")
    .select(pageColumns)
    .where(sql<boolean>`(published_at, id) ${sql.raw(after ? "<" : ">")} (${cursor.date}, ${cursor.key})`)
    .limit(BLOG_PAGE_SIZE)
    .execute();
  const side = (e: Keyed) => (after ? compare(e, cursor) < 0 : compare(e, cursor) > 0);
  const merged = [...articles.filter(side), ...rows.map(toEntry)].sort(newestFirst);
  return after ? merged.slice(0, BLOG_PAGE_SIZE) : merged.slice(-BLOG_PAGE_SIZE);
}

/**
 * The entries of page `page` found from its number alone (a typed or bookmarked `?page=N`).
 * Where the articles fall in the merged list comes from counting the posts published no
 * later than the newest article and between each two articles (short ranges of the index:
 * posts come after the articles the site started with). The page's posts then start after
 * the last post of the earlier pages, read from the index alone (an offset in the index,
 * not in the table); only the page's own rows are read.
 */
async function entriesOfPage(db: Kysely<Database>, locale: Locale, articles: Keyed[], total: number, page: number): Promise<Keyed[]> {
  const skip = (page - 1) * BLOG_PAGE_SIZE;
  const posts = total - articles.length;
  let pageArticles = articles;
  let postsToSkip = 0;
  if (skip > 0) {
    const range = (i: number) =>
      (i === 0
        ? publishedCount(db, locale).where("published_at", "<=", articles[0]!.date)
        : publishedCount(db, locale).where("published_at", "<=", articles[i - 1]!.date).where("published_at", ">", articles[i]!.date)
      ).as(`range${i}`);
    const counts = articles.length
      ? ((await db.selectNoFrom(articles.map((_, i) => range(i))).executeTakeFirstOrThrow()) as Record<string, number | string | null>)
      : {};
    // An article's place in the merged list: the posts newer than it plus the articles before it.
    let newer = posts - Number(counts.range0 ?? 0);
    const placed = articles.map((entry, i) => {
      if (i > 0) newer += Number(counts[`range${i}`] ?? 0);
      return { entry, position: newer + i };
    });
    postsToSkip = skip - placed.filter((a) => a.position < skip).length;
    pageArticles = placed.filter((a) => a.position >= skip && a.position < skip + BLOG_PAGE_SIZE).map((a) => a.entry);
  }
  let query = publishedPosts(db, locale).select(pageColumns).limit(BLOG_PAGE_SIZE);
  if (postsToSkip > 0) {
    const lastSkipped = publishedPosts(db, locale).select(["published_at", "id"]).limit(1).offset(postsToSkip - 1);
    query = query.where(sql<boolean>`(published_at, id) < (${lastSkipped})`);
  }
  const rows = await query.execute();
  return [...pageArticles, ...rows.map(toEntry)].sort(newestFirst).slice(0, BLOG_PAGE_SIZE);
}

/**
 * One page of a language's public blog list (pages of BLOG_PAGE_SIZE; out-of-range pages show the nearest).
 * The links between pages carry a cursor (the entry the page starts beside), so following
 * them costs what page 1 costs: the count for "Page N of M" and 12 rows. `?page=N` alone
 * works too (see entriesOfPage); so does a cursor that no longer matches its page number
 * after posts were published or deleted: the page then starts beside that entry.
 */
export async function listBlogPage(
  db: Kysely<Database>,
  locale: Locale,
  requestedPage: number,
  cursor: BlogCursor | null = null,
): Promise<{ items: BlogEntry[]; page: number; pages: number }> {
  const articles = fixedEntries(locale);
  const total = articles.length + Number((await publishedCount(db, locale).executeTakeFirstOrThrow()).n);
  const { page, pageCount: pages } = clampPage(total, requestedPage, BLOG_PAGE_SIZE);
  let items: Keyed[] = [];
  // A cursor is used only with the page number it was made for (page 1 needs none).
  if (cursor && page > 1 && page === Math.floor(requestedPage)) items = await entriesBeside(db, locale, articles, cursor);
  if (!items.length) items = await entriesOfPage(db, locale, articles, total, page);
  return { items: items.map(withoutKey), page, pages };
}

