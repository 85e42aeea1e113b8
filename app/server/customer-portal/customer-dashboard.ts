/**
 * What My Dashboard shows a customer (docs/product.md#dashboards): their policies in force
 * and the next expiration, their latest documents, their open service requests, and the
 * claims they may see. The account is linked to its customer record first (by its verified
 * email, customer-access.ts); with no record yet, only the claims are shown.
 */
import type { Kysely } from "kysely";
import { openServiceRequestStatuses } from "../../lib/service-requests.ts";
import { linkAccountToCustomer } from "../customers/customer-access.ts";
import type { Database } from "../db/schema.ts";
import { listDocuments, type DocumentSummary } from "../documents/list-documents.ts";
import { listCustomerClaims, type CustomerClaimSummary } from "../leads/customer-claims.ts";
import { policiesAtAGlance } from "./customer-policies.ts";

/** How many documents the Documents tile names. */
export const TILE_DOCUMENTS = 3;

export interface CustomerDashboard {
  verified: boolean;
  /** The linked customer record's name; null while there is none. */
  customerName: string | null;
  claims: CustomerClaimSummary[];
  /** Null while the account has no customer record. */
  book: {
    policiesInForce: number;
    /** `line` is the stored code, for pages that name it in their own language. */
    nextExpiration: { date: string; line: string; lineLabel: string; carrier: string } | null;
    documentCount: number;
    latestDocuments: Pick<DocumentSummary, "id" | "title" | "docType" | "typeLabel">[];
    openRequests: number;
  } | null;
}

export async function loadCustomerDashboard(db: Kysely<Database>, userId: string, now = new Date()): Promise<CustomerDashboard> {
  const { verified, customer } = await linkAccountToCustomer(db, userId);
  const claims = await listCustomerClaims(db, userId);
  if (!customer) return { verified, customerName: null, claims, book: null };
  const [policies, documents, open] = await Promise.all([
    policiesAtAGlance(db, customer.id, now),
    listDocuments(db, { customerId: customer.id }),
    db
      .selectFrom("service_requests")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("customer_id", "=", customer.id)
      .where("status", "in", [...openServiceRequestStatuses])
      .executeTakeFirstOrThrow(),
  ]);
  return {
    verified,
    customerName: customer.name,
    claims,
    book: {
      policiesInForce: policies.inForce,
      nextExpiration: policies.nextExpiration,
      documentCount: documents.length,
      latestDocuments: documents.slice(0, TILE_DOCUMENTS).map((d) => ({ id: d.id, title: d.title, docType: d.docType, typeLabel: d.typeLabel })),
      openRequests: Number(open.n),
    },
  };
}
