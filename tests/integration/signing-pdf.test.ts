/**
 * Document signing with the real PDF layer (app/server/signing/pdf-layer.ts) on both engines: an
 * upload is checked and its pages drawn, two signers sign in order, and the signed file written
 * with its certificate is the one filed, hashed and found in the ledger.
 */
import { createHash, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agencyFromEnv } from "../../app/config/agency.ts";
import { CURRENT_ESIGN_VERSION } from "../../app/server/signing/esign-disclosure.ts";
import { signingPdf } from "../../app/server/signing/pdf-layer.ts";
import { makePdf } from "../../app/server/signing/pdf-test-fixtures.ts";
import { addField, addSigner, createSigningDraft } from "../../app/server/signing/prepare-document.ts";
import { sendForSignature } from "../../app/server/signing/send-document.ts";
import { pageImage, recordConsent, sendEmailCode, verifyEmailCode } from "../../app/server/signing/signer-access.ts";
import type { SigningDeps } from "../../app/server/signing/signing-context.ts";
import { signingFileForStaff, verifyIssuedFile } from "../../app/server/signing/signing-lists.ts";
import { submitSignature } from "../../app/server/signing/submit-signature.ts";
import { openStoredFile } from "../../app/server/uploads/stored-files.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "../support/test-database.ts";
import { testFileKeys } from "../support/file-keys.ts";

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
/** A 1×1 PNG, as a signature pad's drawing would be (only much smaller). */
const DRAWN = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");
const T0 = new Date("2026-12-01T17:00:00.000Z");

