/**
 * Who a customer can be assigned to: the active team (assignment.ts), and the current owner
 * when they have since left it, so that editing something else does not unassign the record.
 */
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { listActiveTeam, type TeamMember } from "../pipeline/assignment.ts";

export async function ownerChoices(db: Kysely<Database>, currentOwnerId: string | null = null): Promise<OwnerChoice[]> {
  const team = await listActiveTeam(db);
  const former = currentOwnerId && !team.some((member) => member.id === currentOwnerId) ? await db.selectFrom("user").select(["name", "email"]).where("id", "=", currentOwnerId).executeTakeFirst() : undefined;
  return ownerChoicesFrom(team, currentOwnerId ? { id: currentOwnerId, name: former?.name ?? "", email: former?.email ?? "" } : null);
}

export interface OwnerChoice {
  value: string;
  label: string;
}

/** ownerChoices from the active team and the current owner's account (name and email empty when it is gone). */
export function ownerChoicesFrom(team: readonly TeamMember[], current: { id: string; name: string; email: string } | null): OwnerChoice[] {
  const choices = team.map((member) => ({ value: member.id, label: member.name || member.email }));
  if (current && !team.some((member) => member.id === current.id)) {
    choices.push({ value: current.id, label: `${current.name || current.email || "A former account"} (no longer on the team)` });
  }
  return choices;
}
