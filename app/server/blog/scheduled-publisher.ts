/**
 * The publisher of scheduled posts (docs/product.md#posts): a post scheduled in the blog
 * manager goes live at its time, dated by it (publish-rules.ts publishedWhenDue).
 *
 * Every `pollMs` (a second) each server instance asks for the earliest scheduled time, one step
 * in the index (status, scheduled_at); when that time falls before the next look, a timer is set
 * for it, so a post goes live at its time rather than up to a poll later. A post scheduled by
 * another instance less than a poll before its time is found at the next look.
 *
 * Several instances may share one database: each post is published by an UPDATE that still
 * requires it to be scheduled as it was read, so when two instances race, the second one's
 * UPDATE (which waits for the first one's lock on PostgreSQL) matches nothing and records
 * nothing. The change to the public pages is recorded in the same transaction (page-changes.ts),
 * so every instance drops the post's page, its language's lists, feed and sitemap.
 */
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { yieldToEventLoop } from "../event-loop.ts";
import { errorFields, log } from "../log.ts";
import { recordPublicChange } from "../public-pages/page-changes.ts";
import { postChangeTags } from "../public-pages/page-tags.ts";
import { publishedWhenDue } from "./publish-rules.ts";

export const PUBLISH_POLL_MS = 1000;
/** Posts read per query when many came due together (a server that was down for a while). */
const DUE_BATCH = 50;
/** Looks in one run while posts keep coming due. */
const MAX_ROUNDS = 3;
/** A failing database is reported once a minute, not every second. */
const ERROR_LOG_EVERY_MS = 60_000;

export interface PublishedPost {
  id: string;
  slug: string;
  locale: string;
  published_at: string | null;
}

/** The earliest scheduled post's time: what the publisher asks every poll. */
export function nextScheduledQuery(db: Kysely<Database>) {
  return db.selectFrom("blog_posts").select("scheduled_at").where("status", "=", "scheduled").orderBy("scheduled_at").limit(1);
}

/** The scheduled posts whose time has come, earliest first. */
export function duePostsQuery(db: Kysely<Database>, nowIso: string) {
  return db
    .selectFrom("blog_posts")
    .select(["id", "published_at", "scheduled_at"])
    .where("status", "=", "scheduled")
    .where("scheduled_at", "<=", nowIso)
    .orderBy("scheduled_at")
    .limit(DUE_BATCH);
}

export async function nextScheduledAt(db: Kysely<Database>): Promise<Date | null> {
  const row = await nextScheduledQuery(db).executeTakeFirst();
  return row?.scheduled_at ? new Date(row.scheduled_at) : null;
}

/**
 * Publishes one due post unless it changed since it was read (unscheduled, rescheduled, or
 * published by another instance): then nothing is written and it returns undefined.
 */
async function publishOne(db: Kysely<Database>, post: { id: string; published_at: string | null; scheduled_at: string }, nowIso: string): Promise<PublishedPost | undefined> {
  const publication = publishedWhenDue(post);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable("blog_posts")
      .set({ ...publication, updated_at: nowIso })
      .where("id", "=", post.id)
      .where("status", "=", "scheduled")
      .where("scheduled_at", "=", post.scheduled_at)
      .where((eb) => (post.published_at === null ? eb("published_at", "is", null) : eb("published_at", "=", post.published_at)))
      .returning(["id", "slug", "locale", "status", "published_at"])
      .executeTakeFirst();
    if (!row) return undefined;
    // Read back from the UPDATE: the slug and language are the ones the post has now.
    await recordPublicChange(trx, postChangeTags({ slug: row.slug, locale: row.locale, status: "scheduled" }, row));
    return { id: row.id, slug: row.slug, locale: row.locale, published_at: row.published_at };
  });
}

/** Publishes every scheduled post whose time is at or before `now`; returns those this call published. */
export async function publishDuePosts(db: Kysely<Database>, now: Date): Promise<PublishedPost[]> {
  const nowIso = now.toISOString();
  const published: PublishedPost[] = [];
  for (;;) {
    const due = await duePostsQuery(db, nowIso).execute();
    let changed = 0;
    for (const post of due) {
      // Selected on scheduled_at <= now, so it is set.
      const done = await publishOne(db, { id: post.id, published_at: post.published_at, scheduled_at: post.scheduled_at! }, nowIso);
      if (done) {
        published.push(done);
        changed++;
      }
      // SQLite answers on the main thread: let requests through between posts.
      await yieldToEventLoop();
    }
    // A full batch may have more behind it; one where nothing changed (another instance is
    // publishing the same posts) is left to that instance rather than read again at once.
    if (due.length < DUE_BATCH || changed === 0) return published;
  }
}

/** Where the publisher reads the time and sets its timer: the system's, or a test's that it moves by hand. */
export interface PublisherClock {
  now(): number;
  setTimer(run: () => void, ms: number): unknown;
  clearTimer(timer: unknown): void;
}

const systemClock: PublisherClock = {
  now: () => Date.now(),
  // The timer alone never keeps the process alive.
  setTimer: (run, ms) => setTimeout(run, ms).unref(),
  clearTimer: (timer) => clearTimeout(timer as NodeJS.Timeout),
};

export interface ScheduledPublisherOptions {
  db: Kysely<Database>;
  pollMs?: number;
  clock?: PublisherClock;
  /** Called after posts were published (the instance reads its page changes at once). */
  onPublished?: (posts: PublishedPost[]) => void;
}

export interface ScheduledPublisher {
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

export function startScheduledPublisher(options: ScheduledPublisherOptions): ScheduledPublisher {
  const { db } = options;
  const pollMs = options.pollMs ?? PUBLISH_POLL_MS;
  const clock = options.clock ?? systemClock;
  let timer: unknown;
  let running: Promise<void> | undefined;
  let stopped = false;
  let lastErrorLog = -Infinity;

  /** One look: publish what is due, then the wait until the next look (at most a poll). */
  const run = async (): Promise<number> => {
    try {
      // Again at once while posts come due during a run (several a few milliseconds apart), a few times at most.
      for (let round = 0; ; round++) {
        const next = await nextScheduledAt(db);
        const untilNext = next ? next.getTime() - clock.now() : pollMs;
        if (untilNext > 0 || round === MAX_ROUNDS) {
          if (lastErrorLog !== -Infinity) {
            log.info("scheduled posts: the publisher works again");
            lastErrorLog = -Infinity;
          }
          // A post still due after the last round waits for the next poll rather than spinning.
          return untilNext > 0 ? Math.min(untilNext, pollMs) : pollMs;
        }
        const published = await publishDuePosts(db, new Date(clock.now()));
        if (published.length) {
          log.info("scheduled posts published", { posts: published.map((post) => post.slug) });
          options.onPublished?.(published);
        }
      }
    } catch (error) {
      const at = clock.now();
      if (at - lastErrorLog >= ERROR_LOG_EVERY_MS) {
        log.error("scheduled posts not published (tried again every poll)", errorFields(error));
        lastErrorLog = at;
      }
      return pollMs;
    }
  };

  const schedule = (delay: number) => {
    timer = clock.setTimer(tick, delay);
  };
  const tick = () => {
    let delay = pollMs;
    running = run()
      .then((wait) => void (delay = wait))
      .finally(() => {
        running = undefined;
        if (!stopped) schedule(delay);
      });
  };
  // The first look at once: posts that came due while no server was running go live at start.
  schedule(0);

  return {
    async stop() {
      stopped = true;
      if (timer !== undefined) clock.clearTimer(timer);
      await running;
    },
  };
}
