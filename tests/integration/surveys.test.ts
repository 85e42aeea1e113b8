/**
 * The "how likely are you to recommend us" survey against real databases (SQLite, and PostgreSQL
 * when available), with an injected clock: a completed request, a won lead and a renewal each get
 * one survey the day after, from 10:00; nobody is surveyed twice in 90 days (and is again after),
 * an opted-out address gets none, two runs at once send once and the 90-day rule holds when two
 * instances survey the same address for two events at once; opening the link records nothing,
 * answering twice records once, a 3 makes the owner's task; the review link goes to a 9 and a 3
 * alike once others' answers reach the threshold, and to neither before; bad links are refused;
 * the settings; the admin's numbers; a person's export and erasure; the email's retention and the
 * survey's own (RETENTION_MONTHS_SURVEYS).
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { defaultAgency } from "../../app/config/agency.ts";
import { fromLasVegas } from "../../app/lib/las-vegas-time.ts";
import { systemActor } from "../../app/server/audit/record-audit.ts";
import { erasePersonData } from "../../app/server/compliance/erase-person-data.ts";
import { findPersonData } from "../../app/server/compliance/person-data.ts";
import { contactKeyHash, recordOptOut } from "../../app/server/compliance/suppressions.ts";
import { runScheduledJobs } from "../../app/server/notifications/scheduler.ts";
import { purgeEmailContent } from "../../app/server/retention/purge-email-content.ts";
import { purgeSurveys } from "../../app/server/retention/purge-surveys.ts";
import { answerSurvey, loadSurveyPage } from "../../app/server/surveys/answer-survey.ts";
import { dueSurveyOccurrences, sendDueSurveys, surveyOccurrence } from "../../app/server/surveys/send-surveys.ts";
import { SURVEY_EMAIL_KIND } from "../../app/server/surveys/survey-email.ts";
import { loadSurveyReport } from "../../app/server/surveys/survey-report.ts";
import { getSurveySettings, setSurveySettings } from "../../app/server/surveys/survey-settings.ts";
import { signSurveyToken } from "../../app/server/surveys/survey-token.ts";
import { insertCustomer as insertTestCustomer, type CustomerFixture } from "../support/customer-fixtures.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "../support/test-database.ts";

const SECRET = "surveys-test-secret-0123456789-abcdefghij";
const PUBLIC_URL = "https://agency.test";
const context = { agency: defaultAgency, publicUrl: PUBLIC_URL, secret: SECRET };
const lv = (date: string, time: string) => fromLasVegas(date, time)!;
/** Tuesday 16 June 2026, 11:00 in Las Vegas. */
const NOW = lv("2026-06-16", "11:00");
/** Monday 15 June, 14:00 in Las Vegas: yesterday's event, due at NOW. */
const YESTERDAY = lv("2026-06-15", "14:00").toISOString();
const DAY = 86_400_000;
const later = (days: number, from = NOW) => new Date(from.getTime() + days * DAY);
const admin = { id: "user-owner", email: "owner@agency.test" };

