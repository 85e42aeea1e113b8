/**
 * "Report a barrier" on /accessibility (docs/product.md#accessibility-statement): who is writing, how to
 * answer them (an email or a phone, at least one), and the barrier. It reaches the Messages inbox.
 * Its messages are in the page's language, so the schema is made per language.
 */
import { z } from "zod";
import { botField, emailOrPhoneRequired, fieldRules } from "../field-schemas.ts";
import type { Locale } from "../i18n/locale.ts";

export * from "./accessibility-report-fields.ts";

function schemaIn(locale: Locale) {
  const rules = fieldRules(locale);
  const { t } = rules;
  return z
    .object({
      firstName: rules.contactFields.firstName,
      lastName: rules.contactFields.lastName,
      email: rules.optionalEmail,
      phone: rules.optionalPhone,
      page: rules.optionalText(300),
      problem: rules.requiredText(t("accessibilityReport.errors.problem"), 5000),
      technology: rules.optionalText(300),
      "bot-field": botField,
    })
    .superRefine(...emailOrPhoneRequired(t("forms.field.emailOrPhone")));
}

const schemas = { en: schemaIn("en"), es: schemaIn("es") };

/** The English schema (existing callers); `accessibilityReportSchemaFor(locale)` gives either language's. */
export const accessibilityReportSchema = schemas.en;

export function accessibilityReportSchemaFor(locale: Locale) {
  return schemas[locale];
}

export type AccessibilityReportInput = z.output<typeof accessibilityReportSchema>;
