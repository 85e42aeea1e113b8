/**
 * The free quote form (/quote and /es/quote): every field of quote_requests
 * (docs/product.md#quote-request). One schema per language (its messages in the page's
 * language), used by the route's action (the authority) and by the page.
 */
import { z } from "zod";
import { botField, fieldRules, marketingConsent } from "../field-schemas.ts";
import type { Locale } from "../i18n/locale.ts";
import { quoteEn, quoteEs } from "../i18n/messages/quote-page.ts";
import { optionValues } from "./options.ts";
import { budgetOptions, businessSizeOptions, businessYearsOptions, contactPreferenceOptions, firstTimeOption, homeOwnershipOptions, insuranceTypeOptions, satisfactionOptions, timelineOptions, vehicleCountOptions } from "./quote-request-fields.ts";

export * from "./quote-request-fields.ts";

const satisfiedValues: readonly string[] = optionValues(satisfactionOptions);

function schemaIn(locale: Locale) {
  const { t, requiredText, optionalText, email, phone, zip, choice } = fieldRules(locale);
  const errors = (locale === "es" ? quoteEs : quoteEn).errors;
  /** A list that may be left unanswered ("" or nothing); an answer must be one of its options. */
  const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
    z.union([z.literal("").transform(() => undefined), z.enum(values)], { error: errors.fromList }).optional();
  return z
    .object({
      first_name: requiredText(t("forms.field.firstName"), 100),
      last_name: requiredText(t("forms.field.lastName"), 100),
      email,
      phone,
      zip_code: zip,
      contact_preference: choice(optionValues(contactPreferenceOptions), errors.contactPreference),
      insurance_types: z
        .array(choice(optionValues(insuranceTypeOptions), errors.insuranceTypeUnknown))
        .min(1, errors.insuranceTypes)
        .transform((types) => [...new Set(types)]),
      current_insurance: choice(["yes", "no"], errors.currentInsurance),
      current_provider: optionalText(200),
      satisfaction_level: z.string().optional(),
      home_ownership: choice(optionValues(homeOwnershipOptions), errors.homeOwnership),
      vehicle_count: choice(optionValues(vehicleCountOptions), errors.vehicleCount),
      business_type: optionalText(200),
      business_size: optionalChoice(optionValues(businessSizeOptions)),
      business_years: optionalChoice(optionValues(businessYearsOptions)),
      budget_range: choice(optionValues(budgetOptions), errors.budget),
      timeline: choice(optionValues(timelineOptions), errors.timeline),
      additional_info: optionalText(5000),
      marketing_consent: marketingConsent,
      "bot-field": botField,
    })
    .superRefine(
      (v, ctx) => {
        if (v.current_insurance === "yes" && !satisfiedValues.includes(v.satisfaction_level ?? "")) {
          ctx.addIssue({ code: "custom", path: ["satisfaction_level"], message: errors.satisfaction });
        }
      },
      // Also when other fields are wrong: every problem is reported at once, not one round after another.
      { when: (payload) => (payload.value as { current_insurance?: unknown } | undefined)?.current_insurance === "yes" },
    )
    .transform((v) => {
      const business = v.insurance_types.includes("business");
      const insured = v.current_insurance === "yes";
      return {
        ...v,
        // Fields that only belong to a choice are dropped when the choice is not made.
        current_provider: insured ? v.current_provider : null,
        satisfaction_level: insured ? v.satisfaction_level! : firstTimeOption.value,
        business_type: business ? v.business_type : null,
        business_size: business ? (v.business_size ?? null) : null,
        business_years: business ? (v.business_years ?? null) : null,
      };
    });
}

const schemas = { en: schemaIn("en"), es: schemaIn("es") };

/** The schema with its messages in the page's language. */
export function quoteRequestSchemaFor(locale: Locale) {
  return schemas[locale];
}

/** The English schema (the English page, scripts and tests). */
export const quoteRequestSchema = schemas.en;

export type QuoteRequestInput = z.output<typeof quoteRequestSchema>;
