/**
 * What a signer does through their personal link before signing: open it, get and type the
 * one-time email code, consent to electronic records. A link is found by its token's digest
 * only. A completed, voided, expired or declined document's link is explained and changes
 * nothing; a link replaced by a newer email (a reminder) no longer works.
 *
 * The code proves the email address; binding that proof to the browser (a short-lived signed
 * cookie) is the pages' part: these functions record that the signer verified (`verified_at`).
 */
import { sql } from "kysely";
import { fullAddress } from "../../config/agency.ts";
import { esignDisclosure, isEsignVersion, CURRENT_ESIGN_VERSION, type EsignDisclosure } from "./esign-disclosure.ts";
import { auditSigning, fail, pageSizesOf, readSigningFile, signerActor, type Db, type DocumentRow, type Failure, type SignerRow, type SigningDeps } from "./signing-context.ts";
import { codeEmail, queueSigningEmails } from "./signing-emails.ts";
import {
  checkEmailCode,
  codeExpiry,
  hashEmailCode,
  hashToken,
  isWellFormedToken,
  MAX_CODE_ATTEMPTS,
  newEmailCode,
  nextCodeWindow,
  type SigningLocale,
} from "./signing-rules.ts";
import type { FieldBox, PageSize, SigningFieldKind } from "./signing-types.ts";

/** Why a link cannot be signed with now. */
export type LinkState = "open" | "completed" | "voided" | "expired" | "declined" | "signed" | "not-your-turn";

export interface SignerLink {
  document: DocumentRow;
  signer: SignerRow;
  state: LinkState;
}

/** The document and signer behind a token, and what the link is good for at `now`. */
export async function findLink(db: Db, token: string, now: Date): Promise<SignerLink | null> {
  if (!isWellFormedToken(token)) return null;
  const signer = await db.selectFrom("signing_signers").selectAll().where("token_hash", "=", hashToken(token)).executeTakeFirst();
  if (!signer) return null;
  const document = await db.selectFrom("signing_documents").selectAll().where("id", "=", signer.document_id).executeTakeFirst();
  if (!document) return null;
  return { document, signer, state: linkState(document, signer, now) };
}

function linkState(document: DocumentRow, signer: SignerRow, now: Date): LinkState {
  if (document.status === "completed" || document.status === "voided" || document.status === "declined" || document.status === "expired") return document.status;
  // Past its expiry the link is closed at once, even before the job marks the document.
  if (document.status !== "sent" || (document.expires_at && now.getTime() >= new Date(document.expires_at).getTime())) return "expired";
  if (signer.status === "signed") return "signed";
  if (signer.status !== "sent") return "not-your-turn";
  return "open";
}

export interface SignerField {
  id: string;
  kind: SigningFieldKind;
  box: FieldBox;
  required: boolean;
  label: string | null;
}

export interface SigningView {
  state: LinkState;
  reference: string;
  title: string;
  agencyName: string;
  signer: { name: string; locale: SigningLocale; verified: boolean; consented: boolean; consentVersion: string | null };
  /** While open: the pages and only this signer's own fields (no values of anyone else's). */
  pageSizes: PageSize[];
  fields: SignerField[];
  /** The disclosure to show before consent (while open and not yet consented). */
  disclosure: EsignDisclosure | null;
  /** When the document closed and why, for the closed states. */
  closedAt: string | null;
  reason: string | null;
  expiresAt: string | null;
  /** A completed document's signed copy can be downloaded (after the email code). */
  signedCopy: boolean;
}

export function disclosureFor(deps: Pick<SigningDeps, "agency">, locale: SigningLocale, version = CURRENT_ESIGN_VERSION): EsignDisclosure {
  const { agency } = deps;
  return esignDisclosure(locale, { agencyName: agency.name, phone: agency.phone.display, email: agency.emails.info, address: fullAddress(agency) }, version);
}

/**
 * What the signer may see through their link. Opening an open link records the first view
 * (once, audited); a closed one changes nothing and says why. Null: no such link.
 */
