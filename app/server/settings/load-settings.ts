/** What /admin/settings shows: each form's assignment rule (the lead forms' and service requests'), the active team to choose from, the digest time, renewal reminders' and signing documents' days. */
import type { Kysely } from "kysely";
import type { AssignmentMode, Database } from "../db/schema.ts";
import { assignableForms, assignableFormTitle, listActiveTeam, listAssignmentRules, type AssignableForm, type TeamMember } from "../pipeline/assignment.ts";
import { getDigestTime } from "./digest-time.ts";
import { getRenewalReminderDays } from "./renewal-reminder-days.ts";
import { getSigningExpiryDays } from "./signing-expiry-days.ts";

export interface AssignmentSetting {
  form: AssignableForm;
  /** The form's name on the page ("Quote Requests", "Service requests"). */
  title: string;
  mode: AssignmentMode;
  userId: string | null;
  /** The named person when they are no longer on the active team (disabled, or no longer staff): new records wait unassigned. */
  inactivePerson: string | null;
}

export interface SettingsPage {
  rules: AssignmentSetting[];
  team: Pick<TeamMember, "id" | "name" | "email">[];
  digestTime: string;
  /** Days before expiration the renewal reminder email goes out. */
  renewalReminderDays: number;
  /** Days a document sent for signature stays open. */
  signingExpiryDays: number;
}

export async function loadSettings(db: Kysely<Database>): Promise<SettingsPage> {
  const [rules, team, digestTime, renewalReminderDays, signingExpiryDays] = await Promise.all([
    listAssignmentRules(db),
    listActiveTeam(db),
    getDigestTime(db),
    getRenewalReminderDays(db),
    getSigningExpiryDays(db),
  ]);
  const result: AssignmentSetting[] = [];
  for (const form of assignableForms) {
    const rule = rules[form];
    let inactivePerson: string | null = null;
    if (rule.mode === "person" && !team.some((m) => m.id === rule.userId)) {
      const person = await db.selectFrom("user").select(["name", "email"]).where("id", "=", rule.userId ?? "").executeTakeFirst();
      inactivePerson = person ? person.name || person.email : "A deleted account";
    }
    result.push({ form, title: assignableFormTitle(form), mode: rule.mode, userId: rule.userId, inactivePerson });
  }
  return { rules: result, team: team.map(({ id, name, email }) => ({ id, name, email })), digestTime, renewalReminderDays, signingExpiryDays };
}
