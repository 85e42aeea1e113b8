/**
 * A signer signs (their own fields only, required ones present, dates stamped by the product, a
 * typed signature always and a drawn one optionally) or declines with a reason. After the last
 * signer, in the same transaction, the document is completed: the signed PDF is written with
 * its certificate, stored, filed with the customer's documents (with the policy when there is
 * one), its SHA-256 entered in the ledger of issued files, and every party emailed a link.
 */
import type { Transaction } from "kysely";
import { recordAudit } from "../audit/record-audit.ts";
import type { Database } from "../db/schema.ts";
import { storeCustomerDocument } from "../documents/store-document.ts";
import { inMemoryFile } from "../uploads/check-upload.ts";
import { auditSigning, fail, listSigners, readSigningFile, signerActor, storeSigningFile, type DocumentRow, type Failure, type SignerRow, type SigningDeps } from "./signing-context.ts";
import { completedSignerEmail, queueSigningEmails, staffSigningEmail, verificationPath } from "./signing-emails.ts";
import { findLink, type LinkError } from "./signer-access.ts";
import { inviteTurn, senderOf } from "./send-document.ts";
import { acceptFieldValue, hashToken, MAX_REASON_LENGTH, newLinkToken, signingDateText, type SigningLocale, type SubmittedValue, type ValueProblem } from "./signing-rules.ts";
import type { CertificateSigner, FieldBox, FieldValue, FilledField, SigningFieldKind } from "./signing-types.ts";

/** How a value is stored: a drawn signature by its file's id, never its bytes in the row. */
type StoredValue = Exclude<FieldValue, { kind: "signature" | "initials" }> | { kind: "signature" | "initials"; typed: string; drawnFileId?: string };

export interface SignatureSubmission {
  /** By field id: only the signer's own fields. */
  values: Record<string, SubmittedValue>;
  /** The client address and the browser's user agent, as the request gave them. */
  address: string;
  browser: string;
}

export type SubmitError = LinkError | "not-verified" | "not-consented" | "not-your-field" | "invalid-values";

export async function submitSignature(
  deps: SigningDeps,
  token: string,
  submission: SignatureSubmission,
  now = new Date(),
): Promise<{ ok: true; completed: boolean } | (Failure<SubmitError> & { problems?: Record<string, ValueProblem> })> {
  return deps.db.transaction().execute(async (trx) => {
    const link = await findLink(trx, token, now);
    if (!link) return fail("link-invalid");
    if (link.state !== "open") return fail(link.state);
    const { document, signer } = link;
    if (!signer.verified_at) return fail("not-verified");
    if (!signer.consented_at) return fail("not-consented");
    // Holds the document's row for this transaction: two signers of one order signing at once
    // are taken one after the other, so the second sees the first and completes (or invites).
    const held = await trx.updateTable("signing_documents").set({ changed_at: now.toISOString() }).where("id", "=", document.id).where("status", "=", "sent").executeTakeFirst();
    if (!Number(held.numUpdatedRows)) return fail("expired");
    const fields = await trx.selectFrom("signing_fields").selectAll().where("document_id", "=", document.id).orderBy("position").execute();
    const own = fields.filter((f) => f.signer_id === signer.id);
    // A value for anyone else's field (or a field that does not exist) refuses the whole post.
    if (Object.keys(submission.values).some((id) => !own.some((f) => f.id === id))) return fail("not-your-field");
    const dateText = signingDateText(now, signer.locale);
    const problems: Record<string, ValueProblem> = {};
    const accepted: { id: string; value: FieldValue | null }[] = [];
    for (const field of own) {
      const result = acceptFieldValue(field.kind as SigningFieldKind, Boolean(Number(field.required)), submission.values[field.id], dateText);
      if (result.ok) accepted.push({ id: field.id, value: result.value });
      else problems[field.id] = result.problem;
    }
    if (Object.keys(problems).length) return { ...fail("invalid-values"), problems };

    const at = now.toISOString();
    const signed = await trx
      .updateTable("signing_signers")
      .set({ status: "signed", signed_at: at, sign_address: submission.address.slice(0, 100), sign_browser: submission.browser.slice(0, 500) })
      .where("id", "=", signer.id)
      .where("status", "=", "sent")
      .executeTakeFirst();
    if (!Number(signed.numUpdatedRows)) return fail("signed");
    for (const { id, value } of accepted) {
      if (!value) continue;
      let stored: StoredValue = value;
      if ((value.kind === "signature" || value.kind === "initials") && value.drawnPng) {
        const drawnFileId = await storeSigningFile(
          trx,
          deps.fileKeys,
          { documentId: document.id, purpose: "drawn-signature", fileName: `${value.kind}-${signer.signing_order}.png`, contentType: "image/png", bytes: value.drawnPng },
          now,
        );
        stored = { kind: value.kind, typed: value.typed, drawnFileId };
      }
      await trx.updateTable("signing_fields").set({ value_json: JSON.stringify(stored), filled_at: at }).where("id", "=", id).execute();
    }
    await auditSigning(trx, signerActor(signer), document, "signing.sign", `Signer ${signer.signing_order} (${signer.role}) signed from ${submission.address}`, now);

    const signers = await listSigners(trx, document.id);
    if (signers.every((s) => s.status === "signed")) {
      await completeDocument(trx, deps, document, signers, now);
      return { ok: true as const, completed: true };
    }
    // The next signing order's turn comes once everyone of this order has signed.
    if (!signers.some((s) => s.signing_order === signer.signing_order && s.status !== "signed")) {
      await inviteTurn(trx, deps, document, signers, await senderOf(trx, document), now);
    }
    return { ok: true as const, completed: false };
  });
}

