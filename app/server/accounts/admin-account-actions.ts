/**
 * The Users page's actions: give an account a role (customer, staff, admin), disable and
 * re-enable it.
 * Each runs in one transaction with its audit entry, applies the rule in
 * ./admin-account-rules.ts, and reuses the command line's functions
 * (./manage-accounts.ts), so a disabled account's sessions end at once whichever
 * way it was disabled. On PostgreSQL the admin rows are locked while the last-admin
 * rule is checked, so two admins cannot both step down at the same moment.
 */
import type { Kysely, Transaction } from "kysely";
import { recordAudit, type Actor } from "../audit/record-audit.ts";
import { isPostgres } from "../db/dialect.ts";
import type { Database } from "../db/schema.ts";
import { roleInSentence, roleLabels, type Role } from "../../lib/account-roles.ts";
import { isConfiguredAdmin } from "./admin-emails.ts";
import { decideAccountChange, decideRoleChange, type AccountChange } from "./admin-account-rules.ts";
import { toBoolean } from "./auth-values.ts";
import { setAccountDisabled } from "./manage-accounts.ts";
import { recordSecurityEvent } from "../security/security-events.ts";
import { asRole } from "./roles.ts";

export type AccountChangeResult =
  | { ok: true; changed: boolean; message: string; warning?: string }
  | { ok: false; status: 404 | 409; message: string };

const auditAction = { disable: "user.disable", enable: "user.enable" } as const;

async function activeAdminCount(trx: Transaction<Database>): Promise<number> {
  let query = trx.selectFrom("user").select(["id", "disabled"]).where("role", "=", "admin");
  if (isPostgres(trx as unknown as Kysely<unknown>)) query = query.forUpdate();
  const admins = await query.execute();
  return admins.filter((a) => !toBoolean(a.disabled)).length;
}

export async function changeAccount(
  db: Kysely<Database>,
  actor: Actor & { id: string },
  userId: string,
  change: AccountChange,
): Promise<AccountChangeResult> {
  return db.transaction().execute(async (trx): Promise<AccountChangeResult> => {
    const target = await trx.selectFrom("user").select(["id", "email", "role", "disabled"]).where("id", "=", userId).executeTakeFirst();
    if (!target) return { ok: false, status: 404, message: "This account no longer exists." };
    const state = { id: target.id, role: asRole(target.role), disabled: toBoolean(target.disabled) };
    const decision = decideAccountChange(actor.id, state, change);
    if (decision.kind === "refuse") return { ok: false, status: 409, message: decision.message };
    if (decision.kind === "unchanged") return { ok: true, changed: false, message: decision.message };

    await setAccountDisabled(trx, target.email, change === "disable");
    await recordAudit(trx, actor, { action: auditAction[change], targetType: "user", targetId: target.id, targetLabel: target.email });
    // The admins hear of it (security-events.ts).
    if (change === "disable") await recordSecurityEvent(trx, { kind: "account-disabled", account: { id: target.id, email: target.email }, by: actor });

    const messages = {
      disable: `${target.email} is disabled and signed out everywhere.`,
      enable: `${target.email} can sign in again.`,
    };
    return { ok: true, changed: true, message: messages[change] };
  });
}

/**
 * Gives the account `userId` the role `role`, under the last-admin rule, with a `user.role` audit
 * entry ("Staff → Admin"). The change takes effect at the account's next request. Used by the
 * Users page and `npm run admin -- role`.
 */
export async function changeRole(
  db: Kysely<Database>,
  actor: Actor,
  userId: string,
  role: Role,
  adminEmails: readonly string[],
): Promise<AccountChangeResult> {
  return db.transaction().execute(async (trx): Promise<AccountChangeResult> => {
    const target = await trx.selectFrom("user").select(["id", "email", "role", "disabled"]).where("id", "=", userId).executeTakeFirst();
    if (!target) return { ok: false, status: 404, message: "This account no longer exists." };
    const before = asRole(target.role);
    const state = { id: target.id, role: before, disabled: toBoolean(target.disabled) };
    const admins = before === "admin" ? await activeAdminCount(trx) : 0;
    // The command line (no actor id) is never the account it changes.
    const decision = decideRoleChange(actor.id ?? "", state, role, admins);
    if (decision.kind === "refuse") return { ok: false, status: 409, message: decision.message };
    if (decision.kind === "unchanged") return { ok: true, changed: false, message: decision.message };

    await trx.updateTable("user").set({ role, updated_at: new Date() }).where("id", "=", target.id).execute();
    await recordAudit(trx, actor, {
      action: "user.role",
      targetType: "user",
      targetId: target.id,
      targetLabel: target.email,
      detail: `${roleLabels[before]} → ${roleLabels[role]}`,
    });
    // A new admin, or any other role change, reaches the admins (security-events.ts).
    const account = { id: target.id, email: target.email };
    await recordSecurityEvent(
      trx,
      role === "admin"
        ? { kind: "admin-granted", account, from: before, by: actor, how: actor.id ? "back office" : "command line" }
        : { kind: "role-changed", account, from: before, to: role, by: actor },
    );
    const warning =
      before === "admin" && isConfiguredAdmin(target.email, adminEmails)
        ? `${target.email} is listed in ADMIN_EMAILS, so it becomes an admin again at its next sign-in. Remove it from ADMIN_EMAILS too.`
        : undefined;
    return { ok: true, changed: true, message: `${target.email} is now ${roleInSentence[role]}.`, warning };
  });
}
