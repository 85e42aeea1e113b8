/**
 * Account management from the command line (scripts/admin.ts) and from the admin's
 * User Management page (./admin-account-actions.ts): grant and revoke the admin role, disable and
 * enable an account, create an admin account with a link to set its password.
 */
import type { Kysely } from "kysely";
import { systemActor, type Actor } from "../audit/record-audit.ts";
import type { Database } from "../db/schema.ts";
import { recordSecurityEvent } from "../security/security-events.ts";
import { resetPasswordLink } from "./account-emails.ts";
import type { Auth } from "./auth.ts";
import { issuePasswordLink } from "./password-links.ts";
import { asRole, setRoleByEmail, type Role } from "./roles.ts";

export type ManageResult = { ok: true } | { ok: false; reason: "not-found" };

/** Who acts through `npm run admin`. */
const CLI = systemActor("npm run admin");

/** Sets the role from the command line; a change reaches the admins as a security event (security-events.ts). */
async function setRoleFromCli(db: Kysely<Database>, email: string, role: Role): Promise<ManageResult> {
  return db.transaction().execute(async (trx): Promise<ManageResult> => {
    const user = await trx.selectFrom("user").select(["id", "email", "role"]).where("email", "=", email.trim().toLowerCase()).executeTakeFirst();
    if (!user || !(await setRoleByEmail(trx, email, role))) return { ok: false, reason: "not-found" };
    const from = asRole(user.role);
    const account = { id: user.id, email: user.email };
    if (from !== role) {
      await recordSecurityEvent(
        trx,
        role === "admin" ? { kind: "admin-granted", account, from, by: CLI, how: "command line" } : { kind: "role-changed", account, from, to: role, by: CLI },
      );
    }
    return { ok: true };
  });
}

export async function grantAdmin(db: Kysely<Database>, email: string): Promise<ManageResult> {
  return setRoleFromCli(db, email, "admin");
}

/** Takes the role away at once: every request reads the role from the database. */
export async function revokeAdmin(db: Kysely<Database>, email: string): Promise<ManageResult> {
  return setRoleFromCli(db, email, "customer");
}

/**
 * A disabled account cannot sign in, and its open sessions end now. Joins the caller's transaction when given one.
 * With `by` (the command line), disabling is reported to the admins as a security event; the Users
 * page reports its own (admin-account-actions.ts).
 */
export async function setAccountDisabled(db: Kysely<Database>, email: string, disabled: boolean, by?: Actor): Promise<ManageResult> {
  const apply = async (trx: Kysely<Database>): Promise<ManageResult> => {
    const user = await trx.selectFrom("user").select(["id", "email"]).where("email", "=", email.trim().toLowerCase()).executeTakeFirst();
    if (!user) return { ok: false, reason: "not-found" } as const;
    await trx.updateTable("user").set({ disabled, updated_at: new Date() }).where("id", "=", user.id).execute();
    if (disabled) await trx.deleteFrom("session").where("user_id", "=", user.id).execute();
    if (disabled && by) await recordSecurityEvent(trx, { kind: "account-disabled", account: { id: user.id, email: user.email }, by });
    return { ok: true } as const;
  };
  return db.isTransaction ? apply(db) : db.transaction().execute(apply);
}

/** The email addresses of every admin account. */
export async function listAdmins(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom("user").select("email").where("role", "=", "admin").orderBy("email").execute();
  return rows.map((row) => row.email);
}

/** How long the link printed by `create` works. */
export const CREATE_LINK_SECONDS = 24 * 3600;

export type CreateAdminResult =
  | { ok: true; userId: string; link: string; expiresAt: Date }
  | { ok: false; reason: "exists" };

/**
 * Creates an admin account without a password and returns a one-time link to set
 * one. Setting it confirms the address (whoever opens the link holds it), after
 * which the account signs in normally.
 */
export async function createAdminAccount(auth: Auth, email: string, origin: string): Promise<CreateAdminResult> {
  const context = await auth.$context;
  const normalized = email.trim().toLowerCase();
  if (await context.internalAdapter.findUserByEmail(normalized)) return { ok: false, reason: "exists" };
  const user = await context.internalAdapter.createUser({ email: normalized, name: "", emailVerified: false, role: "admin" }, { method: "admin" });
  const { token, expiresAt } = await issuePasswordLink(auth, user.id, CREATE_LINK_SECONDS);
  return { ok: true, userId: user.id, link: resetPasswordLink(origin.replace(/\/$/, ""), token), expiresAt };
}
