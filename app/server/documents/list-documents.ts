/**
 * A customer's documents as lists show them (docs/product.md#documents): newest first, with
 * their policy and file. Callers pass the customer first: a customer route passes the linked
 * customer's id (customer-access.ts), so only that customer's rows can come back.
 */
import type { Kysely } from "kysely";
import { CUSTOMER_DOCUMENT_FILE, documentTypeLabel, type DocumentSummary } from "../../lib/documents.ts";
import type { Database } from "../db/schema.ts";
import { statementTemplate } from "../db/statement-template.ts";
import { policyLabel } from "./policy-label.ts";

export type { DocumentSummary } from "../../lib/documents.ts";

export interface DocumentFilter {
  customerId: string;
  /** Only the documents of this policy. */
  policyId?: string;
  /** Only the documents sent in this service request's thread. */
  requestId?: string;
}

const documentsStatement = statementTemplate((db: Kysely<Database>, where: { customerId: string; policyId: string | undefined; requestId: string | undefined }) => {
  let query = db
    .selectFrom("customer_documents as d")
    .innerJoin("uploaded_files as f", (join) => join.onRef("f.owner_id", "=", "d.id").on("f.owner_type", "=", CUSTOMER_DOCUMENT_FILE))
    .leftJoin("policies as p", (join) => join.onRef("p.id", "=", "d.policy_id").onRef("p.customer_id", "=", "d.customer_id"))
    .leftJoin("user as u", "u.id", "d.uploaded_by")
    .select([
      "d.id",
      "d.title",
      "d.doc_type",
      "d.policy_id",
      "d.created_at",
      "p.line",
      "p.carrier",
      "p.policy_number",
      "f.file_name",
      "f.content_type",
      "f.size_bytes",
      "u.name as uploader_name",
    ])
    .where("d.customer_id", "=", where.customerId);
  if (where.policyId !== undefined) query = query.where("d.policy_id", "=", where.policyId);
  if (where.requestId !== undefined) query = query.where("d.request_id", "=", where.requestId);
  return query.orderBy("d.created_at", "desc").orderBy("d.id", "desc");
});

export async function listDocuments(db: Kysely<Database>, where: DocumentFilter): Promise<DocumentSummary[]> {
  const rows = await documentsStatement.rows(db, { customerId: where.customerId, policyId: where.policyId, requestId: where.requestId });
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    docType: row.doc_type,
    typeLabel: documentTypeLabel(row.doc_type),
    policyId: row.line ? row.policy_id : null,
    policyLabel: row.line && row.carrier && row.policy_number ? policyLabel({ line: row.line, carrier: row.carrier, policyNumber: row.policy_number }) : null,
    fileName: row.file_name,
    contentType: row.content_type,
    sizeBytes: Number(row.size_bytes),
    createdAt: row.created_at,
    uploadedByName: row.uploader_name ?? null,
  }));
}
