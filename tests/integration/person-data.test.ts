/**
 * One person's data on both engines: a person who sent a quote and a claim (with a photo), was
 * called and noted, opted out of texts, became a customer with a policy, a vehicle, a driver, a
 * document, an account and a service request, asked for a deletion, and appears in the audit log
 * and an uploaded book of business. The search finds all of it from one address; the archive
 * holds it; the erasure removes it in one transaction, leaving no trace of the person's email
 * addresses or phone number in any table (every table is scanned, column by column, bytes too),
 * while another person's data stays and the opt-out is still honoured.
 */
import { randomUUID } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { unzipSync, strFromU8 } from "fflate";
import { sql } from "kysely";
import { bookAppointment } from "../../app/server/booking/book-appointment.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultAgency } from "../../app/config/agency.ts";
import { customerSchema } from "../../app/lib/schemas/customer.ts";
import { driverSchema, policySchema, vehicleSchema } from "../../app/lib/schemas/policy.ts";
import { privacyRequestSchema } from "../../app/lib/schemas/privacy-request.ts";
import { recordAudit } from "../../app/server/audit/record-audit.ts";
import { erasePersonData } from "../../app/server/compliance/erase-person-data.ts";
import { exportPersonData } from "../../app/server/compliance/export-person-data.ts";
import { findPersonData } from "../../app/server/compliance/person-data.ts";
import { submitPrivacyRequest } from "../../app/server/compliance/privacy-requests.ts";
import { recordOptOut, suppressionsFor } from "../../app/server/compliance/suppressions.ts";
import { createCustomer } from "../../app/server/customers/save-customer.ts";
import { isPostgres } from "../../app/server/db/dialect.ts";
import { addLeadNote } from "../../app/server/inbox/add-lead-note.ts";
import { submitClaim } from "../../app/server/leads/submit-claim.ts";
import { submitQuoteRequest } from "../../app/server/leads/submit-quote-request.ts";
import { createPolicy } from "../../app/server/policies/save-policy.ts";
import { addDriver, addVehicle } from "../../app/server/policies/vehicles-and-drivers.ts";
import { inMemoryFile } from "../../app/server/uploads/check-upload.ts";
import { claimInput, quoteInput } from "../support/lead-inputs.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "../support/test-database.ts";
import { testFileKeys } from "../support/file-keys.ts";

/** The agency's file keys for this file's submissions and services (uploads are stored encrypted). */
const fileKeys = testFileKeys();

const context = { agency: defaultAgency, publicUrl: "https://agency.test", fileKeys };
const ERIN = { email: "erin.erase@example.com", workEmail: "erin.work@example.net", phone: "(702) 555-0199", digits: "7025550199" };
const KEEP = { email: "keep.me@example.com", phone: "(702) 555-0111" };
/** Every spelling of the person that must be gone. */
const TRACES = [ERIN.email, ERIN.workEmail, ERIN.digits, ERIN.phone, "555-0199"];
const PHOTO = new TextEncoder().encode(`\x89PNG fake photo of ${ERIN.email}'s bumper`);
const LETTER = new TextEncoder().encode(`%PDF-1.7 declarations for ${ERIN.email}`);

/** Every table of the database with its rows as text (bytes read as Latin-1, so text inside files shows too). */
async function everyTable(database: TestDatabase): Promise<Map<string, string>> {
  const db = database.db;
  const names = isPostgres(db)
    ? (await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db)).rows
    : (await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db)).rows;
  const contents = new Map<string, string>();
  for (const { name } of names) {
    const rows = (await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db)).rows;
    const text = rows.map((row) => Object.values(row).map((v) => (v instanceof Uint8Array ? Buffer.from(v).toString("latin1") : String(v))).join("\u0001")).join("\n");
    contents.set(name, text.toLowerCase());
  }
  return contents;
}

function tablesMentioning(contents: Map<string, string>, traces: readonly string[]): string[] {
  return [...contents].filter(([, text]) => traces.some((t) => text.includes(t.toLowerCase()))).map(([name]) => name);
}

