/**
 * What every signing function is given (the database, the agency's file keys, the PDF layer,
 * the agency and the site's address for links), and the few steps they share: reading a
 * document and its signers, storing a file encrypted, writing an audit entry about a document.
 * The PDF layer is passed in (`signingPdf` in pdf-layer.ts in the app) so the lifecycle never
 * depends on how pages are drawn.
 */
import { randomUUID } from "node:crypto";
import type { Kysely, Selectable, Transaction } from "kysely";
import type { Agency } from "../../config/agency.ts";
import type { AuditAction } from "../../lib/audit-actions.ts";
import { recordAudit, type Actor } from "../audit/record-audit.ts";
import type { Database, SigningDocumentsTable, SigningSignersTable } from "../db/schema.ts";
import { nextInYearlySequence } from "../leads/claim-number.ts";
import type { FileKeyring } from "../uploads/file-encryption.ts";
import { ENVELOPE_COLUMNS, openStoredFile, sealedFileColumns } from "../uploads/stored-files.ts";
import { formatSigningReference, sha256Hex } from "./signing-rules.ts";
import type { PageImage } from "./page-images.ts";
import type { PdfCheck } from "./pdf-check.ts";
import type { Certificate, FilledField, PageSize } from "./signing-types.ts";
import type { SignedPdf } from "./write-signed-pdf.ts";

export type { PdfCheckError } from "./pdf-check.ts";

/** The PDF layer's functions (pdf-check.ts, page-images.ts, write-signed-pdf.ts). */
export interface SigningPdfLayer {
  checkPdf(bytes: Uint8Array): Promise<PdfCheck>;
  renderPageImages(bytes: Uint8Array, options: { widthPx: number }): Promise<PageImage[]>;
  writeSignedPdf(original: Uint8Array, fields: FilledField[], certificate: Omit<Certificate, "signedPagesSha256">): Promise<Pick<SignedPdf, "bytes" | "signedPagesSha256" | "sha256">>;
}

export interface SigningDeps {
  db: Kysely<Database>;
  fileKeys: FileKeyring;
  pdf: SigningPdfLayer;
  agency: Agency;
  /** The site's address, for the links in emails. */
  publicUrl: string;
}

/** uploaded_files.owner_type of every file of a signing document (owner_id: the document's id). */
export const SIGNING_DOCUMENT_FILE = "signing_document";

export type Db = Kysely<Database> | Transaction<Database>;
export type DocumentRow = Selectable<SigningDocumentsTable>;
export type SignerRow = Selectable<SigningSignersTable>;

export type Failure<E extends string> = { ok: false; error: E };
export const fail = <E extends string>(error: E): Failure<E> => ({ ok: false, error });

export async function nextSigningReference(trx: Transaction<Database>, now: Date): Promise<string> {
  const { year, sequence } = await nextInYearlySequence(trx, "signing", now);
  return formatSigningReference(year, sequence);
}

export async function findDocument(db: Db, documentId: string): Promise<DocumentRow | undefined> {
  return db.selectFrom("signing_documents").selectAll().where("id", "=", documentId).executeTakeFirst();
}

export async function listSigners(db: Db, documentId: string): Promise<SignerRow[]> {
  return db.selectFrom("signing_signers").selectAll().where("document_id", "=", documentId).orderBy("signing_order").orderBy("created_at").orderBy("id").execute();
}

/** Stores bytes as an encrypted uploaded_files row of the document; returns its id. */
export async function storeSigningFile(
  trx: Transaction<Database>,
  fileKeys: FileKeyring,
  file: { documentId: string; purpose: string; fileName: string; contentType: string; bytes: Uint8Array; sha256?: string },
  now: Date,
): Promise<string> {
  const id = randomUUID();
  await trx
    .insertInto("uploaded_files")
    .values({
      id,
      owner_type: SIGNING_DOCUMENT_FILE,
      owner_id: file.documentId,
      purpose: file.purpose,
      file_name: file.fileName,
      content_type: file.contentType,
      size_bytes: file.bytes.byteLength,
      sha256: file.sha256 ?? sha256Hex(file.bytes),
      ...sealedFileColumns(fileKeys, id, file.bytes),
      created_at: now.toISOString(),
    })
    .execute();
  return id;
}

/** A file of a document, its original bytes (null when it is not that document's). */
export async function readSigningFile(db: Db, fileKeys: FileKeyring, documentId: string, fileId: string): Promise<{ bytes: Uint8Array<ArrayBuffer>; fileName: string; contentType: string } | null> {
  const row = await db
    .selectFrom("uploaded_files")
    .select(["id", "data", "file_name", "content_type", ...ENVELOPE_COLUMNS])
    .where("id", "=", fileId)
    .where("owner_type", "=", SIGNING_DOCUMENT_FILE)
    .where("owner_id", "=", documentId)
    .executeTakeFirst();
  if (!row) return null;
  return { bytes: openStoredFile(fileKeys, row), fileName: row.file_name, contentType: row.content_type };
}

/** A signer acting through their link, as the audit log names them. */
export function signerActor(signer: Pick<SignerRow, "email">): Actor {
  return { id: null, email: `signer: ${signer.email}` };
}

/**
 * One audit entry about a document (target "signing", labelled with its reference: no personal
 * data). The lead's timeline and the document's history read these.
 */
export async function auditSigning(db: Db, actor: Actor, document: Pick<DocumentRow, "id" | "reference">, action: AuditAction, detail: string | null, now: Date): Promise<void> {
  await recordAudit(db, actor, { action, targetType: "signing", targetId: document.id, targetLabel: document.reference, detail }, now);
}

export function pageSizesOf(document: Pick<DocumentRow, "page_sizes_json">): PageSize[] {
  return JSON.parse(document.page_sizes_json) as PageSize[];
}