describe.each(testEngines())("surveys on %s", (engine) => {
  let database: TestDatabase;
  const db = () => database.db;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database?.destroy();
  });
  beforeEach(async () => {
    for (const table of ["nps_surveys", "email_outbox", "tasks", "service_requests", "policy_renewals", "customers", "coverage_reviews", "quote_requests", "contact_suppressions", "contact_opt_outs", "agency_settings", "audit_log", "user"] as const) {
      await db().deleteFrom(table).execute();
    }
    for (const [id, email, name, disabled] of [["user-dana", "dana@agency.test", "Dana Reyes", false], ["user-gone", "gone@agency.test", "Gone Person", true]] as const) {
      await db()
        .insertInto("user")
        .values({ id, name, email, email_verified: true, role: "staff", disabled, created_at: NOW, updated_at: NOW, phone: null })
        .execute();
    }
  });

  const insertCustomer = (c: CustomerFixture) => insertTestCustomer(db(), c, NOW);

  let requestNumber = 0;
  async function completeRequest(customerId: string, closedAt = YESTERDAY, locale: "en" | "es" = "en") {
    const id = randomUUID();
    requestNumber++;
    await db()
      .insertInto("service_requests")
      .values({
        id,
        request_number: `SR-2026-${String(requestNumber).padStart(6, "0")}`,
        customer_id: customerId,
        policy_id: null,
        user_id: null,
        request_type: "other",
        details_json: "[]",
        status: "completed",
        owner_id: null,
        created_at: "2026-06-01T17:00:00.000Z",
        changed_at: closedAt,
        closed_at: closedAt,
        locale,
      })
      .execute();
    return id;
  }

  async function winLead(lead: { first: string; last: string; email: string; locale?: "en" | "es"; closedAt?: string; ownerId?: string | null }) {
    const id = randomUUID();
    await db()
      .insertInto("coverage_reviews")
      .values({
        id,
        first_name: lead.first,
        last_name: lead.last,
        email: lead.email,
        phone: "7025550199",
        details_json: "[]",
        status: "won",
        created_at: "2026-06-01T17:00:00.000Z",
        closed_at: lead.closedAt ?? YESTERDAY,
        owner_id: lead.ownerId === undefined ? "user-dana" : lead.ownerId,
        locale: lead.locale ?? "en",
        current_carriers: "Acme",
        renewal_month: "07",
        concerns: null,
        consent_text: "I agree",
        consent_at: "2026-06-01T17:00:00.000Z",
      })
      .execute();
    return id;
  }

  async function renew(customerId: string, recordedAt = YESTERDAY) {
    const id = randomUUID();
    await db()
      .insertInto("policy_renewals")
      .values({ id, policy_id: randomUUID(), customer_id: customerId, line: "auto", previous_expiration: "2026-06-20", new_expiration: "2027-06-20", recorded_at: recordedAt })
      .execute();
    return id;
  }

  const surveys = () => db().selectFrom("nps_surveys").selectAll().orderBy("sent_at").orderBy("occurrence_key").execute();
  const surveyEmails = () => db().selectFrom("email_outbox").selectAll().where("kind", "=", SURVEY_EMAIL_KIND).orderBy("to_address").execute();
  const send = (now = NOW) => sendDueSurveys(db(), context, now);
  const surveyOf = async (email: string) => (await db().selectFrom("nps_surveys").selectAll().where("email", "=", email).executeTakeFirstOrThrow());
  const tokenOf = async (email: string) => signSurveyToken(SECRET, (await surveyOf(email)).id, NOW);

  /** Answers given by others, stored as the page stores them. */
  async function othersAnswered(scores: number[], answeredAt = NOW) {
    for (const score of scores) {
      const email = `other-${randomUUID()}@example.com`;
      await db()
        .insertInto("nps_surveys")
        .values({
          id: randomUUID(),
          trigger_kind: "request_completed",
          occurrence_key: `request:${randomUUID()}`,
          customer_id: null,
          lead_form: null,
          lead_id: null,
          recipient_name: "Someone Else",
          email,
          recipient_hash: contactKeyHash(`e:${email}`),
          owner_id: null,
          language: "en",
          sent_at: new Date(answeredAt.getTime() - DAY).toISOString(),
          email_id: null,
          score,
          answered_at: answeredAt.toISOString(),
          comment: null,
          task_id: null,
        })
        .execute();
    }
  }

  it("surveys a completed request, a won lead and a renewal once each, in the person's language", async () => {
    const rosa = await insertCustomer({ name: "Rosa Delgado" });
    const requestId = await completeRequest(rosa);
    const leadId = await winLead({ first: "Wendy", last: "Winner", email: "Wendy@Example.com", locale: "es" });
    const pablo = await insertCustomer({ name: "Pablo Ruiz", language: "es" });
    const renewalId = await renew(pablo);

    expect(await send()).toBe(3);
    const rows = await surveys();
    expect(rows.map((r) => [r.trigger_kind, r.occurrence_key, r.email, r.recipient_name, r.language, r.owner_id]).sort()).toEqual(
      [
        ["lead_won", `lead:coverage-reviews:${leadId}`, "wendy@example.com", "Wendy Winner", "es", "user-dana"],
        ["policy_renewed", `renewal:${renewalId}`, "pablo.ruiz@example.com", "Pablo Ruiz", "es", "user-dana"],
        ["request_completed", `request:${requestId}`, "rosa.delgado@example.com", "Rosa Delgado", "en", "user-dana"],
      ].sort(),
    );
    for (const row of rows) expect(row.recipient_hash).toBe(contactKeyHash(`e:${row.email}`));
    const emails = await surveyEmails();
    expect(emails.map((e) => [e.to_address, e.record_type, e.status])).toEqual([
      ["pablo.ruiz@example.com", "survey", "queued"],
      ["rosa.delgado@example.com", "survey", "queued"],
      ["wendy@example.com", "survey", "queued"],
    ]);
    for (const email of emails) expect(rows.find((r) => r.email === email.to_address)!.email_id).toBe(email.id);
    const rosaEmail = emails.find((e) => e.to_address === "rosa.delgado@example.com")!;
    expect(rosaEmail.text_body).toContain("How likely are you to recommend");
    expect(rosaEmail.text_body).toContain("SR-2026-");
    expect(rosaEmail.html_body.match(/href="https:\/\/agency\.test\/survey\?token=[^"]+&amp;score=\d+"/g)).toHaveLength(11);
    expect(emails.find((e) => e.to_address === "wendy@example.com")!.html_body).toContain("https://agency.test/es/survey?token=");
    // Again, and again a day later: nothing more.
    expect(await send()).toBe(0);
    expect(await send(later(1))).toBe(0);
  });

  it("waits for the day after the event and 10:00, looks back 3 days, and skips a trigger that is off", async () => {
    const early = await insertCustomer({ name: "Early Bird" });
    // This morning's request: not today.
    await completeRequest(early, lv("2026-06-16", "08:00").toISOString());
    const old = await insertCustomer({ name: "Old Timer" });
    await completeRequest(old, lv("2026-06-12", "09:00").toISOString());
    expect(await send()).toBe(0);
    expect(await send(lv("2026-06-17", "09:59"))).toBe(0);
    expect(await send(lv("2026-06-17", "10:00"))).toBe(1);
    expect((await surveys()).map((s) => s.recipient_name)).toEqual(["Early Bird"]);

    await setSurveySettings(db(), admin, { triggers: { request_completed: true, lead_won: false, policy_renewed: true }, reviewThreshold: 50 }, NOW);
    await winLead({ first: "Lena", last: "Lead", email: "lena@example.com" });
    expect(await send()).toBe(0);
    await setSurveySettings(db(), admin, { triggers: { request_completed: true, lead_won: true, policy_renewed: true }, reviewThreshold: 50 }, NOW);
    expect(await send()).toBe(1);
  });

  it("surveys nobody twice in 90 days, whatever the event or the address's case, and again after", async () => {
    const rosa = await insertCustomer({ name: "Rosa Delgado" });
    await completeRequest(rosa);
    expect(await send()).toBe(1);
    // Ten days later her policy renews and she wins a quote under the same address in capitals.
    await renew(rosa, later(9).toISOString());
    await winLead({ first: "Rosa", last: "Delgado", email: "ROSA.DELGADO@example.com", closedAt: later(9).toISOString() });
    expect(await send(later(10))).toBe(0);
    // 91 days later: another request completed, and she is asked again.
    await completeRequest(rosa, later(90).toISOString());
    expect(await send(later(91))).toBe(1);
    expect((await surveys()).map((s) => s.trigger_kind)).toEqual(["request_completed", "request_completed"]);
  });

  it("sends nothing to an address that opted out of reminder email", async () => {
    const nora = await insertCustomer({ name: "Nora Noemail" });
    await completeRequest(nora);
    await recordOptOut(db(), { emails: ["nora.noemail@example.com"], phones: [], channels: ["email"], method: "phone", actor: null }, NOW);
    expect(await dueSurveyOccurrences(db(), NOW)).toEqual([]);
    expect(await send()).toBe(0);
    expect(await surveys()).toEqual([]);
  });

  it("sends once when two runs go at the same moment", async () => {
    for (const name of ["Ana One", "Ben Two", "Cleo Three", "Dev Four"]) await completeRequest(await insertCustomer({ name }));
    const [first, second] = await Promise.all([send(), send()]);
    expect(first + second).toBe(4);
    expect(await surveys()).toHaveLength(4);
    expect(await surveyEmails()).toHaveLength(4);
  });

  it("keeps the 90-day rule when two instances survey one address for two events at once", async () => {
    // Ten people, each with a completed request and a renewal due at once: two instances take one event each.
    for (let i = 0; i < 10; i++) {
      const customer = await insertCustomer({ name: `Twice Person${i}` });
      await completeRequest(customer);
      await renew(customer);
    }
    const due = await dueSurveyOccurrences(db(), NOW);
    expect(due).toHaveLength(20);
    const byKind = (trigger: string) => due.filter((o) => o.trigger === trigger);
    const runAll = async (list: typeof due) => {
      const outcomes = [];
      for (const occurrence of list) outcomes.push(await surveyOccurrence(db(), occurrence, context, NOW));
      return outcomes;
    };
    const [a, b] = await Promise.all([runAll(byKind("request_completed")), runAll(byKind("policy_renewed"))]);
    expect([...a, ...b].filter((o) => o === "sent")).toHaveLength(10);
    expect([...a, ...b].filter((o) => o === "recently-surveyed")).toHaveLength(10);
    const rows = await surveys();
    expect(new Set(rows.map((r) => r.recipient_hash)).size).toBe(10);
    expect(rows).toHaveLength(10);
  });

  it("records nothing when the link is opened, records an answer once, and makes the owner a task for a 3", async () => {
    const rosa = await insertCustomer({ name: "Rosa Delgado" });
    await completeRequest(rosa);
    const happy = await insertCustomer({ name: "Hal Happy" });
    await completeRequest(happy);
    const orphan = await insertCustomer({ name: "Olga Orphan", ownerId: "user-gone" });
    await completeRequest(orphan);
    expect(await send()).toBe(3);
    const token = await tokenOf("rosa.delgado@example.com");

    expect(await loadSurveyPage(db(), SECRET, token, NOW)).toMatchObject({ ok: true, state: "open", locale: "en" });
    expect((await surveyOf("rosa.delgado@example.com")).answered_at).toBeNull();

    const at = later(0.1);
    const first = await answerSurvey(db(), SECRET, token, { score: 3, comment: "The certificate took a week." }, at);
    expect(first).toMatchObject({ ok: true, recorded: true, score: 3 });
    const second = await answerSurvey(db(), SECRET, token, { score: 10, comment: "Changed my mind" }, later(0.2));
    expect(second).toMatchObject({ ok: true, recorded: false, score: 3, answeredAt: at.toISOString() });
    const row = await surveyOf("rosa.delgado@example.com");
    expect([row.score, row.comment, row.answered_at]).toEqual([3, "The certificate took a week.", at.toISOString()]);
    expect(await loadSurveyPage(db(), SECRET, token, later(1))).toMatchObject({ ok: true, state: "answered", score: 3 });

    const tasks = await db().selectFrom("tasks").selectAll().execute();
    expect(tasks).toHaveLength(1);
    const task = tasks[0]!;
    expect([task.owner_id, task.title, task.due_date, task.customer_id, task.source_type, task.source_id, task.status]).toEqual([
      "user-dana",
      "Call Rosa Delgado: scored 3 out of 10",
      "2026-06-16",
      rosa,
      "survey",
      row.id,
      "open",
    ]);
    expect(task.detail).toContain("The certificate took a week.");
    expect(task.detail).toMatch(/Service request SR-2026-\d+ completed/);
    expect(row.task_id).toBe(task.id);

    // A 9 makes no task; a low score whose owner left the team goes to nobody (the admins see it).
    await answerSurvey(db(), SECRET, await tokenOf("hal.happy@example.com"), { score: 9, comment: "" }, at);
    expect(await db().selectFrom("tasks").select("id").execute()).toHaveLength(1);
    await answerSurvey(db(), SECRET, await tokenOf("olga.orphan@example.com"), { score: 0, comment: "" }, at);
    const orphanTask = await db().selectFrom("tasks").selectAll().where("customer_id", "=", orphan).executeTakeFirstOrThrow();
    expect([orphanTask.owner_id, orphanTask.detail]).toEqual([null, expect.stringContaining("No comment.")]);
  });

  it("offers the review link to a 9 and a 3 alike once others' answers reach the threshold, and to neither before", async () => {
    const people = ["Nine Before", "Three Before", "Nine After", "Three After"];
    for (const name of people) await completeRequest(await insertCustomer({ name }));
    expect(await send()).toBe(4);
    const token = (name: string) => tokenOf(`${name.toLowerCase().replace(" ", ".")}@example.com`);

    // Others so far: mostly unhappy (score −33).
    await othersAnswered([2, 3, 9]);
    expect(await answerSurvey(db(), SECRET, await token("Nine Before"), { score: 9, comment: "" }, NOW)).toMatchObject({ recorded: true, offerReview: false });
    expect(await answerSurvey(db(), SECRET, await token("Three Before"), { score: 3, comment: "" }, NOW)).toMatchObject({ recorded: true, offerReview: false });

    // Eight more promoters: the others' score passes 50 for whoever answers next, whatever they choose.
    await othersAnswered([10, 10, 10, 10, 10, 10, 10, 10]);
    expect(await answerSurvey(db(), SECRET, await token("Nine After"), { score: 9, comment: "" }, NOW)).toMatchObject({ recorded: true, offerReview: true });
    // With their own 3 counted the score would be 46.7: it is left out, so they are offered the link too.
    expect(await answerSurvey(db(), SECRET, await token("Three After"), { score: 3, comment: "" }, NOW)).toMatchObject({ recorded: true, offerReview: true });
    // The earlier 3 sees it now as well, on the page and after another post (which changes nothing).
    expect(await loadSurveyPage(db(), SECRET, await token("Three Before"), NOW)).toMatchObject({ state: "answered", offerReview: true });
    expect(await answerSurvey(db(), SECRET, await token("Three Before"), { score: 10, comment: "" }, NOW)).toMatchObject({ recorded: false, score: 3, offerReview: true });

    // A higher threshold, and answers older than 90 days do not count.
    await setSurveySettings(db(), admin, { triggers: { request_completed: true, lead_won: true, policy_renewed: true }, reviewThreshold: 90 }, NOW);
    expect(await loadSurveyPage(db(), SECRET, await token("Nine After"), NOW)).toMatchObject({ offerReview: false });
    await setSurveySettings(db(), admin, { triggers: { request_completed: true, lead_won: true, policy_renewed: true }, reviewThreshold: 50 }, NOW);
    const nineAfter = (await surveyOf("nine.after@example.com")).id;
    expect(await loadSurveyPage(db(), SECRET, signSurveyToken(SECRET, nineAfter, later(91)), later(91))).toMatchObject({ offerReview: false });
  });

  it("refuses an altered, expired or unknown link and changes nothing", async () => {
    await completeRequest(await insertCustomer({ name: "Rosa Delgado" }));
    await send();
    const token = await tokenOf("rosa.delgado@example.com");
    const [version, id, expires, signature] = token.split(".") as [string, string, string, string];
    const altered = [version, id, String(Number(expires) + 1), signature].join(".");
    expect(await loadSurveyPage(db(), SECRET, altered, NOW)).toEqual({ ok: false, reason: "invalid" });
    expect(await loadSurveyPage(db(), SECRET, token, later(61))).toEqual({ ok: false, reason: "expired" });
    expect(await loadSurveyPage(db(), SECRET, signSurveyToken(SECRET, randomUUID(), NOW), NOW)).toEqual({ ok: false, reason: "invalid" });
    expect(await loadSurveyPage(db(), SECRET, null, NOW)).toEqual({ ok: false, reason: "invalid" });
    expect(await answerSurvey(db(), SECRET, altered, { score: 9, comment: "" }, NOW)).toEqual({ ok: false, reason: "invalid" });
    expect(await answerSurvey(db(), SECRET, token, { score: 9, comment: "" }, later(61))).toEqual({ ok: false, reason: "expired" });
    expect((await surveyOf("rosa.delgado@example.com")).answered_at).toBeNull();
  });

  it("keeps the settings, all on and 50 by default, with an audit entry per change", async () => {
    expect(await getSurveySettings(db())).toEqual({ triggers: { request_completed: true, lead_won: true, policy_renewed: true }, reviewThreshold: 50 });
    const settings = { triggers: { request_completed: true, lead_won: false, policy_renewed: true }, reviewThreshold: -20 };
    expect(await setSurveySettings(db(), admin, settings, NOW)).toEqual({ changed: true });
    expect(await getSurveySettings(db())).toEqual(settings);
    expect(await setSurveySettings(db(), admin, settings, NOW)).toEqual({ changed: false });
    const audit = await db().selectFrom("audit_log").selectAll().execute();
    expect(audit.map((a) => [a.action, a.actor_email, a.detail])).toEqual([
      ["settings.surveys", admin.email, "A quote or coverage review is won: on → off; Review link threshold: 50 → -20"],
    ]);
  });

  it("shows the admin the score, its groups, the months and the answers newest first", async () => {
    const rosa = await insertCustomer({ name: "Rosa Delgado" });
    await completeRequest(rosa);
    await winLead({ first: "Wendy", last: "Winner", email: "wendy@example.com" });
    expect(await send()).toBe(2);
    await answerSurvey(db(), SECRET, await tokenOf("rosa.delgado@example.com"), { score: 3, comment: "Slow" }, later(0.1));
    await answerSurvey(db(), SECRET, await tokenOf("wendy@example.com"), { score: 10, comment: "" }, later(0.2));
    await othersAnswered([9, 8], later(-200));
    const report = await loadSurveyReport(db(), later(1), 1);
    expect(report.recent).toMatchObject({ promoters: 1, passives: 0, detractors: 1, answers: 2, sent: 2, score: 0 });
    expect(report.thresholdMet).toBe(false);
    expect(report.months).toHaveLength(12);
    expect(report.months.at(-1)).toMatchObject({ key: "2026-06", sent: 2, answers: 2, score: 0 });
    expect(report.months.find((m) => m.key === "2025-11")).toMatchObject({ answers: 2, promoters: 1, passives: 1, score: 50 });
    expect(report.total).toBe(4);
    expect(report.responses.slice(0, 2).map((r) => [r.name, r.score, r.comment, r.whoHref?.split("/").slice(0, 3).join("/"), r.occasion.text, r.hasTask])).toEqual([
      ["Wendy Winner", 10, null, "/admin/inbox", "Coverage review won", false],
      ["Rosa Delgado", 3, "Slow", "/admin/customers", expect.stringMatching(/^Service request SR-2026-\d+ completed$/), true],
    ]);
    expect(report.responses[1]!.taskOwner).toBe("Dana Reyes");
  });

  it("puts a person's surveys in their export, and erasure keeps the score and the hash without them", async () => {
    const rosa = await insertCustomer({ name: "Rosa Delgado" });
    await completeRequest(rosa);
    await send();
    await answerSurvey(db(), SECRET, await tokenOf("rosa.delgado@example.com"), { score: 2, comment: "My agent never called back." }, NOW);
    await db().updateTable("email_outbox").set({ status: "sent" }).execute();

    const found = await findPersonData(db(), { emails: ["rosa.delgado@example.com"], phones: [] });
    const section = found.sections.find((s) => s.key === "nps_surveys");
    expect(section?.rows.map((r) => [r.score, r.comment, r.email])).toEqual([[2, "My agent never called back.", "rosa.delgado@example.com"]]);

    const erased = await erasePersonData(db(), admin, { emails: ["rosa.delgado@example.com"], phones: [] }, NOW);
    expect(erased.ok).toBe(true);
    const [row] = await surveys();
    expect([row!.email, row!.recipient_name, row!.comment, row!.score, row!.recipient_hash]).toEqual([null, null, null, 2, contactKeyHash("e:rosa.delgado@example.com")]);
    // The low score's task named her and quoted her: it goes with her records.
    expect(await db().selectFrom("tasks").selectAll().execute()).toEqual([]);
    expect((await loadSurveyReport(db(), NOW, 1)).recent).toMatchObject({ detractors: 1, answers: 1 });

    // She comes back as a customer a month later: still inside her 90 days, by the kept hash.
    const again = await insertCustomer({ name: "Rosa Delgado" });
    await completeRequest(again, later(29).toISOString());
    expect(await send(later(30))).toBe(0);
    // And the archive still finds the kept row by that hash.
    expect((await findPersonData(db(), { emails: ["rosa.delgado@example.com"], phones: [] })).sections.find((s) => s.key === "nps_surveys")?.rows).toHaveLength(1);
  });

  it("keeps a survey email's content 180 days", async () => {
    await completeRequest(await insertCustomer({ name: "Rosa Delgado" }));
    await send();
    // Queued "now" by the outbox's clock: put it at the test's.
    await db().updateTable("email_outbox").set({ status: "sent", created_at: NOW.toISOString() }).execute();
    const policy = { quotes: 24, claims: 84, applications: 24, "pay-per-mile": 24, "coverage-reviews": 24, messages: 24 };
    const actor = systemActor("npm run purge");
    expect((await purgeEmailContent(db(), policy, { now: later(179), actor })).removed.survey).toBe(0);
    expect((await purgeEmailContent(db(), policy, { now: later(181), actor })).removed.survey).toBe(1);
    const [email] = await surveyEmails();
    expect([email!.subject, email!.text_body, email!.to_address]).toEqual(["", "", ""]);
  });

  it("deletes a survey, answered or not, with its address, name and comment, 24 months after it was sent", async () => {
    const rosa = await insertCustomer({ name: "Rosa Delgado" });
    await completeRequest(rosa);
    await send();
    await answerSurvey(db(), SECRET, await tokenOf("rosa.delgado@example.com"), { score: 9, comment: "Quick and kind." }, NOW);
    const actor = systemActor("npm run purge");
    const monthsLater = (months: number, days: number) => {
      const at = new Date(NOW);
      at.setUTCMonth(at.getUTCMonth() + months);
      return new Date(at.getTime() + days * DAY);
    };
    expect(await purgeSurveys(db(), 24, { now: monthsLater(24, -1), actor })).toMatchObject({ removed: 0 });
    expect(await purgeSurveys(db(), 0, { now: monthsLater(60, 0), actor })).toEqual({ removed: 0, cutoff: null });
    expect((await purgeSurveys(db(), 24, { now: monthsLater(24, 1), actor, dryRun: true })).removed).toBe(1);
    expect(await surveys()).toHaveLength(1);
    expect((await purgeSurveys(db(), 24, { now: monthsLater(24, 1), actor })).removed).toBe(1);
    expect(await surveys()).toEqual([]);
    expect(await db().selectFrom("audit_log").select(["action", "target_type", "actor_email"]).where("action", "=", "survey.purge").execute()).toEqual([
      { action: "survey.purge", target_type: "survey", actor_email: "system: npm run purge" },
    ]);
  });

  it("runs in the scheduler when the server's secret is given", async () => {
    await completeRequest(await insertCustomer({ name: "Rosa Delgado" }));
    expect((await runScheduledJobs({ db: db(), agency: defaultAgency, publicUrl: PUBLIC_URL }, NOW)).surveys).toBe(0);
    expect((await runScheduledJobs({ db: db(), agency: defaultAgency, publicUrl: PUBLIC_URL, secret: SECRET }, NOW)).surveys).toBe(1);
  });
});
