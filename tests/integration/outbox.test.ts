import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enqueueEmail } from "../../app/server/mail/enqueue-email.ts";
import { dueEmailsQuery, expiredClaimsQuery, MAX_ATTEMPTS, OUTBOX_BATCH_SIZE, processOutbox, retryDelayMs, startOutboxWorker, type MailTransport, type OutgoingMessage } from "../../app/server/mail/outbox-worker.ts";
import { renderEmail } from "../../app/server/mail/render-email.ts";
import { queryPlan } from "../support/query-plan.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "../support/test-database.ts";

const message = (to: string) => ({
  kind: "test.message",
  to,
  record: { type: "account" as const },
  ...renderEmail({ subject: "Hello", heading: "Hello", paragraphs: ["Body <b>bold</b>"], footer: ["Agency"] }),
});

describe.each(testEngines())("email outbox on %s", (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it("sends queued email once and marks it sent", async () => {
    const sent: string[] = [];
    const transport: MailTransport = { send: async (m) => void sent.push(m.to) };
    const id = await enqueueEmail(database.db, message("one@example.com"));
    await processOutbox({ db: database.db, transport, from: "a@example.com" });
    await processOutbox({ db: database.db, transport, from: "a@example.com" });
    expect(sent).toEqual(["one@example.com"]);
    const row = await database.db.selectFrom("email_outbox").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "sent", attempts: 1, last_error: null });
    expect(row.sent_at).toBeTruthy();
  });

  it("sends an email's calendar invitation as its text/calendar part, with the invitation's method", async () => {
    const sent: OutgoingMessage[] = [];
    const ics = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nMETHOD:CANCEL\r\nEND:VCALENDAR";
    await enqueueEmail(database.db, { ...message("invited@example.com"), calendarText: ics });
    await processOutbox({ db: database.db, transport: { send: async (m) => void sent.push(m) }, from: "a@example.com" });
    expect(sent.find((m) => m.to === "invited@example.com")?.icalEvent).toEqual({ method: "CANCEL", filename: "invitation.ics", content: ics });
  });

  it("records a failure, backs off, and gives up after the last attempt", async () => {
    const transport: MailTransport = { send: async () => { throw new Error("connection refused"); } };
    const id = await enqueueEmail(database.db, message("two@example.com"));
    await processOutbox({ db: database.db, transport, from: "a@example.com" });
    let row = await database.db.selectFrom("email_outbox").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "queued", attempts: 1, last_error: "connection refused" });
    expect(new Date(row.next_attempt_at).getTime()).toBeGreaterThan(Date.now() + 50_000);

    // Not due yet: nothing happens.
    expect(await processOutbox({ db: database.db, transport, from: "a@example.com" })).toBe(0);

    // Pretend time passed for every remaining attempt.
    for (let i = 1; i < MAX_ATTEMPTS; i++) {
      await database.db.updateTable("email_outbox").set({ next_attempt_at: new Date(0).toISOString() }).where("id", "=", id).execute();
      await processOutbox({ db: database.db, transport, from: "a@example.com" });
    }
    row = await database.db.selectFrom("email_outbox").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });
  });

  it("keeps and prints email when no SMTP is configured", async () => {
    const printed: string[] = [];
    const id = await enqueueEmail(database.db, message("three@example.com"));
    await processOutbox({ db: database.db, transport: undefined, from: "a@example.com", print: (t) => printed.push(t) });
    expect(printed.join("")).toContain("three@example.com");
    const row = await database.db.selectFrom("email_outbox").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row.status).toBe("not_sent");
  });

  it("takes over a row whose worker died mid-send", async () => {
    const sent: string[] = [];
    const id = await enqueueEmail(database.db, message("four@example.com"));
    await database.db
      .updateTable("email_outbox")
      .set({ status: "sending", locked_until: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", id)
      .execute();
    await processOutbox({ db: database.db, transport: { send: async (m) => void sent.push(m.to) }, from: "a@example.com" });
    expect(sent).toEqual(["four@example.com"]);
  });

  it("sends the longest due email first", async () => {
    const sent: string[] = [];
    const queuedFirst = await enqueueEmail(database.db, message("queued-first@example.com"));
    const dueFirst = await enqueueEmail(database.db, message("due-first@example.com"));
    // Both due; the first was queued earlier but became due later (a retry, say).
    const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
    const set = (id: string, createdMsAgo: number, dueMsAgo: number) =>
      database.db.updateTable("email_outbox").set({ created_at: ago(createdMsAgo), next_attempt_at: ago(dueMsAgo) }).where("id", "=", id).execute();
    await set(queuedFirst, 10_000, 1000);
    await set(dueFirst, 6000, 5000);
    await processOutbox({ db: database.db, transport: { send: async (m) => void sent.push(m.to) }, from: "a@example.com" });
    expect(sent).toEqual(["due-first@example.com", "queued-first@example.com"]);
  });

  it("finds due emails in the due index's order, without gathering and sorting the queue", async () => {
    const nowIso = new Date().toISOString();
    const avoid = ["seqscan", "sort", "incremental_sort", "bitmapscan"];
    const plans = [await queryPlan(database.db, engine, dueEmailsQuery(database.db, nowIso, OUTBOX_BATCH_SIZE), avoid), await queryPlan(database.db, engine, expiredClaimsQuery(database.db, nowIso, OUTBOX_BATCH_SIZE), avoid)];
    for (const plan of plans) {
      if (engine === "sqlite") {
        expect(plan).toMatch(/^SEARCH email_outbox USING INDEX email_outbox_due_idx \(status=\?/m);
        expect(plan).not.toMatch(/TEMP B-TREE|MULTI-INDEX OR/);
      } else {
        expect(plan).toMatch(/Index Scan using email_outbox_due_idx on email_outbox/);
        expect(plan).not.toMatch(/Sort|Seq Scan|Bitmap/);
      }
    }
  });

  it("drains a backlog pass after pass instead of one batch per poll", async () => {
    const printed: string[] = [];
    const backlog = OUTBOX_BATCH_SIZE * 2 + 5;
    for (let i = 0; i < backlog; i++) await enqueueEmail(database.db, message(`backlog-${i}@example.com`));
    // The poll is far off: only passes that follow one another send the whole backlog.
    const worker = startOutboxWorker({ db: database.db, transport: undefined, from: "a@example.com", pollMs: 10 * 60_000, print: (text) => void printed.push(text) });
    try {
      await expect.poll(() => printed.filter((text) => text.includes("To: backlog-")).length, { timeout: 10_000, interval: 20 }).toBe(backlog);
    } finally {
      await worker.stop();
    }
  });

  it("commits the email with the transaction that caused it, or not at all", async () => {
    await expect(
      database.db.transaction().execute(async (trx) => {
        await enqueueEmail(trx, message("rolled-back@example.com"));
        throw new Error("abort");
      }),
    ).rejects.toThrow("abort");
    const rows = await database.db.selectFrom("email_outbox").select("id").where("to_address", "=", "rolled-back@example.com").execute();
    expect(rows).toEqual([]);
  });
});

describe("retry backoff", () => {
  it("doubles from one minute and is capped at six hours", () => {
    expect(retryDelayMs(1)).toBe(60_000);
    expect(retryDelayMs(2)).toBe(120_000);
    expect(retryDelayMs(4)).toBe(480_000);
    expect(retryDelayMs(30)).toBe(6 * 3600_000);
  });
});
