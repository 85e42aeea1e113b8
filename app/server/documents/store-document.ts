/**
 * Stores one customer document (its row and its bytes) in the caller's transaction: the staff
 * upload form and a staff reply in a service request's thread both file documents this way,
 * so a document sent in a reply also appears under the customer's Documents.
 */
import { createHash, randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import { CUSTOMER_DOCUMENT_FILE } from "../../lib/documents.ts";
import type { Database } from "../db/schema.ts";
import type { CheckedFile } from "../uploads/check-upload.ts";
import type { FileKeyring } from "../uploads/file-encryption.ts";
import { sealedFileColumns } from "../uploads/stored-files.ts";

export interface NewCustomerDocument {
  customerId: string;
  /** A policy of that customer (the caller checked it belongs to them), or none. */
  policyId: string | null;
  requestId: string | null;
  docType: string;
  title: string;
  /** user.id of the staff member. */
  uploadedBy: string | null;
  file: CheckedFile;
  now: string;
}

/** Returns the new document's id. The file is stored encrypted under the agency's current key. */
export async function storeCustomerDocument(trx: Transaction<Database>, fileKeys: FileKeyring, doc: NewCustomerDocument): Promise<string> {
  const id = randomUUID();
  await trx
    .insertInto("customer_documents")
    .values({
      id,
      customer_id: doc.customerId,
      policy_id: doc.policyId,
      request_id: doc.requestId,
      doc_type: doc.docType,
      title: doc.title,
      uploaded_by: doc.uploadedBy,
      created_at: doc.now,
    })
    .execute();
  const bytes = await doc.file.read();
  const fileId = randomUUID();
  await trx
    .insertInto("uploaded_files")
    .values({
      id: fileId,
      owner_type: CUSTOMER_DOCUMENT_FILE,
      owner_id: id,
      purpose: "document",
      file_name: doc.file.fileName,
      content_type: doc.file.contentType,
      size_bytes: bytes.byteLength,
      sha256: createHash("sha256").update(bytes).digest("hex"),
      ...sealedFileColumns(fileKeys, fileId, bytes),
      created_at: doc.now,
    })
    .execute();
  return id;
}
