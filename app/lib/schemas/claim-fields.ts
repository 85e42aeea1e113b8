/** Options, labels and texts of the claim form: what the page needs, without zod (keeps it out of the browser bundle). */
import { contactLabels } from "./person-fields.ts";

export const claimTypeOptions = [
  "Auto - Collision",
  "Auto - Comprehensive",
  "Auto - Liability",
  "Home - Property Damage",
  "Home - Theft",
  "Home - Natural Disaster",
  "Business - Property",
  "Business - Liability",
  "Life Insurance",
  "Other",
].map((v) => ({ value: v, label: v })) as unknown as readonly [{ value: string; label: string }, ...{ value: string; label: string }[]];

export const injuriesOptions = [
  { value: "no", label: "No" },
  { value: "yes", label: "Yes" },
] as const;

export const claimLabels = {
  ...contactLabels,
  policyNumber: "Policy number",
  claimType: "Claim type",
  dateOfLoss: "Date of loss",
  timeOfLoss: "Time of loss",
  lossLocation: "Location of loss (street address or description)",
  lossCity: "City",
  lossState: "State",
  description: "Description of what happened",
  policeReport: "Police report number",
  estimatedDamage: "Estimated damage",
  injuriesInvolved: "Were there injuries?",
  witnessName: "Witness name",
  witnessContact: "Witness phone or email",
  attachments: "Photos and documents",
} as const;

/** "YYYY-MM-DD" of today in Las Vegas (a loss cannot be reported for a future date). */
export function todayInLasVegas(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Los_Angeles" }).format(now);
}
