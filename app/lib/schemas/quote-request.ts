/**
 * The free quote form (/quote): every field of quote_requests (docs/product.md#quote-request).
 * One schema, used by the route's action (the authority) and by the page.
 */
import { z } from "zod";
import { botField, marketingConsent, email, optionalText, phone, requiredText, zip } from "../field-schemas.ts";
import { optionValues } from "./options.ts";
import { insuranceTypeOptions, satisfactionOptions, firstTimeOption, homeOwnershipOptions, vehicleCountOptions, businessSizeOptions, businessYearsOptions, budgetOptions, timelineOptions, contactPreferenceOptions } from "./quote-request-fields.ts";

export * from "./quote-request-fields.ts";

const satisfiedValues = optionValues(satisfactionOptions);

export const quoteRequestSchema = z
  .object({
    first_name: requiredText("your first name", 100),
    last_name: requiredText("your last name", 100),
    email,
    phone,
    zip_code: zip,
    contact_preference: z.enum(optionValues(contactPreferenceOptions), { error: "Please choose how we should contact you." }),
    insurance_types: z
      .array(z.enum(optionValues(insuranceTypeOptions), { error: "Please choose from the listed insurance types." }))
      .min(1, "Please choose at least one type of insurance.")
      .transform((types) => [...new Set(types)]),
    current_insurance: z.enum(["yes", "no"], { error: "Please tell us whether you have insurance now." }),
    current_provider: optionalText(200),
    satisfaction_level: z.string().optional(),
    home_ownership: z.enum(optionValues(homeOwnershipOptions), { error: "Please choose whether you own or rent." }),
    vehicle_count: z.enum(optionValues(vehicleCountOptions), { error: "Please choose how many vehicles you have." }),
    business_type: optionalText(200),
    business_size: z.enum(optionValues(businessSizeOptions)).optional().or(z.literal("").transform(() => undefined)),
    business_years: z.enum(optionValues(businessYearsOptions)).optional().or(z.literal("").transform(() => undefined)),
    budget_range: z.enum(optionValues(budgetOptions), { error: "Please choose a monthly budget." }),
    timeline: z.enum(optionValues(timelineOptions), { error: "Please choose when you need coverage." }),
    additional_info: optionalText(5000),
    marketing_consent: marketingConsent,
    "bot-field": botField,
  })
  .superRefine(
    (v, ctx) => {
      if (v.current_insurance === "yes" && !(satisfiedValues as readonly string[]).includes(v.satisfaction_level ?? "")) {
        ctx.addIssue({ code: "custom", path: ["satisfaction_level"], message: "Please tell us how satisfied you are with your current insurance." });
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

export type QuoteRequestInput = z.output<typeof quoteRequestSchema>;

