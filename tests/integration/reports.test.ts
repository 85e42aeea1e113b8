/**
 * The owner's reports on both engines, from hand-made records: leads per Las Vegas week by form
 * and source channel (spam and older records left out), time to first contact (medians and the
 * 24-hour count), quote win rate and premium by month and channel, open items per person, and
 * the CSV files (formula-safe).
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { defaultAgency } from "../../app/config/agency.ts";
import type { LeadForm } from "../../app/lib/inbox-paths.ts";
import { claimSchema } from "../../app/lib/schemas/claim.ts";
import { payPerMileSchema } from "../../app/lib/schemas/pay-per-mile-quote.ts";
import { quoteRequestSchema } from "../../app/lib/schemas/quote-request.ts";
import { jobApplicationSchema } from "../../app/lib/schemas/job-application.ts";
import { leadDb, leadTables } from "../../app/server/inbox/lead-tables.ts";
import { recordLeadChange } from "../../app/server/inbox/lead-changes.ts";
import type { UploadContext } from "../../app/server/leads/store-submission.ts";
import { submitClaim } from "../../app/server/leads/submit-claim.ts";
import { submitJobApplication } from "../../app/server/leads/submit-job-application.ts";
import { submitPayPerMileQuote } from "../../app/server/leads/submit-pay-per-mile-quote.ts";
import { submitQuoteRequest } from "../../app/server/leads/submit-quote-request.ts";
import type { LeadSource } from "../../app/server/pipeline/lead-source.ts";
import { reportPanelsMarkup } from "../../app/components/reports/report-panels-markup.server.tsx";
import { loadReports, REPORTS_MAX_AGE_MS, reportCsv, type Reports } from "../../app/server/reports/reports.ts";
import { inMemoryFile } from "../../app/server/uploads/check-upload.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "../support/test-database.ts";
import { testFileKeys } from "../support/file-keys.ts";

/** The agency's file keys for this file's submissions and services (uploads are stored encrypted). */
const fileKeys = testFileKeys();

/** Wednesday 2026-03-11, noon in Las Vegas (daylight saving began on Sunday the 8th). */
const NOW = new Date("2026-03-11T19:00:00.000Z");
const HOUR = 3_600_000;

const newsletter: LeadSource = { landing: "/?utm_source=newsletter&utm_medium=email", referrer: null, utm: { utm_source: "newsletter", utm_medium: "email" } };
const google: LeadSource = { landing: "/auto-insurance", referrer: "https://www.google.com/", utm: {} };
const formula: LeadSource = { landing: "/", referrer: null, utm: { utm_source: "=HYPERLINK(\"http://evil.test\")" } };

const contextAt = (iso: string, source?: LeadSource): UploadContext => ({ agency: defaultAgency, publicUrl: "https://agency.test", now: new Date(iso), source, fileKeys });

let sequence = 0;
const quoteInput = () =>
  quoteRequestSchema.parse({
    first_name: "Sam", last_name: `Rivera${++sequence}`, email: `sam${sequence}@example.com`, phone: `70255501${String(sequence).padStart(2, "0")}`,
    zip_code: "89118", contact_preference: "phone", insurance_types: ["auto"], current_insurance: "no", home_ownership: "own",
    vehicle_count: "1", budget_range: "100_250", timeline: "within_week",
  });
const payPerMileInput = () =>
  payPerMileSchema.parse({
    firstName: "Morgan", lastName: `Lee${++sequence}`, email: `morgan${sequence}@example.com`, phone: `70255502${String(sequence).padStart(2, "0")}`,
    address: "500 Fremont St", city: "Las Vegas", state: "NV", zipCode: "89101", averageMonthlyMiles: "500-750", vehicleYear: "2019", vehicleMake: "Toyota", vehicleModel: "Camry",
  });
const claimInput = () =>
  claimSchema.parse({
    firstName: "Ana", lastName: `Cruz${++sequence}`, email: `ana${sequence}@example.com`, phone: `70255503${String(sequence).padStart(2, "0")}`,
    policyNumber: "AUTO-1", claimType: "Auto - Collision", dateOfLoss: "2026-03-01", lossLocation: "Flamingo Rd", lossCity: "Las Vegas",
    lossState: "NV", description: "Rear-ended.", injuriesInvolved: "no",
  });
const applicationInput = () =>
  jobApplicationSchema.parse({
    firstName: "Lee", lastName: `Park${++sequence}`, email: `lee${sequence}@example.com`, phone: `70255504${String(sequence).padStart(2, "0")}`,
    address: "1 Main St", city: "Henderson", state: "NV", zipCode: "89002", position: "Claims Specialist", experience: "senior", availability: "2-weeks",
  });