export type DeclineError = LinkError | "not-verified" | "reason-required" | "reason-too-long";

/** The signer declines with a reason: the document is declined and the staff member who sent it told. */
export async function declineToSign(deps: SigningDeps, token: string, reason: string, now = new Date()): Promise<{ ok: true } | Failure<DeclineError>> {
  const text = reason.trim();
  if (!text) return fail("reason-required");
  if (text.length > MAX_REASON_LENGTH) return fail("reason-too-long");
  return deps.db.transaction().execute(async (trx) => {
    const link = await findLink(trx, token, now);
    if (!link) return fail("link-invalid");
    if (link.state !== "open") return fail(link.state);
    const { document, signer } = link;
    if (!signer.verified_at) return fail("not-verified");
    const at = now.toISOString();
    const moved = await trx
      .updateTable("signing_documents")
      .set({ status: "declined", declined_at: at, decline_reason: text, changed_at: at })
      .where("id", "=", document.id)
      .where("status", "=", "sent")
      .executeTakeFirst();
    if (!Number(moved.numUpdatedRows)) return fail("expired");
    await trx.updateTable("signing_signers").set({ status: "declined", declined_at: at, decline_reason: text }).where("id", "=", signer.id).execute();
    await auditSigning(trx, signerActor(signer), document, "signing.decline", `Signer ${signer.signing_order} (${signer.role}) declined`, now);
    await queueSigningEmails(trx, [staffSigningEmail("signing.declined", document, await staffAddress(trx, deps, document), { at, signerName: signer.name, reason: text }, deps)]);
    return { ok: true as const };
  });
}

/** Who on the staff side hears about a document: the one who sent it, else the info mailbox. */
export async function staffAddress(trx: Transaction<Database>, deps: SigningDeps, document: Pick<DocumentRow, "sent_by" | "created_by">): Promise<string> {
  const id = document.sent_by ?? document.created_by;
  const user = id ? await trx.selectFrom("user").select(["email", "disabled"]).where("id", "=", id).executeTakeFirst() : undefined;
  return user && !user.disabled ? user.email : deps.agency.emails.info;
}

function certificateSigner(signer: SignerRow): CertificateSigner {
  return {
    name: signer.name,
    email: signer.email,
    role: signer.role,
    address: signer.sign_address ?? "",
    browser: signer.sign_browser ?? "",
    sentAt: signer.sent_at ?? "",
    viewedAt: signer.viewed_at,
    consentedAt: signer.consented_at,
    consentVersion: signer.consent_version,
    signedAt: signer.signed_at,
    verification: "email code",
  };
}

