/**
 * The pay-per-mile quote form (/just-insurance): docs/product.md#pay-per-mile-quote.
 */
import { z } from "zod";
import { botField, marketingConsent, contactFields, mailingAddressFields, optionalText, requiredText } from "../field-schemas.ts";
import { optionValues } from "./options.ts";
import { monthlyMilesOptions, vehicleYearRange } from "./pay-per-mile-quote-fields.ts";

export * from "./pay-per-mile-quote-fields.ts";

export const payPerMileSchema = z.object({
  ...contactFields,
  ...mailingAddressFields,
  currentInsurance: optionalText(200),
  averageMonthlyMiles: z.enum(optionValues(monthlyMilesOptions), { error: "Please choose how many miles you drive a month." }),
  vehicleYear: z
    .string({ error: "Please enter the vehicle's year." })
    .trim()
    .min(1, "Please enter the vehicle's year.")
    .regex(/^\d{4}$/, "Please enter a four-digit year, like 2019.")
    .refine((y) => {
      const { min, max } = vehicleYearRange();
      return Number(y) >= min && Number(y) <= max;
    }, "Please enter a model year between 1950 and next year."),
  vehicleMake: requiredText("the vehicle's make", 60),
  vehicleModel: requiredText("the vehicle's model", 60),
  comments: optionalText(5000),
  marketing_consent: marketingConsent,
  "bot-field": botField,
});

export type PayPerMileInput = z.output<typeof payPerMileSchema>;
