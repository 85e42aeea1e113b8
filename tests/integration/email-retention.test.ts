/**
 * What `npm run purge` does to the tables besides the submissions, on both engines: the
 * content of emails (with their record, after account emails' week, never while queued),
 * expired sessions and verification values; how the outbox page shows a purged email;
 * and migration 0009 giving existing emails their record.
 */
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { Migrator } from "kysely/migration";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultAgency } from "../../app/config/agency.ts";
import { quoteRequestSchema } from "../../app/lib/schemas/quote-request.ts";
import { claimSchema } from "../../app/lib/schemas/claim.ts";
import { listAudit, noAuditFilter } from "../../app/server/audit/list-audit.ts";
import { systemActor, type Actor } from "../../app/server/audit/record-audit.ts";
import { migrateToLatest, migrations } from "../../app/server/db/migrate.ts";
import { enqueueConfirmationEmail } from "../../app/server/accounts/account-emails.ts";
import { submitClaim } from "../../app/server/leads/submit-claim.ts";
import { submitQuoteRequest } from "../../app/server/leads/submit-quote-request.ts";
import type { UploadContext } from "../../app/server/leads/store-submission.ts";
import { getOutboxEmail, listOutbox, retryEmail } from "../../app/server/mail/outbox-admin.ts";
import { ACCOUNT_EMAIL_RETENTION_DAYS, hideAddresses, purgeEmailContent, SERVICE_REQUEST_EMAIL_RETENTION_DAYS } from "../../app/server/retention/purge-email-content.ts";
import { purgeExpiredAuth } from "../../app/server/retention/purge-expired-auth.ts";
import { purgeExpiredLeads } from "../../app/server/retention/purge-expired-leads.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "../support/test-database.ts";
import { testFileKeys } from "../support/file-keys.ts";

/** The agency's file keys for this file's submissions and services (uploads are stored encrypted). */
const fileKeys = testFileKeys();

const DAY = 86_400_000;
const NOW = new Date("2026-06-15T18:00:00.000Z");
const daysAgo = (n: number) => new Date(NOW.getTime() - n * DAY);
const contextAt = (now: Date): UploadContext => ({ agency: defaultAgency, publicUrl: "https://agency.test", now, fileKeys });
const actor: Actor = systemActor("npm run purge");
const policy = { quotes: 24, claims: 84, applications: 24, "pay-per-mile": 24, "coverage-reviews": 24, messages: 24 };

const quote = (email: string) =>
  quoteRequestSchema.parse({
    first_name: "Jane", last_name: "Doe", email, phone: "7025550101", zip_code: "89118", contact_preference: "phone",
    insurance_types: ["auto"], current_insurance: "no", home_ownership: "own", vehicle_count: "1", budget_range: "100_250", timeline: "within_week",
  });
const claim = (email: string) =>
  claimSchema.parse({
    firstName: "Sam", lastName: "Rivera", email, phone: "(702) 555-0142", policyNumber: "AUTO-1", claimType: "Auto - Collision",
    dateOfLoss: "2026-05-01", lossLocation: "Flamingo Rd", lossCity: "Las Vegas", lossState: "NV", description: "Rear-ended.", injuriesInvolved: "no",
  });

