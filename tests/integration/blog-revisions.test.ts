/**
 * Post revisions on both engines: every save numbered with who and when, listed newest first a
 * page at a time, compared with the current post, and restored as a new revision that keeps
 * whether the post is live; restores that would clash or cross posts are refused.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BlogPostInput } from "../../app/lib/schemas/blog-post.ts";
import { postInput } from "../support/blog-post-input.ts";
import { blogListsTag, postTag } from "../../app/server/public-pages/page-tags.ts";
import { latestPublicChange, readPublicChanges } from "../../app/server/public-pages/page-changes.ts";
import { getRevision, listRevisions, loadRevisionsPanel, restoreRevision } from "../../app/server/blog/revisions.ts";
import { deletePost, getPostById, savePost } from "../../app/server/blog/save-post.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "../support/test-database.ts";

const T0 = Date.parse("2026-03-02T17:00:00Z");
const at = (minutes: number) => new Date(T0 + minutes * 60_000);

const input = (overrides: Partial<BlogPostInput> = {}): BlogPostInput =>
  postInput("monsoon-season", {
    title: "Monsoon season",
    excerpt: "Flash floods and wind.",
    content: "## Flood is separate\n\nStandard policies exclude flood.\n",
    tags: ["home", "weather"],
    ...overrides,
  });

/** What a restore must bring back: the post's text and settings. */
const textAndSettings = (p: { title: string; slug: string; excerpt: string | null; content: string; tags: string[]; locale: string; seo_title: string | null; seo_description: string | null; canonical_url: string | null }) => ({
  title: p.title,
  slug: p.slug,
  excerpt: p.excerpt,
  content: p.content,
  tags: p.tags,
  locale: p.locale,
  seo_title: p.seo_title,
  seo_description: p.seo_description,
  canonical_url: p.canonical_url,
});

