/** What /admin/settings shows: each form's assignment rule, the active team to choose from, the digest time. */
import type { Kysely } from "kysely";
import { leadForms, type LeadForm } from "../../lib/inbox-paths.ts";
import type { AssignmentMode, Database } from "../db/schema.ts";
import { listActiveTeam, listAssignmentRules, type TeamMember } from "../pipeline/assignment.ts";
import { getDigestTime } from "./digest-time.ts";

export interface AssignmentSetting {
  form: LeadForm;
  mode: AssignmentMode;
  userId: string | null;
  /** The named person when they are no longer on the active team (disabled, or no longer staff): new records wait unassigned. */
  inactivePerson: string | null;
}

export interface SettingsPage {
  rules: AssignmentSetting[];
  team: Pick<TeamMember, "id" | "name" | "email">[];
  digestTime: string;
}

export async function loadSettings(db: Kysely<Database>): Promise<SettingsPage> {
  const [rules, team, digestTime] = await Promise.all([listAssignmentRules(db), listActiveTeam(db), getDigestTime(db)]);
  const result: AssignmentSetting[] = [];
  for (const form of leadForms) {
    const rule = rules[form];
    let inactivePerson: string | null = null;
    if (rule.mode === "person" && !team.some((m) => m.id === rule.userId)) {
      const person = await db.selectFrom("user").select(["name", "email"]).where("id", "=", rule.userId ?? "").executeTakeFirst();
      inactivePerson = person ? person.name || person.email : "A deleted account";
    }
    result.push({ form, mode: rule.mode, userId: rule.userId, inactivePerson });
  }
  return { rules: result, team: team.map(({ id, name, email }) => ({ id, name, email })), digestTime };
}
