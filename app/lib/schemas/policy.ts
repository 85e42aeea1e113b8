/**
 * A policy as staff enter it and as the book import reads it (docs/import.md): one schema for
 * both. Dates are calendar days (YYYY-MM-DD); the premium is dollars, stored in cents.
 * Vehicles and drivers are separate lists (vehicleSchema, driverSchema).
 */
import { z } from "zod";
import { optionalText, requiredText } from "../field-schemas.ts";
import { billingKinds, normalizeVin, policyLines, policyStatuses } from "../policies.ts";
import { optionValues } from "./options.ts";
import { premiumCents } from "./stage-change.ts";

const isoDay = (what: string) =>
  z
    .string({ error: `Please enter the ${what}.` })
    .trim()
    .min(1, `Please enter the ${what}.`)
    .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), `Please enter the ${what} as a date, like 2026-03-01.`);

export const policySchema = z
  .object({
    line: z.enum(optionValues(policyLines), { error: "Please choose the line of business." }),
    carrier: requiredText("the carrier", 100),
    policyNumber: requiredText("the policy number", 60),
    effectiveDate: isoDay("effective date"),
    expirationDate: isoDay("expiration date"),
    status: z.enum(optionValues(policyStatuses), { error: "Please choose the policy's status." }),
    billing: z.enum(optionValues(billingKinds), { error: "Please choose how the policy is billed." }),
    paymentUrl: z
      .string()
      .trim()
      .max(500, "Please enter a shorter link.")
      .optional()
      .transform((v) => (v ? v : null))
      .refine((v) => v === null || /^https:\/\/[^\s]+$/.test(v), "Please enter the payment page's full address, starting with https://."),
    premium: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v : null))
      .refine((v) => v === null || premiumCents(v) !== null, "Please enter the premium as an amount, like 1,250.00.")
      .transform((v) => (v === null ? null : premiumCents(v))),
  })
  .refine((v) => v.expirationDate > v.effectiveDate, { path: ["expirationDate"], message: "The expiration date must be after the effective date." });
export type PolicyInput = z.output<typeof policySchema>;

const vinPattern = /^[A-HJ-NPR-Z0-9]{17}$/;

/** One vehicle; every field optional but a VIN, when given, must be 17 characters without I, O or Q. */
export const vehicleSchema = z.object({
  year: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || /^(19|20)\d{2}$/.test(v), "Please enter a 4-digit year."),
  make: optionalText(60),
  model: optionalText(60),
  vin: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? normalizeVin(v) : null))
    .refine((v) => v === null || vinPattern.test(v), "A VIN has 17 letters and digits (never I, O or Q)."),
});
export type VehicleInput = z.output<typeof vehicleSchema>;

export const driverSchema = z.object({
  name: requiredText("the driver's name", 120),
  dateOfBirth: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v))), "Please enter the date of birth like 1980-05-17."),
});
export type DriverInput = z.output<typeof driverSchema>;
