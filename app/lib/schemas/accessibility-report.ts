/**
 * "Report a barrier" on /accessibility (docs/product.md#accessibility): who is writing, how to
 * answer them (an email or a phone, at least one), and the barrier. It reaches the Messages inbox.
 */
import { z } from "zod";
import { botField, emailOrPhoneRequired, optionalEmail, optionalPhone, optionalText, requiredText } from "../field-schemas.ts";
import { EMAIL_OR_PHONE_MESSAGE } from "./contact-message-fields.ts";

export * from "./accessibility-report-fields.ts";

export const accessibilityReportSchema = z
  .object({
    firstName: requiredText("your first name", 100),
    lastName: requiredText("your last name", 100),
    email: optionalEmail,
    phone: optionalPhone,
    page: optionalText(300),
    problem: requiredText("what got in your way", 5000),
    technology: optionalText(300),
    "bot-field": botField,
  })
  .superRefine(...emailOrPhoneRequired(EMAIL_OR_PHONE_MESSAGE));

export type AccessibilityReportInput = z.output<typeof accessibilityReportSchema>;
