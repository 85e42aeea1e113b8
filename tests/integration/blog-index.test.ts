import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BLOG_PAGE_SIZE, listBlogEntries, listBlogPage, parseBlogCursor, type BlogEntry } from "../../app/server/blog/blog-index.ts";
import { listFixedArticles } from "../../app/server/blog/fixed-articles.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "../support/test-database.ts";

/**
 * Published English posts whose dates interleave with the fixed articles', a draft, and a post
 * published at the same moment as another; and Spanish posts (published and a draft) among them,
 * which only the Spanish list shows.
 */
async function seedPosts(database: TestDatabase, published: number, spanish: number): Promise<void> {
  const start = Date.parse("2024-01-15T12:00:00Z");
  const row = (i: number, locale: "en" | "es", days: number) => {
    const date = new Date(start + i * days * 86_400_000).toISOString();
    const prefix = locale === "en" ? "post" : "entrada";
    return { id: `${prefix}${i}`, title: `${prefix} ${i}`, slug: `${prefix}-${String(i).padStart(2, "0")}`, content: "Body", excerpt: null, featured_image: null, author_id: null, created_at: date, updated_at: date, published_at: date, status: "published", locale };
  };
  const rows = Array.from({ length: published }, (_, i) => row(i, "en", 9));
  rows.push({ ...rows[0]!, id: "twin", slug: "post-twin", title: "Twin" });
  rows.push({ ...rows[1]!, id: "draft", slug: "a-draft", title: "Draft", status: "draft" });
  const spanishRows = Array.from({ length: spanish }, (_, i) => row(i, "es", 35));
  spanishRows.push({ ...spanishRows[2]!, id: "borrador", slug: "un-borrador", title: "Borrador", status: "draft" });
  await database.db.insertInto("blog_posts").values([...rows, ...spanishRows]).execute();
}

const ENGLISH_POSTS = 41;
const SPANISH_POSTS = 15;

describe.each(testEngines())("blog list on %s", (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await seedPosts(database, ENGLISH_POSTS - 1, SPANISH_POSTS);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it.each([
    ["en", ENGLISH_POSTS, "post-", "Guide"],
    ["es", SPANISH_POSTS, "entrada-", "Guía"],
  ] as const)("pages through every fixed article and published post of %s once, newest first, and nothing of the other language", async (locale, posts, prefix, guideTag) => {
    const first = await listBlogPage(database.db, locale, 1);
    const total = listFixedArticles(locale).length + posts;
    expect(first.pages).toBe(Math.ceil(total / BLOG_PAGE_SIZE));
    const seen: BlogEntry[] = [];
    for (let page = 1; page <= first.pages; page++) {
      const result = await listBlogPage(database.db, locale, page);
      expect(result.page).toBe(page);
      expect(result.items.length).toBe(page < first.pages ? BLOG_PAGE_SIZE : total - (first.pages - 1) * BLOG_PAGE_SIZE);
      seen.push(...result.items);
    }
    expect(new Set(seen.map((e) => e.slug)).size).toBe(total);
    expect(seen.map((e) => e.slug)).not.toContain("a-draft");
    expect(seen.map((e) => e.slug)).not.toContain("un-borrador");
    expect(seen.filter((e) => e.kind === "post").every((e) => e.slug.startsWith(prefix))).toBe(true);
    const dates = seen.map((e) => e.date);
    expect(dates).toEqual([...dates].sort((a, b) => b.localeCompare(a)));
    const articles = seen.filter((e) => e.kind === "article");
    expect(articles.map((e) => e.title).sort()).toEqual(listFixedArticles(locale).map((a) => a.title).sort());
    expect(articles.every((e) => e.tags.join() === guideTag)).toBe(true);
  });

  it.each(["en", "es"] as const)("finds the same pages of the %s list by the links' cursors, forwards and backwards, as by their numbers", async (locale) => {
    const { pages } = await listBlogPage(database.db, locale, 1);
    expect(pages).toBeGreaterThan(1);
    const byNumber: string[][] = [];
    for (let page = 1; page <= pages; page++) byNumber.push((await listBlogPage(database.db, locale, page)).items.map((e) => e.slug));
    const slugs = (r: { items: BlogEntry[] }) => r.items.map((e) => e.slug);

    let current = await listBlogPage(database.db, locale, 1);
    for (let page = 2; page <= pages; page++) {
      current = await listBlogPage(database.db, locale, page, parseBlogCursor(new URLSearchParams({ after: current.items.at(-1)!.cursor })));
      expect({ page: current.page, slugs: slugs(current) }).toEqual({ page, slugs: byNumber[page - 1] });
    }
    for (let page = pages - 1; page >= 2; page--) {
      current = await listBlogPage(database.db, locale, page, parseBlogCursor(new URLSearchParams({ before: current.items[0]!.cursor })));
      expect({ page: current.page, slugs: slugs(current) }).toEqual({ page, slugs: byNumber[page - 1] });
    }
  });

  it("ignores a malformed cursor, and one past the end, and uses the page number", async () => {
    expect(parseBlogCursor(new URLSearchParams({ after: "2025-01-01'; drop table blog_posts~x" }))).toBeNull();
    expect(parseBlogCursor(new URLSearchParams({ after: "yesterday~p1" }))).toBeNull();
    const second = await listBlogPage(database.db, "en", 2);
    const pastTheEnd = parseBlogCursor(new URLSearchParams({ after: "1999-01-01~zzz" }));
    expect(pastTheEnd).not.toBeNull();
    expect((await listBlogPage(database.db, "en", 2, pastTheEnd)).items).toEqual(second.items);
  });

  it("shows the last page for a page past the end", async () => {
    const past = await listBlogPage(database.db, "es", 999);
    expect(past.page).toBe(past.pages);
    expect(past.items.length).toBeGreaterThan(0);
  });

  it.each(["en", "es"] as const)("gives the %s feed the newest entries of its list only", async (locale) => {
    const newest = await listBlogEntries(database.db, locale, 5);
    expect(newest.map((e) => e.slug)).toEqual((await listBlogPage(database.db, locale, 1)).items.slice(0, 5).map((e) => e.slug));
  });
});
