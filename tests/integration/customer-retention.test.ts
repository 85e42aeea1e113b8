/**
 * The retention parts of a customer's page against real databases, SQLite and PostgreSQL: the
 * "Language for emails" (the staff form, and the book import's language column: a new customer
 * gets the file's, an empty cell keeps a stored customer's, an unknown value is a row error);
 * recording marketing email consent (the ledger row as the campaigns read it, audited; refused
 * without an email address or for an address that opted out), and a lead with the same address
 * showing it; and the customer's timeline (campaign sends, surveys, tasks, renewals and the
 * emails about their policies, newest first, with "more").
 */
import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { defaultAgency } from "../../app/config/agency.ts";
import { customerSchema } from "../../app/lib/schemas/customer.ts";
import type { CurrentUser } from "../../app/server/accounts/current-user.ts";
import { storeBookImport } from "../../app/server/book-import/book-imports.ts";
import { commitBookImport } from "../../app/server/book-import/commit-book-import.ts";
import { openBookImport } from "../../app/server/book-import/open-book-import.ts";
import { listConsentsOf } from "../../app/server/compliance/consents.ts";
import { hasMarketingEmailConsent } from "../../app/server/compliance/marketing-consent.ts";
import { marketingEmailConsentOf, recordCustomerMarketingConsent } from "../../app/server/compliance/marketing-consent-record.ts";
import { recordOptOut } from "../../app/server/compliance/suppressions.ts";
import { toCsv } from "../../app/server/csv.ts";
import { customerTimeline, customerTimelineQuery } from "../../app/server/customers/customer-timeline.ts";
import { leadTimelineQuery } from "../../app/server/pipeline/timeline.ts";
import { queryPlan } from "../support/query-plan.ts";
import { customerFormValues } from "../../app/server/customers/get-customer.ts";
import { createCustomer, updateCustomer } from "../../app/server/customers/save-customer.ts";
import { getLead } from "../support/lead-detail.ts";
import { submitQuoteRequest } from "../../app/server/leads/submit-quote-request.ts";
import { completeTask } from "../../app/server/tasks/complete-task.ts";
import { createTask } from "../../app/server/tasks/create-task.ts";
import { quoteInput } from "../support/lead-inputs.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "../support/test-database.ts";

/** Monday 15 June 2026, 11:00 in Las Vegas. */
const NOW = new Date("2026-06-15T18:00:00.000Z");
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

