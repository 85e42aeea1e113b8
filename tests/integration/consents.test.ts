/**
 * The consent ledger on both engines: each form posted as a visitor would stores its statement
 * with the version, exact text, time, page and person; the marketing box only when ticked (and
 * only with a phone number); the record page reads a person's consents across records; and the
 * texts stored before the ledger are copied into it as version 1.
 */
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { agencyFromEnv } from "../../app/config/agency.ts";
import { consentHistory, currentConsent } from "../../app/lib/consent.ts";
import type { Auth } from "../../app/server/accounts/auth.ts";
import { listConsentsOf } from "../../app/server/compliance/consents.ts";
import { requestInfoContext, servicesContext } from "../../app/http/context.ts";
import type { AppServices } from "../../app/server/services.ts";
import * as consentRecordsMigration from "../../app/server/db/migrations/0021-consent-records.ts";
import { parseEnv } from "../../app/server/env.ts";
import { submitLeadForm } from "../../app/http/lead-form-action.ts";
import { getLead } from "../support/lead-detail.ts";
import { claimForm, contactMessageForm, quoteForm } from "../../app/server/leads/lead-form-definitions.ts";
import { submitQuoteRequest } from "../../app/server/leads/submit-quote-request.ts";
import { systemActor } from "../../app/server/audit/record-audit.ts";
import { deleteLead } from "../../app/server/inbox/delete-lead.ts";
import { purgeExpiredConsents } from "../../app/server/retention/purge-expired-consents.ts";
import { quoteInput } from "../support/lead-inputs.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "../support/test-database.ts";
import { testFileKeys } from "../support/file-keys.ts";

/** The agency's file keys for this file's submissions and services (uploads are stored encrypted). */
const fileKeys = testFileKeys();

const PUBLIC_URL = "https://agency.test";

const quoteFields = (overrides: Record<string, string> = {}): [string, string][] =>
  Object.entries({
    first_name: "Sam",
    last_name: "Rivera",
    email: "sam@example.com",
    phone: "702-555-0100",
    zip_code: "89118",
    contact_preference: "text",
    insurance_types: "auto",
    current_insurance: "no",
    home_ownership: "own",
    vehicle_count: "1",
    budget_range: "100_250",
    timeline: "within_week",
    ...overrides,
  });

const messageFields = (overrides: Record<string, string> = {}): [string, string][] =>
  Object.entries({ firstName: "Rosa", lastName: "Alvarez", email: "rosa@example.com", phone: "", topic: "question", message: "Is my boat covered?", ...overrides });

const claimFields = (): [string, string][] =>
  Object.entries({
    firstName: "Sam", lastName: "Rivera", email: "sam@example.com", phone: "(702) 555-0100", policyNumber: "AUTO-1",
    claimType: "Auto - Collision", dateOfLoss: "2026-05-01", lossLocation: "Flamingo Rd", lossCity: "Las Vegas", lossState: "NV",
    description: "Rear-ended at a light.", injuriesInvolved: "no",
  });

function post(path: string, fields: [string, string][]): Request {
  const body = new FormData();
  for (const [name, value] of fields) body.append(name, value);
  return new Request(`http://localhost${path}?utm_source=ignored`, { method: "POST", body });
}

