import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BLOG_PAGE_SIZE, listBlogEntries, listBlogPage, parseBlogCursor, type BlogEntry } from "../../app/server/blog/blog-index.ts";
import { listFixedArticles } from "../../app/server/blog/fixed-articles.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "../support/test-database.ts";

/** Published posts whose dates interleave with the fixed articles', a draft, and a post published at the same moment as another. */
async function seedPosts(database: TestDatabase, published: number): Promise<void> {
  const start = Date.parse("2024-01-15T12:00:00Z");
  const rows = Array.from({ length: published }, (_, i) => {
    const date = new Date(start + i * 9 * 86_400_000).toISOString();
    return { id: `p${i}`, title: `Post ${i}`, slug: `post-${String(i).padStart(2, "0")}`, content: "Body", excerpt: null, featured_image: null, author_id: null, created_at: date, updated_at: date, published_at: date, status: "published" };
  });
  rows.push({ ...rows[0]!, id: "twin", slug: "post-twin", title: "Twin" });
  rows.push({ ...rows[1]!, id: "draft", slug: "a-draft", title: "Draft", status: "draft" });
  await database.db.insertInto("blog_posts").values(rows).execute();
}

describe.each(testEngines())("blog list on %s", (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await seedPosts(database, 40);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it("pages through every fixed article and published post once, newest first", async () => {
    const first = await listBlogPage(database.db, 1);
    const total = listFixedArticles().length + 41;
    expect(first.pages).toBe(Math.ceil(total / BLOG_PAGE_SIZE));
    const seen: BlogEntry[] = [];
    for (let page = 1; page <= first.pages; page++) {
      const result = await listBlogPage(database.db, page);
      expect(result.page).toBe(page);
      expect(result.items.length).toBe(page < first.pages ? BLOG_PAGE_SIZE : total - (first.pages - 1) * BLOG_PAGE_SIZE);
      seen.push(...result.items);
    }
    expect(new Set(seen.map((e) => e.slug)).size).toBe(total);
    expect(seen.map((e) => e.slug)).not.toContain("a-draft");
    const dates = seen.map((e) => e.date);
    expect(dates).toEqual([...dates].sort((a, b) => b.localeCompare(a)));
    expect(seen.filter((e) => e.kind === "article").length).toBe(listFixedArticles().length);
  });

  it("finds the same pages by the links' cursors, forwards and backwards, as by their numbers", async () => {
    const { pages } = await listBlogPage(database.db, 1);
    const byNumber: string[][] = [];
    for (let page = 1; page <= pages; page++) byNumber.push((await listBlogPage(database.db, page)).items.map((e) => e.slug));
    const slugs = (r: { items: BlogEntry[] }) => r.items.map((e) => e.slug);

    let current = await listBlogPage(database.db, 1);
    for (let page = 2; page <= pages; page++) {
      current = await listBlogPage(database.db, page, parseBlogCursor(new URLSearchParams({ after: current.items.at(-1)!.cursor })));
      expect({ page: current.page, slugs: slugs(current) }).toEqual({ page, slugs: byNumber[page - 1] });
    }
    for (let page = pages - 1; page >= 2; page--) {
      current = await listBlogPage(database.db, page, parseBlogCursor(new URLSearchParams({ before: current.items[0]!.cursor })));
      expect({ page: current.page, slugs: slugs(current) }).toEqual({ page, slugs: byNumber[page - 1] });
    }
  });

  it("ignores a malformed cursor, and one past the end, and uses the page number", async () => {
    expect(parseBlogCursor(new URLSearchParams({ after: "2025-01-01'; drop table blog_posts~x" }))).toBeNull();
    expect(parseBlogCursor(new URLSearchParams({ after: "yesterday~p1" }))).toBeNull();
    const second = await listBlogPage(database.db, 2);
    const pastTheEnd = parseBlogCursor(new URLSearchParams({ after: "1999-01-01~zzz" }));
    expect(pastTheEnd).not.toBeNull();
    expect((await listBlogPage(database.db, 2, pastTheEnd)).items).toEqual(second.items);
  });

  it("shows the last page for a page past the end", async () => {
    const past = await listBlogPage(database.db, 999);
    expect(past.page).toBe(past.pages);
    expect(past.items.length).toBeGreaterThan(0);
  });

  it("gives the feed the newest entries only", async () => {
    const newest = await listBlogEntries(database.db, 5);
    expect(newest.map((e) => e.slug)).toEqual((await listBlogPage(database.db, 1)).items.slice(0, 5).map((e) => e.slug));
  });
});
