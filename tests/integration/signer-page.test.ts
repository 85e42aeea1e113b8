/**
 * The signer's pages' domain on both engines (app/server/signing/signer-page.ts): the steps a
 * link shows with and without the browser's proof, the proof from a typed code, opening one's own
 * document from the dashboard (ownership: the customer signer of their record or their verified
 * email; never another customer's), the dashboard's list, and the verification page's answer.
 * The PDF layer is a stand-in (its own tests are beside it).
 */
import { createHash, randomUUID } from "node:crypto";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { requestInfoContext, servicesContext } from "../../app/http/context.ts";
import { sessionLookupContext } from "../../app/http/session.ts";
import * as dashboardRoute from "../../app/routes/accounts/dashboard.tsx";
import * as openSigningRoute from "../../app/routes/machine/my-signing-open.ts";
import * as signRoute from "../../app/routes/public/sign.tsx";
import type { Auth } from "../../app/server/accounts/auth.ts";
import type { CurrentUser } from "../../app/server/accounts/current-user.ts";
import { parseEnv } from "../../app/server/env.ts";
import type { AppServices } from "../../app/server/services.ts";
import { settle } from "../support/route-outcome.ts";
import { sessionOf } from "../support/session-user.ts";
import { agencyFromEnv } from "../../app/config/agency.ts";
import { CURRENT_ESIGN_VERSION } from "../../app/server/signing/esign-disclosure.ts";
import { addField, addSigner, createSigningDraft } from "../../app/server/signing/prepare-document.ts";
import { sendForSignature } from "../../app/server/signing/send-document.ts";
import { recordConsent, sendEmailCode } from "../../app/server/signing/signer-access.ts";
import { checkIssuedFile, confirmEmailCode, listMySigningDocuments, loadSignerPage, openCustomerSigning, provenSigner } from "../../app/server/signing/signer-page.ts";
import type { SigningDeps, SigningPdfLayer } from "../../app/server/signing/signing-context.ts";
import { submitSignature } from "../../app/server/signing/submit-signature.ts";
import { voidDocument } from "../../app/server/signing/signing-work.ts";
import { testFileKeys } from "../support/file-keys.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "../support/test-database.ts";

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const fakePdf: SigningPdfLayer = {
  async checkPdf() {
    return { ok: true, pageSizes: [{ page: 1, widthPt: 612, heightPt: 792 }] };
  },
  async renderPageImages(_bytes, { widthPx }) {
    return [{ page: 1, png: PNG, widthPx, heightPx: 1000 }];
  },
  async writeSignedPdf(original, fields) {
    const bytes = new Uint8Array([...original, ...new TextEncoder().encode(JSON.stringify(fields.map((f) => f.value)))]);
    return { bytes, signedPagesSha256: sha256(bytes), sha256: sha256(bytes) };
  },
};
const SECRET = "integration-secret-0123456789-0123456789-0123456789";

