/**
 * A customer record as staff enter it (the customer form) and as the book import reads it
 * (docs/import.md): one schema for both, so a row the import accepts is one the form would.
 * Contact fields are optional (an imported book is rarely complete); what is given must be valid.
 */
import { z } from "zod";
import { optionalText, requiredText } from "../field-schemas.ts";

/** Empty → null; otherwise a valid address, lower-cased. */
export const optionalEmail = z
  .string()
  .trim()
  .max(254, "Please enter a shorter email address.")
  .optional()
  .transform((v) => (v ? v.toLowerCase() : null))
  .refine((v) => v === null || z.email().safeParse(v).success, "Please enter a valid email address, like name@example.com.");

/** Empty → null; otherwise a 10-digit US number, stored as (702) 555-0100. */
export const optionalPhone = z
  .string()
  .trim()
  .max(30, "Please enter a 10-digit phone number.")
  .optional()
  .transform((v) => (v ? v.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "") : null))
  .refine((d) => d === null || /^\d{10}$/.test(d), "Please enter a 10-digit phone number, like (702) 555-0100.")
  .transform((d) => (d === null ? null : `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`));

const optionalState = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v.toUpperCase() : null))
  .refine((v) => v === null || /^[A-Z]{2}$/.test(v), "Please enter the state's two-letter code, like NV.");

const optionalZip = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || /^\d{5}(-\d{4})?$/.test(v), "Please enter a 5-digit ZIP code, like 89118.");

export { customerKinds, customerLanguages } from "./customer-fields.ts";

/** Empty or absent → English (the default, and what a form without the field means); otherwise en or es. */
const language = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || "en")
  .pipe(z.enum(["en", "es"], { error: "Please choose English or Español." }));

export const customerSchema = z.object({
  kind: z.enum(["person", "business"], { error: "Please choose a person or a business." }),
  name: requiredText("the customer's name", 200),
  contactName: optionalText(200),
  email: optionalEmail,
  altEmail: optionalEmail,
  phone: optionalPhone,
  altPhone: optionalPhone,
  address: optionalText(200),
  city: optionalText(100),
  state: optionalState,
  zipCode: optionalZip,
  /** The assigned staff member's user id ("" = nobody); checked against the active team by the server. */
  ownerId: z.string().trim().optional().transform((v) => (v ? v : null)),
  externalRef: optionalText(100),
  notes: optionalText(5000),
  /** The language the customer's emails are written in. */
  language,
});
export type CustomerInput = z.output<typeof customerSchema>;
