/**
 * The contact form ("Send us a message" on /contact and /es/contact): docs/product.md#contact-message.
 * An email address or a phone number is enough; at least one is required. Its messages are in
 * the page's language, so the schema is made per language.
 */
import { z } from "zod";
import { botField, emailOrPhoneRequired, fieldRules, marketingConsent } from "../field-schemas.ts";
import type { Locale } from "../i18n/locale.ts";
import { optionValues } from "./options.ts";
import { contactFormTopicOptions } from "./contact-message-fields.ts";

export * from "./contact-message-fields.ts";

function schemaIn(locale: Locale) {
  const { t, requiredText, optionalEmail, optionalPhone, choice } = fieldRules(locale);
  return z
    .object({
      firstName: requiredText(t("forms.field.firstName"), 100),
      lastName: requiredText(t("forms.field.lastName"), 100),
      email: optionalEmail,
      phone: optionalPhone,
      topic: choice(optionValues(contactFormTopicOptions), t("contact.form.errors.topic")),
      message: requiredText(t("contact.form.errors.message"), 5000),
      marketing_consent: marketingConsent,
      "bot-field": botField,
    })
    .superRefine(...emailOrPhoneRequired(t("forms.field.emailOrPhone")));
}

const schemas = { en: schemaIn("en"), es: schemaIn("es") };

/** The English schema (its messages word for word as before the Spanish pages). */
export const contactMessageSchema = schemas.en;

/** The schema with its messages in a page's language. */
export function contactMessageSchemaFor(locale: Locale): typeof contactMessageSchema {
  return schemas[locale];
}

export type ContactMessageInput = z.output<typeof contactMessageSchema>;
