/**
 * Who works a new service request (docs/product.md#service-requests): the customer's assigned
 * staff member while they are on the active team; otherwise the "service-requests" assignment
 * rule (nobody, a named person, or round-robin), as the lead forms' rules work.
 */
import type { Transaction } from "kysely";
import type { Database } from "../db/schema.ts";
import { chooseAssignee, listActiveTeam, type TeamMember } from "../pipeline/assignment.ts";

export interface ChosenOwner {
  owner: TeamMember | null;
  /** How the owner was chosen (the audit entry says it). */
  by: "customer-owner" | "assignment-rule" | null;
}

export async function chooseRequestOwner(trx: Transaction<Database>, customerOwnerId: string | null, now: Date): Promise<ChosenOwner> {
  if (customerOwnerId) {
    const assigned = (await listActiveTeam(trx)).find((member) => member.id === customerOwnerId);
    if (assigned) return { owner: assigned, by: "customer-owner" };
  }
  const owner = await chooseAssignee(trx, "service-requests", now.toISOString());
  return { owner, by: owner ? "assignment-rule" : null };
}
