/**
 * The job application form (/careers): SPEC.md sections 3, 5 and 9.
 */
import { z } from "zod";
import { botField, email, optionalText, phone, requiredText, usState, zip } from "../field-schemas.ts";
import { optionValues } from "./options.ts";
import { positionOptions, experienceOptions, availabilityOptions } from "./job-application-fields.ts";

export * from "./job-application-fields.ts";

export const jobApplicationSchema = z.object({
  firstName: requiredText("your first name", 100),
  lastName: requiredText("your last name", 100),
  email,
  phone,
  address: requiredText("your street address", 200),
  city: requiredText("your city", 100),
  state: usState,
  zipCode: zip,
  position: z.enum(optionValues(positionOptions), { error: "Please choose a position." }),
  experience: z.enum(optionValues(experienceOptions), { error: "Please choose your experience level." }),
  availability: z.enum(optionValues(availabilityOptions), { error: "Please choose when you could start." }),
  coverLetter: optionalText(10_000),
  "bot-field": botField,
});

export type JobApplicationInput = z.output<typeof jobApplicationSchema>;
