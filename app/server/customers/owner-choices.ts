/**
 * Who a customer can be assigned to: the active team (assignment.ts), and the current owner
 * when they have since left it, so that editing something else does not unassign the record.
 */
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { listActiveTeam } from "../pipeline/assignment.ts";

export async function ownerChoices(db: Kysely<Database>, currentOwnerId: string | null = null): Promise<{ value: string; label: string }[]> {
  const team = await listActiveTeam(db);
  const choices = team.map((member) => ({ value: member.id, label: member.name || member.email }));
  if (currentOwnerId && !team.some((member) => member.id === currentOwnerId)) {
    const former = await db.selectFrom("user").select(["name", "email"]).where("id", "=", currentOwnerId).executeTakeFirst();
    choices.push({ value: currentOwnerId, label: `${former?.name || former?.email || "A former account"} (no longer on the team)` });
  }
  return choices;
}
