/**
 * Webhook deliveries against real databases (SQLite, and PostgreSQL when available) and a real
 * receiver on this machine: a contact message sent through its domain function reaches the
 * receiver as lead.created with a signature the receiver verifies (standardwebhooks), a second
 * time after the receiver answered 500; a lead's stage changes arrive in order even when one
 * had to be retried; two instances delivering at once post each delivery once; a private
 * address is refused without the operator's setting (also a name that resolves to one); a
 * subscription failing for a day is paused and the admins are emailed; policy.renewing is heard
 * once per term.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { hostname } from "node:os";
import { randomUUID } from "node:crypto";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { defaultAgency } from "../../app/config/agency.ts";
import { contactMessageSchema } from "../../app/lib/schemas/contact-message.ts";
import { systemActor } from "../../app/server/audit/record-audit.ts";
import { submitContactMessage } from "../../app/server/leads/submit-contact-message.ts";
import { changeStage } from "../../app/server/pipeline/change-stage.ts";
import { deliverDueWebhooks, type DeliveryContext } from "../../app/server/integrations/webhook-delivery.ts";
import { postWebhook } from "../../app/server/integrations/webhook-post.ts";
import { checkWebhookUrl, resolvesPublicly } from "../../app/server/integrations/webhook-target.ts";
import { sendRenewingWebhooks } from "../../app/server/integrations/renewing-events.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "../support/test-database.ts";

const SECRET = `whsec_${Buffer.from("a test secret of thirty-two bytes!").toString("base64")}`;
const NOW = new Date("2026-06-15T17:00:00.000Z");
const SECOND = 1000;

interface Received {
  headers: IncomingMessage["headers"];
  body: string;
}

/** A receiver that answers each request with the next status of `answers` (then 200), and keeps what it got. */
async function startReceiver() {
  const received: Received[] = [];
  const answers: number[] = [];
  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      res.writeHead(answers.shift() ?? 200, { "content-type": "text/plain" });
      res.end("x".repeat(5000));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return { url, received, answers, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe.each(testEngines())("webhooks on %s", (engine) => {
  let database: TestDatabase;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  const db = () => database.db;
  const context = (): DeliveryContext => ({ db: db(), agency: defaultAgency, publicUrl: "https://agency.test", allowPrivate: true });

  async function subscribe(events: string[], options: { url?: string; includeText?: boolean } = {}) {
    const id = randomUUID();
    await db()
      .insertInto("webhook_subscriptions")
      .values({
        id,
        url: options.url ?? receiver.url,
        description: null,
        events_json: JSON.stringify(events),
        secret: SECRET,
        include_text: options.includeText ? 1 : 0,
        renewing_days: 45,
        status: "active",
        paused_reason: null,
        failing_since: null,
        created_by: null,
        created_at: NOW.toISOString(),
        updated_at: NOW.toISOString(),
      })
      .execute();
    return id;
  }

  const sendMessage = async (email: string, now = NOW) =>
    (
      await submitContactMessage(
        db(),
        contactMessageSchema.parse({ firstName: "Rosa", lastName: "Diaz", email, phone: "702-555-0100", topic: "other", message: "Please call me about my car." }),
        { agency: defaultAgency, publicUrl: "https://agency.test", now },
      )
    ).id;

  const headersOf = (message: Received) => ({
    "webhook-id": String(message.headers["webhook-id"]),
    "webhook-timestamp": String(message.headers["webhook-timestamp"]),
    "webhook-signature": String(message.headers["webhook-signature"]),
  });
  /** The receiver's check as the library does it: its signature, and a timestamp within 5 minutes of the receiver's clock. */
  const verifyNow = (message: Received) => new Webhook(SECRET).verify(message.body, headersOf(message)) as { type: string; data: Record<string, unknown> };
  /** The same signature check for a delivery made at the tests' fixed time (the library would call it too old). */
  const verify = (message: Received) => {
    const headers = headersOf(message);
    const expected = new Webhook(SECRET).sign(headers["webhook-id"], new Date(Number(headers["webhook-timestamp"]) * 1000), message.body);
    if (!headers["webhook-signature"].split(" ").includes(expected)) throw new Error("bad signature");
    return JSON.parse(message.body) as { type: string; data: Record<string, unknown> };
  };

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await database.destroy();
  });
  beforeEach(async () => {
    receiver.received.length = 0;
    receiver.answers.length = 0;
    for (const table of ["webhook_deliveries", "webhook_subscriptions", "webhook_renewing_sent", "contact_messages", "email_outbox", "audit_log", "policies", "customers", "user"] as const) {
      await db().deleteFrom(table).execute();
    }
  });

  it("delivers a new lead, signed, and again after the receiver answered 500", async () => {
    // The real clock: the receiver checks the timestamp against its own.
    const NOW = new Date();
    await subscribe(["lead.created"]);
    await subscribe(["service_request.created"]);
    receiver.answers.push(500);
    const id = await sendMessage("rosa@example.com", NOW);
    // Written with the submission: one delivery, for the subscription that listens.
    expect(await db().selectFrom("webhook_deliveries").select(["event_type", "status"]).execute()).toEqual([{ event_type: "lead.created", status: "pending" }]);

    expect(await deliverDueWebhooks(context(), NOW)).toBe(1);
    const failed = await db().selectFrom("webhook_deliveries").selectAll().executeTakeFirstOrThrow();
    expect([failed.status, failed.attempts, failed.last_status_code, failed.next_attempt_at]).toEqual(["pending", 1, 500, new Date(NOW.getTime() + 5 * SECOND).toISOString()]);
    // At most 1 KB of the answer is kept.
    expect(failed.response_excerpt).toHaveLength(1024);
    // Not yet due again; five seconds later it is.
    expect(await deliverDueWebhooks(context(), new Date(NOW.getTime() + 4 * SECOND))).toBe(0);
    expect(await deliverDueWebhooks(context(), new Date(NOW.getTime() + 5 * SECOND))).toBe(1);

    expect(receiver.received).toHaveLength(2);
    const [first, second] = receiver.received;
    expect(first!.headers["webhook-id"]).toBe(second!.headers["webhook-id"]);
    const event = verifyNow(second!);
    expect(event.type).toBe("lead.created");
    expect(event.data).toEqual({ id, form: "messages", stage: "new", owner_id: null, api_url: `https://agency.test/api/v1/leads/messages/${id}` });
    // A tampered body fails the receiver's check.
    expect(() => verifyNow({ ...second!, body: second!.body.replace("messages", "quotes") })).toThrow();
    const delivered = await db().selectFrom("webhook_deliveries").selectAll().executeTakeFirstOrThrow();
    expect([delivered.status, delivered.attempts, delivered.last_status_code]).toEqual(["delivered", 2, 200]);
  });

  it("keeps one record's events in order, holding later ones while an earlier one is retried", async () => {
    await subscribe(["lead.stage_changed"]);
    const id = await sendMessage("order@example.com");
    const actor = systemActor("test");
    await changeStage(db(), actor, "messages", id, { stage: "answered", outcome: null }, new Date(NOW.getTime() + 1));
    await changeStage(db(), actor, "messages", id, { stage: "new", outcome: null }, new Date(NOW.getTime() + 2));
    await changeStage(db(), actor, "messages", id, { stage: "resolved", outcome: null }, new Date(NOW.getTime() + 3));
    receiver.answers.push(503);
    // The first fails; the other two wait for it.
    expect(await deliverDueWebhooks(context(), new Date(NOW.getTime() + SECOND))).toBe(1);
    expect(await deliverDueWebhooks(context(), new Date(NOW.getTime() + 2 * SECOND))).toBe(0);
    // Once it goes through, the rest follow in order.
    for (let i = 0; i < 3; i++) await deliverDueWebhooks(context(), new Date(NOW.getTime() + (10 + i) * SECOND));
    const stages = receiver.received.map((message) => verify(message).data.stage);
    expect(stages).toEqual(["answered", "answered", "new", "resolved"]);
  });

  it("posts each delivery once when two instances deliver at the same moment", async () => {
    await subscribe(["lead.created"]);
    for (let i = 0; i < 6; i++) await sendMessage(`twice${i}@example.com`);
    const [a, b] = await Promise.all([deliverDueWebhooks(context(), NOW), deliverDueWebhooks(context(), NOW)]);
    expect(a! + b!).toBe(6);
    expect(new Set(receiver.received.map((m) => m.headers["webhook-id"])).size).toBe(6);
    expect(receiver.received).toHaveLength(6);
  });

  it("gives a customer's own words only to a subscription that asked for them", async () => {
    await subscribe(["service_request.updated"], { includeText: true });
    await subscribe(["service_request.updated"]);
    const { serviceRequestUpdatedEvent } = await import("../../app/server/integrations/record-events.ts");
    await db().transaction().execute((trx) =>
      serviceRequestUpdatedEvent(trx, { id: "r1", number: "SR-1", change: "customer_reply", status: "in_progress", ownerId: null, message: "My new address is…" }, NOW),
    );
    await deliverDueWebhooks(context(), NOW);
    const messages = receiver.received.map((m) => verify(m).data.message ?? null).sort();
    expect(messages).toEqual(["My new address is…", null]);
  });

  it("refuses private addresses without the operator's setting, also behind a name", async () => {
    const refused = await postWebhook({ url: receiver.url, secret: SECRET, messageId: "msg_1", body: "{}", now: NOW }, { allowPrivate: false, userAgent: "test" });
    expect(refused).toMatchObject({ ok: false, status: null });
    const port = new URL(receiver.url).port;
    // "localhost" is caught by its name; a host name resolving to 127.0.0.1 by the lookup at connection time.
    const byName = await postWebhook({ url: `https://localhost:${port}/hooks`, secret: SECRET, messageId: "msg_2", body: "{}", now: NOW }, { allowPrivate: false, userAgent: "test" });
    expect(byName).toMatchObject({ ok: false });
    // This machine's own name resolves to 127.0.0.1: the lookup made for the connection refuses it.
    const ownName = hostname();
    const rebinding = await postWebhook({ url: `http://${ownName}:${port}/hooks`, secret: SECRET, messageId: "msg_3", body: "{}", now: NOW }, { allowPrivate: false, userAgent: "test" });
    expect(rebinding).toMatchObject({ ok: false, status: null });
    expect(checkWebhookUrl(`https://${ownName}/hooks`, false)).toMatchObject({ ok: true });
    expect(await resolvesPublicly(ownName, false)).toMatchObject({ ok: false });
    expect(receiver.received).toEqual([]);
    // With the operator's setting, the same receiver is reached.
    const allowed = await postWebhook({ url: `http://${ownName}:${port}/hooks`, secret: SECRET, messageId: "msg_4", body: "{}", now: NOW }, { allowPrivate: true, userAgent: "test" });
    expect(allowed).toMatchObject({ ok: true, status: 200 });
  });

  it("pauses a subscription failing for a day, and emails the admins", async () => {
    await db()
      .insertInto("user")
      .values({ id: "admin-1", name: "Ada Admin", email: "ada@agency.test", email_verified: true, role: "admin", disabled: false, created_at: NOW.toISOString(), updated_at: NOW.toISOString() })
      .execute();
    const subscription = await subscribe(["lead.created"], { url: "http://127.0.0.1:9/closed" });
    await sendMessage("fail@example.com");
    await deliverDueWebhooks(context(), NOW);
    expect((await db().selectFrom("webhook_subscriptions").select(["status", "failing_since"]).executeTakeFirstOrThrow())).toEqual({ status: "active", failing_since: NOW.toISOString() });
    const dayLater = new Date(NOW.getTime() + 24 * 3600 * SECOND);
    await deliverDueWebhooks(context(), dayLater);
    const paused = await db().selectFrom("webhook_subscriptions").select(["status", "paused_reason"]).where("id", "=", subscription).executeTakeFirstOrThrow();
    expect(paused.status).toBe("paused");
    const delivery = await db().selectFrom("webhook_deliveries").select("status").executeTakeFirstOrThrow();
    expect(delivery.status).toBe("failed");
    const emails = await db().selectFrom("email_outbox").select(["kind", "to_address"]).where("kind", "=", "webhook.paused").execute();
    expect(emails).toEqual([{ kind: "webhook.paused", to_address: "ada@agency.test" }]);
    // Paused: new events are not queued for it.
    await sendMessage("later@example.com");
    expect(await db().selectFrom("webhook_deliveries").select("id").execute()).toHaveLength(1);
  });

  it("tells each subscription once per term that a policy renews soon", async () => {
    await subscribe(["policy.renewing"]);
    await db()
      .insertInto("customers")
      .values({ id: "c1", kind: "person", name: "Rosa", contact_name: null, email: null, alt_email: null, phone: null, alt_phone: null, address: null, city: null, state: null, zip_code: null, owner_id: null, user_id: null, external_ref: null, notes: null, created_at: NOW.toISOString(), updated_at: NOW.toISOString() })
      .execute();
    const policy = { customer_id: "c1", line: "auto", carrier: "Acme", billing: "direct", payment_url: null, premium_cents: null, effective_date: "2025-07-01", status: "active", created_at: NOW.toISOString(), updated_at: NOW.toISOString() };
    await db()
      .insertInto("policies")
      .values([
        { ...policy, id: "p-soon", policy_number: "1", policy_key: "acme|1", expiration_date: "2026-07-01" },
        { ...policy, id: "p-later", policy_number: "2", policy_key: "acme|2", expiration_date: "2026-09-01" },
      ])
      .execute();
    expect(await sendRenewingWebhooks(db(), NOW)).toBe(1);
    expect(await sendRenewingWebhooks(db(), NOW)).toBe(0);
    // A renewed term (a new expiration date inside the window) is heard again.
    await db().updateTable("policies").set({ expiration_date: "2026-07-02" }).where("id", "=", "p-soon").execute();
    expect(await sendRenewingWebhooks(db(), NOW)).toBe(1);
    // One record's events go one after the other: the second waits for the next look.
    expect(await deliverDueWebhooks(context(), NOW)).toBe(1);
    expect(await deliverDueWebhooks(context(), NOW)).toBe(1);
    expect(receiver.received.map((m) => verify(m).data.expiration_date)).toEqual(["2026-07-01", "2026-07-02"]);
  });
});