export async function openSigningLink(deps: SigningDeps, token: string, now = new Date()): Promise<SigningView | null> {
  const link = await findLink(deps.db, token, now);
  if (!link) return null;
  const { document, signer, state } = link;
  if (state === "open" && !signer.viewed_at) {
    await deps.db.transaction().execute(async (trx) => {
      const first = await trx.updateTable("signing_signers").set({ viewed_at: now.toISOString() }).where("id", "=", signer.id).where("viewed_at", "is", null).executeTakeFirst();
      if (Number(first.numUpdatedRows)) await auditSigning(trx, signerActor(signer), document, "signing.view", `Signer ${signer.signing_order} opened the link`, now);
    });
  }
  const fields =
    state === "open"
      ? await deps.db.selectFrom("signing_fields").select(["id", "kind", "box_json", "required", "label"]).where("document_id", "=", document.id).where("signer_id", "=", signer.id).orderBy("position").execute()
      : [];
  const closed = closedInfo(document);
  return {
    state,
    reference: document.reference,
    title: document.title,
    agencyName: deps.agency.name,
    signer: { name: signer.name, locale: signer.locale as SigningLocale, verified: Boolean(signer.verified_at), consented: Boolean(signer.consented_at), consentVersion: signer.consent_version },
    pageSizes: state === "open" ? pageSizesOf(document) : [],
    fields: fields.map((f) => ({ id: f.id, kind: f.kind as SigningFieldKind, box: JSON.parse(f.box_json) as FieldBox, required: Boolean(Number(f.required)), label: f.label })),
    disclosure: state === "open" && !signer.consented_at ? disclosureFor(deps, signer.locale as SigningLocale) : null,
    closedAt: closed.at,
    reason: closed.reason,
    expiresAt: document.expires_at,
    signedCopy: document.status === "completed" && Boolean(document.final_file_id),
  };
}

function closedInfo(document: DocumentRow): { at: string | null; reason: string | null } {
  switch (document.status) {
    case "completed":
      return { at: document.completed_at, reason: null };
    case "voided":
      return { at: document.voided_at, reason: document.void_reason };
    case "declined":
      // The reason is the signer's own words to the agency: other signers are not shown it.
      return { at: document.declined_at, reason: null };
    case "expired":
      return { at: document.expired_at ?? document.expires_at, reason: null };
    default:
      return { at: null, reason: null };
  }
}

export type LinkError = "link-invalid" | Exclude<LinkState, "open">;

/** The link's signer when the link is open; a completed document also lets its signers fetch the copy. */
async function openLink(trx: Db, token: string, now: Date, allow: readonly LinkState[] = ["open"]): Promise<SignerLink | Failure<LinkError>> {
  const link = await findLink(trx, token, now);
  if (!link) return fail("link-invalid");
  if (!allow.includes(link.state)) return fail(link.state as Exclude<LinkState, "open">);
  return link;
}

const isFailure = <T extends object>(value: T | Failure<string>): value is Failure<string> => "ok" in value && value.ok === false;

export type CodeSendError = LinkError | "too-many-codes";

/**
 * Emails the signer a new one-time code (the previous one stops working), at most
 * MAX_CODES_PER_HOUR an hour. A completed document's signers may get one to download the copy.
 */
export async function sendEmailCode(deps: SigningDeps, token: string, now = new Date()): Promise<{ ok: true; expiresAt: string } | (Failure<CodeSendError> & { retryAt?: string })> {
  return deps.db.transaction().execute(async (trx) => {
    const link = await openLink(trx, token, now, ["open", "completed"]);
    if (isFailure(link)) return link;
    const { signer, document } = link;
    if (link.state === "completed" && signer.status !== "signed") return fail("completed");
    const window = nextCodeWindow({ code_window_start: signer.code_window_start, codes_in_window: Number(signer.codes_in_window) }, now);
    if (!window.allowed) return { ...fail("too-many-codes"), retryAt: window.retryAt };
    const code = newEmailCode();
    const expiresAt = codeExpiry(now).toISOString();
    // Conditional on the window as read: of two requests at once, the second counts nothing and is refused.
    const counted = await trx
      .updateTable("signing_signers")
      .set({ code_hash: hashEmailCode(signer.id, code), code_expires_at: expiresAt, code_attempts: 0, code_window_start: window.windowStart, codes_in_window: window.count })
      .where("id", "=", signer.id)
      .where("codes_in_window", "=", Number(signer.codes_in_window))
      .where((eb) => (signer.code_window_start === null ? eb("code_window_start", "is", null) : eb("code_window_start", "=", signer.code_window_start)))
      .executeTakeFirst();
    if (!Number(counted.numUpdatedRows)) return fail("too-many-codes");
    await queueSigningEmails(trx, [codeEmail(document, { name: signer.name, email: signer.email, locale: signer.locale as SigningLocale }, code, deps)]);
    await auditSigning(trx, signerActor(signer), document, "signing.code_sent", `Signer ${signer.signing_order}`, now);
    return { ok: true as const, expiresAt };
  });
}

export type CodeVerifyError = LinkError | "no-code" | "code-expired" | "too-many-attempts" | "wrong-code";

/**
 * Checks the typed code (in constant time). A wrong one counts an attempt; after
 * MAX_CODE_ATTEMPTS, or once expired, only a new code helps. A right one is spent at once.
 */
