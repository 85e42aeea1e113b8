/** Options, labels and texts of the job application form: what the page needs, without zod (keeps it out of the browser bundle). */
import { contactLabels, mailingAddressLabels } from "./person-fields.ts";

export const positionOptions = [
  "Licensed Insurance Agent",
  "Customer Service Representative",
  "Claims Specialist",
  "Marketing Coordinator",
  "Business Development Manager",
  "Other",
].map((v) => ({ value: v, label: v })) as unknown as readonly [{ value: string; label: string }, ...{ value: string; label: string }[]];

export const experienceOptions = [
  { value: "entry", label: "Entry Level (0-2 years)" },
  { value: "mid", label: "Mid-Level (3-5 years)" },
  { value: "senior", label: "Senior Level (6-10 years)" },
  { value: "expert", label: "Expert (10+ years)" },
] as const;

export const availabilityOptions = [
  { value: "immediate", label: "Immediate" },
  { value: "2-weeks", label: "Within 2 weeks" },
  { value: "1-month", label: "Within 1 month" },
  { value: "2-3-months", label: "Within 2-3 months" },
] as const;

export const jobApplicationLabels = {
  ...contactLabels,
  ...mailingAddressLabels,
  position: "Position",
  experience: "Experience",
  availability: "Availability",
  resume: "Resume",
  coverLetter: "Cover letter",
} as const;
