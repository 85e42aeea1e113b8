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
 * - Staff and admins are not customers: a page sends them to /dashboard and anything else answers 403.
 *
 * The rules (who is a customer, which record is theirs) are app/server/customers/customer-access.ts.
 */
import { redirect } from "react-router";
import { customerAccess, linkAccountToCustomer, type CustomerAccess } from "../server/customers/customer-access.ts";
import { servicesOf, type RouteContext } from "./context.ts";
import { forbidden, isPageRequest, toSignIn, type RefusalOptions } from "./refusals.ts";
import { getCurrentUser } from "./session.ts";

export const NOT_CUSTOMER_MESSAGE = "Sign in to your customer account to do this.";

export type CustomerGuardOptions = RefusalOptions;

type GuardArgs = { request: Request; context: RouteContext };

/** Returns the signed-in customer with their linked record, or throws the redirect / 403 described above. */
export async function requireCustomer({ request, context }: GuardArgs, options: CustomerGuardOptions = {}): Promise<CustomerAccess> {
  const user = await getCurrentUser(context);
  const page = isPageRequest(request, options);
  switch (customerAccess(user)) {
    case "sign-in":
      if (!page) forbidden(NOT_CUSTOMER_MESSAGE, options);
      return toSignIn(request);
    case "not-a-customer":
      if (!page) forbidden(NOT_CUSTOMER_MESSAGE, options);
      throw redirect("/dashboard");
    case "allow":
      return { user: user!, ...(await linkAccountToCustomer(servicesOf(context).db, user!.id)) };
  }
}