describe.each(testEngines())("post revisions on %s", (engine) => {
  let database: TestDatabase;
  let dana: string;
  let sam: string;

  async function insertUser(name: string): Promise<string> {
    const id = randomUUID();
    const now = new Date(T0).toISOString();
    await database.db
      .insertInto("user")
      .values({ id, name, email: `${id}@example.com`, email_verified: true, role: "admin", disabled: false, created_at: now, updated_at: now })
      .execute();
    return id;
  }

  async function save(values: Partial<BlogPostInput>, options: { id?: string; by: string; minute: number }): Promise<string> {
    const result = await savePost(database.db, input(values), { id: options.id, authorId: options.by, now: at(options.minute) });
    if (!result.ok) throw new Error(`save refused: ${result.reason}`);
    return result.post.id;
  }

  const revisionCount = async (postId: string) => (await listRevisions(database.db, postId)).total;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    dana = await insertUser("Dana Whitfield");
    sam = await insertUser("Sam Ortega");
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it("numbers every save of a post with who saved it, when, and the status after it, newest first", async () => {
    const id = await save({ slug: "numbered" }, { by: dana, minute: 0 });
    await save({ slug: "numbered", title: "Monsoon season in Nevada", intent: "publish" }, { id, by: sam, minute: 5 });
    await save({ slug: "numbered", content: "Rewritten.\n", intent: "publish" }, { id, by: dana, minute: 9 });
    const other = await save({ slug: "numbered-other" }, { by: sam, minute: 10 });

    const list = await listRevisions(database.db, id);
    expect(list.items.map((r) => [r.number, r.saved_by_name, r.saved_at, r.status, r.restored_from])).toEqual([
      [3, "Dana Whitfield", at(9).toISOString(), "published", null],
      [2, "Sam Ortega", at(5).toISOString(), "published", null],
      [1, "Dana Whitfield", at(0).toISOString(), "draft", null],
    ]);
    expect(list).toMatchObject({ total: 3, latest: 3, olderBefore: null, older: false });
    // Each post counts from 1.
    expect((await listRevisions(database.db, other)).items.map((r) => r.number)).toEqual([1]);
    // A revision keeps the text as saved then.
    expect(await getRevision(database.db, id, 2)).toMatchObject({ title: "Monsoon season in Nevada", content: input().content, saved_by_name: "Sam Ortega" });
    expect(await getRevision(database.db, other, 2)).toBeUndefined();
  });

  it("lists a post with many saves a page at a time, newest first, each revision once", async () => {
    const id = await save({ slug: "many-saves" }, { by: dana, minute: 0 });
    for (let i = 1; i < 45; i++) await save({ slug: "many-saves", content: `Save ${i}\n` }, { id, by: dana, minute: i });
    const seen: number[] = [];
    let page = await listRevisions(database.db, id);
    expect(page.items).toHaveLength(20);
    seen.push(...page.items.map((r) => r.number));
    while (page.olderBefore) {
      page = await listRevisions(database.db, id, { before: page.olderBefore });
      expect(page.older).toBe(true);
      seen.push(...page.items.map((r) => r.number));
    }
    expect(seen).toEqual(Array.from({ length: 45 }, (_, i) => 45 - i));
    expect(page).toMatchObject({ total: 45, latest: 45 });
  });

  it("restores a published post's earlier text and settings as a new revision: it stays published, its first publication date kept, and its public pages are told", async () => {
    const id = await save({ slug: "restore-published", intent: "publish", seo_title: "Monsoon SEO" }, { by: dana, minute: 0 });
    const firstPublished = (await getPostById(database.db, id))!.published_at;
    const original = await getPostById(database.db, id);
    await save(
      { slug: "restore-published-v2", title: "Changed title", excerpt: null, content: "Other text.\n", tags: ["auto"], locale: "es", seo_title: null, seo_description: "New description", canonical_url: "https://example.com/elsewhere", intent: "publish" },
      { id, by: sam, minute: 5 },
    );
    const rev1 = (await getRevision(database.db, id, 1))!;
    const changesBefore = await latestPublicChange(database.db);

    const restored = await restoreRevision(database.db, { postId: id, revisionId: rev1.id }, { by: sam, now: at(30) });
    expect(restored).toMatchObject({ ok: true, revision: 3, restoredFrom: 1 });
    const post = (await getPostById(database.db, id))!;
    expect(textAndSettings(post)).toEqual(textAndSettings(original!));
    expect(post).toMatchObject({ status: "published", published_at: firstPublished, updated_at: at(30).toISOString() });

    const [newest] = (await listRevisions(database.db, id)).items;
    expect(newest).toMatchObject({ number: 3, restored_from: 1, saved_by_name: "Sam Ortega", status: "published", saved_at: at(30).toISOString() });
    // The old address, the restored one, and both languages' lists (it moved back from Spanish).
    const tags = (await readPublicChanges(database.db, changesBefore)).flatMap((c) => c.tags);
    expect(tags).toEqual(expect.arrayContaining([postTag("restore-published-v2"), postTag("restore-published"), blogListsTag("en"), blogListsTag("es")]));
  });

  it("keeps a draft a draft and a scheduled post on its schedule", async () => {
    const draft = await save({ slug: "restore-draft", title: "Draft one" }, { by: dana, minute: 0 });
    await save({ slug: "restore-draft", title: "Draft two" }, { id: draft, by: dana, minute: 1 });
    const d1 = (await getRevision(database.db, draft, 1))!;
    expect(await restoreRevision(database.db, { postId: draft, revisionId: d1.id }, { by: dana, now: at(2) })).toMatchObject({ ok: true });
    expect(await getPostById(database.db, draft)).toMatchObject({ title: "Draft one", status: "draft", published_at: null, scheduled_at: null });

    const goLive = new Date(Date.now() + 7 * 86_400_000);
    const scheduled = await save({ slug: "restore-scheduled", title: "Scheduled one" }, { by: dana, minute: 0 });
    await save({ slug: "restore-scheduled", title: "Scheduled two", intent: "schedule", scheduled_at: goLive }, { id: scheduled, by: dana, minute: 1 });
    const s1 = (await getRevision(database.db, scheduled, 1))!;
    expect(s1.status).toBe("draft");
    expect(await restoreRevision(database.db, { postId: scheduled, revisionId: s1.id }, { by: dana })).toMatchObject({ ok: true });
    expect(await getPostById(database.db, scheduled)).toMatchObject({ title: "Scheduled one", status: "scheduled", scheduled_at: goLive.toISOString() });
    expect((await listRevisions(database.db, scheduled)).items[0]).toMatchObject({ status: "scheduled", restored_from: 1 });
  });

  it("refuses a restore whose slug another post now uses, naming that post, and changes nothing", async () => {
    const id = await save({ slug: "storm-tips", title: "Storm tips" }, { by: dana, minute: 0 });
    await save({ slug: "storm-tips-2026", title: "Storm tips 2026" }, { id, by: dana, minute: 1 });
    await save({ slug: "storm-tips", title: "Hail and wind" }, { by: sam, minute: 2 });
    const rev1 = (await getRevision(database.db, id, 1))!;

    const refused = await restoreRevision(database.db, { postId: id, revisionId: rev1.id }, { by: dana });
    expect(refused).toMatchObject({ ok: false, reason: "duplicate-slug" });
    expect(!refused.ok && refused.message).toMatch(/storm-tips.*“Hail and wind”/);
    expect(await getPostById(database.db, id)).toMatchObject({ slug: "storm-tips-2026", title: "Storm tips 2026" });
    expect(await revisionCount(id)).toBe(2);
  });

  it("refuses another post's revision, an unknown one, and one the rules no longer accept", async () => {
    const mine = await save({ slug: "mine", title: "Mine" }, { by: dana, minute: 0 });
    const theirs = await save({ slug: "theirs", title: "Theirs" }, { by: sam, minute: 0 });
    const theirRevision = (await getRevision(database.db, theirs, 1))!;

    for (const revisionId of [theirRevision.id, "no-such-revision", ""]) {
      expect(await restoreRevision(database.db, { postId: mine, revisionId }, { by: dana })).toMatchObject({ ok: false, reason: "not-found" });
    }
    expect(await getPostById(database.db, mine)).toMatchObject({ title: "Mine", slug: "mine" });
    expect(await revisionCount(mine)).toBe(1);
    expect(await revisionCount(theirs)).toBe(1);

    // A revision kept before a rule it breaks (a fixed article's slug) is refused with that rule's message.
    const kept = await database.db.selectFrom("blog_post_revisions").selectAll().where("post_id", "=", mine).executeTakeFirstOrThrow();
    await database.db.insertInto("blog_post_revisions").values({ ...kept, id: randomUUID(), number: 2, slug: "garage-insurance-gaps" }).execute();
    const rev2 = (await getRevision(database.db, mine, 2))!;
    const invalid = await restoreRevision(database.db, { postId: mine, revisionId: rev2.id }, { by: dana });
    expect(invalid).toMatchObject({ ok: false, reason: "invalid" });
    expect(!invalid.ok && invalid.message).toMatch(/fixed articles/);
    expect(await getPostById(database.db, mine)).toMatchObject({ slug: "mine" });
  });

  it("gives the editor's panel a revision compared with the current post, from the page's query", async () => {
    const id = await save({ slug: "compared", title: "Compared" }, { by: dana, minute: 0 });
    await save({ slug: "compared", title: "Compared again", content: "## Flood is separate\n\nStandard policies never cover flood.\n\nA new paragraph.\n", tags: ["home"] }, { id, by: dana, minute: 1 });
    const post = (await getPostById(database.db, id))!;

    const panel = await loadRevisionsPanel(database.db, post, new URLSearchParams({ edit: id, revision: "1", confirm: "restore" }));
    expect(panel.comparison?.summary).toBe("Content: 3 lines added, 1 removed. 2 other fields changed: Title, Tags.");
    expect(panel.comparison?.revision).toMatchObject({ number: 1, saved_by_name: "Dana Whitfield" });
    expect(panel).toMatchObject({ missing: null, confirmRestore: true, restored: null });

    expect(await loadRevisionsPanel(database.db, post, new URLSearchParams({ revision: "9" }))).toMatchObject({ comparison: null, missing: 9, confirmRestore: false });
    for (const revision of ["0", "-1", "1.5", "abc", "99999999999"]) {
      expect(await loadRevisionsPanel(database.db, post, new URLSearchParams({ revision, revisions_before: revision }))).toMatchObject({ comparison: null, missing: null, list: { older: false } });
    }
  });

  it("deletes a post's revisions and preview links with the post", async () => {
    const saved = await savePost(database.db, input({ slug: "short-lived" }), { authorId: dana, now: at(0) });
    if (!saved.ok) throw new Error("not saved");
    await savePost(database.db, input({ slug: "short-lived", title: "Again" }), { id: saved.post.id, authorId: dana, now: at(1) });
    await database.db
      .insertInto("blog_preview_links")
      .values({ id: randomUUID(), post_id: saved.post.id, token_hash: randomUUID(), created_by: dana, created_at: at(2).toISOString(), expires_at: at(60).toISOString(), revoked_at: null, revoked_by: null })
      .execute();
    const left = async (table: "blog_post_revisions" | "blog_preview_links") =>
      Number((await database.db.selectFrom(table).select((eb) => eb.fn.countAll().as("n")).where("post_id", "=", saved.post.id).executeTakeFirstOrThrow()).n);
    expect([await left("blog_post_revisions"), await left("blog_preview_links")]).toEqual([2, 1]);
    expect(await deletePost(database.db, saved.post.id)).toBe(true);
    expect([await left("blog_post_revisions"), await left("blog_preview_links")]).toEqual([0, 0]);
  });
});
