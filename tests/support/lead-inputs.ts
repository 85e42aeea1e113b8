/**
 * Valid form inputs for integration tests, parsed by the forms' own schemas: a quote request
 * and a claim from Sam Rivera, with the email and phone a test needs.
 */
import { claimSchema } from "../../app/lib/schemas/claim.ts";
import { quoteRequestSchema } from "../../app/lib/schemas/quote-request.ts";

export const quoteInput = (email: string, phone = "(702) 555-0100") =>
  quoteRequestSchema.parse({
    first_name: "Sam",
    last_name: "Rivera",
    email,
    phone,
    zip_code: "89118",
    contact_preference: "phone",
    insurance_types: ["auto"],
    current_insurance: "no",
    home_ownership: "own",
    vehicle_count: "1",
    budget_range: "100_250",
    timeline: "within_week",
  });

export const claimInput = (email: string, phone = "(702) 555-0142") =>
  claimSchema.parse({
    firstName: "Sam",
    lastName: "Rivera",
    email,
    phone,
    policyNumber: "AUTO-1",
    claimType: "Auto - Collision",
    dateOfLoss: "2026-05-01",
    lossLocation: "Flamingo Rd",
    lossCity: "Las Vegas",
    lossState: "NV",
    description: "Rear-ended.",
    injuriesInvolved: "no",
  });
