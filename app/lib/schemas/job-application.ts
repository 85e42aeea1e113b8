/**
 * The job application form (/careers): docs/product.md#job-application.
 */
import { z } from "zod";
import { botField, contactFields, mailingAddressFields, optionalText } from "../field-schemas.ts";
import { optionValues } from "./options.ts";
import { positionOptions, experienceOptions, availabilityOptions } from "./job-application-fields.ts";

export * from "./job-application-fields.ts";

export const jobApplicationSchema = z.object({
  ...contactFields,
  ...mailingAddressFields,
  position: z.enum(optionValues(positionOptions), { error: "Please choose a position." }),
  experience: z.enum(optionValues(experienceOptions), { error: "Please choose your experience level." }),
  availability: z.enum(optionValues(availabilityOptions), { error: "Please choose when you could start." }),
  coverLetter: optionalText(10_000),
  "bot-field": botField,
});

export type JobApplicationInput = z.output<typeof jobApplicationSchema>;
