/**
 * The signer's page as its routes need it (docs/product.md#signing-a-document): what the link
 * shows and which step comes next, and the proof that this browser typed the email code.
 *
 * The code proves the email address (signer-access.ts); the proof is bound to the browser by a
 * short-lived cookie whose value is an HMAC, under the server's secret, of the signer's id and
 * the moment they verified (`verified_at`). A new code, a completed document (which clears
 * `verified_at`) or another browser's verification makes an older cookie worthless, and the
 * proof is refused after PROOF_MINUTES however long the cookie lives.
 */
import { timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { FormIntake } from "../forms/lead-form.ts";
import { MEGABYTE } from "../uploads/check-upload.ts";
import type { Locale } from "../../lib/i18n/locale.ts";
import { verifyFormSchema } from "../../lib/schemas/signer-forms.ts";
import { forFont } from "./pdf-text.ts";
import { listCustomerSigningDocuments, verifyIssuedFile, type CustomerSigningItem } from "./signing-lists.ts";
import { toBoolean } from "../accounts/auth-values.ts";
import { purposeHmac } from "../security/signed-link.ts";
import { linkAccountToCustomer } from "../customers/customer-access.ts";
import { auditSigning, fail, type Db, type Failure, type SigningDeps } from "./signing-context.ts";
import { disclosureFor, findLink, openSigningLink, signedCopyForSigner, signerPageImage, verifyEmailCode, type CodeVerifyError, type SigningView } from "./signer-access.ts";
import { hashToken, newLinkToken, normalizeSha256, sha256Hex, type SigningLocale } from "./signing-rules.ts";

/** How long a typed code lets this browser sign before it must type a new one. */
export const PROOF_MINUTES = 60;

const PROOF_PURPOSE = "signing-proof";

/** The cookie value proving that this browser typed the signer's code at `verifiedAt`. */
export function signerProofValue(secret: string, signerId: string, verifiedAt: string): string {
  return purposeHmac(secret, PROOF_PURPOSE, `${signerId}\n${verifiedAt}`).toString("base64url");
}

/** Whether a cookie value proves the signer's current verification, and that verification is recent enough. */
export function proofHolds(secret: string, signer: { id: string; verified_at: string | null }, value: string | null | undefined, now: Date): boolean {
  if (!value || !signer.verified_at || value.length > 100) return false;
  if (now.getTime() - new Date(signer.verified_at).getTime() >= PROOF_MINUTES * 60_000) return false;
  const expected = Buffer.from(signerProofValue(secret, signer.id, signer.verified_at));
  const given = Buffer.from(value);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** "r***@example.com": enough for the signer to recognise their address, not enough to read it off a shoulder. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "***";
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

export type SignerStep = "code" | "consent" | "document" | "closed";

export interface SignerPage {
  view: SigningView;
  locale: SigningLocale;
  step: SignerStep;
  maskedEmail: string;
  /** The code sent last and still usable: when it stops working. */
  codeExpiresAt: string | null;
}

/**
 * What the link shows now, given the browser's proof: the code step until the proof holds, then
 * the consent, then the document. A closed link explains itself; a completed document's signer
 * confirms the code again to download the copy. Null: no such link.
 */
export async function loadSignerPage(deps: SigningDeps, token: string, proof: { secret: string; value: string | null }, now = new Date()): Promise<SignerPage | null> {
  const link = await findLink(deps.db, token, now);
  if (!link) return null;
  const view = await openSigningLink(deps, token, now);
  if (!view) return null;
  const { signer } = link;
  const proven = proofHolds(proof.secret, signer, proof.value, now);
  const codeLive = signer.code_hash && signer.code_expires_at && new Date(signer.code_expires_at).getTime() > now.getTime();
  const downloadable = view.state === "completed" && signer.status === "signed";
  let step: SignerStep = "closed";
  if (view.state === "open") step = !proven ? "code" : view.signer.consented ? "document" : "consent";
  else if (downloadable && !proven) step = "code";
  return { view, locale: view.signer.locale, step, maskedEmail: maskEmail(signer.email), codeExpiresAt: codeLive ? signer.code_expires_at : null };
}

/** The link's signer, when this browser's proof holds for them (every step after the code asks). */
export async function provenSigner(db: Db, token: string, proof: { secret: string; value: string | null }, now = new Date()): Promise<{ id: string; locale: SigningLocale } | null> {
  const link = await findLink(db, token, now);
  if (!link || !proofHolds(proof.secret, link.signer, proof.value, now)) return null;
  return { id: link.signer.id, locale: link.signer.locale as SigningLocale };
}

/** A page's image, for the browser whose proof holds (signer-access.ts `signerPageImage` checks the link). */
export async function signerPageImageWithProof(deps: SigningDeps, token: string, page: number, proof: { secret: string; value: string | null }, now = new Date()) {
  if (!(await provenSigner(deps.db, token, proof, now))) return fail("not-verified");
  return signerPageImage(deps, token, page, now);
}

/** The signed copy, for the browser whose proof of a code typed since completion holds. */
export async function signedCopyWithProof(deps: SigningDeps, token: string, proof: { secret: string; value: string | null }, now = new Date()) {
  if (!(await provenSigner(deps.db, token, proof, now))) return fail("not-verified");
  return signedCopyForSigner(deps, token, now);
}

/** Checks the typed code; on success, the value of the cookie that binds the proof to this browser. */
export async function confirmEmailCode(
  deps: SigningDeps,
  token: string,
  typed: string,
  secret: string,
  now = new Date(),
): Promise<{ ok: true; proof: string } | (Failure<CodeVerifyError> & { attemptsLeft?: number })> {
  const checked = await verifyEmailCode(deps, token, typed, now);
  if (!checked.ok) return checked;
  const link = await findLink(deps.db, token, now);
  if (!link?.signer.verified_at) return fail("link-invalid");
  return { ok: true, proof: signerProofValue(secret, link.signer.id, link.signer.verified_at) };
}

/**
 * The ESIGN disclosure the signer is reading, as a one-page PDF: opening it is the
 * demonstration, before consent, that they can open the PDFs the disclosure speaks of.
 */
export async function disclosurePdf(deps: SigningDeps, token: string, now = new Date()): Promise<{ ok: true; bytes: Uint8Array; fileName: string } | Failure<"link-invalid">> {
  const link = await findLink(deps.db, token, now);
  if (!link || (link.state !== "open" && link.state !== "completed")) return fail("link-invalid");
  const disclosure = disclosureFor(deps, link.signer.locale as SigningLocale);
  // Loaded on first use, as the PDF layer does: the server starts without it.
  const { PDFDocument, StandardFonts } = await import("pdf-lib");
  const pdf = await PDFDocument.create();
  // A fixed date keeps the bytes the same for the same text.
  pdf.setCreationDate(new Date(0));
  pdf.setModificationDate(new Date(0));
  pdf.setTitle(disclosure.title);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page = pdf.addPage([612, 792]);
  let y = 740;
  const write = (text: string, size: number, face = font) => {
    for (const line of wrap(forFont(text, face).text, (w) => face.widthOfTextAtSize(w, size), 504)) {
      if (y < 60) {
        page = pdf.addPage([612, 792]);
        y = 740;
      }
      page.drawText(line, { x: 54, y, size, font: face });
      y -= size * 1.4;
    }
    y -= size * 0.8;
  };
  write(disclosure.title, 16, bold);
  write(`${link.document.title} (${link.document.reference})`, 11, bold);
  for (const paragraph of disclosure.paragraphs) write(paragraph, 11);
  write(disclosure.agreement, 11, bold);
  write(`${disclosure.locale === "es" ? "Versión" : "Version"} ${disclosure.version}`, 9);
  return { ok: true, bytes: await pdf.save({ useObjectStreams: false }), fileName: `${link.document.reference}-esign-${disclosure.locale}.pdf` };
}

function wrap(text: string, width: (s: string) => number, max: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && width(next) > max) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * A signed-in customer opens one of their documents from the dashboard: a fresh personal link
 * for their own signer row (the account's verified email, or the customer signer of their linked
 * record: the list's rule, listCustomerSigningDocuments). Links are kept as digests only, so the
 * emailed one cannot be handed back: this one replaces it, as a reminder's does. The email code
 * is still asked on the page. Anyone else's document, or one not open to them now: not-found.
 */
export async function openCustomerSigning(
  db: Kysely<Database>,
  customer: { email: string; emailVerified: boolean; customerId: string | null },
  documentId: string,
  now = new Date(),
): Promise<{ ok: true; token: string } | Failure<"not-found" | "not-open">> {
  if (!isUuid(documentId)) return fail("not-found");
  const email = customer.emailVerified ? customer.email.trim().toLowerCase() : null;
  if (!email && !customer.customerId) return fail("not-found");
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom("signing_signers as s")
      .innerJoin("signing_documents as d", "d.id", "s.document_id")
      .select(["s.id", "s.status", "s.signing_order", "d.status as document_status", "d.reference", "d.expires_at"])
      .where("d.id", "=", documentId)
      .where("d.status", "!=", "draft")
      .where((eb) => {
        const own = [];
        if (email) own.push(eb("s.email", "=", email));
        if (customer.customerId) own.push(eb.and([eb("d.customer_id", "=", customer.customerId), eb("s.role", "=", "customer")]));
        return eb.or(own);
      })
      .orderBy("s.signing_order")
      .orderBy("s.id")
      .execute();
    const signer = rows[0];
    if (!signer) return fail("not-found");
    const open = signer.document_status === "sent" && signer.status === "sent" && !(signer.expires_at && now.getTime() >= new Date(signer.expires_at).getTime());
    if (!open) return fail("not-open");
    const token = newLinkToken();
    await trx.updateTable("signing_signers").set({ token_hash: hashToken(token) }).where("id", "=", signer.id).where("status", "=", "sent").execute();
    await auditSigning(trx, { id: null, email: `signer: ${email ?? "customer"}` }, { id: documentId, reference: signer.reference }, "signing.invite", `Signer ${signer.signing_order} opened it from their dashboard (a new link replaces the emailed one)`, now);
    return { ok: true as const, token };
  });
}

const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** The verification page's upload: one PDF of at most the signing limit, read to compute its SHA-256 and then dropped. */
export const VERIFY_MAX_FILE_BYTES = 20 * MEGABYTE;

export function verifyFileIntake(locale: Locale): FormIntake<ReturnType<typeof verifyFormSchema>> {
  return {
    name: "verify",
    schema: verifyFormSchema(locale),
    labels: { sha256: "SHA-256" },
    uploads: { field: "file", rule: { kinds: ["pdf"], maxBytes: VERIFY_MAX_FILE_BYTES, what: { en: "The PDF", es: "El PDF" } }, maxFiles: 1 },
    maxBytes: VERIFY_MAX_FILE_BYTES + 64 * 1024,
  };
}

export type IssuedFileCheck = { ok: true; sha256: string; issued: { at: string; reference: string } | null } | Failure<"nothing-to-check">;

/** Whether the agency issued this file (its bytes, hashed here) or this SHA-256: the ledger's answer, nothing personal. */
export async function checkIssuedFile(db: Db, input: { bytes?: Uint8Array; sha256?: string }): Promise<IssuedFileCheck> {
  const sha256 = input.bytes ? sha256Hex(input.bytes) : normalizeSha256(input.sha256 ?? "");
  if (!sha256) return fail("nothing-to-check");
  const answer = await verifyIssuedFile(db, sha256);
  if (!answer.ok) return fail("nothing-to-check");
  return { ok: true, sha256, issued: answer.issued ? { at: answer.issuedAt, reference: answer.reference } : null };
}

/**
 * A customer account's documents to sign, for its dashboard: by the account's email once it is
 * verified, and as the customer signer of its linked customer record (the list's rule).
 */
export async function listMySigningDocuments(db: Kysely<Database>, userId: string): Promise<CustomerSigningItem[]> {
  const account = await db.selectFrom("user").select(["email", "email_verified", "disabled"]).where("id", "=", userId).executeTakeFirst();
  if (!account || toBoolean(account.disabled)) return [];
  const { verified, customer } = await linkAccountToCustomer(db, userId);
  if (!verified && !customer) return [];
  // An unverified address is nobody's proof: only the linked record's rows then.
  return listCustomerSigningDocuments(db, { email: verified ? account.email : "\u0000", customerId: customer?.id ?? null });
}
