/**
 * Webhook subscriptions as the back office manages them, against real databases (SQLite, and
 * PostgreSQL when available): an address on a private, loopback or link-local network, a plain
 * http one, or a name that resolves to 127.0.0.1 is refused without the operator's setting and
 * allowed with it; a new subscription gets a whsec_ secret and an audit entry; changing, pausing,
 * resuming (which clears the failing clock and sends what waited), rotating the secret (the next
 * attempt is signed with the new one), resending a delivery (same webhook-id, due now) and
 * deleting (its deliveries go too) each do what they say once, audited; the lists say what
 * happened to each delivery.
 */
import { hostname } from "node:os";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { defaultAgency } from "../../app/config/agency.ts";
import type { Actor } from "../../app/server/audit/record-audit.ts";
import { deliverDueWebhooks, type DeliveryContext } from "../../app/server/integrations/webhook-delivery.ts";
import { enqueueWebhookEvent } from "../../app/server/integrations/webhook-events.ts";
import type { WebhookPost, WebhookPostResult } from "../../app/server/integrations/webhook-post.ts";
import {
  createSubscription,
  deleteSubscription,
  DELIVERIES_PAGE_SIZE,
  getSubscription,
  listDeliveries,
  listSubscriptions,
  pauseSubscription,
  resendDelivery,
  resumeSubscription,
  rotateSecret,
  updateSubscription,
  type SubscriptionInput,
} from "../../app/server/integrations/webhook-subscriptions.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "../support/test-database.ts";

const NOW = new Date("2026-06-15T17:00:00.000Z");
const MINUTE = 60_000;
const later = (ms: number) => new Date(NOW.getTime() + ms);
const admin: Actor = { id: "user-owner", email: "owner@agency.test" };
const refuse = { allowPrivate: false };
const allow = { allowPrivate: true };
/** A public address written out (TEST-NET-3): no DNS needed to accept it. */
const PUBLIC_URL = "https://203.0.113.10/hooks/agency";

const input = (overrides: Partial<SubscriptionInput> = {}): SubscriptionInput => ({
  url: PUBLIC_URL,
  events: ["lead.created", "lead.stage_changed"],
  description: "Management system",
  includeText: false,
  renewingDays: 45,
  ...overrides,
});

/** A receiver stand-in: answers in turn (then 200), and keeps each post. */
function receiver(answers: number[] = []) {
  const posts: WebhookPost[] = [];
  const post = async (p: WebhookPost): Promise<WebhookPostResult> => {
    posts.push(p);
    const status = answers.shift() ?? 200;
    return status < 300 ? { ok: true, status, excerpt: "thanks" } : { ok: false, status, error: `HTTP ${status}`, excerpt: "try later" };
  };
  return { posts, post };
}

