/**
 * The blog manager's list on both engines: every post, newest created first, 25 to a page,
 * without their content; the editor and the delete confirmation open a post from any page.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BLOG_MANAGER_PAGE_SIZE } from "../../app/lib/blog-manager.ts";
import { loadBlogManager } from "../../app/server/blog/manager-page.ts";
import { takeBlogManagerAction } from "../../app/server/blog/manager-actions.ts";
import { listPostsPage, savePost } from "../../app/server/blog/save-post.ts";
import { postInput } from "../support/blog-post-input.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "../support/test-database.ts";

const T0 = Date.parse("2026-05-04T16:00:00Z");
const POSTS = BLOG_MANAGER_PAGE_SIZE + 5;

describe.each(testEngines())("the blog manager's list on %s", (engine) => {
  let database: TestDatabase;
  let adminId: string;
  /** The posts' ids, oldest first (post-0 was created first). */
  const ids: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    adminId = randomUUID();
    const now = new Date(T0).toISOString();
    await database.db
      .insertInto("user")
      .values({ id: adminId, name: "Dana Whitfield", email: `${adminId}@example.com`, email_verified: true, role: "admin", disabled: false, created_at: now, updated_at: now })
      .execute();
    for (let i = 0; i < POSTS; i++) {
      const saved = await savePost(database.db, postInput(`post-${i}`, { content: `The text of post ${i}.`, tags: [`tag-${i}`] }), { authorId: adminId, now: new Date(T0 + i * 60_000) });
      if (!saved.ok) throw new Error(saved.reason);
      ids.push(saved.post.id);
    }
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it("lists every post newest created first, a page at a time, without their content", async () => {
    const first = await listPostsPage(database.db, 1);
    expect(first).toMatchObject({ page: 1, pageCount: 2, total: POSTS });
    expect(first.posts.map((p) => p.slug)).toEqual(Array.from({ length: BLOG_MANAGER_PAGE_SIZE }, (_, i) => `post-${POSTS - 1 - i}`));
    expect(first.posts[0]).toMatchObject({ title: `Post post-${POSTS - 1}`, status: "draft", tags: [`tag-${POSTS - 1}`], views: 0, locale: "en", published_at: null });
    expect(first.posts[0]).not.toHaveProperty("content");

    const second = await listPostsPage(database.db, 2);
    expect(second.posts.map((p) => p.slug)).toEqual(["post-4", "post-3", "post-2", "post-1", "post-0"]);
    // Every post is on exactly one page.
    expect(new Set([...first.posts, ...second.posts].map((p) => p.id)).size).toBe(POSTS);
    // A page past the last shows the last; nonsense shows the first.
    expect((await listPostsPage(database.db, 40)).page).toBe(2);
    expect((await listPostsPage(database.db, Number.NaN)).page).toBe(1);
  });

  it("opens the editor and the delete confirmation on a post that is not on the page shown", async () => {
    const oldest = ids[0]!;
    const page = await loadBlogManager(database.db, { edit: oldest, delete: null, search: new URLSearchParams(`edit=${oldest}`) });
    expect(page.page).toBe(1);
    expect(page.posts.some((p) => p.id === oldest)).toBe(false);
    expect(page.editor).toMatchObject({ mode: "edit", post: { id: oldest, content: "The text of post 0." } });

    const deleting = await loadBlogManager(database.db, { edit: null, delete: oldest, search: new URLSearchParams("page=2") });
    expect(deleting.page).toBe(2);
    expect(deleting.confirmDelete).toEqual({ id: oldest, title: "Post post-0" });
    expect((await loadBlogManager(database.db, { edit: null, delete: randomUUID() })).confirmDelete).toBeNull();
  });

  it("brings a failed save back over the stored post it was editing", async () => {
    const oldest = ids[0]!;
    const form = new FormData();
    for (const [name, value] of Object.entries({ id: oldest, title: "", slug: "post-0", content: "Changed.", locale: "en", intent: "draft" })) form.set(name, value);
    const answer = await takeBlogManagerAction(database.db, form, { adminId, publicUrl: "https://agency.example" });
    expect("result" in answer && answer.result).toMatchObject({ failed: "save", values: { title: "", content: "Changed." }, post: { id: oldest, title: "Post post-0" } });
  });
});
