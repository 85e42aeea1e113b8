/**
 * The roles an account can have (docs/product.md#roles), with the words the pages use for them.
 * Shared by the server (app/server/accounts/roles.ts) and the back-office pages.
 */
export const ROLES = ["customer", "staff", "admin"] as const;
export type Role = (typeof ROLES)[number];

/** The roles a person can be invited with: the team's. */
export const TEAM_ROLES = ["staff", "admin"] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export const roleLabels: Record<Role, string> = { customer: "Customer", staff: "Staff", admin: "Admin" };

/** "an admin", "staff", "a customer": how a sentence names someone with the role. */
export const roleInSentence: Record<Role, string> = { customer: "a customer", staff: "staff", admin: "an admin" };

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}
