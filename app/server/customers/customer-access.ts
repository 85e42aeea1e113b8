/**
 * Who is a customer, and which customer record an account is (docs/product.md#the-customers-side).
 * The customer guard (app/http/customer-guard.ts) asks `customerAccess` and then
 * `linkAccountToCustomer`; a script or a job asks them with the account it acts for.
 *
 * - Staff and admins are not customers: they work customers' records in the back office.
 * - A customer account is linked to the customer record whose email is the account's, once
 *   that address is verified (linkAccountToCustomer). `customer` is null while there is none:
 *   the pages then explain how to get linked instead of showing anything.
 *
 * Ownership is the caller's second step: a row is the customer's only when its customer_id
 * is `customer.id` (or, for a claim, the rules of leads/customer-claims.ts).
 */
import type { Kysely } from "kysely";
import type { CurrentUser } from "../accounts/current-user.ts";
import { toBoolean } from "../accounts/auth-values.ts";
import type { Database } from "../db/schema.ts";

export interface LinkedCustomer {
  id: string;
  name: string;
}

export interface CustomerAccess {
  user: CurrentUser;
  /** The account's address is verified (nothing of a customer record is shown before). */
  verified: boolean;
  customer: LinkedCustomer | null;
}

export type CustomerAccessDecision = "allow" | "sign-in" | "not-a-customer";

/** Who may use the customers' pages: a signed-in customer account. */
export function customerAccess(user: Pick<CurrentUser, "role"> | null): CustomerAccessDecision {
  if (!user) return "sign-in";
  return user.role === "customer" ? "allow" : "not-a-customer";
}

/**
 * The customer record of an account. A verified account with no record yet is linked to the one
 * customer whose email is the account's (never to one already linked to another account, and
 * not when several customers share the address: staff link those by inviting).
 */
export async function linkAccountToCustomer(db: Kysely<Database>, userId: string): Promise<{ verified: boolean; customer: LinkedCustomer | null }> {
  const account = await db.selectFrom("user").select(["email", "email_verified", "disabled"]).where("id", "=", userId).executeTakeFirst();
  if (!account || toBoolean(account.disabled)) return { verified: false, customer: null };
  const verified = toBoolean(account.email_verified);
  const linked = await db.selectFrom("customers").select(["id", "name"]).where("user_id", "=", userId).executeTakeFirst();
  if (linked) return { verified, customer: linked };
  if (!verified) return { verified, customer: null };
  const candidates = await db
    .selectFrom("customers")
    .select(["id", "name"])
    .where("email", "=", account.email.trim().toLowerCase())
    .where("user_id", "is", null)
    .limit(2)
    .execute();
  if (candidates.length !== 1) return { verified, customer: null };
  const candidate = candidates[0]!;
  // Only if still unlinked: two requests racing link it once.
  const result = await db
    .updateTable("customers")
    .set({ user_id: userId, updated_at: new Date().toISOString() })
    .where("id", "=", candidate.id)
    .where("user_id", "is", null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) {
    const now = await db.selectFrom("customers").select(["id", "name"]).where("user_id", "=", userId).executeTakeFirst();
    return { verified, customer: now ?? null };
  }
  return { verified, customer: candidate };
}
