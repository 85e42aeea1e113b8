/**
 * What inviting an address to the team does, as a pure rule (docs/product.md#team-accounts-and-invitations):
 * - no account uses it: a new account with the role, and an invitation;
 * - a team account that has not set its password yet: a fresh invitation (the older link ends);
 * - a customer's account: nothing, silently or not: the admin is told, and offered the role change;
 * - a team account with a password: nothing (they sign in, or use Forgot password);
 * - a disabled account: nothing until it is re-enabled.
 */
import type { Role } from "../../lib/account-roles.ts";

export interface ExistingAccount {
  role: Role;
  disabled: boolean;
  /** Whether the account has set a password. */
  hasPassword: boolean;
}

export type InviteDecision = "create" | "reinvite" | "customer" | "member" | "disabled";

export function decideInvite(existing: ExistingAccount | null): InviteDecision {
  if (!existing) return "create";
  if (existing.disabled) return "disabled";
  if (existing.role === "customer") return "customer";
  return existing.hasPassword ? "member" : "reinvite";
}
