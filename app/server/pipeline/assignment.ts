/**
 * Who a form's new submissions go to (docs/product.md#assignment). The admin sets a rule per
 * lead form, and one for the customers' service requests (used when the customer has no
 * assigned staff member, docs/product.md#service-requests): nobody (the record waits unassigned), a named person, or round-robin over the active
 * team (staff and admin accounts that are not disabled, oldest account first). Round-robin
 * counts its turns in the rule's row with one atomic update, so two instances storing
 * submissions at once still take consecutive turns.
 */
import { sql, type Kysely, type Transaction } from "kysely";
import { leadForms } from "../../lib/inbox-paths.ts";
import { leadFormInfo } from "../../lib/lead-forms.ts";
import { recordAudit, type Actor } from "../audit/record-audit.ts";
import { TEAM_ROLES } from "../../lib/account-roles.ts";
import type { AssignmentMode, Database } from "../db/schema.ts";
import { statementTemplate } from "../db/statement-template.ts";

type Db = Kysely<Database> | Transaction<Database>;

/** What has an assignment rule: each lead form, and the customers' service requests. */
export const assignableForms = [...leadForms, "service-requests"] as const;
export type AssignableForm = (typeof assignableForms)[number];

export function isAssignableForm(value: unknown): value is AssignableForm {
  return typeof value === "string" && (assignableForms as readonly string[]).includes(value);
}

/** How the settings page and the audit log name a rule's form. */
export function assignableFormTitle(form: AssignableForm): string {
  return form === "service-requests" ? "Service requests" : leadFormInfo[form].title;
}

export interface AssignmentRule {
  form: AssignableForm;
  mode: AssignmentMode;
  /** The named person, for mode "person". */
  userId: string | null;
}

export interface TeamMember {
  id: string;
  name: string;
  email: string;
  role: string;
  /** Their direct line and email signature (the visitor's confirmation names their contact). */
  phone: string | null;
  signature: string | null;
}

/** The team's accounts in rotation order, found by the user_role_created_idx index (exported for its query-plan test). */
export function teamAccountsQuery(db: Db) {
  return db
    .selectFrom("user")
    .select(["id", "name", "email", "role", "disabled", "phone", "email_signature"])
    .where("role", "in", [...TEAM_ROLES])
    .orderBy("created_at")
    .orderBy("id");
}

const teamAccountsStatement = statementTemplate((db: Kysely<Database>) => teamAccountsQuery(db));

/** The active team: who can own records, in rotation order. */
export async function listActiveTeam(db: Db): Promise<TeamMember[]> {
  const rows = await teamAccountsStatement.rows(db, {});
  // better-auth stores disabled as 0/1 on SQLite and boolean on PostgreSQL.
  return rows.filter((r) => !r.disabled).map(({ id, name, email, role, phone, email_signature }) => ({ id, name, email, role, phone, signature: email_signature }));
}

export async function listAssignmentRules(db: Db): Promise<Record<AssignableForm, AssignmentRule>> {
  const rows = await db.selectFrom("assignment_rules").selectAll().execute();
  const rules = {} as Record<AssignableForm, AssignmentRule>;
  for (const form of assignableForms) {
    const row = rows.find((r) => r.form === form);
    rules[form] = { form, mode: row?.mode ?? "round_robin", userId: row?.user_id ?? null };
  }
  return rules;
}

/**
 * The owner of a new submission of `form` under its rule; null when the rule says nobody or
 * nobody can take it (no active team, or the named person is disabled or gone). With no rule
 * stored, a form rotates over the team.
 */
export async function chooseAssignee(trx: Transaction<Database>, form: AssignableForm, now: string): Promise<TeamMember | null> {
  // Round-robin, the usual rule, takes its turn in the same statement that finds the rule.
  const rotated = await trx
    .updateTable("assignment_rules")
    .set({ turn: sql<number>`turn + 1` })
    .where("form", "=", form)
    .where("mode", "=", "round_robin")
    .returning("turn")
    .executeTakeFirst();
  if (rotated) {
    const team = await listActiveTeam(trx);
    // With nobody on the team the turn is spent for nothing, which changes no later choice's fairness.
    return team.length ? team[(Number(rotated.turn) - 1) % team.length]! : null;
  }
  const rule = await trx.selectFrom("assignment_rules").selectAll().where("form", "=", form).executeTakeFirst();
  const mode: AssignmentMode = rule?.mode ?? "round_robin";
  if (mode === "nobody") return null;
  const team = await listActiveTeam(trx);
  if (mode === "person") return team.find((m) => m.id === rule?.user_id) ?? null;
  if (!team.length) return null;
  // No rule stored yet: the form rotates, from its first turn.
  await trx
    .insertInto("assignment_rules")
    .values({ form, mode: "round_robin", user_id: null, turn: 0, updated_at: now })
    .onConflict((oc) => oc.column("form").doNothing())
    .execute();
  const { turn } = await trx
    .updateTable("assignment_rules")
    .set({ turn: sql<number>`turn + 1` })
    .where("form", "=", form)
    .returning("turn")
    .executeTakeFirstOrThrow();
  return team[(Number(turn) - 1) % team.length]!;
}

export type SetAssignmentRuleResult = { ok: true; changed: boolean } | { ok: false; reason: "not-on-team" };

/**
 * The admin's change of a form's rule, with its audit entry ("settings.assignment"). A named
 * person must be on the active team. Round-robin's turn counter is kept, so switching modes
 * and back does not restart the rotation.
 */
export async function setAssignmentRule(
  db: Kysely<Database>,
  actor: Actor,
  rule: { form: AssignableForm; mode: AssignmentMode; userId: string | null },
  now = new Date(),
): Promise<SetAssignmentRuleResult> {
  const userId = rule.mode === "person" ? rule.userId : null;
  return db.transaction().execute(async (trx) => {
    const team = await listActiveTeam(trx);
    if (rule.mode === "person" && !team.some((m) => m.id === userId)) return { ok: false, reason: "not-on-team" } as const;
    const before = (await listAssignmentRules(trx))[rule.form];
    if (before.mode === rule.mode && before.userId === userId) return { ok: true, changed: false } as const;
    const at = now.toISOString();
    await trx
      .insertInto("assignment_rules")
      .values({ form: rule.form, mode: rule.mode, user_id: userId, turn: 0, updated_at: at })
      .onConflict((oc) => oc.column("form").doUpdateSet({ mode: rule.mode, user_id: userId, updated_at: at }))
      .execute();
    const describe = async (r: { mode: AssignmentMode; userId: string | null }) => {
      if (r.mode === "nobody") return "Nobody";
      if (r.mode === "round_robin") return "Round-robin";
      const person = await trx.selectFrom("user").select(["name", "email"]).where("id", "=", r.userId ?? "").executeTakeFirst();
      return person ? `${person.name || person.email} (${person.email})` : "A person no longer on the team";
    };
    await recordAudit(
      trx,
      actor,
      {
        action: "settings.assignment",
        targetType: "settings",
        targetId: `assignment:${rule.form}`,
        targetLabel: assignableFormTitle(rule.form),
        detail: `${await describe(before)} → ${await describe({ mode: rule.mode, userId })}`,
      },
      now,
    );
    return { ok: true, changed: true } as const;
  });
}