describe.each(testEngines())("document signing with the PDF layer on %s", (engine) => {
  let database: TestDatabase;
  let deps: SigningDeps;
  const staff = { id: randomUUID(), email: "dana@agency.test" };
  const agentId = randomUUID();
  const customerId = randomUUID();

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    deps = { db: database.db, fileKeys: testFileKeys(), pdf: signingPdf, agency: agencyFromEnv({}), publicUrl: "https://agency.test" };
    for (const [id, email, name] of [[staff.id, staff.email, "Dana Reyes"], [agentId, "sam@agency.test", "Sam Ortiz"]] as const) {
      await database.db.insertInto("user").values({ id, name, email, email_verified: true, role: "staff", disabled: false, created_at: T0, updated_at: T0 }).execute();
    }
    const iso = T0.toISOString();
    await database.db.insertInto("customers").values({ id: customerId, kind: "person", name: "Avery Park", email: "avery@example.com", created_at: iso, updated_at: iso }).execute();
  });
  afterAll(async () => {
    await database?.destroy();
  });

  async function emailTo(kind: string, to: string) {
    return database.db.selectFrom("email_outbox").selectAll().where("kind", "=", kind).where("to_address", "=", to).orderBy("created_at", "desc").executeTakeFirstOrThrow();
  }
  const tokenIn = (text: string) => /[?&]token=([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? "";

  async function signAs(to: string, fieldValues: (token: string) => Promise<Record<string, { typed?: string; drawnPng?: Uint8Array; text?: string }>>, at: Date) {
    const token = tokenIn((await emailTo("signing.invitation", to)).text_body);
    expect(await sendEmailCode(deps, token, at)).toMatchObject({ ok: true });
    const code = /(\d{6})/.exec((await emailTo("signing.code", to)).subject)![1]!;
    expect(await verifyEmailCode(deps, token, code, at)).toEqual({ ok: true });
    expect(await recordConsent(deps, token, CURRENT_ESIGN_VERSION, at)).toEqual({ ok: true });
    return submitSignature(deps, token, { values: await fieldValues(token), address: "203.0.113.7", browser: "Firefox 140" }, at);
  }

  it("checks the upload, draws its pages, and writes, files and records the signed PDF", async () => {
    const original = await makePdf([{ size: [612, 792] }, { size: [612, 1008] }], "Auto application");
    expect(await createSigningDraft(deps, staff, { title: "Bad", record: { customerId }, file: { fileName: "x.pdf", bytes: new TextEncoder().encode("not a pdf") } }, T0)).toEqual({ ok: false, error: "not-a-pdf" });
    const draft = await createSigningDraft(deps, staff, { title: "Auto application", record: { customerId }, file: { fileName: "application.pdf", bytes: original } }, T0);
    if (!draft.ok) throw new Error(draft.error);
    const document = await database.db.selectFrom("signing_documents").selectAll().where("id", "=", draft.documentId).executeTakeFirstOrThrow();
    expect(JSON.parse(document.page_sizes_json)).toEqual([{ page: 1, widthPt: 612, heightPt: 792 }, { page: 2, widthPt: 612, heightPt: 1008 }]);
    expect(document.original_sha256).toBe(sha256(original));
    const image = await pageImage(deps, draft.documentId, 2);
    expect(image.ok && Buffer.from(image.png.subarray(0, 4)).toString("latin1")).toBe("\x89PNG");
    const stored = await database.db.selectFrom("uploaded_files").selectAll().where("id", "=", document.original_file_id).executeTakeFirstOrThrow();
    // Encrypted at rest: the stored bytes are not the PDF, and open to it.
    expect(Buffer.from(stored.data).includes(Buffer.from("%PDF-"))).toBe(false);
    expect(sha256(openStoredFile(deps.fileKeys, stored))).toBe(sha256(original));

    const customer = await addSigner(deps, staff, draft.documentId, { name: "Avery Park", email: "avery@example.com", locale: "en", role: "customer", order: 1 }, T0);
    const agent = await addSigner(deps, staff, draft.documentId, { locale: "en", role: "agent", userId: agentId, order: 2 }, T0);
    if (!customer.ok || !agent.ok) throw new Error("signers refused");
    const field = async (kind: "signature" | "date" | "text", page: number, y: number, signerId: string) => {
      const result = await addField(deps, staff, draft.documentId, { kind, box: { page, x: 0.1, y, width: 0.35, height: 0.05 }, signerId, required: true }, T0);
      if (!result.ok) throw new Error(result.error);
      return result.fieldId;
    };
    const signature = await field("signature", 2, 0.8, customer.signerId);
    const date = await field("date", 2, 0.87, customer.signerId);
    const name = await field("text", 1, 0.2, customer.signerId);
    const countersignature = await field("signature", 2, 0.93, agent.signerId);
    expect(await sendForSignature(deps, staff, draft.documentId, T0)).toMatchObject({ ok: true });

    expect(await signAs("avery@example.com", async () => ({ [signature]: { typed: "Avery Park", drawnPng: DRAWN }, [date]: {}, [name]: { text: "Avery Park" } }), new Date(T0.getTime() + 3_600_000))).toEqual({ ok: true, completed: false });
    expect(await signAs("sam@agency.test", async () => ({ [countersignature]: { typed: "Sam Ortiz" } }), new Date(T0.getTime() + 7_200_000))).toEqual({ ok: true, completed: true });

    const done = await database.db.selectFrom("signing_documents").selectAll().where("id", "=", draft.documentId).executeTakeFirstOrThrow();
    expect(done.status).toBe("completed");
    const signed = await signingFileForStaff(deps, draft.documentId, "signed");
    if (!signed.ok) throw new Error(signed.error);
    expect(sha256(signed.bytes)).toBe(done.final_sha256);
    const check = await signingPdf.checkPdf(signed.bytes);
    // The two pages and the certificate page after them.
    expect(check.ok && check.pageSizes.length).toBe(3);
    expect(await verifyIssuedFile(database.db, done.final_sha256!)).toMatchObject({ ok: true, issued: true, reference: draft.reference });
    expect(await verifyIssuedFile(database.db, sha256(original))).toEqual({ ok: true, issued: false });
    const filed = await database.db.selectFrom("uploaded_files").select("sha256").where("owner_type", "=", "customer_document").where("owner_id", "=", done.customer_document_id!).executeTakeFirstOrThrow();
    expect(filed.sha256).toBe(done.final_sha256);
  });
});
