/**
 * The contact message and coverage review forms end to end on both engines: posted as React
 * Router posts an action, stored with their consent and files, announced (a message with only
 * a phone number gets no confirmation), found by the inbox search in their own inboxes, and
 * deleted by the retention purge with their files.
 */
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { agencyFromEnv } from "../../app/config/agency.ts";
import { currentConsent } from "../../app/lib/consent.ts";
import { EMAIL_OR_PHONE_MESSAGE } from "../../app/lib/schemas/contact-message.ts";
import type { Auth } from "../../app/server/accounts/auth.ts";
import { systemActor } from "../../app/server/audit/record-audit.ts";
import { requestInfoContext, servicesContext } from "../../app/http/context.ts";
import type { AppServices } from "../../app/server/services.ts";
import { parseEnv } from "../../app/server/env.ts";
import { submitLeadForm } from "../../app/http/lead-form-action.ts";
import { leadFilter } from "../../app/server/inbox/lead-filters.ts";
import { listLeads } from "../../app/server/inbox/list-leads.ts";
import { contactMessageForm, coverageReviewForm } from "../../app/server/leads/lead-form-definitions.ts";
import { parseDetails } from "../../app/server/leads/submission-details.ts";
import { purgeExpiredLeads } from "../../app/server/retention/purge-expired-leads.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "../support/test-database.ts";
import { testFileKeys } from "../support/file-keys.ts";

/** The agency's file keys for this file's submissions and services (uploads are stored encrypted). */
const fileKeys = testFileKeys();

const PDF = Buffer.from("%PDF-1.7 declarations page");

function post(path: string, fields: [string, string][], files: { field: string; name: string; bytes: Buffer }[] = []): Request {
  const body = new FormData();
  for (const [name, value] of fields) body.append(name, value);
  for (const file of files) body.append(file.field, new Blob([new Uint8Array(file.bytes)]), file.name);
  return new Request(`http://localhost${path}`, { method: "POST", body: files.length ? body : new URLSearchParams(fields) });
}

const messageFields = (overrides: Record<string, string> = {}): [string, string][] =>
  Object.entries({
    firstName: "Rosa",
    lastName: "Alvarez",
    email: "rosa@example.com",
    phone: "",
    topic: "policy_change",
    message: "I bought a 2024 Subaru Outback and want it on my policy.",
    "bot-field": "",
    ...overrides,
  });

const reviewFields = (overrides: Record<string, string> = {}): [string, string][] =>
  Object.entries({
    firstName: "Dev",
    lastName: "Patel",
    email: "dev@example.com",
    phone: "702-555-0166",
    currentCarriers: "Acme Mutual (auto), Example Home (house)",
    renewalMonth: "03",
    concerns: "The premium went up 30% at renewal.",
    ...overrides,
  });

