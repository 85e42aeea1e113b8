/**
 * The contact form ("Send us a message" on /contact): docs/product.md#contact-message.
 * An email address or a phone number is enough; at least one is required.
 */
import { z } from "zod";
import { botField, emailOrPhoneRequired, marketingConsent, optionalEmail, optionalPhone, requiredText } from "../field-schemas.ts";
import { optionValues } from "./options.ts";
import { contactFormTopicOptions, EMAIL_OR_PHONE_MESSAGE } from "./contact-message-fields.ts";

export * from "./contact-message-fields.ts";

export const contactMessageSchema = z
  .object({
    firstName: requiredText("your first name", 100),
    lastName: requiredText("your last name", 100),
    email: optionalEmail,
    phone: optionalPhone,
    topic: z.enum(optionValues(contactFormTopicOptions), { error: "Please choose what your message is about." }),
    message: requiredText("your message", 5000),
    marketing_consent: marketingConsent,
    "bot-field": botField,
  })
  .superRefine(...emailOrPhoneRequired(EMAIL_OR_PHONE_MESSAGE));

export type ContactMessageInput = z.output<typeof contactMessageSchema>;