describe.each(testEngines())("consent ledger on %s", (engine) => {
  let database: TestDatabase;
  let services: AppServices;
  const db = () => database.db;
  let ip = 0;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const env = parseEnv({ PUBLIC_URL, AGENCY_NAME: "Desert Shield Insurance" });
    services = { env, agency: agencyFromEnv(env), db: database.db, engine, auth: undefined as unknown as Auth, kickOutbox: vi.fn(), fileKeys };
  });
  afterAll(async () => {
    await database?.destroy();
  });
  beforeEach(async () => {
    for (const table of ["consent_records", "email_outbox", "quote_requests", "claims", "contact_messages", "person_contacts", "rate_limits", "audit_log"] as const) {
      await db().deleteFrom(table).execute();
    }
  });

  const run = <F extends Parameters<typeof submitLeadForm>[0]>(form: F, request: Request) => {
    const context = new RouterContextProvider();
    context.set(servicesContext, services);
    context.set(requestInfoContext, { requestId: "test", clientIp: `10.2.0.${++ip}` });
    return submitLeadForm(form, { request, context });
  };
  const consents = () => db().selectFrom("consent_records").selectAll().orderBy("given_at").orderBy("kind").execute();

  it("stores the quote's statement and the ticked marketing box, each with its version, exact text, time and page", async () => {
    const answer = (await run(quoteForm, post("/quote", quoteFields({ marketing_consent: "yes" })))) as Response;
    expect(answer.status).toBe(303);
    const quote = await db().selectFrom("quote_requests").select(["id", "person_id", "consent_text", "created_at", "details_json"]).executeTakeFirstOrThrow();

    const rows = await consents();
    const contact = currentConsent("quote", "contact", "Desert Shield Insurance");
    const marketing = currentConsent("quote", "marketing", "Desert Shield Insurance");
    expect(rows.map((r) => ({ ...r, id: undefined }))).toEqual([
      { id: undefined, form: "quote", record_type: "quotes", record_id: quote.id, person_id: quote.person_id, kind: "contact", version: contact.version, text: contact.text, given_at: quote.created_at, page_url: `${PUBLIC_URL}/quote`, email: "sam@example.com", phone: "(702) 555-0100" },
      { id: undefined, form: "quote", record_type: "quotes", record_id: quote.id, person_id: quote.person_id, kind: "marketing", version: marketing.version, text: marketing.text, given_at: quote.created_at, page_url: `${PUBLIC_URL}/quote`, email: "sam@example.com", phone: "(702) 555-0100" },
    ]);
    expect(contact.text).toContain("Desert Shield Insurance");
    expect(quote.consent_text).toBe(contact.text);
    expect(quote.details_json).toContain('"label":"Marketing emails, calls and texts","value":"Yes"');

    const notification = await db().selectFrom("email_outbox").select("text_body").where("kind", "=", "quotes.notification").executeTakeFirstOrThrow();
    expect(notification.text_body).toContain(`Marketing emails, calls and texts: ${marketing.text} (version ${marketing.version}, given`);
  });

  it("stores no marketing consent when the box is left unticked, and the request is answered all the same", async () => {
    const answer = (await run(quoteForm, post("/quote", quoteFields()))) as Response;
    expect(answer.headers.get("location")).toBe("/quote?success=true");
    expect((await consents()).map((r) => r.kind)).toEqual(["contact"]);
    const quote = await db().selectFrom("quote_requests").select("details_json").executeTakeFirstOrThrow();
    expect(quote.details_json).toContain('"label":"Marketing emails, calls and texts","value":"No"');
  });

  it("records marketing from a message without a phone number when the box is ticked: the statement names email from version 3", async () => {
    await run(contactMessageForm, post("/contact", messageFields({ marketing_consent: "yes" })));
    const marketing = currentConsent("contact", "marketing", "Desert Shield Insurance");
    expect(marketing.version).toBeGreaterThanOrEqual(3);
    expect((await consents()).map((r) => [r.form, r.kind, r.version, r.phone, r.page_url])).toEqual([
      ["contact", "contact", currentConsent("contact", "contact", "Desert Shield Insurance").version, null, `${PUBLIC_URL}/contact`],
      ["contact", "marketing", marketing.version, null, `${PUBLIC_URL}/contact`],
    ]);
  });

  it("stores a claim's statement (claims offer no marketing box: a posted one is ignored)", async () => {
    await run(claimForm, post("/submit-claim", [...claimFields(), ["marketing_consent", "yes"]]));
    const rows = await consents();
    const shown = currentConsent("claim", "contact", "Desert Shield Insurance");
    expect(rows.map((r) => [r.form, r.kind, r.record_type, r.version, r.text])).toEqual([["claim", "contact", "claims", shown.version, shown.text]]);
  });

  it("stores the Spanish wording a Spanish page showed, under the same version", async () => {
    await run(claimForm, post("/es/submit-claim", claimFields()));
    const shown = currentConsent("claim", "contact", "Desert Shield Insurance", "es");
    const rows = await consents();
    expect(rows.map((r) => [r.version, r.text, r.page_url])).toEqual([[shown.version, shown.text, `${PUBLIC_URL}/es/submit-claim`]]);
    expect(shown.text).toMatch(/^Al enviar este reclamo, usted le pide a Desert Shield Insurance/);
  });

  it("shows a record's consents with those given with the person's other records, newest first", async () => {
    await run(quoteForm, post("/quote", quoteFields({ marketing_consent: "yes" })));
    await run(claimForm, post("/submit-claim", claimFields()));
    const claim = await db().selectFrom("claims").select(["id", "person_id"]).executeTakeFirstOrThrow();
    const lead = await getLead(db(), "claims", claim.id);
    expect(lead!.consents.map((c) => [c.form, c.kind, c.thisRecord])).toEqual([
      ["claim", "contact", true],
      ["quote", "contact", false],
      ["quote", "marketing", false],
    ]);
    // Someone else's consents never show.
    await run(quoteForm, post("/quote", quoteFields({ email: "other@example.com", phone: "702-555-0199", marketing_consent: "yes" })));
    expect(await listConsentsOf(db(), { recordType: "claims", recordId: claim.id, personId: claim.person_id })).toHaveLength(3);
  });

  it("keeps consents past their request's retention, removes them after their own period, and with a record staff delete", async () => {
    await run(quoteForm, post("/quote", quoteFields({ marketing_consent: "yes" })));
    await run(quoteForm, post("/quote", quoteFields({ email: "kept@example.com", phone: "702-555-0142" })));
    const old = await db().selectFrom("quote_requests").select("id").where("email", "=", "sam@example.com").executeTakeFirstOrThrow();
    await db().updateTable("consent_records").set({ given_at: "2020-01-01T00:00:00.000Z" }).where("record_id", "=", old.id).execute();
    const actor = systemActor("test");

    expect(await purgeExpiredConsents(db(), 60, { now: new Date("2026-11-27T00:00:00Z"), dryRun: true, actor })).toEqual({ removed: 2, cutoff: "2021-11-27T00:00:00.000Z" });
    expect(await purgeExpiredConsents(db(), 0, { actor })).toEqual({ removed: 0, cutoff: null });
    expect(await purgeExpiredConsents(db(), 60, { now: new Date("2026-11-27T00:00:00Z"), actor })).toEqual({ removed: 2, cutoff: "2021-11-27T00:00:00.000Z" });
    expect((await consents()).map((r) => r.email)).toEqual(["kept@example.com"]);
    expect(await db().selectFrom("audit_log").select("detail").where("action", "=", "consent.purge").execute()).toEqual([{ detail: "2 given before 2021-11-27T00:00:00.000Z" }]);

    const kept = await db().selectFrom("quote_requests").select("id").where("email", "=", "kept@example.com").executeTakeFirstOrThrow();
    expect(await deleteLead(db(), actor, "quotes", kept.id)).toBe(true);
    expect(await consents()).toEqual([]);
  });

  it("copies the texts stored before the ledger into it: version 1 when the text is version 1, else no version", async () => {
    await consentRecordsMigration.down(db());
    const v1 = consentHistory("quote", "contact", services.agency.name)[0]!;
    const context = { agency: services.agency, publicUrl: PUBLIC_URL };
    const first = await submitQuoteRequest(db(), quoteInput("first@example.com"), context).catch(() => null);
    // The ledger table is gone, so storing fails as a whole: nothing half-written.
    expect(first).toBeNull();
    expect(await db().selectFrom("quote_requests").select("id").where("email", "=", "first@example.com").execute()).toEqual([]);
    await consentRecordsMigration.up(db());
    const { id: oldId } = await submitQuoteRequest(db(), quoteInput("old@example.com"), context);
    const { id: oddId } = await submitQuoteRequest(db(), quoteInput("odd@example.com", "(702) 555-0111"), context);
    await consentRecordsMigration.down(db());
    await db().updateTable("quote_requests").set({ consent_text: v1.text }).where("id", "=", oldId).execute();
    await db().updateTable("quote_requests").set({ consent_text: "A statement edited by hand" }).where("id", "=", oddId).execute();
    await consentRecordsMigration.up(db());

    const rows = await db().selectFrom("consent_records").select(["record_id", "version", "text", "page_url", "kind", "email"]).orderBy("email").execute();
    expect(rows).toEqual([
      { record_id: oddId, version: null, text: "A statement edited by hand", page_url: "/quote", kind: "contact", email: "odd@example.com" },
      { record_id: oldId, version: 1, text: v1.text, page_url: "/quote", kind: "contact", email: "old@example.com" },
    ]);
  });
});
