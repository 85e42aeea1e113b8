/**
 * Account management from the command line (scripts/admin.ts) and from the admin's
 * User Management page (./admin-account-actions.ts): grant and revoke the admin role, disable and
 * enable an account, create an admin account with a link to set its password.
 */
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { resetPasswordLink } from "./account-emails.ts";
import type { Auth } from "./auth.ts";
import { issuePasswordLink } from "./password-links.ts";
import { setRoleByEmail } from "./roles.ts";

export type ManageResult = { ok: true } | { ok: false; reason: "not-found" };

export async function grantAdmin(db: Kysely<Database>, email: string): Promise<ManageResult> {
  return (await setRoleByEmail(db, email, "admin")) ? { ok: true } : { ok: false, reason: "not-found" };
}

/** Takes the role away at once: every request reads the role from the database. */
export async function revokeAdmin(db: Kysely<Database>, email: string): Promise<ManageResult> {
  return (await setRoleByEmail(db, email, "customer")) ? { ok: true } : { ok: false, reason: "not-found" };
}

/** A disabled account cannot sign in, and its open sessions end now. Joins the caller's transaction when given one. */
export async function setAccountDisabled(db: Kysely<Database>, email: string, disabled: boolean): Promise<ManageResult> {
  const apply = async (trx: Kysely<Database>): Promise<ManageResult> => {
    const user = await trx.selectFrom("user").select("id").where("email", "=", email.trim().toLowerCase()).executeTakeFirst();
    if (!user) return { ok: false, reason: "not-found" } as const;
    await trx.updateTable("user").set({ disabled, updated_at: new Date() }).where("id", "=", user.id).execute();
    if (disabled) await trx.deleteFrom("session").where("user_id", "=", user.id).execute();
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
  | { ok: true; link: string; expiresAt: Date }
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
  return { ok: true, link: resetPasswordLink(origin.replace(/\/$/, ""), token), expiresAt };
}