describe.each(testEngines())("contact messages and coverage reviews on %s", (engine) => {
  let database: TestDatabase;
  let services: AppServices;
  const db = () => database.db;
  let ip = 0;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const env = parseEnv({ AGENCY_EMAIL_INFO: "info@agency.test", AGENCY_EMAIL_LEADS: "leads@agency.test", FORM_RATE_LIMIT_PER_HOUR: "2" });
    services = { env, agency: agencyFromEnv(env), db: database.db, engine, auth: undefined as unknown as Auth, kickOutbox: vi.fn(), fileKeys };
  });
  afterAll(async () => {
    await database?.destroy();
  });
  beforeEach(async () => {
    for (const table of ["email_outbox", "uploaded_files", "contact_messages", "coverage_reviews", "rate_limits"] as const) await db().deleteFrom(table).execute();
  });

  /** Each call comes from its own address unless told, so the rate limit only counts where a test means it to. */
  const run = <F extends Parameters<typeof submitLeadForm>[0]>(form: F, request: Request, clientIp = `10.1.0.${++ip}`) => {
    const context = new RouterContextProvider();
    context.set(servicesContext, services);
    context.set(requestInfoContext, { requestId: "test", clientIp });
    return submitLeadForm(form, { request, context });
  };
  const outbox = () => db().selectFrom("email_outbox").selectAll().orderBy("kind").execute();
  type Refusal = { init: { status: number }; data: { errors: Record<string, string>; values: Record<string, unknown>; formError?: string } };

  it("stores a message with its consent and topic, tells the info mailbox and confirms to the sender", async () => {
    const answer = (await run(contactMessageForm, post("/contact", messageFields()))) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/contact/sent");

    const row = await db().selectFrom("contact_messages").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ first_name: "Rosa", email: "rosa@example.com", phone: "", topic: "policy_change", status: "new", consent_text: currentConsent("contact", "contact", services.agency.name).text });
    expect(parseDetails(row.details_json)).toContainEqual({ label: "Topic", value: "A change to my policy" });

    const emails = await outbox();
    expect(emails.map((e) => [e.kind, e.to_address])).toEqual([
      ["messages.confirmation", "rosa@example.com"],
      ["messages.notification", "info@agency.test"],
    ]);
    expect(emails[1]!.subject).toBe("New message: A change to my policy (Rosa Alvarez)");
    expect(emails[1]!.reply_to).toBe("rosa@example.com");
    expect(emails[1]!.text_body).toContain("Answer by: rosa@example.com");
    expect(emails[1]!.text_body).toContain(`/admin/inbox/messages/${row.id}`);
  });

  it("takes a phone number instead of an email address, and then sends no confirmation", async () => {
    await run(contactMessageForm, post("/contact", messageFields({ email: "", phone: "(702) 555-0199" })));
    const row = await db().selectFrom("contact_messages").selectAll().executeTakeFirstOrThrow();
    expect([row.email, row.phone]).toEqual(["", "(702) 555-0199"]);
    const emails = await outbox();
    expect(emails.map((e) => e.kind)).toEqual(["messages.notification"]);
    expect(emails[0]!.reply_to).toBeNull();
    expect(emails[0]!.text_body).toContain("They left no email address: answer them by phone.");
  });

  it("refuses a message with neither email nor phone, saying so at the email field, with every value back", async () => {
    const answer = (await run(contactMessageForm, post("/contact", messageFields({ email: "", phone: "", topic: "" })))) as Refusal;
    expect(answer.init.status).toBe(400);
    expect(answer.data.errors).toEqual({ email: EMAIL_OR_PHONE_MESSAGE, topic: "Please choose what your message is about." });
    expect(answer.data.values).toMatchObject({ firstName: "Rosa", message: "I bought a 2024 Subaru Outback and want it on my policy." });
    expect(await db().selectFrom("contact_messages").select("id").execute()).toEqual([]);
  });

  it("says which contact detail is wrong when one is typed badly, instead of asking for either", async () => {
    const answer = (await run(contactMessageForm, post("/contact", messageFields({ email: "rosa@", phone: "" })))) as Refusal;
    expect(answer.data.errors).toEqual({ email: "Please enter a valid email address, like name@example.com." });
    const phone = (await run(contactMessageForm, post("/contact", messageFields({ email: "", phone: "call me" })))) as Refusal;
    expect(phone.data.errors).toEqual({ phone: "Please enter a 10-digit phone number, like (702) 555-0100." });
  });

  it("answers a filled honeypot as sent and stores nothing; limits messages per address per hour", async () => {
    const bot = (await run(contactMessageForm, post("/contact", messageFields({ "bot-field": "http://spam.example" })))) as Response;
    expect(bot.headers.get("location")).toBe("/contact/sent");
    expect(await db().selectFrom("contact_messages").select("id").execute()).toEqual([]);

    for (let i = 0; i < 2; i++) expect(((await run(contactMessageForm, post("/contact", messageFields()), "10.9.9.9")) as Response).status).toBe(303);
    const limited = (await run(contactMessageForm, post("/contact", messageFields()), "10.9.9.9")) as Refusal;
    expect(limited.init.status).toBe(429);
    expect(limited.data.formError).toMatch(/several forms/i);
    expect(limited.data.values).toMatchObject({ message: "I bought a 2024 Subaru Outback and want it on my policy." });
  });

  it("stores a coverage review with its declarations pages and consent, and announces it to the leads mailbox", async () => {
    const answer = (await run(coverageReviewForm, post("/coverage-review", reviewFields(), [{ field: "declarations", name: "auto-dec.pdf", bytes: PDF }]))) as Response;
    expect(answer.headers.get("location")).toBe("/coverage-review/sent");
    const row = await db().selectFrom("coverage_reviews").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ current_carriers: "Acme Mutual (auto), Example Home (house)", renewal_month: "03", phone: "(702) 555-0166", consent_text: currentConsent("coverage-review", "contact", services.agency.name).text });
    expect(parseDetails(row.details_json)).toContainEqual({ label: "Renewal month", value: "March" });

    const files = await db().selectFrom("uploaded_files").select(["owner_type", "owner_id", "purpose", "file_name", "content_type"]).execute();
    expect(files).toEqual([{ owner_type: "coverage_review", owner_id: row.id, purpose: "declarations", file_name: "auto-dec.pdf", content_type: "application/pdf" }]);

    const emails = await outbox();
    expect(emails.map((e) => [e.kind, e.to_address])).toEqual([
      ["coverage-reviews.confirmation", "dev@example.com"],
      ["coverage-reviews.notification", "leads@agency.test"],
    ]);
    expect(emails[1]!.text_body).toContain("Renews: March");
    expect(emails[1]!.text_body).toContain("Attached files: auto-dec.pdf");
    expect(emails[0]!.text_body).toContain("Thank you for the declarations pages");
  });

  it("takes a coverage review without files, and refuses a file that is not a declarations page format", async () => {
    expect(((await run(coverageReviewForm, post("/coverage-review", reviewFields()))) as Response).status).toBe(303);
    const summary = (await outbox()).find((e) => e.kind === "coverage-reviews.notification")!;
    expect(summary.text_body).toContain("Declarations pages: None attached: ask for them");

    const refused = (await run(coverageReviewForm, post("/coverage-review", reviewFields({ renewalMonth: "13" }), [{ field: "declarations", name: "dec.exe", bytes: Buffer.from("MZ") }]))) as Refusal;
    expect(refused.init.status).toBe(400);
    expect(Object.keys(refused.data.errors).sort()).toEqual(["declarations", "renewalMonth"]);
    expect(refused.data.values).toMatchObject({ currentCarriers: "Acme Mutual (auto), Example Home (house)" });
    expect(await db().selectFrom("coverage_reviews").select("id").execute()).toHaveLength(1);
  });

  it("lists each form in its own inbox, found by the carrier or by words of the message", async () => {
    await run(coverageReviewForm, post("/coverage-review", reviewFields()));
    await run(coverageReviewForm, post("/coverage-review", reviewFields({ firstName: "Lee", currentCarriers: "Sample Casualty Co." })));
    await run(contactMessageForm, post("/contact", messageFields()));
    await run(contactMessageForm, post("/contact", messageFields({ firstName: "Max", message: "Where do I send my ID cards?" })));

    const reviews = await listLeads(db(), "coverage-reviews", leadFilter(null, "sample casualty"));
    expect(reviews.rows.map((r) => [r.name, r.cells.carriers, r.cells.renewal])).toEqual([["Lee Patel", "Sample Casualty Co.", "March"]]);
    const messages = await listLeads(db(), "messages", leadFilter(null, "subaru"));
    expect(messages.rows.map((r) => [r.name, r.cells.topic])).toEqual([["Rosa Alvarez", "A change to my policy"]]);
  });

  it("deletes expired records of both forms with their files", async () => {
    await run(coverageReviewForm, post("/coverage-review", reviewFields(), [{ field: "declarations", name: "dec.pdf", bytes: PDF }]));
    await run(contactMessageForm, post("/contact", messageFields()));
    const later = new Date(Date.now() + 25 * 31 * 24 * 3600 * 1000);
    const policy = { quotes: 24, claims: 84, applications: 24, "pay-per-mile": 24, "coverage-reviews": 24, messages: 24 };
    await purgeExpiredLeads(db(), policy, { now: later, actor: systemActor("test") });
    expect(await db().selectFrom("coverage_reviews").select("id").execute()).toEqual([]);
    expect(await db().selectFrom("contact_messages").select("id").execute()).toEqual([]);
    expect(await db().selectFrom("uploaded_files").select("id").execute()).toEqual([]);
  });
});