async function completeDocument(trx: Transaction<Database>, deps: SigningDeps, document: DocumentRow, signers: SignerRow[], now: Date): Promise<void> {
  const at = now.toISOString();
  const original = await readSigningFile(trx, deps.fileKeys, document.id, document.original_file_id);
  if (!original) throw new Error(`signing document ${document.id}: original file missing`);
  const rows = await trx.selectFrom("signing_fields").selectAll().where("document_id", "=", document.id).where("value_json", "is not", null).orderBy("position").execute();
  const filled: FilledField[] = [];
  for (const row of rows) {
    const stored = JSON.parse(row.value_json!) as StoredValue;
    let value: FieldValue;
    if ((stored.kind === "signature" || stored.kind === "initials") && "drawnFileId" in stored && stored.drawnFileId) {
      const drawn = await readSigningFile(trx, deps.fileKeys, document.id, stored.drawnFileId);
      value = { kind: stored.kind, typed: stored.typed, ...(drawn ? { drawnPng: drawn.bytes } : {}) };
    } else {
      value = stored as FieldValue;
    }
    filled.push({ box: JSON.parse(row.box_json) as FieldBox, value });
  }
  const written = await deps.pdf.writeSignedPdf(original.bytes, filled, {
    documentTitle: document.title,
    reference: document.reference,
    agencyName: deps.agency.name,
    verificationUrl: `${deps.publicUrl.replace(/\/$/, "")}${verificationPath()}`,
    originalSha256: document.original_sha256,
    completedAt: at,
    signers: signers.map(certificateSigner),
  });
  const fileName = `${document.reference}-signed.pdf`;
  const finalFileId = await storeSigningFile(trx, deps.fileKeys, { documentId: document.id, purpose: "signed", fileName, contentType: "application/pdf", bytes: written.bytes, sha256: written.sha256 }, now);
  let customerDocumentId: string | null = null;
  if (document.customer_id) {
    customerDocumentId = await storeCustomerDocument(trx, deps.fileKeys, {
      customerId: document.customer_id,
      policyId: document.policy_id,
      requestId: null,
      docType: "other",
      title: `${document.title} (signed)`,
      uploadedBy: document.created_by,
      file: inMemoryFile(fileName, "application/pdf", written.bytes),
      now: at,
    });
  }
  await trx
    .updateTable("signing_documents")
    .set({ status: "completed", completed_at: at, final_file_id: finalFileId, final_sha256: written.sha256, customer_document_id: customerDocumentId, changed_at: at })
    .where("id", "=", document.id)
    .execute();
  await trx
    .insertInto("signing_issued_files")
    .values({ sha256: written.sha256, document_id: document.id, reference: document.reference, issued_at: at })
    .onConflict((oc) => oc.column("sha256").doNothing())
    .execute();
  const system = { id: null, email: "system: signing" };
  await auditSigning(trx, system, document, "signing.complete", `Signed by ${signers.length}; SHA-256 ${written.sha256}`, now);
  if (document.customer_id) {
    await recordAudit(trx, system, { action: "document.upload", targetType: "customer", targetId: document.customer_id, detail: `Signed document “${document.title}” (${document.reference})` }, now);
  }
  // Each signer gets a fresh link to the signed copy (only digests are stored, so the old ones
  // cannot be re-sent); it asks for a new email code before handing the file out.
  for (const signer of signers) {
    const token = newLinkToken();
    await trx.updateTable("signing_signers").set({ token_hash: hashToken(token), verified_at: null, code_hash: null, code_expires_at: null }).where("id", "=", signer.id).execute();
    await queueSigningEmails(trx, [completedSignerEmail(document, { name: signer.name, email: signer.email, locale: signer.locale as SigningLocale }, token, deps)]);
  }
  await queueSigningEmails(trx, [staffSigningEmail("signing.staff_completed", document, await staffAddress(trx, deps, document), { at }, deps)]);
}
