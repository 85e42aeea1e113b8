/** The customer a staff document page works on, and the policies a document can be filed under. */
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/schema.ts";
import { policyLabel } from "./policy-label.ts";

type Db = Kysely<Database> | Transaction<Database>;

export interface DocumentCustomer {
  id: string;
  name: string;
}

export interface PolicyChoice {
  id: string;
  /** "Personal auto · Progressive · PA-123" */
  label: string;
}

export async function findDocumentCustomer(db: Db, customerId: string): Promise<DocumentCustomer | null> {
  const row = await db.selectFrom("customers").select(["id", "name"]).where("id", "=", customerId).executeTakeFirst();
  return row ?? null;
}

/** The customer's policies, the newest term first. */
export async function listPolicyChoices(db: Db, customerId: string): Promise<PolicyChoice[]> {
  const rows = await db
    .selectFrom("policies")
    .select(["id", "line", "carrier", "policy_number"])
    .where("customer_id", "=", customerId)
    .orderBy("expiration_date", "desc")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ id: row.id, label: policyLabel({ line: row.line, carrier: row.carrier, policyNumber: row.policy_number }) }));
}

/** Whether this policy is this customer's (a document is never filed under someone else's policy). */
export async function isCustomersPolicy(db: Db, customerId: string, policyId: string): Promise<boolean> {
  const row = await db.selectFrom("policies").select("id").where("id", "=", policyId).where("customer_id", "=", customerId).executeTakeFirst();
  return row !== undefined;
}
