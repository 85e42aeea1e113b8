/**
 * The four lead forms' domain functions against real databases: each submission is
 * one transaction holding the record, its files and its two outbox emails; claim
 * numbers are sequential and unique even under concurrency.
 */
import { createHash } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { defaultAgency, type Agency } from "../../app/config/agency.ts";
import { currentConsent } from "../../app/lib/consent.ts";
import { claimSchema } from "../../app/lib/schemas/claim.ts";
import { jobApplicationSchema } from "../../app/lib/schemas/job-application.ts";
import { payPerMileSchema } from "../../app/lib/schemas/pay-per-mile-quote.ts";
import { quoteRequestSchema } from "../../app/lib/schemas/quote-request.ts";
import { CLAIM_NUMBER_PATTERN } from "../../app/server/leads/claim-number.ts";
import { parseDetails } from "../../app/server/leads/submission-details.ts";
import { submitClaim } from "../../app/server/leads/submit-claim.ts";
import { submitJobApplication } from "../../app/server/leads/submit-job-application.ts";
import { submitPayPerMileQuote } from "../../app/server/leads/submit-pay-per-mile-quote.ts";
import { submitQuoteRequest } from "../../app/server/leads/submit-quote-request.ts";
import type { UploadContext } from "../../app/server/leads/store-submission.ts";
import { inMemoryFile, type CheckedFile } from "../../app/server/uploads/check-upload.ts";
import { openStoredFile } from "../../app/server/uploads/stored-files.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "../support/test-database.ts";
import { testFileKeys } from "../support/file-keys.ts";

/** The agency's file keys for this file's submissions and services (uploads are stored encrypted). */
const fileKeys = testFileKeys();

const agency: Agency = {
  ...defaultAgency,
  emails: { info: "info@agency.test", leads: "leads@agency.test", claims: "claims@agency.test", careers: "jobs@agency.test" },
};
const context: UploadContext = { agency, publicUrl: "https://agency.test/", fileKeys };

const quoteInput = (email = "jane@example.com") =>
  quoteRequestSchema.parse({
    first_name: "Jane",
    last_name: "Doe",
    email,
    phone: "7025550123",
    zip_code: "89118",
    contact_preference: "email",
    insurance_types: ["auto", "business"],
    current_insurance: "yes",
    current_provider: "Acme Mutual",
    satisfaction_level: "dissatisfied",
    home_ownership: "rent",
    vehicle_count: "2",
    business_type: "Food truck",
    business_size: "1-5",
    business_years: "1-3",
    budget_range: "250_500",
    timeline: "immediately",
    additional_info: "Two <b>trucks</b>",
  });

const claimInput = (email = "sam@example.com") =>
  claimSchema.parse({
    firstName: "Sam",
    lastName: "Rivera",
    email,
    phone: "(702) 555-0142",
    policyNumber: "AUTO-12345",
    claimType: "Auto - Collision",
    dateOfLoss: "2025-06-01",
    timeOfLoss: "",
    lossLocation: "Flamingo Rd and Decatur Blvd",
    lossCity: "Las Vegas",
    lossState: "NV",
    description: "Rear-ended at a red light.",
    injuriesInvolved: "yes",
  });

const applicationInput = () =>
  jobApplicationSchema.parse({
    firstName: "Riley",
    lastName: "Chen",
    email: "riley@example.com",
    phone: "702 555 0188",
    address: "123 Main St",
    city: "Henderson",
    state: "AZ",
    zipCode: "89052",
    position: "Claims Specialist",
    experience: "senior",
    availability: "1-month",
    coverLetter: "Dear team,",
  });

