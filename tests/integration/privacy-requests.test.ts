/**
 * Privacy requests on both engines: stored with a reference and a due date 60 days out, the
 * person's confirmation and the agency's notification queued with it; worked by an admin (owner,
 * one extension the person is told about, the answer that closes it); listed open-first by due
 * date with the overdue counted; deleted by retention only after it was answered.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { defaultAgency } from "../../app/config/agency.ts";
import { privacyRequestSchema } from "../../app/lib/schemas/privacy-request.ts";
import { systemActor } from "../../app/server/audit/record-audit.ts";
import {
  answerPrivacyRequest,
  assignPrivacyRequest,
  countPrivacyRequests,
  extendPrivacyRequest,
  listPrivacyRequests,
  openPrivacyRequest,
  submitPrivacyRequest,
} from "../../app/server/compliance/privacy-requests.ts";
import { purgeEmailContent } from "../../app/server/retention/purge-email-content.ts";
import { purgeClosedPrivacyRequests } from "../../app/server/retention/purge-closed-privacy-requests.ts";
import { retentionPolicyFromEnv } from "../../app/server/retention/retention.ts";
import { parseEnv } from "../../app/server/env.ts";
import { sendDueDigests } from "../../app/server/notifications/digest.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "../support/test-database.ts";

const context = { agency: defaultAgency, publicUrl: "https://agency.test" };
const DAY = 86_400_000;

describe.each(testEngines())("privacy requests on %s", (engine) => {
  let database: TestDatabase;
  const db = () => database.db;
  const admin = { id: "", email: "owner@agency.test" };
  let staffId = "";

  async function insertUser(email: string, role: "admin" | "staff") {
    const id = randomUUID();
    const now = new Date();
    await db().insertInto("user").values({ id, name: email.split("@")[0]!, email, email_verified: true, role, disabled: false, created_at: now, updated_at: now }).execute();
    return id;
  }

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    admin.id = await insertUser(admin.email, "admin");
    staffId = await insertUser("agent@agency.test", "staff");
  });
  afterAll(async () => {
    await database?.destroy();
  });
  beforeEach(async () => {
    for (const table of ["privacy_requests", "email_outbox", "audit_log", "counters", "digest_runs"] as const) await db().deleteFrom(table).execute();
  });

  const submit = (email: string, kind: "do_not_sell" | "access" | "deletion" | "correction" = "access", now = new Date()) =>
    submitPrivacyRequest(db(), privacyRequestSchema.parse({ firstName: "Pat", lastName: "Private", email, kind, details: "" }), { ...context, pageUrl: "https://agency.test/privacy/request", now });
  const row = (id: string) => db().selectFrom("privacy_requests").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const emailsOf = (id: string) => db().selectFrom("email_outbox").select(["kind", "to_address", "subject", "text_body"]).where("record_id", "=", id).orderBy("created_at").orderBy("kind").execute();

  it("stores a request with its reference and a due date 60 days out, and queues the confirmation and the notification", async () => {
    const received = new Date("2026-03-02T17:00:00Z");
    const { id, reference } = await submit("Pat@Example.com", "do_not_sell", received);
    expect(reference).toBe("PRV-2026-0001");
    expect((await submit("second@example.com", "access", received)).reference).toBe("PRV-2026-0002");

    const stored = await row(id);
    expect(stored).toMatchObject({ email: "pat@example.com", kind: "do_not_sell", status: "received", owner_id: null, page_url: "https://agency.test/privacy/request" });
    expect(stored.due_at).toBe(new Date(received.getTime() + 60 * DAY).toISOString());

    const emails = await emailsOf(id);
    expect(emails.map((e) => [e.kind, e.to_address])).toEqual([
      ["privacy_request.confirmation", "pat@example.com"],
      ["privacy_request.notification", defaultAgency.emails.info],
    ]);
    const confirmation = emails[0]!;
    expect(confirmation.subject).toContain(reference);
    expect(confirmation.text_body).toContain("Do not sell my personal information");
    expect(confirmation.text_body).toContain("May 1, 2026"); // 60 days after March 2
  });

  it("is worked by an admin: the owner must be an admin, the due date moves once by 30 days and the person is told why", async () => {
    const received = new Date("2026-01-10T18:00:00Z");
    const { id } = await submit("lee@example.com", "deletion", received);

    expect(await assignPrivacyRequest(db(), admin, id, staffId)).toEqual({ ok: false, reason: "not-admin" });
    expect(await assignPrivacyRequest(db(), admin, id, admin.id)).toEqual({ ok: true, changed: true });
    expect(await row(id)).toMatchObject({ owner_id: admin.id, status: "in_progress" });
    expect(await assignPrivacyRequest(db(), admin, id, admin.id)).toEqual({ ok: true, changed: false });

    expect(await extendPrivacyRequest(db(), admin, id, "We are collecting the records from the insurer.", context, new Date("2026-02-20T18:00:00Z"))).toEqual({ ok: true, changed: true });
    const extended = await row(id);
    expect(extended.due_at).toBe(new Date(received.getTime() + 90 * DAY).toISOString());
    expect(extended.extension_reason).toBe("We are collecting the records from the insurer.");
    expect(await extendPrivacyRequest(db(), admin, id, "Again", context)).toEqual({ ok: false, reason: "already-extended" });
    expect((await row(id)).due_at).toBe(extended.due_at);
    const notice = (await emailsOf(id)).find((e) => e.kind === "privacy_request.extension")!;
    expect(notice.to_address).toBe("lee@example.com");
    expect(notice.text_body).toContain("We are collecting the records from the insurer.");

    expect(await answerPrivacyRequest(db(), admin, id, { answer: "We deleted your quote request and its emails.", outcome: "answered" }, context)).toEqual({ ok: true, changed: true });
    expect(await row(id)).toMatchObject({ status: "answered", answer: "We deleted your quote request and its emails.", closed_by: admin.email });
    const answer = (await emailsOf(id)).find((e) => e.kind === "privacy_request.answer")!;
    expect(answer.to_address).toBe("lee@example.com");
    expect(answer.text_body).toContain("We deleted your quote request and its emails.");

    // Closed: nothing more changes, and a second answer sends nothing.
    expect(await answerPrivacyRequest(db(), admin, id, { answer: "Again", outcome: "declined" }, context)).toEqual({ ok: false, reason: "closed" });
    expect(await assignPrivacyRequest(db(), admin, id, null)).toEqual({ ok: false, reason: "closed" });
    expect((await emailsOf(id)).filter((e) => e.kind === "privacy_request.answer")).toHaveLength(1);

    const audit = await db().selectFrom("audit_log").select(["action", "target_label"]).where("target_id", "=", id).orderBy("created_at").execute();
    expect(audit.map((a) => a.action)).toEqual(["privacy_request.assign", "privacy_request.extend", "privacy_request.answer"]);
    expect(await assignPrivacyRequest(db(), admin, randomUUID(), null)).toEqual({ ok: false, reason: "not-found" });
  });

  it("lists open requests by due date with the overdue counted, and answered ones apart; opening one is audited", async () => {
    const now = new Date();
    const late = await submit("late@example.com", "access", new Date(now.getTime() - 61 * DAY));
    const soon = await submit("soon@example.com", "correction", new Date(now.getTime() - 55 * DAY));
    const fresh = await submit("fresh@example.com", "do_not_sell", now);
    const done = await submit("done@example.com", "access", new Date(now.getTime() - 10 * DAY));
    await answerPrivacyRequest(db(), admin, done.id, { answer: "Here is your data.", outcome: "answered" }, context);

    const open = await listPrivacyRequests(db(), "open", now);
    expect(open.requests.map((r) => r.id)).toEqual([late.id, soon.id, fresh.id]);
    expect(open.counts).toEqual({ open: 3, overdue: 1, closed: 1 });
    expect((await listPrivacyRequests(db(), "closed", now)).requests.map((r) => r.id)).toEqual([done.id]);
    expect((await listPrivacyRequests(db(), "all", now)).requests).toHaveLength(4);
    expect(await countPrivacyRequests(db(), new Date(now.getTime() + 6 * DAY))).toMatchObject({ overdue: 2 });

    const opened = await openPrivacyRequest(db(), admin, late.id);
    expect(opened?.request).toMatchObject({ reference: expect.stringMatching(/^PRV-\d{4}-\d{4}$/), email: "late@example.com", status: "received" });
    expect(opened?.owners.map((o) => o.email)).toEqual([admin.email]);
    expect(await db().selectFrom("audit_log").select("action").where("target_id", "=", late.id).execute()).toEqual([{ action: "privacy_request.view" }]);
    expect(await openPrivacyRequest(db(), admin, randomUUID())).toBeNull();
  });

  it("lists the requests due within a week in the admins' daily digest, by reference and kind only", async () => {
    // Monday 2026-11-23, 08:00 in Las Vegas: the digest's default time.
    const digestAt = new Date("2026-11-23T16:00:00Z");
    const soon = await submit("soon@example.com", "deletion", new Date(digestAt.getTime() - 55 * DAY));
    const late = await submit("late@example.com", "access", new Date(digestAt.getTime() - 62 * DAY));
    await submit("fresh@example.com", "access", new Date(digestAt.getTime() - DAY));
    const answered = await submit("done@example.com", "access", new Date(digestAt.getTime() - 58 * DAY));
    await answerPrivacyRequest(db(), admin, answered.id, { answer: "Done.", outcome: "answered" }, context);

    expect(await sendDueDigests(db(), defaultAgency, context.publicUrl, digestAt)).toBe(1); // the admin's; the staff member has nothing
    const [digest] = await db().selectFrom("email_outbox").select(["to_address", "subject", "text_body"]).where("kind", "=", "team.digest").execute();
    expect(digest!.to_address).toBe(admin.email);
    expect(digest!.subject).toContain("2 privacy requests to answer");
    const lateRef = (await row(late.id)).reference;
    const soonRef = (await row(soon.id)).reference;
    expect(digest!.text_body.indexOf(lateRef)).toBeLessThan(digest!.text_body.indexOf(soonRef)); // the most urgent first
    expect(digest!.text_body).toContain(`${lateRef} · Send me a copy of my information · Overdue by 2 days`);
    expect(digest!.text_body).toContain(`${soonRef} · Delete my information · 5 days left`);
    expect(digest!.text_body).toContain(`/admin/privacy-requests/${late.id}`);
    for (const address of ["soon@example.com", "late@example.com", "fresh@example.com", "done@example.com"]) expect(digest!.text_body).not.toContain(address);
  });

  it("deletes a request two years after its answer, never an open one, and its emails' content with it", async () => {
    const now = new Date("2029-06-01T12:00:00Z");
    const old = await submit("old@example.com", "access", new Date("2026-01-05T12:00:00Z"));
    await answerPrivacyRequest(db(), admin, old.id, { answer: "Done.", outcome: "answered" }, context, new Date("2026-02-01T12:00:00Z"));
    const recent = await submit("recent@example.com", "access", new Date("2028-01-05T12:00:00Z"));
    await answerPrivacyRequest(db(), admin, recent.id, { answer: "Done.", outcome: "answered" }, context, new Date("2028-02-01T12:00:00Z"));
    const forgotten = await submit("open@example.com", "access", new Date("2026-01-05T12:00:00Z"));
    await db().updateTable("email_outbox").set({ status: "sent" }).execute();
    const actor = systemActor("npm run purge");

    expect(await purgeClosedPrivacyRequests(db(), 24, { now, dryRun: true, actor })).toMatchObject({ removed: 1 });
    expect(await purgeClosedPrivacyRequests(db(), 24, { now, actor })).toMatchObject({ removed: 1 });
    const left = await db().selectFrom("privacy_requests").select("id").orderBy("reference").execute();
    expect(left.map((r) => r.id).sort()).toEqual([recent.id, forgotten.id].sort());
    expect(await purgeClosedPrivacyRequests(db(), 0, { now, actor })).toEqual({ removed: 0, cutoff: null });

    const policy = retentionPolicyFromEnv(parseEnv({}));
    const emails = await purgeEmailContent(db(), policy, { now, actor });
    expect(emails.removed.privacy_request).toBe(3); // the deleted request's confirmation, notification and answer
    const oldEmails = await db().selectFrom("email_outbox").select(["subject", "to_address"]).where("record_id", "=", old.id).execute();
    expect(oldEmails.every((e) => e.subject === "")).toBe(true);
    expect(oldEmails.map((e) => e.to_address).sort()).toEqual(["", "", defaultAgency.emails.info].sort());
    expect((await emailsOf(recent.id)).every((e) => e.subject !== "")).toBe(true);
    expect(await db().selectFrom("audit_log").select("action").where("action", "=", "privacy_request.purge").execute()).toHaveLength(1);
  });
});