describe.each(testEngines())("a customer's retention on %s", (engine) => {
  let database: TestDatabase;
  const db = () => database.db;
  const dana: CurrentUser = { id: "user-dana", email: "dana@agency.test", role: "staff" };
  const owner: CurrentUser = { id: "user-owner", email: "owner@agency.test", role: "admin" };

  const newCustomer = async (fields: Record<string, string>) => {
    const result = await createCustomer(db(), dana, customerSchema.parse({ kind: "person", ...fields }), NOW);
    if (!result.ok) throw new Error(JSON.stringify(result));
    return result.id;
  };
  const customer = (id: string) => db().selectFrom("customers").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    for (const [user, name] of [[dana, "Dana Reyes"], [owner, "Olivia Owner"]] as const) {
      await db().insertInto("user").values({ id: user.id, name, email: user.email, email_verified: true, role: user.role, disabled: false, created_at: NOW, updated_at: NOW }).execute();
    }
  });
  afterAll(async () => {
    await database?.destroy();
  });
  beforeEach(async () => {
    for (const table of [
      "customers", "policies", "policy_renewals", "book_imports", "audit_log", "consent_records", "contact_suppressions", "contact_opt_outs",
      "campaigns", "campaign_sends", "nps_surveys", "tasks", "email_outbox", "quote_requests", "person_contacts",
    ] as const) {
      await db().deleteFrom(table).execute();
    }
  });

  describe("the language for emails", () => {
    it("is English unless the form says Español, and a change is audited by name", async () => {
      const rosa = await newCustomer({ name: "Rosa Delgado", language: "es" });
      const ben = await newCustomer({ name: "Ben Booker" });
      expect([(await customer(rosa)).language, (await customer(ben)).language]).toEqual(["es", "en"]);
      expect(customerFormValues(await customer(rosa)).language).toBe("es");
      expect(customerSchema.safeParse({ kind: "person", name: "X", language: "fr" }).error?.issues[0]?.message).toBe("Please choose English or Español.");

      const result = await updateCustomer(db(), dana, ben, customerSchema.parse({ ...customerFormValues(await customer(ben)), language: "es" }), NOW);
      expect(result).toEqual({ ok: true, id: ben, changed: true });
      expect((await customer(ben)).language).toBe("es");
      const audit = await db().selectFrom("audit_log").select("detail").where("action", "=", "customer.update").executeTakeFirstOrThrow();
      expect(audit.detail).toBe("Changed: language for emails");
    });

    it("comes from the import's language column: a new customer gets it, an empty cell keeps the stored one, an unknown value is a row error", async () => {
      const columns = ["customer_ref", "name", "language", "line", "carrier", "policy_number", "effective_date", "expiration_date", "status", "billing"];
      const row = (ref: string, name: string, language: string, number: string) => [ref, name, language, "auto", "Example Mutual", number, "2026-01-01", "2027-01-01", "active", "direct"];
      const importNow = async (rows: string[][]) => {
        const csv = toCsv(columns, rows);
        const id = await storeBookImport(db(), { fileName: "book.csv", csvText: csv, sizeBytes: csv.length, uploadedBy: owner.id });
        // The preview says what the commit will do, the language's row error included.
        expect((await openBookImport(db(), id)).state).toBe("preview");
        const outcome = await commitBookImport(db(), { id: owner.id, email: owner.email }, id, NOW);
        if (!outcome.ok) throw new Error(outcome.message);
        return { result: outcome.result };
      };
      const first = await importNow([row("A-1", "Rosa Delgado", "Español", "PA-1"), row("A-2", "Ben Booker", "", "PA-2"), row("A-3", "Zoe French", "Français", "PA-3")]);
      expect(first.result.errors).toEqual([{ rowNumber: 4, column: "language", message: "“Français” is not a language we write emails in. Please write en (English) or es (Spanish, Español)." }]);
      const languages = async () => Object.fromEntries((await db().selectFrom("customers").select(["external_ref", "language"]).execute()).map((c) => [c.external_ref, c.language]));
      expect(await languages()).toEqual({ "A-1": "es", "A-2": "en" });

      // Again: an empty cell leaves Rosa's Spanish alone; "SPANISH" changes Ben's.
      await importNow([row("A-1", "Rosa Delgado", "", "PA-1"), row("A-2", "Ben Booker", "SPANISH", "PA-2")]);
      expect(await languages()).toEqual({ "A-1": "es", "A-2": "es" });
    });
  });

  describe("marketing email consent recorded by staff", () => {
    const context = (id: string) => ({ agencyName: defaultAgency.name, pagePath: `/admin/customers/${id}` });

    it("writes the ledger row campaigns read, audited, and a lead with the same address shows it readably", async () => {
      const rosa = await newCustomer({ name: "Rosa Delgado", email: "Rosa.Delgado@Example.com" });
      expect(await hasMarketingEmailConsent(db(), "rosa.delgado@example.com")).toBe(false);
      expect(await marketingEmailConsentOf(db(), "rosa.delgado@example.com")).toEqual({ consented: false, latest: null });

      expect(await recordCustomerMarketingConsent(db(), dana, rosa, { method: "phone", note: "Send me the offers" }, context(rosa), NOW)).toEqual({ ok: true });
      const text = `Rosa Delgado agreed to receive marketing emails (offers, renewals and news) from ${defaultAgency.name} at rosa.delgado@example.com, told us by phone: “Send me the offers”. Recorded by Dana Reyes.`;
      expect(await db().selectFrom("consent_records").selectAll().execute()).toEqual([
        {
          id: expect.any(String), form: "customer", record_type: "customers", record_id: rosa, person_id: null, kind: "marketing", version: null, text,
          given_at: NOW.toISOString(), page_url: `/admin/customers/${rosa}`, email: "rosa.delgado@example.com", phone: null,
        },
      ]);
      expect(await hasMarketingEmailConsent(db(), "ROSA.DELGADO@example.com")).toBe(true);
      expect(await marketingEmailConsentOf(db(), "rosa.delgado@example.com")).toEqual({ consented: true, latest: { givenAt: NOW.toISOString(), text, recordedByStaff: true } });
      expect(await db().selectFrom("audit_log").select(["actor_email", "target_type", "target_id", "detail"]).where("action", "=", "customer.marketing_consent").execute()).toEqual([
        { actor_email: dana.email, target_type: "customer", target_id: rosa, detail: "Marketing emails (By phone)" },
      ]);

      // A quote from the same address: its record page lists the consent, saying where it came from.
      const { id: quoteId } = await submitQuoteRequest(db(), quoteInput("rosa.delgado@example.com"), { agency: defaultAgency, publicUrl: "https://agency.test", now: at(5) });
      const lead = await getLead(db(), "quotes", quoteId);
      const staffRecorded = lead!.consents.find((c) => c.recordedByStaff);
      expect(staffRecorded).toMatchObject({ kind: "marketing", form: "customer", version: null, text, thisRecord: false, recordType: "customers", recordId: rosa, coversEmail: true });
      expect(lead!.consents.filter((c) => !c.recordedByStaff).map((c) => c.kind)).toEqual(["contact"]);
      // Another address's page does not list it.
      expect((await listConsentsOf(db(), { recordType: "quotes", recordId: quoteId, personId: null, email: "someone.else@example.com" })).some((c) => c.recordedByStaff)).toBe(false);
    });

    it("is refused without an email address, and for an address that opted out (nothing written)", async () => {
      const noEmail = await newCustomer({ name: "No Email" });
      expect(await recordCustomerMarketingConsent(db(), dana, noEmail, { method: "in_person", note: null }, context(noEmail), NOW)).toEqual({ ok: false, reason: "no-email" });

      const stopped = await newCustomer({ name: "Pat Stopped", email: "pat@example.com" });
      await recordOptOut(db(), { emails: ["pat@example.com"], phones: [], channels: ["email"], method: "phone", note: null, actor: { id: dana.id, label: dana.email } }, NOW);
      expect(await recordCustomerMarketingConsent(db(), dana, stopped, { method: "in_writing", note: null }, context(stopped), NOW)).toEqual({ ok: false, reason: "opted-out", email: "pat@example.com" });
      expect(await recordCustomerMarketingConsent(db(), dana, "no-such-customer", { method: "email", note: null }, context("x"), NOW)).toEqual({ ok: false, reason: "not-found" });

      expect(await db().selectFrom("consent_records").select("id").execute()).toEqual([]);
      expect(await db().selectFrom("audit_log").select("id").where("action", "=", "customer.marketing_consent").execute()).toEqual([]);
    });
  });

  describe("the timeline", () => {
    it("reads a customer's and a record's emails through the outbox's record index, never every email of their type by date", async () => {
      // A planner's choice follows its statistics: an outbox with other people's emails of each type, analysed,
      // and then the first renewal reminders, which the statistics do not know of yet.
      const customerId = await newCustomer({ name: "Plan Check", email: "plan@example.com" });
      const othersOf = (types: string[]) =>
        types.flatMap((type) =>
          Array.from({ length: 250 }, (_, i) => ({
            id: randomUUID(), kind: "customer.renewal_reminder", to_address: "someone@example.com", reply_to: null, subject: "S", text_body: "", html_body: "", status: "sent" as const,
            attempts: 1, last_error: null, next_attempt_at: at(i).toISOString(), locked_until: null, created_at: at(i).toISOString(), sent_at: at(i).toISOString(),
            record_type: type, record_id: randomUUID(), content_removed_at: null,
          })),
        );
      await db().insertInto("email_outbox").values(othersOf(["quotes", "service_request", "signing", "campaign"])).execute();
      await sql`analyze`.execute(db());
      await db().insertInto("email_outbox").values(othersOf(["policy", "policy", "policy", "policy"])).execute();
      for (const query of [customerTimelineQuery(db(), customerId, 51), leadTimelineQuery(db(), "quotes", randomUUID(), 50)]) {
        const steps = await queryPlan(db(), engine, query, ["seqscan", "bitmapscan"]);
        // Each email is found by its record's id: a seek on the id, never a walk through a type's emails.
        expect(steps).toMatch(engine === "sqlite" ? /email_outbox USING INDEX email_outbox_record_id_idx \(record_id=\?\)/ : /Index Scan using email_outbox_record_id_idx[^\n]*\n\s+Index Cond: \(record_id = /);
        expect(steps).not.toMatch(/email_outbox_retention_idx|email_outbox_created_idx/);
      }
    });

    it("lists campaign sends, surveys, tasks, renewals and the emails about their policies and requests, newest first, with more to show", async () => {
      const rosa = await newCustomer({ name: "Rosa Delgado", email: "rosa@example.com" });
      const other = await newCustomer({ name: "Someone Else", email: "else@example.com" });
      const policyId = randomUUID();
      await db()
        .insertInto("policies")
        .values({
          id: policyId, customer_id: rosa, line: "auto", carrier: "Example Mutual", policy_number: "PA-1", policy_key: "examplemutual|PA1", effective_date: "2025-07-01",
          expiration_date: "2027-07-01", status: "active", billing: "direct", payment_url: null, premium_cents: null, created_at: NOW.toISOString(), updated_at: NOW.toISOString(),
        })
        .execute();
      const email = (id: string, kind: string, minutes: number, record: { type: string; id: string }) =>
        db()
          .insertInto("email_outbox")
          .values({
            id, kind, to_address: "rosa@example.com", reply_to: null, subject: `Subject of ${kind}`, text_body: "", html_body: "", status: "sent", attempts: 1,
            last_error: null, next_attempt_at: at(minutes).toISOString(), locked_until: null, created_at: at(minutes).toISOString(), sent_at: at(minutes).toISOString(),
            record_type: record.type, record_id: record.id, content_removed_at: null,
          })
          .execute();

      await email("reminder-1", "customer.renewal_reminder", 1, { type: "policy", id: policyId });
      const request = (id: string, customerId: string) => ({
        id, request_number: `SR-2026-${id}`, customer_id: customerId, policy_id: null, user_id: null, request_type: "other", details_json: "[]", status: "received",
        owner_id: null, created_at: at(0).toISOString(), changed_at: at(0).toISOString(), closed_at: null,
      });
      await db().insertInto("service_requests").values([request("000001", rosa), request("000002", other)]).execute();
      await email("reply-1", "service_request.staff_reply", 0.5, { type: "service_request", id: "000001" });
      await email("reply-2", "service_request.staff_reply", 0.5, { type: "service_request", id: "000002" });
      await db()
        .insertInto("campaigns")
        .values({
          id: "campaign-1", name: "Renewal check-in", status: "active", purpose: "service", trigger_kind: "renewal_due", offset_days: 30, fixed_date: null, audience_json: "{}",
          action: "both", created_by: owner.id, created_at: NOW.toISOString(), updated_at: NOW.toISOString(), started_at: NOW.toISOString(), paused_at: null,
        })
        .execute();
      await email("campaign-email-1", "campaign.service", 2, { type: "campaign", id: "send-1" });
      const sendRow = (id: string, customerId: string, status: string, minutes: number, emailId: string | null) => ({
        id, campaign_id: "campaign-1", occurrence_key: `${id}:occurrence`, customer_id: customerId, policy_id: policyId, lead_form: null, lead_id: null, recipient_name: "Rosa Delgado",
        recipient_email: "rosa@example.com", language: "en", status, email_id: emailId, task_id: null, created_at: at(minutes).toISOString(),
      });
      await db().insertInto("campaign_sends").values([sendRow("send-1", rosa, "sent", 2, "campaign-email-1"), sendRow("send-2", rosa, "no_consent", 3, null), sendRow("send-3", other, "sent", 3, null)]).execute();
      await email("survey-email-1", "customer.nps_survey", 4, { type: "survey", id: "survey-1" });
      await db()
        .insertInto("nps_surveys")
        .values({
          id: "survey-1", trigger_kind: "policy_renewed", occurrence_key: "renewed:1", customer_id: rosa, lead_form: null, lead_id: null, recipient_name: "Rosa Delgado",
          email: "rosa@example.com", recipient_hash: "hash", owner_id: dana.id, language: "en", sent_at: at(4).toISOString(), email_id: "survey-email-1", score: 4,
          answered_at: at(6).toISOString(), comment: "Too expensive.", task_id: null,
        })
        .execute();
      const taskId = await createTask(db(), { ownerId: dana.id, title: "Call Rosa about her score", dueDate: "2026-06-16", customerId: rosa, source: { type: "survey", id: "survey-1" } }, at(7));
      await completeTask(db(), dana, taskId, at(9));
      await db()
        .insertInto("policy_renewals")
        .values({ id: "renewal-1", policy_id: policyId, customer_id: rosa, line: "auto", previous_expiration: "2026-07-01", new_expiration: "2027-07-01", recorded_at: at(8).toISOString() })
        .execute();

      const { entries, more } = await customerTimeline(db(), rosa);
      expect(more).toBe(false);
      expect(entries.map((e) => [e.kind, e.title, e.detail])).toEqual([
        ["task", "Task done", "Call Rosa about her score"],
        ["renewal", "Renewal recorded", "Personal auto, the term ending July 1, 2026 renewed to July 1, 2027"],
        ["task", "Task created", "Call Rosa about her score (due June 16, 2026, for Dana Reyes)"],
        ["survey", "Survey answered", "4 out of 10"],
        ["survey", "Survey sent", "How likely they are to recommend us, 0 to 10"],
        ["campaign", "Campaign", "Not sent: no marketing consent"],
        ["campaign", "Campaign", "Email queued"],
        ["email", "Email: Renewal reminder", null],
        ["email", "Email: Reply to the customer", null],
      ]);
      expect(entries[0]!.actor).toBe(dana.email);
      expect(entries[1]!.link).toEqual({ href: `/admin/policies/${policyId}`, label: "Example Mutual PA-1" });
      expect(entries[3]!.body).toBe("Too expensive.");
      expect(entries[4]!.email).toMatchObject({ id: "survey-email-1", subject: "Subject of customer.nps_survey" });
      expect(entries[6]!.link).toEqual({ href: "/admin/campaigns/campaign-1", label: "Renewal check-in" });
      expect(entries[6]!.email).toMatchObject({ id: "campaign-email-1", to: "rosa@example.com", status: "sent" });
      expect(entries[7]!.email).toMatchObject({ id: "reminder-1", kind: "customer.renewal_reminder" });
      expect(entries[8]!.email).toMatchObject({ id: "reply-1", kind: "service_request.staff_reply" });

      const firstThree = await customerTimeline(db(), rosa, 3);
      expect(firstThree.entries.map((e) => e.key)).toEqual(entries.slice(0, 3).map((e) => e.key));
      expect(firstThree.more).toBe(true);
      expect((await customerTimeline(db(), other)).entries.map((e) => e.email?.id ?? e.detail)).toEqual(["Email queued", "reply-2"]);
    });
  });
});