describe.each(testEngines())("retention of emails and sessions on %s", (engine) => {
  let database: TestDatabase;
  const db = () => database.db;
  const emailsOf = (recordId: string) => db().selectFrom("email_outbox").selectAll().where("record_id", "=", recordId).orderBy("kind").execute();
  const markAll = (status: "sent" | "failed", recordId: string) => db().updateTable("email_outbox").set({ status }).where("record_id", "=", recordId).execute();

  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it("gives every email its record when it is queued", async () => {
    const { id } = await submitQuoteRequest(db(), quote("queued@example.com"), contextAt(daysAgo(1)));
    expect((await emailsOf(id)).map((e) => [e.kind, e.record_type])).toEqual([["quotes.confirmation", "quotes"], ["quotes.notification", "quotes"]]);
    await enqueueConfirmationEmail(db(), "new.account@example.com", "TOKEN", { agency: defaultAgency, origin: "https://agency.test" });
    const account = await db().selectFrom("email_outbox").select(["record_type", "record_id"]).where("to_address", "=", "new.account@example.com").executeTakeFirstOrThrow();
    expect(account).toEqual({ record_type: "account", record_id: null });
  });

  it("removes an email's content with its record, keeps the trace, and never touches what is still to be sent", async () => {
    const expired = await submitQuoteRequest(db(), quote("expired@example.com"), contextAt(daysAgo(800)));
    const kept = await submitQuoteRequest(db(), quote("kept@example.com"), contextAt(daysAgo(10)));
    const deletedByStaff = await submitClaim(db(), claim("erased@example.com"), [], contextAt(daysAgo(5)));
    const stillQueued = await submitQuoteRequest(db(), quote("queued-old@example.com"), contextAt(daysAgo(900)));
    await markAll("sent", expired.id);
    await markAll("sent", kept.id);
    await markAll("failed", deletedByStaff.id);
    await db().updateTable("email_outbox").set({ last_error: "550 5.1.1 <erased@example.com>: Recipient address rejected" }).where("record_id", "=", deletedByStaff.id).execute();
    // An erasure request: staff delete the record in the inbox (within its retention period).
    await db().deleteFrom("claims").where("id", "=", deletedByStaff.id).execute();

    const dry = await purgeEmailContent(db(), policy, { now: NOW, dryRun: true, actor });
    // In a dry run the expired record still exists: its emails are counted all the same.
    expect(dry.removed).toMatchObject({ quotes: 2, claims: 2 });
    expect((await emailsOf(expired.id)).every((e) => e.content_removed_at === null)).toBe(true);

    await purgeExpiredLeads(db(), policy, { now: NOW, actor });
    const report = await purgeEmailContent(db(), policy, { now: NOW, actor });
    expect(report.removed).toEqual(dry.removed);

    const [confirmation, notification] = await emailsOf(expired.id);
    expect(notification).toMatchObject({
      kind: "quotes.notification", status: "sent", record_type: "quotes", record_id: expired.id, content_removed_at: NOW.toISOString(),
      subject: "", text_body: "", html_body: "", reply_to: null, to_address: defaultAgency.emails.leads,
    });
    expect(confirmation).toMatchObject({ kind: "quotes.confirmation", status: "sent", subject: "", text_body: "", html_body: "", to_address: "" });
    expect(JSON.stringify(await emailsOf(deletedByStaff.id))).not.toContain("erased@example.com");
    expect((await emailsOf(deletedByStaff.id))[0]!.last_error).toBe("550 5.1.1 <[address removed]>: Recipient address rejected");

    expect((await emailsOf(kept.id)).map((e) => [e.content_removed_at, e.subject.length > 0])).toEqual([[null, true], [null, true]]);
    // The record is gone, but its emails are still queued: they keep everything until sent.
    expect((await emailsOf(stillQueued.id)).map((e) => [e.status, e.content_removed_at, e.text_body.includes("Jane")])).toEqual([
      ["queued", null, true],
      ["queued", null, true],
    ]);

    const entries = (await listAudit(db(), noAuditFilter)).rows.filter((r) => r.action === "email.purge");
    expect(entries.map((e) => e.detail)).toEqual(["Content of 4 emails removed (quotes 2, claims 2)"]);
    expect((await purgeEmailContent(db(), policy, { now: NOW, actor })).removed.quotes).toBe(0);

    // Once sent, the queued emails of the purged record lose their content at the next purge.
    await markAll("sent", stillQueued.id);
    expect((await purgeEmailContent(db(), policy, { now: NOW, actor })).removed.quotes).toBe(2);
  });

  it("removes account emails' content after a week, and the outbox page says so and refuses a retry", async () => {
    const old = await insertEmail({ kind: "account.reset-password", record_type: "account", created_at: daysAgo(ACCOUNT_EMAIL_RETENTION_DAYS + 1), status: "not_sent" });
    const recent = await insertEmail({ kind: "account.confirm", record_type: "account", created_at: daysAgo(ACCOUNT_EMAIL_RETENTION_DAYS - 1), status: "sent" });
    const unknown = await insertEmail({ kind: "legacy.thing", record_type: null, created_at: daysAgo(800), status: "sent" });
    const legacyQuote = await insertEmail({ kind: "quotes.confirmation", record_type: "quotes", created_at: daysAgo(800), status: "sent" });
    const legacyQuoteRecent = await insertEmail({ kind: "quotes.confirmation", record_type: "quotes", created_at: daysAgo(100), status: "sent" });

    const { removed } = await purgeEmailContent(db(), { ...policy, claims: 0 }, { now: NOW, actor });
    expect(removed).toMatchObject({ account: 1, quotes: 1, other: 0 });
    // An email naming no record waits for the longest period (claims': 84 months), here 24.
    expect((await purgeEmailContent(db(), policy, { now: NOW, actor })).removed.other).toBe(0);
    expect((await purgeEmailContent(db(), { ...policy, claims: 24 }, { now: NOW, actor })).removed.other).toBe(1);

    const state = async (id: string) => (await db().selectFrom("email_outbox").select("content_removed_at").where("id", "=", id).executeTakeFirstOrThrow()).content_removed_at;
    expect(await state(old)).toBe(NOW.toISOString());
    expect(await state(recent)).toBeNull();
    expect(await state(unknown)).toBe(NOW.toISOString());
    expect(await state(legacyQuote)).toBe(NOW.toISOString());
    expect(await state(legacyQuoteRecent)).toBeNull();

    const shown = (await getOutboxEmail(db(), old))!;
    expect(shown).toMatchObject({ contentRemovedAt: NOW.toISOString(), subject: "", text: "", html: "", to: "", status: "not_sent" });
    expect((await listOutbox(db(), { status: "not_sent", search: null })).rows.find((r) => r.id === old)?.contentRemovedAt).toBe(NOW.toISOString());
    expect(await retryEmail(db(), { id: null, email: "admin@agency.test" }, old)).toEqual({ ok: false, reason: "not-retryable" });
  });

  it("deletes expired sessions and verification values", async () => {
    const userId = randomUUID();
    await db().insertInto("user").values({ id: userId, name: "", email: "s@example.com", email_verified: true, role: "customer", disabled: false, created_at: NOW, updated_at: NOW }).execute();
    for (const [id, expires] of [["gone", daysAgo(1)], ["live", new Date(NOW.getTime() + DAY)]] as const) {
      await db().insertInto("session").values({ id, token: id, user_id: userId, expires_at: expires, created_at: daysAgo(8), updated_at: daysAgo(8), user_agent: "Firefox" }).execute();
      await db().insertInto("verification").values({ id, identifier: `reset-password:${id}`, value: userId, expires_at: expires, created_at: daysAgo(2), updated_at: daysAgo(2) }).execute();
    }
    expect(await purgeExpiredAuth(db(), { now: NOW, dryRun: true })).toEqual({ sessions: 1, verifications: 1 });
    expect(await purgeExpiredAuth(db(), { now: NOW })).toEqual({ sessions: 1, verifications: 1 });
    expect((await db().selectFrom("session").select("id").execute()).map((r) => r.id)).toEqual(["live"]);
    expect((await db().selectFrom("verification").select("id").execute()).map((r) => r.id)).toEqual(["live"]);
  });

  it("hides addresses in error messages", () => {
    expect(hideAddresses("550 <a.b+c@example.co.uk>: no; also x@y.z")).toBe("550 <[address removed]>: no; also [address removed]");
    expect(hideAddresses("Connection timed out")).toBe("Connection timed out");
  });

  it("removes a service request email's content after its period, or once the request is deleted; the thread keeps the words", async () => {
    const insertRequest = async (number: string) => {
      const id = randomUUID();
      const at = daysAgo(200).toISOString();
      await db()
        .insertInto("service_requests")
        .values({ id, request_number: number, customer_id: randomUUID(), policy_id: null, user_id: null, request_type: "other", details_json: "[]", status: "received", owner_id: null, created_at: at, changed_at: at, closed_at: null })
        .execute();
      return id;
    };
    const kept = await insertRequest("SR-2026-900001");
    const deleted = await insertRequest("SR-2026-900002");
    const email = async (recordId: string, age: number) => {
      const id = await insertEmail({ kind: "service_request.reply", record_type: "service_request", created_at: daysAgo(age), status: "sent" });
      await db().updateTable("email_outbox").set({ record_id: recordId }).where("id", "=", id).execute();
      return id;
    };
    const recent = await email(kept, SERVICE_REQUEST_EMAIL_RETENTION_DAYS - 1);
    const old = await email(kept, SERVICE_REQUEST_EMAIL_RETENTION_DAYS + 1);
    const ofDeleted = await email(deleted, 1);
    await db().deleteFrom("service_requests").where("id", "=", deleted).execute();

    expect((await purgeEmailContent(db(), policy, { now: NOW, dryRun: true, actor })).removed.service_request).toBe(2);
    expect((await purgeEmailContent(db(), policy, { now: NOW, actor })).removed.service_request).toBe(2);
    const state = async (id: string) => (await db().selectFrom("email_outbox").select(["content_removed_at", "text_body"]).where("id", "=", id).executeTakeFirstOrThrow());
    expect(await state(recent)).toEqual({ content_removed_at: null, text_body: "Dear Jane" });
    expect(await state(old)).toEqual({ content_removed_at: NOW.toISOString(), text_body: "" });
    expect(await state(ofDeleted)).toEqual({ content_removed_at: NOW.toISOString(), text_body: "" });
  });

  async function insertEmail(values: { kind: string; record_type: string | null; created_at: Date; status: "sent" | "not_sent" | "failed" }) {
    const id = randomUUID();
    await db()
      .insertInto("email_outbox")
      .values({
        id, kind: values.kind, record_type: values.record_type, to_address: "person@example.com", subject: "Hello Jane", text_body: "Dear Jane", html_body: "<p>Dear Jane</p>",
        status: values.status, attempts: 1, next_attempt_at: values.created_at.toISOString(), created_at: values.created_at.toISOString(),
      })
      .execute();
    return id;
  }
});

