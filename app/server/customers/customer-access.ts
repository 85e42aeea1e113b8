/**
 * THE customer guard: the one server-side check every customer page and action of the
 * service center uses (docs/product.md#the-customers-side). A customer route calls it first:
 *
 *   export async function loader(args: Route.LoaderArgs) {
 *     const { user, customer } = await requireCustomer(args);
 *     ...every read then filters by customer.id (or user.id)...
 *   }
 *
 * - Signed out: a page (GET/HEAD) redirects to the sign-in screen (the Spanish one from a
 *   Spanish page), which brings the person back here; any other method, and every download,
 *   answers 403.
 * - Staff and admins are not customers: they work customers' records in the back office, so a
 *   page sends them to /dashboard and anything else answers 403.
 * - A customer account is linked to the customer record whose email is the account's, once
 *   that address is verified (linkAccountToCustomer). `customer` is null while there is none:
 *   the pages then explain how to get linked instead of showing anything.
 *
 * Ownership is the caller's second step: a row is the customer's only when its customer_id
 * is `customer.id` (or, for a claim, the rules of leads/customer-claims.ts).
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import type { Kysely } from "kysely";
import { localeOfPath, pathInLocale } from "../../lib/i18n/locale.ts";
import { getCurrentUser, type CurrentUser } from "../accounts/current-user.ts";
import { toBoolean } from "../accounts/auth-values.ts";
import { servicesOf } from "../context.ts";
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

const PAGE_METHODS = new Set(["GET", "HEAD"]);

/** The guard's decision, as a pure rule (unit-tested). */
export function customerAccess(user: Pick<CurrentUser, "role"> | null): CustomerAccessDecision {
  if (!user) return "sign-in";
  return user.role === "customer" ? "allow" : "not-a-customer";
}

export const NOT_CUSTOMER_MESSAGE = "Sign in to your customer account to do this.";

type GuardArgs = { request: Request; context: Readonly<RouterContextProvider> };

export interface CustomerGuardOptions {
  /** A file download: refuse with 403 rather than redirect. */
  download?: boolean;
}

function refuse(options: CustomerGuardOptions): never {
  if (options.download) {
    throw new Response(NOT_CUSTOMER_MESSAGE, {
      status: 403,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
    });
  }
  throw data(NOT_CUSTOMER_MESSAGE, { status: 403 });
}

/** The sign-in screen, coming back to `path` afterwards. */
export function signInPath(path: string): string {
  return `/login?next=${encodeURIComponent(path)}`;
}

/** Returns the signed-in customer with their linked record, or throws the redirect / 403 described above. */
export async function requireCustomer(args: GuardArgs, options: CustomerGuardOptions = {}): Promise<CustomerAccess> {
  const { request, context } = args;
  const user = await getCurrentUser(context);
  const page = PAGE_METHODS.has(request.method.toUpperCase()) && !options.download;
  switch (customerAccess(user)) {
    case "sign-in": {
      if (!page) refuse(options);
      const url = new URL(request.url);
      throw redirect(pathInLocale(signInPath(url.pathname + url.search), localeOfPath(url.pathname)));
    }
    case "not-a-customer":
      if (!page) refuse(options);
      throw redirect("/dashboard");
    case "allow": {
      const { db } = servicesOf(context);
      return { user: user!, ...(await linkAccountToCustomer(db, user!.id)) };
    }
  }
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
