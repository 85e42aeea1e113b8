/**
 * The feed of public page changes (app/server/public-pages/page-changes.ts) and the batched
 * post views, on both engines: what each write records, the order concurrent writers commit
 * in, and an instance following the feed.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPostViewTally } from "../../app/server/blog/post-views.ts";
import { deletePost, savePost } from "../../app/server/blog/save-post.ts";
import { systemActor } from "../../app/server/audit/record-audit.ts";
import { followPublicChanges } from "../../app/server/public-pages/change-follower.ts";
import { latestPublicChange, readPublicChanges, recordPublicChange } from "../../app/server/public-pages/page-changes.ts";
import { addCarrier } from "../../app/server/settings/edit-carrier-directory.ts";
import type { BlogPostInput } from "../../app/lib/schemas/blog-post.ts";
import { postInput } from "../support/blog-post-input.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "../support/test-database.ts";

const post = (slug: string, intent: "draft" | "publish"): BlogPostInput => postInput(slug, { intent });

describe.each(testEngines())("public page changes on %s", (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  /** The tags recorded since `after`, one list per change. */
  const changesSince = async (after: number) => (await readPublicChanges(database.db, after)).map((change) => change.tags);

  it("records what visitors can see change: publishing, editing, unpublishing and deleting a post, not a draft's edits", async () => {
    const db = database.db;
    const start = await latestPublicChange(db);
    const draft = await savePost(db, post("monsoon", "draft"), { authorId: "admin" });
    if (!draft.ok) throw new Error("not saved");
    await savePost(db, { ...post("monsoon", "draft"), content: "Still a draft." }, { id: draft.post.id, authorId: "admin" });
    expect(await changesSince(start)).toEqual([]);

    await savePost(db, post("monsoon", "publish"), { id: draft.post.id, authorId: "admin" });
    await savePost(db, post("monsoon-season", "publish"), { id: draft.post.id, authorId: "admin" });
    await savePost(db, post("monsoon-season", "draft"), { id: draft.post.id, authorId: "admin" });
    await savePost(db, post("monsoon-season", "publish"), { id: draft.post.id, authorId: "admin" });
    expect(await deletePost(db, draft.post.id)).toBe(true);
    expect(await changesSince(start)).toEqual([
      ["blog", "post:monsoon"],
      ["blog", "post:monsoon", "post:monsoon-season"],
      ["blog", "post:monsoon-season"],
      ["blog", "post:monsoon-season"],
      ["blog", "post:monsoon-season"],
    ]);
    expect(await latestPublicChange(db)).toBe(start + 5);
    // Deleting a post that is gone records nothing.
    expect(await deletePost(db, draft.post.id)).toBe(false);
    expect(await latestPublicChange(db)).toBe(start + 5);
  });

  it("records a Spanish post's changes on the Spanish lists, and a change of language on both", async () => {
    const db = database.db;
    const start = await latestPublicChange(db);
    const spanish = (intent: "draft" | "publish"): BlogPostInput => ({ ...post("monzones", intent), locale: "es" });
    const saved = await savePost(db, spanish("draft"), { authorId: "admin" });
    if (!saved.ok) throw new Error("not saved");
    expect(saved.post.locale).toBe("es");
    await savePost(db, spanish("publish"), { id: saved.post.id, authorId: "admin" });
    await savePost(db, { ...spanish("publish"), locale: "en" }, { id: saved.post.id, authorId: "admin" });
    await savePost(db, spanish("publish"), { id: saved.post.id, authorId: "admin" });
    expect(await deletePost(db, saved.post.id)).toBe(true);
    expect(await changesSince(start)).toEqual([
      ["blog:es", "post:monzones"],
      ["blog:es", "blog", "post:monzones"],
      ["blog", "blog:es", "post:monzones"],
      ["blog:es", "post:monzones"],
    ]);
  });

  it("records a change of the carrier directory, shown on the Service center", async () => {
    const start = await latestPublicChange(database.db);
    await addCarrier(database.db, systemActor("test"), { name: `Carrier ${engine}`, claimsPhone: "", paymentUrl: "", website: "" });
    expect(await changesSince(start)).toEqual([["carrier-directory"]]);
  });

  it("numbers concurrent changes in the order they commit", async () => {
    const start = await latestPublicChange(database.db);
    // The first writer holds its number until it commits; the second waits for it (PostgreSQL) or for the database (SQLite).
    let releaseFirst!: () => void;
    const firstHolds = new Promise<void>((resolve) => (releaseFirst = resolve));
    const first = database.db.transaction().execute(async (trx) => {
      await recordPublicChange(trx, ["first"]);
      await firstHolds;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = database.db.transaction().execute((trx) => recordPublicChange(trx, ["second"]));
    await new Promise((resolve) => setTimeout(resolve, 50));
    // On PostgreSQL nothing is visible while the first is open, so no reader can skip past it
    // (SQLite's one connection queues the read behind the open transaction instead).
    if (engine === "postgres") expect(await changesSince(start)).toEqual([]);
    releaseFirst();
    await Promise.all([first, second]);
    expect(await readPublicChanges(database.db, start)).toEqual([
      { version: start + 1, tags: ["first"] },
      { version: start + 2, tags: ["second"] },
    ]);
  });

  it("keeps an hour of changes, pruned by every hundredth", async () => {
    const start = await latestPublicChange(database.db);
    const old = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await database.db.transaction().execute((trx) => recordPublicChange(trx, ["old"], old));
    const toNextHundred = 100 - ((start + 1) % 100);
    for (let i = 0; i < toNextHundred; i++) await database.db.transaction().execute((trx) => recordPublicChange(trx, [`new-${i}`]));
    const kept = await changesSince(start);
    expect(kept).toHaveLength(toNextHundred);
    expect(kept.flat()).not.toContain("old");
  });

  it("lets an instance follow the changes, and catch up at once after its own", async () => {
    const seen: string[][] = [];
    const follower = await followPublicChanges(database.db, { pollMs: 60_000, onChange: (tags) => void seen.push(tags) });
    try {
      await follower.catchUp();
      expect(seen).toEqual([]); // it starts after the latest change
      await database.db.transaction().execute((trx) => recordPublicChange(trx, ["blog", "post:a"]));
      await database.db.transaction().execute((trx) => recordPublicChange(trx, ["blog", "post:b"]));
      await follower.catchUp();
      expect(seen).toEqual([["blog", "post:a", "post:b"]]);
      await follower.catchUp();
      expect(seen).toHaveLength(1);
    } finally {
      follower.stop();
    }
  });

  it("polls on its own", async () => {
    const seen: string[][] = [];
    const follower = await followPublicChanges(database.db, { pollMs: 20, onChange: (tags) => void seen.push(tags) });
    try {
      await database.db.transaction().execute((trx) => recordPublicChange(trx, ["carrier-directory"]));
      await expect.poll(() => seen, { timeout: 2000, interval: 20 }).toEqual([["carrier-directory"]]);
    } finally {
      follower.stop();
    }
  });

  it("counts post views in batches, published posts only", async () => {
    const published = await savePost(database.db, post("views", "publish"), { authorId: "admin" });
    const draft = await savePost(database.db, post("views-draft", "draft"), { authorId: "admin" });
    if (!published.ok || !draft.ok) throw new Error("not saved");
    const tally = startPostViewTally(database.db, 60_000);
    for (let i = 0; i < 3; i++) tally.add(published.post.id);
    tally.add(draft.post.id);
    const views = async (id: string) => (await database.db.selectFrom("blog_posts").select("views").where("id", "=", id).executeTakeFirstOrThrow()).views;
    expect(await views(published.post.id)).toBe(0); // nothing written before the flush
    await tally.flush();
    expect(await views(published.post.id)).toBe(3);
    expect(await views(draft.post.id)).toBe(0);
    tally.add(published.post.id);
    await tally.stop(); // what is left is written when the server stops
    expect(await views(published.post.id)).toBe(4);
  });
});