const payPerMileInput = () =>
  payPerMileSchema.parse({
    firstName: "Morgan",
    lastName: "Lee",
    email: "morgan@example.com",
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

const file = (fileName: string, contentType: string, text: string): CheckedFile =>
  inMemoryFile(fileName, contentType, new Uint8Array(Buffer.from(text, "latin1")));

describe.each(testEngines())("lead submissions on %s", (engine) => {
  let database: TestDatabase;
  const db = () => database.db;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database?.destroy();
  });
  beforeEach(async () => {
    for (const table of ["email_outbox", "uploaded_files", "quote_requests", "claims", "job_applications", "pay_per_mile_quotes", "counters"] as const) {
      await db().deleteFrom(table).execute();
    }
  });

  const outbox = () => db().selectFrom("email_outbox").selectAll().orderBy("kind").execute();
  const count = async (table: "quote_requests" | "claims" | "job_applications" | "pay_per_mile_quotes" | "uploaded_files" | "email_outbox" | "counters") =>
    Number((await db().selectFrom(table).select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);

  it("stores a quote request with its consent, details and both emails", async () => {
    const now = new Date("2026-03-04T17:00:00.000Z");
    const { id } = await submitQuoteRequest(db(), quoteInput(), { ...context, now });
    const row = await db().selectFrom("quote_requests").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      first_name: "Jane",
      email: "jane@example.com",
      phone: "(702) 555-0123",
      zip_code: "89118",
      current_insurance: "yes",
      current_provider: "Acme Mutual",
      satisfaction_level: "dissatisfied",
      home_ownership: "rent",
      vehicle_count: "2",
      business_type: "Food truck",
      business_size: "1-5",
      business_years: "1-3",
      budget_range: "250_500",
      timeline: "immediately",
      contact_preference: "email",
      consent_text: currentConsent("quote", "contact", agency.name).text,
      consent_at: now.toISOString(),
      created_at: now.toISOString(),
      status: "new",
    });
    expect(JSON.parse(row.insurance_types)).toEqual(["auto", "business"]);
    const details = parseDetails(row.details_json);
    expect(details).toContainEqual({ label: "Insurance types", value: "Auto, Business" });
    expect(details).toContainEqual({ label: "Satisfaction with current insurance", value: "Dissatisfied" });
    expect(details).toContainEqual({ label: "Preferred contact method", value: "Email" });

    const emails = await outbox();
    expect(emails.map((e) => [e.kind, e.to_address, e.status])).toEqual([
      ["quotes.confirmation", "jane@example.com", "queued"],
      ["quotes.notification", "leads@agency.test", "queued"],
    ]);
    const [confirmation, notification] = emails;
    expect(notification!.reply_to).toBe("jane@example.com");
    expect(notification!.text_body).toContain("Monthly budget: $250-$500 per month");
    // Times read in Las Vegas time (17:00 UTC in March is 9:00 AM PST).
    expect(notification!.text_body).toContain(`Consent: ${currentConsent("quote", "contact", agency.name).text} (version ${currentConsent("quote", "contact", agency.name).version}, given Mar 4, 2026, 9:00 AM (Las Vegas time))`);
    expect(notification!.text_body).toContain("Not assigned yet — assign it in the inbox.");
    expect(notification!.text_body).toContain("Received: Mar 4, 2026, 9:00 AM (Las Vegas time)");
    expect(notification!.text_body).toContain(`https://agency.test/admin/inbox/quotes/${id}`);
    expect(notification!.html_body).toContain("Two &lt;b&gt;trucks&lt;/b&gt;");
    expect(confirmation!.text_body).toContain("within 24 hours");
  });

  it("stores a claim with its number, attachments and both emails", async () => {
    const attachments = [file("damage.png", "image/png", "\x89PNG\r\n\x1a\n..."), file("report.pdf", "application/pdf", "%PDF-1.7 report")];
    const { id, claimNumber } = await submitClaim(db(), claimInput(), attachments, { ...context, now: new Date("2026-03-04T17:00:00Z") });
    expect(claimNumber).toBe("CLM-2026-000001");
    expect(claimNumber).toMatch(CLAIM_NUMBER_PATTERN);

    const row = await db().selectFrom("claims").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      claim_number: claimNumber,
      claim_type: "Auto - Collision",
      date_of_loss: "2025-06-01",
      time_of_loss: null,
      loss_state: "NV",
      injuries_involved: "yes",
      police_report: null,
      status: "received",
    });
    const details = parseDetails(row.details_json);
    expect(details[0]).toEqual({ label: "Claim number", value: claimNumber });
    expect(details).toContainEqual({ label: "Were there injuries?", value: "Yes" });
    expect(details).toContainEqual({ label: "Photos and documents", value: "damage.png, report.pdf" });

    const files = await db().selectFrom("uploaded_files").selectAll().where("owner_id", "=", id).orderBy("file_name").execute();
    expect(files.map((f) => [f.owner_type, f.purpose, f.file_name, f.content_type, f.size_bytes])).toEqual([
      ["claim", "attachment", "damage.png", "image/png", attachments[0]!.size],
      ["claim", "attachment", "report.pdf", "application/pdf", attachments[1]!.size],
    ]);
    // Stored encrypted under the agency's key; opened, the exact bytes sent, whose SHA-256 is kept.
    expect(Buffer.from(files[1]!.data).toString("latin1")).not.toContain("report");
    expect(files[1]).toMatchObject({ envelope_version: 1, key_id: fileKeys.current.id });
    expect(Buffer.from(openStoredFile(fileKeys, files[1]!)).toString("latin1")).toBe("%PDF-1.7 report");
    expect(files[1]!.sha256).toBe(createHash("sha256").update("%PDF-1.7 report").digest("hex"));

    const emails = await outbox();
    expect(emails.map((e) => [e.kind, e.to_address])).toEqual([
      ["claims.confirmation", "sam@example.com"],
      ["claims.notification", "claims@agency.test"],
    ]);
    expect(emails[1]!.subject).toContain(claimNumber);
    expect(emails[1]!.text_body).toContain("Attached files: damage.png, report.pdf");
    expect(emails[0]!.subject).toContain(claimNumber);
    expect(emails[0]!.text_body).toContain("within 24 hours");
  });

  it("stores a job application with its resume and both emails", async () => {
    const resume = file("Riley Chen.pdf", "application/pdf", "%PDF-1.4 resume");
    const { id } = await submitJobApplication(db(), applicationInput(), resume, context);
    const row = await db().selectFrom("job_applications").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ position: "Claims Specialist", experience: "senior", availability: "1-month", state: "AZ", cover_letter: "Dear team,", status: "new" });
    expect(parseDetails(row.details_json)).toContainEqual({ label: "Experience", value: "Senior Level (6-10 years)" });
    expect(parseDetails(row.details_json)).toContainEqual({ label: "Resume", value: "Riley Chen.pdf" });

    const files = await db().selectFrom("uploaded_files").selectAll().where("owner_id", "=", id).execute();
    expect(files.map((f) => [f.owner_type, f.purpose, f.file_name, f.content_type])).toEqual([["job_application", "resume", "Riley Chen.pdf", "application/pdf"]]);

    const emails = await outbox();
    expect(emails.map((e) => [e.kind, e.to_address])).toEqual([
      ["applications.confirmation", "riley@example.com"],
      ["applications.notification", "jobs@agency.test"],
    ]);
    expect(emails[0]!.text_body).toContain("within 5-7 business days");
  });

  it("stores a pay-per-mile quote with its consent and both emails", async () => {
    const { id } = await submitPayPerMileQuote(db(), payPerMileInput(), context);
    const row = await db().selectFrom("pay_per_mile_quotes").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      average_monthly_miles: "500-750",
      vehicle_year: "2019",
      vehicle_make: "Toyota",
      current_insurance: null,
      consent_text: currentConsent("pay-per-mile", "contact", agency.name).text,
      status: "new",
    });
    expect(row.consent_at).toBe(row.created_at);
    expect(parseDetails(row.details_json)).toContainEqual({ label: "Average monthly miles", value: "500-750 miles" });

    const emails = await outbox();
    expect(emails.map((e) => [e.kind, e.to_address])).toEqual([
      ["pay-per-mile.confirmation", "morgan@example.com"],
      ["pay-per-mile.notification", "leads@agency.test"],
    ]);
    expect(emails[0]!.text_body).toContain("typically within 24 hours");
  });

  it("commits nothing when any part of a submission fails: no row, no files, no email, no claim number", async () => {
    // An agency address the outbox cannot store makes the last insert of the transaction fail.
    const broken: UploadContext = { ...context, agency: { ...agency, emails: { ...agency.emails, claims: null as unknown as string, careers: null as unknown as string, leads: null as unknown as string } } };
    await expect(submitClaim(db(), claimInput(), [file("a.pdf", "application/pdf", "%PDF-1")], broken)).rejects.toThrow();
    await expect(submitJobApplication(db(), applicationInput(), file("r.pdf", "application/pdf", "%PDF-1"), broken)).rejects.toThrow();
    await expect(submitQuoteRequest(db(), quoteInput(), broken)).rejects.toThrow();
    await expect(submitPayPerMileQuote(db(), payPerMileInput(), broken)).rejects.toThrow();
    for (const table of ["claims", "job_applications", "quote_requests", "pay_per_mile_quotes", "uploaded_files", "email_outbox", "counters"] as const) {
      expect(await count(table), table).toBe(0);
    }
    // The number the failed claim drew was given back.
    const { claimNumber } = await submitClaim(db(), claimInput(), [], { ...context, now: new Date("2026-03-04T17:00:00Z") });
    expect(claimNumber).toBe("CLM-2026-000001");
  });

  it("gives 20 concurrent claims 20 unique, consecutive numbers, each with its files and emails", async () => {
    const now = new Date("2026-08-01T12:00:00Z");
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        submitClaim(db(), claimInput(`claimant${i}@example.com`), [file(`photo${i}.png`, "image/png", `\x89PNG\r\n\x1a\n${i}`)], { ...context, now }),
      ),
    );
    const numbers = results.map((r) => r.claimNumber).sort();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => `CLM-2026-${String(i + 1).padStart(6, "0")}`));
    const stored = await db().selectFrom("claims").select(["id", "claim_number"]).execute();
    expect(stored.map((r) => r.claim_number).sort()).toEqual(numbers);
    for (const { id, claimNumber } of results) {
      expect(stored.find((r) => r.id === id)?.claim_number).toBe(claimNumber);
    }
    expect(await count("uploaded_files")).toBe(20);
    expect(await count("email_outbox")).toBe(40);
    const confirmations = await db().selectFrom("email_outbox").select(["to_address", "subject"]).where("kind", "=", "claims.confirmation").execute();
    for (const { claimNumber } of results) {
      const i = results.findIndex((r) => r.claimNumber === claimNumber);
      expect(confirmations.find((c) => c.to_address === `claimant${i}@example.com`)?.subject).toContain(claimNumber);
    }
  });

  it("restarts claim numbers each year, by the Las Vegas calendar", async () => {
    // 05:00 UTC on January 1 is still New Year's Eve in Las Vegas.
    const lateDecember = await submitClaim(db(), claimInput(), [], { ...context, now: new Date("2027-01-01T05:00:00Z") });
    const earlierDecember = await submitClaim(db(), claimInput(), [], { ...context, now: new Date("2026-12-31T20:00:00Z") });
    const january = await submitClaim(db(), claimInput(), [], { ...context, now: new Date("2027-01-01T09:00:00Z") });
    expect([lateDecember.claimNumber, earlierDecember.claimNumber, january.claimNumber]).toEqual(["CLM-2026-000001", "CLM-2026-000002", "CLM-2027-000001"]);
  });
});
