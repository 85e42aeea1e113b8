/**
 * The publisher of scheduled posts on an SQLite file: which posts it takes, what it writes,
 * and that its timer meets a post's time rather than the next poll. Both engines, several
 * instances and the public pages: tests/integration/blog-scheduling.test.ts.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type AppDatabase } from "../db/connection.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { publishDuePosts, startScheduledPublisher, type PublishedPost } from "./scheduled-publisher.ts";

const NOW = new Date("2026-11-23T18:00:00.000Z");
const at = (ms: number) => new Date(NOW.getTime() + ms).toISOString();

let dir: string;
let database: AppDatabase;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "publisher-"));
  database = openDatabase({ engine: "sqlite", target: join(dir, "test.db") });
  await migrateToLatest(database.db);
});
afterAll(async () => {
  await database?.close();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  await database.db.deleteFrom("blog_posts").execute();
});

async function addPost(slug: string, fields: { status: string; scheduled_at?: string | null; published_at?: string | null }) {
  await database.db
    .insertInto("blog_posts")
    .values({ id: slug, title: slug, slug, excerpt: null, content: "Text.", featured_image: null, author_id: null, created_at: at(-86_400_000), updated_at: at(-86_400_000), views: 0, ...fields })
    .execute();
}

const row = (slug: string) => database.db.selectFrom("blog_posts").select(["status", "published_at", "scheduled_at", "updated_at"]).where("slug", "=", slug).executeTakeFirstOrThrow();

describe("publishDuePosts", () => {
  it("publishes only the scheduled posts whose time has come, dated by their schedule", async () => {
    await addPost("due-earlier", { status: "scheduled", scheduled_at: at(-60_000) });
    await addPost("due-now", { status: "scheduled", scheduled_at: at(0) });
    await addPost("due-soon", { status: "scheduled", scheduled_at: at(1) });
    // Unscheduled (a draft keeps no scheduled_at), and a published post that was once scheduled.
    await addPost("a-draft", { status: "draft", scheduled_at: null });
    await addPost("live", { status: "published", scheduled_at: at(-120_000), published_at: at(-120_000) });

    const published = await publishDuePosts(database.db, NOW);
    expect(published.map((p) => p.slug)).toEqual(["due-earlier", "due-now"]);
    expect(await row("due-earlier")).toEqual({ status: "published", published_at: at(-60_000), scheduled_at: at(-60_000), updated_at: NOW.toISOString() });
    expect(await row("due-now")).toMatchObject({ status: "published", published_at: at(0) });
    expect(await row("due-soon")).toMatchObject({ status: "scheduled", published_at: null });
    expect(await row("a-draft")).toMatchObject({ status: "draft", published_at: null });
    expect(await row("live")).toMatchObject({ updated_at: at(-86_400_000) });

    // Running again publishes nothing more; a millisecond later the next one is due.
    expect(await publishDuePosts(database.db, NOW)).toEqual([]);
    expect((await publishDuePosts(database.db, new Date(NOW.getTime() + 1))).map((p) => p.slug)).toEqual(["due-soon"]);
  });

  it("keeps the date of a post published before, unpublished and then scheduled", async () => {
    await addPost("republished", { status: "scheduled", scheduled_at: at(-1000), published_at: "2025-01-02T03:04:05.000Z" });
    await publishDuePosts(database.db, NOW);
    expect(await row("republished")).toMatchObject({ status: "published", published_at: "2025-01-02T03:04:05.000Z" });
  });

  it("publishes every post that came due while no server ran, beyond one batch", async () => {
    for (let i = 0; i < 120; i++) await addPost(`backlog-${i}`, { status: "scheduled", scheduled_at: at(-3_600_000 + i * 1000) });
    expect(await publishDuePosts(database.db, NOW)).toHaveLength(120);
    expect(await database.db.selectFrom("blog_posts").select("id").where("status", "=", "scheduled").execute()).toEqual([]);
  });
});

describe("startScheduledPublisher", () => {
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it("publishes a post at its time, not at the next poll, and stops cleanly", async () => {
    const goLive = new Date(Date.now() + 400);
    await addPost("on-time", { status: "scheduled", scheduled_at: goLive.toISOString() });
    const calls: PublishedPost[][] = [];
    // A poll far longer than the test: only the timer set for the post's time can publish it.
    const publisher = startScheduledPublisher({ db: database.db, pollMs: 60_000, onPublished: (posts) => calls.push(posts) });
    try {
      await sleep(200);
      expect((await row("on-time")).status).toBe("scheduled");
      while ((await row("on-time")).status !== "published" && Date.now() < goLive.getTime() + 1000) await sleep(10);
      const live = Date.now();
      expect((await row("on-time")).status).toBe("published");
      expect(live - goLive.getTime()).toBeLessThan(500);
      // Told once the run is over (after the commit the test saw).
      while (!calls.length && Date.now() < live + 1000) await sleep(10);
      expect(calls.map((posts) => posts.map((p) => p.slug))).toEqual([["on-time"]]);
    } finally {
      await publisher.stop();
    }
  });

  it("publishes posts due a few milliseconds apart in one go, each at its time", async () => {
    const first = Date.now() + 300;
    await addPost("first-of-two", { status: "scheduled", scheduled_at: new Date(first).toISOString() });
    await addPost("second-of-two", { status: "scheduled", scheduled_at: new Date(first + 1).toISOString() });
    const publisher = startScheduledPublisher({ db: database.db, pollMs: 60_000 });
    try {
      while ((await row("second-of-two")).status !== "published" && Date.now() < first + 1000) await sleep(10);
      expect(Date.now() - first).toBeLessThan(500);
      expect((await row("first-of-two")).status).toBe("published");
      expect((await row("second-of-two")).status).toBe("published");
    } finally {
      await publisher.stop();
    }
  });

  it("finds, at its next poll, a post scheduled after it looked", async () => {
    const publisher = startScheduledPublisher({ db: database.db, pollMs: 100 });
    try {
      await sleep(50);
      await addPost("late-comer", { status: "scheduled", scheduled_at: new Date(Date.now() + 150).toISOString() });
      const deadline = Date.now() + 1000;
      while ((await row("late-comer")).status !== "published" && Date.now() < deadline) await sleep(10);
      expect((await row("late-comer")).status).toBe("published");
    } finally {
      await publisher.stop();
    }
  });

  it("publishes nothing once stopped", async () => {
    const publisher = startScheduledPublisher({ db: database.db, pollMs: 50 });
    await publisher.stop();
    await addPost("after-stop", { status: "scheduled", scheduled_at: new Date(Date.now() + 20).toISOString() });
    await sleep(150);
    expect((await row("after-stop")).status).toBe("scheduled");
  });
});
