/**
 * The pay-per-mile quote form (/just-insurance): SPEC.md sections 3 and 5.
 */
import { z } from "zod";
import { botField, email, optionalText, phone, requiredText, usState, zip } from "../field-schemas.ts";
import { optionValues } from "./options.ts";

export const monthlyMilesOptions = [
  { value: "0-250", label: "0-250 miles" },
  { value: "250-500", label: "250-500 miles" },
  { value: "500-750", label: "500-750 miles" },
  { value: "750-1000", label: "750-1,000 miles" },
  { value: "1000+", label: "1,000+ miles" },
] as const;

export const PAY_PER_MILE_CONSENT_TEXT =
  "By submitting this form, you agree that we may call, text or email you about this pay-per-mile quote request. Message and data rates may apply. Consent is not a condition of purchase.";

export const payPerMileLabels = {
  firstName: "First name",
  lastName: "Last name",
  email: "Email",
  phone: "Phone",
  address: "Street address",
  city: "City",
  state: "State",
  zipCode: "ZIP code",
  currentInsurance: "Current insurance provider",
  averageMonthlyMiles: "Average monthly miles",
  vehicleYear: "Vehicle year",
  vehicleMake: "Vehicle make",
  vehicleModel: "Vehicle model",
  comments: "Comments",
} as const;

/** Model years we accept: 1950 to next year. */
export function vehicleYearRange(now = new Date()): { min: number; max: number } {
  return { min: 1950, max: now.getFullYear() + 1 };
}

export const payPerMileSchema = z.object({
  firstName: requiredText("your first name", 100),
  lastName: requiredText("your last name", 100),
  email,
  phone,
  address: requiredText("your street address", 200),
  city: requiredText("your city", 100),
  state: usState,
  zipCode: zip,
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
  "bot-field": botField,
});

export type PayPerMileInput = z.output<typeof payPerMileSchema>;
