import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../app/server/db/connection.ts";
import { migrateToLatest } from "../../app/server/db/migrate.ts";
import { parseEnv } from "../../app/server/env.ts";
import { enqueueEmail } from "../../app/server/mail/enqueue-email.ts";
import { startOutboxWorker } from "../../app/server/mail/outbox-worker.ts";
import { renderEmail } from "../../app/server/mail/render-email.ts";
import { hitRateLimit, longestRateLimitWindowMs, peekRateLimit, peekRateLimitWindow, pruneRateLimits, resetRateLimit } from "../../app/server/security/rate-limit.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "../support/test-database.ts";

const HOUR = 3600_000;

describe.each(testEngines())("rate limits on %s", (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  const rule = { bucket: "test", limit: 3, windowSeconds: 3600 };

  it("allows up to the limit per key, then refuses", async () => {
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await hitRateLimit(database.db, rule, "1.2.3.4"));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false, false]);
    expect(results[4]!.retryAfterSeconds).toBeGreaterThan(0);
    expect(await peekRateLimit(database.db, rule, "1.2.3.4")).toBe(5);
  });

  it("counts keys and buckets separately", async () => {
    expect((await hitRateLimit(database.db, rule, "5.6.7.8")).allowed).toBe(true);
    expect((await hitRateLimit(database.db, { ...rule, bucket: "other" }, "1.2.3.4")).allowed).toBe(true);
  });

  it("starts again after a reset", async () => {
    await resetRateLimit(database.db, rule, "1.2.3.4");
    expect((await hitRateLimit(database.db, rule, "1.2.3.4")).allowed).toBe(true);
  });

  it("counts concurrent hits exactly", async () => {
    const key = "concurrent";
    await Promise.all(Array.from({ length: 10 }, () => hitRateLimit(database.db, { ...rule, limit: 100 }, key)));
    expect(await peekRateLimit(database.db, rule, key)).toBe(10);
  });

  describe("windows that start at the first hit", () => {
    const minute = { bucket: "anchored", limit: 5, windowSeconds: 60 };
    /** A clock-aligned minute, far from the real clock so no other test's rows share its windows. */
    const T = Date.UTC(2031, 5, 1, 12, 0, 0);
    const S = 1000;
    const hit = (key: string, at: number, weight = 1) => hitRateLimit(database.db, minute, key, weight, at);

    it("adds up the hits of one window", async () => {
      const results = [];
      for (let i = 0; i < 6; i++) results.push(await hit("adds-up", T + i * 10 * S));
      expect(results.map((r) => r.remaining)).toEqual([4, 3, 2, 1, 0, 0]);
      expect(results.map((r) => r.allowed)).toEqual([true, true, true, true, true, false]);
      expect(new Set(results.map((r) => r.windowStart))).toEqual(new Set([T]));
      expect(await peekRateLimit(database.db, minute, "adds-up", T + 50 * S)).toBe(6);
      // Weighted hits add up the same way.
      expect((await hit("weighted", T, 3)).remaining).toBe(2);
      expect((await hit("weighted", T + S, 3)).allowed).toBe(false);
    });

    it("starts the window at the first hit, not at a clock-aligned minute", async () => {
      // Clock-aligned minutes would let these 5 and 5 more through at 12:01:00–12:01:01.
      for (let i = 0; i < 5; i++) expect((await hit("straddles", T + 59 * S + i * 100)).allowed).toBe(true);
      const sixth = await hit("straddles", T + 61 * S);
      expect(sixth.allowed).toBe(false);
      expect(sixth.windowStart).toBe(T + 59 * S);
      expect(sixth.retryAfterSeconds).toBe(58);
      expect((await hit("straddles", T + 118 * S + 500)).allowed).toBe(false);
      expect(await peekRateLimit(database.db, minute, "straddles", T + 118 * S + 999)).toBe(7);
    });

    it("starts a new window with the first hit after the last one ended", async () => {
      for (let i = 0; i < 6; i++) await hit("renews", T + 10 * S);
      // The window [T+10 s, T+70 s) has ended: nothing counts any more, and the next hit starts one.
      expect(await peekRateLimit(database.db, minute, "renews", T + 70 * S)).toBe(0);
      const next = await hit("renews", T + 95 * S);
      expect(next).toEqual({ allowed: true, remaining: 4, retryAfterSeconds: 60, windowStart: T + 95 * S });
      for (let i = 0; i < 4; i++) await hit("renews", T + 150 * S);
      expect((await hit("renews", T + 154 * S)).allowed).toBe(false);
      expect((await hit("renews", T + 155 * S)).allowed).toBe(true);
    });

    it("counts Retry-After down from the first hit", async () => {
      expect((await hit("countdown", T + 30 * S)).retryAfterSeconds).toBe(60);
      expect((await hit("countdown", T + 50 * S)).retryAfterSeconds).toBe(40);
      expect((await hit("countdown", T + 89 * S + 1)).retryAfterSeconds).toBe(1);
      expect((await hit("countdown", T + 90 * S)).retryAfterSeconds).toBe(60);
      expect(await peekRateLimitWindow(database.db, minute, "countdown", T + 120 * S)).toEqual({ hits: 1, retryAfterSeconds: 30 });
      expect(await peekRateLimitWindow(database.db, minute, "countdown", T + 150 * S)).toEqual({ hits: 0, retryAfterSeconds: 0 });
    });

    it("counts concurrent hits exactly, in one window, when the last one has ended", async () => {
      await Promise.all(Array.from({ length: 7 }, () => hit("parallel", T)));
      const results = await Promise.all(Array.from({ length: 12 }, (_, i) => hit("parallel", T + 60 * S + i)));
      expect(results.filter((r) => r.allowed)).toHaveLength(5);
      expect(results.map((r) => r.remaining).sort((a, b) => b - a)).toEqual([4, 3, 2, 1, 0, 0, 0, 0, 0, 0, 0, 0]);
      // Whichever hit came first started the window, and the others counted in it.
      const starts = new Set(results.map((r) => r.windowStart));
      expect(starts.size).toBe(1);
      expect(await peekRateLimit(database.db, minute, "parallel", T + 61 * S)).toBe(12);
    });
  });

  describe("pruning", () => {
    const ids = async () => (await database.db.selectFrom("rate_limits").select("id").orderBy("id").execute()).map((row) => row.id);
    /** Counters of ended windows (three days and 25 hours old) and of current ones (this hour, this day, a sign-in minute). */
    async function seed(prefix: string) {
      const now = Date.now();
      await database.db
        .insertInto("rate_limits")
        .values([
          { id: `${prefix}:old:203.0.113.1`, window_start: now - 3 * 24 * HOUR, hits: 4 },
          { id: `${prefix}:old:203.0.113.2`, window_start: now - 25 * HOUR, hits: 1 },
          { id: `${prefix}:now:203.0.113.3`, window_start: Math.floor(now / HOUR) * HOUR, hits: 2 },
          { id: `${prefix}:now:203.0.113.4`, window_start: now - 30_000, hits: 1 },
          { id: `${prefix}:now:203.0.113.5`, window_start: Math.floor(now / (24 * HOUR)) * 24 * HOUR, hits: 900 },
        ])
        .execute();
    }

    it("deletes the counters of ended windows and keeps the current ones", async () => {
      await database.db.deleteFrom("rate_limits").execute();
      await seed("direct");
      const longest = longestRateLimitWindowMs(parseEnv({}));
      // The daily upload budget has the longest window of the defaults.
      expect(longest).toBe(24 * HOUR);
      expect(await pruneRateLimits(database.db, longest, { dryRun: true })).toBe(2);
      expect(await ids()).toHaveLength(5);
      expect(await pruneRateLimits(database.db, longest)).toBe(2);
      expect(await ids()).toEqual(["direct:now:203.0.113.3", "direct:now:203.0.113.4", "direct:now:203.0.113.5"]);
      // A counter still counts after a prune.
      expect(await peekRateLimit(database.db, { bucket: "direct:now", limit: 5, windowSeconds: 3600 }, "203.0.113.3")).toBe(2);
    });

    it("keeps counters as long as the longest configured window", () => {
      expect(longestRateLimitWindowMs(parseEnv({ AUTH_SIGN_IN_EMAIL_WINDOW_SECONDS: "172800" }))).toBe(48 * HOUR);
    });

    it("is done by the outbox worker's loop, at most every few minutes", async () => {
      await database.db.deleteFrom("rate_limits").execute();
      await seed("worker");
      // Started as the server starts it: with the default age and interval. Emails printed (no SMTP) tell the test which polls ran.
      const printed: string[] = [];
      const worker = startOutboxWorker({ db: database.db, transport: undefined, from: "a@example.com", pollMs: 10, print: (text) => void printed.push(text) });
      const sentThrough = async (to: string) => {
        await enqueueEmail(database.db, { kind: "test.message", to, record: { type: "account" }, ...renderEmail({ subject: "Hello", heading: "Hello", paragraphs: ["Body"], footer: ["Agency"] }) });
        await expect.poll(() => printed.some((text) => text.includes(to)), { timeout: 5000, interval: 10 }).toBe(true);
      };
      try {
        await expect.poll(ids, { timeout: 5000, interval: 20 }).toEqual(["worker:now:203.0.113.3", "worker:now:203.0.113.4", "worker:now:203.0.113.5"]);
        // Not on every poll: a counter that ended after the prune stays until the next one is due.
        await database.db.insertInto("rate_limits").values({ id: "worker:old:203.0.113.9", window_start: Date.now() - 30 * HOUR, hits: 1 }).execute();
        // A poll sends the first email after the counter was written, then looks at pruning; the
        // second email is sent by a later poll, so that look is over.
        await sentThrough(`first.${engine}@example.com`);
        await sentThrough(`second.${engine}@example.com`);
        expect(await ids()).toContain("worker:old:203.0.113.9");
      } finally {
        await worker.stop();
      }
    });
  });
});

