/**
 * The campaign engine against real databases (SQLite, and PostgreSQL when available), with an
 * injected clock: a renewal check-in reaches the customers whose auto policy renews in 45 days,
 * each in their language, and not the one who opted out, nor (when it is marketing) the one
 * without marketing email consent; the monthly cap holds over a month and opens again the next;
 * two instances running at once send once; a task-only campaign never emails; every trigger
 * finds its occurrences within the due days and not before the send hour; the preview says what
 * a run then does.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { defaultAgency } from "../../app/config/agency.ts";
import { emptyAudience, type CampaignAudience } from "../../app/lib/campaigns.ts";
import { previewCampaign } from "../../app/server/campaigns/campaign-audience.ts";
import { campaignFromRow } from "../../app/server/campaigns/campaign-row.ts";
import { CAMPAIGN_EMAIL_KIND, runCampaigns } from "../../app/server/campaigns/run-campaigns.ts";
import { setMarketingMonthlyCap } from "../../app/server/campaigns/marketing-cap.ts";
import { systemActor } from "../../app/server/audit/record-audit.ts";
import { recordOptOut } from "../../app/server/compliance/suppressions.ts";
import { erasePersonData } from "../../app/server/compliance/erase-person-data.ts";
import { findPersonData } from "../../app/server/compliance/person-data.ts";
import { runScheduledJobs } from "../../app/server/notifications/scheduler.ts";
import {
  insertCustomer as insertTestCustomer,
  insertMarketingConsent as insertTestMarketingConsent,
  insertPolicy as insertTestPolicy,
  type CustomerFixture,
  type PolicyFixture,
} from "../support/customer-fixtures.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "../support/test-database.ts";

const PUBLIC_URL = "https://agency.test";
/** Monday 15 June 2026, 10:00 in Las Vegas (17:00 UTC): after the default send hour, 9. */
const NOW = new Date("2026-06-15T17:00:00.000Z");
const TODAY = "2026-06-15";
const DAY = 86_400_000;
const plusDays = (days: number, from = TODAY) => new Date(Date.parse(`${from}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const context = { agency: defaultAgency, publicUrl: PUBLIC_URL };

describe.each(testEngines())("campaigns on %s", (engine) => {
  let database: TestDatabase;
  const db = () => database.db;

  const insertCustomer = (c: CustomerFixture) => insertTestCustomer(db(), c, NOW);
  const insertPolicy = (customerId: string, p: PolicyFixture) => insertTestPolicy(db(), customerId, p, NOW);
  const insertMarketingConsent = (email: string, version?: number) => insertTestMarketingConsent(db(), email, NOW, version);

  async function insertCampaign(c: {
    purpose?: "service" | "marketing";
    trigger?: string;
    offset?: number;
    fixedDate?: string | null;
    audience?: Partial<CampaignAudience>;
    action?: "email" | "task" | "both";
    sendHour?: number;
    status?: string;
    name?: string;
  }) {
    const id = randomUUID();
    await db()
      .insertInto("campaigns")
      .values({
        id,
        name: c.name ?? "Renewal check-in",
        status: c.status ?? "active",
        purpose: c.purpose ?? "service",
        trigger_kind: c.trigger ?? "renewal_due",
        offset_days: c.offset ?? 45,
        fixed_date: c.fixedDate ?? null,
        audience_json: JSON.stringify({ ...emptyAudience, ...c.audience }),
        action: c.action ?? "email",
        subject_en: "Your {{policy_line}} policy renews on {{renewal_date}}",
        body_en: "Hello {{first_name}},\n\nYour policy with **{{carrier}}** renews soon. Call {{owner_name}} at {{owner_phone}}.",
        subject_es: "Su póliza de {{policy_line}} se renueva el {{renewal_date}}",
        body_es: "Hola {{first_name}}:\n\nSu póliza con **{{carrier}}** se renueva pronto. Llame a {{owner_name}} al {{owner_phone}}.",
        task_title: "Call {{first_name}} about the renewal",
        send_hour: c.sendHour ?? 9,
        created_by: null,
        created_at: NOW.toISOString(),
        updated_at: NOW.toISOString(),
        started_at: NOW.toISOString(),
        paused_at: null,
      })
      .execute();
    return id;
  }

  const campaignEmails = () =>
    db().selectFrom("email_outbox").selectAll().where("kind", "in", Object.values(CAMPAIGN_EMAIL_KIND)).orderBy("to_address").execute();
  const sendsOf = (campaignId: string) => db().selectFrom("campaign_sends").selectAll().where("campaign_id", "=", campaignId).orderBy("recipient_name").execute();
  const run = (now = NOW) => runCampaigns(db(), context, now);

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await db()
      .insertInto("user")
      .values([
        { id: "user-dana", name: "Dana Reyes", email: "dana@agency.test", email_verified: true, role: "staff", disabled: false, phone: "7025550101", created_at: NOW.toISOString(), updated_at: NOW.toISOString() },
        { id: "user-gone", name: "Gone Person", email: "gone@agency.test", email_verified: true, role: "staff", disabled: true, phone: null, created_at: NOW.toISOString(), updated_at: NOW.toISOString() },
      ])
      .execute();
  });
  afterAll(() => database.destroy());
  beforeEach(async () => {
    for (const table of ["campaign_sends", "campaigns", "email_outbox", "tasks", "policies", "customers", "consent_records", "contact_suppressions", "contact_opt_outs", "marketing_email_counts", "agency_settings", "service_requests", "quote_requests", "policy_renewals"] as const) {
      await db().deleteFrom(table).execute();
    }
  });

  /** The book of the renewal check-in tests: who renews in 45 days, and who must not hear. */
  async function renewalBook() {
    const rosa = await insertCustomer({ name: "Rosa Delgado", language: "es" });
    await insertPolicy(rosa, { line: "auto", expires: plusDays(45) });
    const ben = await insertCustomer({ name: "Ben Carter" });
    await insertPolicy(ben, { line: "auto", expires: plusDays(45) });
    const olga = await insertCustomer({ name: "Olga Stop" });
    await insertPolicy(olga, { line: "auto", expires: plusDays(45) });
    await recordOptOut(db(), { emails: ["olga.stop@example.com"], phones: [], channels: ["email"], method: "phone", actor: null }, NOW);
    const hank = await insertCustomer({ name: "Hank Home" });
    await insertPolicy(hank, { line: "home", expires: plusDays(45) });
    const fay = await insertCustomer({ name: "Fay Later" });
    await insertPolicy(fay, { line: "auto", expires: plusDays(60) });
    return { rosa, ben, olga, hank, fay };
  }

  it("sends a renewal check-in to the auto customers renewing in 45 days, in their language, never to one who opted out", async () => {
    await renewalBook();
    const campaign = await insertCampaign({ audience: { lines: ["auto"] } });
    expect(await run()).toBe(2);
    const emails = await campaignEmails();
    expect(emails.map((e) => e.to_address)).toEqual(["ben.carter@example.com", "rosa.delgado@example.com"]);
    const [ben, rosa] = emails;
    expect(ben!.subject).toBe(`Your Personal auto policy renews on Thursday, July 30, 2026`);
    expect(ben!.text_body).toContain("Hello Ben,");
    expect(ben!.text_body).toContain("Call Dana Reyes at (702) 555-0101.");
    expect(ben!.html_body).toContain("<strong>Acme Mutual</strong>");
    expect(ben!.reply_to).toBe("dana@agency.test");
    expect(rosa!.subject).toBe("Su póliza de Personal auto se renueva el jueves, 30 de julio de 2026");
    expect(rosa!.text_body).toContain("Hola Rosa:");
    expect(rosa!.html_body).toContain('<html lang="es">');
    // Every occurrence is on record, sent or not: Olga's says why.
    const sends = await sendsOf(campaign);
    expect(sends.map((s) => [s.recipient_name, s.status, s.language])).toEqual([
      ["Ben Carter", "sent", "en"],
      ["Olga Stop", "opted_out", "en"],
      ["Rosa Delgado", "sent", "es"],
    ]);
    expect(sends.find((s) => s.status === "sent")!.email_id).toBeTruthy();
    // A second run, and a run days later within the grace period, send nothing more.
    expect(await run()).toBe(0);
    expect(await run(new Date(NOW.getTime() + 2 * DAY))).toBe(0);
    expect(await campaignEmails()).toHaveLength(2);
  });

  it("as marketing, reaches only those whose marketing consent names email", async () => {
    await renewalBook();
    await insertMarketingConsent("rosa.delgado@example.com");
    // Ben's consent is an older one, for calls and texts only; Olga consented and then opted out.
    await insertMarketingConsent("ben.carter@example.com", 2);
    await insertMarketingConsent("olga.stop@example.com");
    const campaign = await insertCampaign({ purpose: "marketing", audience: { lines: ["auto"] } });
    expect(await run()).toBe(1);
    expect((await campaignEmails()).map((e) => [e.to_address, e.kind])).toEqual([["rosa.delgado@example.com", "campaign.marketing"]]);
    expect((await sendsOf(campaign)).map((s) => [s.recipient_name, s.status])).toEqual([
      ["Ben Carter", "no_consent"],
      ["Olga Stop", "opted_out"],
      ["Rosa Delgado", "sent"],
    ]);
  });

  it("keeps every person within the monthly cap of marketing emails, and opens it again the next month", async () => {
    const ana = await insertCustomer({ name: "Ana Lopez" });
    await insertPolicy(ana, { line: "auto" });
    await insertMarketingConsent("ana.lopez@example.com");
    const campaigns = [];
    for (const [i, name] of ["Spring", "Summer", "Safety"].entries()) {
      campaigns.push(await insertCampaign({ name, purpose: "marketing", trigger: "fixed_date", fixedDate: plusDays(-i), audience: { lines: ["auto"] } }));
    }
    expect(await run()).toBe(2);
    const statuses = await db().selectFrom("campaign_sends").select("status").execute();
    expect(statuses.map((s) => s.status).sort()).toEqual(["over_cap", "sent", "sent"]);
    // A service message does not count toward the cap.
    await insertCampaign({ name: "Check-in", trigger: "fixed_date", fixedDate: TODAY, audience: { lines: ["auto"] } });
    expect(await run()).toBe(1);
    // July: a new month, a new allowance; the admin's cap of 1 applies.
    await setMarketingMonthlyCap(db(), systemActor("test"), 1, NOW);
    const july = new Date("2026-07-02T17:00:00.000Z");
    await insertCampaign({ name: "July 4th", purpose: "marketing", trigger: "fixed_date", fixedDate: "2026-07-02", audience: { lines: ["auto"] } });
    await insertCampaign({ name: "July sale", purpose: "marketing", trigger: "fixed_date", fixedDate: "2026-07-01", audience: { lines: ["auto"] } });
    expect(await run(july)).toBe(1);
    expect(await db().selectFrom("marketing_email_counts").select(["month", "sent"]).orderBy("month").execute()).toEqual([
      { month: "2026-06", sent: 2 },
      { month: "2026-07", sent: 1 },
    ]);
  });

  it("sends once when two instances run at the same moment", async () => {
    for (let i = 0; i < 12; i++) {
      const id = await insertCustomer({ name: `Customer ${i}` });
      await insertPolicy(id, { line: "auto", expires: plusDays(45) });
      await insertMarketingConsent(`customer.${i}@example.com`);
    }
    await insertCampaign({ purpose: "marketing", audience: { lines: ["auto"] } });
    await insertCampaign({ name: "Second", purpose: "marketing", offset: 44, audience: { lines: ["auto"] } });
    const [a, b, c] = await Promise.all([run(), run(), run()]);
    expect(a! + b! + c!).toBe(12);
    const emails = await campaignEmails();
    expect(emails).toHaveLength(12);
    expect(new Set(emails.map((e) => e.to_address)).size).toBe(12);
  });

  it("a task-only campaign never emails: the owner gets a task, or nobody when the owner left", async () => {
    const rosa = await insertCustomer({ name: "Rosa Delgado", phone: "(702) 555-0123" });
    await insertPolicy(rosa, { line: "auto", expires: plusDays(45) });
    const orphan = await insertCustomer({ name: "Otto Orphan", ownerId: "user-gone" });
    await insertPolicy(orphan, { line: "auto", expires: plusDays(45) });
    const campaign = await insertCampaign({ action: "task" });
    expect(await run()).toBe(0);
    expect(await campaignEmails()).toEqual([]);
    const tasks = await db().selectFrom("tasks").selectAll().orderBy("title").execute();
    expect(tasks.map((t) => [t.title, t.owner_id, t.due_date, t.source_type, t.source_id])).toEqual([
      ["Call Otto about the renewal", null, TODAY, "campaign", campaign],
      ["Call Rosa about the renewal", "user-dana", TODAY, "campaign", campaign],
    ]);
    expect((await sendsOf(campaign)).map((s) => s.status)).toEqual(["task_only", "task_only"]);
  });

  it("a marketing call task needs a marketing consent and a number that may be called", async () => {
    const yes = await insertCustomer({ name: "Yolanda Yes", phone: "(702) 555-0111" });
    await insertPolicy(yes, { line: "auto" });
    await insertMarketingConsent("yolanda.yes@example.com", 1);
    const noCall = await insertCustomer({ name: "Nora Nocall", phone: "(702) 555-0112" });
    await insertPolicy(noCall, { line: "auto" });
    await insertMarketingConsent("nora.nocall@example.com", 1);
    await recordOptOut(db(), { emails: [], phones: ["(702) 555-0112"], channels: ["calls"], method: "phone", actor: null }, NOW);
    const none = await insertCustomer({ name: "Ned None", phone: "(702) 555-0113" });
    await insertPolicy(none, { line: "auto" });
    const campaign = await insertCampaign({ purpose: "marketing", trigger: "fixed_date", fixedDate: TODAY, action: "task", audience: { lines: ["auto"] } });
    await run();
    expect((await sendsOf(campaign)).map((s) => [s.recipient_name, s.status, !!s.task_id])).toEqual([
      ["Ned None", "no_consent", false],
      ["Nora Nocall", "opted_out", false],
      ["Yolanda Yes", "task_only", true],
    ]);
  });

  it("waits for the send hour, honours the grace days, and ignores paused and draft campaigns", async () => {
    const ben = await insertCustomer({ name: "Ben Carter" });
    await insertPolicy(ben, { expires: plusDays(45) });
    const late = await insertCustomer({ name: "Lou Late" });
    // Due two days ago: still sent. Due five days ago: too old.
    await insertPolicy(late, { expires: plusDays(43) });
    const old = await insertCustomer({ name: "Old Otis" });
    await insertPolicy(old, { expires: plusDays(40) });
    await insertCampaign({ sendHour: 11 });
    await insertCampaign({ name: "Paused", status: "paused", sendHour: 0 });
    await insertCampaign({ name: "Draft", status: "draft", sendHour: 0 });
    // 10:00 in Las Vegas: today's occurrence waits for 11:00; the one due two days ago goes.
    expect(await run()).toBe(1);
    expect((await campaignEmails()).map((e) => e.to_address)).toEqual(["lou.late@example.com"]);
    expect(await run(new Date(NOW.getTime() + 60 * 60 * 1000))).toBe(1);
    expect((await campaignEmails()).map((e) => e.to_address)).toEqual(["ben.carter@example.com", "lou.late@example.com"]);
  });

  it("finds each trigger's occurrences: a completed request, a won lead, a first policy, an anniversary", async () => {
    const sara = await insertCustomer({ name: "Sara Service" });
    const requestId = randomUUID();
    await db()
      .insertInto("service_requests")
      .values({
        id: requestId,
        request_number: "SR-2026-000001",
        customer_id: sara,
        policy_id: null,
        user_id: null,
        request_type: "other",
        details_json: "[]",
        status: "completed",
        owner_id: null,
        created_at: "2026-06-10T17:00:00.000Z",
        changed_at: "2026-06-12T17:00:00.000Z",
        // 12 June, 10:00 in Las Vegas: three days before NOW.
        closed_at: "2026-06-12T17:00:00.000Z",
      })
      .execute();
    await db()
      .insertInto("quote_requests")
      .values({
        id: "lead-won",
        first_name: "Wendy",
        last_name: "Winner",
        email: "wendy@example.com",
        phone: "7025550199",
        details_json: "[]",
        status: "won",
        created_at: "2026-06-01T17:00:00.000Z",
        closed_at: "2026-06-14T17:00:00.000Z",
        won_line: "home",
        won_carrier: "Acme Mutual",
        owner_id: "user-dana",
        locale: "es",
        zip_code: "89101",
        insurance_types: '["home"]',
        current_insurance: "no",
        current_provider: null,
        satisfaction_level: "",
        home_ownership: "own",
        vehicle_count: "0",
        business_type: null,
        business_size: null,
        business_years: null,
        budget_range: "",
        timeline: "asap",
        additional_info: null,
        contact_preference: "email",
        consent_text: null,
        consent_at: null,
      })
      .execute();
    const newbie = await insertCustomer({ name: "Nina New" });
    await insertPolicy(newbie, { effective: plusDays(-1), expires: plusDays(364) });
    const veteran = await insertCustomer({ name: "Victor Veteran" });
    await insertPolicy(veteran, { effective: "2019-06-17", expires: "2027-06-17" });

    const ids = {
      request: await insertCampaign({ name: "Thanks for asking", trigger: "request_completed", offset: 3 }),
      lead: await insertCampaign({ name: "Welcome aboard", trigger: "lead_won", offset: 1 }),
      first: await insertCampaign({ name: "New customer", trigger: "first_policy", offset: 1 }),
      anniversary: await insertCampaign({ name: "Anniversary", trigger: "policy_anniversary", offset: 2 }),
    };
    await run();
    const names = async (id: string) => (await sendsOf(id)).map((s) => [s.recipient_name, s.status, s.occurrence_key.split(":")[0]]);
    expect(await names(ids.request)).toEqual([["Sara Service", "sent", "request"]]);
    expect(await names(ids.lead)).toEqual([["Wendy Winner", "sent", "lead"]]);
    // The veteran's earliest policy started years ago: not a new customer.
    expect(await names(ids.first)).toEqual([["Nina New", "sent", "first"]]);
    expect(await names(ids.anniversary)).toEqual([["Victor Veteran", "sent", "anniversary"]]);
    const wendy = (await campaignEmails()).find((e) => e.to_address === "wendy@example.com")!;
    expect(wendy.html_body).toContain('<html lang="es">');
  });

  it("narrows by the audience: a cross-sell to auto customers without home or renters", async () => {
    const autoOnly = await insertCustomer({ name: "Alan Auto" });
    await insertPolicy(autoOnly, { line: "auto" });
    const both = await insertCustomer({ name: "Betty Both" });
    await insertPolicy(both, { line: "auto" });
    await insertPolicy(both, { line: "renters" });
    const spanish = await insertCustomer({ name: "Sofia Auto", language: "es" });
    await insertPolicy(spanish, { line: "auto", carrier: "Other Co" });
    for (const email of ["alan.auto@example.com", "betty.both@example.com", "sofia.auto@example.com"]) await insertMarketingConsent(email);
    const campaign = await insertCampaign({
      purpose: "marketing",
      trigger: "fixed_date",
      fixedDate: TODAY,
      audience: { lines: ["auto"], lacksLines: ["home", "renters"], carriers: ["acme mutual"] },
    });
    const preview = await previewCampaign(db(), campaignFromRow((await db().selectFrom("campaigns").selectAll().where("id", "=", campaign).executeTakeFirstOrThrow())), NOW, defaultAgency);
    expect(preview.recipients.map((r) => [r.name, r.outcome, r.values.first_name])).toEqual([["Alan Auto", "sent", "Alan"]]);
    expect(preview.counts.sent).toBe(1);
    await run();
    expect((await sendsOf(campaign)).map((s) => s.recipient_name)).toEqual(["Alan Auto"]);
    // Once handled, nobody is left to preview.
    const after = await previewCampaign(db(), campaignFromRow((await db().selectFrom("campaigns").selectAll().where("id", "=", campaign).executeTakeFirstOrThrow())), NOW, defaultAgency);
    expect(after.recipients).toEqual([]);
  });

  it("a person's erasure takes what campaigns did for them and the tasks about them, and their export lists them", async () => {
    const rosa = await insertCustomer({ name: "Rosa Delgado" });
    await insertPolicy(rosa, { expires: plusDays(45) });
    const ben = await insertCustomer({ name: "Ben Carter" });
    await insertPolicy(ben, { expires: plusDays(45) });
    await insertCampaign({ action: "both" });
    await run();
    const held = await findPersonData(db(), { emails: ["rosa.delgado@example.com"], phones: [] });
    expect(held.sections.find((s) => s.key === "campaign_sends")?.rows).toHaveLength(1);
    expect(held.sections.find((s) => s.key === "tasks")?.rows).toHaveLength(1);
    // Sent by now: an email still leaving would hold the erasure back.
    await db().updateTable("email_outbox").set({ status: "sent" }).execute();
    const erased = await erasePersonData(db(), systemActor("test"), { emails: ["rosa.delgado@example.com"], phones: [] }, NOW);
    expect(erased.ok).toBe(true);
    expect((await db().selectFrom("campaign_sends").select("recipient_name").execute()).map((r) => r.recipient_name)).toEqual(["Ben Carter"]);
    expect((await db().selectFrom("tasks").select("title").execute()).map((r) => r.title)).toEqual(["Call Ben about the renewal"]);
    expect((await campaignEmails()).map((e) => e.to_address)).toEqual(["ben.carter@example.com"]);
  });

  it("runs as part of the scheduler's minute", async () => {
    const ben = await insertCustomer({ name: "Ben Carter" });
    await insertPolicy(ben, { expires: plusDays(45) });
    await insertCampaign({});
    const result = await runScheduledJobs({ db: db(), agency: defaultAgency, publicUrl: PUBLIC_URL }, NOW);
    expect(result.campaigns).toBe(1);
  });
});
