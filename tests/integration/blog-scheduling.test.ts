/**
 * Scheduled publishing on both engines (docs/product.md#posts): a scheduled post is in no
 * public list and has no public page until the publisher's run at its time, which publishes
 * it dated by its schedule and records the public page change; unscheduling returns it to
 * draft; several publishers (instances) publish each post once, and none publishes a post
 * whose schedule changed while it waited.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BlogPostInput } from "../../app/lib/schemas/blog-post.ts";
import { postInput } from "../support/blog-post-input.ts";
import { listBlogEntries, listBlogPage } from "../../app/server/blog/blog-index.ts";
import { getPostBySlug } from "../../app/server/blog/published-posts.ts";
import { savePost } from "../../app/server/blog/save-post.ts";
import { duePostsQuery, nextScheduledQuery, publishDuePosts, startScheduledPublisher, type PublishedPost } from "../../app/server/blog/scheduled-publisher.ts";
import { sitemapFile } from "../../app/server/blog/sitemap.ts";
import { latestPublicChange, readPublicChanges } from "../../app/server/public-pages/page-changes.ts";
import { ManualClock } from "../support/manual-clock.ts";
import { queryPlan } from "../support/query-plan.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "../support/test-database.ts";

const ORIGIN = "https://agency.test";
/** When the admin saves, and the times posts are scheduled for (minutes after it): far ahead, so the running publishers below never take them. */
const SAVED = new Date("2096-11-23T17:00:00.000Z");
const minutesLater = (minutes: number) => new Date(SAVED.getTime() + minutes * 60_000);

const input = (slug: string, intent: BlogPostInput["intent"], scheduledAt: Date | null = null, locale: "en" | "es" = "en"): BlogPostInput =>
  postInput(slug, { intent, scheduled_at: scheduledAt, locale });

