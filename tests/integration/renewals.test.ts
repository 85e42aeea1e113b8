/**
 * Renewals, the carrier directory, the public Service center page and My work's service groups
 * against real databases (SQLite, and PostgreSQL when available): the reminder job queues one
 * email per policy term (run twice, or by two instances at once, it still sends one), skips
 * customers without an email address or who stopped the emails, and reminds a renewed term
 * again; the unsubscribe link stops them on POST only; the Renewals view's windows and "Mine";
 * the carrier directory's rules; My work's two groups and their indexes; and who may open
 * each of these routes (their loaders and actions called as React Router calls them).
 */
import { randomUUID } from "node:crypto";

import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { defaultAgency } from "../../app/config/agency.ts";
import { carrierSchema } from "../../app/lib/schemas/carrier.ts";
import type { Auth } from "../../app/server/accounts/auth.ts";
import { sessionLookupContext } from "../../app/http/session.ts";
import type { CurrentUser } from "../../app/server/accounts/current-user.ts";
import { sessionOf } from "../support/session-user.ts";
import type { Role } from "../../app/server/accounts/roles.ts";
import { servicesContext } from "../../app/http/context.ts";
import type { AppServices } from "../../app/server/services.ts";
import { parseEnv } from "../../app/server/env.ts";
import { runScheduledJobs } from "../../app/server/notifications/scheduler.ts";
import { listMyServiceWork, MY_WORK_GROUP_LIMIT, myRenewalsQuery, myServiceRequestsQuery } from "../../app/server/pipeline/my-work.ts";
import { purgeEmailContent } from "../../app/server/retention/purge-email-content.ts";
import { systemActor } from "../../app/server/audit/record-audit.ts";
import { recordOptOut } from "../../app/server/compliance/suppressions.ts";
import { RENEWALS_PAGE_SIZE } from "../../app/lib/renewals.ts";
import { listRenewals, renewalPageIdsQuery } from "../../app/server/renewals/list-renewals.ts";
import { recordBookChange } from "../../app/server/policies/book-changes.ts";
import { createPolicy, updatePolicy } from "../../app/server/policies/save-policy.ts";
import { policySchema } from "../../app/lib/schemas/policy.ts";
import { customerSchema } from "../../app/lib/schemas/customer.ts";
import { customerFormValues } from "../../app/server/customers/get-customer.ts";
import { createCustomer, updateCustomer } from "../../app/server/customers/save-customer.ts";
import { dashboardCounts } from "../../app/server/back-office/dashboard-counts.ts";
import { dueRenewalsQuery, RENEWAL_REMINDER_KIND, sendRenewalReminders } from "../../app/server/renewals/renewal-reminders.ts";
import { readRenewalLink, stopRenewalEmails } from "../../app/server/renewals/stop-renewal-emails.ts";
import { signRenewalToken, verifyRenewalToken } from "../../app/server/renewals/unsubscribe-token.ts";
import { loadCarrierDirectory } from "../../app/server/settings/carrier-directory.ts";
import { addCarrier, removeCarrier, updateCarrier } from "../../app/server/settings/edit-carrier-directory.ts";
import { getRenewalReminderDays, setRenewalReminderDays } from "../../app/server/settings/renewal-reminder-days.ts";
import * as adminCarriers from "../../app/routes/back-office/admin-carriers.tsx";
import * as adminRenewals from "../../app/routes/back-office/admin-renewals.tsx";
import * as renewalEmails from "../../app/routes/public/renewal-emails.tsx";
import * as serviceCenter from "../../app/routes/public/service-center.tsx";
import { createTestDatabase, testEngines, type TestDatabase } from "../support/test-database.ts";
import { queryPlan } from "../support/query-plan.ts";
import { testFileKeys } from "../support/file-keys.ts";