describe.each(testEngines())("one person's data on %s", (engine) => {
  let database: TestDatabase;
  const db = () => database.db;
  const staff = { id: randomUUID(), email: "dana@agency.test" };
  const ids = { quote: "", claim: "", customer: "", policy: "", user: "", request: "", privacy: "", keepQuote: "", keepCustomer: "" };

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const now = new Date();
    await db().insertInto("user").values({ id: staff.id, name: "Dana", email: staff.email, email_verified: true, role: "staff", disabled: false, created_at: now, updated_at: now }).execute();

    ids.quote = (await submitQuoteRequest(db(), quoteInput(ERIN.email, ERIN.phone), context)).id;
    // The claim gives another address with the same number: the people links join them.
    ids.claim = (await submitClaim(db(), claimInput(ERIN.workEmail, ERIN.phone), [inMemoryFile("bumper.png", "image/png", PHOTO)], context)).id;
    await addLeadNote(db(), staff, "quotes", ids.quote, `Called Erin on ${ERIN.phone}, wants auto and home.`);
    await db().insertInto("lead_reads").values({ user_id: staff.id, form: "quotes", record_id: ids.quote, read_at: now.toISOString() }).execute();
    await recordOptOut(db(), { emails: [], phones: [ERIN.phone], channels: ["texts"], method: "phone", note: `Erin (${ERIN.email}) said no texts`, actor: { id: staff.id, label: staff.email } });

    const customer = await createCustomer(db(), staff, customerSchema.parse({ kind: "person", name: "Erin Erase", email: ERIN.email, phone: ERIN.phone, address: "1 Erase Way", city: "Henderson", state: "NV" }));
    ids.customer = customer.ok ? customer.id : "";
    const policy = await createPolicy(db(), staff, ids.customer, policySchema.parse({ line: "auto", carrier: "State Farm", policyNumber: "PAP-ERIN-1", effectiveDate: "2026-01-01", expirationDate: "2026-12-31", status: "active", billing: "direct" }));
    ids.policy = policy.ok ? policy.id : "";
    await addVehicle(db(), staff, ids.policy, vehicleSchema.parse({ year: "2021", make: "Toyota", model: "RAV4", vin: "1HGCM82633A004352" }));
    await addDriver(db(), staff, ids.policy, driverSchema.parse({ name: "Erin Erase", dateOfBirth: "1988-04-02" }));

    // Her account, signed in, linked to the customer record.
    ids.user = randomUUID();
    await db().insertInto("user").values({ id: ids.user, name: "Erin", email: ERIN.email, email_verified: true, role: "customer", disabled: false, created_at: now, updated_at: now }).execute();
    await db().insertInto("session").values({ id: randomUUID(), user_id: ids.user, token: randomUUID(), expires_at: new Date(now.getTime() + 86_400_000), ip_address: "203.0.113.9", user_agent: "Firefox", created_at: now, updated_at: now }).execute();
    await db().insertInto("account").values({ id: randomUUID(), user_id: ids.user, account_id: ids.user, provider_id: "credential", password: "scrypt-hash", created_at: now, updated_at: now }).execute();
    await db().updateTable("customers").set({ user_id: ids.user }).where("id", "=", ids.customer).execute();

    // A document filed for her and a service request with a message and a file.
    const documentId = randomUUID();
    await db().insertInto("customer_documents").values({ id: documentId, customer_id: ids.customer, policy_id: ids.policy, request_id: null, doc_type: "declarations", title: "Erin's declarations", uploaded_by: staff.id, created_at: now.toISOString() }).execute();
    ids.request = randomUUID();
    await db().insertInto("service_requests").values({ id: ids.request, request_number: "SR-2026-000001", customer_id: ids.customer, policy_id: ids.policy, user_id: ids.user, request_type: "other", details_json: JSON.stringify([{ label: "Phone", value: ERIN.phone }]), status: "new", owner_id: null, created_at: now.toISOString(), changed_at: now.toISOString(), closed_at: null }).execute();
    const messageId = randomUUID();
    await db().insertInto("service_messages").values({ id: messageId, request_id: ids.request, author_kind: "customer", author_id: ids.user, author_name: "Erin Erase", body: `Please call ${ERIN.phone}`, created_at: now.toISOString() }).execute();
    for (const [ownerType, ownerId, bytes] of [["customer_document", documentId, LETTER], ["service_message", messageId, LETTER]] as const) {
      await db().insertInto("uploaded_files").values({ id: randomUUID(), owner_type: ownerType, owner_id: ownerId, purpose: "document", file_name: "letter.pdf", content_type: "application/pdf", size_bytes: bytes.byteLength, sha256: "x", data: bytes, created_at: now.toISOString() }).execute();
    }

    ids.privacy = (await submitPrivacyRequest(db(), privacyRequestSchema.parse({ firstName: "Erin", lastName: "Erase", email: ERIN.email, kind: "deletion", details: `Also ${ERIN.workEmail}` }), { ...context, pageUrl: "https://agency.test/privacy/request" })).id;
    await recordAudit(db(), staff, { action: "customer.invite", targetType: "customer", targetId: ids.customer, targetLabel: ERIN.email });
    await recordAudit(db(), { id: ids.user, email: ERIN.email }, { action: "claim.confirm", targetType: "claims", targetId: ids.claim, detail: `Confirmed from ${ERIN.email}` });
    // She booked a call: the booking, its consent and its emails (hers, and the member's notice naming her) are hers.
    const booked = await bookAppointment(
      { db: db(), agency: defaultAgency, publicUrl: "https://agency.test", secret: "person-data-test-secret-0123456789abcdef" },
      { typeSlug: "quote-call", startsAt: new Date("2026-12-03T17:00:00.000Z"), firstName: "Erin", lastName: "Erase", email: ERIN.email, phone: ERIN.phone, topic: `Call me on ${ERIN.phone}`, locale: "en", visitorTimeZone: null, pageUrl: "https://agency.test/book/quote-call" },
      new Date("2026-12-02T06:00:00.000Z"),
    );
    expect(booked.ok).toBe(true);
    await db().insertInto("book_imports").values({ id: randomUUID(), file_name: "book.csv", size_bytes: 100, csv_text: `name,email,phone\nErin Erase,${ERIN.email},${ERIN.phone}\nKeep Me,${KEEP.email},${KEEP.phone}\n`, uploaded_by: staff.id, created_at: now.toISOString(), committed_at: null, committed_by: null, result_json: null }).execute();

    // Somebody else, who must keep everything.
    ids.keepQuote = (await submitQuoteRequest(db(), quoteInput(KEEP.email, KEEP.phone), context)).id;
    const keep = await createCustomer(db(), staff, customerSchema.parse({ kind: "person", name: "Keep Me", email: KEEP.email, phone: KEEP.phone }));
    ids.keepCustomer = keep.ok ? keep.id : "";
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it("finds everything from one address, widened to her other address and her number", async () => {
    const data = await findPersonData(db(), { emails: [ERIN.email], phones: [] });
    expect(data.keys.emails).toEqual([ERIN.email, ERIN.workEmail].sort());
    expect(data.keys.phones).toEqual([ERIN.digits]);
    const count = (key: string) => data.sections.find((s) => s.key === key)?.rows.length ?? 0;
    expect(count("quote_requests")).toBe(1);
    expect(count("claims")).toBe(1);
    expect(count("lead_notes")).toBe(1);
    expect(count("consent_records")).toBe(3); // the quote's, the claim's, the booking's
    expect(count("bookings")).toBe(1);
    expect(count("contact_opt_outs")).toBe(1);
    expect(count("customers")).toBe(1);
    expect(count("policy_vehicles")).toBe(1);
    expect(count("policy_drivers")).toBe(1);
    expect(count("service_messages")).toBe(1);
    expect(count("user")).toBe(1);
    expect(count("privacy_requests")).toBe(1);
    expect(count("email_outbox")).toBeGreaterThanOrEqual(5);
    expect(count("audit_log")).toBeGreaterThanOrEqual(2);
    expect(data.files.map((f) => f.fileName).sort()).toEqual(["bumper.png", "letter.pdf", "letter.pdf"]);
    // Nobody else's records, and no password hash on the page or in the archive.
    expect(JSON.stringify(data)).not.toContain(KEEP.email);
    expect(JSON.stringify(data)).not.toContain("scrypt-hash");
    // The search by number alone finds the same person.
    expect((await findPersonData(db(), { emails: [], phones: [ERIN.digits] })).keys.emails).toEqual(data.keys.emails);
  });

  it("downloads it as one archive: the records as JSON and the files as they were received", async () => {
    const archive = await exportPersonData(db(), fileKeys, staff, { emails: [ERIN.email], phones: [] }, defaultAgency.name);
    expect(archive?.fileName).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const bytes = new Uint8Array(await new Response(archive!.stream).arrayBuffer());
    const entries = unzipSync(bytes);
    const json = JSON.parse(strFromU8(entries["person.json"]!)) as { sections: Record<string, { rows: Record<string, unknown>[] }>; files: { path: string; file_name: string }[] };
    expect(json.sections.claims!.rows[0]).toMatchObject({ email: ERIN.workEmail, description: "Rear-ended." });
    expect(json.sections.policies!.rows[0]).toMatchObject({ policy_number: "PAP-ERIN-1" });
    expect(json.sections.account!.rows[0]).not.toHaveProperty("password");
    const photo = json.files.find((f) => f.file_name === "bumper.png")!;
    expect(entries[photo.path]).toEqual(PHOTO);
    expect(strFromU8(entries["README.txt"]!)).toContain(defaultAgency.name);
    expect(await db().selectFrom("audit_log").select("detail").where("action", "=", "person.export").execute()).toHaveLength(1);
  });

  it("waits for an email still being sent, and never erases a team member's account", async () => {
    expect(await erasePersonData(db(), staff, { emails: [ERIN.email], phones: [] })).toMatchObject({ ok: false, reason: "blocked", message: expect.stringContaining("still being sent") });
    expect(await erasePersonData(db(), staff, { emails: [staff.email], phones: [] })).toMatchObject({ ok: false, reason: "blocked", message: expect.stringContaining("team member") });
    expect(await db().selectFrom("quote_requests").select("id").where("id", "=", ids.quote).execute()).toHaveLength(1);
  });

  it("erases it in one go: no table holds her addresses or number, the opt-out still holds, somebody else keeps everything", async () => {
    await db().updateTable("email_outbox").set({ status: "sent" }).execute();
    const before = await everyTable(database);
    expect(tablesMentioning(before, TRACES).length).toBeGreaterThan(15); // the scan sees her where she is

    const result = await erasePersonData(db(), staff, { emails: [ERIN.email], phones: [] });
    expect(result).toMatchObject({ ok: true, counts: { customers: 1, accounts: 1, files: 3 } });

    const after = await everyTable(database);
    expect(tablesMentioning(after, TRACES)).toEqual([]);
    if (database.sqlitePath) {
      // Not in the file's free pages or the write-ahead log either.
      const files = [database.sqlitePath, `${database.sqlitePath}-wal`].filter(existsSync).map((path) => readFileSync(path).toString("latin1").toLowerCase());
      for (const trace of [ERIN.email, ERIN.workEmail, ERIN.digits]) expect(files.some((bytes) => bytes.includes(trace)), trace).toBe(false);
    }

    // What must be kept is kept, without her.
    const privacy = await db().selectFrom("privacy_requests").selectAll().where("id", "=", ids.privacy).executeTakeFirstOrThrow();
    expect(privacy).toMatchObject({ kind: "deletion", status: "received", email: "(erased)", details: null });
    expect(await suppressionsFor(db(), { phone: ERIN.phone })).toMatchObject({ texts: expect.any(String) });
    const erasure = await db().selectFrom("audit_log").select(["detail", "target_label"]).where("action", "=", "person.erase").executeTakeFirstOrThrow();
    expect(erasure.detail).toMatch(/^\d+ records, 3 files, 1 customer records, 1 accounts, \d+ emails deleted; \d+ kept without the person$/);

    // Keep Me is untouched, down to the line of the uploaded book.
    expect(await db().selectFrom("quote_requests").select("email").execute()).toEqual([{ email: KEEP.email }]);
    expect(await db().selectFrom("customers").select("id").execute()).toEqual([{ id: ids.keepCustomer }]);
    expect(after.get("book_imports")).toContain(KEEP.email);
    expect(after.get("email_outbox")).toContain(KEEP.email);

    // Only the opt-out is left to find, by its hash.
    const again = await findPersonData(db(), { emails: [ERIN.email], phones: [ERIN.digits] });
    expect(again.sections.map((s) => s.key)).toEqual(["contact_opt_outs", "contact_suppressions"]);
  });
});
