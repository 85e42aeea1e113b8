/**
 * The coverage review request (/coverage-review and /es/coverage-review): docs/product.md#coverage-review-request.
 * The declarations pages are files, checked by the form pipeline, not fields of this schema.
 * Its messages are in the page's language, so the schema is made per language.
 */
import { z } from "zod";
import { botField, fieldRules, marketingConsent } from "../field-schemas.ts";
import type { Locale } from "../i18n/locale.ts";
import { renewalMonthOptions } from "./coverage-review-fields.ts";
import { optionValues } from "./options.ts";

export * from "./coverage-review-fields.ts";

function schemaIn(locale: Locale) {
  const { t, requiredText, optionalText, choice, contactFields } = fieldRules(locale);
  return z.object({
    ...contactFields,
    currentCarriers: requiredText(t("coverageReview.form.errors.currentCarriers"), 300),
    renewalMonth: choice(optionValues(renewalMonthOptions), t("coverageReview.form.errors.renewalMonth")),
    concerns: optionalText(5000),
    marketing_consent: marketingConsent,
    "bot-field": botField,
  });
}

const schemas = { en: schemaIn("en"), es: schemaIn("es") };

/** The English schema (its messages word for word as before the Spanish pages). */
export const coverageReviewSchema = schemas.en;

/** The schema with its messages in a page's language. */
export function coverageReviewSchemaFor(locale: Locale): typeof coverageReviewSchema {
  return schemas[locale];
}

export type CoverageReviewInput = z.output<typeof coverageReviewSchema>;
