import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KeptWhileLeadsUnchanged, readLeadVersion, recordLeadChange } from "../../app/server/inbox/lead-changes.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "../support/test-database.ts";

describe.each(testEngines())("values kept while the lead records are unchanged, on %s", (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it("computes again after a change, whether each value reads the version or the request read it once for all", async () => {
    const db = database.db;
    let computed = 0;
    const compute = async () => ++computed;
    const counts = new KeptWhileLeadsUnchanged<number>(10);
    const channels = new KeptWhileLeadsUnchanged<number>(10);

    expect(await counts.get(db, "inbox", compute)).toBe(1);
    expect(await counts.get(db, "inbox", compute)).toBe(1);

    // One version read for the request, used by both caches.
    const before = await readLeadVersion(db);
    expect(await counts.get(db, "inbox", compute, { version: before })).toBe(1);
    expect(await channels.get(db, "inbox", compute, { version: before })).toBe(2);
    expect(await channels.get(db, "inbox", compute)).toBe(2);

    await recordLeadChange(db);
    const after = await readLeadVersion(db);
    expect(after).not.toBe(before);
    expect(await counts.get(db, "inbox", compute, { version: after })).toBe(3);
    expect(await channels.get(db, "inbox", compute)).toBe(4);
    expect(await channels.get(db, "inbox", compute, { version: after })).toBe(4);
    // A version read before the change (a request that started earlier) never passes for the newer one.
    expect(await counts.get(db, "inbox", compute, { version: before })).toBe(5);
    expect(await counts.get(db, "inbox", compute)).toBe(6);
  });
});