describe.each(testEngines())("the signer's pages on %s", (engine) => {
  let database: TestDatabase;
  let deps: SigningDeps;
  const db = () => database.db;
  const staff = { id: "", email: "dana@agency.test", name: "Dana Reyes" };
  // The routes read the real clock: the documents are sent an hour before it (on the minute), as a fixed date
  // would one day be past their expiry.
  const T0 = new Date(Math.floor(Date.now() / 60_000) * 60_000 - 3_600_000);
  const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
  let mine = { userId: "", customerId: "" };
  let other = { userId: "", customerId: "" };

  async function insertUser(email: string, role: string, verified = true): Promise<string> {
    const id = randomUUID();
    await db().insertInto("user").values({ id, name: email, email, email_verified: verified, role, disabled: false, created_at: T0, updated_at: T0 }).execute();
    return id;
  }
  async function insertCustomer(name: string, email: string, userId: string): Promise<string> {
    const id = randomUUID();
    const iso = T0.toISOString();
    await db().insertInto("customers").values({ id, kind: "person", name, email, user_id: userId, created_at: iso, updated_at: iso }).execute();
    return id;
  }
  /** A sent one-signer document for a customer record; returns its id and the emailed token. */
  async function sentDocument(customerId: string, signer: { name: string; email: string }, second?: { name: string; email: string }): Promise<{ documentId: string; token: string }> {
    const draft = await createSigningDraft(deps, staff, { title: "Named driver exclusion", record: { customerId }, file: { fileName: "form.pdf", bytes: new TextEncoder().encode("%PDF-1.7 form") } }, T0);
    if (!draft.ok) throw new Error(draft.error);
    const added = await addSigner(deps, staff, draft.documentId, { ...signer, locale: "en", role: "customer", order: 1 }, T0);
    if (!added.ok) throw new Error(added.error);
    await addField(deps, staff, draft.documentId, { kind: "signature", box: { page: 1, x: 0.1, y: 0.8, width: 0.4, height: 0.05 }, signerId: added.signerId, required: true }, T0);
    if (second) {
      const after = await addSigner(deps, staff, draft.documentId, { ...second, locale: "en", role: "co_insured", order: 2 }, T0);
      if (!after.ok) throw new Error(after.error);
      await addField(deps, staff, draft.documentId, { kind: "signature", box: { page: 1, x: 0.1, y: 0.9, width: 0.4, height: 0.05 }, signerId: after.signerId, required: true }, T0);
    }
    const sent = await sendForSignature(deps, staff, draft.documentId, T0);
    if (!sent.ok) throw new Error(sent.error);
    const email = await db().selectFrom("email_outbox").select("text_body").where("kind", "=", "signing.invitation").where("record_id", "=", draft.documentId).executeTakeFirstOrThrow();
    return { documentId: draft.documentId, token: /\/sign\?token=([A-Za-z0-9_-]{43})/.exec(email.text_body)![1]! };
  }
  const lastCode = async (documentId: string) =>
    /(\d{6})$/.exec((await db().selectFrom("email_outbox").select("subject").where("kind", "=", "signing.code").where("record_id", "=", documentId).orderBy("created_at", "desc").orderBy("id", "desc").executeTakeFirstOrThrow()).subject)![1]!;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    deps = { db: database.db, fileKeys: testFileKeys(), pdf: fakePdf, agency: agencyFromEnv({}), publicUrl: "https://agency.test" };
  });
  afterAll(async () => {
    await database?.destroy();
  });
  beforeEach(async () => {
    for (const table of ["signing_documents", "signing_pages", "signing_signers", "signing_fields", "signing_issued_files", "email_outbox", "audit_log", "customer_documents", "uploaded_files", "customers", "user"] as const) {
      await db().deleteFrom(table).execute();
    }
    staff.id = await insertUser(staff.email, "staff");
    mine = { userId: await insertUser("avery@example.com", "customer"), customerId: "" };
    mine.customerId = await insertCustomer("Avery Park", "avery@example.com", mine.userId);
    other = { userId: await insertUser("jordan@example.com", "customer"), customerId: "" };
    other.customerId = await insertCustomer("Jordan Lee", "jordan@example.com", other.userId);
  });

  it("shows the code step until this browser's proof holds, then the consent, then the document", async () => {
    const { documentId, token } = await sentDocument(mine.customerId, { name: "Avery Park", email: "avery@example.com" });
    const first = await loadSignerPage(deps, token, { secret: SECRET, value: null }, at(1));
    expect(first).toMatchObject({ step: "code", maskedEmail: "a***@example.com", codeExpiresAt: null, locale: "en" });
    expect(first?.view.fields).toHaveLength(1);
    expect(await sendEmailCode(deps, token, at(2))).toMatchObject({ ok: true });
    expect((await loadSignerPage(deps, token, { secret: SECRET, value: null }, at(3)))?.codeExpiresAt).toBe(at(12).toISOString());
    expect(await confirmEmailCode(deps, token, "not it", SECRET, at(3))).toMatchObject({ ok: false, error: "wrong-code", attemptsLeft: 4 });
    const confirmed = await confirmEmailCode(deps, token, await lastCode(documentId), SECRET, at(4));
    if (!confirmed.ok) throw new Error(confirmed.error);
    const proof = { secret: SECRET, value: confirmed.proof };
    expect((await loadSignerPage(deps, token, proof, at(5)))?.step).toBe("consent");
    // Another browser (no cookie) or a forged one is still at the code.
    expect((await loadSignerPage(deps, token, { secret: SECRET, value: "forged" }, at(5)))?.step).toBe("code");
    expect(await provenSigner(db(), token, { secret: SECRET, value: null }, at(5))).toBeNull();
    expect(await recordConsent(deps, token, CURRENT_ESIGN_VERSION, at(6))).toEqual({ ok: true });
    expect((await loadSignerPage(deps, token, proof, at(7)))?.step).toBe("document");
    // An hour after the code, the proof no longer holds.
    expect((await loadSignerPage(deps, token, proof, at(4 + 60)))?.step).toBe("code");
    const [field] = (await loadSignerPage(deps, token, proof, at(8)))!.view.fields;
    expect(await submitSignature(deps, token, { values: { [field!.id]: { typed: "Avery Park" } }, address: "203.0.113.9", browser: "Test" }, at(9))).toEqual({ ok: true, completed: true });
    // Completed: the link was replaced by the copy's, emailed.
    expect(await loadSignerPage(deps, token, proof, at(10))).toBeNull();
  });

  it("opens the customer's own document from the dashboard with a fresh link, and refuses anyone else's", async () => {
    const { documentId, token } = await sentDocument(mine.customerId, { name: "Avery Park", email: "avery@example.com" });
    expect(await openCustomerSigning(db(), { email: "jordan@example.com", emailVerified: true, customerId: other.customerId }, documentId, at(1))).toEqual({ ok: false, error: "not-found" });
    expect(await openCustomerSigning(db(), { email: "jordan@example.com", emailVerified: true, customerId: other.customerId }, "not-an-id", at(1))).toEqual({ ok: false, error: "not-found" });
    // An unverified account's address proves nothing: without a linked record, nothing opens.
    expect(await openCustomerSigning(db(), { email: "avery@example.com", emailVerified: false, customerId: null }, documentId, at(1))).toEqual({ ok: false, error: "not-found" });
    const opened = await openCustomerSigning(db(), { email: "avery@example.com", emailVerified: true, customerId: mine.customerId }, documentId, at(1));
    if (!opened.ok) throw new Error(opened.error);
    expect(opened.token).not.toBe(token);
    expect((await loadSignerPage(deps, opened.token, { secret: SECRET, value: null }, at(2)))?.step).toBe("code");
    // The new link replaces the emailed one, as a reminder's does.
    expect(await loadSignerPage(deps, token, { secret: SECRET, value: null }, at(2))).toBeNull();
    const audit = await db().selectFrom("audit_log").select(["action", "detail"]).where("target_id", "=", documentId).where("action", "=", "signing.invite").execute();
    expect(audit.some((row) => /dashboard/.test(row.detail ?? ""))).toBe(true);
    await voidDocument(deps, staff, documentId, "Sent by mistake", at(3));
    expect(await openCustomerSigning(db(), { email: "avery@example.com", emailVerified: true, customerId: mine.customerId }, documentId, at(4))).toEqual({ ok: false, error: "not-open" });
  });

  it("lists only the customer's own documents on their dashboard", async () => {
    await sentDocument(mine.customerId, { name: "Avery Park", email: "avery@example.com" });
    await sentDocument(other.customerId, { name: "Jordan Lee", email: "jordan@example.com" });
    expect((await listMySigningDocuments(db(), mine.userId)).map((d) => [d.title, d.signerStatus])).toEqual([["Named driver exclusion", "sent"]]);
    const others = await listMySigningDocuments(db(), other.userId);
    expect(others).toHaveLength(1);
    expect(others[0]!.documentId).not.toBe((await listMySigningDocuments(db(), mine.userId))[0]!.documentId);
    const unverified = await insertUser("avery.alias@example.com", "customer", false);
    expect(await listMySigningDocuments(db(), unverified)).toEqual([]);
  });

  /** A loader or action called as React Router does, for a visitor (null: signed out). */
  async function call(handler: (args: never) => unknown, user: CurrentUser | null, path: string, method = "GET", body?: URLSearchParams, cookie?: string) {
    const env = parseEnv({});
    // The proof cookie's secret is the one better-auth was started with (security/signed-link.ts).
    const auth = { $context: Promise.resolve({ secret: SECRET }) } as unknown as Auth;
    const services: AppServices = { env, agency: deps.agency, db: db(), engine, auth, kickOutbox: vi.fn(), fileKeys: deps.fileKeys };
    const context = new RouterContextProvider();
    context.set(servicesContext, services);
    context.set(requestInfoContext, { requestId: "test", clientIp: "10.1.0.1" });
    context.set(sessionLookupContext, () => Promise.resolve(sessionOf(user)));
    const url = new URL(`http://localhost${path}`);
    const documentId = /\/dashboard\/signing\/([^/?]+)/.exec(url.pathname)?.[1] ?? "";
    const headers = new Headers(cookie ? { cookie } : {});
    if (body) headers.set("content-type", "application/x-www-form-urlencoded");
    return settle(() => handler({ request: new Request(url, { method, body, headers }), context, params: { documentId }, url } as never));
  }
  const account = (userId: string, email: string, role: CurrentUser["role"] = "customer") => ({ id: userId, email, role }) as CurrentUser;

  it("the dashboard's documents to sign, by visitor: signed out, another customer, the customer, staff", async () => {
    const { documentId } = await sentDocument(mine.customerId, { name: "Avery Park", email: "avery@example.com" });
    const owner = account(mine.userId, "avery@example.com");
    const stranger = account(other.userId, "jordan@example.com");
    const staffMember = account(staff.id, staff.email, "staff");

    // The dashboard lists it for its customer only.
    const listed = (await call(dashboardRoute.loader, owner, "/dashboard")).data as { signing: { documentId: string }[] };
    expect(listed.signing.map((d) => d.documentId)).toEqual([documentId]);
    expect(((await call(dashboardRoute.loader, stranger, "/dashboard")).data as { signing: unknown[] }).signing).toEqual([]);
    expect(((await call(dashboardRoute.loader, null, "/dashboard")).data as { signing?: unknown }).signing).toBeUndefined();

    // Opening it: 403 signed out and for staff; another customer goes back to the dashboard with no link.
    expect((await call(openSigningRoute.action, null, `/dashboard/signing/${documentId}`, "POST")).status).toBe(403);
    expect((await call(openSigningRoute.action, staffMember, `/dashboard/signing/${documentId}`, "POST")).status).toBe(403);
    const refused = await call(openSigningRoute.action, stranger, `/dashboard/signing/${documentId}`, "POST");
    expect(refused).toMatchObject({ status: 302, location: "/dashboard?signing=not-found#documents-to-sign" });
    const spanish = await call(openSigningRoute.action, stranger, `/es/dashboard/signing/${documentId}`, "POST");
    expect(spanish.location).toBe("/es/dashboard?signing=not-found#documents-to-sign");
    // The customer goes to a fresh link of their own signer row.
    const opened = await call(openSigningRoute.action, owner, `/dashboard/signing/${documentId}`, "POST");
    expect(opened.status).toBe(302);
    expect(opened.location).toMatch(/^\/sign\?token=[A-Za-z0-9_-]{43}$/);
    // A GET changes nothing: back to the dashboard.
    expect(await call(openSigningRoute.loader, owner, `/dashboard/signing/${documentId}`)).toMatchObject({ status: 302, location: "/dashboard" });
  });

  it("the signer's page asks for the proof cookie before every step after the code", async () => {
    // A second signer after: signing here does not complete the document (the route's PDF layer is the real one).
    const { documentId, token } = await sentDocument(mine.customerId, { name: "Avery Park", email: "avery@example.com" }, { name: "Kim Park", email: "kim@example.com" });
    const here = `/sign?token=${token}`;
    const field = (await db().selectFrom("signing_fields").select("id").where("document_id", "=", documentId).orderBy("position").executeTakeFirstOrThrow()).id;
    const signForm = new URLSearchParams({ intent: "sign", [`f_${field}_typed`]: "Avery Park" });
    // Verified by email, but this request has no cookie: back to the code, nothing signed.
    await sendEmailCode(deps, token);
    const confirmed = await confirmEmailCode(deps, token, await lastCode(documentId), SECRET);
    if (!confirmed.ok) throw new Error(confirmed.error);
    await recordConsent(deps, token, CURRENT_ESIGN_VERSION);
    for (const intent of ["consent", "sign", "decline"]) {
      const body = intent === "sign" ? signForm : new URLSearchParams({ intent, agree: "yes", version: CURRENT_ESIGN_VERSION, reason: "No" });
      expect(await call(signRoute.action, null, here, "POST", body)).toMatchObject({ status: 302, location: here });
      expect(await call(signRoute.action, null, here, "POST", body, "sign_0000000000000000=forged")).toMatchObject({ status: 302, location: here });
    }
    const avery = () => db().selectFrom("signing_signers").select("status").where("document_id", "=", documentId).where("email", "=", "avery@example.com").executeTakeFirstOrThrow();
    expect((await avery()).status).toBe("sent");
    expect((await call(signRoute.loader, null, here)).data).toMatchObject({ kind: "page", step: "code" });
    // With the cookie the code gave: the document, then signed.
    const proofCookie = `sign_${createHash("sha256").update(token).digest("hex").slice(0, 16)}=${confirmed.proof}`;
    expect((await call(signRoute.loader, null, here, "GET", undefined, proofCookie)).data).toMatchObject({ kind: "page", step: "document" });
    expect(await call(signRoute.action, null, here, "POST", signForm, proofCookie)).toMatchObject({ status: 302, location: here });
    expect((await avery()).status).toBe("signed");
  });

  it("answers the verification page from the ledger: issued, not issued, or nothing to check", async () => {
    await db().insertInto("signing_issued_files").values({ sha256: sha256(new Uint8Array([1, 2, 3])), document_id: randomUUID(), reference: "SIG-2026-000042", issued_at: T0.toISOString() }).execute();
    expect(await checkIssuedFile(db(), { bytes: new Uint8Array([1, 2, 3]) })).toEqual({ ok: true, sha256: sha256(new Uint8Array([1, 2, 3])), issued: { at: T0.toISOString(), reference: "SIG-2026-000042" } });
    expect(await checkIssuedFile(db(), { bytes: new Uint8Array([1, 2, 4]) })).toMatchObject({ ok: true, issued: null });
    expect(await checkIssuedFile(db(), { sha256: ` ${sha256(new Uint8Array([1, 2, 3])).toUpperCase()} ` })).toMatchObject({ ok: true, issued: { reference: "SIG-2026-000042" } });
    expect(await checkIssuedFile(db(), { sha256: "" })).toEqual({ ok: false, error: "nothing-to-check" });
  });
});
