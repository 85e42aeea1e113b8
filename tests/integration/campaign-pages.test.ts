/**
 * The campaigns' back office against real databases (SQLite, and PostgreSQL when available):
 * creating and editing a campaign (audited, a running one refused an empty audience), starting it
 * (refused without an audience or its email), pausing and resuming it (each once, audited); the
 * list's counts of the last 30 days; the test send, which goes to the admin's own address only;
 * and the report's outcomes, counted from rows written by hand at fixed times, 60 days after each
 * send and not a moment more.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { defaultAgency } from "../../app/config/agency.ts";
import { emptyAudience } from "../../app/lib/campaigns.ts";
import type { Actor } from "../../app/server/audit/record-audit.ts";
import type { CampaignInput } from "../../app/server/campaigns/campaign-form.ts";
import { getCampaignReport } from "../../app/server/campaigns/campaign-report.ts";
import {
  createCampaign,
  getCampaign,
  listCampaigns,
  pauseCampaign,
  resumeCampaign,
  startCampaign,
  updateCampaign,
} from "../../app/server/campaigns/campaign-store.ts";
import { CAMPAIGN_TEST_KIND, sendCampaignTest } from "../../app/server/campaigns/campaign-test-send.ts";
import { leadDb, type LeadTableName } from "../../app/server/inbox/lead-tables.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "../support/test-database.ts";

/** Monday 15 June 2026, 11:00 in Las Vegas. */
const NOW = new Date("2026-06-15T18:00:00.000Z");
const DAY = 86_400_000;
const at = (base: Date, days: number, ms = 0) => new Date(base.getTime() + days * DAY + ms).toISOString();

const admin: Actor = { id: "user-owner", email: "owner@agency.test" };

const renewalCheckIn: CampaignInput = {
  name: "Renewal check-in",
  purpose: "service",
  trigger: "renewal_due",
  offsetDays: 30,
  fixedDate: null,
  sendHour: 9,
  audience: { ...emptyAudience },
  action: "email",
  subject: { en: "{{first_name}}, your {{policy_line}} renews soon", es: "" },
  body: { en: "Hello {{first_name}},\n\nYour policy **{{policy_number}}** renews on {{renewal_date}}.", es: "" },
  taskTitle: "",
};

const holidayGreeting: CampaignInput = {
  ...renewalCheckIn,
  name: "Holiday greeting",
  purpose: "marketing",
  trigger: "fixed_date",
  offsetDays: 0,
  fixedDate: "2026-12-15",
};

