/**
 * The back office's domain functions against real databases (SQLite, and PostgreSQL
 * when available): inbox search, filters and pages; stage changes, notes and deletes
 * with their audit entries; the CSV export; retention purges; the Users page's rules
 * (the last admin, disabled accounts losing their sessions); the outbox's retry; and
 * customers seeing only their own verified claims.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { defaultAgency } from "../../app/config/agency.ts";
import { claimSchema } from "../../app/lib/schemas/claim.ts";
import { jobApplicationSchema } from "../../app/lib/schemas/job-application.ts";
import { quoteRequestSchema } from "../../app/lib/schemas/quote-request.ts";
import { payPerMileSchema } from "../../app/lib/schemas/pay-per-mile-quote.ts";
import { changeAccount, changeRole } from "../../app/server/accounts/admin-account-actions.ts";
import { REFUSE_DISABLE_SELF, REFUSE_LAST_ADMIN } from "../../app/server/accounts/admin-account-rules.ts";
import { toBoolean } from "../../app/server/accounts/auth-values.ts";
import { listAccounts } from "../../app/server/accounts/list-accounts.ts";
import { listAudit, noAuditFilter } from "../../app/server/audit/list-audit.ts";
import { recordView, systemActor, VIEW_WINDOW_MINUTES, type Actor } from "../../app/server/audit/record-audit.ts";
import { dashboardCounts } from "../../app/server/back-office/dashboard-counts.ts";
import { DASHBOARD_COUNT_LIMIT } from "../../app/lib/format.ts";
import { CSV_BOM } from "../../app/server/csv.ts";
import { addLeadNote } from "../../app/server/inbox/add-lead-note.ts";
import { changeStage } from "../../app/server/pipeline/change-stage.ts";
import { deleteLead } from "../../app/server/inbox/delete-lead.ts";
import { exportLeadsCsv } from "../../app/server/inbox/export-leads.ts";
import { getLead } from "../support/lead-detail.ts";
import { leadTimeline } from "../../app/server/pipeline/timeline.ts";
import { getLeadFile } from "../../app/server/inbox/get-lead-file.ts";
import { leadFilter } from "../../app/server/inbox/lead-filters.ts";
import { INBOX_PAGE_SIZE, listLeads, recentSourceChannels } from "../../app/server/inbox/list-leads.ts";
import { getCustomerClaim, listCustomerClaims } from "../../app/server/leads/customer-claims.ts";
import { submitClaim } from "../../app/server/leads/submit-claim.ts";
import { submitJobApplication } from "../../app/server/leads/submit-job-application.ts";
import { submitPayPerMileQuote } from "../../app/server/leads/submit-pay-per-mile-quote.ts";
import { submitQuoteRequest } from "../../app/server/leads/submit-quote-request.ts";
import type { UploadContext } from "../../app/server/leads/store-submission.ts";
import { getOutboxEmail, listOutbox, retryEmail } from "../../app/server/mail/outbox-admin.ts";
import { purgeExpiredLeads } from "../../app/server/retention/purge-expired-leads.ts";
import { inMemoryFile, type CheckedFile } from "../../app/server/uploads/check-upload.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "../support/test-database.ts";
import { testFileKeys } from "../support/file-keys.ts";

/** The agency's file keys for this file's submissions and services (uploads are stored encrypted). */
const fileKeys = testFileKeys();

const DAY = 86_400_000;
const NOW = new Date("2026-06-15T18:00:00.000Z");
const daysAgo = (n: number) => new Date(NOW.getTime() - n * DAY);
const contextAt = (now: Date): UploadContext => ({ agency: defaultAgency, publicUrl: "https://agency.test", now, fileKeys });

const quote = (first: string, last: string, email: string, phone: string, zip: string, extra: Record<string, unknown> = {}) =>
  quoteRequestSchema.parse({
    first_name: first,
    last_name: last,
    email,
    phone,
    zip_code: zip,
    contact_preference: "phone",
    insurance_types: ["auto", "home"],
    current_insurance: "no",
    home_ownership: "own",
    vehicle_count: "1",
    budget_range: "100_250",
    timeline: "within_week",
    ...extra,
  });

const claim = (email: string, first = "Sam") =>
  claimSchema.parse({
    firstName: first,
    lastName: "Rivera",
    email,
    phone: "(702) 555-0142",
    policyNumber: "AUTO-1",
    claimType: "Auto - Collision",
    dateOfLoss: "2026-05-01",
    lossLocation: "Flamingo Rd",
    lossCity: "Las Vegas",
    lossState: "NV",
    description: "Rear-ended.",
    injuriesInvolved: "no",
  });

const application = (email: string) =>
  jobApplicationSchema.parse({
    firstName: "Riley",
    lastName: "Chen",
    email,
    phone: "702 555 0188",
    address: "1 Main St",
    city: "Henderson",
    state: "NV",
    zipCode: "89052",
    position: "Claims Specialist",
    experience: "senior",
    availability: "1-month",
  });

const payPerMile = (email: string) =>
  payPerMileSchema.parse({
    firstName: "Morgan",
    lastName: "Lee",
    email,
    phone: "702-555-0177",
    address: "500 Fremont St",
    city: "Las Vegas",
    state: "NV",
    zipCode: "89101",
    averageMonthlyMiles: "500-750",
    vehicleYear: "2019",
    vehicleMake: "Toyota",
    vehicleModel: "Camry",
  });

const file = (fileName: string, text: string): CheckedFile => inMemoryFile(fileName, "application/pdf", new Uint8Array(Buffer.from(`%PDF-1.7 ${text}`)));

