/**
 * sitemap.xml on both engines: the single file of a small site, kept fresh as posts are
 * published, edited, unpublished and deleted; the sitemap index and its parts once the
 * site has more URLs than one file holds.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SITEMAP_URLS_PER_FILE, sitemapFile } from "../../app/server/blog/sitemap.ts";
import { deletePost } from "../../app/server/blog/save-post.ts";
import { publicPaths } from "../../app/prerender-paths.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "../support/test-database.ts";

const ORIGIN = "https://agency.test";
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

function post(i: number, overrides: Record<string, string> = {}) {
  const date = new Date(Date.parse("2025-06-01T00:00:00Z") + i * 60_000).toISOString();
  return {
    id: `post-${String(i).padStart(6, "0")}`, title: `Post ${i}`, slug: `post-${i}`, excerpt: null, content: "A long body. ".repeat(50),
    featured_image: null, author_id: null, created_at: date, updated_at: date, published_at: date, status: "published", ...overrides,
  };
}

async function insertPosts(database: TestDatabase, rows: (ReturnType<typeof post> & { locale?: string })[]) {
  for (let i = 0; i < rows.length; i += 500) await database.db.insertInto("blog_posts").values(rows.slice(i, i + 500)).execute();
}

describe.each(testEngines())("sitemap on %s", (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it("is one file on a small site, and follows publishing, editing, unpublishing and deleting at once", async () => {
    await insertPosts(database, [post(1), post(2), post(3, { slug: "a-draft", status: "draft" })]);
    const first = (await sitemapFile(database.db, `${ORIGIN}/`, null))!;
    expect(first).toContain("<urlset");
    expect(locs(first)).toEqual([...publicPaths().map((p) => ORIGIN + p), `${ORIGIN}/blog/post-1`, `${ORIGIN}/blog/post-2`]);
    expect(first).toContain("<lastmod>2025-06-01</lastmod>");
    expect(await sitemapFile(database.db, ORIGIN, null)).toBe(first);

    await insertPosts(database, [post(4, { updated_at: "2026-01-02T00:00:00.000Z" })]);
    expect(locs((await sitemapFile(database.db, ORIGIN, null))!)).toContain(`${ORIGIN}/blog/post-4`);

    await database.db.updateTable("blog_posts").set({ slug: "post-2-renamed", updated_at: "2026-02-03T00:00:00.000Z" }).where("id", "=", "post-000002").execute();
    const edited = (await sitemapFile(database.db, ORIGIN, null))!;
    expect(edited).toContain(`<loc>${ORIGIN}/blog/post-2-renamed</loc><lastmod>2026-02-03</lastmod>`);
    expect(edited).not.toContain(`${ORIGIN}/blog/post-2<`);

    await database.db.updateTable("blog_posts").set({ status: "draft" }).where("id", "=", "post-000001").execute();
    expect(locs((await sitemapFile(database.db, ORIGIN, null))!)).not.toContain(`${ORIGIN}/blog/post-1`);

    await deletePost(database.db, "post-000004");
    const after = (await sitemapFile(database.db, ORIGIN, null))!;
    expect(locs(after).filter((l) => l.includes("/blog/post-"))).toEqual([`${ORIGIN}/blog/post-2-renamed`]);
  });

  it("lists a Spanish post at its Spanish address, without a twin, and follows a change of language", async () => {
    await insertPosts(database, [{ ...post(5, { slug: "temporada-de-monzones" }), locale: "es" }]);
    const file = (await sitemapFile(database.db, ORIGIN, null))!;
    expect(file).toContain(`<url><loc>${ORIGIN}/es/blog/temporada-de-monzones</loc><lastmod>2025-06-01</lastmod></url>`);
    expect(locs(file)).not.toContain(`${ORIGIN}/blog/temporada-de-monzones`);
    // The blog's index has a twin: both languages are listed, each naming the other.
    expect(file).toContain(`<url><loc>${ORIGIN}/es/blog</loc><xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/blog"/>`);

    await database.db.updateTable("blog_posts").set({ locale: "en", updated_at: "2026-03-04T00:00:00.000Z" }).where("slug", "=", "temporada-de-monzones").execute();
    const moved = locs((await sitemapFile(database.db, ORIGIN, null))!);
    expect(moved).toContain(`${ORIGIN}/blog/temporada-de-monzones`);
    expect(moved).not.toContain(`${ORIGIN}/es/blog/temporada-de-monzones`);
  });

  it("answers every request of a burst with the same file, built once", async () => {
    const files = await Promise.all(Array.from({ length: 20 }, () => sitemapFile(database.db, ORIGIN, null)));
    expect(new Set(files).size).toBe(1);
  });

  it("becomes an index of files of at most SITEMAP_URLS_PER_FILE URLs on a large site", async () => {
    await database.db.deleteFrom("blog_posts").execute();
    const count = SITEMAP_URLS_PER_FILE + 5;
    await insertPosts(database, Array.from({ length: count }, (_, i) => post(i)));
    await insertPosts(database, [post(count, { slug: "still-a-draft", status: "draft" })]);

    const index = (await sitemapFile(database.db, ORIGIN, null))!;
    expect(index).toContain("<sitemapindex");
    expect(locs(index)).toEqual([`${ORIGIN}/sitemap.xml?part=pages`, `${ORIGIN}/sitemap.xml?part=posts-1`, `${ORIGIN}/sitemap.xml?part=posts-2`]);

    expect(locs((await sitemapFile(database.db, ORIGIN, "pages"))!)).toEqual(publicPaths().map((p) => ORIGIN + p));
    const first = locs((await sitemapFile(database.db, ORIGIN, "posts-1"))!);
    const second = locs((await sitemapFile(database.db, ORIGIN, "posts-2"))!);
    expect(first).toHaveLength(SITEMAP_URLS_PER_FILE);
    // Oldest first: a file's posts stay in it as new ones are published.
    expect(first[0]).toBe(`${ORIGIN}/blog/post-0`);
    expect(second).toEqual([0, 1, 2, 3, 4].map((i) => `${ORIGIN}/blog/post-${SITEMAP_URLS_PER_FILE + i}`));
    expect(new Set([...first, ...second]).size).toBe(count);

    for (const part of ["posts-3", "posts-0", "posts-01", "", "index", "../etc", "posts-1 "]) {
      expect(await sitemapFile(database.db, ORIGIN, part), part).toBeNull();
    }
  });
});