describe.each(testEngines())("webhook subscriptions on %s", (engine) => {
  let database: TestDatabase;
  const db = () => database.db;
  const deliver = (post: DeliveryContext["post"], at: Date) => deliverDueWebhooks({ db: db(), agency: defaultAgency, publicUrl: "https://agency.test", allowPrivate: false, post }, at);
  const audit = async () => (await db().selectFrom("audit_log").select(["action", "target_id", "target_label", "detail", "actor_email"]).orderBy("created_at").orderBy("id").execute()).map((r) => ({ ...r }));
  const leadCreated = (id: string, at: Date) =>
    enqueueWebhookEvent(db(), { type: "lead.created", recordKey: `lead:quotes:${id}`, data: { id, form: "quotes", api_path: `/api/v1/leads/quotes/${id}` }, text: { message: "Call after 5" } }, at);

  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database?.destroy();
  });
  beforeEach(async () => {
    for (const table of ["webhook_deliveries", "webhook_subscriptions", "webhook_renewing_sent", "audit_log"] as const) await db().deleteFrom(table).execute();
  });

  it("refuses private, loopback, link-local and plain http addresses without the operator's setting, and allows them with it", async () => {
    const refusedAddresses: [string, RegExp][] = [
      ["http://203.0.113.10/hooks", /must start with https/],
      ["https://127.0.0.1/hooks", /private, loopback or link-local/],
      ["https://10.1.2.3/hooks", /private, loopback or link-local/],
      ["https://192.168.1.20:8443/hooks", /private, loopback or link-local/],
      ["https://169.254.169.254/latest/meta-data", /private, loopback or link-local/],
      ["https://[::1]/hooks", /private, loopback or link-local/],
      ["https://localhost/hooks", /local name/],
      ["https://user:secret@203.0.113.10/hooks", /no user name or password/],
      ["not an address", /full address starting with https/],
    ];
    for (const [url, message] of refusedAddresses) {
      const result = await createSubscription(db(), admin, input({ url }), refuse, NOW);
      expect(result, url).toMatchObject({ ok: false, reason: "address" });
      if (!result.ok) expect(result.message, url).toMatch(message);
    }
    expect(await db().selectFrom("webhook_subscriptions").select("id").execute()).toEqual([]);
    expect(await audit()).toEqual([]);

    // The operator's WEBHOOK_ALLOW_PRIVATE_TARGETS: a receiver on this machine or the office network.
    for (const url of ["http://127.0.0.1:8080/hooks", "https://10.1.2.3/hooks", "http://localhost:3000/hooks"]) {
      expect(await createSubscription(db(), admin, input({ url }), allow, NOW), url).toMatchObject({ ok: true });
    }
    // Credentials in the address stay refused: the signature proves who sends.
    expect(await createSubscription(db(), admin, input({ url: "https://user:secret@10.1.2.3/hooks" }), allow, NOW)).toMatchObject({ ok: false, reason: "address" });
  });

  it("refuses a name that resolves to this machine (a hosts-file name), unless allowed", async () => {
    // The machine's own name is in its hosts file, on 127.0.0.1 (or the container's private address).
    const url = `https://${hostname()}/hooks`;
    const refused = await createSubscription(db(), admin, input({ url }), refuse, NOW);
    expect(refused).toMatchObject({ ok: false, reason: "address" });
    if (!refused.ok) expect(refused.message).toMatch(/resolves to a private, loopback or link-local network/);
    expect(await createSubscription(db(), admin, input({ url }), allow, NOW)).toMatchObject({ ok: true });
  });

  it("creates an active subscription with a whsec_ secret of 32 random bytes, audited", async () => {
    const created = await createSubscription(db(), admin, input({ includeText: true, renewingDays: 30, events: ["policy.renewing"] }), refuse, NOW);
    if (!created.ok) throw new Error(created.message);
    const subscription = await getSubscription(db(), created.id);
    expect(subscription).toMatchObject({
      url: PUBLIC_URL,
      events: ["policy.renewing"],
      description: "Management system",
      includeText: true,
      renewingDays: 30,
      status: "active",
      pausedReason: null,
      failingSince: null,
    });
    expect(subscription!.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(subscription!.secret.slice("whsec_".length), "base64")).toHaveLength(32);
    const second = await createSubscription(db(), admin, input(), refuse, later(MINUTE));
    if (!second.ok) throw new Error(second.message);
    expect((await getSubscription(db(), second.id))!.secret).not.toBe(subscription!.secret);
    expect(await audit()).toEqual([
      { action: "webhook.create", target_id: created.id, target_label: PUBLIC_URL, detail: "policy.renewing", actor_email: admin.email },
      { action: "webhook.create", target_id: second.id, target_label: PUBLIC_URL, detail: "lead.created, lead.stage_changed", actor_email: admin.email },
    ]);
  });

  it("changes a subscription with the same address checks, and says when nothing changed", async () => {
    const created = await createSubscription(db(), admin, input(), refuse, NOW);
    if (!created.ok) throw new Error(created.message);
    expect(await updateSubscription(db(), admin, created.id, input({ url: "https://127.0.0.1/hooks" }), refuse, later(MINUTE))).toMatchObject({ ok: false, reason: "address" });
    expect(await updateSubscription(db(), admin, created.id, input(), refuse, later(MINUTE))).toEqual({ ok: true, changed: false });
    expect(await updateSubscription(db(), admin, created.id, input({ events: ["lead.won"], includeText: true }), refuse, later(MINUTE))).toEqual({ ok: true, changed: true });
    expect(await updateSubscription(db(), admin, "no-such-subscription", input(), refuse, later(MINUTE))).toEqual({ ok: false, reason: "not-found" });
    expect(await getSubscription(db(), created.id)).toMatchObject({ events: ["lead.won"], includeText: true, updatedAt: later(MINUTE).toISOString() });
    expect((await audit()).map((a) => [a.action, a.detail])).toEqual([
      ["webhook.create", "lead.created, lead.stage_changed"],
      ["webhook.update", "Changed: events, text customers wrote"],
    ]);
  });

  it("pauses and resumes once each; resuming clears the failing clock and sends what waited at once", async () => {
    const created = await createSubscription(db(), admin, input(), refuse, NOW);
    if (!created.ok) throw new Error(created.message);
    await leadCreated("q1", NOW);
    const failing = receiver([500]);
    expect(await deliver(failing.post, NOW)).toBe(1);
    expect(await getSubscription(db(), created.id)).toMatchObject({ failingSince: NOW.toISOString() });

    expect(await pauseSubscription(db(), admin, created.id, later(MINUTE))).toEqual({ ok: true, changed: true });
    expect(await pauseSubscription(db(), admin, created.id, later(MINUTE))).toEqual({ ok: true, changed: false });
    expect(await getSubscription(db(), created.id)).toMatchObject({ status: "paused", pausedReason: `Paused by ${admin.email}` });
    // Paused: nothing goes out, even once the retry is due.
    const meanwhile = receiver();
    expect(await deliver(meanwhile.post, later(10 * MINUTE))).toBe(0);

    expect(await resumeSubscription(db(), admin, created.id, later(20 * MINUTE))).toEqual({ ok: true, changed: true });
    expect(await resumeSubscription(db(), admin, created.id, later(20 * MINUTE))).toEqual({ ok: true, changed: false });
    expect(await getSubscription(db(), created.id)).toMatchObject({ status: "active", pausedReason: null, failingSince: null });
    expect(await deliver(meanwhile.post, later(20 * MINUTE))).toBe(1);
    expect(meanwhile.posts.map((p) => p.messageId)).toEqual(failing.posts.map((p) => p.messageId));
    expect(await pauseSubscription(db(), admin, "no-such-subscription")).toEqual({ ok: false, reason: "not-found" });
    expect((await audit()).map((a) => a.action)).toEqual(["webhook.create", "webhook.pause", "webhook.resume"]);
  });

  it("rotates the secret: the next attempt is signed with the new one", async () => {
    const created = await createSubscription(db(), admin, input(), refuse, NOW);
    if (!created.ok) throw new Error(created.message);
    const before = (await getSubscription(db(), created.id))!.secret;
    await leadCreated("q1", NOW);
    const first = receiver([503]);
    await deliver(first.post, NOW);
    expect(first.posts[0]!.secret).toBe(before);

    expect(await rotateSecret(db(), admin, created.id, later(MINUTE))).toEqual({ ok: true });
    const after = (await getSubscription(db(), created.id))!.secret;
    expect(after).not.toBe(before);
    expect(after).toMatch(/^whsec_/);
    const retry = receiver();
    await deliver(retry.post, later(10 * MINUTE));
    expect(retry.posts.map((p) => [p.messageId, p.secret])).toEqual([[first.posts[0]!.messageId, after]]);
    expect(await rotateSecret(db(), admin, "no-such-subscription")).toEqual({ ok: false });
    expect((await audit()).map((a) => [a.action, a.detail])).toEqual([
      ["webhook.create", "lead.created, lead.stage_changed"],
      ["webhook.update", "Rotated the signing secret"],
    ]);
  });

  it("resends a delivered or failed delivery with the same webhook-id, due now; one still pending is left alone", async () => {
    const created = await createSubscription(db(), admin, input(), refuse, NOW);
    const other = await createSubscription(db(), admin, input({ url: "https://203.0.113.20/other" }), refuse, NOW);
    if (!created.ok || !other.ok) throw new Error("not created");
    await leadCreated("q1", NOW);
    const first = receiver();
    expect(await deliver(first.post, NOW)).toBe(2);
    const delivery = first.posts.find((p) => p.url === PUBLIC_URL)!;
    const page = await listDeliveries(db(), created.id, { page: 1, publicUrl: "https://agency.test" });
    expect(page.rows).toMatchObject([{ id: delivery.messageId, status: "delivered", attempts: 1, lastStatusCode: 200, responseExcerpt: "thanks" }]);

    // Another subscription's delivery is not this page's to resend.
    expect(await resendDelivery(db(), admin, other.id, delivery.messageId, later(MINUTE))).toEqual({ ok: false, reason: "not-found" });
    expect(await resendDelivery(db(), admin, created.id, delivery.messageId, later(MINUTE))).toEqual({ ok: true });
    expect(await resendDelivery(db(), admin, created.id, delivery.messageId, later(MINUTE))).toEqual({ ok: false, reason: "pending" });
    expect((await listDeliveries(db(), created.id, { page: 1, publicUrl: "https://agency.test" })).rows[0]).toMatchObject({
      id: delivery.messageId,
      status: "retrying",
      nextAttemptAt: later(MINUTE).toISOString(),
    });
    const again = receiver();
    expect(await deliver(again.post, later(MINUTE))).toBe(1);
    expect(again.posts.map((p) => [p.url, p.messageId, p.body])).toEqual([[PUBLIC_URL, delivery.messageId, delivery.body]]);
    expect((await listDeliveries(db(), created.id, { page: 1, publicUrl: "https://agency.test" })).rows[0]).toMatchObject({ status: "delivered", attempts: 2 });
    expect((await audit()).filter((a) => a.action === "webhook.resend")).toEqual([
      { action: "webhook.resend", target_id: created.id, target_label: PUBLIC_URL, detail: `lead.created ${delivery.messageId}`, actor_email: admin.email },
    ]);
  });

  it("deletes a subscription with its deliveries, pending ones too", async () => {
    const created = await createSubscription(db(), admin, input(), refuse, NOW);
    const kept = await createSubscription(db(), admin, input({ url: "https://203.0.113.20/other" }), refuse, NOW);
    if (!created.ok || !kept.ok) throw new Error("not created");
    await leadCreated("q1", NOW);
    await deliver(receiver([200, 200]).post, NOW);
    await leadCreated("q2", later(MINUTE));
    await db().insertInto("webhook_renewing_sent").values({ subscription_id: created.id, policy_id: "p1", expiration_date: "2026-07-30" }).execute();

    expect(await deleteSubscription(db(), admin, created.id, later(2 * MINUTE))).toEqual({ ok: true });
    expect(await deleteSubscription(db(), admin, created.id, later(2 * MINUTE))).toEqual({ ok: false });
    expect(await getSubscription(db(), created.id)).toBeNull();
    expect(await db().selectFrom("webhook_deliveries").select("subscription_id").where("subscription_id", "=", created.id).execute()).toEqual([]);
    expect(await db().selectFrom("webhook_renewing_sent").select("policy_id").execute()).toEqual([]);
    // The other subscription keeps its own.
    expect(await db().selectFrom("webhook_deliveries").select("subscription_id").where("subscription_id", "=", kept.id).execute()).toHaveLength(2);
    // Nothing more is posted to the deleted address.
    const after = receiver();
    await deliver(after.post, later(3 * MINUTE));
    expect(after.posts.map((p) => p.url)).toEqual(["https://203.0.113.20/other"]);
    expect((await audit()).filter((a) => a.action === "webhook.delete")).toEqual([
      { action: "webhook.delete", target_id: created.id, target_label: PUBLIC_URL, detail: "1 pending delivery dropped", actor_email: admin.email },
    ]);
  });

  it("lists deliveries newest first, 50 a page, with the body as sent and each status in words", async () => {
    const created = await createSubscription(db(), admin, input({ includeText: true }), refuse, NOW);
    if (!created.ok) throw new Error(created.message);
    for (let i = 0; i < DELIVERIES_PAGE_SIZE + 2; i++) await leadCreated(`q${i}`, later(i * MINUTE));
    const first = await listDeliveries(db(), created.id, { page: 1, publicUrl: "https://agency.test/" });
    expect(first).toMatchObject({ total: DELIVERIES_PAGE_SIZE + 2, page: 1, pageCount: 2 });
    expect(first.rows).toHaveLength(DELIVERIES_PAGE_SIZE);
    expect(first.rows[0]).toMatchObject({ recordKey: `lead:quotes:q${DELIVERIES_PAGE_SIZE + 1}`, status: "waiting", attempts: 0, lastStatusCode: null });
    expect(JSON.parse(first.rows[0]!.body)).toEqual({
      type: "lead.created",
      timestamp: later((DELIVERIES_PAGE_SIZE + 1) * MINUTE).toISOString(),
      data: { id: `q${DELIVERIES_PAGE_SIZE + 1}`, form: "quotes", api_url: `https://agency.test/api/v1/leads/quotes/q${DELIVERIES_PAGE_SIZE + 1}`, message: "Call after 5" },
    });
    const second = await listDeliveries(db(), created.id, { page: 2, publicUrl: "https://agency.test" });
    expect(second.rows.map((r) => r.recordKey)).toEqual(["lead:quotes:q1", "lead:quotes:q0"]);
    // A page past the end shows the last one.
    expect((await listDeliveries(db(), created.id, { page: 9, publicUrl: "https://agency.test" })).page).toBe(2);
  });

  it("lists subscriptions with their last delivery and the deliveries failing now", async () => {
    // Listed oldest first.
    const healthy = await createSubscription(db(), admin, input(), refuse, later(-3 * MINUTE));
    const failing = await createSubscription(db(), admin, input({ url: "https://203.0.113.20/down" }), refuse, later(-2 * MINUTE));
    const quiet = await createSubscription(db(), admin, input({ url: "https://203.0.113.30/quiet", events: ["claim.created"] }), refuse, later(-MINUTE));
    if (!healthy.ok || !failing.ok || !quiet.ok) throw new Error("not created");
    await leadCreated("q1", NOW);
    await leadCreated("q2", NOW);
    const post = async (p: WebhookPost): Promise<WebhookPostResult> =>
      p.url === PUBLIC_URL ? { ok: true, status: 204, excerpt: "" } : { ok: false, status: null, error: "No answer within 10 seconds", excerpt: null };
    await deliver(post, NOW);
    const listed = await listSubscriptions(db());
    expect(listed.map((s) => [s.url, s.status, s.failingNow, s.lastDelivery])).toEqual([
      [PUBLIC_URL, "active", 0, { at: NOW.toISOString(), ok: true, statusCode: 204, error: null }],
      ["https://203.0.113.20/down", "active", 2, { at: NOW.toISOString(), ok: false, statusCode: null, error: "No answer within 10 seconds" }],
      ["https://203.0.113.30/quiet", "active", 0, null],
    ]);
    expect(listed[1]!.failingSince).toBe(NOW.toISOString());
    expect(listed.every((s) => !("secret" in s))).toBe(true);
  });
});
