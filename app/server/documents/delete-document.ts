import type { Kysely } from "kysely";
import { CUSTOMER_DOCUMENT_FILE, documentTypeLabel } from "../../lib/documents.ts";
import { recordAudit, type Actor } from "../audit/record-audit.ts";
import type { Database } from "../db/schema.ts";
import type { DocumentCustomer } from "./document-customer.ts";

/**
 * Deletes one of this customer's documents with its bytes, for good, and audits it (one
 * transaction). False when the customer has no such document (nothing changed).
 */
export async function deleteCustomerDocument(db: Kysely<Database>, staff: Actor, customer: DocumentCustomer, documentId: string, now = new Date()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const document = await trx
      .selectFrom("customer_documents")
      .select(["id", "doc_type", "title"])
      .where("id", "=", documentId)
      .where("customer_id", "=", customer.id)
      .executeTakeFirst();
    if (!document) return false;
    await trx.deleteFrom("uploaded_files").where("owner_type", "=", CUSTOMER_DOCUMENT_FILE).where("owner_id", "=", document.id).execute();
    await trx.deleteFrom("customer_documents").where("id", "=", document.id).execute();
    await recordAudit(
      trx,
      staff,
      { action: "document.delete", targetType: "customer", targetId: customer.id, targetLabel: customer.name, detail: `${documentTypeLabel(document.doc_type)} “${document.title}”` },
      now,
    );
    return true;
  });
}
