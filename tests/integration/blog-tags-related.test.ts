/**
 * Tag pages, related posts and the author's name (docs/product.md#public-blog) on both engines:
 * which posts a tag's page lists and in what order, a Spanish tag written with accents, the
 * related posts chosen for a post, the byline's name, the sitemap's tag pages, and the change a
 * tag edit records for the pages kept in memory.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BLOG_PAGE_SIZE } from "../../app/server/blog/blog-index.ts";
import { loadPostExtras } from "../../app/server/blog/post-extras.ts";
import { findRelatedPosts } from "../../app/server/blog/related-posts.ts";
import { deletePost, savePost } from "../../app/server/blog/save-post.ts";
import { listTaggedPosts } from "../../app/server/blog/tagged-posts.ts";
import { sitemapFile } from "../../app/server/blog/sitemap.ts";
import { listTagPage, type TagPageEntry } from "../../app/server/blog/tag-pages.ts";
import { latestPublicChange, readPublicChanges } from "../../app/server/public-pages/page-changes.ts";
import { blogListsTag } from "../../app/server/public-pages/page-tags.ts";
import { blogPostSchema } from "../../app/lib/schemas/blog-post.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "../support/test-database.ts";

const AUTHOR = "author-dana";
const NAMELESS = "author-nameless";
const TIPS = BLOG_PAGE_SIZE + 2;

function post(slug: string, tags: string[], day: number, overrides: { status?: string; locale?: string; author_id?: string | null } = {}) {
  const date = new Date(Date.parse("2026-01-01T15:00:00Z") + day * 86_400_000).toISOString();
  const published = (overrides.status ?? "published") === "published";
  return {
    id: `id-${slug}`,
    title: `Title ${slug}`,
    slug,
    excerpt: `About ${slug}`,
    content: "Text.",
    featured_image: null,
    tags: JSON.stringify(tags),
    author_id: AUTHOR,
    created_at: date,
    updated_at: date,
    published_at: published ? date : null,
    status: "published",
    locale: "en",
    ...overrides,
  };
}

const slugs = (items: { slug: string }[]) => items.map((item) => item.slug);

describe.each(testEngines())("tag pages, related posts and authors on %s", (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const now = new Date();
    await database.db
      .insertInto("user")
      .values([
        { id: AUTHOR, name: "Dana Ortiz", email: "dana@agency.test", email_verified: true, role: "admin", disabled: false, created_at: now, updated_at: now },
        { id: NAMELESS, name: "", email: "owner@agency.test", email_verified: true, role: "admin", disabled: false, created_at: now, updated_at: now },
      ])
      .execute();
    await database.db
      .insertInto("blog_posts")
      .values([
        post("auto-basics", ["Auto", "Nevada"], 1),
        post("auto-savings", ["auto", "Savings"], 2, { author_id: NAMELESS }),
        post("nevada-auto-savings", ["AUTO", "Nevada", "Savings"], 3, { author_id: "gone" }),
        post("home-only", ["Home"], 4, { author_id: null }),
        post("auto-draft", ["Auto", "Nevada"], 5, { status: "draft" }),
        post("auto-scheduled", ["Auto", "Nevada"], 6, { status: "scheduled" }),
        post("seguro-basico", ["Información útil", "Seguro de auto"], 1, { locale: "es" }),
        post("seguro-ahorro", ["informacion util", "Auto"], 2, { locale: "es" }),
        post("seguro-nevada", ["Seguro de Auto", "Nevada"], 3, { locale: "es" }),
        ...Array.from({ length: TIPS }, (_, i) => post(`tip-${String(i).padStart(2, "0")}`, ["Tips"], 10 + i)),
      ])
      .execute();
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it("lists a tag's published posts of the page's language, newest first, whatever the tag's case", async () => {
    const page = await listTagPage(database.db, "en", "auto", 1);
    expect(page).toMatchObject({ tag: "AUTO", page: 1, pages: 1 });
    expect(slugs(page!.items)).toEqual(["nevada-auto-savings", "auto-savings", "auto-basics"]);
    expect(page!.items[0]).toMatchObject({ title: "Title nevada-auto-savings", excerpt: "About nevada-auto-savings", tags: ["AUTO", "Nevada", "Savings"] });
    // Drafts, scheduled posts and the Spanish post tagged "Auto" are not on the English page.
    expect(slugs((await listTagPage(database.db, "es", "auto", 1))!.items)).toEqual(["seguro-ahorro"]);
  });

  it("finds a Spanish tag written with accents by its address, and not on the English blog", async () => {
    const page = await listTagPage(database.db, "es", "informacion-util", 1);
    expect(slugs(page!.items)).toEqual(["seguro-ahorro", "seguro-basico"]);
    expect(page!.tag).toBe("informacion util");
    expect(slugs((await listTagPage(database.db, "es", "seguro-de-auto", 1))!.items)).toEqual(["seguro-nevada", "seguro-basico"]);
    expect(await listTagPage(database.db, "en", "informacion-util", 1)).toBeNull();
    expect(await listTagPage(database.db, "en", "no-such-tag", 1)).toBeNull();
    expect(await listTagPage(database.db, "en", "", 1)).toBeNull();
  });

  it("pages a long tag like /blog: 12 to a page, every post once, out-of-range pages showing the nearest", async () => {
    const first = (await listTagPage(database.db, "en", "tips", 1))!;
    expect({ page: first.page, pages: first.pages, count: first.items.length }).toEqual({ page: 1, pages: 2, count: BLOG_PAGE_SIZE });
    const second = (await listTagPage(database.db, "en", "tips", 2))!;
    expect(second.items.length).toBe(TIPS - BLOG_PAGE_SIZE);
    const all: TagPageEntry[] = [...first.items, ...second.items];
    expect(slugs(all)).toEqual(Array.from({ length: TIPS }, (_, i) => `tip-${String(TIPS - 1 - i).padStart(2, "0")}`));
    expect((await listTagPage(database.db, "en", "tips", 99))!.page).toBe(2);
    expect((await listTagPage(database.db, "en", "tips", Number.NaN))!.page).toBe(1);
  });

  it("suggests published posts of the same language sharing the most tags, then the newest", async () => {
    const related = await findRelatedPosts(database.db, { id: "id-auto-basics", tags: ["Auto", "Nevada"], locale: "en" });
    // Two tags in common first; then one, newest first; never the draft, the scheduled post, the post itself or a Spanish one.
    expect(slugs(related)).toEqual(["nevada-auto-savings", "auto-savings"]);
    expect(related[0]).toEqual({ slug: "nevada-auto-savings", title: "Title nevada-auto-savings", excerpt: "About nevada-auto-savings", date: "2026-01-04T15:00:00.000Z" });
    const spanish = await findRelatedPosts(database.db, { id: "id-seguro-basico", tags: ["Información útil", "Seguro de auto"], locale: "es" });
    expect(slugs(spanish)).toEqual(["seguro-nevada", "seguro-ahorro"]);
    const tips = await findRelatedPosts(database.db, { id: "id-tip-00", tags: ["Tips"], locale: "en" });
    expect(slugs(tips)).toEqual(["tip-13", "tip-12", "tip-11"]);
    expect(await findRelatedPosts(database.db, { id: "id-home-only", tags: ["Home"], locale: "en" })).toEqual([]);
  });

  it("names the author by their display name, and nobody when the account is gone or has no name", async () => {
    const extras = async (author_id: string | null) => (await loadPostExtras(database.db, { id: "x", author_id, tags: [], locale: "en" })).author;
    expect(await extras(AUTHOR)).toBe("Dana Ortiz");
    expect(await extras(NAMELESS)).toBeNull();
    expect(await extras("gone")).toBeNull();
    expect(await extras(null)).toBeNull();
  });

  it("lists each language's tag pages in the sitemap, at their language's address", async () => {
    const xml = (await sitemapFile(database.db, "https://agency.test", null))!;
    for (const path of ["/blog/tag/auto", "/blog/tag/nevada", "/blog/tag/savings", "/blog/tag/home", "/blog/tag/tips", "/es/blog/tag/informacion-util", "/es/blog/tag/seguro-de-auto", "/es/blog/tag/auto", "/es/blog/tag/nevada"]) {
      expect(xml, path).toContain(`<loc>https://agency.test${path}</loc>`);
    }
    expect(xml).toContain("<loc>https://agency.test/blog/tag/auto</loc><lastmod>2026-01-04</lastmod>");
    expect(xml).not.toContain("https://agency.test/blog/tag/informacion-util");
  });

  it("reads a language's tagged posts once per public change, and again after one", async () => {
    const before = await listTaggedPosts(database.db, "en");
    expect(await listTaggedPosts(database.db, "en")).toBe(before);
    expect(before.map((p) => p.id)).not.toContain("id-auto-draft");
    const input = blogPostSchema.parse({ title: "Fresh", slug: "fresh-auto", content: "Text.", tags: "Auto", intent: "publish" });
    const saved = await savePost(database.db, input, { authorId: AUTHOR });
    if (!saved.ok) throw new Error(saved.reason);
    const after = await listTaggedPosts(database.db, "en");
    expect(after).not.toBe(before);
    expect(after[0]).toMatchObject({ id: saved.post.id, tags: ["Auto"] });
    expect([...after[0]!.slugs]).toEqual(["auto"]);
    await deletePost(database.db, saved.post.id);
    expect((await listTaggedPosts(database.db, "en")).map((p) => p.id)).not.toContain(saved.post.id);
  });

  it("drops the tag pages kept in memory when a published post's tags change, and its language's only", async () => {
    const start = await latestPublicChange(database.db);
    const input = blogPostSchema.parse({ title: "Nuevo", slug: "seguro-nuevo", content: "Texto.", tags: "Información útil", intent: "publish", locale: "es" });
    const saved = await savePost(database.db, input, { authorId: AUTHOR });
    if (!saved.ok) throw new Error(saved.reason);
    await savePost(database.db, { ...input, tags: ["Información útil", "Ahorro"] }, { id: saved.post.id, authorId: AUTHOR });
    const changes = (await readPublicChanges(database.db, start)).map((change) => change.tags);
    expect(changes).toEqual([
      [blogListsTag("es"), "post:seguro-nuevo"],
      [blogListsTag("es"), "post:seguro-nuevo"],
    ]);
    expect(slugs((await listTagPage(database.db, "es", "ahorro", 1))!.items)).toEqual(["seguro-nuevo"]);
    // The sitemap follows at once (its freshness is the posts' count and latest change).
    expect((await sitemapFile(database.db, "https://agency.test", null))!).toContain("<loc>https://agency.test/es/blog/tag/ahorro</loc>");
  });
});
