/**
 * What a form outside the account pages fills in for a signed-in customer (the booking page,
 * docs/product.md#booking-a-call): their name, email and phone from their customer record, or
 * from their account while it has none, and the record's id, which the booking is linked to.
 * Staff and admins are not customers: nothing is filled in for them.
 */
import type { Kysely } from "kysely";
import type { CurrentUser } from "../accounts/current-user.ts";
import { customerAccess, linkAccountToCustomer } from "../customers/customer-access.ts";
import type { Database } from "../db/schema.ts";

export interface CustomerContactDetails {
  /** The linked customer record, or null (an account not linked to one yet). */
  customerId: string | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/** "Rosa María Delgado" → first "Rosa María", last "Delgado"; one word is a first name. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return { firstName: words[0] ?? "", lastName: "" };
  return { firstName: words.slice(0, -1).join(" "), lastName: words.at(-1)! };
}

export async function customerContactDetails(db: Kysely<Database>, user: CurrentUser | null): Promise<CustomerContactDetails | null> {
  if (!user || customerAccess(user) !== "allow") return null;
  const { customer } = await linkAccountToCustomer(db, user.id);
  const account = await db.selectFrom("user").select(["name", "email", "phone"]).where("id", "=", user.id).executeTakeFirst();
  if (!account) return null;
  const record = customer
    ? await db.selectFrom("customers").select(["kind", "name", "contact_name", "email", "phone"]).where("id", "=", customer.id).executeTakeFirst()
    : undefined;
  // A business's record is named after the business: its contact person is who books.
  const personName = record ? (record.kind === "business" ? record.contact_name || account.name : record.name) : account.name;
  return {
    customerId: customer?.id ?? null,
    ...splitName(personName ?? ""),
    email: record?.email || account.email,
    phone: record?.phone || account.phone || "",
  };
}
