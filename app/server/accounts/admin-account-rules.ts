/**
 * What an admin may do to an account from the Users page (docs/back-office.md#users), as a pure rule:
 * - nobody disables their own account (they would lock themselves out mid-click);
 * - the last active admin cannot give up their own admin role (to staff or customer), so the
 *   site always keeps someone who can manage it (`npm run admin` remains the way back in);
 * - asking for what is already so changes nothing.
 */
import { roleInSentence, type Role } from "../../lib/account-roles.ts";

export type AccountChange = "disable" | "enable";

export const accountChanges: readonly AccountChange[] = ["disable", "enable"];

export function isAccountChange(value: unknown): value is AccountChange {
  return typeof value === "string" && (accountChanges as readonly string[]).includes(value);
}

export interface AccountState {
  id: string;
  role: Role;
  disabled: boolean;
}

export type AccountChangeDecision =
  | { kind: "apply" }
  | { kind: "unchanged"; message: string }
  | { kind: "refuse"; message: string };

export const REFUSE_DISABLE_SELF = "You cannot disable your own account. Ask another administrator if it must be disabled.";
export const REFUSE_LAST_ADMIN =
  "You are the only active administrator, so you cannot remove your own admin role. Make another account an admin first.";

export function decideAccountChange(actorId: string, target: AccountState, change: AccountChange): AccountChangeDecision {
  const self = target.id === actorId;
  switch (change) {
    case "disable":
      if (self) return { kind: "refuse", message: REFUSE_DISABLE_SELF };
      return target.disabled ? { kind: "unchanged", message: "This account is already disabled." } : { kind: "apply" };
    case "enable":
      return target.disabled ? { kind: "apply" } : { kind: "unchanged", message: "This account is not disabled." };
  }
}

/**
 * Giving an account another role (customer, staff or admin).
 * @param activeAdmins admins whose accounts are not disabled, the actor included.
 */
export function decideRoleChange(actorId: string, target: AccountState, role: Role, activeAdmins: number): AccountChangeDecision {
  if (target.role === role) return { kind: "unchanged", message: `This account is already ${roleInSentence[role]}.` };
  if (target.id === actorId && target.role === "admin" && activeAdmins <= 1) return { kind: "refuse", message: REFUSE_LAST_ADMIN };
  return { kind: "apply" };
}
