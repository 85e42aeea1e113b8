/**
 * sitemap.xml: every canonical public page and every published post, at its address in its
 * language (/blog/{slug} or /es/blog/{slug}; a post has no twin, so no hreflang links), and
 * each language's tag pages (/blog/tag/{tag}, /es/blog/tag/{tag}; no twin either).
 *
 * - Small sites (at most SITEMAP_URLS_PER_FILE URLs in all) get one file: /sitemap.xml.
 * - Larger ones get a sitemap index at /sitemap.xml pointing at /sitemap.xml?part=pages and
 *   /sitemap.xml?part=posts-N (N from 1, SITEMAP_URLS_PER_FILE posts each, oldest first, so a
 *   post stays in its file as new ones are published). The protocol allows 50,000 URLs per
 *   file; 5,000 keep a file near half a megabyte, which the server copies and compresses for
 *   each request: 50 concurrent requests for one file peaked at ~200 MB resident with the
 *   production memory settings (twice that many URLs: ~260 MB). The parts live at the root
 *   because a sitemap may only list URLs under its own directory, and in a query string
 *   because route paths cannot hold a number inside a segment (sitemap-posts-2.xml).
 *
 * Each file is built once and kept in memory while it is fresh: every request first reads
 * the number of published posts and their latest updated_at (one short query on an index),
 * and a different answer (a post published, edited, unpublished or deleted, by this server
 * or another one on the same database) rebuilds the files on their next request. Requests
 * that arrive while a file is being built wait for that build instead of starting their own.
 * Only slug, updated_at and tags are read, never a post's body. The tag pages go with the site's
 * pages (in the one file, or in `part=pages`): one URL per distinct tag, few next to the
 * protocol's 50,000 per file, so they are not counted when choosing between one file and an index.
 */
import type { Kysely } from "kysely";
import { pathInLocale, type Locale } from "../../lib/i18n/locale.ts";
import { hasSpanishTwin } from "../../lib/i18n/spanish-twins.ts";
import { publicPaths } from "../../prerender-paths.ts";
import type { Database } from "../db/schema.ts";
import { localeOf } from "./post-row.ts";
import { listTagPages } from "./tag-pages.ts";

export const SITEMAP_URLS_PER_FILE = 5_000;
/** At most this many files are kept (half a megabyte each): crawlers read them one after another. */
const CACHED_FILES = 8;

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);
}

const urlset = (urls: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;

/** A page with a twin in the other language names both (and English as the default), as its hreflang links do. */
function languageLinks(origin: string, path: string): string {
  if (!hasSpanishTwin(path)) return "";
  const link = (lang: string, locale: Locale) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(origin + pathInLocale(path, locale))}"/>`;
  return link("en", "en") + link("es", "es") + link("x-default", "en");
}

const pageUrls = (origin: string) => publicPaths().map((path) => `  <url><loc>${escapeXml(origin + path)}</loc>${languageLinks(origin, path)}</url>`);

async function tagUrls(db: Kysely<Database>, origin: string): Promise<string[]> {
  return (await listTagPages(db)).map((tag) => {
    const path = pathInLocale(`/blog/tag/${tag.slug}`, tag.locale);
    return `  <url><loc>${escapeXml(origin + path)}</loc><lastmod>${tag.updatedAt.slice(0, 10)}</lastmod></url>`;
  });
}

async function postUrls(db: Kysely<Database>, origin: string, offset: number, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom("blog_posts")
    .select(["slug", "updated_at", "locale"])
    .where("status", "=", "published")
    .orderBy("published_at")
    .orderBy("id")
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((p) => {
    const path = pathInLocale(`/blog/${encodeURIComponent(p.slug)}`, localeOf(p.locale));
    return `  <url><loc>${escapeXml(origin + path)}</loc><lastmod>${p.updated_at.slice(0, 10)}</lastmod></url>`;
  });
}

interface Freshness {
  posts: number;
  latest: string | null;
}

/**
 * Two subqueries rather than count(*) and max() together: alone, the latest updated_at is one
 * step in the index (status, updated_at); next to the count, it was compared on every row.
 */
async function freshness(db: Kysely<Database>): Promise<Freshness> {
  const published = db.selectFrom("blog_posts").where("status", "=", "published");
  const row = await db
    .selectNoFrom([
      published.select((eb) => eb.fn.countAll<number | string>().as("n")).as("n"),
      published.select("updated_at").orderBy("updated_at", "desc").limit(1).as("latest"),
    ])
    .executeTakeFirstOrThrow();
  return { posts: Number(row.n), latest: row.latest ?? null };
}

type Part = { kind: "site" } | { kind: "index" } | { kind: "pages" } | { kind: "posts"; file: number };

/** The file `?part=` names (null: /sitemap.xml itself), or null when there is no such file. */
function resolvePart(part: string | null, fresh: Freshness): Part | null {
  const single = publicPaths().length + fresh.posts <= SITEMAP_URLS_PER_FILE;
  if (part === null) return single ? { kind: "site" } : { kind: "index" };
  if (part === "pages") return { kind: "pages" };
  const file = Number(/^posts-([1-9]\d{0,5})$/.exec(part)?.[1]);
  return file && file <= Math.ceil(fresh.posts / SITEMAP_URLS_PER_FILE) ? { kind: "posts", file } : null;
}

async function build(db: Kysely<Database>, origin: string, part: Part, fresh: Freshness): Promise<string> {
  switch (part.kind) {
    case "site":
      return urlset([...pageUrls(origin), ...(await tagUrls(db, origin)), ...(await postUrls(db, origin, 0, SITEMAP_URLS_PER_FILE))]);
    case "index": {
      const names = ["pages", ...Array.from({ length: Math.ceil(fresh.posts / SITEMAP_URLS_PER_FILE) }, (_, i) => `posts-${i + 1}`)];
      const entries = names.map((name) => `  <sitemap><loc>${escapeXml(`${origin}/sitemap.xml?part=${name}`)}</loc></sitemap>`);
      return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</sitemapindex>\n`;
    }
    case "pages":
      return urlset([...pageUrls(origin), ...(await tagUrls(db, origin))]);
    case "posts":
      return urlset(await postUrls(db, origin, (part.file - 1) * SITEMAP_URLS_PER_FILE, SITEMAP_URLS_PER_FILE));
  }
}

interface SitemapCache {
  key: string;
  files: Map<string, Promise<string>>;
}

/**
 * One cache per database: the services hold one database for the life of the process, and a
 * test's database gets its own cache.
 */
const caches = new WeakMap<Kysely<Database>, SitemapCache>();

/** The sitemap file for `?part=` (null: /sitemap.xml itself), or null when there is no such file. */
export async function sitemapFile(db: Kysely<Database>, publicUrl: string, part: string | null): Promise<string | null> {
  const origin = publicUrl.replace(/\/$/, "");
  const fresh = await freshness(db);
  const resolved = resolvePart(part, fresh);
  if (!resolved) return null;
  const key = `${origin} ${fresh.posts} ${fresh.latest}`;
  let cache = caches.get(db);
  if (!cache || cache.key !== key) {
    cache = { key, files: new Map() };
    caches.set(db, cache);
  }
  const { files } = cache;
  const name = part ?? "";
  let file = files.get(name);
  if (!file) {
    file = build(db, origin, resolved, fresh);
    files.set(name, file);
    // A failed build is not kept: the next request tries again.
    file.catch(() => files.get(name) === file && files.delete(name));
    if (files.size > CACHED_FILES) files.delete(files.keys().next().value!);
  }
  return file;
}
