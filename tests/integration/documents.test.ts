/**
 * Customer documents on both engines (docs/product.md#documents): the routes themselves,
 * called with each kind of visitor (signed out, customer A, customer B, staff, admin), for every
 * page, form post and download; the upload's checks (file content, size, the customer's own
 * policy) with every value given back; deleting with the bytes; the audit entries; and what
 * listDocuments returns to the other pages.
 */
import { randomUUID } from "node:crypto";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { agencyFromEnv } from "../../app/config/agency.ts";
import { CUSTOMER_DOCUMENT_FILE } from "../../app/lib/documents.ts";
import { policyKey } from "../../app/lib/policies.ts";
import * as adminDocumentFile from "../../app/routes/machine/admin-document-file.ts";
import * as adminCustomerDocuments from "../../app/routes/back-office/admin-customer-documents.tsx";
import * as myDocumentFile from "../../app/routes/machine/my-document-file.ts";
import * as myDocuments from "../../app/routes/accounts/my-documents.tsx";
import type { Auth } from "../../app/server/accounts/auth.ts";
import { sessionLookupContext } from "../../app/http/session.ts";
import type { CurrentUser } from "../../app/server/accounts/current-user.ts";
import { sessionOf } from "../support/session-user.ts";
import { servicesContext } from "../../app/http/context.ts";
import type { AppServices } from "../../app/server/services.ts";
import { listDocuments } from "../../app/server/documents/list-documents.ts";
import { storeCustomerDocument } from "../../app/server/documents/store-document.ts";
import { parseEnv } from "../../app/server/env.ts";
import { inMemoryFile, MEGABYTE } from "../../app/server/uploads/check-upload.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "../support/test-database.ts";
import { testFileKeys } from "../support/file-keys.ts";

/** The agency's file keys for this file's submissions and services (uploads are stored encrypted). */
const fileKeys = testFileKeys();

const PDF = Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n", "latin1");
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from("IHDR fake image")]);
/** A Windows program, renamed to look like a PDF. */
const EXE = Buffer.from("MZ\x90\x00\x03\x00\x00\x00 This program cannot be run in DOS mode.", "latin1");

type Visitor = "anonymous" | "customer A" | "customer B" | "staff" | "admin";
const visitors: Visitor[] = ["anonymous", "customer A", "customer B", "staff", "admin"];

/** What a loader or action answered, thrown or returned: a Response, data() with its status, or plain data. */
interface Answer {
  status: number;
  location: string | null;
  response: Response | null;
  body: unknown;
}

function answerOf(result: unknown): Answer {
  if (result instanceof Response) {
    return { status: result.status, location: result.headers.get("location"), response: result, body: null };
  }
  if (result && typeof result === "object" && "init" in result && "data" in result) {
    const init = (result as { init?: { status?: number } | null }).init;
    return { status: init?.status ?? 200, location: null, response: null, body: (result as { data: unknown }).data };
  }
  return { status: 200, location: null, response: null, body: result };
}

function multipart(fields: [string, string][], file?: { name: string; bytes: Buffer | Uint8Array; type?: string }): FormData {
  const body = new FormData();
  for (const [name, value] of fields) body.append(name, value);
  if (file) body.append("file", new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "application/octet-stream" }), file.name);
  return body;
}

