/**
 * What the customer search matches (docs/product.md#customers-and-policies): customers.search_text,
 * written by every code path that writes a customer (the form, the book import). One part per
 * line, lower-case: the name, the contact's name, both emails, both phones as digits, and the
 * agency management system's id. Policy numbers and VINs are searched in their own tables.
 */
import type { CustomerInput } from "../../lib/schemas/customer.ts";

type SearchedFields = Pick<CustomerInput, "name" | "contactName" | "email" | "altEmail" | "phone" | "altPhone" | "externalRef">;

/** A phone's digits without a leading US 1 (a stored phone reads "(702) 555-0100"). */
function phoneDigits(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
}

export function customerSearchText(input: SearchedFields): string {
  const parts = [
    input.name,
    input.contactName,
    input.email,
    input.altEmail,
    input.phone ? phoneDigits(input.phone) : null,
    input.altPhone ? phoneDigits(input.altPhone) : null,
    input.externalRef,
  ];
  return parts
    .map((part) => (part ?? "").replace(/\s+/g, " ").trim().toLowerCase())
    .filter(Boolean)
    .join("\n");
}