describe("npm run purge", () => {
  it("deletes the rate-limit counters of ended windows, and only counts them with --dry-run", async () => {
    const dir = mkdtempSync(join(tmpdir(), "agency-purge-"));
    const file = join(dir, "app.db");
    const database = openDatabase({ engine: "sqlite", target: file });
    try {
      await migrateToLatest(database.db);
      const now = Date.now();
      await database.db
        .insertInto("rate_limits")
        .values([
          { id: "form:quote:198.51.100.7", window_start: now - 2 * 24 * HOUR, hits: 3 },
          { id: "form:quote:198.51.100.8", window_start: Math.floor(now / HOUR) * HOUR, hits: 1 },
        ])
        .execute();
      await database.close();
      const env = { ...process.env, DATABASE_URL: `file:${file}`, BETTER_AUTH_SECRET: "x".repeat(40), AUTH_SECRET_FILE: join(dir, "secret"), FILE_ENCRYPTION_KEY_FILE: join(dir, "file-encryption-key"), LOG_LEVEL: "warn" };
      const purge = (...args: string[]) => promisify(execFile)(process.execPath, ["scripts/purge.ts", ...args], { env });

      expect((await purge("--dry-run")).stdout).toMatch(/Rate limits: would remove 1 counter of ended windows/);
      expect((await purge()).stdout).toMatch(/Rate limits: removed 1 counter of ended windows/);
      const reopened = openDatabase({ engine: "sqlite", target: file });
      try {
        expect((await reopened.db.selectFrom("rate_limits").select("id").execute()).map((row) => row.id)).toEqual(["form:quote:198.51.100.8"]);
      } finally {
        await reopened.close();
      }
    } finally {
      await database.close().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
