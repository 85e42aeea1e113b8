/**
 * Documents for signature under the privacy rules, on both engines: a person's archive holds the
 * documents they were asked to sign (their own signer row and values, the original and the
 * signed PDF); erasing them removes their documents and their signer data elsewhere while the
 * issued files still verify; the purge removes documents never signed (with page images and
 * files) past RETENTION_MONTHS_UNSIGNED_DOCUMENTS and keeps completed ones.
 * The documents are written as rows, in the shapes app/server/signing/ writes them.
 */
import { createHash, randomUUID } from "node:crypto";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultAgency } from "../../app/config/agency.ts";
import { systemActor } from "../../app/server/audit/record-audit.ts";
import { erasePersonData } from "../../app/server/compliance/erase-person-data.ts";
import { exportPersonData } from "../../app/server/compliance/export-person-data.ts";
import { purgeEmailContent } from "../../app/server/retention/purge-email-content.ts";
import { purgeUnsignedDocuments } from "../../app/server/retention/purge-unsigned-documents.ts";
import { verifyIssuedFile } from "../../app/server/signing/signing-lists.ts";
import { sealedFileColumns } from "../../app/server/uploads/stored-files.ts";
import { testFileKeys } from "../support/file-keys.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "../support/test-database.ts";

const fileKeys = testFileKeys();
const NOW = new Date("2026-12-01T17:00:00.000Z");
const MONTH = 31 * 86_400_000;
const monthsAgo = (n: number) => new Date(NOW.getTime() - n * MONTH).toISOString();
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const text = (s: string) => new TextEncoder().encode(s);
const policy = { quotes: 24, claims: 84, applications: 24, "pay-per-mile": 24, "coverage-reviews": 24, messages: 24 };
const staff = { id: randomUUID(), email: "dana@agency.test" };

interface SeedSigner {
  name: string;
  email: string;
  status: "waiting" | "sent" | "signed" | "declined";
  signAddress?: string;
}

