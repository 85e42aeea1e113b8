/**
 * The staff side of documents signed online, through the route modules on both engines
 * (docs/product.md#documents-signed-online): who may open each page and download each file
 * (signed out, a customer, staff, an admin), a new draft from an upload with its per-field
 * refusals, placing fields by a click on a page image (pixels at the drawn width become
 * fractions of the page) and by typed numbers, moving and editing a field, the send's problems,
 * reminding and voiding, the list's statuses and My work's overdue group.
 */
import { randomUUID } from "node:crypto";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { agencyFromEnv } from "../../app/config/agency.ts";
import { policyKey } from "../../app/lib/policies.ts";
import * as signingList from "../../app/routes/back-office/admin-signing.tsx";
import * as signingNew from "../../app/routes/back-office/admin-signing-new.tsx";
import * as signingDocument from "../../app/routes/back-office/admin-signing-document.tsx";
import * as signingPage from "../../app/routes/machine/admin-signing-page.ts";
import * as signingFile from "../../app/routes/machine/admin-signing-file.ts";
import * as myWork from "../../app/routes/back-office/admin-my-work.tsx";
import * as settings from "../../app/routes/back-office/admin-settings.tsx";
import { runScheduledJobs } from "../../app/server/notifications/scheduler.ts";
import type { Auth } from "../../app/server/accounts/auth.ts";
import type { CurrentUser } from "../../app/server/accounts/current-user.ts";
import { servicesContext } from "../../app/http/context.ts";
import { sessionLookupContext } from "../../app/http/session.ts";
import { parseEnv } from "../../app/server/env.ts";
import type { AppServices } from "../../app/server/services.ts";
import { DEFAULT_FIELD_SIZE_PT } from "../../app/server/signing/field-geometry.ts";
import { makePdf } from "../../app/server/signing/pdf-test-fixtures.ts";
import { getSigningDocument } from "../../app/server/signing/signing-lists.ts";
import { SECOND_FACTOR_ENROL_PATH } from "../../app/lib/sign-in-next.ts";
import { sessionOf } from "../support/session-user.ts";
import { testFileKeys } from "../support/file-keys.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "../support/test-database.ts";

type Visitor = "anonymous" | "customer" | "staff" | "admin";
const visitors: Visitor[] = ["anonymous", "customer", "staff", "admin"];

interface Answer {
  status: number;
  location: string | null;
  response: Response | null;
  body: unknown;
}

function answerOf(result: unknown): Answer {
  if (result instanceof Response) return { status: result.status, location: result.headers.get("location"), response: result, body: null };
  if (result && typeof result === "object" && "init" in result && "data" in result) {
    const init = (result as { init?: { status?: number } | null }).init;
    return { status: init?.status ?? 200, location: null, response: null, body: (result as { data: unknown }).data };
  }
  return { status: 200, location: null, response: null, body: result };
}

function multipart(fields: [string, string][], file?: { name: string; bytes: Uint8Array }): FormData {
  const body = new FormData();
  for (const [name, value] of fields) body.append(name, value);
  if (file) body.append("file", new Blob([new Uint8Array(file.bytes)], { type: "application/pdf" }), file.name);
  return body;
}

const LETTER = { widthPt: 612, heightPt: 792 };

