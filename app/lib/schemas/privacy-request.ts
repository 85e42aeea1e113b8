/**
 * The privacy request form (/privacy/request) and the staff page's forms: docs/product.md#privacy-requests.
 * Only what is needed to find the person's information and answer them: name, email, what they want.
 */
import { z } from "zod";
import { privacyRequestKinds } from "../privacy-requests.ts";
import { botField, email, optionalText, requiredText } from "../field-schemas.ts";
import { optionValues } from "./options.ts";
import { privacyOutcomeOptions } from "./privacy-request-fields.ts";

export * from "./privacy-request-fields.ts";

export const privacyRequestSchema = z.object({
  firstName: requiredText("your first name", 100),
  lastName: requiredText("your last name", 100),
  email,
  kind: z.enum(optionValues(privacyRequestKinds), { error: "Please choose what you would like us to do." }),
  details: optionalText(2000),
  "bot-field": botField,
});

export type PrivacyRequestInput = z.output<typeof privacyRequestSchema>;

export const privacyExtensionSchema = z.object({ reason: requiredText("why more time is needed", 1000) });

export const privacyAnswerSchema = z.object({
  answer: requiredText("the answer to send", 10_000),
  outcome: z.enum(optionValues(privacyOutcomeOptions), { error: "Please choose the outcome." }),
});
