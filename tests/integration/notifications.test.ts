/**
 * Assignment rules, notification emails, the daily digest and follow-up reminders on both
 * engines, with the clock moved by hand (every job takes `now`).
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { defaultAgency } from "../../app/config/agency.ts";
import { fromLasVegas } from "../../app/lib/las-vegas-time.ts";
import { claimSchema } from "../../app/lib/schemas/claim.ts";
import { quoteRequestSchema } from "../../app/lib/schemas/quote-request.ts";
import type { Actor } from "../../app/server/audit/record-audit.ts";
import type { UploadContext } from "../../app/server/leads/store-submission.ts";
import { submitClaim } from "../../app/server/leads/submit-claim.ts";
import { submitQuoteRequest } from "../../app/server/leads/submit-quote-request.ts";
import { sendDueDigests } from "../../app/server/notifications/digest.ts";
import { dueFollowUpsQuery, sendFollowUpReminders } from "../../app/server/notifications/follow-up-reminders.ts";
import { runScheduledJobs } from "../../app/server/notifications/scheduler.ts";
import { listAssignmentRules, setAssignmentRule } from "../../app/server/pipeline/assignment.ts";
import { changeStage } from "../../app/server/pipeline/change-stage.ts";
import { setFollowUp } from "../../app/server/pipeline/follow-up.ts";
import { getDigestTime, setDigestTime } from "../../app/server/settings/digest-time.ts";
import { queryPlan } from "../support/query-plan.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "../support/test-database.ts";
import { testFileKeys } from "../support/file-keys.ts";

/** The agency's file keys for this file's submissions and services (uploads are stored encrypted). */
const fileKeys = testFileKeys();

const PUBLIC_URL = "https://agency.test";
/** Las Vegas wall-clock time → the instant. */
const lv = (date: string, time: string) => fromLasVegas(date, time)!;
// Monday 2026-11-23 (PST, UTC-8); Friday before it, Saturday, Sunday.
const MONDAY = "2026-11-23";
const context = (now: Date): UploadContext => ({ agency: defaultAgency, publicUrl: PUBLIC_URL, now, fileKeys });

let counter = 0;
const quote = (name = "Jane") =>
  quoteRequestSchema.parse({
    first_name: name,
    last_name: "Doe",
    email: `${name.toLowerCase()}.${counter++}@example.com`,
    phone: "702-555-0123",
    zip_code: "89118",
    contact_preference: "phone",
    insurance_types: ["auto", "home"],
    current_insurance: "no",
    home_ownership: "own",
    vehicle_count: "1",
    budget_range: "100_250",
    timeline: "within_week",
  });

const claim = (name: string) =>
  claimSchema.parse({
    firstName: name,
    lastName: "Rivera",
    email: `${name.toLowerCase()}.${counter++}@example.com`,
    phone: "702-555-0142",
    policyNumber: "AUTO-1",
    claimType: "Auto - Collision",
    dateOfLoss: "2026-11-01",
    lossLocation: "Flamingo Rd",
    lossCity: "Las Vegas",
    lossState: "NV",
    description: "Rear-ended.",
    injuriesInvolved: "yes",
  });