describe.each(testEngines())("the staff side of signing on %s", (engine) => {
  let database: TestDatabase;
  let services: AppServices;
  const db = () => database.db;
  const users = {} as Record<Exclude<Visitor, "anonymous">, CurrentUser>;
  const customer = { id: randomUUID(), name: "Avery Park" };
  const policyId = randomUUID();
  let pdf: Uint8Array;
  let documentId = "";

  async function insertUser(email: string, role: string, name: string): Promise<CurrentUser> {
    const id = randomUUID();
    const now = new Date();
    await db().insertInto("user").values({ id, name, email, email_verified: true, role, disabled: false, created_at: now, updated_at: now }).execute();
    return { id, email, role: role as CurrentUser["role"] };
  }

  function contextFor(user: CurrentUser | null) {
    const context = new RouterContextProvider();
    context.set(servicesContext, services);
    context.set(sessionLookupContext, () => Promise.resolve(sessionOf(user)));
    return context;
  }

  async function run(handler: (args: never) => unknown, visitor: Visitor, path: string, params: Record<string, string>, init: { method?: string; body?: FormData | URLSearchParams } = {}): Promise<Answer> {
    const request = new Request(`http://localhost${path}`, { method: init.method ?? "GET", body: init.body });
    const args = { request, context: contextFor(visitor === "anonymous" ? null : users[visitor]), params, url: new URL(request.url), unstable_pattern: "" };
    try {
      return answerOf(await (handler as (a: typeof args) => unknown)(args));
    } catch (thrown) {
      return answerOf(thrown);
    }
  }

  const post = (visitor: Visitor, fields: Record<string, string>, query = "") =>
    run(signingDocument.action, visitor, `/admin/signing/${documentId}${query}`, { id: documentId }, { method: "POST", body: new URLSearchParams(fields) });

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const env = parseEnv({});
    services = { env, agency: agencyFromEnv(env), db: database.db, engine, auth: undefined as unknown as Auth, kickOutbox: vi.fn(), fileKeys: testFileKeys() };
    users.customer = await insertUser("avery@example.com", "customer", "Avery Park");
    users.staff = await insertUser("dana@agency.test", "staff", "Dana Reyes");
    users.admin = await insertUser("owner@agency.test", "admin", "Olivia Owner");
    const now = new Date().toISOString();
    await db().insertInto("customers").values({ id: customer.id, kind: "person", name: customer.name, email: "avery@example.com", created_at: now, updated_at: now }).execute();
    await db()
      .insertInto("policies")
      .values({ id: policyId, customer_id: customer.id, line: "auto", carrier: "Progressive", policy_number: "PA-1", policy_key: policyKey("Progressive", "PA-1"), effective_date: "2026-06-01", expiration_date: "2027-06-01", status: "active", billing: "direct", created_at: now, updated_at: now })
      .execute();
    pdf = await makePdf([{ texts: [{ text: "Application", x: 72, y: 700 }] }, { texts: [{ text: "Signatures", x: 72, y: 700 }] }]);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it("creates a draft from an upload for staff, and refuses everyone else before reading it", async () => {
    const body = () => multipart([["title", "Auto application"]], { name: "application.pdf", bytes: pdf });
    const path = `/admin/signing/new?customer=${customer.id}`;
    for (const visitor of ["anonymous", "customer"] as const) {
      expect((await run(signingNew.loader, visitor, path, {})).location).toBe("/dashboard");
      expect((await run(signingNew.action, visitor, path, {}, { method: "POST", body: body() })).status).toBe(403);
    }
    expect(await db().selectFrom("signing_documents").select("id").execute()).toEqual([]);
    const created = await run(signingNew.action, "staff", path, {}, { method: "POST", body: body() });
    expect(created.status).toBe(303);
    documentId = created.location!.match(/\/admin\/signing\/([^?]+)\?saved=created$/)![1]!;
    const document = await getSigningDocument(db(), documentId);
    expect(document).toMatchObject({ title: "Auto application", status: "draft", customerId: customer.id });
    expect(document!.pageSizes).toHaveLength(2);
  });

  it("keeps the title and says what is wrong with a file that is not a PDF, or a missing title", async () => {
    const path = `/admin/signing/new?policy=${policyId}`;
    const notPdf = await run(signingNew.action, "staff", path, {}, { method: "POST", body: multipart([["title", "Renewal form"]], { name: "renewal.pdf", bytes: new TextEncoder().encode("just some text") }) });
    expect(notPdf.status).toBe(400);
    expect(notPdf.body).toMatchObject({ values: { title: "Renewal form" }, errors: { file: "This file is not a PDF. Please choose a PDF file." } });
    const noTitle = await run(signingNew.action, "staff", path, {}, { method: "POST", body: multipart([["title", "  "]], { name: "renewal.pdf", bytes: pdf }) });
    expect(noTitle.body).toMatchObject({ errors: { title: "Please give the document a title." } });
    const noFile = await run(signingNew.action, "staff", path, {}, { method: "POST", body: multipart([["title", "Renewal form"]]) });
    expect(noFile.body).toMatchObject({ errors: { file: "Please choose the PDF to sign." }, values: { title: "Renewal form" } });
    expect((await run(signingNew.loader, "staff", "/admin/signing/new?customer=nobody", {})).status).toBe(404);
  });

  it("adds signers: the customer with their details, an agent from the team; refuses a bad email per field", async () => {
    const loaded = await run(signingDocument.loader, "staff", `/admin/signing/${documentId}`, { id: documentId });
    expect(loaded.body).toMatchObject({ choices: { customer: { name: "Avery Park", email: "avery@example.com" } } });
    const bad = await post("staff", { intent: "add-signer", role: "customer", name: "Avery Park", email: "not an email", locale: "en", order: "1" });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ intent: "add-signer", errors: { email: expect.stringContaining("email address") }, values: { name: "Avery Park" } });
    expect((await post("staff", { intent: "add-signer", role: "customer", name: "Avery Park", email: "avery@example.com", locale: "es", order: "1" })).location).toBe(`/admin/signing/${documentId}?saved=signer-added#signers-heading`);
    expect((await post("admin", { intent: "add-signer", role: "agent", userId: users.staff.id, locale: "en", order: "2" })).status).toBe(303);
    const signers = (await getSigningDocument(db(), documentId))!.signers;
    expect(signers.map((s) => [s.name, s.role, s.locale, s.order])).toEqual([
      ["Avery Park", "customer", "es", 1],
      ["Dana Reyes", "agent", "en", 2],
    ]);
    expect((await post("customer", { intent: "add-signer", role: "customer", name: "X", email: "x@example.com", locale: "en", order: "3" })).status).toBe(403);
  });

  it("changes a signer through the same form (`?signer=`), keeping what was typed beside a refusal", async () => {
    const [first] = (await getSigningDocument(db(), documentId))!.signers;
    expect((await run(signingDocument.loader, "staff", `/admin/signing/${documentId}?signer=${first!.id}`, { id: documentId })).body).toMatchObject({ editing: first!.id });
    const taken = await post("staff", { intent: "update-signer", signerId: first!.id, role: "customer", name: "Avery Park", email: "dana@agency.test", locale: "es", order: "1" });
    expect(taken.body).toMatchObject({ intent: "update-signer", target: first!.id, errors: { email: expect.stringContaining("one person signs once") }, values: { email: "dana@agency.test" } });
    expect((await post("staff", { intent: "update-signer", signerId: first!.id, role: "customer", name: "Avery J. Park", email: "avery@example.com", locale: "es", order: "1" })).location).toBe(`/admin/signing/${documentId}?saved=signer-saved#signers-heading`);
    expect((await getSigningDocument(db(), documentId))!.signers[0]).toMatchObject({ name: "Avery J. Park", locale: "es" });
    await post("staff", { intent: "update-signer", signerId: first!.id, role: "customer", name: "Avery Park", email: "avery@example.com", locale: "es", order: "1" });
  });

  it("places a field where the page image was clicked: the pixels at the drawn width become fractions of the page", async () => {
    const [customerSigner] = (await getSigningDocument(db(), documentId))!.signers;
    // The page is drawn 560 px wide; a click at (280, 362) is the middle of a Letter page.
    const placed = await post("staff", { kind: "signature", signerId: customerSigner!.id, required: "yes", page: "1", x: "10", y: "80", "place.x": "280", "place.y": "362" }, "?page=2&w=560");
    expect(placed.status).toBe(303);
    const field = (await getSigningDocument(db(), documentId))!.fields[0]!;
    const width = DEFAULT_FIELD_SIZE_PT.signature.width / LETTER.widthPt;
    const height = DEFAULT_FIELD_SIZE_PT.signature.height / LETTER.heightPt;
    expect(field.box.page).toBe(2);
    expect(field.box.x).toBeCloseTo(0.5 - width / 2, 4);
    expect(field.box.y).toBeCloseTo(362 / ((560 * 1100 * (792 / 612)) / 1100) - height / 2, 2);
    expect(field).toMatchObject({ kind: "signature", signerId: customerSigner!.id, required: true });
    // A click past the image's edge stays on the page.
    await post("staff", { kind: "checkbox", signerId: customerSigner!.id, required: "no", "place.x": "9999", "place.y": "-5" }, "?page=1&w=300");
    const checkbox = (await getSigningDocument(db(), documentId))!.fields[1]!;
    expect(checkbox.box.x + checkbox.box.width).toBeCloseTo(1, 6);
    expect(checkbox.box.y).toBe(0);
    const outside = await post("staff", { kind: "signature", required: "yes", "place.x": "10", "place.y": "10" }, "?page=9&w=300");
    expect(outside.status).toBe(400);
    expect(outside.body).toMatchObject({ errors: { page: expect.any(String) } });
  });

  it("places a field by typed numbers (its top-left corner), and refuses numbers out of range per field", async () => {
    const agent = (await getSigningDocument(db(), documentId))!.signers[1]!;
    expect((await post("staff", { intent: "place", kind: "date", signerId: agent.id, required: "yes", page: "2", x: "60", y: "85" })).status).toBe(303);
    const date = (await getSigningDocument(db(), documentId))!.fields[2]!;
    expect(date.box).toMatchObject({ page: 2 });
    expect(date.box.x).toBeCloseTo(0.6, 6);
    expect(date.box.y).toBeCloseTo(0.85, 6);
    const bad = await post("staff", { intent: "place", kind: "date", signerId: agent.id, required: "yes", page: "2", x: "150", y: "abc" });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ intent: "place", errors: { x: expect.stringContaining("percentage"), y: expect.stringContaining("percentage") }, values: { x: "150", y: "abc" } });
  });

  it("moves a field by a step, edits it by numbers, refuses a box off the page beside its row, and removes it", async () => {
    const field = (await getSigningDocument(db(), documentId))!.fields[2]!;
    await post("staff", { intent: "move:up", fieldId: field.id });
    const moved = (await getSigningDocument(db(), documentId))!.fields[2]!;
    expect(moved.box.y).toBeCloseTo(field.box.y - 0.01, 6);
    expect((await post("staff", { intent: "edit-field", fieldId: field.id, x: "50", y: "90", width: "20", height: "3", required: "no", label: "Today", signerId: field.signerId! })).status).toBe(303);
    const edited = (await getSigningDocument(db(), documentId))!.fields[2]!;
    expect(edited).toMatchObject({ required: false, label: "Today", box: { page: 2, x: 0.5, y: 0.9, width: 0.2, height: 0.03 } });
    const off = await post("staff", { intent: "edit-field", fieldId: field.id, x: "90", y: "90", width: "20", height: "3", required: "no", signerId: field.signerId! });
    expect(off.body).toMatchObject({ target: field.id, errors: { x: expect.stringContaining("inside the page") } });
    const checkbox = (await getSigningDocument(db(), documentId))!.fields[1]!;
    expect((await post("staff", { intent: "remove-field", fieldId: checkbox.id })).status).toBe(303);
    expect((await getSigningDocument(db(), documentId))!.fields).toHaveLength(2);
  });

  it("saves the layout as a template and applies it to a new two-page draft, matching signers by order and role", async () => {
    const noName = await post("staff", { intent: "save-template", templateName: " " });
    expect(noName.body).toMatchObject({ intent: "save-template", errors: { templateName: "Please name the template." } });
    expect((await post("staff", { intent: "save-template", templateName: "Auto application" })).location).toBe(`/admin/signing/${documentId}?saved=template-saved#templates-heading`);
    const created = await run(signingNew.action, "staff", `/admin/signing/new?customer=${customer.id}`, {}, { method: "POST", body: multipart([["title", "Second application"]], { name: "second.pdf", bytes: pdf }) });
    const id = created.location!.match(/\/admin\/signing\/([^?]+)\?/)![1]!;
    const page = await run(signingDocument.loader, "staff", `/admin/signing/${id}`, { id });
    const [template] = (page.body as { templates: { id: string; name: string; fieldCount: number }[] }).templates;
    expect(template).toMatchObject({ name: "Auto application", fieldCount: 2 });
    const postTo = (fields: Record<string, string>) => run(signingDocument.action, "staff", `/admin/signing/${id}`, { id }, { method: "POST", body: new URLSearchParams(fields) });
    await postTo({ intent: "add-signer", role: "customer", name: "Avery Park", email: "avery@example.com", locale: "en", order: "1" });
    expect((await postTo({ intent: "apply-template", templateId: template!.id })).location).toBe(`/admin/signing/${id}?saved=template-applied-unmatched#fields-heading`);
    const applied = (await getSigningDocument(db(), id))!;
    expect(applied.fields.map((f) => [f.kind, f.signerId === applied.signers[0]!.id])).toEqual([
      ["signature", true],
      ["date", false],
    ]);
    const again = await postTo({ intent: "apply-template", templateId: template!.id });
    expect(again.body).toMatchObject({ errors: { templateId: expect.stringContaining("without fields") } });
    await postTo({ intent: "void", reason: "Only a template check." });
  });

  it("starts a draft for a lead from its page, offering the lead's person as the first signer", async () => {
    const leadId = randomUUID();
    const at = new Date().toISOString();
    await db()
      .insertInto("contact_messages")
      .values({ id: leadId, first_name: "Jordan", last_name: "Lee", email: "jordan@example.com", phone: "7025550100", details_json: "[]", created_at: at, topic: "general", message: "Hello", consent_text: "Yes", consent_at: at })
      .execute();
    const path = `/admin/signing/new?lead=${leadId}&form=messages`;
    expect((await run(signingNew.loader, "staff", path, {})).body).toMatchObject({ record: { lead: { form: "messages", id: leadId, name: "Jordan Lee" } } });
    expect((await run(signingNew.loader, "staff", `/admin/signing/new?lead=${leadId}&form=quotes`, {})).status).toBe(404);
    const created = await run(signingNew.action, "staff", path, {}, { method: "POST", body: multipart([["title", "Broker agreement"]], { name: "agreement.pdf", bytes: pdf }) });
    const id = created.location!.match(/\/admin\/signing\/([^?]+)\?/)![1]!;
    expect(await getSigningDocument(db(), id)).toMatchObject({ lead: { form: "messages", id: leadId }, customerId: null });
    expect((await run(signingDocument.loader, "staff", `/admin/signing/${id}`, { id })).body).toMatchObject({ person: { name: "Jordan Lee", email: "jordan@example.com" } });
    await run(signingDocument.action, "staff", `/admin/signing/${id}`, { id }, { method: "POST", body: new URLSearchParams({ intent: "void", reason: "Only a lead check." }) });
  });

  it("serves the page images and the original to staff only, never cached", async () => {
    for (const visitor of ["anonymous", "customer"] as const) {
      expect((await run(signingPage.loader, visitor, `/admin/signing/${documentId}/pages/1`, { id: documentId, page: "1" })).status).toBe(403);
      expect((await run(signingFile.loader, visitor, `/admin/signing/${documentId}/files/original`, { id: documentId, which: "original" })).status).toBe(403);
    }
    const image = await run(signingPage.loader, "staff", `/admin/signing/${documentId}/pages/1`, { id: documentId, page: "1" });
    expect(image.response!.headers.get("content-type")).toBe("image/png");
    expect(image.response!.headers.get("cache-control")).toBe("private, no-store");
    expect((await run(signingPage.loader, "staff", `/admin/signing/${documentId}/pages/3`, { id: documentId, page: "3" })).status).toBe(404);
    const original = await run(signingFile.loader, "admin", `/admin/signing/${documentId}/files/original`, { id: documentId, which: "original" });
    expect(original.response!.headers.get("content-disposition")).toMatch(/^attachment; filename="application.pdf"/);
    expect(new Uint8Array(await original.response!.arrayBuffer())).toEqual(pdf);
    expect((await run(signingFile.loader, "staff", `/admin/signing/${documentId}/files/signed`, { id: documentId, which: "signed" })).status).toBe(404);
    const downloads = await db().selectFrom("audit_log").select(["actor_email", "detail"]).where("action", "=", "signing.download").execute();
    expect(downloads).toEqual([{ actor_email: "owner@agency.test", detail: "The original PDF" }]);
  });

  it("lists the send's problems, then sends; the list shows it sent; a reminder waits a day; voiding needs a reason", async () => {
    // A co-insured without fields: the send names them.
    await post("staff", { intent: "add-signer", role: "co_insured", name: "Sam Park", email: "sam@example.com", locale: "en", order: "1" });
    const refused = await post("staff", { intent: "send" });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ intent: "send", problems: { message: expect.stringContaining("Every signer needs at least one field"), ids: [expect.any(String)] } });
    const sam = (await getSigningDocument(db(), documentId))!.signers.find((s) => s.name === "Sam Park")!;
    await post("staff", { intent: "remove-signer", signerId: sam.id });
    expect((await post("staff", { intent: "send" })).location).toBe(`/admin/signing/${documentId}?saved=sent`);

    const list = await run(signingList.loader, "staff", "/admin/signing?status=sent", {});
    expect(list.body).toMatchObject({ status: "sent", rows: [{ id: documentId, status: "sent", waitingOn: [{ name: "Avery Park", role: "customer" }], signers: 2, signed: 0 }] });
    expect(((await run(signingList.loader, "staff", "/admin/signing?status=draft", {})).body as { rows: unknown[] }).rows).toEqual([]);
    expect((await run(signingList.loader, "customer", "/admin/signing", {})).location).toBe("/dashboard");

    expect((await post("staff", { intent: "remind" })).location).toBe(`/admin/signing/${documentId}?saved=not-reminded`);
    const noReason = await post("staff", { intent: "void", reason: " " });
    expect(noReason.body).toMatchObject({ intent: "void", errors: { reason: expect.stringContaining("why") } });
    expect((await post("customer", { intent: "void", reason: "Wrong form" })).status).toBe(403);
    expect((await getSigningDocument(db(), documentId))!.status).toBe("sent");
  });

  it("shows the member who sent it an overdue document in My work, then voids it", async () => {
    const sentLongAgo = new Date(Date.now() - 8 * 24 * 3_600_000).toISOString();
    await db().updateTable("signing_documents").set({ sent_at: sentLongAgo }).where("id", "=", documentId).execute();
    await db().updateTable("signing_signers").set({ sent_at: sentLongAgo }).where("document_id", "=", documentId).where("status", "=", "sent").execute();
    const mine = await run(myWork.loader, "staff", "/admin/my-work", {});
    expect(mine.body).toMatchObject({ signingWork: { items: [{ id: documentId, due: "overdue" }], more: false } });
    const admins = await run(myWork.loader, "admin", "/admin/my-work", {});
    expect(admins.body).toMatchObject({ signingWork: { items: [] } });
    expect((await post("staff", { intent: "void", reason: "The customer asked for another carrier." })).location).toBe(`/admin/signing/${documentId}?saved=voided`);
    const list = await run(signingList.loader, "admin", "/admin/signing?status=voided", {});
    expect((list.body as { rows: { id: string }[] }).rows.find((r) => r.id === documentId)).toMatchObject({ status: "voided", due: null });
  });

  it("lets an admin set the signing expiry's days on Settings, keeps a wrong value with its message, refuses staff", async () => {
    const save = (visitor: Visitor, days: string) => run(settings.action, visitor, "/admin/settings", {}, { method: "POST", body: new URLSearchParams({ intent: "signing", signingExpiryDays: days }) });
    expect((await save("staff", "45")).status).toBe(403);
    const wrong = await save("admin", "181");
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ intent: "signing", values: { signingExpiryDays: "181" }, errors: { signingExpiryDays: expect.stringContaining("from 1 to 180") } });
    expect((await save("admin", "45")).location).toBe("/admin/settings?saved=signing#signing-heading");
    expect((await run(settings.loader, "admin", "/admin/settings", {})).body).toMatchObject({ signingExpiryDays: 45, signingExpiryBounds: { min: 1, max: 180 } });
  });

  it("expires a document past its date from the scheduler's run, once even when two instances run together", async () => {
    const created = await run(signingNew.action, "staff", `/admin/signing/new?customer=${customer.id}`, {}, { method: "POST", body: multipart([["title", "Short-lived"]], { name: "short.pdf", bytes: pdf }) });
    const id = created.location!.match(/\/admin\/signing\/([^?]+)\?/)![1]!;
    const postTo = (fields: Record<string, string>) => run(signingDocument.action, "staff", `/admin/signing/${id}`, { id }, { method: "POST", body: new URLSearchParams(fields) });
    await postTo({ intent: "add-signer", role: "customer", name: "Avery Park", email: "avery@example.com", locale: "en", order: "1" });
    const signer = (await getSigningDocument(db(), id))!.signers[0]!;
    await postTo({ intent: "place", kind: "signature", signerId: signer.id, required: "yes", page: "1", x: "10", y: "10" });
    expect((await postTo({ intent: "send" })).location).toBe(`/admin/signing/${id}?saved=sent`);
    const later = new Date(Date.now() + 46 * 24 * 3_600_000);
    const options = { db: db(), agency: services.agency, publicUrl: "https://agency.test", fileKeys: services.fileKeys };
    const [first, second] = await Promise.all([runScheduledJobs(options, later), runScheduledJobs(options, later)]);
    expect((await getSigningDocument(db(), id))!.status).toBe("expired");
    expect(first.signing + second.signing).toBeGreaterThanOrEqual(1);
    const expiries = await db().selectFrom("audit_log").select("id").where("action", "=", "signing.expire").where("target_id", "=", id).execute();
    expect(expiries).toHaveLength(1);
    // Without the file keys (tests of the other jobs) the step does not run.
    expect((await runScheduledJobs({ db: db(), agency: services.agency, publicUrl: "https://agency.test" }, later)).signing).toBe(0);
  });

  it("sends staff without a second factor to set one up, and refuses their posts and downloads", async () => {
    const context = new RouterContextProvider();
    context.set(servicesContext, services);
    const lookup = sessionOf(users.staff);
    context.set(sessionLookupContext, () => Promise.resolve({ ...lookup, user: { ...lookup.user!, twoFactorEnabled: false, secondFactorAt: null } }));
    const call = async (handler: (args: never) => unknown, path: string, params: Record<string, string>, method = "GET") => {
      const request = new Request(`http://localhost${path}`, { method, body: method === "POST" ? new URLSearchParams({ intent: "remind" }) : undefined });
      try {
        return answerOf(await (handler as (a: unknown) => unknown)({ request, context, params, url: new URL(request.url), unstable_pattern: "" }));
      } catch (thrown) {
        return answerOf(thrown);
      }
    };
    expect((await call(signingList.loader, "/admin/signing", {})).location).toBe(SECOND_FACTOR_ENROL_PATH);
    expect((await call(signingDocument.action, `/admin/signing/${documentId}`, { id: documentId }, "POST")).status).toBe(403);
    expect((await call(signingFile.loader, `/admin/signing/${documentId}/files/original`, { id: documentId, which: "original" })).status).toBe(403);
  });

  it.each(visitors)("answers the list, the document page and its posts for %s as the role allows", async (visitor) => {
    const page = await run(signingDocument.loader, visitor, `/admin/signing/${documentId}`, { id: documentId });
    const listed = await run(signingList.loader, visitor, "/admin/signing", {});
    if (visitor === "staff" || visitor === "admin") {
      expect(page.status).toBe(200);
      expect(listed.status).toBe(200);
    } else {
      expect(page.location).toBe("/dashboard");
      expect(listed.location).toBe("/dashboard");
      expect((await post(visitor, { intent: "remind" })).status).toBe(403);
    }
  });
});
