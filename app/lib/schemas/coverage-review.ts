/**
 * The coverage review request (/coverage-review): docs/product.md#coverage-review-request.
 * The declarations pages are files, checked by the form pipeline, not fields of this schema.
 */
import { z } from "zod";
import { botField, marketingConsent, contactFields, optionalText, requiredText } from "../field-schemas.ts";
import { renewalMonthOptions } from "./coverage-review-fields.ts";
import { optionValues } from "./options.ts";

export * from "./coverage-review-fields.ts";

export const coverageReviewSchema = z.object({
  ...contactFields,
  currentCarriers: requiredText("the insurance companies you have now", 300),
  renewalMonth: z.enum(optionValues(renewalMonthOptions), { error: "Please choose the month your policies renew, or \"I'm not sure\"." }),
  concerns: optionalText(5000),
  marketing_consent: marketingConsent,
  "bot-field": botField,
});

export type CoverageReviewInput = z.output<typeof coverageReviewSchema>;