describe.each(testEngines())("scheduled publishing on %s", (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  const db = () => database.db;
  const changesSince = async (after: number) => (await readPublicChanges(db(), after)).map((change) => change.tags);
  const row = (slug: string) => db().selectFrom("blog_posts").select(["status", "published_at", "scheduled_at"]).where("slug", "=", slug).executeTakeFirstOrThrow();
  /** Where visitors could see a post: its page, its language's list, feed and the sitemap. */
  async function publicly(slug: string, locale: "en" | "es" = "en") {
    return {
      page: (await getPostBySlug(db(), slug, false)) !== undefined,
      list: (await listBlogPage(db(), locale, 1)).items.some((entry) => entry.slug === slug),
      feed: (await listBlogEntries(db(), locale, 50)).some((entry) => entry.slug === slug),
      sitemap: ((await sitemapFile(db(), ORIGIN, null)) ?? "").includes(`/blog/${slug}</loc>`),
    };
  }
  const nowhere = { page: false, list: false, feed: false, sitemap: false };
  const everywhere = { page: true, list: true, feed: true, sitemap: true };
  async function schedule(slug: string, at: Date, locale: "en" | "es" = "en", id?: string) {
    const saved = await savePost(db(), input(slug, "schedule", at, locale), { id, authorId: "admin", now: SAVED });
    if (!saved.ok) throw new Error(`not scheduled: ${saved.reason}`);
    return saved.post;
  }

  it("keeps a scheduled post out of public view until its time, then publishes it dated by its schedule", async () => {
    const start = await latestPublicChange(db());
    const goLive = minutesLater(5);
    const post = await schedule("monsoon-checklist", goLive);
    expect(post).toMatchObject({ status: "scheduled", published_at: null, scheduled_at: goLive.toISOString() });
    // Scheduling changes nothing visitors see; an admin previews it at its address.
    expect(await changesSince(start)).toEqual([]);
    expect(await publicly("monsoon-checklist")).toEqual(nowhere);
    expect((await getPostBySlug(db(), "monsoon-checklist", true))?.status).toBe("scheduled");

    expect(await publishDuePosts(db(), new Date(goLive.getTime() - 1))).toEqual([]);
    expect(await publicly("monsoon-checklist")).toEqual(nowhere);

    const published = await publishDuePosts(db(), goLive);
    expect(published).toEqual([{ id: post.id, slug: "monsoon-checklist", locale: "en", published_at: goLive.toISOString() }]);
    expect(await row("monsoon-checklist")).toEqual({ status: "published", published_at: goLive.toISOString(), scheduled_at: goLive.toISOString() });
    expect(await changesSince(start)).toEqual([["blog", "post:monsoon-checklist"]]);
    expect(await publicly("monsoon-checklist")).toEqual(everywhere);

    // Idempotent: a later run (or another instance) finds nothing to do and records nothing.
    expect(await publishDuePosts(db(), minutesLater(6))).toEqual([]);
    expect(await changesSince(start)).toHaveLength(1);
  });

  it("publishes a Spanish post onto the Spanish lists only", async () => {
    const start = await latestPublicChange(db());
    await schedule("lista-de-monzones", minutesLater(7), "es");
    await publishDuePosts(db(), minutesLater(7));
    expect(await changesSince(start)).toEqual([["blog:es", "post:lista-de-monzones"]]);
    expect(await publicly("lista-de-monzones", "es")).toEqual(everywhere);
    expect((await listBlogPage(db(), "en", 1)).items.some((entry) => entry.slug === "lista-de-monzones")).toBe(false);
  });

  it("unscheduling returns the post to draft, and rescheduling moves its time", async () => {
    const start = await latestPublicChange(db());
    const post = await schedule("hail-season", minutesLater(10));
    const unscheduled = await savePost(db(), input("hail-season", "draft"), { id: post.id, authorId: "admin", now: SAVED });
    expect(unscheduled.ok && unscheduled.post).toMatchObject({ status: "draft", scheduled_at: null, published_at: null });
    expect(await publishDuePosts(db(), minutesLater(11))).toEqual([]);
    expect(await publicly("hail-season")).toEqual(nowhere);

    await schedule("hail-season", minutesLater(20), "en", post.id);
    const rescheduled = await savePost(db(), input("hail-season", "schedule", minutesLater(30)), { id: post.id, authorId: "admin", now: SAVED });
    expect(rescheduled.ok && rescheduled.post.scheduled_at).toBe(minutesLater(30).toISOString());
    expect(await publishDuePosts(db(), minutesLater(25))).toEqual([]);
    expect((await publishDuePosts(db(), minutesLater(30))).map((p) => p.published_at)).toEqual([minutesLater(30).toISOString()]);
    expect(await changesSince(start)).toEqual([["blog", "post:hail-season"]]);

    // Once live it cannot be scheduled again (it would disappear until then).
    expect(await savePost(db(), input("hail-season", "schedule", minutesLater(40)), { id: post.id, authorId: "admin", now: minutesLater(31) })).toEqual({ ok: false, reason: "schedule-published" });
  });

  it("asks the index (status, scheduled_at) for the next time and the due posts", async () => {
    for (const query of [nextScheduledQuery(db()), duePostsQuery(db(), minutesLater(60).toISOString())]) {
      const steps = await queryPlan(db(), engine, query);
      expect(steps).toContain("blog_posts_schedule_idx");
      if (engine === "sqlite") expect(steps).not.toMatch(/SCAN blog_posts|TEMP B-TREE/);
    }
  });

  it("publishes each post once when several publishers run at the same moment", async () => {
    const start = await latestPublicChange(db());
    const slugs = ["race-1", "race-2", "race-3", "race-4", "race-5"];
    for (const slug of slugs) await schedule(slug, minutesLater(50));
    const runs = await Promise.all(Array.from({ length: 4 }, () => publishDuePosts(db(), minutesLater(50))));
    expect(runs.flat().map((p) => p.slug).sort()).toEqual(slugs);
    expect((await changesSince(start)).map((tags) => tags.find((tag) => tag.startsWith("post:"))).sort()).toEqual(slugs.map((slug) => `post:${slug}`));
  });

  it("two running publishers (two instances) publish a post once, at its time", async () => {
    const start = await latestPublicChange(db());
    // Both instances on one clock the test moves, long before the other posts' times: the post is due 300 ms after they start.
    const clock = new ManualClock(new Date("2026-11-23T18:00:00.000Z"));
    const goLive = new Date(clock.now() + 300);
    await db()
      .insertInto("blog_posts")
      .values({ id: "instances", title: "Two instances", slug: "two-instances", excerpt: null, content: "Text.", featured_image: null, author_id: null, created_at: SAVED.toISOString(), updated_at: SAVED.toISOString(), views: 0, status: "scheduled", scheduled_at: goLive.toISOString() })
      .execute();
    const told: PublishedPost[] = [];
    const publishers = [1, 2].map(() => startScheduledPublisher({ db: db(), pollMs: 5000, clock, onPublished: (posts) => told.push(...posts) }));
    try {
      // Their first looks, each setting a timer for the post's time.
      await clock.runNext();
      await clock.runNext();
      expect(clock.nextTimerAt).toEqual(goLive);
      expect((await row("two-instances")).status).toBe("scheduled");
      // Both wake at its time; one publishes it.
      await Promise.all([clock.runNext(), clock.runNext()]);
      expect(await row("two-instances")).toEqual({ status: "published", published_at: goLive.toISOString(), scheduled_at: goLive.toISOString() });
    } finally {
      await Promise.all(publishers.map((publisher) => publisher.stop()));
    }
    expect(told.map((post) => post.slug)).toEqual(["two-instances"]);
    expect(await changesSince(start)).toEqual([["blog", "post:two-instances"]]);
  });

  describe.runIf(engine === "postgres")("while another transaction holds the posts", () => {
    /** Waits until `count` sessions of this database wait for a lock. */
    async function untilWaiting(count: number) {
      for (let i = 0; i < 500; i++) {
        const { rows } = await sql<{ n: string }>`select count(*) as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`.execute(db());
        if (Number(rows[0]!.n) >= count) return;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      throw new Error(`${count} sessions never waited for a lock`);
    }

    it("two publishers that read the same due posts publish each once", async () => {
      const start = await latestPublicChange(db());
      const slugs = ["locked-1", "locked-2", "locked-3"];
      for (const slug of slugs) await schedule(slug, minutesLater(70));
      // One was published before (and unpublished): its date stays, so only its status tells a publisher it is done.
      await db().updateTable("blog_posts").set({ published_at: SAVED.toISOString() }).where("slug", "=", "locked-3").execute();
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let runs: Promise<PublishedPost[]>[] = [];
      await db().transaction().execute(async (trx) => {
        await trx.updateTable("blog_posts").set({ views: 0 }).where("slug", "in", slugs).execute();
        // Both read the three posts as due, then queue behind this transaction for the first one.
        runs = [publishDuePosts(db(), minutesLater(70)), publishDuePosts(db(), minutesLater(70))];
        void untilWaiting(2).then(release, release);
        await held;
      });
      const results = await Promise.all(runs);
      expect(results.flat().map((p) => p.slug).sort()).toEqual(slugs);
      expect(await changesSince(start)).toHaveLength(3);
      expect(await Promise.all(slugs.map(async (slug) => (await row(slug)).published_at))).toEqual([minutesLater(70).toISOString(), minutesLater(70).toISOString(), SAVED.toISOString()]);
    });

    it("an Unschedule saved while the publisher is putting the post live waits for it, and tells the public pages it came down", async () => {
      const post = await schedule("unscheduled-at-the-bell", minutesLater(85));
      const start = await latestPublicChange(db());
      let save: ReturnType<typeof savePost> | undefined;
      await db().transaction().execute(async (trx) => {
        // The publisher's side, not committed yet: the post is live in this transaction only.
        await trx.updateTable("blog_posts").set({ status: "published", published_at: minutesLater(85).toISOString() }).where("id", "=", post.id).execute();
        save = savePost(db(), input("unscheduled-at-the-bell", "draft"), { id: post.id, authorId: "admin", now: minutesLater(85) });
        await untilWaiting(1);
      });
      expect(await save).toMatchObject({ ok: true, post: { status: "draft" } });
      // The save judged the post as published (it waited for the lock), so its page and lists are told.
      expect(await changesSince(start)).toEqual([["blog", "post:unscheduled-at-the-bell"]]);
    });

    it("a post unscheduled or rescheduled while the publisher waited is left as the admin set it", async () => {
      const start = await latestPublicChange(db());
      await schedule("changed-mind", minutesLater(80));
      await schedule("moved-later", minutesLater(80));
      let run: Promise<PublishedPost[]> | undefined;
      await db().transaction().execute(async (trx) => {
        await trx.updateTable("blog_posts").set({ status: "draft", scheduled_at: null }).where("slug", "=", "changed-mind").execute();
        await trx.updateTable("blog_posts").set({ scheduled_at: minutesLater(90).toISOString() }).where("slug", "=", "moved-later").execute();
        run = publishDuePosts(db(), minutesLater(80));
        await untilWaiting(1);
      });
      expect(await run).toEqual([]);
      expect(await row("changed-mind")).toEqual({ status: "draft", published_at: null, scheduled_at: null });
      expect(await row("moved-later")).toEqual({ status: "scheduled", published_at: null, scheduled_at: minutesLater(90).toISOString() });
      expect(await changesSince(start)).toEqual([]);
    });
  });
});
