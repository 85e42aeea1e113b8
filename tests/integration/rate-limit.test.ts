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
import { hitRateLimit, longestRateLimitWindowMs, peekRateLimit, pruneRateLimits, resetRateLimit } from "../../app/server/security/rate-limit.ts";
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
