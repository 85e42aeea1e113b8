/**
 * A team member's profile: display name, direct phone and email signature (user.name,
 * user.phone, user.email_signature). Team members edit their own at /admin/profile; an admin
 * edits anyone's on the team from the Users page. Customers have no profile here.
 */
import type { Kysely } from "kysely";
import { roleLabels, type Role } from "../../lib/account-roles.ts";
import type { TeamProfileInput } from "../../lib/schemas/team-profile.ts";
import { recordAudit, type Actor } from "../audit/record-audit.ts";
import type { Database } from "../db/schema.ts";
import { recordPublicChange } from "../public-pages/page-changes.ts";
import { authorNameChangeTags } from "../public-pages/page-tags.ts";
import { asRole, isTeamRole } from "../accounts/roles.ts";

export interface TeamProfile {
  id: string;
  email: string;
  role: Role;
  name: string;
  phone: string | null;
  signature: string | null;
}

/** The profile of a team member; null for an unknown account or a customer's. */
export async function getTeamProfile(db: Kysely<Database>, userId: string): Promise<TeamProfile | null> {
  const row = await db
    .selectFrom("user")
    .select(["id", "email", "role", "name", "phone", "email_signature"])
    .where("id", "=", userId)
    .executeTakeFirst();
  if (!row || !isTeamRole(asRole(row.role))) return null;
  return { id: row.id, email: row.email, role: asRole(row.role), name: row.name, phone: row.phone, signature: row.email_signature };
}

const fieldNames = { name: "display name", phone: "direct phone", signature: "email signature" } as const;

export type UpdateProfileResult = { ok: true; changed: boolean } | { ok: false; reason: "not-found" };

/** Saves the profile with a `user.profile` audit entry naming the fields that changed (not their values). */
export async function updateTeamProfile(db: Kysely<Database>, actor: Actor, userId: string, input: TeamProfileInput): Promise<UpdateProfileResult> {
  return db.transaction().execute(async (trx): Promise<UpdateProfileResult> => {
    const row = await trx.selectFrom("user").select(["id", "email", "role", "name", "phone", "email_signature"]).where("id", "=", userId).executeTakeFirst();
    if (!row || !isTeamRole(asRole(row.role))) return { ok: false, reason: "not-found" };
    const before = { name: row.name, phone: row.phone ?? null, signature: row.email_signature ?? null };
    const changed = (Object.keys(fieldNames) as (keyof typeof fieldNames)[]).filter((field) => before[field] !== input[field]);
    if (!changed.length) return { ok: true, changed: false };
    await trx
      .updateTable("user")
      .set({ name: input.name, phone: input.phone, email_signature: input.signature, updated_at: new Date() })
      .where("id", "=", userId)
      .execute();
    if (changed.includes("name")) await recordPublicChange(trx, authorNameChangeTags());
    await recordAudit(trx, actor, {
      action: "user.profile",
      targetType: "user",
      targetId: row.id,
      targetLabel: row.email,
      detail: `${roleLabels[asRole(row.role)]}: changed the ${changed.map((field) => fieldNames[field]).join(", ")}`,
    });
    return { ok: true, changed: true };
  });
}
