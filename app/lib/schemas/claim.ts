/**
 * The claim form (/submit-claim, /es/submit-claim): docs/product.md#claim, with its optional
 * attachments. Its messages are in the page's language, so the schema is made per language.
 */
import { z } from "zod";
import { botField, fieldRules } from "../field-schemas.ts";
import type { Locale } from "../i18n/locale.ts";
import { optionValues } from "./options.ts";
import { claimTypeOptions, injuriesOptions, todayInLasVegas } from "./claim-fields.ts";

export * from "./claim-fields.ts";

function schemaIn(locale: Locale) {
  const { t, contactFields, requiredText, optionalText, usState, choice } = fieldRules(locale);
  return z.object({
    ...contactFields,
    policyNumber: requiredText(t("claim.errors.policyNumber"), 60),
    claimType: choice(optionValues(claimTypeOptions), t("claim.errors.claimType")),
    dateOfLoss: z
      .string({ error: t("claim.errors.dateOfLoss") })
      .trim()
      .min(1, t("claim.errors.dateOfLoss"))
      .regex(/^\d{4}-\d{2}-\d{2}$/, t("claim.errors.dateFormat"))
      // Date.parse rolls 2026-02-30 over to March 2; a real date survives the round trip.
      .refine((d) => {
        const time = Date.parse(`${d}T00:00:00Z`);
        return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === d;
      }, t("claim.errors.dateReal"))
      .refine((d) => d <= todayInLasVegas(), t("claim.errors.dateFuture"))
      .refine((d) => d >= "1990-01-01", t("claim.errors.dateYear")),
    timeOfLoss: z
      .string()
      .trim()
      .regex(/^$|^([01]\d|2[0-3]):[0-5]\d$/, t("claim.errors.timeOfLoss"))
      .optional()
      .transform((v) => (v ? v : null)),
    lossLocation: requiredText(t("claim.errors.lossLocation"), 300),
    lossCity: requiredText(t("claim.errors.lossCity"), 100),
    lossState: usState,
    description: requiredText(t("claim.errors.description"), 10_000),
    policeReport: optionalText(100),
    estimatedDamage: optionalText(100),
    injuriesInvolved: choice(optionValues(injuriesOptions), t("claim.errors.injuries")),
    witnessName: optionalText(200),
    witnessContact: optionalText(200),
    "bot-field": botField,
  });
}

const schemas = { en: schemaIn("en"), es: schemaIn("es") };

/** The English schema (its messages word for word as before). */
export const claimSchema = schemas.en;

/** The schema with its messages in a page's language. */
export function claimSchemaFor(locale: Locale): typeof claimSchema {
  return schemas[locale];
}

export type ClaimInput = z.output<typeof claimSchema>;