describe.each(testEngines())("notifications on %s", (engine) => {
  let database: TestDatabase;
  const db = () => database.db;
  let admin: Actor;
  let joined = 0;

  async function addUser(name: string, role: "staff" | "admin" | "customer", extra: { disabled?: boolean; phone?: string } = {}) {
    const id = randomUUID();
    const email = `${name.toLowerCase().replace(/\s+/g, ".")}.${counter++}@agency.test`;
    // Created a minute apart: round-robin goes in the order accounts were created.
    const createdAt = new Date(Date.UTC(2026, 0, 1, 0, joined++));
    await db()
      .insertInto("user")
      .values({ id, name, email, email_verified: true, role, disabled: extra.disabled ?? false, phone: extra.phone ?? null, created_at: createdAt, updated_at: createdAt })
      .execute();
    return { id, name, email };
  }

  const setDisabled = (id: string, disabled: boolean) => db().updateTable("user").set({ disabled }).where("id", "=", id).execute();
  const ownerOf = async (id: string) => (await db().selectFrom("quote_requests").select("owner_id").where("id", "=", id).executeTakeFirstOrThrow()).owner_id;
  const outboxOf = (kind: string) => db().selectFrom("email_outbox").selectAll().where("kind", "=", kind).orderBy("created_at").execute();

  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database?.destroy();
  });
  beforeEach(async () => {
    for (const table of ["quote_requests", "claims", "job_applications", "pay_per_mile_quotes", "email_outbox", "audit_log", "assignment_rules", "digest_runs", "agency_settings", "person_contacts", "user"] as const) {
      await db().deleteFrom(table).execute();
    }
    joined = 0;
    const owner = await addUser("Avery Admin", "admin");
    admin = { id: owner.id, email: owner.email };
  });

  describe("assignment rules", () => {
    it("rotates round-robin over the active team in the order the accounts were created, skipping disabled accounts and customers", async () => {
      await setDisabled(admin.id!, true); // the admin fixture sits out of this rotation
      const a = await addUser("Ana", "staff");
      const b = await addUser("Ben", "admin");
      await addUser("Cora Customer", "customer");
      const c = await addUser("Cal", "staff");
      const owners = [];
      for (let i = 0; i < 4; i++) owners.push(await ownerOf((await submitQuoteRequest(db(), quote(), context(new Date()))).id));
      expect(owners).toEqual([a.id, b.id, c.id, a.id]);

      await setDisabled(b.id, true);
      const next = [];
      for (let i = 0; i < 3; i++) next.push(await ownerOf((await submitQuoteRequest(db(), quote(), context(new Date()))).id));
      expect(next.every((id) => id === a.id || id === c.id)).toBe(true);
      expect(next).not.toContain(b.id);
      expect(new Set(next).size).toBe(2); // still taking turns
    });

    it("gives a form to a named person, and leaves records unassigned while that person is disabled", async () => {
      const dana = await addUser("Dana Reyes", "staff");
      await addUser("Eli", "staff");
      expect(await setAssignmentRule(db(), admin, { form: "quotes", mode: "person", userId: dana.id })).toEqual({ ok: true, changed: true });
      expect((await listAssignmentRules(db())).quotes).toEqual({ form: "quotes", mode: "person", userId: dana.id });
      for (let i = 0; i < 3; i++) expect(await ownerOf((await submitQuoteRequest(db(), quote(), context(new Date()))).id)).toBe(dana.id);

      await setDisabled(dana.id, true);
      expect(await ownerOf((await submitQuoteRequest(db(), quote(), context(new Date()))).id)).toBeNull();

      // Other forms keep their own rule (round-robin by default).
      const { id } = await submitClaim(db(), claim("Sam"), [], context(new Date()));
      expect((await db().selectFrom("claims").select("owner_id").where("id", "=", id).executeTakeFirstOrThrow()).owner_id).not.toBeNull();
    });

    it("refuses a person who is not on the active team, and audits each change once", async () => {
      const customer = await addUser("Cora Customer", "customer");
      const gone = await addUser("Gus", "staff", { disabled: true });
      const dana = await addUser("Dana Reyes", "staff");
      expect(await setAssignmentRule(db(), admin, { form: "claims", mode: "person", userId: customer.id })).toEqual({ ok: false, reason: "not-on-team" });
      expect(await setAssignmentRule(db(), admin, { form: "claims", mode: "person", userId: gone.id })).toEqual({ ok: false, reason: "not-on-team" });
      expect(await setAssignmentRule(db(), admin, { form: "claims", mode: "person", userId: "no-such-id" })).toEqual({ ok: false, reason: "not-on-team" });

      expect(await setAssignmentRule(db(), admin, { form: "claims", mode: "person", userId: dana.id })).toEqual({ ok: true, changed: true });
      expect(await setAssignmentRule(db(), admin, { form: "claims", mode: "person", userId: dana.id })).toEqual({ ok: true, changed: false });
      expect(await setAssignmentRule(db(), admin, { form: "claims", mode: "nobody", userId: dana.id })).toEqual({ ok: true, changed: true });
      expect((await listAssignmentRules(db())).claims).toEqual({ form: "claims", mode: "nobody", userId: null });
      const { id } = await submitClaim(db(), claim("Sam"), [], context(new Date()));
      expect((await db().selectFrom("claims").select("owner_id").where("id", "=", id).executeTakeFirstOrThrow()).owner_id).toBeNull();

      const audit = await db().selectFrom("audit_log").select(["action", "actor_email", "target_type", "target_id", "target_label", "detail"]).where("action", "=", "settings.assignment").orderBy("created_at").execute();
      expect(audit).toEqual([
        { action: "settings.assignment", actor_email: admin.email, target_type: "settings", target_id: "assignment:claims", target_label: "Claims", detail: `Round-robin → Dana Reyes (${dana.email})` },
        { action: "settings.assignment", actor_email: admin.email, target_type: "settings", target_id: "assignment:claims", target_label: "Claims", detail: `Dana Reyes (${dana.email}) → Nobody` },
      ]);
    });

    it("keeps the digest time, 08:00 until changed, and audits the change", async () => {
      expect(await getDigestTime(db())).toBe("08:00");
      expect(await setDigestTime(db(), admin, "07:30")).toEqual({ changed: true });
      expect(await setDigestTime(db(), admin, "07:30")).toEqual({ changed: false });
      expect(await getDigestTime(db())).toBe("07:30");
      const audit = await db().selectFrom("audit_log").select(["action", "detail"]).where("action", "=", "settings.digest").execute();
      expect(audit).toEqual([{ action: "settings.digest", detail: "08:00 → 07:30 (Las Vegas time)" }]);
    });
  });

  describe("notification emails", () => {
    it("emails the form's mailbox and the assignee, names them, and introduces them to the visitor", async () => {
      await setDisabled(admin.id!, true);
      const dana = await addUser("Dana Reyes", "staff", { phone: "7025550101" });
      await setAssignmentRule(db(), admin, { form: "quotes", mode: "person", userId: dana.id });
      const input = quote("Jane");
      const { id } = await submitQuoteRequest(db(), input, context(lv(MONDAY, "09:15")));

      const notifications = await outboxOf("quotes.notification");
      expect(notifications.map((e) => e.to_address).sort()).toEqual([defaultAgency.emails.leads, dana.email].sort());
      for (const email of notifications) {
        expect(email.reply_to).toBe(input.email);
        expect(email.record_id).toBe(id);
        expect(email.text_body).toContain("Assigned to Dana Reyes.");
        expect(email.text_body).toContain("Received: Nov 23, 2026, 9:15 AM (Las Vegas time)");
        expect(email.text_body).toContain("Insurance types: Auto, Home");
        expect(email.text_body).toContain("When coverage is needed: Within a week");
        expect(email.text_body).toContain(`Preferred contact: Phone call: ${input.phone}`);
        expect(email.text_body).toContain(`Open in the inbox: ${PUBLIC_URL}/admin/inbox/quotes/${id}`);
        expect(email.text_body).not.toContain("Current provider"); // left empty: left out
      }
      const [confirmation] = await outboxOf("quotes.confirmation");
      expect(confirmation!.text_body).toContain(`Your contact at ${defaultAgency.name}:\nDana Reyes\nDirect line: (702) 555-0101\nEmail: ${dana.email}`);
    });

    it("sends one notification when the assignee's address is the mailbox, and says when nobody is assigned", async () => {
      await setDisabled(admin.id!, true);
      const shared = await addUser("Leads Desk", "staff");
      await db().updateTable("user").set({ email: defaultAgency.emails.leads.toUpperCase() }).where("id", "=", shared.id).execute();
      await submitQuoteRequest(db(), quote(), context(new Date()));
      expect((await outboxOf("quotes.notification")).map((e) => e.to_address)).toEqual([defaultAgency.emails.leads]);

      await setAssignmentRule(db(), admin, { form: "claims", mode: "nobody", userId: null });
      await submitClaim(db(), claim("Sam"), [], context(lv(MONDAY, "09:00")));
      const [notification] = await outboxOf("claims.notification");
      expect(notification!.to_address).toBe(defaultAgency.emails.claims);
      expect(notification!.text_body).toContain("Not assigned yet — assign it in the inbox.");
      expect(notification!.text_body).toContain("!! Injuries reported: someone was hurt in this loss.");
      expect(notification!.text_body).toContain("Date of loss: November 1, 2026");
      const [confirmation] = await outboxOf("claims.confirmation");
      expect(confirmation!.text_body).not.toContain("Your contact at");
    });
  });

  describe("the daily digest", () => {
    it("goes out at 8:00 on a working day, once per person, only to people with something to report, listing each kind of work", async () => {
      await setDisabled(admin.id!, true);
      const dana = await addUser("Dana Reyes", "staff");
      const idle = await addUser("Ida Idle", "staff");
      await setAssignmentRule(db(), admin, { form: "quotes", mode: "person", userId: dana.id });
      await setAssignmentRule(db(), admin, { form: "claims", mode: "person", userId: dana.id });

      const fresh = await submitQuoteRequest(db(), quote("Fresh"), context(lv(MONDAY, "07:00")));
      const waiting = await submitQuoteRequest(db(), quote("Waiting"), context(lv("2026-11-20", "10:00")));
      const dueToday = await submitClaim(db(), claim("Duetoday"), [], context(lv("2026-11-19", "10:00")));
      const overdue = await submitQuoteRequest(db(), quote("Overdue"), context(lv("2026-11-18", "10:00")));
      const closed = await submitQuoteRequest(db(), quote("Closed"), context(lv("2026-11-18", "11:00")));
      const dana_ = { id: dana.id, email: dana.email };
      const earlier = lv("2026-11-20", "12:00");
      await changeStage(db(), dana_, "claims", dueToday.id, { stage: "in_review", outcome: null }, earlier);
      await setFollowUp(db(), dana_, "claims", dueToday.id, { at: lv(MONDAY, "14:00"), note: "Call the body shop" }, earlier);
      await changeStage(db(), dana_, "quotes", overdue.id, { stage: "contacted", outcome: null }, earlier);
      await setFollowUp(db(), dana_, "quotes", overdue.id, { at: lv("2026-11-20", "15:00"), note: "Send the home quote" }, earlier);
      await changeStage(db(), dana_, "quotes", closed.id, { stage: "lost", outcome: { kind: "lost", reason: "price" } }, earlier);

      const send = (now: Date) => sendDueDigests(db(), defaultAgency, PUBLIC_URL, now);
      expect(await send(lv("2026-11-21", "08:00"))).toBe(0); // Saturday
      expect(await send(lv(MONDAY, "07:59"))).toBe(0);
      expect(await outboxOf("team.digest")).toEqual([]);
      expect(await db().selectFrom("digest_runs").selectAll().execute()).toEqual([]);

      // Two instances at 8:00: one digest.
      const sent = await Promise.all([send(lv(MONDAY, "08:00")), send(lv(MONDAY, "08:00"))]);
      expect(sent[0]! + sent[1]!).toBe(1);
      expect(await send(lv(MONDAY, "08:01"))).toBe(0);
      expect(await send(lv(MONDAY, "16:00"))).toBe(0);

      const digests = await outboxOf("team.digest");
      expect(digests.map((d) => d.to_address)).toEqual([dana.email]); // Ida had nothing to report
      const runs = await db().selectFrom("digest_runs").select(["user_id", "local_date"]).orderBy("user_id").execute();
      expect(runs).toEqual([{ user_id: dana.id, local_date: MONDAY }, { user_id: idle.id, local_date: MONDAY }].sort((a, b) => (a.user_id < b.user_id ? -1 : 1)));

      const text = digests[0]!.text_body;
      expect(digests[0]!.subject).toBe("Your work for Monday, November 23: 1 overdue, 1 not contacted in 24 h, 1 due today, 1 new");
      const section = (heading: string) => text.slice(text.indexOf(heading)).split("\n\n")[0]!;
      expect(section("Overdue follow-ups (1)")).toContain(`Overdue Doe · Quote request · follow-up was due Nov 20, 2026, 3:00 PM: Send the home quote: ${PUBLIC_URL}/admin/inbox/quotes/${overdue.id}`);
      expect(section("Not contacted within 24 hours (1)")).toContain(`Waiting Doe · Quote request · received Nov 20, 2026, 10:00 AM: ${PUBLIC_URL}/admin/inbox/quotes/${waiting.id}`);
      expect(section("Follow-ups due today (1)")).toContain(`Duetoday Rivera · Claim · follow-up due Nov 23, 2026, 2:00 PM: Call the body shop: ${PUBLIC_URL}/admin/inbox/claims/${dueToday.id}`);
      expect(section("New (1)")).toContain(`Fresh Doe · Quote request · received Nov 23, 2026, 7:00 AM: ${PUBLIC_URL}/admin/inbox/quotes/${fresh.id}`);
      expect(text).not.toContain("Closed Doe");
      expect(text).toContain(`Open My work: ${PUBLIC_URL}/admin/my-work`);
      expect(digests[0]!.html_body).toContain(`href="${PUBLIC_URL}/admin/inbox/claims/${dueToday.id}"`);

      // The next working day brings the next digest; the scheduler's run queues it too.
      expect((await runScheduledJobs({ db: db(), agency: defaultAgency, publicUrl: PUBLIC_URL }, lv("2026-11-24", "08:00"))).digests).toBe(1);
    });

    it("follows the configured time", async () => {
      const dana = await addUser("Dana Reyes", "staff");
      await setAssignmentRule(db(), admin, { form: "quotes", mode: "person", userId: dana.id });
      await submitQuoteRequest(db(), quote(), context(lv(MONDAY, "06:00")));
      await setDigestTime(db(), admin, "09:30");
      expect(await sendDueDigests(db(), defaultAgency, PUBLIC_URL, lv(MONDAY, "08:00"))).toBe(0);
      expect(await sendDueDigests(db(), defaultAgency, PUBLIC_URL, lv(MONDAY, "09:30"))).toBe(1);
    });
  });

  describe("follow-up reminders", () => {
    it("find the due follow-ups through the index of those not yet reminded, whatever the stages", async () => {
      const steps = await queryPlan(db(), engine, dueFollowUpsQuery(db(), "quotes", lv(MONDAY, "10:00").toISOString()));
      expect(steps).toContain("quote_requests_follow_up_due_idx");
      if (engine === "sqlite") expect(steps).not.toMatch(/SCAN quote_requests|TEMP B-TREE/);
    });

    it("emails the owner once when the follow-up passes, and again for a new follow-up", async () => {
      await setDisabled(admin.id!, true);
      const dana = await addUser("Dana Reyes", "staff");
      await setAssignmentRule(db(), admin, { form: "quotes", mode: "person", userId: dana.id });
      const actor = { id: dana.id, email: dana.email };
      const { id } = await submitQuoteRequest(db(), quote("Jane"), context(lv(MONDAY, "07:00")));
      await setFollowUp(db(), actor, "quotes", id, { at: lv(MONDAY, "10:00"), note: "Call about the bundle" }, lv(MONDAY, "08:00"));
      // Not reminded: an unowned record and a closed one, though their follow-ups passed.
      await setAssignmentRule(db(), admin, { form: "quotes", mode: "nobody", userId: null });
      const unowned = await submitQuoteRequest(db(), quote("Nobody"), context(lv(MONDAY, "07:00")));
      await setFollowUp(db(), actor, "quotes", unowned.id, { at: lv(MONDAY, "09:00"), note: null }, lv(MONDAY, "08:00"));
      const closed = await submitQuoteRequest(db(), quote("Closed"), context(lv(MONDAY, "07:00")));
      // Final stages have no follow-ups (entering one clears it); written directly to show they are skipped anyway.
      await db().updateTable("quote_requests").set({ status: "spam", follow_up_at: lv(MONDAY, "09:00").toISOString(), owner_id: dana.id }).where("id", "=", closed.id).execute();

      const remind = (now: Date) => sendFollowUpReminders(db(), defaultAgency, PUBLIC_URL, now);
      expect(await remind(lv(MONDAY, "09:59"))).toBe(0);
      expect(await remind(lv(MONDAY, "10:00"))).toBe(1);
      expect(await remind(lv(MONDAY, "10:01"))).toBe(0);

      const [reminder] = await outboxOf("team.follow_up");
      expect(reminder).toMatchObject({ to_address: dana.email, record_type: "quotes", record_id: id, subject: "Follow-up due: Jane Doe (Quote request)" });
      expect(reminder!.text_body).toContain("Follow-up was due: Nov 23, 2026, 10:00 AM (Las Vegas time)");
      expect(reminder!.text_body).toContain("Note: Call about the bundle");
      expect(reminder!.text_body).toContain(`${PUBLIC_URL}/admin/inbox/quotes/${id}`);
      const row = await db().selectFrom("quote_requests").select("follow_up_reminded_at").where("id", "=", id).executeTakeFirstOrThrow();
      expect(row.follow_up_reminded_at).toBe(lv(MONDAY, "10:00").toISOString());

      await setFollowUp(db(), actor, "quotes", id, { at: lv("2026-11-24", "09:00"), note: null }, lv(MONDAY, "11:00"));
      expect(await remind(lv("2026-11-24", "08:59"))).toBe(0);
      expect(await remind(lv("2026-11-24", "09:00"))).toBe(1);
      expect((await outboxOf("team.follow_up")).map((e) => e.to_address)).toEqual([dana.email, dana.email]);
    });
  });
});
