/**
 * Document signing's lifecycle on both engines (app/server/signing/): a draft for a customer's
 * policy, two signers in order (the customer, then an agent countersigning), fields, send, the
 * links, email codes (expiry, attempts, hourly limit), consent with its version, signing, the
 * final file filed and in the ledger; declining, voiding, expiry and reminders with an
 * injected clock; templates; and that a signer never fills or sees another's fields.
 *
 * The PDF layer is a stand-in here (its own tests are beside it): it checks a "%PDF-" header,
 * reads the page count from the fixture, and "writes" the signed file as the original plus the
 * filled values and certificate, so the lifecycle is tested on its own.
 */
import { createHash, randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { agencyFromEnv } from "../../app/config/agency.ts";
import { policyKey } from "../../app/lib/policies.ts";
import { redactSecrets } from "../../app/server/mail/redact-secrets.ts";
import { CURRENT_ESIGN_VERSION } from "../../app/server/signing/esign-disclosure.ts";
import { addField, addSigner, applyTemplate, createSigningDraft, editField, removeSigner, saveTemplate } from "../../app/server/signing/prepare-document.ts";
import { sendForSignature } from "../../app/server/signing/send-document.ts";
import { openSigningLink, recordConsent, sendEmailCode, signedCopyForSigner, verifyEmailCode } from "../../app/server/signing/signer-access.ts";
import type { SigningDeps, SigningPdfLayer } from "../../app/server/signing/signing-context.ts";
import { getSigningDocument, listCustomerSigningDocuments, listOutForSignature, listSigningDocumentsOf, signingHistory, verifyIssuedFile } from "../../app/server/signing/signing-lists.ts";
import { remindSigners, runSigningJobs, voidDocument } from "../../app/server/signing/signing-work.ts";
import { declineToSign, submitSignature } from "../../app/server/signing/submit-signature.ts";
import { leadTimeline } from "../../app/server/pipeline/timeline.ts";
import { loadSettings } from "../../app/server/settings/load-settings.ts";
import { setSigningExpiryDays } from "../../app/server/settings/signing-expiry-days.ts";
import type { FieldBox } from "../../app/server/signing/signing-types.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "../support/test-database.ts";
import { testFileKeys } from "../support/file-keys.ts";

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const fixturePdf = (pages: number, tag = "form") => new TextEncoder().encode(`%PDF-1.7\n% ${tag}\n% pages: ${pages}\n%%EOF\n`);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

const fakePdf: SigningPdfLayer = {
  async checkPdf(bytes) {
    const text = new TextDecoder().decode(bytes);
    if (!text.startsWith("%PDF-")) return { ok: false, error: "not-a-pdf" };
    const pages = Number(/% pages: (\d+)/.exec(text)?.[1] ?? 0);
    if (!pages) return { ok: false, error: "unreadable" };
    return { ok: true, pageSizes: Array.from({ length: pages }, (_, i) => ({ page: i + 1, widthPt: 612, heightPt: 792 })) };
  },
  async renderPageImages(bytes, { widthPx }) {
    const pages = Number(/% pages: (\d+)/.exec(new TextDecoder().decode(bytes))?.[1] ?? 0);
    return Array.from({ length: pages }, (_, i) => ({ page: i + 1, png: PNG, widthPx, heightPx: Math.round((widthPx * 792) / 612) }));
  },
  async writeSignedPdf(original, fields, certificate) {
    const signedPages = new Uint8Array([...original, ...new TextEncoder().encode(`% fields ${JSON.stringify(fields.map((f) => ({ box: f.box, value: { ...f.value, drawnPng: undefined } })))}\n`)]);
    const signedPagesSha256 = sha256(signedPages);
    const bytes = new Uint8Array([...signedPages, ...new TextEncoder().encode(`% certificate ${JSON.stringify({ ...certificate, signedPagesSha256 })}\n`)]);
    return { bytes, signedPagesSha256, sha256: sha256(bytes) };
  },
};

const box = (page: number, x: number, y: number, width = 0.3, height = 0.06): FieldBox => ({ page, x, y, width, height });
const HOUR = 3_600_000;

describe.each(testEngines())("document signing on %s", (engine) => {
  let database: TestDatabase;
  let deps: SigningDeps;
  const db = () => database.db;
  const staff = { id: "", email: "dana@agency.test", name: "Dana Reyes" };
  const agent = { id: "", email: "sam@agency.test" };
  let customerId = "";
  let policyId = "";
  const T0 = new Date("2026-12-01T17:00:00.000Z");
  const at = (ms: number) => new Date(T0.getTime() + ms);

  async function insertUser(email: string, name: string, role: string, disabled = false): Promise<string> {
    const id = randomUUID();
    await db().insertInto("user").values({ id, name, email, email_verified: true, role, disabled, created_at: T0, updated_at: T0 }).execute();
    return id;
  }

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    deps = { db: database.db, fileKeys: testFileKeys(), pdf: fakePdf, agency: agencyFromEnv({}), publicUrl: "https://agency.test" };
  });
  afterAll(async () => {
    await database?.destroy();
  });

  beforeEach(async () => {
    for (const table of ["signing_documents", "signing_pages", "signing_signers", "signing_fields", "signing_templates", "signing_issued_files", "email_outbox", "audit_log", "customer_documents", "uploaded_files", "policies", "customers", "agency_settings", "quote_requests", "user"] as const) {
      await db().deleteFrom(table).execute();
    }
    seen.clear();
    staff.id = await insertUser(staff.email, staff.name, "staff");
    agent.id = await insertUser(agent.email, "Sam Ortiz", "staff");
    customerId = randomUUID();
    policyId = randomUUID();
    const iso = T0.toISOString();
    await db().insertInto("customers").values({ id: customerId, kind: "person", name: "Avery Park", email: "avery@example.com", created_at: iso, updated_at: iso }).execute();
    await db()
      .insertInto("policies")
      .values({ id: policyId, customer_id: customerId, line: "auto", carrier: "Example Mutual", policy_number: "PA-1", policy_key: policyKey("Example Mutual", "PA-1"), effective_date: "2026-06-01", expiration_date: "2027-06-01", status: "active", billing: "direct", created_at: iso, updated_at: iso })
      .execute();
  });

  /** The newest email of a kind to an address. */
  async function lastEmail(kind: string, to: string) {
    return db().selectFrom("email_outbox").selectAll().where("kind", "=", kind).where("to_address", "=", to).orderBy("created_at", "desc").orderBy("id", "desc").executeTakeFirst();
  }
  async function emailsOf(kind: string, to?: string) {
    let query = db().selectFrom("email_outbox").selectAll().where("kind", "=", kind);
    if (to) query = query.where("to_address", "=", to);
    return query.execute();
  }
  const tokenIn = (text: string) => /\/sign(?:\/signed\.pdf)?\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? "";
  /**
   * The one email of a kind to an address not read before (the outbox stamps rows with the real
   * clock, so two rows of one millisecond cannot be told apart by time).
   */
  const seen = new Set<string>();
  async function freshEmail(kind: string, to: string) {
    const fresh = (await emailsOf(kind, to)).filter((e) => !seen.has(e.id));
    if (fresh.length !== 1) throw new Error(`${fresh.length} new ${kind} emails to ${to}`);
    seen.add(fresh[0]!.id);
    return fresh[0]!;
  }
  async function linkOf(kind: string, to: string) {
    return tokenIn((await freshEmail(kind, to)).text_body);
  }
  async function codeFor(to: string) {
    return /(\d{6})/.exec((await freshEmail("signing.code", to)).subject)?.[1] ?? "";
  }

  /** A draft for the customer's policy: the customer (in Spanish) signs first, then the agent. */
  async function twoSignerDraft(pages = 2) {
    const draft = await createSigningDraft(deps, staff, { title: "Auto application", record: { policyId }, file: { fileName: "application.pdf", bytes: fixturePdf(pages) } }, T0);
    if (!draft.ok) throw new Error(draft.error);
    const customer = await addSigner(deps, staff, draft.documentId, { name: "Avery Park", email: "Avery@Example.com", locale: "es", role: "customer", order: 1 }, T0);
    const countersigner = await addSigner(deps, staff, draft.documentId, { locale: "en", role: "agent", userId: agent.id, order: 2 }, T0);
    if (!customer.ok || !countersigner.ok) throw new Error("signers refused");
    const fields = {
      customerSignature: await addField(deps, staff, draft.documentId, { kind: "signature", box: box(2, 0.1, 0.8), signerId: customer.signerId, required: true }, T0),
      customerDate: await addField(deps, staff, draft.documentId, { kind: "date", box: box(2, 0.5, 0.8, 0.2, 0.03), signerId: customer.signerId, required: true }, T0),
      customerNote: await addField(deps, staff, draft.documentId, { kind: "text", box: box(1, 0.1, 0.5), signerId: customer.signerId, required: false, label: "Garaging address" }, T0),
      agentSignature: await addField(deps, staff, draft.documentId, { kind: "signature", box: box(2, 0.1, 0.9), signerId: countersigner.signerId, required: true }, T0),
    };
    const ids = Object.fromEntries(Object.entries(fields).map(([key, result]) => [key, result.ok ? result.fieldId : ""])) as Record<keyof typeof fields, string>;
    return { documentId: draft.documentId, reference: draft.reference, customerSigner: customer.signerId, agentSigner: countersigner.signerId, fields: ids };
  }

  /** Code, verification and consent through a link, at `now`. */
  async function verifyAndConsent(token: string, to: string, now: Date) {
    expect(await sendEmailCode(deps, token, now)).toMatchObject({ ok: true });
    expect(await verifyEmailCode(deps, token, await codeFor(to), now)).toEqual({ ok: true });
    expect(await recordConsent(deps, token, CURRENT_ESIGN_VERSION, now)).toEqual({ ok: true });
  }

  it("takes a customer and a countersigning agent from draft to a completed, filed and verifiable file", async () => {
    const draft = await twoSignerDraft();
    const stored = await getSigningDocument(db(), draft.documentId);
    expect(stored).toMatchObject({ status: "draft", customerId, policyId, pageSizes: [{ page: 1, widthPt: 612, heightPt: 792 }, { page: 2, widthPt: 612, heightPt: 792 }] });
    expect(stored!.reference).toMatch(/^SIG-2026-\d{6}$/);
    expect(await db().selectFrom("uploaded_files").select("purpose").where("owner_id", "=", draft.documentId).orderBy("purpose").execute()).toEqual([{ purpose: "original" }, { purpose: "page-1" }, { purpose: "page-2" }]);

    const sent = await sendForSignature(deps, staff, draft.documentId, T0);
    expect(sent).toEqual({ ok: true, expiresAt: "2026-12-31T17:00:00.000Z", invited: 1 });
    // Only the first signing order is emailed, in the signer's language.
    expect(await emailsOf("signing.invitation")).toHaveLength(1);
    const invitation = (await lastEmail("signing.invitation", "avery@example.com"))!;
    expect(invitation.subject).toBe("Por favor firme: Auto application");
    expect(invitation.html_body).toContain('<html lang="es">');
    const customerToken = tokenIn(invitation.text_body);
    // The token itself is never stored, and the outbox's admin page hides it.
    expect(JSON.stringify(await db().selectFrom("signing_signers").selectAll().execute())).not.toContain(customerToken);
    expect(redactSecrets(invitation.text_body)).not.toContain(customerToken);
    expect(redactSecrets(invitation.html_body)).not.toContain(customerToken);

    const view = (await openSigningLink(deps, customerToken, at(HOUR)))!;
    expect(view).toMatchObject({ state: "open", title: "Auto application", signer: { name: "Avery Park", locale: "es", verified: false, consented: false } });
    expect(view.fields.map((f) => f.id).sort()).toEqual([draft.fields.customerSignature, draft.fields.customerDate, draft.fields.customerNote].sort());
    expect(view.disclosure).toMatchObject({ version: CURRENT_ESIGN_VERSION, locale: "es" });

    // Signing before the code and the consent is refused.
    expect(await submitSignature(deps, customerToken, { values: {}, address: "203.0.113.7", browser: "Firefox" }, at(HOUR))).toEqual({ ok: false, error: "not-verified" });
    await verifyAndConsent(customerToken, "avery@example.com", at(HOUR));
    const consent = await db().selectFrom("signing_signers").select(["consent_version", "consented_at", "verified_at", "viewed_at"]).where("id", "=", draft.customerSigner).executeTakeFirstOrThrow();
    expect(consent).toEqual({ consent_version: CURRENT_ESIGN_VERSION, consented_at: at(HOUR).toISOString(), verified_at: at(HOUR).toISOString(), viewed_at: at(HOUR).toISOString() });

    // Another signer's field is refused; the whole post is.
    const foreign = await submitSignature(deps, customerToken, { values: { [draft.fields.customerSignature]: { typed: "Avery Park" }, [draft.fields.agentSignature]: { typed: "Forged" } }, address: "203.0.113.7", browser: "Firefox" }, at(HOUR));
    expect(foreign).toEqual({ ok: false, error: "not-your-field" });
    const missing = await submitSignature(deps, customerToken, { values: { [draft.fields.customerNote]: { text: "1 Main St" } }, address: "203.0.113.7", browser: "Firefox" }, at(HOUR));
    expect(missing).toMatchObject({ ok: false, error: "invalid-values", problems: { [draft.fields.customerSignature]: "missing" } });

    const signed = await submitSignature(
      deps,
      customerToken,
      { values: { [draft.fields.customerSignature]: { typed: "Avery Park", drawnPng: PNG }, [draft.fields.customerDate]: { text: "1999-01-01" }, [draft.fields.customerNote]: { text: "1 Main St" } }, address: "203.0.113.7", browser: "Firefox 140" },
      at(2 * HOUR),
    );
    expect(signed).toEqual({ ok: true, completed: false });
    expect(await db().selectFrom("signing_fields").select("value_json").where("id", "=", draft.fields.customerDate).executeTakeFirstOrThrow()).toEqual({ value_json: JSON.stringify({ kind: "date", text: "1 de diciembre de 2026" }) });

    // The agent's turn: their link shows their field only, and nothing of the customer's values.
    const agentToken = await linkOf("signing.invitation", agent.email);
    const agentView = (await openSigningLink(deps, agentToken, at(3 * HOUR)))!;
    expect(agentView.fields.map((f) => f.id)).toEqual([draft.fields.agentSignature]);
    expect(JSON.stringify(agentView)).not.toContain("1 Main St");
    expect(JSON.stringify(await getSigningDocument(db(), draft.documentId))).not.toContain("1 Main St");
    // The customer's link, signed, changes nothing more.
    expect((await openSigningLink(deps, customerToken, at(3 * HOUR)))!.state).toBe("signed");

    await verifyAndConsent(agentToken, agent.email, at(3 * HOUR));
    expect(await submitSignature(deps, agentToken, { values: { [draft.fields.agentSignature]: { typed: "Sam Ortiz" } }, address: "198.51.100.4", browser: "Chrome 150" }, at(4 * HOUR))).toEqual({ ok: true, completed: true });

    const done = (await db().selectFrom("signing_documents").selectAll().where("id", "=", draft.documentId).executeTakeFirstOrThrow());
    expect(done).toMatchObject({ status: "completed", completed_at: at(4 * HOUR).toISOString() });
    const final = await db().selectFrom("uploaded_files").select(["id", "sha256", "file_name"]).where("id", "=", done.final_file_id!).executeTakeFirstOrThrow();
    expect(final).toMatchObject({ sha256: done.final_sha256, file_name: `${draft.reference}-signed.pdf` });
    // Filed with the customer's documents, under the policy.
    expect(await db().selectFrom("customer_documents").select(["customer_id", "policy_id", "title"]).where("id", "=", done.customer_document_id!).executeTakeFirstOrThrow()).toEqual({ customer_id: customerId, policy_id: policyId, title: "Auto application (signed)" });

    // The ledger: this file is the agency's, a changed one is not; nothing personal is said.
    const verified = await verifyIssuedFile(db(), done.final_sha256!.toUpperCase());
    expect(verified).toEqual({ ok: true, issued: true, issuedAt: at(4 * HOUR).toISOString(), reference: draft.reference });
    const changed = done.final_sha256!.slice(0, 63) + (done.final_sha256!.endsWith("0") ? "1" : "0");
    expect(await verifyIssuedFile(db(), changed)).toEqual({ ok: true, issued: false });
    expect(await verifyIssuedFile(db(), "not a hash")).toEqual({ ok: false, error: "not-a-sha256" });

    // Every party is emailed a link to the signed copy; the sender is told too.
    expect((await emailsOf("signing.completed")).map((e) => e.to_address).sort()).toEqual(["avery@example.com", agent.email]);
    expect(await emailsOf("signing.staff_completed", staff.email)).toHaveLength(1);
    const copyToken = tokenIn((await lastEmail("signing.completed", "avery@example.com"))!.text_body);
    expect((await openSigningLink(deps, copyToken, at(5 * HOUR)))!).toMatchObject({ state: "completed", signedCopy: true, fields: [] });
    // The copy needs a fresh email code; then it is exactly the issued file.
    expect(await signedCopyForSigner(deps, copyToken, at(5 * HOUR))).toEqual({ ok: false, error: "not-verified" });
    await sendEmailCode(deps, copyToken, at(5 * HOUR));
    expect(await verifyEmailCode(deps, copyToken, await codeFor("avery@example.com"), at(5 * HOUR))).toEqual({ ok: true });
    const copy = await signedCopyForSigner(deps, copyToken, at(5 * HOUR));
    expect(copy.ok && sha256(copy.bytes)).toBe(done.final_sha256);
    // The certificate lines carry each signer's steps, consent version and address.
    const certificate = new TextDecoder().decode(copy.ok ? copy.bytes : new Uint8Array());
    expect(certificate).toContain(`"consentVersion":"${CURRENT_ESIGN_VERSION}"`);
    expect(certificate).toContain('"verificationUrl":"https://agency.test/verify"');
    expect(certificate).toContain('"address":"198.51.100.4","browser":"Chrome 150"');

    const actions = (await db().selectFrom("audit_log").select("action").where("target_id", "=", draft.documentId).execute()).map((r) => r.action);
    for (const action of ["signing.create", "signing.edit", "signing.send", "signing.invite", "signing.view", "signing.code_sent", "signing.verify", "signing.consent", "signing.sign", "signing.complete"]) expect(actions).toContain(action);
    expect(await db().selectFrom("audit_log").select("detail").where("target_type", "=", "customer").where("target_id", "=", customerId).execute()).toEqual([{ detail: `Signed document “Auto application” (${draft.reference})` }]);
    const history = await signingHistory(db(), [draft.documentId]);
    expect(history.some((e) => e.kind === "email" && e.email?.kind === "signing.invitation")).toBe(true);
    expect(await listCustomerSigningDocuments(db(), { email: "someone@else.test", customerId })).toMatchObject([{ documentId: draft.documentId, status: "completed", signerStatus: "signed" }]);
    expect(await listSigningDocumentsOf(db(), { policyId })).toMatchObject([{ id: draft.documentId, status: "completed", customerDocumentId: done.customer_document_id }]);
    expect(await listSigningDocumentsOf(db(), { customerId })).toHaveLength(1);
  });

  it("lets a code work for 10 minutes, 5 wrong attempts, and 5 codes an hour", async () => {
    const draft = await twoSignerDraft();
    await sendForSignature(deps, staff, draft.documentId, T0);
    const token = await linkOf("signing.invitation", "avery@example.com");
    expect(await verifyEmailCode(deps, token, "123456", T0)).toEqual({ ok: false, error: "no-code" });

    await sendEmailCode(deps, token, T0);
    const first = await codeFor("avery@example.com");
    expect(await verifyEmailCode(deps, token, first, at(10 * 60_000))).toEqual({ ok: false, error: "code-expired" });

    await sendEmailCode(deps, token, at(11 * 60_000));
    const second = await codeFor("avery@example.com");
    const wrong = second === "000000" ? "000001" : "000000";
    for (let left = 4; left >= 0; left--) expect(await verifyEmailCode(deps, token, wrong, at(12 * 60_000))).toEqual({ ok: false, error: "wrong-code", attemptsLeft: left });
    // The right code no longer helps: a new one is needed.
    expect(await verifyEmailCode(deps, token, second, at(12 * 60_000))).toEqual({ ok: false, error: "too-many-attempts" });
    expect(await db().selectFrom("audit_log").select("id").where("action", "=", "signing.code_refused").execute()).toHaveLength(5);

    let last = "";
    for (let i = 3; i <= 5; i++) {
      expect(await sendEmailCode(deps, token, at(13 * 60_000))).toMatchObject({ ok: true });
      last = await codeFor("avery@example.com");
    }
    expect(await sendEmailCode(deps, token, at(20 * 60_000))).toEqual({ ok: false, error: "too-many-codes", retryAt: at(HOUR).toISOString() });
    expect(await verifyEmailCode(deps, token, last, at(23 * 60_000))).toEqual({ ok: false, error: "code-expired" });
    expect(await sendEmailCode(deps, token, at(HOUR))).toMatchObject({ ok: true });
    const fresh = await codeFor("avery@example.com");
    expect(await verifyEmailCode(deps, token, fresh, at(HOUR + 60_000))).toEqual({ ok: true });
    // A code is spent once used.
    expect(await verifyEmailCode(deps, token, fresh, at(HOUR + 60_000))).toEqual({ ok: false, error: "no-code" });
  });

  it("records consent only after the code, with a known version", async () => {
    const draft = await twoSignerDraft();
    await sendForSignature(deps, staff, draft.documentId, T0);
    const token = await linkOf("signing.invitation", "avery@example.com");
    expect(await recordConsent(deps, token, CURRENT_ESIGN_VERSION, T0)).toEqual({ ok: false, error: "not-verified" });
    await sendEmailCode(deps, token, T0);
    await verifyEmailCode(deps, token, await codeFor("avery@example.com"), T0);
    expect(await recordConsent(deps, token, "1999-01-01", T0)).toEqual({ ok: false, error: "unknown-version" });
    const values = { [draft.fields.customerSignature]: { typed: "Avery Park" } };
    expect(await submitSignature(deps, token, { values, address: "203.0.113.7", browser: "Firefox" }, T0)).toEqual({ ok: false, error: "not-consented" });
    expect(await recordConsent(deps, token, CURRENT_ESIGN_VERSION, T0)).toEqual({ ok: true });
    expect(await db().selectFrom("audit_log").select("detail").where("action", "=", "signing.consent").executeTakeFirstOrThrow()).toEqual({ detail: `Signer 1: disclosure version ${CURRENT_ESIGN_VERSION} (es)` });
  });

  it("refuses to send until every signer has a field, every required field a signer, and agents are on the team", async () => {
    const draft = await twoSignerDraft();
    const extra = await addSigner(deps, staff, draft.documentId, { name: "Robin Park", email: "robin@example.com", locale: "en", role: "co_insured", order: 1 }, T0);
    expect(await sendForSignature(deps, staff, draft.documentId, T0)).toMatchObject({ ok: false, error: "signer-without-fields", ids: [extra.ok && extra.signerId] });
    await removeSigner(deps, staff, draft.documentId, extra.ok ? extra.signerId : "", T0);
    await editField(deps, staff, draft.documentId, draft.fields.agentSignature, { signerId: null }, T0);
    await addField(deps, staff, draft.documentId, { kind: "initials", box: box(1, 0.8, 0.9, 0.1, 0.05), signerId: draft.agentSigner, required: true }, T0);
    expect(await sendForSignature(deps, staff, draft.documentId, T0)).toMatchObject({ ok: false, error: "required-field-without-signer", ids: [draft.fields.agentSignature] });
    await editField(deps, staff, draft.documentId, draft.fields.agentSignature, { signerId: draft.agentSigner }, T0);
    await db().updateTable("user").set({ disabled: true }).where("id", "=", agent.id).execute();
    expect(await sendForSignature(deps, staff, draft.documentId, T0)).toMatchObject({ ok: false, error: "agent-not-team", ids: [draft.agentSigner] });
    expect(await addSigner(deps, staff, draft.documentId, { locale: "en", role: "agent", userId: agent.id, order: 3 }, T0)).toEqual({ ok: false, error: "agent-not-team" });
    // A box off the page is the geometry's refusal.
    expect(await addField(deps, staff, draft.documentId, { kind: "text", box: box(3, 0.1, 0.1), signerId: null, required: false }, T0)).toEqual({ ok: false, error: "page-out-of-range" });
    expect(await addField(deps, staff, draft.documentId, { kind: "text", box: box(1, 0.9, 0.1), signerId: null, required: false }, T0)).toEqual({ ok: false, error: "outside-page" });
    await db().updateTable("user").set({ disabled: false }).where("id", "=", agent.id).execute();
    // Two sends at once store one: one invitation.
    const both = await Promise.all([sendForSignature(deps, staff, draft.documentId, T0), sendForSignature(deps, staff, draft.documentId, T0)]);
    expect(both.filter((r) => r.ok)).toHaveLength(1);
    expect(both.filter((r) => !r.ok)).toEqual([{ ok: false, error: "not-draft" }]);
    expect(await emailsOf("signing.invitation")).toHaveLength(1);
    expect(await addField(deps, staff, draft.documentId, { kind: "text", box: box(1, 0.1, 0.1), signerId: null, required: false }, T0)).toEqual({ ok: false, error: "not-draft" });
  });

  it("uses the agency's expiry setting, and voided, expired, declined and completed links change nothing", async () => {
    expect((await loadSettings(db())).signingExpiryDays).toBe(30);
    expect(await setSigningExpiryDays(db(), staff, 7, T0)).toEqual({ changed: true });
    expect(await setSigningExpiryDays(db(), staff, 7, T0)).toEqual({ changed: false });
    expect(await db().selectFrom("audit_log").select(["action", "detail"]).where("target_type", "=", "settings").execute()).toEqual([{ action: "settings.signing_expiry", detail: "30 → 7 days before a document expires" }]);
    expect((await loadSettings(db())).signingExpiryDays).toBe(7);
    const voided = await twoSignerDraft();
    expect(await sendForSignature(deps, staff, voided.documentId, T0)).toMatchObject({ ok: true, expiresAt: at(7 * 24 * HOUR).toISOString() });
    const token = await linkOf("signing.invitation", "avery@example.com");
    await sendEmailCode(deps, token, T0);
    const code = await codeFor("avery@example.com");
    expect(await voidDocument(deps, staff, voided.documentId, " ", T0)).toEqual({ ok: false, error: "reason-required" });
    expect(await voidDocument(deps, staff, voided.documentId, "Wrong form", at(HOUR))).toEqual({ ok: true, told: 1 });
    expect((await lastEmail("signing.voided", "avery@example.com"))!.subject).toBe("Cancelado: Auto application");
    // The link stops at once: it is no longer known at all.
    expect(await openSigningLink(deps, token, at(HOUR))).toBeNull();
    expect(await verifyEmailCode(deps, token, code, at(HOUR))).toEqual({ ok: false, error: "link-invalid" });
    expect(await voidDocument(deps, staff, voided.documentId, "Again", at(HOUR))).toEqual({ ok: false, error: "already-closed" });

    // Past its expiry a link is closed before the job runs; opening it records nothing.
    const expiring = await twoSignerDraft();
    await sendForSignature(deps, staff, expiring.documentId, T0);
    const expiringToken = (await emailsOf("signing.invitation", "avery@example.com")).map((e) => tokenIn(e.text_body)).find((t) => t !== token)!;
    const before = await db().selectFrom("audit_log").select("id").execute();
    expect((await openSigningLink(deps, expiringToken, at(7 * 24 * HOUR)))!).toMatchObject({ state: "expired", fields: [], disclosure: null });
    expect(await sendEmailCode(deps, expiringToken, at(7 * 24 * HOUR))).toEqual({ ok: false, error: "expired" });
    expect(await db().selectFrom("audit_log").select("id").execute()).toHaveLength(before.length + 0);
    expect(await db().selectFrom("signing_signers").select("viewed_at").where("id", "=", expiring.customerSigner).executeTakeFirstOrThrow()).toEqual({ viewed_at: null });

    // Declined: the sender hears the reason; the link then explains and changes nothing.
    await db().deleteFrom("email_outbox").execute();
    const declined = await twoSignerDraft();
    await sendForSignature(deps, staff, declined.documentId, T0);
    const declineToken = await linkOf("signing.invitation", "avery@example.com");
    expect(await declineToSign(deps, declineToken, "Not my address", T0)).toEqual({ ok: false, error: "not-verified" });
    await sendEmailCode(deps, declineToken, T0);
    await verifyEmailCode(deps, declineToken, await codeFor("avery@example.com"), T0);
    expect(await declineToSign(deps, declineToken, "The garaging address is wrong", at(HOUR))).toEqual({ ok: true });
    expect((await lastEmail("signing.declined", staff.email))!.text_body).toContain("The garaging address is wrong");
    expect((await openSigningLink(deps, declineToken, at(2 * HOUR)))!).toMatchObject({ state: "declined", reason: null });
    expect(await submitSignature(deps, declineToken, { values: {}, address: "x", browser: "y" }, at(2 * HOUR))).toEqual({ ok: false, error: "declined" });
    expect(await db().selectFrom("signing_documents").select(["status", "decline_reason"]).where("id", "=", declined.documentId).executeTakeFirstOrThrow()).toEqual({ status: "declined", decline_reason: "The garaging address is wrong" });
  });

  it("expires documents in the job step with its clock, once", async () => {
    const draft = await twoSignerDraft();
    await sendForSignature(deps, staff, draft.documentId, T0);
    const expiresAt = at(30 * 24 * HOUR);
    expect(await runSigningJobs(deps, new Date(expiresAt.getTime() - 1))).toMatchObject({ expired: 0 });
    expect(await runSigningJobs(deps, expiresAt)).toMatchObject({ expired: 1 });
    expect(await runSigningJobs(deps, expiresAt)).toMatchObject({ expired: 0 });
    expect(await db().selectFrom("signing_documents").select(["status", "expired_at"]).where("id", "=", draft.documentId).executeTakeFirstOrThrow()).toEqual({ status: "expired", expired_at: expiresAt.toISOString() });
    expect(await emailsOf("signing.expired", staff.email)).toHaveLength(1);
    expect(await db().selectFrom("audit_log").select("actor_email").where("action", "=", "signing.expire").execute()).toEqual([{ actor_email: "system: signing" }]);
    expect(await listOutForSignature(db(), { now: expiresAt })).toEqual([]);
  });

  it("reminds whoever is due, at most once a day, and lists what is overdue", async () => {
    const draft = await twoSignerDraft();
    await sendForSignature(deps, staff, draft.documentId, T0);
    const firstToken = await linkOf("signing.invitation", "avery@example.com");
    expect(await remindSigners(deps, staff, draft.documentId, at(HOUR))).toEqual({ ok: true, reminded: 0 });
    expect(await remindSigners(deps, staff, draft.documentId, at(24 * HOUR))).toEqual({ ok: true, reminded: 1 });
    expect(await remindSigners(deps, staff, draft.documentId, at(30 * HOUR))).toEqual({ ok: true, reminded: 0 });
    const reminder = (await lastEmail("signing.reminder", "avery@example.com"))!;
    expect(reminder.subject).toBe("Recordatorio: por favor firme Auto application");
    // The agent's turn has not come: nobody else is reminded.
    expect(await emailsOf("signing.reminder")).toHaveLength(1);
    // The reminder's link replaces the invitation's.
    expect(await openSigningLink(deps, firstToken, at(30 * HOUR))).toBeNull();
    expect((await openSigningLink(deps, tokenIn(reminder.text_body), at(30 * HOUR)))!.state).toBe("open");
    // The job reminds after three days of silence, and not again the same day.
    expect(await runSigningJobs(deps, at(24 * HOUR + 72 * HOUR - 1))).toEqual({ expired: 0, reminded: 0 });
    expect(await runSigningJobs(deps, at(24 * HOUR + 72 * HOUR))).toEqual({ expired: 0, reminded: 1 });
    expect(await remindSigners(deps, staff, draft.documentId, at(24 * HOUR + 80 * HOUR))).toEqual({ ok: true, reminded: 0 });

    expect(await listOutForSignature(db(), { now: at(2 * 24 * HOUR) })).toMatchObject([{ id: draft.documentId, due: "waiting", waitingOn: [{ name: "Avery Park", role: "customer", viewed: true }], signed: 0, signers: 2 }]);
    expect(await listOutForSignature(db(), { now: at(8 * 24 * HOUR), sentBy: staff.id })).toMatchObject([{ id: draft.documentId, due: "overdue" }]);
    expect(await listOutForSignature(db(), { now: at(28 * 24 * HOUR) })).toMatchObject([{ due: "expiring" }]);
    expect(await listOutForSignature(db(), { now: at(8 * 24 * HOUR), sentBy: agent.id })).toEqual([]);
    expect(await listCustomerSigningDocuments(db(), { email: "AVERY@example.com", customerId: null })).toMatchObject([{ documentId: draft.documentId, status: "sent", signerStatus: "sent" }]);
  });

  it("completes once when two signers of one order sign at the same moment, and spends one attempt per parallel guess", async () => {
    const draft = await createSigningDraft(deps, staff, { title: "Joint form", record: { customerId }, file: { fileName: "joint.pdf", bytes: fixturePdf(1) } }, T0);
    if (!draft.ok) throw new Error(draft.error);
    const people = [
      { name: "Avery Park", email: "avery@example.com", role: "customer" as const },
      { name: "Robin Park", email: "robin@example.com", role: "co_insured" as const },
    ];
    const fieldIds: string[] = [];
    for (const [i, person] of people.entries()) {
      const signer = await addSigner(deps, staff, draft.documentId, { ...person, locale: "en", order: 1 }, T0);
      const field = await addField(deps, staff, draft.documentId, { kind: "signature", box: box(1, 0.1, 0.5 + i * 0.2), signerId: signer.ok ? signer.signerId : null, required: true }, T0);
      fieldIds.push(field.ok ? field.fieldId : "");
    }
    expect(await sendForSignature(deps, staff, draft.documentId, T0)).toMatchObject({ ok: true, invited: 2 });
    const tokens = [await linkOf("signing.invitation", "avery@example.com"), await linkOf("signing.invitation", "robin@example.com")];

    await sendEmailCode(deps, tokens[0]!, T0);
    const code = await codeFor("avery@example.com");
    const wrong = code === "000000" ? "000001" : "000000";
    const guesses = await Promise.all(Array.from({ length: 8 }, () => verifyEmailCode(deps, tokens[0]!, wrong, T0)));
    expect(guesses.filter((g) => !g.ok && g.error === "wrong-code")).toHaveLength(5);
    expect(await verifyEmailCode(deps, tokens[0]!, code, T0)).toEqual({ ok: false, error: "too-many-attempts" });
    await sendEmailCode(deps, tokens[0]!, T0);
    expect(await verifyEmailCode(deps, tokens[0]!, await codeFor("avery@example.com"), T0)).toEqual({ ok: true });
    await recordConsent(deps, tokens[0]!, CURRENT_ESIGN_VERSION, T0);
    await verifyAndConsent(tokens[1]!, "robin@example.com", T0);

    const results = await Promise.all(
      people.map((person, i) => submitSignature(deps, tokens[i]!, { values: { [fieldIds[i]!]: { typed: person.name } }, address: "203.0.113.9", browser: "Safari" }, at(HOUR))),
    );
    expect(results.map((r) => r.ok && r.completed).sort()).toEqual([false, true]);
    expect(await db().selectFrom("signing_documents").select("status").where("id", "=", draft.documentId).executeTakeFirstOrThrow()).toEqual({ status: "completed" });
    expect(await db().selectFrom("signing_issued_files").select("document_id").execute()).toEqual([{ document_id: draft.documentId }]);
    expect(await emailsOf("signing.completed")).toHaveLength(2);
  });

  it("saves a layout as a template and applies it to a new upload of the same page count", async () => {
    const draft = await twoSignerDraft(3);
    expect(await saveTemplate(deps, staff, draft.documentId, "  Auto application  ", T0)).toMatchObject({ ok: true });
    const template = await db().selectFrom("signing_templates").selectAll().executeTakeFirstOrThrow();
    expect(template).toMatchObject({ name: "Auto application", page_count: 3 });

    const next = await createSigningDraft(deps, staff, { title: "Auto application (Robin)", record: { customerId }, file: { fileName: "robin.pdf", bytes: fixturePdf(3, "robin") } }, T0);
    if (!next.ok) throw new Error(next.error);
    const customer = await addSigner(deps, staff, next.documentId, { name: "Robin Park", email: "robin@example.com", locale: "en", role: "customer", order: 1 }, T0);
    const applied = await applyTemplate(deps, staff, next.documentId, template.id, T0);
    expect(applied).toEqual({ ok: true, fields: 4, unmatchedSlots: [{ order: 2, role: "agent" }] });
    const fields = await db().selectFrom("signing_fields").select(["kind", "signer_id", "box_json", "required"]).where("document_id", "=", next.documentId).orderBy("position").execute();
    expect(fields.map((f) => [f.kind, f.signer_id])).toEqual([
      ["signature", customer.ok && customer.signerId],
      ["date", customer.ok && customer.signerId],
      ["text", customer.ok && customer.signerId],
      ["signature", null],
    ]);
    expect(JSON.parse(fields[0]!.box_json)).toEqual(box(2, 0.1, 0.8));
    expect(await applyTemplate(deps, staff, next.documentId, template.id, T0)).toEqual({ ok: false, error: "has-fields" });

    const shorter = await createSigningDraft(deps, staff, { title: "Other form", record: { customerId }, file: { fileName: "other.pdf", bytes: fixturePdf(2, "other") } }, T0);
    expect(await applyTemplate(deps, staff, shorter.ok ? shorter.documentId : "", template.id, T0)).toEqual({ ok: false, error: "page-count-differs" });
  });

  it("refuses a draft without a record or a PDF, and puts a lead's document on the lead's timeline", async () => {
    const file = { fileName: "a.pdf", bytes: fixturePdf(1) };
    expect(await createSigningDraft(deps, staff, { title: "X", record: {}, file }, T0)).toEqual({ ok: false, error: "no-record" });
    expect(await createSigningDraft(deps, staff, { title: " ", record: { customerId }, file }, T0)).toEqual({ ok: false, error: "title-required" });
    expect(await createSigningDraft(deps, staff, { title: "X", record: { customerId: randomUUID() }, file }, T0)).toEqual({ ok: false, error: "customer-not-found" });
    expect(await createSigningDraft(deps, staff, { title: "X", record: { customerId: randomUUID(), policyId }, file }, T0)).toEqual({ ok: false, error: "policy-not-customers" });
    expect(await createSigningDraft(deps, staff, { title: "X", record: { customerId }, file: { fileName: "a.pdf", bytes: new TextEncoder().encode("MZ not a pdf") } }, T0)).toEqual({ ok: false, error: "not-a-pdf" });
    expect(await createSigningDraft(deps, staff, { title: "X", record: { lead: { form: "quotes", id: randomUUID() } }, file }, T0)).toEqual({ ok: false, error: "lead-not-found" });

    const leadId = randomUUID();
    await db()
      .insertInto("quote_requests")
      .values({
        id: leadId, first_name: "Jo", last_name: "Rivera", email: "jo@example.com", phone: "(702) 555-0142", zip_code: "89118",
        insurance_types: '["auto"]', current_insurance: "no", satisfaction_level: "first_time", home_ownership: "own", vehicle_count: "1",
        budget_range: "100_250", timeline: "within_week", contact_preference: "phone", details_json: "[]", status: "new", created_at: T0.toISOString(),
      })
      .execute();
    const draft = await createSigningDraft(deps, staff, { title: "Quote acceptance", record: { lead: { form: "quotes", id: leadId } }, file }, T0);
    if (!draft.ok) throw new Error(draft.error);
    const signer = await addSigner(deps, staff, draft.documentId, { name: "Jo Rivera", email: "jo@example.com", locale: "en", role: "customer", order: 1 }, T0);
    await addField(deps, staff, draft.documentId, { kind: "signature", box: box(1, 0.1, 0.8), signerId: signer.ok ? signer.signerId : null, required: true }, T0);
    await sendForSignature(deps, staff, draft.documentId, at(HOUR));
    const timeline = await leadTimeline(db(), "quotes", leadId);
    expect(timeline.some((e) => e.title === "Sent a document for signature" && e.detail?.startsWith(draft.reference))).toBe(true);
    expect(timeline.some((e) => e.email?.kind === "signing.invitation")).toBe(true);
  });
});
