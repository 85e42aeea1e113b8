/**
 * The privacy request form (/privacy/request and /es/privacy/request) and the staff page's forms:
 * docs/product.md#privacy-requests. Only what is needed to find the person's information and
 * answer them: name, email, what they want. The public form's messages are in the page's
 * language (its schema is made per language); the staff's forms stay English.
 */
import { z } from "zod";
import { privacyRequestKinds } from "../privacy-requests.ts";
import { fieldRules, botField, requiredText } from "../field-schemas.ts";
import type { Locale } from "../i18n/locale.ts";
import { optionValues } from "./options.ts";
import { privacyOutcomeOptions } from "./privacy-request-fields.ts";

export * from "./privacy-request-fields.ts";

function requestSchemaIn(locale: Locale) {
  const rules = fieldRules(locale);
  return z.object({
    firstName: rules.contactFields.firstName,
    lastName: rules.contactFields.lastName,
    email: rules.email,
    kind: rules.choice(optionValues(privacyRequestKinds), rules.t("privacyRequest.errors.kind")),
    details: rules.optionalText(2000),
    "bot-field": botField,
  });
}

const requestSchemas = { en: requestSchemaIn("en"), es: requestSchemaIn("es") };

/** The English schema of the public form (existing callers); `privacyRequestSchemaFor(locale)` gives either language's. */
export const privacyRequestSchema = requestSchemas.en;

export function privacyRequestSchemaFor(locale: Locale) {
  return requestSchemas[locale];
}

export type PrivacyRequestInput = z.output<typeof privacyRequestSchema>;

export const privacyExtensionSchema = z.object({ reason: requiredText("why more time is needed", 1000) });

export const privacyAnswerSchema = z.object({
  answer: requiredText("the answer to send", 10_000),
  outcome: z.enum(optionValues(privacyOutcomeOptions), { error: "Please choose the outcome." }),
});
