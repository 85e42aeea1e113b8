/**
 * The pay-per-mile quote form (/just-insurance and /es/just-insurance): docs/product.md#pay-per-mile-quote.
 * Its messages are in the page's language, so the schema is made per language.
 */
import { z } from "zod";
import { botField, fieldRules, marketingConsent } from "../field-schemas.ts";
import type { Locale } from "../i18n/locale.ts";
import { optionValues } from "./options.ts";
import { monthlyMilesOptions, vehicleYearRange } from "./pay-per-mile-quote-fields.ts";

export * from "./pay-per-mile-quote-fields.ts";

function schemaIn(locale: Locale) {
  const rules = fieldRules(locale);
  const { t } = rules;
  const yearMissing = t("payPerMile.errors.year");
  return z.object({
    ...rules.contactFields,
    ...rules.mailingAddressFields,
    currentInsurance: rules.optionalText(200),
    averageMonthlyMiles: rules.choice(optionValues(monthlyMilesOptions), t("payPerMile.errors.miles")),
    vehicleYear: z
      .string({ error: yearMissing })
      .trim()
      .min(1, yearMissing)
      .regex(/^\d{4}$/, t("payPerMile.errors.yearFormat"))
      .refine((y) => {
        const { min, max } = vehicleYearRange();
        return Number(y) >= min && Number(y) <= max;
      }, t("payPerMile.errors.yearRange")),
    vehicleMake: rules.requiredText(t("payPerMile.errors.make"), 60),
    vehicleModel: rules.requiredText(t("payPerMile.errors.model"), 60),
    comments: rules.optionalText(5000),
    marketing_consent: marketingConsent,
    "bot-field": botField,
  });
}

const schemas = { en: schemaIn("en"), es: schemaIn("es") };

/** The English schema (existing callers); `payPerMileSchemaFor(locale)` gives either language's. */
export const payPerMileSchema = schemas.en;

export function payPerMileSchemaFor(locale: Locale) {
  return schemas[locale];
}

export type PayPerMileInput = z.output<typeof payPerMileSchema>;