export async function verifyEmailCode(deps: SigningDeps, token: string, typed: string, now = new Date()): Promise<{ ok: true } | (Failure<CodeVerifyError> & { attemptsLeft?: number })> {
  return deps.db.transaction().execute(async (trx) => {
    const link = await openLink(trx, token, now, ["open", "completed"]);
    if (isFailure(link)) return link;
    const { signer, document } = link;
    if (link.state === "completed" && signer.status !== "signed") return fail("completed");
    const check = checkEmailCode({ code_hash: signer.code_hash, code_expires_at: signer.code_expires_at, code_attempts: Number(signer.code_attempts) }, signer.id, typed, now);
    if (check === "no-code") return fail("no-code");
    if (check === "expired") return fail("code-expired");
    if (check === "too-many-attempts") return fail("too-many-attempts");
    // Every check spends an attempt first, atomically: guesses sent in parallel cannot share one.
    const spent = await trx
      .updateTable("signing_signers")
      .set({ code_attempts: sql<number>`code_attempts + 1` })
      .where("id", "=", signer.id)
      .where("code_hash", "=", signer.code_hash)
      .where("code_attempts", "<", MAX_CODE_ATTEMPTS)
      .executeTakeFirst();
    if (!Number(spent.numUpdatedRows)) return fail("too-many-attempts");
    if (check === "wrong") {
      const attempts = Number(signer.code_attempts) + 1;
      await auditSigning(trx, signerActor(signer), document, "signing.code_refused", `Signer ${signer.signing_order}: attempt ${attempts} of ${MAX_CODE_ATTEMPTS}`, now);
      return { ...fail("wrong-code"), attemptsLeft: Math.max(0, MAX_CODE_ATTEMPTS - attempts) };
    }
    await trx
      .updateTable("signing_signers")
      .set({ verified_at: now.toISOString(), code_hash: null, code_expires_at: null, code_attempts: 0 })
      .where("id", "=", signer.id)
      .execute();
    await auditSigning(trx, signerActor(signer), document, "signing.verify", `Signer ${signer.signing_order} confirmed their email with a code`, now);
    return { ok: true as const };
  });
}

export type ConsentError = LinkError | "not-verified" | "unknown-version";

/** Records the signer's consent to electronic records with the disclosure version they read. */
export async function recordConsent(deps: SigningDeps, token: string, version: string, now = new Date()): Promise<{ ok: true } | Failure<ConsentError>> {
  if (!isEsignVersion(version)) return fail("unknown-version");
  return deps.db.transaction().execute(async (trx) => {
    const link = await openLink(trx, token, now);
    if (isFailure(link)) return link;
    const { signer, document } = link;
    if (!signer.verified_at) return fail("not-verified");
    await trx.updateTable("signing_signers").set({ consented_at: now.toISOString(), consent_version: version }).where("id", "=", signer.id).execute();
    await auditSigning(trx, signerActor(signer), document, "signing.consent", `Signer ${signer.signing_order}: disclosure version ${version} (${signer.locale})`, now);
    return { ok: true as const };
  });
}

/** A page's image for the signer (open link, verified). */
export async function signerPageImage(deps: SigningDeps, token: string, page: number, now = new Date()): Promise<{ ok: true; png: Uint8Array } | Failure<LinkError | "not-verified" | "no-page">> {
  const link = await openLink(deps.db, token, now);
  if (isFailure(link)) return link;
  if (!link.signer.verified_at) return fail("not-verified");
  return pageImage(deps, link.document.id, page);
}

export async function pageImage(deps: SigningDeps, documentId: string, page: number): Promise<{ ok: true; png: Uint8Array } | Failure<"no-page">> {
  const row = await deps.db.selectFrom("signing_pages").select("image_file_id").where("document_id", "=", documentId).where("page", "=", page).executeTakeFirst();
  if (!row?.image_file_id) return fail("no-page");
  const file = await readSigningFile(deps.db, deps.fileKeys, documentId, row.image_file_id);
  return file ? { ok: true, png: file.bytes } : fail("no-page");
}

/** The signed PDF for one of its signers, through their link after the email code. */
export async function signedCopyForSigner(
  deps: SigningDeps,
  token: string,
  now = new Date(),
): Promise<{ ok: true; bytes: Uint8Array; fileName: string; sha256: string } | Failure<LinkError | "not-verified" | "not-completed">> {
  const link = await findLink(deps.db, token, now);
  if (!link) return fail("link-invalid");
  const { document, signer } = link;
  if (document.status !== "completed" || !document.final_file_id) return fail("not-completed");
  if (signer.status !== "signed") return fail("link-invalid");
  if (!signer.verified_at) return fail("not-verified");
  const file = await readSigningFile(deps.db, deps.fileKeys, document.id, document.final_file_id);
  if (!file) return fail("not-completed");
  return { ok: true, bytes: file.bytes, fileName: file.fileName, sha256: document.final_sha256 ?? "" };
}
