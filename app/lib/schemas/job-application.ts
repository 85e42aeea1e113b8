/**
 * The job application form (/careers, /es/careers): docs/product.md#job-application. Its
 * messages are in the page's language, so the schema is made per language.
 */
import { z } from "zod";
import { botField, fieldRules } from "../field-schemas.ts";
import type { Locale } from "../i18n/locale.ts";
import { optionValues } from "./options.ts";
import { positionOptions, experienceOptions, availabilityOptions } from "./job-application-fields.ts";

export * from "./job-application-fields.ts";

function schemaIn(locale: Locale) {
  const { t, contactFields, mailingAddressFields, optionalText, choice } = fieldRules(locale);
  return z.object({
    ...contactFields,
    ...mailingAddressFields,
    position: choice(optionValues(positionOptions), t("careers.errors.position")),
    experience: choice(optionValues(experienceOptions), t("careers.errors.experience")),
    availability: choice(optionValues(availabilityOptions), t("careers.errors.availability")),
    coverLetter: optionalText(10_000),
    "bot-field": botField,
  });
}

const schemas = { en: schemaIn("en"), es: schemaIn("es") };

/** The English schema (its messages word for word as before). */
export const jobApplicationSchema = schemas.en;

/** The schema with its messages in a page's language. */
export function jobApplicationSchemaFor(locale: Locale): typeof jobApplicationSchema {
  return schemas[locale];
}

export type JobApplicationInput = z.output<typeof jobApplicationSchema>;
