/**
 * Recording a marketing email consent a customer gave staff in person, by phone, in writing or
 * by email (docs/product.md#consent): how they told us and an optional note.
 */
import { z } from "zod";
import { optionValues } from "./options.ts";
import { MARKETING_CONSENT_NOTE_MAX, marketingConsentMethods, type MarketingConsentMethod } from "./marketing-consent-fields.ts";

export * from "./marketing-consent-fields.ts";

export interface StaffMarketingConsent {
  method: MarketingConsentMethod;
  note: string | null;
}

export const marketingConsentSchema = z
  .object({
    consent_method: z.enum(optionValues(marketingConsentMethods), { error: "Please choose how they agreed." }),
    consent_note: z
      .string()
      .trim()
      .max(MARKETING_CONSENT_NOTE_MAX, `Please keep the note under ${MARKETING_CONSENT_NOTE_MAX} characters.`)
      .optional(),
  })
  .transform((v): StaffMarketingConsent => ({ method: v.consent_method, note: v.consent_note?.replace(/\s+/g, " ") || null }));
