/**
 * A customer document's file, handed out to staff or to its own customer
 * (docs/product.md#documents). Each download is audited with who took it; the routes answer
 * with the file (app/http/document-file-response.ts).
 */
import type { Kysely } from "kysely";
import { CUSTOMER_DOCUMENT_FILE } from "../../lib/documents.ts";
import { recordAudit, type Actor } from "../audit/record-audit.ts";
import type { Database } from "../db/schema.ts";
import type { FileKeyring } from "../uploads/file-encryption.ts";
import { openStoredFile } from "../uploads/stored-files.ts";

export interface DocumentFile {
  documentId: string;
  customerId: string;
  customerName: string;
  title: string;
  fileName: string;
  contentType: string;
  data: Uint8Array<ArrayBuffer>;
}

/**
 * The file of a document, its original bytes. With `customerId`, only when the document is that customer's:
 * a customer asking for anyone else's gets null, exactly as for a document that does not exist.
 */
export async function findDocumentFile(db: Kysely<Database>, fileKeys: FileKeyring, documentId: string, owner: { customerId?: string } = {}): Promise<DocumentFile | null> {
  let query = db
    .selectFrom("customer_documents as d")
    .innerJoin("uploaded_files as f", (join) => join.onRef("f.owner_id", "=", "d.id").on("f.owner_type", "=", CUSTOMER_DOCUMENT_FILE))
    .innerJoin("customers as c", "c.id", "d.customer_id")
    .select(["d.id", "d.customer_id", "d.title", "c.name", "f.id as file_id", "f.file_name", "f.content_type", "f.data", "f.envelope_version", "f.key_id", "f.wrapped_key", "f.iv", "f.auth_tag"])
    .where("d.id", "=", documentId);
  if (owner.customerId !== undefined) query = query.where("d.customer_id", "=", owner.customerId);
  const row = await query.executeTakeFirst();
  if (!row) return null;
  return {
    documentId: row.id,
    customerId: row.customer_id,
    customerName: row.name,
    title: row.title,
    fileName: row.file_name,
    contentType: row.content_type,
    data: openStoredFile(fileKeys, { ...row, id: row.file_id }),
  };
}

/** Audits a download: who (staff or the customer's own account) took which document. */
export async function recordDocumentDownload(db: Kysely<Database>, actor: Actor, file: DocumentFile, who: "staff" | "customer", now = new Date()): Promise<void> {
  await recordAudit(
    db,
    actor,
    {
      action: "document.download",
      targetType: "customer",
      targetId: file.customerId,
      targetLabel: file.customerName,
      detail: `“${file.title}” (${file.fileName})${who === "customer" ? ", by the customer" : ""}`,
    },
    now,
  );
}
