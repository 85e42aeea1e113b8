/**
 * /dashboard/payments: how to pay each policy in force (docs/product.md#the-customers-side).
 * Pending and active policies are listed; expired and cancelled ones have nothing to pay online.
 */
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { listCustomerPolicies, type CustomerPolicy } from "./customer-policies.ts";

const PAYABLE = new Set(["active", "pending"]);

export async function listPayablePolicies(db: Kysely<Database>, customerId: string, agencyPortalUrl: string): Promise<CustomerPolicy[]> {
  return (await listCustomerPolicies(db, customerId, agencyPortalUrl)).filter((policy) => PAYABLE.has(policy.status));
}
