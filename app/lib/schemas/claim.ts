/**
 * The claim form (/submit-claim): docs/product.md#claim, with its optional attachments.
 */
import { z } from "zod";
import { botField, contactFields, optionalText, requiredText, usState } from "../field-schemas.ts";
import { optionValues } from "./options.ts";
import { claimTypeOptions, todayInLasVegas } from "./claim-fields.ts";

export * from "./claim-fields.ts";

export const claimSchema = z.object({
  ...contactFields,
  policyNumber: requiredText("your policy number", 60),
  claimType: z.enum(optionValues(claimTypeOptions), { error: "Please choose the type of claim." }),
  dateOfLoss: z
    .string({ error: "Please enter the date of the loss." })
    .trim()
    .min(1, "Please enter the date of the loss.")
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Please enter the date as MM/DD/YYYY.")
    // Date.parse rolls 2026-02-30 over to March 2; a real date survives the round trip.
    .refine((d) => {
      const time = Date.parse(`${d}T00:00:00Z`);
      return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === d;
    }, "Please enter a real date.")
    .refine((d) => d <= todayInLasVegas(), "The date of loss cannot be in the future.")
    .refine((d) => d >= "1990-01-01", "Please check the year of the date of loss."),
  timeOfLoss: z
    .string()
    .trim()
    .regex(/^$|^([01]\d|2[0-3]):[0-5]\d$/, "Please enter the time as HH:MM, or leave it empty.")
    .optional()
    .transform((v) => (v ? v : null)),
  lossLocation: requiredText("where the loss happened", 300),
  lossCity: requiredText("the city", 100),
  lossState: usState,
  description: requiredText("a description of what happened", 10_000),
  policeReport: optionalText(100),
  estimatedDamage: optionalText(100),
  injuriesInvolved: z.enum(["no", "yes"], { error: "Please tell us whether anyone was injured." }),
  witnessName: optionalText(200),
  witnessContact: optionalText(200),
  "bot-field": botField,
});

export type ClaimInput = z.output<typeof claimSchema>;
