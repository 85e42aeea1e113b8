/**
 * Roles are stored with the account (user.role) and checked on the server
 * (docs/product.md#roles): "customer" (the public's accounts), "staff" (agents and CSRs:
 * they work submissions in the back office) and "admin" (the owner: everything). An account
 * is an admin when its role says so; the role comes from ADMIN_EMAILS (for verified accounts),
 * from `npm run admin`, or from another admin. Staff are invited (app/server/team/).
 */
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/schema.ts";
import { isConfiguredAdmin } from "./admin-emails.ts";
import { toBoolean } from "./auth-values.ts";
import type { Role } from "../../lib/account-roles.ts";
import { systemActor } from "../audit/record-audit.ts";
import { recordSecurityEvent } from "../security/security-events.ts";

export { ROLES, type Role } from "../../lib/account-roles.ts";

export function asRole(value: unknown): Role {
  return value === "admin" || value === "staff" ? value : "customer";
}

/** Staff and admins work in the back office. */
export function isTeamRole(role: Role): boolean {
  return role === "staff" || role === "admin";
}

type Db = Kysely<Database> | Transaction<Database>;

/** Sets the role of the account with this email; false when there is no such account. */
export async function setRoleByEmail(db: Db, email: string, role: Role): Promise<boolean> {
  const result = await db
    .updateTable("user")
    .set({ role, updated_at: new Date() })
    .where("email", "=", email.trim().toLowerCase())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Grants the admin role to the account `userId` when it is verified and its email is
 * in ADMIN_EMAILS. Called when an email is confirmed and at each sign-in. It never
 * takes the role away: removing an address from ADMIN_EMAILS does not demote anyone
 * (use `npm run admin -- revoke`). Returns the account's role afterwards.
 */
export async function applyConfiguredAdminRole(db: Db, userId: string, adminEmails: readonly string[]): Promise<Role | null> {
  const user = await db
    .selectFrom("user")
    .select(["id", "email", "email_verified", "role"])
    .where("id", "=", userId)
    .executeTakeFirst();
  if (!user) return null;
  const role = asRole(user.role);
  if (role === "admin" || !toBoolean(user.email_verified) || !isConfiguredAdmin(user.email, adminEmails)) return role;
  await db.updateTable("user").set({ role: "admin", updated_at: new Date() }).where("id", "=", userId).execute();
  await recordSecurityEvent(db, { kind: "admin-granted", account: { id: user.id, email: user.email }, from: role, by: systemActor("ADMIN_EMAILS"), how: "ADMIN_EMAILS" });
  return "admin";
}