describe.each(testEngines())("customer documents on %s", (engine) => {
  let database: TestDatabase;
  let services: AppServices;
  const db = () => database.db;
  const users = {} as Record<Exclude<Visitor, "anonymous">, CurrentUser>;
  const customerA = { id: randomUUID(), name: "Avery Park" };
  const customerB = { id: randomUUID(), name: "Blake Ortiz" };
  const policyA = randomUUID();
  const policyB = randomUUID();
  let documentA = "";
  let documentB = "";

  async function insertUser(email: string, role: string, options: { verified?: boolean; name?: string } = {}): Promise<CurrentUser> {
    const id = randomUUID();
    const now = new Date();
    await db()
      .insertInto("user")
      .values({ id, name: options.name ?? email.split("@")[0]!, email, email_verified: options.verified ?? true, role, disabled: false, created_at: now, updated_at: now })
      .execute();
    return { id, email, role: role as CurrentUser["role"] };
  }

  async function insertCustomer(customer: { id: string; name: string }, email: string) {
    const now = new Date().toISOString();
    await db().insertInto("customers").values({ id: customer.id, kind: "person", name: customer.name, email, created_at: now, updated_at: now }).execute();
  }

  async function insertPolicy(id: string, customerId: string, carrier: string, number: string) {
    const now = new Date().toISOString();
    await db()
      .insertInto("policies")
      .values({
        id,
        customer_id: customerId,
        line: "auto",
        carrier,
        policy_number: number,
        policy_key: policyKey(carrier, number),
        effective_date: "2026-06-01",
        expiration_date: "2027-06-01",
        status: "active",
        billing: "direct",
        created_at: now,
        updated_at: now,
      })
      .execute();
  }

  function contextFor(user: CurrentUser | null) {
    const context = new RouterContextProvider();
    context.set(servicesContext, services);
    context.set(sessionLookupContext, () => Promise.resolve(sessionOf(user)));
    return context;
  }

  const userOf = (visitor: Visitor) => (visitor === "anonymous" ? null : users[visitor]);

  /** Runs a route's loader or action as `visitor` would reach it. */
  async function run(
    handler: (args: never) => unknown,
    visitor: Visitor,
    path: string,
    params: Record<string, string>,
    init: { method?: string; body?: FormData | URLSearchParams } = {},
  ): Promise<Answer> {
    const request = new Request(`http://localhost${path}`, { method: init.method ?? "GET", body: init.body });
    const args = { request, context: contextFor(userOf(visitor)), params, url: new URL(request.url), unstable_pattern: "" };
    try {
      return answerOf(await (handler as (a: typeof args) => unknown)(args));
    } catch (thrown) {
      return answerOf(thrown);
    }
  }

  const customerPage = (visitor: Visitor, customerId = customerA.id, query = "") =>
    run(adminCustomerDocuments.loader, visitor, `/admin/customers/${customerId}/documents${query}`, { id: customerId });
  const customerPost = (visitor: Visitor, body: FormData, customerId = customerA.id) =>
    run(adminCustomerDocuments.action, visitor, `/admin/customers/${customerId}/documents`, { id: customerId }, { method: "POST", body });
  const staffDownload = (visitor: Visitor, id: string, query = "") => run(adminDocumentFile.loader, visitor, `/admin/documents/${id}${query}`, { id });
  const myPage = (visitor: Visitor, query = "") => run(myDocuments.loader, visitor, `/dashboard/documents${query}`, {});
  const myDownload = (visitor: Visitor, id: string, query = "") => run(myDocumentFile.loader, visitor, `/dashboard/documents/${id}${query}`, { id });

  const documentCount = async () => Number((await db().selectFrom("customer_documents").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
  const fileCount = async (documentId: string) =>
    Number(
      (
        await db()
          .selectFrom("uploaded_files")
          .select((eb) => eb.fn.countAll().as("n"))
          .where("owner_type", "=", CUSTOMER_DOCUMENT_FILE)
          .where("owner_id", "=", documentId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const auditEntries = (action: string) =>
    db().selectFrom("audit_log").select(["actor_email", "target_type", "target_id", "detail"]).where("action", "=", action).orderBy("created_at").execute();

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const env = parseEnv({});
    services = { env, agency: agencyFromEnv(env), db: database.db, engine, auth: undefined as unknown as Auth, kickOutbox: vi.fn(), fileKeys };
    users["customer A"] = await insertUser("avery@example.com", "customer");
    users["customer B"] = await insertUser("blake@example.com", "customer");
    users.staff = await insertUser("dana@agency.test", "staff", { name: "Dana Reyes" });
    users.admin = await insertUser("owner@agency.test", "admin");
    await insertCustomer(customerA, "avery@example.com");
    await insertCustomer(customerB, "blake@example.com");
    await insertPolicy(policyA, customerA.id, "Progressive", "PA-123");
    await insertPolicy(policyB, customerB.id, "Geico", "GB-9");
    // B's document is stored the way a staff reply in a service request files one.
    documentB = await db()
      .transaction()
      .execute((trx) =>
        storeCustomerDocument(trx, fileKeys, {
          customerId: customerB.id,
          policyId: policyB,
          requestId: "request-1",
          docType: "certificate",
          title: "Certificate for the landlord",
          uploadedBy: users.staff.id,
          file: inMemoryFile("certificate.pdf", "application/pdf", new Uint8Array(PDF)),
          now: "2026-11-01T17:00:00.000Z",
        }),
      );
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it("lets staff upload a document to a customer's policy, in one transaction with its audit entry, then go back to the policy", async () => {
    const body = multipart(
      [["docType", "id_card"], ["title", "2026 auto ID cards"], ["policyId", policyA], ["returnTo", `/admin/policies/${policyA}`], ["intent", "upload"]],
      { name: "ID cards.pdf", bytes: PDF, type: "application/pdf" },
    );
    const answer = await customerPost("staff", body);
    expect(answer.status).toBe(303);
    expect(answer.location).toBe(`/admin/policies/${policyA}?saved=document`);
    const [document] = await listDocuments(db(), { customerId: customerA.id });
    expect(document).toMatchObject({
      title: "2026 auto ID cards",
      docType: "id_card",
      typeLabel: "Auto ID card",
      policyId: policyA,
      policyLabel: "Personal auto · Progressive · PA-123",
      fileName: "ID cards.pdf",
      contentType: "application/pdf",
      sizeBytes: PDF.byteLength,
      uploadedByName: "Dana Reyes",
    });
    documentA = document!.id;
    const [entry] = await auditEntries("document.upload");
    expect(entry).toEqual({ actor_email: "dana@agency.test", target_type: "customer", target_id: customerA.id, detail: "Auto ID card “2026 auto ID cards” (ID cards.pdf)" });
  });

  it("stays on the documents page after an upload without a return path, or with one it does not follow", async () => {
    for (const returnTo of ["", "https://evil.example/", `/admin/policies/${policyB}`, `/admin/customers/${customerB.id}`]) {
      const body = multipart([["docType", "declarations"], ["title", "Declarations"], ["returnTo", returnTo], ["intent", "upload"]], { name: "dec.png", bytes: PNG });
      const answer = await customerPost("admin", body);
      expect(answer.location).toBe(`/admin/customers/${customerA.id}/documents?saved=uploaded`);
    }
    const body = multipart([["docType", "other"], ["title", "Letter"], ["returnTo", `/admin/customers/${customerA.id}`], ["intent", "upload"]], { name: "l.pdf", bytes: PDF });
    expect((await customerPost("staff", body)).location).toBe(`/admin/customers/${customerA.id}?saved=document`);
  });

  it("refuses a program renamed .pdf, a missing title and type, with every value back and nothing stored", async () => {
    const before = await documentCount();
    const answer = await customerPost("staff", multipart([["docType", ""], ["title", "  "], ["policyId", policyA], ["intent", "upload"]], { name: "idcard.pdf", bytes: EXE }));
    expect(answer.status).toBe(400);
    const { errors, values } = answer.body as { errors: Record<string, string>; values: Record<string, string> };
    expect(Object.keys(errors).sort()).toEqual(["docType", "file", "title"]);
    expect(errors.file).toContain("does not look like a real PDF file");
    expect(values).toMatchObject({ policyId: policyA, title: "  " });
    expect(await documentCount()).toBe(before);
  });

  it("refuses a file over 15 MB with 413, the file's message and every value back", async () => {
    const before = await documentCount();
    const big = new Uint8Array(15 * MEGABYTE + 100);
    big.set(PDF);
    const answer = await customerPost("staff", multipart([["docType", "policy"], ["title", "Full policy"], ["policyId", policyA], ["intent", "upload"]], { name: "policy.pdf", bytes: big }));
    expect(answer.status).toBe(413);
    const { errors, values } = answer.body as { errors: Record<string, string>; values: Record<string, string> };
    expect(errors).toEqual({ file: expect.stringContaining("larger than 15 MB") });
    expect(values).toMatchObject({ docType: "policy", title: "Full policy", policyId: policyA });
    expect(await documentCount()).toBe(before);

    // Past twice the limit nothing more is read: a message for the whole form.
    const huge = new Uint8Array(30 * MEGABYTE + 1);
    huge.set(PDF);
    const refused = await customerPost("staff", multipart([["docType", "policy"], ["title", "Huge"], ["intent", "upload"]], { name: "huge.pdf", bytes: huge }));
    expect(refused.status).toBe(413);
    expect((refused.body as { formError: string }).formError).toContain("larger than 30 MB");
    expect(await documentCount()).toBe(before);
  });

  it("refuses another customer's policy, and a post without a file", async () => {
    const before = await documentCount();
    const answer = await customerPost("staff", multipart([["docType", "id_card"], ["title", "Wrong policy"], ["policyId", policyB], ["intent", "upload"]], { name: "a.pdf", bytes: PDF }));
    expect(answer.status).toBe(400);
    expect((answer.body as { errors: Record<string, string> }).errors).toEqual({ policyId: "Please choose one of this customer's policies." });
    const noFile = await customerPost("staff", multipart([["docType", "id_card"], ["title", "No file"], ["intent", "upload"]]));
    expect((noFile.body as { errors: Record<string, string> }).errors).toEqual({ file: "Please choose the file to upload." });
    expect(await documentCount()).toBe(before);
  });

  it("answers 404 for a customer that does not exist, to the page and to a post", async () => {
    const missing = randomUUID();
    expect((await customerPage("staff", missing)).status).toBe(404);
    const answer = await customerPost("staff", multipart([["docType", "id_card"], ["title", "X"], ["intent", "upload"]], { name: "a.pdf", bytes: PDF }), missing);
    expect(answer.status).toBe(404);
  });

  describe("who may do what", () => {
    it("shows the staff page to staff and admins only, with the customer's policies and documents", async () => {
      for (const visitor of visitors) {
        const answer = await customerPage(visitor, customerA.id, `?policy=${policyA}&returnTo=/admin/policies/${policyA}`);
        if (visitor === "staff" || visitor === "admin") {
          expect(answer.status).toBe(200);
          const page = answer.body as { customer: { id: string }; policies: { id: string }[]; documents: { id: string }[]; preselectedPolicy: string; returnTo: string };
          expect(page.customer.id).toBe(customerA.id);
          expect(page.policies.map((p) => p.id)).toEqual([policyA]);
          expect(page.documents.map((d) => d.id)).toContain(documentA);
          expect(page.documents.map((d) => d.id)).not.toContain(documentB);
          expect(page.preselectedPolicy).toBe(policyA);
          expect(page.returnTo).toBe(`/admin/policies/${policyA}`);
        } else {
          expect(answer).toMatchObject({ status: 302, location: "/dashboard" });
        }
      }
      // Another customer's policy is neither preselected nor a return path here.
      const other = (await customerPage("staff", customerA.id, `?policy=${policyB}&returnTo=/admin/policies/${policyB}`)).body as { preselectedPolicy: string; returnTo: string };
      expect(other).toMatchObject({ preselectedPolicy: "", returnTo: "" });
    });

    it("refuses uploads and deletions from anyone but staff and admins with 403, changing nothing", async () => {
      const before = await documentCount();
      for (const visitor of ["anonymous", "customer A", "customer B"] as const) {
        const upload = await customerPost(visitor, multipart([["docType", "id_card"], ["title", "Sneaky"], ["intent", "upload"]], { name: "a.pdf", bytes: PDF }));
        expect(upload.status).toBe(403);
        const remove = await customerPost(visitor, multipart([["intent", "delete"], ["documentId", documentA]]));
        expect(remove.status).toBe(403);
      }
      expect(await documentCount()).toBe(before);
      expect(await fileCount(documentA)).toBe(1);
    });

    it("hands staff and admins any document's file, and nobody else, auditing each download", async () => {
      for (const visitor of visitors) {
        const answer = await staffDownload(visitor, documentA);
        if (visitor === "staff" || visitor === "admin") {
          expect(answer.status).toBe(200);
          expect(Buffer.from(await answer.response!.arrayBuffer())).toEqual(PDF);
        } else {
          expect(answer.status).toBe(403);
          expect(await answer.response!.text()).not.toContain("%PDF");
        }
      }
      expect((await staffDownload("staff", randomUUID())).status).toBe(404);
      const entries = (await auditEntries("document.download")).filter((e) => e.target_id === customerA.id);
      expect(entries.map((e) => e.actor_email)).toEqual(["dana@agency.test", "owner@agency.test"]);
      expect(entries[0]!.detail).toBe("“2026 auto ID cards” (ID cards.pdf)");
    });

    it("hands a customer their own document, and answers 404 for anyone else's as for one that does not exist", async () => {
      const own = await myDownload("customer A", documentA);
      expect(own.status).toBe(200);
      expect(Buffer.from(await own.response!.arrayBuffer())).toEqual(PDF);
      const others = await myDownload("customer B", documentA);
      expect(others.status).toBe(404);
      const missing = await myDownload("customer B", randomUUID());
      expect([missing.status, await missing.response!.text()]).toEqual([404, await others.response!.text()]);
      expect((await myDownload("customer B", documentB)).status).toBe(200);
      expect((await myDownload("customer A", documentB)).status).toBe(404);
      for (const visitor of ["anonymous", "staff", "admin"] as const) {
        const answer = await myDownload(visitor, documentA);
        expect(answer.status).toBe(403);
        expect(await answer.response!.text()).not.toContain("%PDF");
      }
      const entries = (await auditEntries("document.download")).filter((e) => e.actor_email === "avery@example.com");
      expect(entries).toEqual([{ actor_email: "avery@example.com", target_type: "customer", target_id: customerA.id, detail: "“2026 auto ID cards” (ID cards.pdf), by the customer" }]);
    });

    it("sends files private, unsniffed, sandboxed: a PDF opens in the browser, ?download=1 saves it", async () => {
      const inline = (await myDownload("customer A", documentA)).response!;
      expect(inline.headers.get("content-type")).toBe("application/pdf");
      expect(inline.headers.get("content-disposition")).toMatch(/^inline; filename="ID cards.pdf"/);
      expect(inline.headers.get("cache-control")).toBe("private, no-store");
      expect(inline.headers.get("x-content-type-options")).toBe("nosniff");
      expect(inline.headers.get("content-security-policy")).toContain("sandbox");
      const saved = (await staffDownload("staff", documentA, "?download=1")).response!;
      expect(saved.headers.get("content-disposition")).toMatch(/^attachment; filename="ID cards.pdf"/);
      expect(saved.headers.get("content-security-policy")).toContain("sandbox");
    });

    it("shows a customer their own documents by policy, staff and admins go to their dashboard, signed-out visitors sign in", async () => {
      const a = (await myPage("customer A")).body as { state: string; documents: { id: string }[] };
      expect(a.state).toBe("ready");
      expect(a.documents.map((d) => d.id)).toContain(documentA);
      expect(a.documents.map((d) => d.id)).not.toContain(documentB);
      const b = (await myPage("customer B")).body as { documents: { id: string }[] };
      expect(b.documents.map((d) => d.id)).toEqual([documentB]);
      // Another customer's policy id shows nothing of theirs.
      expect(((await myPage("customer A", `?policy=${policyB}`)).body as { documents: unknown[] }).documents).toEqual([]);
      expect(((await myPage("customer A", `?policy=${policyA}`)).body as { documents: { id: string }[] }).documents.map((d) => d.id)).toEqual([documentA]);
      expect(await myPage("anonymous")).toMatchObject({ status: 302, location: "/login?next=%2Fdashboard%2Fdocuments" });
      expect(await myPage("staff")).toMatchObject({ status: 302, location: "/dashboard" });
      expect(await myPage("admin")).toMatchObject({ status: 302, location: "/dashboard" });
    });

    it("has no form posts on the customer's page and the downloads (the router answers 405)", () => {
      for (const route of [myDocuments, myDocumentFile, adminDocumentFile]) expect("action" in route).toBe(false);
    });
  });

  it("tells an unverified or unlinked account why nothing is listed, and gives it no file", async () => {
    const unverified = await insertUser("casey@example.com", "customer", { verified: false });
    const customerC = { id: randomUUID(), name: "Casey Nguyen" };
    await insertCustomer(customerC, "casey@example.com");
    const stranger = await insertUser("nobody@example.com", "customer");
    const asUser = (user: CurrentUser, path: string, handler: (args: never) => unknown, params: Record<string, string> = {}) => {
      const request = new Request(`http://localhost${path}`);
      return (handler as (a: object) => Promise<unknown>)({ request, context: contextFor(user), params, url: new URL(request.url) }).then(answerOf, answerOf);
    };
    expect((await asUser(unverified, "/dashboard/documents", myDocuments.loader)).body).toMatchObject({ state: "not-verified", documents: [] });
    expect((await asUser(stranger, "/dashboard/documents", myDocuments.loader)).body).toMatchObject({ state: "not-linked", documents: [] });
    expect((await asUser(stranger, `/dashboard/documents/${documentA}`, myDocumentFile.loader, { id: documentA })).status).toBe(404);
  });

  it("lists documents newest first, by policy or by service request", async () => {
    const all = await listDocuments(db(), { customerId: customerA.id });
    expect(all.map((d) => d.createdAt)).toEqual([...all.map((d) => d.createdAt)].sort().reverse());
    expect(all.every((d) => d.id !== documentB)).toBe(true);
    expect((await listDocuments(db(), { customerId: customerA.id, policyId: policyA })).map((d) => d.id)).toEqual([documentA]);
    expect((await listDocuments(db(), { customerId: customerB.id, requestId: "request-1" })).map((d) => d.id)).toEqual([documentB]);
    expect(await listDocuments(db(), { customerId: customerA.id, requestId: "request-1" })).toEqual([]);
    const [general] = all.filter((d) => d.title === "Letter");
    expect(general).toMatchObject({ policyId: null, policyLabel: null });
  });

  it("deletes a document with its bytes after asking, audited; another customer's document is not found here", async () => {
    const confirm = (await customerPage("staff", customerA.id, `?delete=${documentA}`)).body as { confirmDelete: { id: string } | null };
    expect(confirm.confirmDelete?.id).toBe(documentA);
    expect(((await customerPage("staff", customerA.id, `?delete=${documentB}`)).body as { confirmDelete: unknown }).confirmDelete).toBeNull();

    const wrong = await customerPost("staff", multipart([["intent", "delete"], ["documentId", documentB]]));
    expect(wrong.status).toBe(404);
    expect(await fileCount(documentB)).toBe(1);

    const answer = await customerPost("staff", multipart([["intent", "delete"], ["documentId", documentA]]));
    expect(answer).toMatchObject({ status: 303, location: `/admin/customers/${customerA.id}/documents?saved=deleted` });
    expect(await fileCount(documentA)).toBe(0);
    expect(await db().selectFrom("customer_documents").select("id").where("id", "=", documentA).executeTakeFirst()).toBeUndefined();
    expect((await staffDownload("staff", documentA)).status).toBe(404);
    expect((await myDownload("customer A", documentA)).status).toBe(404);
    const [entry] = await auditEntries("document.delete");
    expect(entry).toEqual({ actor_email: "dana@agency.test", target_type: "customer", target_id: customerA.id, detail: "Auto ID card “2026 auto ID cards”" });
  });
});