describe.each(testEngines())("migration 0009 on %s", (engine) => {
  let database: TestDatabase;
  afterAll(async () => {
    await database?.destroy();
  });

  it("finds the record of emails stored before it", async () => {
    database = await createTestDatabase(engine);
    const db = database.db;
    const names = Object.keys(migrations).sort();
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const down = await migrator.migrateTo(names[names.indexOf("0009-blog-and-outbox-retention") - 1]!);
    expect(down.error).toBeUndefined();

    const recordId = randomUUID();
    const otherId = randomUUID();
    const legacy = (kind: string, to: string, replyTo: string | null, text: string, at: string) => ({
      id: randomUUID(), kind, to_address: to, reply_to: replyTo, subject: "S", text_body: text, html_body: "<p></p>", status: "sent", attempts: 1, next_attempt_at: at, created_at: at,
    });
    const rows = [
      legacy("claims.notification", "claims@agency.test", "jane@example.com", `New claim\n\nOpen in the inbox: https://agency.test/admin/inbox/claims/${otherId}\n`, "2026-01-01T10:00:00.000Z"),
      legacy("claims.confirmation", "jane@example.com", "info@agency.test", "Hi Jane", "2026-01-01T10:00:00.005Z"),
      legacy("claims.notification", "claims@agency.test", "jane@example.com", `New claim\n\nOpen in the inbox: https://agency.test/admin/inbox/claims/${recordId}\n`, "2026-03-01T10:00:00.000Z"),
      legacy("claims.confirmation", "jane@example.com", "info@agency.test", "Hi Jane", "2026-03-01T10:00:00.004Z"),
      legacy("pay-per-mile.notification", "leads@agency.test", "sam@example.com", "No link here", "2026-03-02T10:00:00.000Z"),
      legacy("account.reset-password", "jane@example.com", null, "Reset", "2026-03-03T10:00:00.000Z"),
      legacy("something.else", "x@example.com", null, "?", "2026-03-04T10:00:00.000Z"),
    ];
    // The columns of 0009 do not exist yet: the rows are written as they were.
    await (db as unknown as Kysely<Record<string, Record<string, unknown>>>).insertInto("email_outbox").values(rows).execute();
    await migrateToLatest(db);

    const found = await db.selectFrom("email_outbox").select(["kind", "created_at", "record_type", "record_id", "content_removed_at"]).orderBy("created_at").execute();
    expect(found.map((r) => [r.kind, r.record_type, r.record_id, r.content_removed_at])).toEqual([
      ["claims.notification", "claims", otherId, null],
      ["claims.confirmation", "claims", otherId, null],
      ["claims.notification", "claims", recordId, null],
      ["claims.confirmation", "claims", recordId, null],
      ["pay-per-mile.notification", "pay-per-mile", null, null],
      ["account.reset-password", "account", null, null],
      ["something.else", null, null, null],
    ]);
  });
});