describe.each(testEngines())("the campaigns' back office on %s", (engine) => {
  let database: TestDatabase;
  const db = () => database.db;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  beforeEach(async () => {
    for (const table of ["campaigns", "campaign_sends", "audit_log", "email_outbox", "customers", "policies", "policy_renewals", "service_requests", "service_messages", "user"] as const) {
      await db().deleteFrom(table).execute();
    }
    for (const table of ["quote_requests", "claims", "job_applications", "pay_per_mile_quotes", "contact_messages", "coverage_reviews"] as const) {
      await leadDb(db()).deleteFrom(table).execute();
    }
    await db()
      .insertInto("user")
      .values({ id: admin.id!, name: "Olivia Owner", email: admin.email, email_verified: true, role: "admin", disabled: false, created_at: NOW, updated_at: NOW, phone: "7025550199" })
      .execute();
  });

  const audit = () => db().selectFrom("audit_log").select(["action", "target_id", "target_label", "detail", "actor_email"]).orderBy("created_at").orderBy("action").execute();

  async function insertCustomer(name: string, email: string | null, language = "en") {
    const id = randomUUID();
    await db()
      .insertInto("customers")
      .values({ id, kind: "person", name, contact_name: null, email, alt_email: null, phone: null, alt_phone: null, address: null, city: null, state: null, zip_code: null, owner_id: null, user_id: null, external_ref: null, notes: null, language, created_at: at(NOW, -400), updated_at: at(NOW, -400) })
      .execute();
    return id;
  }

  async function insertPolicy(customerId: string, fields: { expires: string; createdAt: string; line?: string }) {
    const id = randomUUID();
    const number = `P-${id.slice(0, 8)}`;
    await db()
      .insertInto("policies")
      .values({ id, customer_id: customerId, line: fields.line ?? "auto", carrier: "Acme Mutual", policy_number: number, policy_key: `acmemutual|${number}`, effective_date: "2025-07-15", expiration_date: fields.expires, status: "active", billing: "direct", payment_url: null, premium_cents: null, created_at: fields.createdAt, updated_at: fields.createdAt })
      .execute();
    return id;
  }

  describe("creating, editing, starting, pausing and resuming", () => {
    it("creates a draft and audits it; an edit names what changed, and saving the same changes nothing", async () => {
      const { id } = await createCampaign(db(), admin, renewalCheckIn, NOW);
      const campaign = await getCampaign(db(), id);
      expect(campaign).toMatchObject({ status: "draft", name: "Renewal check-in", trigger: "renewal_due", offsetDays: 30, action: "email", startedAt: null, createdBy: admin.id });

      expect(await updateCampaign(db(), admin, id, renewalCheckIn, NOW)).toEqual({ ok: true, changed: false });
      expect(await updateCampaign(db(), admin, id, { ...renewalCheckIn, name: "Renewal: 45 days", offsetDays: 45, audience: { ...emptyAudience, languages: ["es"] } }, NOW)).toEqual({ ok: true, changed: true });
      expect(await getCampaign(db(), id)).toMatchObject({ name: "Renewal: 45 days", offsetDays: 45, audience: { languages: ["es"] } });
      expect(await updateCampaign(db(), admin, "no-such-campaign", renewalCheckIn, NOW)).toEqual({ ok: false, reason: "not-found" });

      expect(await audit()).toEqual([
        { action: "campaign.create", target_id: id, target_label: "Renewal check-in", detail: "service, renewal_due, email", actor_email: admin.email },
        { action: "campaign.update", target_id: id, target_label: "Renewal: 45 days", detail: "Changed: name, days, audience", actor_email: admin.email },
      ]);
    });

    it("refuses to start a fixed-date campaign without an audience, or one without its email; starts it once it has them", async () => {
      const { id } = await createCampaign(db(), admin, holidayGreeting, NOW);
      const refused = await startCampaign(db(), admin, id, NOW);
      expect(refused).toMatchObject({ ok: false, reason: "not-ready" });
      expect(!refused.ok && refused.reason === "not-ready" && refused.problems).toEqual([expect.stringMatching(/^A fixed-date campaign needs an audience/)]);

      // A draft stored without its message (an older form, a hand-made row) cannot start either.
      await db().updateTable("campaigns").set({ body_en: " " }).where("id", "=", id).execute();
      await updateCampaign(db(), admin, id, { ...holidayGreeting, body: { en: "", es: "" }, audience: { ...emptyAudience, lines: ["home"] } }, NOW);
      const noEmail = await startCampaign(db(), admin, id, NOW);
      expect(!noEmail.ok && noEmail.reason === "not-ready" && noEmail.problems).toEqual(["The campaign sends an email: enter its English subject and message first."]);
      expect((await getCampaign(db(), id))?.status).toBe("draft");

      await updateCampaign(db(), admin, id, { ...holidayGreeting, audience: { ...emptyAudience, lines: ["home"] } }, NOW);
      expect(await startCampaign(db(), admin, id, NOW)).toEqual({ ok: true, changed: true, status: "active" });
      expect(await getCampaign(db(), id)).toMatchObject({ status: "active", startedAt: NOW.toISOString(), pausedAt: null });
      // A second click finds it running.
      expect(await startCampaign(db(), admin, id, NOW)).toEqual({ ok: true, changed: false, status: "active" });
      expect((await audit()).filter((e) => e.action === "campaign.start")).toEqual([{ action: "campaign.start", target_id: id, target_label: "Holiday greeting", detail: "draft → active", actor_email: admin.email }]);
    });

    it("pauses and resumes a running campaign, each once; a draft cannot be paused", async () => {
      const { id } = await createCampaign(db(), admin, renewalCheckIn, NOW);
      expect(await pauseCampaign(db(), admin, id, NOW)).toEqual({ ok: false, reason: "wrong-status", status: "draft" });
      expect(await resumeCampaign(db(), admin, id, NOW)).toEqual({ ok: false, reason: "wrong-status", status: "draft" });
      await startCampaign(db(), admin, id, NOW);

      const later = new Date(NOW.getTime() + 3_600_000);
      expect(await pauseCampaign(db(), admin, id, later)).toEqual({ ok: true, changed: true, status: "paused" });
      expect(await getCampaign(db(), id)).toMatchObject({ status: "paused", pausedAt: later.toISOString(), startedAt: NOW.toISOString() });
      expect(await pauseCampaign(db(), admin, id, later)).toEqual({ ok: true, changed: false, status: "paused" });
      expect(await resumeCampaign(db(), admin, id, later)).toEqual({ ok: true, changed: true, status: "active" });
      expect(await getCampaign(db(), id)).toMatchObject({ status: "active", pausedAt: null });
      expect(await startCampaign(db(), admin, "no-such-campaign", NOW)).toEqual({ ok: false, reason: "not-found" });

      expect((await audit()).map((e) => [e.action, e.detail])).toEqual([
        ["campaign.create", "service, renewal_due, email"],
        ["campaign.start", "draft → active"],
        ["campaign.pause", "active → paused"],
        ["campaign.resume", "paused → active"],
      ]);
    });

    it("edits a running campaign (audited as such) but never lets it lose its audience", async () => {
      const { id } = await createCampaign(db(), admin, { ...holidayGreeting, audience: { ...emptyAudience, languages: ["en"] } }, NOW);
      await startCampaign(db(), admin, id, NOW);
      expect(await updateCampaign(db(), admin, id, { ...holidayGreeting, audience: { ...emptyAudience } }, NOW)).toEqual({ ok: false, reason: "no-audience" });
      expect(await updateCampaign(db(), admin, id, { ...holidayGreeting, subject: { en: "Happy holidays, {{first_name}}", es: "" }, audience: { ...emptyAudience, languages: ["en"] } }, NOW)).toEqual({ ok: true, changed: true });
      expect((await audit()).find((e) => e.action === "campaign.update")?.detail).toBe("Changed (while running): English subject");
      expect((await getCampaign(db(), id))?.status).toBe("active");
    });

    it("lists running campaigns first with their sends of the last 30 days by status", async () => {
      const draft = await createCampaign(db(), admin, { ...renewalCheckIn, name: "A draft" }, NOW);
      const running = await createCampaign(db(), admin, { ...renewalCheckIn, name: "Z running" }, NOW);
      await startCampaign(db(), admin, running.id, NOW);
      const send = (created: string, status: string) => ({ id: randomUUID(), campaign_id: running.id, occurrence_key: randomUUID(), customer_id: null, policy_id: null, lead_form: null, lead_id: null, recipient_name: "Rosa", recipient_email: "rosa@example.com", language: "en", status, email_id: null, task_id: null, created_at: created });
      await db()
        .insertInto("campaign_sends")
        .values([send(at(NOW, -1), "sent"), send(at(NOW, -29), "sent"), send(at(NOW, -2), "no_email"), send(at(NOW, -31), "sent")])
        .execute();
      const rows = await listCampaigns(db(), NOW);
      expect(rows.map((r) => [r.campaign.name, r.campaign.status, r.sendTotal])).toEqual([
        ["Z running", "active", 3],
        ["A draft", "draft", 0],
      ]);
      expect(rows[0]!.sends).toEqual({ sent: 2, task_only: 0, opted_out: 0, no_consent: 0, over_cap: 0, no_email: 1 });
      expect(rows[1]!.campaign.id).toBe(draft.id);
    });
  });

  describe("the test send", () => {
    it("goes to the admin's own address only, with the first previewed person's values and [Test] before the subject", async () => {
      const rosa = await insertCustomer("Rosa Delgado", "rosa@example.com");
      // Due today: the campaign's 30 days before a policy expiring in 30 days.
      await insertPolicy(rosa, { expires: "2026-07-15", createdAt: at(NOW, -300) });
      const { id } = await createCampaign(db(), admin, renewalCheckIn, NOW);

      const result = await sendCampaignTest({ db: db(), agency: defaultAgency }, admin, id, "en", NOW);
      expect(result).toMatchObject({ ok: true, to: admin.email, language: "en", valuesOf: "Rosa Delgado" });
      const emails = await db().selectFrom("email_outbox").select(["to_address", "subject", "kind", "record_type", "record_id", "text_body"]).execute();
      expect(emails).toEqual([
        { to_address: admin.email, subject: "[Test] Rosa, your Personal auto renews soon", kind: CAMPAIGN_TEST_KIND, record_type: "account", record_id: null, text_body: expect.stringContaining("renews on Wednesday, July 15, 2026") },
      ]);
      // Nothing was recorded as sent to Rosa.
      expect(await db().selectFrom("campaign_sends").selectAll().execute()).toEqual([]);
      expect((await audit()).map((e) => [e.action, e.detail])).toEqual([
        ["campaign.create", "service, renewal_due, email"],
        ["campaign.test_send", "English version, a previewed recipient's values"],
      ]);
    });

    it("uses example values when nobody matches, English when asked for a missing Spanish version, and refuses a task-only campaign", async () => {
      const { id } = await createCampaign(db(), admin, renewalCheckIn, NOW);
      const result = await sendCampaignTest({ db: db(), agency: defaultAgency }, admin, id, "es", NOW);
      expect(result).toMatchObject({ ok: true, to: admin.email, language: "en", valuesOf: null });
      const [email] = await db().selectFrom("email_outbox").select(["to_address", "subject"]).execute();
      expect(email).toEqual({ to_address: admin.email, subject: "[Test] Rosa, your Personal auto renews soon" });

      const task = await createCampaign(db(), admin, { ...renewalCheckIn, name: "Calls", action: "task", taskTitle: "Call {{first_name}}" }, NOW);
      expect(await sendCampaignTest({ db: db(), agency: defaultAgency }, admin, task.id, "en", NOW)).toEqual({ ok: false, reason: "no-email" });
      expect(await sendCampaignTest({ db: db(), agency: defaultAgency }, admin, "no-such-campaign", "en", NOW)).toEqual({ ok: false, reason: "not-found" });
      expect(await db().selectFrom("email_outbox").select("id").execute()).toHaveLength(1);
    });
  });

  describe("the report", () => {
    /** When every send below went out. */
    const SENT = new Date("2026-03-02T17:30:00.000Z");

    async function insertSend(campaignId: string, fields: { customerId?: string | null; email?: string | null; lead?: { form: string; id: string }; status?: string; emailId?: string | null; createdAt?: string; name?: string }) {
      const id = randomUUID();
      await db()
        .insertInto("campaign_sends")
        .values({
          id,
          campaign_id: campaignId,
          occurrence_key: randomUUID(),
          customer_id: fields.customerId ?? null,
          policy_id: null,
          lead_form: fields.lead?.form ?? null,
          lead_id: fields.lead?.id ?? null,
          recipient_name: fields.name ?? "Someone",
          recipient_email: fields.email ?? null,
          language: "en",
          status: fields.status ?? "sent",
          email_id: fields.emailId ?? null,
          task_id: null,
          created_at: fields.createdAt ?? SENT.toISOString(),
        })
        .execute();
      return id;
    }

    /** A website form's row with the columns every table requires filled in. */
    async function insertLead(table: LeadTableName, fields: { email: string; createdAt: string; status?: string; closedAt?: string | null }) {
      const id = randomUUID();
      const filler: Record<LeadTableName, Record<string, string>> = {
        quote_requests: { zip_code: "89118", insurance_types: "[]", current_insurance: "no", satisfaction_level: "n/a", home_ownership: "own", vehicle_count: "1", budget_range: "x", timeline: "x" },
        claims: { claim_number: `CLM-${id.slice(0, 8)}`, policy_number: "x", claim_type: "x", date_of_loss: "2026-01-01", loss_location: "x", loss_city: "x", loss_state: "NV", description: "x", injuries_involved: "no" },
        job_applications: { address: "x", city: "x", state: "NV", zip_code: "89118", position: "x", experience: "x", availability: "x" },
        pay_per_mile_quotes: { address: "x", city: "x", state: "NV", zip_code: "89118", average_monthly_miles: "x", vehicle_year: "2020", vehicle_make: "x", vehicle_model: "x", consent_text: "x", consent_at: fields.createdAt },
        contact_messages: { topic: "x", message: "x", consent_text: "x", consent_at: fields.createdAt },
        coverage_reviews: { current_carriers: "x", renewal_month: "01", consent_text: "x", consent_at: fields.createdAt },
      };
      await leadDb(db())
        .insertInto(table)
        .values({ id, first_name: "Sam", last_name: "Rivera", email: fields.email, phone: "", details_json: "[]", created_at: fields.createdAt, status: fields.status ?? "new", closed_at: fields.closedAt ?? null, ...filler[table] } as never)
        .execute();
      return id;
    }

    async function insertRequest(customerId: string, createdAt: string) {
      const id = randomUUID();
      await db()
        .insertInto("service_requests")
        .values({ id, request_number: `SR-2026-${id.slice(0, 6)}`, customer_id: customerId, policy_id: null, user_id: null, request_type: "other", details_json: "[]", status: "received", owner_id: null, created_at: createdAt, changed_at: createdAt, closed_at: null })
        .execute();
      return id;
    }

    it("counts each outcome within 60 days after each send, not before it and not a moment past", async () => {
      const { id: campaignId } = await createCampaign(db(), admin, renewalCheckIn, NOW);
      const ana = await insertCustomer("Ana", "ana@example.com");
      const ben = await insertCustomer("Ben", "ben@example.com");
      const eve = await insertCustomer("Eve", "eve@example.com");
      const emailId = randomUUID();
      await db()
        .insertInto("email_outbox")
        .values({ id: emailId, kind: "campaign.email", to_address: "ana@example.com", reply_to: null, subject: "s", text_body: "t", html_body: "h", status: "sent", attempts: 1, last_error: null, next_attempt_at: SENT.toISOString(), locked_until: null, created_at: SENT.toISOString(), sent_at: SENT.toISOString(), record_type: "campaign", record_id: null, content_removed_at: null })
        .execute();

      // Ana: a service request 10 days later (replied); a quote request from her address in capitals
      // 59 days later (quote requested); a renewal 61 days later and a policy from before: neither counts.
      const sendAna = await insertSend(campaignId, { customerId: ana, email: "ana@example.com", emailId, name: "Ana" });
      await insertRequest(ana, at(SENT, 10));
      await insertLead("quote_requests", { email: "ANA@Example.com", createdAt: at(SENT, 59) });
      await db().insertInto("policy_renewals").values({ id: randomUUID(), policy_id: "p-ana", customer_id: ana, line: "auto", previous_expiration: "2026-05-01", new_expiration: "2027-05-01", recorded_at: at(SENT, 60, 1) }).execute();
      await insertPolicy(ana, { expires: "2027-01-01", createdAt: at(SENT, -1) });

      // Ben: a message in a request he opened before the send (replied), a renewal at 30 days
      // (renewed), a pay-per-mile quote from before the send won at 20 days (won, not a new request).
      const sendBen = await insertSend(campaignId, { customerId: ben, email: "ben@example.com", name: "Ben" });
      const benRequest = await insertRequest(ben, at(SENT, -10));
      await db().insertInto("service_messages").values({ id: randomUUID(), request_id: benRequest, author_kind: "staff", author_id: null, author_name: "Dana", body: "x", created_at: at(SENT, 1) }).execute();
      await db().insertInto("service_messages").values({ id: randomUUID(), request_id: benRequest, author_kind: "customer", author_id: null, author_name: "Ben", body: "x", created_at: at(SENT, 5) }).execute();
      await db().insertInto("policy_renewals").values({ id: randomUUID(), policy_id: "p-ben", customer_id: ben, line: "home", previous_expiration: "2026-04-01", new_expiration: "2027-04-01", recorded_at: at(SENT, 30) }).execute();
      await insertLead("pay_per_mile_quotes", { email: "ben@example.com", createdAt: at(SENT, -100), status: "won", closedAt: at(SENT, 20) });

      // A lead without a customer: a contact message the next day (replied), a coverage review
      // exactly 60 days later (quote requested: the window's last instant counts).
      const sendCarla = await insertSend(campaignId, { email: "carla@example.com", lead: { form: "quotes", id: "lead-carla" }, name: "Carla" });
      await insertLead("contact_messages", { email: "carla@example.com", createdAt: at(SENT, 1) });
      await insertLead("coverage_reviews", { email: "carla@example.com", createdAt: at(SENT, 60) });

      // Nobody to reach: nothing can come of it.
      await insertSend(campaignId, { status: "no_email", name: "Dan" });

      // Eve: a request at the send's very instant (not after it), a new policy two days later (won),
      // a quote that was lost (not won), and a claim 61 days later (too late to be a reply).
      const sendEve = await insertSend(campaignId, { customerId: eve, email: "eve@example.com", status: "opted_out", name: "Eve" });
      await insertRequest(eve, SENT.toISOString());
      await insertPolicy(eve, { expires: "2027-03-04", createdAt: at(SENT, 2) });
      await insertLead("quote_requests", { email: "eve@example.com", createdAt: at(SENT, -200), status: "lost", closedAt: at(SENT, 3) });
      await insertLead("claims", { email: "eve@example.com", createdAt: at(SENT, 61) });

      // Another campaign's send to Ana does not count here.
      const other = await createCampaign(db(), admin, { ...renewalCheckIn, name: "Other" }, NOW);
      await insertSend(other.id, { customerId: ana, email: "ana@example.com" });

      const report = await getCampaignReport(db(), campaignId);
      expect(report.total).toBe(5);
      expect(report.outcomes).toEqual({ replied: 3, quoteRequested: 2, renewed: 1, won: 2 });
      expect(report.statuses).toEqual({ sent: 3, task_only: 0, opted_out: 1, no_consent: 0, over_cap: 0, no_email: 1 });
      const byId = new Map(report.rows.map((row) => [row.id, row]));
      expect(byId.get(sendAna)).toMatchObject({ name: "Ana", email: "ana@example.com", customerId: ana, emailStatus: "sent", outcomes: { replied: true, quoteRequested: true, renewed: false, won: false } });
      expect(byId.get(sendBen)?.outcomes).toEqual({ replied: true, quoteRequested: false, renewed: true, won: true });
      expect(byId.get(sendCarla)).toMatchObject({ lead: { form: "quotes", id: "lead-carla" }, customerId: null, emailStatus: null, outcomes: { replied: true, quoteRequested: true, renewed: false, won: false } });
      expect(byId.get(sendEve)?.outcomes).toEqual({ replied: false, quoteRequested: false, renewed: false, won: true });
    });

    it("pages 50 sends at a time, newest first, and keeps a page number in range", async () => {
      const { id: campaignId } = await createCampaign(db(), admin, renewalCheckIn, NOW);
      for (let i = 0; i < 53; i++) await insertSend(campaignId, { name: `Person ${String(i).padStart(2, "0")}`, createdAt: at(SENT, 0, i * 1000) });
      const first = await getCampaignReport(db(), campaignId);
      expect([first.page, first.pageCount, first.rows.length, first.rows[0]!.name]).toEqual([1, 2, 50, "Person 52"]);
      const second = await getCampaignReport(db(), campaignId, { page: 2 });
      expect(second.rows.map((r) => r.name)).toEqual(["Person 02", "Person 01", "Person 00"]);
      expect((await getCampaignReport(db(), campaignId, { page: 99 })).page).toBe(2);
      expect((await getCampaignReport(db(), campaignId, { page: Number.NaN })).page).toBe(1);
      expect(first.total).toBe(53);
    });
  });
});
