/**
 * The publisher of scheduled posts on an SQLite file: which posts it takes, what it writes,
 * and that its timer meets a post's time rather than the next poll (on a clock the test moves). Both engines, several
 * instances and the public pages: tests/integration/blog-scheduling.test.ts.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type AppDatabase } from "../db/connection.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { ManualClock } from "../../../tests/support/manual-clock.ts";
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
  // Its own clock, moved by the test: each run happens at the time of the timer it set.
  const start = (clock: ManualClock, options: { pollMs: number; onPublished?: (posts: PublishedPost[]) => void }) =>
    startScheduledPublisher({ db: database.db, clock, ...options });

  it("publishes a post at its time, not at the next poll, and stops cleanly", async () => {
    const clock = new ManualClock(NOW);
    await addPost("on-time", { status: "scheduled", scheduled_at: at(400) });
    const calls: PublishedPost[][] = [];
    // A poll far longer than the post's wait: only the timer set for the post's time can publish it.
    const publisher = start(clock, { pollMs: 60_000, onPublished: (posts) => calls.push(posts) });
    try {
      // The first look at once, which sets the timer for the post's time.
      expect(clock.nextTimerAt).toEqual(NOW);
      await clock.runNext();
      expect(clock.nextTimerAt).toEqual(new Date(at(400)));
      expect((await row("on-time")).status).toBe("scheduled");
      expect(calls).toEqual([]);

      await clock.runNext();
      expect(await row("on-time")).toMatchObject({ status: "published", published_at: at(400), updated_at: at(400) });
      // Told once the run is over; then nothing is scheduled, so the next look is a poll later.
      expect(calls.map((posts) => posts.map((p) => p.slug))).toEqual([["on-time"]]);
      expect(clock.nextTimerAt).toEqual(new Date(at(400 + 60_000)));
    } finally {
      await publisher.stop();
    }
    expect(clock.pending).toBe(0);
  });

  it("publishes posts due a millisecond apart each at its time, without waiting for a poll", async () => {
    const clock = new ManualClock(NOW);
    await addPost("first-of-two", { status: "scheduled", scheduled_at: at(300) });
    await addPost("second-of-two", { status: "scheduled", scheduled_at: at(301) });
    const publisher = start(clock, { pollMs: 60_000 });
    try {
      await clock.runNext();
      await clock.runNext();
      expect(await row("first-of-two")).toMatchObject({ status: "published", updated_at: at(300) });
      expect((await row("second-of-two")).status).toBe("scheduled");
      expect(clock.nextTimerAt).toEqual(new Date(at(301)));
      await clock.runNext();
      expect(await row("second-of-two")).toMatchObject({ status: "published", published_at: at(301), updated_at: at(301) });
    } finally {
      await publisher.stop();
    }
  });

  it("finds, at its next poll, a post scheduled after it looked", async () => {
    const clock = new ManualClock(NOW);
    const publisher = start(clock, { pollMs: 100 });
    try {
      await clock.runNext();
      expect(clock.nextTimerAt).toEqual(new Date(at(100)));
      await addPost("late-comer", { status: "scheduled", scheduled_at: at(150) });
      await clock.runNext();
      expect(clock.nextTimerAt).toEqual(new Date(at(150)));
      await clock.runNext();
      expect(await row("late-comer")).toMatchObject({ status: "published", published_at: at(150) });
    } finally {
      await publisher.stop();
    }
  });

  it("publishes at its first look a post that came due while no server ran", async () => {
    const clock = new ManualClock(NOW);
    await addPost("overdue", { status: "scheduled", scheduled_at: at(-3_600_000) });
    const publisher = start(clock, { pollMs: 60_000 });
    try {
      await clock.runNext();
      expect(await row("overdue")).toMatchObject({ status: "published", published_at: at(-3_600_000), updated_at: NOW.toISOString() });
    } finally {
      await publisher.stop();
    }
  });

  it("sets no timer once stopped, and waits for a run in progress", async () => {
    const clock = new ManualClock(NOW);
    await addPost("due", { status: "scheduled", scheduled_at: at(0) });
    const publisher = start(clock, { pollMs: 50 });
    await publisher.stop();
    expect(clock.pending).toBe(0);
    expect((await row("due")).status).toBe("scheduled");

    const running = start(clock, { pollMs: 50 });
    // The run starts; stop() returns once it is over, and no next timer follows it.
    const timer = clock.nextTimerAt;
    expect(timer).toEqual(NOW);
    void clock.runNext();
    await running.stop();
    expect((await row("due")).status).toBe("published");
    expect(clock.pending).toBe(0);
  });
});
