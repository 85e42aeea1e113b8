/**
 * The Users page's actions: grant and revoke admin, disable and re-enable an account.
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
import { isConfiguredAdmin } from "./admin-emails.ts";
import { decideAccountChange, type AccountChange } from "./admin-account-rules.ts";
import { toBoolean } from "./auth-values.ts";
import { grantAdmin, revokeAdmin, setAccountDisabled } from "./manage-accounts.ts";
import { asRole } from "./roles.ts";

export type AccountChangeResult =
  | { ok: true; changed: boolean; message: string; warning?: string }
  | { ok: false; status: 404 | 409; message: string };

const auditAction = { grant: "user.grant_admin", revoke: "user.revoke_admin", disable: "user.disable", enable: "user.enable" } as const;

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
  adminEmails: readonly string[],
): Promise<AccountChangeResult> {
  return db.transaction().execute(async (trx): Promise<AccountChangeResult> => {
    const target = await trx.selectFrom("user").select(["id", "email", "role", "disabled"]).where("id", "=", userId).executeTakeFirst();
    if (!target) return { ok: false, status: 404, message: "This account no longer exists." };
    const state = { id: target.id, role: asRole(target.role), disabled: toBoolean(target.disabled) };
    const admins = change === "revoke" || change === "disable" ? await activeAdminCount(trx) : 0;
    const decision = decideAccountChange(actor.id, state, change, admins);
    if (decision.kind === "refuse") return { ok: false, status: 409, message: decision.message };
    if (decision.kind === "unchanged") return { ok: true, changed: false, message: decision.message };

    if (change === "grant") await grantAdmin(trx, target.email);
    else if (change === "revoke") await revokeAdmin(trx, target.email);
    else await setAccountDisabled(trx, target.email, change === "disable");
    await recordAudit(trx, actor, { action: auditAction[change], targetType: "user", targetId: target.id, targetLabel: target.email });

    const messages = {
      grant: `${target.email} is now an admin.`,
      revoke: `${target.email} is no longer an admin.`,
      disable: `${target.email} is disabled and signed out everywhere.`,
      enable: `${target.email} can sign in again.`,
    };
    const warning =
      change === "revoke" && isConfiguredAdmin(target.email, adminEmails)
        ? `${target.email} is listed in ADMIN_EMAILS, so it becomes an admin again at its next sign-in. Remove it from ADMIN_EMAILS too.`
        : undefined;
    return { ok: true, changed: true, message: messages[change], warning };
  });
}