const SECRET = "renewals-test-secret-0123456789-abcdefghij";
const PUBLIC_URL = "https://agency.test";
/** Monday 15 June 2026, 11:00 in Las Vegas. */
const NOW = new Date("2026-06-15T18:00:00.000Z");
const TODAY = "2026-06-15";
const DAY = 86_400_000;
const plusDays = (days: number) => new Date(Date.parse(`${TODAY}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const at = (date: string) => new Date(`${date}T18:00:00.000Z`);

describe.each(testEngines())("renewals on %s", (engine) => {
  let database: TestDatabase;
  const db = () => database.db;
  const users: Record<"dana" | "sam" | "owner" | "carla", CurrentUser> = {
    dana: { id: "user-dana", email: "dana@agency.test", role: "staff" },
    sam: { id: "user-sam", email: "sam@agency.test", role: "staff" },
    owner: { id: "user-owner", email: "owner@agency.test", role: "admin" },
    carla: { id: "user-carla", email: "carla@example.com", role: "customer" },
  };

  async function insertUser(user: CurrentUser, extra: { name?: string; phone?: string | null; disabled?: boolean } = {}) {
    await db()
      .insertInto("user")
      .values({
        id: user.id,
        name: extra.name ?? "",
        email: user.email,
        email_verified: true,
        role: user.role,
        disabled: extra.disabled ?? false,
        created_at: NOW,
        updated_at: NOW,
        phone: extra.phone ?? null,
      })
      .execute();
  }

  async function insertCustomer(customer: { name: string; email?: string | null; ownerId?: string | null; stoppedAt?: string | null; kind?: "person" | "business"; contactName?: string }) {
    const id = randomUUID();
    await db()
      .insertInto("customers")
      .values({
        id,
        kind: customer.kind ?? "person",
        name: customer.name,
        contact_name: customer.contactName ?? null,
        email: customer.email === undefined ? `${customer.name.toLowerCase().replace(/\W+/g, ".")}@example.com` : customer.email,
        alt_email: null,
        phone: null,
        alt_phone: null,
        address: null,
        city: null,
        state: null,
        zip_code: null,
        owner_id: customer.ownerId === undefined ? users.dana.id : customer.ownerId,
        user_id: null,
        external_ref: null,
        notes: null,
        renewal_emails_stopped_at: customer.stoppedAt ?? null,
        created_at: NOW.toISOString(),
        updated_at: NOW.toISOString(),
      })
      .execute();
    return id;
  }

  async function insertPolicy(customerId: string, policy: { expires: string; status?: string; line?: string; number?: string; remindedFor?: string | null; premiumCents?: number | null }) {
    const id = randomUUID();
    const number = policy.number ?? `P-${id.slice(0, 8)}`;
    await db()
      .insertInto("policies")
      .values({
        id,
        customer_id: customerId,
        line: policy.line ?? "auto",
        carrier: "Acme Mutual",
        policy_number: number,
        policy_key: `acmemutual|${number}`,
        effective_date: "2025-07-20",
        expiration_date: policy.expires,
        status: policy.status ?? "active",
        billing: "direct",
        payment_url: null,
        premium_cents: policy.premiumCents === undefined ? 120000 : policy.premiumCents,
        renewal_reminded_for: policy.remindedFor ?? null,
        created_at: NOW.toISOString(),
        updated_at: NOW.toISOString(),
      })
      .execute();
    return id;
  }

  const reminders = () =>
    db().selectFrom("email_outbox").selectAll().where("kind", "=", RENEWAL_REMINDER_KIND).orderBy("created_at").orderBy("to_address").execute();
  const send = (now = NOW) => sendRenewalReminders(db(), defaultAgency, PUBLIC_URL, SECRET, now);

  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database?.destroy();
  });
  beforeEach(async () => {
    for (const table of ["email_outbox", "audit_log", "policies", "customers", "service_requests", "agency_settings", "user", "contact_suppressions", "contact_opt_outs"] as const) {
      await db().deleteFrom(table).execute();
    }
    await insertUser(users.dana, { name: "Dana Reyes", phone: "7025550101" });
    await insertUser(users.sam, { name: "Sam Ortiz" });
    await insertUser(users.owner, { name: "Olivia Owner" });
    await insertUser(users.carla);
    // The rows above were written around the service center's functions: as every writer of the book must, say so.
    await recordBookChange(db());
  });

  describe("reminder emails", () => {
    it("queue one email per active policy expiring within the days set, to customers who can get them", async () => {
      const jane = await insertCustomer({ name: "Jane Rivera" });
      const due = await insertPolicy(jane, { expires: plusDays(20), number: "PA-100" });
      await insertPolicy(jane, { expires: plusDays(46), number: "PA-LATER" }); // past the 45 days
      await insertPolicy(jane, { expires: plusDays(10), status: "pending" });
      await insertPolicy(jane, { expires: plusDays(10), status: "cancelled" });
      await insertPolicy(jane, { expires: plusDays(-1) }); // expired yesterday
      await insertPolicy(await insertCustomer({ name: "No Email", email: null }), { expires: plusDays(5) });
      await insertPolicy(await insertCustomer({ name: "Empty Email", email: "" }), { expires: plusDays(5) });
      await insertPolicy(await insertCustomer({ name: "Stopped Sue", stoppedAt: NOW.toISOString() }), { expires: plusDays(5) });
      const acme = await insertCustomer({ name: "Acme Builders LLC", kind: "business", contactName: "Ben Builder", email: "office@acme.example", ownerId: null });
      const business = await insertPolicy(acme, { expires: plusDays(45), line: "general_liability" });

      expect(await getRenewalReminderDays(db())).toBe(45);
      expect(await send()).toBe(2);
      const emails = await reminders();
      expect(emails.map((e) => [e.to_address, e.record_type, e.record_id])).toEqual([
        ["jane.rivera@example.com", "policy", due],
        ["office@acme.example", "policy", business],
      ]);

      const toJane = emails.find((e) => e.to_address === "jane.rivera@example.com")!;
      expect(toJane.subject).toBe("Your personal auto policy renews on Sunday, July 5, 2026");
      expect(toJane.reply_to).toBe("dana@agency.test");
      expect(toJane.text_body).toContain("Dana Reyes reviews your renewal");
      expect(toJane.text_body).toContain("Direct line: (702) 555-0101");
      const token = /\/email\/renewals\?token=([^\s"]+)/.exec(toJane.text_body)![1]!;
      expect(verifyRenewalToken(SECRET, decodeURIComponent(token), NOW)).toEqual({ ok: true, customerId: jane });
      // A business is greeted by its contact person; without an agent the agency signs.
      const toAcme = emails.find((e) => e.to_address === "office@acme.example")!;
      expect(toAcme.text_body).toContain("Hello Ben Builder,");
      expect(toAcme.reply_to).toBe(defaultAgency.emails.info);

      const marked = await db().selectFrom("policies").select(["id", "renewal_reminded_for", "expiration_date"]).where("renewal_reminded_for", "is not", null).execute();
      expect(marked.map((p) => p.id).sort()).toEqual([due, business].sort());
      expect(marked.every((p) => p.renewal_reminded_for === p.expiration_date)).toBe(true);

      // Again, a minute later: nothing new.
      expect(await send(new Date(NOW.getTime() + 60_000))).toBe(0);
      expect(await reminders()).toHaveLength(2);
    });

    it("skip a customer whose address opted out of reminder email, leave the policy unmarked, and the view says reminders are stopped", async () => {
      const pat = await insertCustomer({ name: "Pat Opted", email: "pat.opted@example.com" });
      const policy = await insertPolicy(pat, { expires: plusDays(10) });
      const other = await insertPolicy(await insertCustomer({ name: "Kim Kept", email: "kim@example.com" }), { expires: plusDays(12) });
      // Stopped on the preferences page with the address as the person typed it elsewhere.
      await recordOptOut(db(), { emails: ["Pat.Opted@Example.com"], phones: [], channels: ["email"], method: "preferences_page", actor: null });

      expect(await send()).toBe(1);
      expect((await reminders()).map((e) => e.record_id)).toEqual([other]);
      expect((await db().selectFrom("policies").select("renewal_reminded_for").where("id", "=", policy).executeTakeFirstOrThrow()).renewal_reminded_for).toBeNull();
      const view = await listRenewals(db(), { today: TODAY, days: 30, ownerId: null, page: 1 });
      expect(view.rows.map((r) => [r.customerName, r.remindersStopped, r.reminded])).toEqual([
        ["Pat Opted", true, false],
        ["Kim Kept", false, true],
      ]);
    });

    it("sends once when two instances run the job at the same moment", async () => {
      for (let i = 0; i < 6; i++) await insertPolicy(await insertCustomer({ name: `Racer ${i}` }), { expires: plusDays(i + 1) });
      const [first, second] = await Promise.all([send(), send()]);
      expect(first + second).toBe(6);
      const emails = await reminders();
      expect(emails).toHaveLength(6);
      expect(new Set(emails.map((e) => e.record_id)).size).toBe(6);
    });

    it("reminds the next term again once the expiration date moves", async () => {
      const jane = await insertCustomer({ name: "Jane Rivera" });
      const policy = await insertPolicy(jane, { expires: plusDays(30) });
      expect(await send()).toBe(1);
      // Renewed for a year: nothing is due today, and the new term is reminded 45 days before it ends.
      const nextExpiration = plusDays(30 + 365);
      await db().updateTable("policies").set({ expiration_date: nextExpiration }).where("id", "=", policy).execute();
      expect(await send()).toBe(0);
      const dayBefore = new Date(Date.parse(`${nextExpiration}T00:00:00Z`) - 46 * DAY).toISOString().slice(0, 10);
      expect(await send(at(dayBefore))).toBe(0);
      expect(await send(at(plusDays(30 + 365 - 45)))).toBe(1);
      expect((await reminders()).map((e) => e.record_id)).toEqual([policy, policy]);
      expect((await db().selectFrom("policies").select("renewal_reminded_for").where("id", "=", policy).executeTakeFirstOrThrow()).renewal_reminded_for).toBe(nextExpiration);
    });

    it("follows the days an admin sets, audited", async () => {
      await insertPolicy(await insertCustomer({ name: "Far Off" }), { expires: plusDays(60) });
      expect(await send()).toBe(0);
      expect(await setRenewalReminderDays(db(), users.owner, 60, NOW)).toEqual({ changed: true });
      expect(await setRenewalReminderDays(db(), users.owner, 60, NOW)).toEqual({ changed: false });
      expect(await send()).toBe(1);
      const audit = await db().selectFrom("audit_log").select(["action", "detail"]).execute();
      expect(audit).toEqual([{ action: "settings.renewal_reminders", detail: "45 → 60 days before expiration" }]);
      await expect(setRenewalReminderDays(db(), users.owner, 121, NOW)).rejects.toThrow();
    });

    it("does not email for a disabled agent, and runs in the scheduler only with the secret", async () => {
      await db().updateTable("user").set({ disabled: true }).where("id", "=", users.dana.id).execute();
      await insertPolicy(await insertCustomer({ name: "Jane Rivera" }), { expires: plusDays(3) });
      expect((await runScheduledJobs({ db: db(), agency: defaultAgency, publicUrl: PUBLIC_URL }, NOW)).renewals).toBe(0);
      expect((await runScheduledJobs({ db: db(), agency: defaultAgency, publicUrl: PUBLIC_URL, secret: SECRET }, NOW)).renewals).toBe(1);
      const [email] = await reminders();
      expect(email!.text_body).not.toContain("Dana");
      expect(email!.reply_to).toBe(defaultAgency.emails.info);
    });

    it("finds due policies by seeking the expiration index", async () => {
      const steps = await plan(db(), engine, dueRenewalsQuery(db(), TODAY, 45));
      expect(steps).toContain("policies_expiration_idx");
      if (engine === "sqlite") expect(steps).not.toMatch(/SCAN policies|TEMP B-TREE/);
    });

    it("keep their content as long as the policy exists and for half a year", async () => {
      const policy = await insertPolicy(await insertCustomer({ name: "Jane Rivera" }), { expires: plusDays(3) });
      const gone = await insertPolicy(await insertCustomer({ name: "Gone Gary" }), { expires: plusDays(4) });
      expect(await send()).toBe(2);
      // Sent on the test's day (the outbox stamps the real clock).
      await db().updateTable("email_outbox").set({ status: "sent", created_at: NOW.toISOString() }).execute();
      await db().deleteFrom("policies").where("id", "=", gone).execute();
      const actor = systemActor("test");
      const retention = { quotes: 24, claims: 84, applications: 24, "pay-per-mile": 24, "coverage-reviews": 24, messages: 24 };
      expect((await purgeEmailContent(db(), retention, { now: NOW, actor })).removed.policy).toBe(1);
      expect((await purgeEmailContent(db(), retention, { now: new Date(NOW.getTime() + 181 * DAY), actor })).removed.policy).toBe(1);
      const cleared = await db().selectFrom("email_outbox").select(["record_id", "text_body", "to_address"]).execute();
      expect(cleared.every((e) => e.text_body === "" && e.to_address === "")).toBe(true);
      expect(cleared.map((e) => e.record_id).sort()).toEqual([policy, gone].sort());
    });
  });

  describe("the link that stops them", () => {
    it("shows what it stops on GET and stops only on POST; a stopped customer gets no more", async () => {
      const jane = await insertCustomer({ name: "Jane Rivera" });
      await insertPolicy(jane, { expires: plusDays(80) });
      // Issued on the real clock, which the route reads: a link of the test's fixed day would one day be past its year.
      const token = signRenewalToken(SECRET, jane, new Date());

      expect(await readRenewalLink(db(), SECRET, token, NOW)).toEqual({ ok: true, name: "Jane Rivera", maskedEmail: "j•••@example.com", stopped: false });
      // Through the route, as a mail scanner would open it: nothing changes.
      const page = await callLoader(renewalEmails, `/email/renewals?token=${encodeURIComponent(token)}`, null);
      expect(page.value).toMatchObject({ token, link: { ok: true, stopped: false } });
      expect((await db().selectFrom("customers").select("renewal_emails_stopped_at").where("id", "=", jane).executeTakeFirstOrThrow()).renewal_emails_stopped_at).toBeNull();

      const posted = await callAction(renewalEmails, "/email/renewals", null, { token });
      expect(posted.value).toEqual({ stopped: true, already: false });
      expect((await db().selectFrom("customers").select("renewal_emails_stopped_at").where("id", "=", jane).executeTakeFirstOrThrow()).renewal_emails_stopped_at).not.toBeNull();
      expect(await stopRenewalEmails(db(), SECRET, token, NOW)).toEqual({ ok: true, already: true });

      await setRenewalReminderDays(db(), users.owner, 120, NOW);
      expect(await send()).toBe(0);
      expect(await readRenewalLink(db(), SECRET, token, NOW)).toMatchObject({ ok: true, stopped: true });
    });

    it("refuses a bad, altered or expired token, and a token for a deleted customer", async () => {
      const jane = await insertCustomer({ name: "Jane Rivera" });
      const token = signRenewalToken(SECRET, jane, NOW);
      const other = await insertCustomer({ name: "Other Otto" });
      const forged = [token.split(".")[0], Buffer.from(other).toString("base64url"), token.split(".")[2], token.split(".")[3]].join(".");
      for (const bad of ["", "nonsense", forged, signRenewalToken("another-secret-0123456789-0123456789-abc", jane, NOW)]) {
        expect(await readRenewalLink(db(), SECRET, bad, NOW)).toEqual({ ok: false });
        expect(await stopRenewalEmails(db(), SECRET, bad, NOW)).toEqual({ ok: false });
      }
      expect(await stopRenewalEmails(db(), SECRET, token, new Date(NOW.getTime() + 400 * DAY))).toEqual({ ok: false });
      const page = await callLoader(renewalEmails, "/email/renewals?token=nonsense", null);
      expect(page.value).toEqual({ token: null, link: { ok: false } });
      const posted = await callAction(renewalEmails, "/email/renewals", null, { token: forged });
      expect(posted.status).toBe(400);
      expect((await db().selectFrom("customers").select("renewal_emails_stopped_at").where("renewal_emails_stopped_at", "is not", null).execute())).toEqual([]);
      await db().deleteFrom("customers").where("id", "=", jane).execute();
      expect(await stopRenewalEmails(db(), SECRET, token, NOW)).toEqual({ ok: false });
    });
  });

  describe("the Renewals view", () => {
    it("lists policies in force or pending in the window, soonest first, everyone's or mine, with the reminder state", async () => {
      const jane = await insertCustomer({ name: "Jane Rivera" });
      const sams = await insertCustomer({ name: "Sam's Sally", ownerId: users.sam.id });
      const nobodys = await insertCustomer({ name: "Nobody's Ned", ownerId: null, email: null });
      const in5 = await insertPolicy(jane, { expires: plusDays(5), remindedFor: plusDays(5) });
      const in29 = await insertPolicy(sams, { expires: plusDays(29), status: "pending" });
      const in30 = await insertPolicy(nobodys, { expires: plusDays(30), premiumCents: null });
      const in45 = await insertPolicy(jane, { expires: plusDays(45), remindedFor: plusDays(45 - 365) });
      const in90 = await insertPolicy(sams, { expires: plusDays(90) });
      await insertPolicy(jane, { expires: plusDays(91) });
      await insertPolicy(jane, { expires: plusDays(10), status: "cancelled" });
      await insertPolicy(jane, { expires: plusDays(-1) });

      const everyone30 = await listRenewals(db(), { today: TODAY, days: 30, ownerId: null, page: 1 });
      expect(everyone30.counts).toEqual({ 30: 3, 60: 4, 90: 5 });
      expect(everyone30.rows.map((r) => r.policyId)).toEqual([in5, in29, in30]);
      expect(everyone30.rows[0]).toMatchObject({ customerName: "Jane Rivera", ownerName: "Dana Reyes", reminded: true, daysLeft: 5, premiumCents: 120000, line: "auto", carrier: "Acme Mutual" });
      expect(everyone30.rows[1]).toMatchObject({ status: "pending", ownerName: "Sam Ortiz", reminded: false });
      expect(everyone30.rows[2]).toMatchObject({ ownerName: null, noEmail: true, premiumCents: null, daysLeft: 30 });

      const everyone90 = await listRenewals(db(), { today: TODAY, days: 90, ownerId: null, page: 1 });
      expect(everyone90.rows.map((r) => r.policyId)).toEqual([in5, in29, in30, in45, in90]);
      // Reminded for last year's term only: not this one.
      expect(everyone90.rows[3]!.reminded).toBe(false);

      const mine = await listRenewals(db(), { today: TODAY, days: 60, ownerId: users.dana.id, page: 1 });
      expect(mine.rows.map((r) => r.policyId)).toEqual([in5, in45]);
      expect(mine.counts).toEqual({ 30: 1, 60: 2, 90: 2 });
      // A page past the end shows the last.
      expect((await listRenewals(db(), { today: TODAY, days: 30, ownerId: null, page: 9 })).page).toBe(1);
    });

    it("keeps the window counts while the book is unchanged, and counts again after a policy or a customer's owner changes", async () => {
      const jane = await insertCustomer({ name: "Jane Rivera" });
      const sams = await insertCustomer({ name: "Sam's Sally", ownerId: users.sam.id });
      const in5 = await insertPolicy(jane, { expires: plusDays(5) });
      await recordBookChange(db());
      const counts = async (ownerId: string | null = null) => (await listRenewals(db(), { today: TODAY, days: 30, ownerId, page: 1 })).counts;
      expect(await counts()).toEqual({ 30: 1, 60: 1, 90: 1 });

      // Written around the functions on purpose: the counts are kept, the rows are read again.
      await insertPolicy(sams, { expires: plusDays(50) });
      const kept = await listRenewals(db(), { today: TODAY, days: 90, ownerId: null, page: 1 });
      expect(kept.counts).toEqual({ 30: 1, 60: 1, 90: 1 });
      expect(kept.rows).toHaveLength(2);
      // Another day is counted on its own.
      expect((await listRenewals(db(), { today: plusDays(1), days: 30, ownerId: null, page: 1 })).counts).toEqual({ 30: 1, 60: 2, 90: 2 });

      const dana = { ...users.dana, role: "staff" as const };
      const added = await createPolicy(db(), dana, sams, policySchema.parse({ line: "home", carrier: "Acme Mutual", policyNumber: "H-1", effectiveDate: "2025-08-01", expirationDate: plusDays(20), status: "active", billing: "direct" }), NOW);
      expect(added.ok).toBe(true);
      expect(await counts()).toEqual({ 30: 2, 60: 3, 90: 3 });

      const current = await db().selectFrom("policies").selectAll().where("id", "=", in5).executeTakeFirstOrThrow();
      const moved = await updatePolicy(
        db(),
        dana,
        in5,
        policySchema.parse({ line: current.line, carrier: current.carrier, policyNumber: current.policy_number, effectiveDate: current.effective_date, expirationDate: plusDays(75), status: current.status, billing: current.billing }),
        NOW,
      );
      expect(moved).toMatchObject({ ok: true, changed: true });
      expect(await counts()).toEqual({ 30: 1, 60: 2, 90: 3 });

      // Sam's customer given to Dana: Dana's "Mine" counts it.
      expect(await counts(users.dana.id)).toEqual({ 30: 0, 60: 0, 90: 1 });
      const sally = await db().selectFrom("customers").selectAll().where("id", "=", sams).executeTakeFirstOrThrow();
      expect(await updateCustomer(db(), dana, sams, customerSchema.parse({ ...customerFormValues(sally), ownerId: users.dana.id }), NOW)).toMatchObject({ ok: true });
      expect(await counts(users.dana.id)).toEqual({ 30: 1, 60: 2, 90: 3 });
    });

    it("keeps the dashboards' book tiles while the book is unchanged, and counts again once a customer is added", async () => {
      const jane = await insertCustomer({ name: "Jane Rivera" });
      await insertPolicy(jane, { expires: plusDays(5) });
      await recordBookChange(db());
      expect(await dashboardCounts(db(), NOW)).toMatchObject({ renewalsDue: 1, customers: 1, policies: 1 });

      // Written around the service center on purpose: kept.
      await insertPolicy(jane, { expires: plusDays(12) });
      expect(await dashboardCounts(db(), NOW)).toMatchObject({ renewalsDue: 1, customers: 1, policies: 1 });

      const dana = { ...users.dana, role: "staff" as const };
      expect(await createCustomer(db(), dana, customerSchema.parse({ kind: "business", name: "Acme Builders LLC", language: "en" }), NOW)).toMatchObject({ ok: true });
      expect(await dashboardCounts(db(), NOW)).toMatchObject({ renewalsDue: 2, customers: 2, policies: 2 });
    });

    it("pages through policies in force and pending as one list, soonest first, ties by id", async () => {
      const jane = await insertCustomer({ name: "Jane Rivera" });
      const sams = await insertCustomer({ name: "Sam's Sally", ownerId: users.sam.id });
      // Pending policies in the middle of the list and a day shared by both statuses.
      const made: { id: string; expires: string }[] = [];
      for (let i = 0; i < RENEWALS_PAGE_SIZE + 12; i++) {
        const expires = plusDays(1 + Math.floor(i / 3));
        const status = i % 4 === 1 ? "pending" : "active";
        made.push({ id: await insertPolicy(i % 2 ? jane : sams, { expires, status }), expires });
      }
      const expected = made.sort((a, b) => a.expires.localeCompare(b.expires) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)).map((p) => p.id);

      const first = await listRenewals(db(), { today: TODAY, days: 90, ownerId: null, page: 1 });
      const second = await listRenewals(db(), { today: TODAY, days: 90, ownerId: null, page: 2 });
      expect(first.pageCount).toBe(2);
      expect(first.rows.map((r) => r.policyId)).toEqual(expected.slice(0, RENEWALS_PAGE_SIZE));
      expect(second.rows.map((r) => r.policyId)).toEqual(expected.slice(RENEWALS_PAGE_SIZE));
      expect(new Set(second.rows.map((r) => r.status))).toEqual(new Set(["active", "pending"]));
    });

    it("reads each status's policies from the expiration index in order, sorting only the page", async () => {
      const steps = await plan(db(), engine, renewalPageIdsQuery(db(), { today: TODAY, ownerId: null }, plusDays(90), 2));
      expect(steps).toContain("policies_expiration_idx");
      if (engine === "sqlite") {
        // Each branch searches the index for one status and reads it in order (no sort of its
        // own); the merge orders what the branches return, at most the pages up to this one.
        expect(steps.match(/SEARCH policies USING COVERING INDEX policies_expiration_idx \(status=\? AND expiration_date>\? AND expiration_date<\?\)/g)).toHaveLength(2);
        expect(steps).toContain("MERGE (UNION ALL)");
        expect(steps).not.toMatch(/SCAN policies|SEARCH policies[^\n]*\nUSE TEMP B-TREE/);
      } else {
        // Two capped index reads merged in order: nothing is sorted.
        expect(steps).toContain("Merge Append");
        expect(steps).not.toMatch(/->\s+(Sort|Seq Scan)/);
        expect(steps.match(/->\s+Limit/g)).toHaveLength(2);
      }
    });
  });

  describe("the carrier directory", () => {
    const carrier = (name: string, extra: Record<string, string> = {}) => carrierSchema.parse({ name, ...extra });

    it("adds, edits and removes carriers, refusing a second entry for the same carrier, each audited", async () => {
      expect(await addCarrier(db(), users.owner, carrier("Acme Mutual", { claimsPhone: "800-555-0123" }), NOW)).toEqual({ ok: true });
      expect(await addCarrier(db(), users.owner, carrier("Bolt Insurance"), NOW)).toEqual({ ok: true });
      expect(await addCarrier(db(), users.owner, carrier("ACME-mutual"), NOW)).toEqual({ ok: false, problem: "duplicate" });
      expect((await loadCarrierDirectory(db())).map((c) => [c.name, c.claimsPhone])).toEqual([["Acme Mutual", "(800) 555-0123"], ["Bolt Insurance", ""]]);

      expect(await updateCarrier(db(), users.owner, "acmemutual", carrier("Acme Mutual Group", { claimsPhone: "800-555-0123", website: "https://acme.example" }), NOW)).toEqual({ ok: true });
      expect(await updateCarrier(db(), users.owner, "boltinsurance", carrier("Acme Mutual Group"), NOW)).toEqual({ ok: false, problem: "duplicate" });
      expect(await updateCarrier(db(), users.owner, "nosuch", carrier("X"), NOW)).toEqual({ ok: false, problem: "not-found" });
      expect(await removeCarrier(db(), users.owner, "boltinsurance", NOW)).toEqual({ ok: true });
      expect(await removeCarrier(db(), users.owner, "boltinsurance", NOW)).toEqual({ ok: false, problem: "not-found" });
      expect(await loadCarrierDirectory(db())).toEqual([{ name: "Acme Mutual Group", claimsPhone: "(800) 555-0123", paymentUrl: "", website: "https://acme.example" }]);

      const audit = await db().selectFrom("audit_log").select(["action", "target_label", "detail", "actor_email"]).orderBy("created_at").orderBy("action").execute();
      expect(audit.map((a) => [a.action, a.target_label, a.detail])).toEqual([
        ["settings.carrier_add", "Acme Mutual", null],
        ["settings.carrier_add", "Bolt Insurance", null],
        ["settings.carrier_edit", "Acme Mutual Group", "Acme Mutual → Acme Mutual Group; Changed: Name, Website"],
        ["settings.carrier_remove", "Bolt Insurance", null],
      ]);
      expect(new Set(audit.map((a) => a.actor_email))).toEqual(new Set(["owner@agency.test"]));
    });

    it("answers a bad post with every field's message and what was typed, and saves nothing", async () => {
      const posted = await callAction(adminCarriers, "/admin/settings/carriers", users.owner, {
        intent: "add",
        name: "",
        claimsPhone: "12345",
        paymentUrl: "http://pay.example.com",
        website: "acme.example",
      });
      expect(posted.status).toBe(400);
      expect(posted.value).toMatchObject({
        intent: "add",
        errors: {
          name: "Please enter the carrier's name.",
          claimsPhone: "Please enter a 10-digit US phone number, like (800) 555-0123.",
          paymentUrl: "Please enter the payment page's full address, starting with https://.",
          website: "Please enter the website's full address, starting with https://.",
        },
        values: { claimsPhone: "12345", paymentUrl: "http://pay.example.com", website: "acme.example" },
      });
      expect(await loadCarrierDirectory(db())).toEqual([]);

      const added = await callAction(adminCarriers, "/admin/settings/carriers", users.owner, { intent: "add", name: "Acme Mutual", claimsPhone: "(800) 555-0123", paymentUrl: "https://pay.acme.example" });
      expect(added.status).toBe(303);
      const duplicate = await callAction(adminCarriers, "/admin/settings/carriers", users.owner, { intent: "add", name: "acme mutual" });
      expect(duplicate).toMatchObject({ status: 400, value: { errors: { name: "This carrier is already in the directory. Edit its entry instead." } } });

      // The public page lists it, with a tap-to-call number and the payment link.
      const page = await callLoader(serviceCenter, "/service-center", null);
      expect(page.value).toEqual({
        carriers: [{ name: "Acme Mutual", claimsPhone: { dial: "+18005550123", display: "(800) 555-0123" }, paymentUrl: "https://pay.acme.example", website: null }],
      });
    });
  });

  describe("My work's service groups", () => {
    async function insertRequest(request: { customerId: string; ownerId: string | null; status: string; createdAt: string; type?: string }) {
      const id = randomUUID();
      await db()
        .insertInto("service_requests")
        .values({
          id,
          request_number: `SR-2026-${id.slice(0, 6)}`,
          customer_id: request.customerId,
          policy_id: null,
          user_id: null,
          request_type: request.type ?? "certificate",
          details_json: "[]",
          status: request.status,
          owner_id: request.ownerId,
          created_at: request.createdAt,
          changed_at: request.createdAt,
          closed_at: null,
        })
        .execute();
      return id;
    }
    const ago = (days: number) => new Date(NOW.getTime() - days * DAY).toISOString();

    it("lists the person's open requests oldest first and their customers' active policies expiring in 30 days soonest first", async () => {
      const jane = await insertCustomer({ name: "Jane Rivera" });
      const sams = await insertCustomer({ name: "Sam's Sally", ownerId: users.sam.id });
      const newest = await insertRequest({ customerId: jane, ownerId: users.dana.id, status: "received", createdAt: ago(1) });
      const oldest = await insertRequest({ customerId: jane, ownerId: users.dana.id, status: "needs_info", createdAt: ago(9) });
      const middle = await insertRequest({ customerId: sams, ownerId: users.dana.id, status: "in_progress", createdAt: ago(4) });
      await insertRequest({ customerId: jane, ownerId: users.dana.id, status: "completed", createdAt: ago(20) });
      await insertRequest({ customerId: sams, ownerId: users.sam.id, status: "received", createdAt: ago(2) });
      await insertRequest({ customerId: jane, ownerId: null, status: "received", createdAt: ago(3) });

      const soon = await insertPolicy(jane, { expires: plusDays(2) });
      const day30 = await insertPolicy(jane, { expires: plusDays(30) });
      await insertPolicy(jane, { expires: plusDays(31) });
      await insertPolicy(jane, { expires: plusDays(10), status: "pending" });
      await insertPolicy(jane, { expires: plusDays(-3) });
      await insertPolicy(sams, { expires: plusDays(5) });

      const work = await listMyServiceWork(db(), users.dana.id, NOW);
      expect(work.serviceRequests.items.map((r) => r.id)).toEqual([oldest, middle, newest]);
      expect(work.serviceRequests.items[1]).toMatchObject({ customerName: "Sam's Sally", status: "in_progress", requestType: "certificate" });
      expect(work.renewals.items.map((r) => [r.policyId, r.daysLeft])).toEqual([[soon, 2], [day30, 30]]);
      expect(work.renewals.items[0]).toMatchObject({ customerName: "Jane Rivera", line: "auto", carrier: "Acme Mutual" });
      expect(work.serviceRequests.more || work.renewals.more).toBe(false);

      const sam = await listMyServiceWork(db(), users.sam.id, NOW);
      expect(sam.serviceRequests.items).toHaveLength(1);
      expect(sam.renewals.items.map((r) => r.customerName)).toEqual(["Sam's Sally"]);
    });

    it(`stops each group at ${MY_WORK_GROUP_LIMIT} and says there are more`, async () => {
      const jane = await insertCustomer({ name: "Jane Rivera" });
      for (let i = 0; i <= MY_WORK_GROUP_LIMIT; i++) {
        await insertRequest({ customerId: jane, ownerId: users.dana.id, status: "received", createdAt: ago(30 - i / 10) });
        await insertPolicy(jane, { expires: plusDays(1 + (i % 29)) });
      }
      const work = await listMyServiceWork(db(), users.dana.id, NOW);
      expect(work.serviceRequests).toMatchObject({ more: true });
      expect(work.serviceRequests.items).toHaveLength(MY_WORK_GROUP_LIMIT);
      expect(work.renewals.items).toHaveLength(MY_WORK_GROUP_LIMIT);
      expect(work.renewals.more).toBe(true);
      const dates = work.renewals.items.map((r) => r.expirationDate);
      expect([...dates].sort()).toEqual(dates);
    });

    it("reads each group in its indexes", async () => {
      const requests = await plan(db(), engine, myServiceRequestsQuery(db(), users.dana.id));
      expect(requests).toContain("service_requests_owner_idx");
      const renewals = await plan(db(), engine, myRenewalsQuery(db(), users.dana.id, TODAY));
      if (engine === "sqlite") {
        expect(renewals).toContain("SEARCH customers USING INDEX customers_owner_idx (owner_id=?)");
        expect(renewals).toContain("SEARCH policies USING INDEX policies_customer_idx (customer_id=? AND expiration_date>? AND expiration_date<?)");
        expect(`${requests}\n${renewals}`).not.toMatch(/SCAN (service_requests|customers|policies)/);
      } else {
        expect(renewals).toMatch(/customers_owner_idx|customers_pkey/);
        expect(renewals).toMatch(/policies_customer_idx|policies_expiration_idx/);
      }
    });
  });

  describe("who may open what", () => {
    type Visitor = "anonymous" | "customer" | "staff" | "admin";
    const visitors: Visitor[] = ["anonymous", "customer", "staff", "admin"];
    const visitorUser = (visitor: Visitor): CurrentUser | null =>
      visitor === "anonymous" ? null : visitor === "customer" ? users.carla : visitor === "staff" ? users.dana : users.owner;

    it.for(visitors)("as %s: staff pages redirect, admin pages redirect staff, posts answer 403; public pages answer everyone", async (visitor) => {
      const user = visitorUser(visitor);
      const isStaff = visitor === "staff" || visitor === "admin";
      const isAdmin = visitor === "admin";

      const renewals = await callLoader(adminRenewals, "/admin/renewals?days=60&who=mine", user);
      if (isStaff) expect(renewals.value).toMatchObject({ days: 60, mine: true });
      else expect(renewals).toMatchObject({ status: 302, location: "/dashboard" });
      // No action: React Router answers a POST with 405 for everyone.
      expect("action" in adminRenewals).toBe(false);

      const carriersPage = await callLoader(adminCarriers, "/admin/settings/carriers", user);
      if (isAdmin) expect(carriersPage.value).toMatchObject({ carriers: [] });
      else expect(carriersPage).toMatchObject({ status: 302, location: "/dashboard" });
      const carriersPost = await callAction(adminCarriers, "/admin/settings/carriers", user, { intent: "add", name: "Sneaky Carrier" });
      expect(carriersPost.status).toBe(isAdmin ? 303 : 403);
      expect((await loadCarrierDirectory(db())).length).toBe(isAdmin ? 1 : 0);

      const publicPage = await callLoader(serviceCenter, "/service-center", user);
      expect(publicPage.value).toHaveProperty("carriers");
      expect("action" in serviceCenter).toBe(false);

      const jane = await insertCustomer({ name: `Jane ${visitor}` });
      const token = signRenewalToken(SECRET, jane, new Date());
      expect((await callLoader(renewalEmails, `/email/renewals?token=${token}`, user)).value).toMatchObject({ link: { ok: true } });
      expect((await callAction(renewalEmails, "/email/renewals", user, { token })).value).toEqual({ stopped: true, already: false });
      expect((await callAction(renewalEmails, "/email/renewals", user, { token: "bad" })).status).toBe(400);
    });
  });

  /** A route module's loader or action, called as React Router calls it, for `user`; the answer or what it threw, as a status. */
  async function call(run: (args: never) => unknown, request: Request, user: CurrentUser | null): Promise<{ status: number; location?: string | null; value?: unknown }> {
    const context = new RouterContextProvider();
    const services: AppServices = {
      env: parseEnv({ PUBLIC_URL }),
      agency: defaultAgency,
      db: db(),
      engine,
      auth: { $context: Promise.resolve({ secret: SECRET }) } as unknown as Auth,
      kickOutbox: () => {},
      fileKeys: testFileKeys(),
    };
    context.set(servicesContext, services);
    context.set(sessionLookupContext, () => Promise.resolve(sessionOf(user ? { ...user, role: user.role as Role } : null)));
    const outcome = (result: unknown) => {
      if (result instanceof Response) return { status: result.status, location: result.headers.get("location") };
      if (result && typeof result === "object" && (result as { type?: string }).type === "DataWithResponseInit") {
        const { data, init } = result as { data: unknown; init: ResponseInit | null };
        return { status: init?.status ?? 200, value: data };
      }
      return { status: 200, value: result };
    };
    try {
      return outcome(await run({ request, context, params: {}, url: new URL(request.url) } as never));
    } catch (thrown) {
      return outcome(thrown);
    }
  }

  function callLoader(module: { loader: (args: never) => unknown }, path: string, user: CurrentUser | null) {
    return call(module.loader, new Request(`${PUBLIC_URL}${path}`), user);
  }

  function callAction(module: { action: (args: never) => unknown }, path: string, user: CurrentUser | null, fields: Record<string, string>) {
    return call(module.action, new Request(`${PUBLIC_URL}${path}`, { method: "POST", body: new URLSearchParams(fields) }), user);
  }
});

const plan = queryPlan;
