import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { findDocumentCustomer, listPolicyChoices, type DocumentCustomer, type PolicyChoice } from "./document-customer.ts";
import { listDocuments, type DocumentSummary } from "./list-documents.ts";

export interface CustomerDocumentsPage {
  customer: DocumentCustomer;
  policies: PolicyChoice[];
  documents: DocumentSummary[];
}

/** What the staff documents page of a customer shows; null when there is no such customer. */
export async function loadCustomerDocuments(db: Kysely<Database>, customerId: string): Promise<CustomerDocumentsPage | null> {
  const customer = await findDocumentCustomer(db, customerId);
  if (!customer) return null;
  const [policies, documents] = await Promise.all([listPolicyChoices(db, customer.id), listDocuments(db, { customerId: customer.id })]);
  return { customer, policies, documents };
}