describe.each(testEngines())("back office on %s", (engine) => {
  let database: TestDatabase;
  const db = () => database.db;
  let admin: Actor & { id: string };

  async function insertUser(email: string, options: { role?: "admin" | "customer"; verified?: boolean; disabled?: boolean; createdAt?: Date } = {}) {
    const id = randomUUID();
    const created = options.createdAt ?? new Date();
    await db()
      .insertInto("user")
      .values({
        id,
        name: "",
        email,
        email_verified: options.verified ?? true,
        role: options.role ?? "customer",
        disabled: options.disabled ?? false,
        created_at: created,
        updated_at: created,
      })
      .execute();
    return id;
  }

  async function insertSession(userId: string, createdAt = new Date()) {
    await db()
      .insertInto("session")
      .values({ id: randomUUID(), token: randomUUID(), user_id: userId, expires_at: new Date(Date.now() + DAY), created_at: createdAt, updated_at: createdAt })
      .execute();
  }

  const auditRows = async () => (await listAudit(db(), noAuditFilter)).rows;
  /** The security alerts queued for the admins (app/server/security/security-events.ts), as [subject, to], sorted. */
  const securityAlerts = async () =>
    (await db().selectFrom("email_outbox").select(["subject", "to_address"]).where("kind", "=", "security.alert").execute())
      .map((m) => [m.subject, m.to_address])
      .sort((a, b) => (a.join("\n") < b.join("\n") ? -1 : 1));

  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database?.destroy();
  });
  beforeEach(async () => {
    // security_notices too: each test starts with no security email sent within the hour.
    for (const table of ["audit_log", "lead_notes", "email_outbox", "security_notices", "uploaded_files", "quote_requests", "claims", "job_applications", "pay_per_mile_quotes", "lead_field_labels", "counters", "session", "user"] as const) {
      await db().deleteFrom(table).execute();
    }
    const adminId = await insertUser("owner@agency.test", { role: "admin" });
    admin = { id: adminId, email: "owner@agency.test" };
  });

  describe("inbox lists", () => {
    it("pages newest first, 25 to a page, and counts per stage", async () => {
      const ids: string[] = [];
      for (let i = 0; i < 30; i++) {
        const { id } = await submitQuoteRequest(db(), quote(`Person${i}`, "Smith", `p${i}@example.com`, `702555${String(1000 + i)}`, "89118"), contextAt(daysAgo(30 - i)));
        ids.push(id);
      }
      await changeStage(db(), admin, "quotes", ids[0]!, { stage: "spam", outcome: null });
      await changeStage(db(), admin, "quotes", ids[1]!, { stage: "contacted", outcome: null });
      // A quote's "closed" is a legacy stage, kept for records from before stages: it cannot be chosen.
      expect(await changeStage(db(), admin, "quotes", ids[2]!, { stage: "closed", outcome: null })).toEqual({ ok: false, reason: "invalid-stage" });

      const first = await listLeads(db(), "quotes", leadFilter(null, null), 1);
      expect(first.total).toBe(30);
      expect(first.pageCount).toBe(2);
      expect(first.rows).toHaveLength(INBOX_PAGE_SIZE);
      expect(first.rows[0]!.name).toBe("Person29 Smith");
      expect(first.rows.map((r) => r.createdAt)).toEqual([...first.rows.map((r) => r.createdAt)].sort().reverse());
      expect(first.rows[0]!.cells).toEqual({ zip: "89118", types: "Auto, Home", timeline: "Within a week" });
      expect(first.statusCounts).toMatchObject({ all: 30, new: 28, spam: 1, contacted: 1, quoted: 0 });

      const second = await listLeads(db(), "quotes", leadFilter(null, null), 2);
      expect(second.rows).toHaveLength(5);
      expect(second.rows.at(-1)!.name).toBe("Person0 Smith");
      // A page past the end shows the last page.
      expect((await listLeads(db(), "quotes", leadFilter(null, null), 99)).page).toBe(2);

      const spam = await listLeads(db(), "quotes", leadFilter("spam", null));
      expect(spam.rows.map((r) => r.id)).toEqual([ids[0]]);
      expect(spam.total).toBe(1);
    });

    it("keeps each stage's count and the source choices between visits, and shows every change at the next", async () => {
      const google = { landing: "/auto-insurance", referrer: "https://www.google.com/", utm: {} };
      const newsletter = { landing: "/?utm_source=newsletter", referrer: null, utm: { utm_source: "newsletter" } };
      const at = (n: number, source: typeof google | typeof newsletter) => ({ ...contextAt(daysAgo(n)), source });
      const { id: first } = await submitQuoteRequest(db(), quote("Kim", "First", "kim@example.com", "7025551001", "89118"), at(3, google));
      await submitQuoteRequest(db(), quote("Lee", "Second", "lee@example.com", "7025551002", "89118"), at(2, google));
      const look = async () => {
        const list = await listLeads(db(), "quotes", leadFilter(null, null));
        return { counts: { all: list.statusCounts.all, new: list.statusCounts.new, spam: list.statusCounts.spam }, sources: await recentSourceChannels(db(), "quotes") };
      };
      expect(await look()).toEqual({ counts: { all: 2, new: 2, spam: 0 }, sources: ["Google (search)"] });

      // Dated before the newest record (as a record received earlier and stored late): each is still seen.
      await submitQuoteRequest(db(), quote("Mo", "Third", "mo@example.com", "7025551003", "89118"), at(10, newsletter));
      expect(await look()).toEqual({ counts: { all: 3, new: 3, spam: 0 }, sources: ["Google (search)", "newsletter"] });
      await changeStage(db(), admin, "quotes", first, { stage: "spam", outcome: null }, daysAgo(10));
      expect(await look()).toEqual({ counts: { all: 3, new: 2, spam: 1 }, sources: ["Google (search)", "newsletter"] });
      expect(await deleteLead(db(), admin, "quotes", first)).toBe(true);
      expect(await look()).toEqual({ counts: { all: 2, new: 2, spam: 0 }, sources: ["Google (search)", "newsletter"] });
    });

    it("keeps a search's matches for its other pages and tabs, and searches again after any change to the records", async () => {
      const { id: jane } = await submitQuoteRequest(db(), quote("Jane", "Doe", "jane@example.com", "7025551001", "89118"), contextAt(daysAgo(3)));
      const { id: janet } = await submitQuoteRequest(db(), quote("Janet", "Doe", "janet@example.com", "7025551002", "89118"), contextAt(daysAgo(2)));
      const look = async (stage: string | null = null) => {
        const list = await listLeads(db(), "quotes", leadFilter(stage, "doe"));
        return { names: list.rows.map((r) => r.name), all: list.statusCounts.all, spam: list.statusCounts.spam };
      };
      expect(await look()).toEqual({ names: ["Janet Doe", "Jane Doe"], all: 2, spam: 0 });

      // Written behind the version's back (no changed_at, no counter): the kept matches still list Jane as new.
      await db().updateTable("quote_requests").set({ status: "quoted" }).where("id", "=", jane).execute();
      expect(await look("new")).toEqual({ names: ["Janet Doe", "Jane Doe"], all: 2, spam: 0 });

      // Every change made the way the product makes it is seen at the next visit.
      await changeStage(db(), admin, "quotes", janet, { stage: "spam", outcome: null }, daysAgo(1));
      expect(await look("new")).toEqual({ names: [], all: 2, spam: 1 });
      expect(await look("quoted")).toEqual({ names: ["Jane Doe"], all: 2, spam: 1 });
      await submitQuoteRequest(db(), quote("Joe", "Doe", "joe@example.com", "7025551003", "89118"), contextAt(daysAgo(10)));
      expect(await look()).toEqual({ names: ["Janet Doe", "Jane Doe", "Joe Doe"], all: 3, spam: 1 });
      expect(await deleteLead(db(), admin, "quotes", janet)).toBe(true);
      expect(await look()).toEqual({ names: ["Jane Doe", "Joe Doe"], all: 2, spam: 0 });
    });

    it("keeps the one-row-per-person counts between visits, and counts again after any change to the records", async () => {
      const { id: first } = await submitQuoteRequest(db(), quote("Kim", "Lee", "kim@example.com", "7025551001", "89118"), contextAt(daysAgo(3)));
      await submitQuoteRequest(db(), quote("Kim", "Lee", "kim@example.com", "7025551001", "89118"), contextAt(daysAgo(2)));
      const others = async () => (await listLeads(db(), "quotes", leadFilter(null, null, { people: true }))).rows.map((r) => [r.name, r.otherRecords]);
      expect(await others()).toEqual([["Kim Lee", 1]]);

      // Written behind the version's back: the first quote no longer belongs to Kim, but the kept count says it does.
      await db().updateTable("quote_requests").set({ person_id: randomUUID() }).where("id", "=", first).execute();
      expect(await others()).toEqual([["Kim Lee", 1]]);
      await changeStage(db(), admin, "quotes", first, { stage: "contacted", outcome: null }, daysAgo(1));
      expect(await others()).toEqual([["Kim Lee", 0]]);
      await submitClaim(db(), claim("kim@example.com", "Kim"), [], contextAt(daysAgo(1)));
      expect(await others()).toEqual([["Kim Lee", 1]]);
    });

    it("searches names, full names, emails, phones by digits and ZIP codes, case-insensitively and literally", async () => {
      await submitQuoteRequest(db(), quote("Jane", "Doe", "jane.doe@example.com", "(702) 555-0123", "89118"), contextAt(daysAgo(3)));
      await submitQuoteRequest(db(), quote("Janet", "O'Neil", "janet_100@example.com", "7755550199", "89501"), contextAt(daysAgo(2)));
      await submitQuoteRequest(db(), quote("Bob", "Stone", "bob@example.com", "7025559876", "89052"), contextAt(daysAgo(1)));
      const names = async (q: string) => (await listLeads(db(), "quotes", leadFilter(null, q))).rows.map((r) => r.name).sort();

      expect(await names("JANE")).toEqual(["Jane Doe", "Janet O'Neil"]);
      expect(await names("jane doe")).toEqual(["Jane Doe"]);
      expect(await names("o'neil")).toEqual(["Janet O'Neil"]);
      expect(await names("BOB@EXAMPLE")).toEqual(["Bob Stone"]);
      expect(await names("702-555-0123")).toEqual(["Jane Doe"]);
      expect(await names("+1 (702) 555 0123")).toEqual(["Jane Doe"]);
      expect(await names("5559876")).toEqual(["Bob Stone"]);
      expect(await names("89501")).toEqual(["Janet O'Neil"]);
      // Wildcards are literal: "%" and "_" only match themselves.
      expect(await names("%")).toEqual([]);
      expect(await names("100%")).toEqual([]);
      expect(await names("t_1")).toEqual(["Janet O'Neil"]);
      expect(await names("_")).toEqual(["Janet O'Neil"]);
      expect(await names("nobody")).toEqual([]);

      // Search and stage combine; the counts follow the search.
      const list = await listLeads(db(), "quotes", leadFilter("new", "jane"));
      expect(list.total).toBe(2);
      expect(list.statusCounts.all).toBe(2);
    });

    it("shows each form's own columns and searches claims by claim number", async () => {
      const { claimNumber } = await submitClaim(db(), claim("sam@example.com"), [], contextAt(daysAgo(1)));
      await submitClaim(db(), claim("other@example.com", "Alex"), [], contextAt(daysAgo(0)));
      await submitJobApplication(db(), application("riley@example.com"), file("cv.pdf", "cv"), contextAt(daysAgo(1)));
      await submitPayPerMileQuote(db(), payPerMile("morgan@example.com"), contextAt(daysAgo(1)));

      const claims = await listLeads(db(), "claims", leadFilter(null, claimNumber.toLowerCase()));
      expect(claims.rows).toHaveLength(1);
      expect(claims.rows[0]!.cells).toEqual({ claimNumber, claimType: "Auto - Collision", dateOfLoss: "May 1, 2026" });
      expect((await listLeads(db(), "applications", leadFilter(null, "89052"))).rows[0]!.cells).toEqual({
        position: "Claims Specialist",
        experience: "Senior Level (6-10 years)",
        location: "Henderson, NV",
      });
      expect((await listLeads(db(), "pay-per-mile", leadFilter(null, "morgan"))).rows[0]!.cells).toEqual({
        zip: "89101",
        miles: "500-750 miles",
        vehicle: "2019 Toyota Camry",
      });
    });
  });

  describe("a record's page", () => {
    it("shows every field as submitted, its files and notes; stage changes, notes and views are audited", async () => {
      const { id, claimNumber } = await submitClaim(db(), claim("sam@example.com"), [file("photo.pdf", "one"), file("report.pdf", "two")], contextAt(daysAgo(1)));
      const lead = await getLead(db(), "claims", id);
      expect(lead).toMatchObject({ status: "received", name: "Sam Rivera", claimNumber });
      expect(lead!.consents.filter((c) => c.thisRecord).map((c) => [c.form, c.kind])).toEqual([["claim", "contact"]]);
      expect(lead!.details[0]).toEqual({ label: "Claim number", value: claimNumber });
      expect(lead!.details).toContainEqual({ label: "Photos and documents", value: "photo.pdf, report.pdf" });
      expect(lead!.files.map((f) => f.fileName)).toEqual(["photo.pdf", "report.pdf"]);

      const stored = await getLeadFile(db(), fileKeys, "claims", id, lead!.files[0]!.id);
      expect(Buffer.from(stored!.data).toString()).toBe("%PDF-1.7 one");
      // A file is only reachable through its own record and form.
      expect(await getLeadFile(db(), fileKeys, "claims", randomUUID(), lead!.files[0]!.id)).toBeNull();
      expect(await getLeadFile(db(), fileKeys, "applications", id, lead!.files[0]!.id)).toBeNull();

      expect(await changeStage(db(), admin, "claims", id, { stage: "in_review", outcome: null })).toEqual({ ok: true, changed: true, from: "received", to: "in_review" });
      expect(await changeStage(db(), admin, "claims", id, { stage: "in_review", outcome: null })).toMatchObject({ ok: true, changed: false });
      expect(await changeStage(db(), admin, "claims", id, { stage: "deleted", outcome: null })).toEqual({ ok: false, reason: "invalid-stage" });
      // A stage of another form's pipeline is not a claim's.
      expect(await changeStage(db(), admin, "claims", id, { stage: "contacted", outcome: null })).toEqual({ ok: false, reason: "invalid-stage" });
      expect(await changeStage(db(), admin, "claims", randomUUID(), { stage: "closed", outcome: null })).toEqual({ ok: false, reason: "not-found" });
      expect(await addLeadNote(db(), admin, "claims", id, "Called, left a voicemail.")).toMatchObject({ ok: true });
      expect(await addLeadNote(db(), admin, "quotes", id, "wrong inbox")).toEqual({ ok: false, reason: "not-found" });
      await recordView(db(), admin, { action: "lead.view", targetType: "claims", targetId: id, targetLabel: claimNumber }, NOW);
      await recordView(db(), admin, { action: "lead.view", targetType: "claims", targetId: id, targetLabel: claimNumber }, new Date(NOW.getTime() + 60_000));

      const after = await getLead(db(), "claims", id);
      expect(after!.status).toBe("in_review");
      expect((await leadTimeline(db(), "claims", id)).filter((entry) => entry.kind === "note")).toEqual([expect.objectContaining({ actor: "owner@agency.test", body: "Called, left a voicemail." })]);

      const audit = await auditRows();
      expect(audit.map((a) => [a.action, a.detail])).toEqual(
        expect.arrayContaining([
          ["lead.stage", "Received → In review"],
          ["lead.note", null],
          ["lead.view", null],
        ]),
      );
      expect(audit.filter((a) => a.action === "lead.view")).toHaveLength(1);
      // The assignment rule gave the new claim its owner (the only team member) as it arrived.
      expect(audit.filter((a) => a.actorEmail !== "owner@agency.test").map((a) => [a.action, a.actorEmail])).toEqual([["lead.assign", "system: assignment rule"]]);
      expect(audit.every((a) => a.targetId === id && a.targetLabel === claimNumber)).toBe(true);
      // Filterable by record, by its id or its claim number.
      expect((await listAudit(db(), { ...noAuditFilter, targetType: "claims", targetId: claimNumber })).total).toBe(4);
      expect((await listAudit(db(), { ...noAuditFilter, targetId: randomUUID() })).total).toBe(0);
      // Another person's view, and the same person's once the window has passed, are views of their own.
      await recordView(db(), { id: randomUUID(), email: "other@agency.test" }, { action: "lead.view", targetType: "claims", targetId: id, targetLabel: claimNumber }, new Date(NOW.getTime() + 120_000));
      await recordView(db(), admin, { action: "lead.view", targetType: "claims", targetId: id, targetLabel: claimNumber }, new Date(NOW.getTime() + (VIEW_WINDOW_MINUTES + 1) * 60_000));
      const views = (await auditRows()).filter((a) => a.action === "lead.view");
      expect(views.map((a) => a.actorEmail).sort()).toEqual(["other@agency.test", "owner@agency.test", "owner@agency.test"]);
    });

    it("deletes a record with its files and notes, and audits it", async () => {
      const { id } = await submitJobApplication(db(), application("riley@example.com"), file("cv.pdf", "cv"), contextAt(daysAgo(1)));
      const keep = await submitJobApplication(db(), application("keep@example.com"), file("keep.pdf", "keep"), contextAt(daysAgo(1)));
      await addLeadNote(db(), admin, "applications", id, "Strong candidate");
      await addLeadNote(db(), admin, "applications", keep.id, "Keep me");
      expect(await deleteLead(db(), admin, "applications", id)).toBe(true);
      expect(await deleteLead(db(), admin, "applications", id)).toBe(false);
      expect(await getLead(db(), "applications", id)).toBeNull();
      expect(await db().selectFrom("uploaded_files").select("owner_id").execute()).toEqual([{ owner_id: keep.id }]);
      expect(await db().selectFrom("lead_notes").select("record_id").execute()).toEqual([{ record_id: keep.id }]);
      expect((await auditRows()).find((a) => a.action === "lead.delete")).toMatchObject({ targetId: id, detail: "With 1 file and 1 note" });
    });
  });

  describe("CSV export", () => {
    async function exportText(...args: Parameters<typeof leadFilter>) {
      const { stream, done } = exportLeadsCsv(db(), "quotes", leadFilter(...args));
      // Decoded keeping the byte-order mark (TextDecoder drops it by default).
      const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await new Response(stream).arrayBuffer());
      return { text, count: await done };
    }

    it("writes the BOM, a header with every field, neutralised formulas, and only the current filter", async () => {
      const a = await submitQuoteRequest(db(), quote("=HYPERLINK(\"http://evil.test\")", "Doe", "a@example.com", "7025550101", "89118", { additional_info: "@SUM(1,2)\nline two" }), contextAt(daysAgo(2)));
      await submitQuoteRequest(db(), quote("Bob", "Stone", "b@example.com", "7025550102", "89052"), contextAt(daysAgo(1)));
      await changeStage(db(), admin, "quotes", a.id, { stage: "contacted", outcome: null });

      const all = await exportText(null, null);
      expect(all.count).toBe(2);
      expect(all.text.startsWith(CSV_BOM)).toBe(true);
      const [header, first, ...rest] = all.text.slice(1).split("\r\n");
      expect(header).toBe(
        "Record ID,Received (Las Vegas time),Stage,Owner,Follow-up (Las Vegas time),Follow-up note,First contact (Las Vegas time),Won carrier,Won line,Annual premium (USD),Lost reason," +
          "First name,Last name,Email,Phone,ZIP code,Preferred contact method,Insurance types,Currently insured,Current provider,Satisfaction with current insurance,Home ownership,Number of vehicles,Type of business,Business size,Years in business,Monthly budget,When coverage is needed,Additional information,\"Marketing emails, calls and texts\",Consent statement,Consent given (Las Vegas time)," +
          "Source,Landing page,Referrer,utm_source,utm_medium,utm_campaign,utm_term,utm_content",
      );
      // The work on each record (the assignment rule gave both to the only team member), then the fields as submitted.
      expect(first).toMatch(/^[0-9a-f-]{36},\d{4}-\d\d-\d\d \d\d:\d\d,New,owner@agency\.test,,,,,,,,Bob,Stone,b@example.com,/);
      const second = rest.join("\r\n");
      // Moving it on from New was its first contact.
      expect(second).toMatch(/,Contacted,owner@agency\.test,,,\d{4}-\d\d-\d\d \d\d:\d\d,,,,,"'=HYPERLINK\(""http:\/\/evil\.test""\)",Doe,/);
      expect(second).toContain(`"'@SUM(1,2)\nline two"`);
      expect(second).toContain('"Auto, Home"');

      const contacted = await exportText("contacted", null);
      expect(contacted.count).toBe(1);
      expect(contacted.text).not.toContain("Bob");
      const searched = await exportText(null, "stone");
      expect(searched.count).toBe(1);
      expect(searched.text).toContain("Bob");
    });

    it("keeps the fields of records from older versions of a form", async () => {
      const { id } = await submitQuoteRequest(db(), quote("Old", "Form", "old@example.com", "7025550103", "89118"), contextAt(daysAgo(400)));
      await db()
        .updateTable("quote_requests")
        .set({ details_json: JSON.stringify([{ label: "First name", value: "Old" }, { label: "Fax number", value: "702-555-0000" }]) })
        .where("id", "=", id)
        .execute();
      const { text } = await exportText(null, null);
      expect(text.split("\r\n")[0]).toContain("Fax number");
      expect((await getLead(db(), "quotes", id))!.details).toContainEqual({ label: "Fax number", value: "702-555-0000" });
    });
  });

  describe("retention", () => {
    it("deletes only records older than each form's cut-off, with their files and notes, and reports counts", async () => {
      const oldClaim = await submitClaim(db(), claim("old@example.com"), [file("old.pdf", "old")], contextAt(daysAgo(800)));
      const newClaim = await submitClaim(db(), claim("new@example.com"), [file("new.pdf", "new")], contextAt(daysAgo(10)));
      const oldApp = await submitJobApplication(db(), application("oldapp@example.com"), file("cv-old.pdf", "x"), contextAt(daysAgo(800)));
      const newApp = await submitJobApplication(db(), application("newapp@example.com"), file("cv-new.pdf", "y"), contextAt(daysAgo(700)));
      const oldQuote = await submitQuoteRequest(db(), quote("Old", "Quote", "oq@example.com", "7025550104", "89118"), contextAt(daysAgo(3000)));
      const ppm = await submitPayPerMileQuote(db(), payPerMile("ppm@example.com"), contextAt(daysAgo(2500)));
      await addLeadNote(db(), admin, "claims", oldClaim.id, "old note");
      await addLeadNote(db(), admin, "claims", newClaim.id, "new note");
      await addLeadNote(db(), admin, "applications", oldApp.id, "old app note");
      // A note on another form with the same record id must survive.
      await db().insertInto("lead_notes").values({ id: randomUUID(), form: "quotes", record_id: oldClaim.id, author_id: null, author_email: "x", body: "unrelated", created_at: NOW.toISOString() }).execute();

      const policy = { quotes: 0, claims: 24, applications: 24, "pay-per-mile": 96, "coverage-reviews": 96, messages: 96 };
      const dry = await purgeExpiredLeads(db(), policy, { now: NOW, dryRun: true, actor: systemActor("test") });
      expect(dry.find((f) => f.form === "claims")).toMatchObject({ records: 1, files: 1, notes: 1 });
      expect(await db().selectFrom("claims").select("id").execute()).toHaveLength(2);

      const report = await purgeExpiredLeads(db(), policy, { now: NOW, actor: systemActor("npm run purge") });
      expect(report).toEqual([
        { form: "quotes", months: 0, cutoff: null, records: 0, files: 0, notes: 0 },
        { form: "claims", months: 24, cutoff: "2024-06-15T18:00:00.000Z", records: 1, files: 1, notes: 1 },
        { form: "applications", months: 24, cutoff: "2024-06-15T18:00:00.000Z", records: 1, files: 1, notes: 1 },
        { form: "pay-per-mile", months: 96, cutoff: "2018-06-15T18:00:00.000Z", records: 0, files: 0, notes: 0 },
        { form: "coverage-reviews", months: 96, cutoff: "2018-06-15T18:00:00.000Z", records: 0, files: 0, notes: 0 },
        { form: "messages", months: 96, cutoff: "2018-06-15T18:00:00.000Z", records: 0, files: 0, notes: 0 },
      ]);
      expect((await db().selectFrom("claims").select("id").execute()).map((r) => r.id)).toEqual([newClaim.id]);
      expect((await db().selectFrom("job_applications").select("id").execute()).map((r) => r.id)).toEqual([newApp.id]);
      expect(await db().selectFrom("quote_requests").select("id").execute()).toEqual([{ id: oldQuote.id }]);
      expect(await db().selectFrom("pay_per_mile_quotes").select("id").execute()).toEqual([{ id: ppm.id }]);
      expect((await db().selectFrom("uploaded_files").select("owner_id").execute()).map((r) => r.owner_id).sort()).toEqual([newApp.id, newClaim.id].sort());
      expect((await db().selectFrom("lead_notes").select("body").execute()).map((r) => r.body).sort()).toEqual(["new note", "unrelated"]);

      const purges = (await auditRows()).filter((a) => a.action === "lead.purge");
      expect(purges.map((p) => [p.targetType, p.actorEmail])).toEqual(
        expect.arrayContaining([["claims", "system: npm run purge"], ["applications", "system: npm run purge"]]),
      );
      expect(purges).toHaveLength(2);

      // A second run finds nothing.
      const again = await purgeExpiredLeads(db(), policy, { now: NOW, actor: systemActor("npm run purge") });
      expect(again.every((f) => f.records === 0)).toBe(true);
    });

    it("purges in batches larger than one transaction", async () => {
      for (let i = 0; i < 205; i++) {
        await db()
          .insertInto("pay_per_mile_quotes")
          .values({
            id: randomUUID(), first_name: "A", last_name: "B", email: `x${i}@example.com`, phone: "7025550100", address: "x", city: "x", state: "NV",
            zip_code: "89118", average_monthly_miles: "0-250", vehicle_year: "2020", vehicle_make: "x", vehicle_model: "y",
            consent_text: "c", consent_at: daysAgo(500).toISOString(), details_json: "[]", created_at: daysAgo(500).toISOString(),
          })
          .execute();
      }
      const report = await purgeExpiredLeads(db(), { quotes: 0, claims: 0, applications: 0, "pay-per-mile": 12, "coverage-reviews": 12, messages: 12 }, { now: NOW, actor: systemActor("test") });
      expect(report.find((f) => f.form === "pay-per-mile")!.records).toBe(205);
      expect(await db().selectFrom("pay_per_mile_quotes").select("id").execute()).toEqual([]);
    });
  });

  describe("users", () => {
    it("keeps the last active admin from removing their own role, and nobody disables themselves", async () => {
      expect(await changeRole(db(), admin, admin.id, "customer", [])).toEqual({ ok: false, status: 409, message: REFUSE_LAST_ADMIN });
      expect(await changeAccount(db(), admin, admin.id, "disable")).toEqual({ ok: false, status: 409, message: REFUSE_DISABLE_SELF });
      // A disabled admin does not count.
      await insertUser("dormant@agency.test", { role: "admin", disabled: true });
      expect(await changeRole(db(), admin, admin.id, "staff", [])).toMatchObject({ ok: false, status: 409 });

      const second = await insertUser("second@agency.test", { role: "customer" });
      expect(await changeRole(db(), admin, second, "admin", [])).toMatchObject({ ok: true, changed: true, message: "second@agency.test is now an admin." });
      expect(await changeRole(db(), admin, second, "admin", [])).toMatchObject({ ok: true, changed: false });
      const stepped = await changeRole(db(), admin, admin.id, "customer", ["owner@agency.test"]);
      expect(stepped).toMatchObject({ ok: true, changed: true, message: "owner@agency.test is now a customer." });
      expect(stepped.ok && stepped.warning).toMatch(/ADMIN_EMAILS/);
      const roles = await db().selectFrom("user").select(["email", "role"]).orderBy("email").execute();
      expect(roles).toEqual([
        { email: "dormant@agency.test", role: "admin" },
        { email: "owner@agency.test", role: "customer" },
        { email: "second@agency.test", role: "admin" },
      ]);
      expect(await changeRole(db(), admin, randomUUID(), "admin", [])).toMatchObject({ ok: false, status: 404 });

      // Each change comes with its security event; the refusals leave nothing.
      const actions = (await auditRows()).map((a) => [a.action, a.targetLabel, a.detail]);
      expect(actions).toEqual(
        expect.arrayContaining([
          ["user.role", "second@agency.test", "Customer → Admin"],
          ["security.admin_granted", "second@agency.test", "second@agency.test is now an administrator (was Customer), through the back office, by owner@agency.test."],
          ["user.role", "owner@agency.test", "Admin → Customer"],
          ["security.role_changed", "owner@agency.test", "owner@agency.test: Admin → Customer, by owner@agency.test."],
        ]),
      );
      expect(actions).toHaveLength(4);
      // Emailed to the active admins of the moment (never the disabled one).
      expect(await securityAlerts()).toEqual([
        ["Security: a new administrator", "owner@agency.test"],
        ["Security: a new administrator", "second@agency.test"],
        ["Security: an account's role changed", "second@agency.test"],
      ]);
    });

    it("ends every session of an account it disables, and re-enables it", async () => {
      const customer = await insertUser("jane@example.com");
      await insertSession(customer);
      await insertSession(customer);
      const otherSession = await insertUser("bob@example.com");
      await insertSession(otherSession);
      expect(await changeAccount(db(), admin, customer, "disable")).toMatchObject({ ok: true, changed: true });
      expect(await db().selectFrom("session").select("user_id").execute()).toEqual([{ user_id: otherSession }]);
      const row = await db().selectFrom("user").select("disabled").where("id", "=", customer).executeTakeFirstOrThrow();
      expect(toBoolean(row.disabled)).toBe(true);
      expect(await changeAccount(db(), admin, customer, "enable")).toMatchObject({ ok: true, changed: true });
      const enabled = await db().selectFrom("user").select("disabled").where("id", "=", customer).executeTakeFirstOrThrow();
      expect(toBoolean(enabled.disabled)).toBe(false);
      // Disabling is a security event too (audited, and emailed to the admin); enabling is not.
      expect((await auditRows()).map((a) => a.action).sort()).toEqual(["security.account_disabled", "user.disable", "user.enable"]);
      expect(await securityAlerts()).toEqual([["Security: an account was disabled", "owner@agency.test"]]);
    });

    it("lists accounts newest first, searchable, with their last sign-in", async () => {
      const jane = await insertUser("jane.doe@example.com", { createdAt: daysAgo(2), verified: false });
      await insertUser("bob_x@example.com", { createdAt: daysAgo(1), disabled: true });
      await insertSession(jane, daysAgo(1));
      await db().updateTable("user").set({ last_sign_in_at: daysAgo(3).toISOString() }).where("id", "=", jane).execute();

      const all = await listAccounts(db(), { search: null, role: null, state: null });
      expect(all.rows.map((r) => r.email)).toEqual(["owner@agency.test", "bob_x@example.com", "jane.doe@example.com"]);
      const janeRow = (await listAccounts(db(), { search: "JANE", role: null, state: null })).rows;
      expect(janeRow).toEqual([
        expect.objectContaining({ email: "jane.doe@example.com", verified: false, role: "customer", disabled: false, lastSignInAt: daysAgo(1).toISOString() }),
      ]);
      expect((await listAccounts(db(), { search: "_", role: null, state: null })).rows.map((r) => r.email)).toEqual(["bob_x@example.com"]);
      expect((await listAccounts(db(), { search: null, role: "admin", state: null })).rows.map((r) => r.email)).toEqual(["owner@agency.test"]);
      expect((await listAccounts(db(), { search: null, role: null, state: "disabled" })).rows.map((r) => r.email)).toEqual(["bob_x@example.com"]);
      expect((await listAccounts(db(), { search: null, role: null, state: "active" })).total).toBe(2);
    });
  });

  describe("email outbox", () => {
    async function insertEmail(status: "queued" | "sent" | "failed" | "not_sent", subject: string) {
      const id = randomUUID();
      await db()
        .insertInto("email_outbox")
        .values({
          id, kind: "account.reset", to_address: "jane@example.com", subject, status, attempts: status === "failed" ? 8 : 0,
          text_body: "Reset: https://agency.test/reset-password?token=SECRET123", html_body: '<a href="https://agency.test/reset-password?token=SECRET123">Reset</a>',
          last_error: status === "failed" ? "550 mailbox unavailable" : null, next_attempt_at: daysAgo(1).toISOString(), created_at: NOW.toISOString(),
        })
        .execute();
      return id;
    }

    it("lists by status, hides one-time tokens, and retries only failed or unsent emails", async () => {
      const failed = await insertEmail("failed", "Reset your password");
      const unsent = await insertEmail("not_sent", "Confirm your email");
      const sent = await insertEmail("sent", "Welcome");

      const page = await listOutbox(db(), { status: "failed", search: null });
      expect(page.rows.map((r) => r.id)).toEqual([failed]);
      expect(page.statusCounts).toMatchObject({ all: 3, failed: 1, not_sent: 1, sent: 1 });
      expect((await listOutbox(db(), { status: null, search: "CONFIRM" })).rows.map((r) => r.id)).toEqual([unsent]);

      const email = await getOutboxEmail(db(), failed);
      expect(email!.text).not.toContain("SECRET123");
      expect(email!.html).not.toContain("SECRET123");

      expect(await retryEmail(db(), admin, failed)).toEqual({ ok: true });
      expect(await retryEmail(db(), admin, unsent)).toEqual({ ok: true });
      expect(await retryEmail(db(), admin, sent)).toEqual({ ok: false, reason: "not-retryable" });
      expect(await retryEmail(db(), admin, failed)).toEqual({ ok: false, reason: "not-retryable" });
      expect(await retryEmail(db(), admin, randomUUID())).toEqual({ ok: false, reason: "not-found" });
      const rows = await db().selectFrom("email_outbox").select(["id", "status", "next_attempt_at", "attempts", "text_body"]).execute();
      const byId = Object.fromEntries(rows.map((r) => [r.id, r]));
      expect(byId[failed]).toMatchObject({ status: "queued", attempts: 8 });
      expect(byId[failed]!.text_body).toContain("SECRET123");
      expect(byId[failed]!.next_attempt_at > NOW.toISOString()).toBe(true);
      expect(byId[unsent]!.status).toBe("queued");
      expect(byId[sent]!.status).toBe("sent");
      expect((await auditRows()).map((a) => [a.action, a.targetId, a.detail]).sort()).toEqual(
        [["email.retry", failed, "Was failed"], ["email.retry", unsent, "Was not_sent"]].sort(),
      );
    });
  });

  describe("customers' claims", () => {
    // Who sees which claim (filed signed in, confirmed, linked by staff) is tested in customer-portal.test.ts.
    it("lists the account's own claims, newest first, and never another person's", async () => {
      const jane = await insertUser("jane@example.com");
      const unverified = await insertUser("unverified@example.com", { verified: false });
      const first = await submitClaim(db(), claim("jane@example.com"), [], contextAt(daysAgo(5)), { userId: jane });
      const second = await submitClaim(db(), claim("jane@example.com"), [], contextAt(daysAgo(1)), { userId: jane });
      const other = await submitClaim(db(), claim("someone.else@example.com"), [], contextAt(daysAgo(2)));
      // The same address, filed signed out and never confirmed: not hers to see.
      const sameAddress = await submitClaim(db(), claim("jane@example.com"), [], contextAt(daysAgo(3)));
      const unverifiedClaim = await submitClaim(db(), claim("unverified@example.com"), [], contextAt(daysAgo(2)));
      await addLeadNote(db(), admin, "claims", first.id, "Staff only: suspicious");
      await changeStage(db(), admin, "claims", first.id, { stage: "in_review", outcome: null });

      const list = await listCustomerClaims(db(), jane);
      expect(list.map((c) => c.claimNumber)).toEqual([second.claimNumber, first.claimNumber]);
      expect(list[1]).toMatchObject({ claimType: "Auto - Collision", status: "in_review" });
      const page = await getCustomerClaim(db(), jane, first.claimNumber);
      expect(page!.details).toContainEqual({ label: "Description of what happened", value: "Rear-ended." });
      expect(JSON.stringify(page)).not.toContain("suspicious");

      expect(await getCustomerClaim(db(), jane, other.claimNumber)).toBeNull();
      expect(await getCustomerClaim(db(), jane, sameAddress.claimNumber)).toBeNull();
      expect(await listCustomerClaims(db(), unverified)).toEqual([]);
      expect(await getCustomerClaim(db(), unverified, unverifiedClaim.claimNumber)).toBeNull();
    });
  });

  it("counts what the admin dashboard shows", async () => {
    await submitQuoteRequest(db(), quote("A", "B", "a@example.com", "7025550101", "89118"), contextAt(daysAgo(1)));
    const contacted = await submitQuoteRequest(db(), quote("C", "D", "c@example.com", "7025550102", "89118"), contextAt(daysAgo(1)));
    await changeStage(db(), admin, "quotes", contacted.id, { stage: "contacted", outcome: null });
    await submitClaim(db(), claim("x@example.com"), [], contextAt(daysAgo(1)));
    await insertUser("old@example.com", { createdAt: daysAgo(30) });
    // The mailbox's copies (the owner, by round-robin the admin, gets a copy of each too).
    await db().updateTable("email_outbox").set({ status: "failed" }).where("kind", "=", "quotes.notification").where("to_address", "=", defaultAgency.emails.leads).execute();
    await db().updateTable("email_outbox").set({ status: "not_sent" }).where("kind", "=", "claims.notification").where("to_address", "=", defaultAgency.emails.claims).execute();

    const counts = await dashboardCounts(db());
    expect(counts.newLeads).toEqual({ quotes: 1, claims: 1, applications: 0, "pay-per-mile": 0, "coverage-reviews": 0, messages: 0 });
    expect(counts).toMatchObject({ accounts: 2, newAccounts: 1, failedEmails: 2, unsentEmails: 1 });
  });

  it("stops counting at the dashboard's limit", async () => {
    const stamp = new Date().toISOString();
    const rows = Array.from({ length: DASHBOARD_COUNT_LIMIT + 5 }, (_, i) => ({
      id: randomUUID(), kind: "bulk.test", to_address: `bulk${i}@example.com`, reply_to: null, subject: "S", text_body: "T", html_body: "<p>T</p>", last_error: null, locked_until: null, sent_at: null,
      status: "failed" as const, attempts: 1, next_attempt_at: stamp, created_at: stamp,
    }));
    for (let i = 0; i < rows.length; i += 200) await db().insertInto("email_outbox").values(rows.slice(i, i + 200)).execute();
    expect((await dashboardCounts(db())).failedEmails).toBe(DASHBOARD_COUNT_LIMIT);
  });

  it("counts new accounts up to the dashboard's limit, the week's only", async () => {
    const at = (days: number) => new Date(Date.now() - days * 86_400_000);
    const accounts = (n: number, created: Date) =>
      Array.from({ length: n }, () => ({ id: randomUUID(), name: "", email: `${randomUUID()}@example.com`, email_verified: true, role: "customer", disabled: false, created_at: created, updated_at: created }));
    await db().insertInto("user").values(accounts(40, at(30))).execute();
    await db().insertInto("user").values(accounts(30, at(2))).execute();
    // The admin the test signs in as counts too: created today.
    expect(await dashboardCounts(db())).toMatchObject({ newAccounts: 30 + 1, accounts: 70 + 1 });
    for (let i = 0; i < 2; i++) await db().insertInto("user").values(accounts(50, at(1))).execute();
    expect(await dashboardCounts(db())).toMatchObject({ newAccounts: DASHBOARD_COUNT_LIMIT, accounts: 170 + 1 });
  });
});
