/**
 * Finding, downloading or erasing what is held about one person (/admin/people): an email
 * address, a phone number, or both. The erasure also asks staff to confirm that it is final.
 */
import { z } from "zod";
import { emailOrPhoneRequired, optionalEmail, optionalPhone } from "../field-schemas.ts";

export * from "./person-lookup-fields.ts";

export const EMAIL_OR_PHONE_TO_FIND = "Please enter an email address or a phone number.";

const lookup = z.object({ email: optionalEmail, phone: optionalPhone });

export const personLookupSchema = lookup.superRefine(...emailOrPhoneRequired(EMAIL_OR_PHONE_TO_FIND));

export const personErasureSchema = lookup
  .extend({ confirm: z.literal("yes", { error: "Please confirm that the erasure cannot be undone." }) })
  .superRefine(...emailOrPhoneRequired(EMAIL_OR_PHONE_TO_FIND));

export type PersonLookup = z.output<typeof personLookupSchema>;