describe.each(testEngines())("documents for signature under the privacy rules on %s", (engine) => {
  let database: TestDatabase;
  const db = () => database.db;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  async function storeFile(documentId: string, purpose: string, fileName: string, contentType: string, bytes: Uint8Array, at: string): Promise<string> {
    const id = randomUUID();
    await db()
      .insertInto("uploaded_files")
      .values({ id, owner_type: "signing_document", owner_id: documentId, purpose, file_name: fileName, content_type: contentType, size_bytes: bytes.byteLength, sha256: sha256(bytes), ...sealedFileColumns(fileKeys, id, bytes), created_at: at })
      .execute();
    return id;
  }

  /** A two-page document with its page images, signers (each with a signature field and, once signed, a value and a drawing), emails, and when completed its signed file on the ledger. */
  async function seedDocument(input: { title: string; status: string; changedAt: string; customerId?: string; signers: SeedSigner[] }) {
    const id = randomUUID();
    const reference = `SIG-2026-${String(Math.floor(Math.random() * 1e6)).padStart(6, "0")}`;
    const at = input.changedAt;
    const original = text(`%PDF-1.7 original of ${input.title}`);
    const originalId = await storeFile(id, "original", `${input.title}.pdf`, "application/pdf", original, at);
    const completed = input.status === "completed";
    const signed = text(`%PDF-1.7 signed ${input.title} by ${input.signers.map((s) => s.name).join(", ")}`);
    const finalId = completed ? await storeFile(id, "signed", `${input.title} (signed).pdf`, "application/pdf", signed, at) : null;
    await db()
      .insertInto("signing_documents")
      .values({
        id, reference, title: input.title, customer_id: input.customerId ?? null, policy_id: null, lead_form: null, lead_id: null, status: input.status,
        original_file_id: originalId, original_sha256: sha256(original), final_file_id: finalId, final_sha256: completed ? sha256(signed) : null, customer_document_id: null,
        page_count: 2, page_sizes_json: JSON.stringify([{ page: 1, widthPt: 612, heightPt: 792 }, { page: 2, widthPt: 612, heightPt: 792 }]), template_id: null,
        created_by: staff.id, created_at: at, changed_at: at, sent_at: input.status === "draft" ? null : at, sent_by: null, expires_at: null,
        completed_at: completed ? at : null, declined_at: null, decline_reason: null, voided_at: input.status === "voided" ? at : null, voided_by: null, void_reason: input.status === "voided" ? "Wrong form" : null, expired_at: null,
      })
      .execute();
    for (const page of [1, 2]) {
      const imageId = await storeFile(id, `page-${page}`, `page-${page}.png`, "image/png", text(`\x89PNG page ${page} of ${input.title}`), at);
      await db().insertInto("signing_pages").values({ document_id: id, page, width_pt: 612, height_pt: 792, image_file_id: imageId, image_width_px: 1224, image_height_px: 1584 }).execute();
    }
    const signerIds: string[] = [];
    for (const [index, signer] of input.signers.entries()) {
      const signerId = randomUUID();
      signerIds.push(signerId);
      const done = signer.status === "signed";
      await db()
        .insertInto("signing_signers")
        .values({
          id: signerId, document_id: id, name: signer.name, email: signer.email, locale: index ? "en" : "es", role: index ? "agent" : "co_insured", user_id: null, signing_order: index + 1, status: signer.status,
          token_hash: signer.status === "signed" || signer.status === "sent" ? sha256(text(randomUUID())) : null, code_hash: done ? sha256(text("123456")) : null, code_expires_at: null,
          code_attempts: 0, code_window_start: null, codes_in_window: 0, verified_at: done ? at : null, sent_at: signer.status === "waiting" ? null : at, reminded_at: null, viewed_at: done ? at : null,
          consented_at: done ? at : null, consent_version: done ? "2026-11" : null, signed_at: done ? at : null, declined_at: null, decline_reason: null,
          sign_address: done ? (signer.signAddress ?? "198.51.100.20") : null, sign_browser: done ? "Firefox 140" : null, created_at: at,
        })
        .execute();
      const drawnFileId = done ? await storeFile(id, "drawn-signature", `signature-${index + 1}.png`, "image/png", text(`\x89PNG drawing by ${signer.name}`), at) : null;
      await db()
        .insertInto("signing_fields")
        .values({
          id: randomUUID(), document_id: id, signer_id: signerId, kind: "signature", box_json: JSON.stringify({ page: 2, x: 0.1, y: 0.8 + index * 0.05, width: 0.3, height: 0.04 }), required: 1, label: null,
          value_json: done ? JSON.stringify({ kind: "signature", typed: signer.name, drawnFileId }) : null, filled_at: done ? at : null, position: index,
        })
        .execute();
      if (signer.status !== "waiting") {
        await db()
          .insertInto("email_outbox")
          .values({ id: randomUUID(), kind: "signing.invitation", to_address: signer.email, reply_to: null, subject: `Please sign: ${input.title}`, text_body: `Dear ${signer.name}`, html_body: `<p>Dear ${signer.name}</p>`, status: "sent", attempts: 1, last_error: null, next_attempt_at: at, locked_until: null, created_at: at, sent_at: at, record_type: "signing", record_id: id, content_removed_at: null })
          .execute();
      }
      if (done) {
        await db().insertInto("audit_log").values({ id: randomUUID(), created_at: at, actor_id: null, actor_email: `signer: ${signer.email}`, action: "signing.sign", target_type: "signing", target_id: id, target_label: reference, detail: `Signer ${index + 1} signed from ${signer.signAddress ?? "198.51.100.20"}` }).execute();
      }
    }
    if (completed) await db().insertInto("signing_issued_files").values({ sha256: sha256(signed), document_id: id, reference, issued_at: at }).execute();
    return { id, reference, signerIds, original, signed, signedSha256: sha256(signed) };
  }

  const filesOf = (documentId: string) => db().selectFrom("uploaded_files").select(["id", "purpose"]).where("owner_type", "=", "signing_document").where("owner_id", "=", documentId).orderBy("purpose").execute();

  it("puts the documents a person was asked to sign in their archive: the document, their own signer row and values, the original and the signed PDF", async () => {
    const customerId = randomUUID();
    await db().insertInto("customers").values({ id: customerId, kind: "person", name: "Avery Park", email: "avery@example.com", created_at: monthsAgo(3), updated_at: monthsAgo(3) }).execute();
    const document = await seedDocument({
      title: "Auto application",
      status: "completed",
      changedAt: monthsAgo(1),
      customerId,
      signers: [{ name: "Rosa Co", email: "rosa.archive@example.com", status: "signed", signAddress: "203.0.113.9" }, { name: "Sam Ortiz", email: "sam@agency.test", status: "signed" }],
    });

    const archive = await exportPersonData(db(), fileKeys, staff, { emails: ["rosa.archive@example.com"], phones: [] }, defaultAgency.name, NOW);
    expect(archive).not.toBeNull();
    const entries = unzipSync(new Uint8Array(await new Response(archive!.stream).arrayBuffer()));
    const json = JSON.parse(strFromU8(entries["person.json"]!)) as { sections: Record<string, { rows: Record<string, unknown>[] }>; files: { path: string; file_name: string; belongs_to: string }[] };
    expect(json.sections.signing_documents!.rows).toEqual([
      expect.objectContaining({ id: document.id, reference: document.reference, title: "Auto application", status: "completed", completed_at: monthsAgo(1), final_sha256: document.signedSha256 }),
    ]);
    // Their own row only, without the link's or the code's digest.
    const signers = json.sections.signing_signers!.rows;
    expect(signers).toEqual([expect.objectContaining({ id: document.signerIds[0], name: "Rosa Co", email: "rosa.archive@example.com", status: "signed", sign_address: "203.0.113.9" })]);
    expect(signers[0]).not.toHaveProperty("token_hash");
    expect(signers[0]).not.toHaveProperty("code_hash");
    expect(json.sections.signing_fields!.rows).toEqual([expect.objectContaining({ signer_id: document.signerIds[0], kind: "signature" })]);
    expect(String(json.sections.signing_fields!.rows[0]!.value_json)).toContain("Rosa Co");
    expect(JSON.stringify(json.sections)).not.toContain("sam@agency.test");
    // The files: the original and the signed copy as issued, and their own drawing; no page image, nobody else's drawing.
    const byName = Object.fromEntries(json.files.map((f) => [f.file_name, f]));
    expect(Object.keys(byName).sort()).toEqual(["Auto application (signed).pdf", "Auto application.pdf", "signature-1.png"]);
    expect(entries[byName["Auto application (signed).pdf"]!.path]).toEqual(document.signed);
    expect(entries[byName["Auto application.pdf"]!.path]).toEqual(document.original);
    expect(byName["Auto application.pdf"]!.belongs_to).toBe("signing_document");
  });

  it("erases a person's signer data from others' documents, voids the open ones, deletes their own, and issued files still verify", async () => {
    const ERIN = "erin.signer@example.com";
    const otherCustomer = randomUUID();
    await db().insertInto("customers").values({ id: otherCustomer, kind: "person", name: "Blake Moss", email: "blake@example.com", created_at: monthsAgo(6), updated_at: monthsAgo(6) }).execute();
    const erinCustomer = randomUUID();
    await db().insertInto("customers").values({ id: erinCustomer, kind: "person", name: "Erin Vale", email: ERIN, created_at: monthsAgo(6), updated_at: monthsAgo(6) }).execute();
    // Blake's completed document, co-signed by Erin: Blake's record, kept.
    const blakes = await seedDocument({
      title: "Blake home application",
      status: "completed",
      changedAt: monthsAgo(2),
      customerId: otherCustomer,
      signers: [{ name: "Erin Vale", email: ERIN, status: "signed", signAddress: "203.0.113.77" }, { name: "Blake Moss", email: "blake@example.com", status: "signed" }],
    });
    // Blake's document out for signature, waiting for Erin: voided.
    const open = await seedDocument({ title: "Blake auto change", status: "sent", changedAt: monthsAgo(0), customerId: otherCustomer, signers: [{ name: "Erin Vale", email: ERIN, status: "sent" }, { name: "Blake Moss", email: "blake@example.com", status: "waiting" }] });
    // Erin's own completed document: goes with her customer record.
    const erins = await seedDocument({ title: "Erin auto application", status: "completed", changedAt: monthsAgo(2), customerId: erinCustomer, signers: [{ name: "Erin Vale", email: ERIN, status: "signed", signAddress: "203.0.113.77" }] });

    const result = await erasePersonData(db(), staff, { emails: [ERIN], phones: [] }, NOW);
    expect(result.ok).toBe(true);

    // Blake's completed document is whole but for Erin: the signed copy stays, her row keeps order, role, status and times.
    expect(await db().selectFrom("signing_documents").select(["status", "final_sha256"]).where("id", "=", blakes.id).executeTakeFirst()).toEqual({ status: "completed", final_sha256: blakes.signedSha256 });
    expect((await filesOf(blakes.id)).map((f) => f.purpose)).toEqual(["drawn-signature", "original", "page-1", "page-2", "signed"]);
    const erinRow = await db().selectFrom("signing_signers").selectAll().where("id", "=", blakes.signerIds[0]!).executeTakeFirstOrThrow();
    expect(erinRow).toMatchObject({ name: "(erased)", email: "(erased)", status: "signed", signing_order: 1, role: "co_insured", signed_at: monthsAgo(2), sign_address: null, sign_browser: null, token_hash: null, code_hash: null });
    expect(await db().selectFrom("signing_fields").select(["value_json", "filled_at"]).where("signer_id", "=", blakes.signerIds[0]!).execute()).toEqual([{ value_json: null, filled_at: null }]);
    expect(await db().selectFrom("signing_signers").select("name").where("id", "=", blakes.signerIds[1]!).executeTakeFirst()).toEqual({ name: "Blake Moss" });
    // The open one is voided, every link closed.
    expect(await db().selectFrom("signing_documents").select(["status", "void_reason"]).where("id", "=", open.id).executeTakeFirst()).toEqual({ status: "voided", void_reason: "A signer's personal data was erased" });
    expect(await db().selectFrom("signing_signers").select("token_hash").where("document_id", "=", open.id).where("token_hash", "is not", null).execute()).toEqual([]);
    // Her own document is gone with its files, pages and signers.
    expect(await db().selectFrom("signing_documents").select("id").where("id", "=", erins.id).execute()).toEqual([]);
    expect(await filesOf(erins.id)).toEqual([]);
    expect(await db().selectFrom("signing_pages").select("page").where("document_id", "=", erins.id).execute()).toEqual([]);
    expect(await db().selectFrom("signing_signers").select("id").where("document_id", "=", erins.id).execute()).toEqual([]);
    // Nothing of her is left in the signing tables, the emails or the audit log.
    for (const table of ["signing_documents", "signing_signers", "signing_fields", "signing_issued_files", "email_outbox", "audit_log"] as const) {
      const rows = JSON.stringify(await db().selectFrom(table).selectAll().execute()).toLowerCase();
      expect(rows, table).not.toContain(ERIN);
      expect(rows, table).not.toContain("203.0.113.77");
    }
    // Both issued files still verify: the ledger holds only a hash, the reference and the time.
    expect(await verifyIssuedFile(db(), blakes.signedSha256)).toEqual({ ok: true, issued: true, issuedAt: monthsAgo(2), reference: blakes.reference });
    expect(await verifyIssuedFile(db(), erins.signedSha256)).toEqual({ ok: true, issued: true, issuedAt: monthsAgo(2), reference: erins.reference });
  });

  it("purges documents never signed past their period with their page images, files and emails' content, and keeps completed ones", async () => {
    const customerId = randomUUID();
    await db().insertInto("customers").values({ id: customerId, kind: "person", name: "Casey Lind", email: "casey@example.com", created_at: monthsAgo(40), updated_at: monthsAgo(40) }).execute();
    const signers = (status: SeedSigner["status"]): SeedSigner[] => [{ name: "Casey Lind", email: "casey@example.com", status }];
    const oldVoided = await seedDocument({ title: "Old voided", status: "voided", changedAt: monthsAgo(30), customerId, signers: signers("sent") });
    const oldDraft = await seedDocument({ title: "Old draft", status: "draft", changedAt: monthsAgo(26), customerId, signers: signers("waiting") });
    const oldCompleted = await seedDocument({ title: "Old completed", status: "completed", changedAt: monthsAgo(30), customerId, signers: signers("signed") });
    const recentVoided = await seedDocument({ title: "Recent voided", status: "voided", changedAt: monthsAgo(3), customerId, signers: signers("sent") });
    const actor = systemActor("npm run purge");

    const dry = await purgeUnsignedDocuments(db(), 24, { now: NOW, dryRun: true, actor });
    expect(dry).toMatchObject({ documents: 2, files: 6 });
    expect((await filesOf(oldVoided.id)).length).toBe(3);

    const report = await purgeUnsignedDocuments(db(), 24, { now: NOW, actor });
    expect(report).toEqual(dry);
    for (const gone of [oldVoided, oldDraft]) {
      expect(await db().selectFrom("signing_documents").select("id").where("id", "=", gone.id).execute()).toEqual([]);
      expect(await db().selectFrom("signing_pages").select("page").where("document_id", "=", gone.id).execute()).toEqual([]);
      expect(await db().selectFrom("signing_signers").select("id").where("document_id", "=", gone.id).execute()).toEqual([]);
      expect(await db().selectFrom("signing_fields").select("id").where("document_id", "=", gone.id).execute()).toEqual([]);
      expect(await filesOf(gone.id)).toEqual([]);
    }
    expect((await filesOf(oldCompleted.id)).map((f) => f.purpose)).toEqual(["drawn-signature", "original", "page-1", "page-2", "signed"]);
    expect(await db().selectFrom("signing_documents").select("status").where("id", "in", [oldCompleted.id, recentVoided.id]).orderBy("status").execute()).toEqual([{ status: "completed" }, { status: "voided" }]);
    expect(await verifyIssuedFile(db(), oldCompleted.signedSha256)).toMatchObject({ issued: true, reference: oldCompleted.reference });
    expect(await db().selectFrom("audit_log").select("detail").where("action", "=", "signing.purge").execute()).toEqual([
      { detail: `2 documents never signed, last changed before ${report.cutoff}, with 6 files` },
    ]);

    // The purged document's emails lose their content at the same run; the kept ones' stay.
    const emails = await purgeEmailContent(db(), policy, { now: NOW, actor });
    expect(emails.removed.signing).toBe(1);
    expect(await db().selectFrom("email_outbox").select(["subject", "to_address"]).where("record_id", "=", oldVoided.id).execute()).toEqual([{ subject: "", to_address: "" }]);
    expect(await db().selectFrom("email_outbox").select("subject").where("record_id", "in", [oldCompleted.id, recentVoided.id]).orderBy("subject").execute()).toEqual([
      { subject: "Please sign: Old completed" },
      { subject: "Please sign: Recent voided" },
    ]);
    // Nothing is left to purge.
    expect(await purgeUnsignedDocuments(db(), 24, { now: NOW, dryRun: true, actor })).toMatchObject({ documents: 0, files: 0 });
  });
});
