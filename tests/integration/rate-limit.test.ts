import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hitRateLimit, peekRateLimit, resetRateLimit } from "../../app/server/security/rate-limit.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "../support/test-database.ts";

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
});