const resume = () => inMemoryFile("resume.pdf", "application/pdf", new Uint8Array(Buffer.from("%PDF-1.7\n%%EOF\n")));

describe.each(testEngines())("reports on %s", (engine) => {
  let database: TestDatabase;
  const db = () => database.db;
  let reports: Reports;
  const ids: Record<string, string> = {};
  const users: Record<string, string> = {};

  /** Changes a record as the pipeline's writers do: with the lead records' version raised in the same transaction. */
  async function update(form: LeadForm, id: string, columns: Record<string, string | number | null>) {
    await db()
      .transaction()
      .execute(async (trx) => {
        await leadDb(trx).updateTable(leadTables[form].table).set(columns).where("id", "=", id).execute();
        await recordLeadChange(trx);
      });
  }

  async function insertUser(name: string, role: string, createdAt: string, disabled = false) {
    const id = randomUUID();
    await db().insertInto("user").values({ id, name, email: `${name.toLowerCase()}@agency.test`, email_verified: true, role, disabled, created_at: createdAt, updated_at: createdAt }).execute();
    return id;
  }

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    // Stored before anyone is on the team, so nobody is assigned; owners are set below.
    // This week (from Monday 2026-03-09 00:00 PDT = 07:00 UTC):
    ids.q1 = (await submitQuoteRequest(db(), quoteInput(), contextAt("2026-03-09T07:30:00.000Z", newsletter))).id;
    ids.c1 = (await submitClaim(db(), claimInput(), [], contextAt("2026-03-10T15:00:00.000Z", formula))).id;
    ids.p1 = (await submitPayPerMileQuote(db(), payPerMileInput(), contextAt("2026-03-10T16:00:00.000Z", newsletter))).id;
    ids.spam = (await submitQuoteRequest(db(), quoteInput(), contextAt("2026-03-10T17:00:00.000Z", google))).id;
    // Last week: Sunday 23:30 in Las Vegas (Monday 06:30 UTC) still belongs to it.
    ids.q2 = (await submitQuoteRequest(db(), quoteInput(), contextAt("2026-03-09T06:30:00.000Z", google))).id;
    ids.q3 = (await submitQuoteRequest(db(), quoteInput(), contextAt("2026-03-03T12:00:00.000Z"))).id;
    // Before the 12 weeks.
    ids.old = (await submitQuoteRequest(db(), quoteInput(), contextAt("2025-12-01T12:00:00.000Z", newsletter))).id;
    ids.q5 = (await submitQuoteRequest(db(), quoteInput(), contextAt("2025-10-01T12:00:00.000Z"))).id;
    ids.a1 = (await submitJobApplication(db(), applicationInput(), resume(), contextAt("2025-11-01T12:00:00.000Z"))).id;

    users.alice = await insertUser("Alice", "staff", "2026-01-01T00:00:00.000Z");
    users.bob = await insertUser("Bob", "admin", "2026-01-02T00:00:00.000Z");
    users.carol = await insertUser("Carol", "staff", "2026-01-03T00:00:00.000Z", true);
    await insertUser("Customer", "customer", "2026-01-04T00:00:00.000Z");

    const after = (iso: string, hours: number) => new Date(Date.parse(iso) + hours * HOUR).toISOString();
    await update("quotes", ids.q1, { first_contact_at: after("2026-03-09T07:30:00.000Z", 2), status: "won", closed_at: "2026-03-10T20:00:00.000Z", won_premium_cents: 120_000 });
    await update("quotes", ids.q2, { first_contact_at: after("2026-03-09T06:30:00.000Z", 30), status: "lost", closed_at: "2026-03-01T07:30:00.000Z", lost_reason: "price" });
    await update("quotes", ids.q3, { first_contact_at: after("2026-03-03T12:00:00.000Z", 4), status: "contacted", owner_id: users.alice });
    await update("pay-per-mile", ids.p1, { status: "won", closed_at: "2026-03-11T00:00:00.000Z", won_premium_cents: 50_050 });
    await update("quotes", ids.spam, { status: "spam", closed_at: "2026-03-10T18:00:00.000Z" });
    // Won just before the 12 months (April 2025 begins at 07:00 UTC on the 1st).
    await update("quotes", ids.old, { status: "won", closed_at: "2025-04-01T06:59:00.000Z", won_premium_cents: 999_900 });
    await update("quotes", ids.q5, { status: "quoted", owner_id: users.carol });
    await update("applications", ids.a1, { status: "interview", owner_id: users.bob });

    reports = (await loadReports(db(), NOW)).reports;
  });
  afterAll(() => database?.destroy());

  it("counts leads per Las Vegas week by form, leaving out spam and older records", () => {
    const { weeks, total } = reports.leads;
    expect(weeks).toHaveLength(12);
    expect(weeks.map((w) => w.period.key).slice(-2)).toEqual(["2026-03-02", "2026-03-09"]);
    const [lastWeek, thisWeek] = weeks.slice(-2);
    expect(thisWeek!.byForm).toEqual({ quotes: 1, claims: 1, applications: 0, "pay-per-mile": 1, "coverage-reviews": 0, messages: 0 });
    expect(lastWeek!.byForm).toEqual({ quotes: 2, claims: 0, applications: 0, "pay-per-mile": 0, "coverage-reviews": 0, messages: 0 });
    expect(weeks.slice(0, 10).every((w) => w.total === 0)).toBe(true);
    expect(total).toBe(5);
  });

  it("counts leads per week by source channel", () => {
    const { weeks, channels, shownChannels, otherChannelCount } = reports.leads;
    const [lastWeek, thisWeek] = weeks.slice(-2);
    expect(thisWeek!.byChannel).toEqual({ "newsletter / email": 2, '=HYPERLINK("http://evil.test")': 1 });
    expect(lastWeek!.byChannel).toEqual({ "Google (search)": 1, Direct: 1 });
    expect(channels[0]).toEqual({ channel: "newsletter / email", total: 2 });
    expect(shownChannels).toHaveLength(4);
    expect(otherChannelCount).toBe(0);
    expect(thisWeek!.shown).toEqual(shownChannels.map((c) => thisWeek!.byChannel[c] ?? 0));
  });

  it("gives the median time to first contact per week and form, and how many were within 24 hours", () => {
    const [lastWeek, thisWeek] = reports.firstContact.weeks.slice(-2);
    expect(lastWeek!.byForm.quotes).toEqual({ contacted: 2, within24Hours: 1, medianHours: 17 });
    expect(thisWeek!.byForm.quotes).toEqual({ contacted: 1, within24Hours: 1, medianHours: 2 });
    expect(thisWeek!.byForm.claims).toEqual({ contacted: 0, within24Hours: 0, medianHours: null });
    expect(reports.firstContact.overall.quotes).toEqual({ contacted: 3, within24Hours: 2, medianHours: 4 });
  });

  it("gives the quote win rate and premium won by Las Vegas month of closing", () => {
    const { months, total } = reports.outcomes;
    expect(months.map((m) => m.period.key)).toEqual([
      "2025-04", "2025-05", "2025-06", "2025-07", "2025-08", "2025-09", "2025-10", "2025-11", "2025-12", "2026-01", "2026-02", "2026-03",
    ]);
    // Closed 2026-03-01 07:30 UTC: still February in Las Vegas.
    expect(months.at(-2)).toMatchObject({ won: 0, lost: 1, winRate: 0, wonPremiumCents: 0 });
    expect(months.at(-1)).toMatchObject({ won: 2, lost: 0, winRate: 1, wonPremiumCents: 170_050 });
    expect(months[0]).toMatchObject({ won: 0, lost: 0, winRate: null, wonPremiumCents: 0 });
    expect(total).toEqual({ won: 2, lost: 1, winRate: 2 / 3, wonPremiumCents: 170_050 });
  });

  it("gives the quote win rate and premium won by source channel", () => {
    expect(reports.outcomes.channels).toEqual([
      { channel: "newsletter / email", won: 2, lost: 0, winRate: 1, wonPremiumCents: 170_050 },
      { channel: "Google (search)", won: 0, lost: 1, winRate: 0, wonPremiumCents: 0 },
    ]);
  });

  it("counts open items per person and stage, with former members and Unassigned", () => {
    const { rows, total } = reports.openItems;
    expect(rows.map((r) => [r.label, r.active, r.total])).toEqual([
      ["Alice", true, 1],
      ["Bob", true, 1],
      ["Carol", false, 1],
      ["Unassigned", true, 1],
    ]);
    const byLabel = Object.fromEntries(rows.map((r) => [r.label, r]));
    expect(byLabel.Alice!.counts.quotes).toEqual({ contacted: 1 });
    expect(byLabel.Bob!.counts.applications).toEqual({ interview: 1 });
    expect(byLabel.Carol!.byTone).toEqual({ waiting: 1 });
    expect(byLabel.Unassigned!.counts.claims).toEqual({ received: 1 });
    expect(byLabel.Unassigned!.byTone).toEqual({ new: 1 });
    expect(total).toBe(4);
  });

  it("writes each report as a CSV file, formula-safe", async () => {
    const outcomes = await reportCsv(db(), "quote-outcomes", NOW);
    expect(outcomes.startsWith("\uFEFFGrouped by,")).toBe(true);
    expect(outcomes).toContain("month,2026-03,2,0,100.0,1700.50\r\n");
    expect(outcomes).toContain("month,2026-02,0,1,0.0,0.00\r\n");
    expect(outcomes).toContain("month,2025-04,0,0,,0.00\r\n");
    expect(outcomes).toContain("source channel,newsletter / email,2,0,100.0,1700.50\r\n");

    const leads = await reportCsv(db(), "leads-per-week", NOW);
    expect(leads).toContain("2026-03-09,form,Quote Requests,1\r\n");
    expect(leads).toContain(`2026-03-09,source channel,"'=HYPERLINK(""http://evil.test"")",1\r\n`);

    const contact = await reportCsv(db(), "first-contact", NOW);
    expect(contact).toContain("2026-03-02,Quote Requests,2,17.00,1\r\n");

    const open = await reportCsv(db(), "open-items", NOW);
    expect(open).toContain("Alice,alice@agency.test,Quote Requests,Contacted,1\r\n");
    expect(open).toContain("Unassigned,,Claims,Received,1\r\n");
  });

  it("keeps computed reports while nothing they count changed, and computes them again after a change or once too old", async () => {
    const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
    const first = await loadReports(db(), at(1));
    expect((await loadReports(db(), at(2))).computedAt).toEqual(first.computedAt);
    // A quote is won: the lead records' version moves, as with every change of the pipeline's.
    await update("quotes", ids.q3!, { status: "won", closed_at: at(3).toISOString(), won_premium_cents: 10_000, changed_at: at(3).toISOString() });
    const fresh = await loadReports(db(), at(4));
    expect(fresh.computedAt).toEqual(at(4));
    expect(fresh.reports.outcomes.total.won).toBe(first.reports.outcomes.total.won + 1);
    // Too old, nothing changed: answered from memory while computed again, and the next visit has the new ones.
    const tooOld = at(4 + REPORTS_MAX_AGE_MS / 60_000);
    expect((await loadReports(db(), tooOld)).computedAt).toEqual(at(4));
    await vi.waitFor(async () => expect((await loadReports(db(), tooOld)).computedAt).toEqual(tooOld));
  });

  it("computes them once for people who open Reports at the same time after a change", async () => {
    const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
    await update("quotes", ids.q1!, { changed_at: at(20).toISOString() });
    const together = await Promise.all([loadReports(db(), at(21)), loadReports(db(), at(21)), loadReports(db(), at(22))]);
    // One computation: the same objects, computed as of the first request's time.
    expect(together[1].reports).toBe(together[0].reports);
    expect(together[2].reports).toBe(together[0].reports);
    expect(together.map((r) => r.computedAt)).toEqual([at(21), at(21), at(21)]);
    // After it settled, a later change is computed again.
    await update("quotes", ids.q1!, { changed_at: at(23).toISOString() });
    expect((await loadReports(db(), at(24))).reports).not.toBe(together[0].reports);
  });
  it("renders the page's panels once per computation, people's names escaped", async () => {
    const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
    const dee = await insertUser("Dee <b>Bold</b>", "staff", "2026-01-05T00:00:00.000Z");
    await update("claims", ids.c1!, { owner_id: dee, changed_at: at(30).toISOString() });
    const { reports: computed } = await loadReports(db(), at(31));
    const markup = reportPanelsMarkup(computed);
    const text = new TextDecoder().decode(markup);
    expect(text).toContain("Dee &lt;b&gt;Bold&lt;/b&gt;");
    expect(text).not.toContain("<b>");
    for (const heading of ["Leads per week", "Time to first contact", "Retention by month"]) expect(text).toContain(heading);
    // Kept reports are the same object, and so get the same markup; a change computes both again.
    const kept = (await loadReports(db(), at(32))).reports;
    expect(kept).toBe(computed);
    expect(reportPanelsMarkup(kept)).toBe(markup);
    await update("claims", ids.c1!, { owner_id: null, changed_at: at(33).toISOString() });
    const changed = (await loadReports(db(), at(34))).reports;
    expect(changed.openItems).not.toEqual(computed.openItems);
    expect(reportPanelsMarkup(changed)).not.toBe(markup);
  });
});
