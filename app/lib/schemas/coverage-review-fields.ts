/** Options, labels and texts of the coverage review request (/coverage-review): what the page needs, without zod. */
import { MARKETING_CONSENT_FIELD, MARKETING_CONSENT_LABEL } from "../consent.ts";

const monthNames = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"] as const;

/** The month the visitor's policies renew: "01"…"12", or not sure. */
export const renewalMonthOptions = [
  ...monthNames.map((label, i) => ({ value: String(i + 1).padStart(2, "0"), label })),
  { value: "unsure", label: "I'm not sure" },
] as const;

export const coverageReviewLabels = {
  firstName: "First name",
  lastName: "Last name",
  email: "Email",
  phone: "Phone",
  currentCarriers: "Current insurance companies",
  renewalMonth: "Renewal month",
  concerns: "What worries you about your coverage",
  [MARKETING_CONSENT_FIELD]: MARKETING_CONSENT_LABEL,
} as const;

/** The upload field (optional): the declarations pages of the policies to review. */
export const DECLARATIONS_FIELD = "declarations";
export const DECLARATIONS_LABEL = "Declarations pages";
