/** Options, labels and texts of the coverage review request (/coverage-review): what the page needs, without zod. */
import { MARKETING_CONSENT_FIELD, MARKETING_CONSENT_LABEL } from "../consent.ts";
import { catalogueOf } from "../i18n/i18n.ts";
import type { Locale } from "../i18n/locale.ts";

const monthNames = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"] as const;

/** The month the visitor's policies renew: "01"…"12", or not sure. */
export const renewalMonthOptions = [
  ...monthNames.map((label, i) => ({ value: String(i + 1).padStart(2, "0"), label })),
  { value: "unsure", label: "I'm not sure" },
] as const;

/** The labels staff read (the inbox, the notification, details_json): English. */
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

/** The form's labels as a page in `locale` shows them (and the visitor's confirmation lists them). */
export function coverageReviewLabelsFor(locale: Locale): Record<keyof typeof coverageReviewLabels, string> {
  const labels = catalogueOf(locale).coverageReview.form.labels;
  return {
    firstName: labels.firstName,
    lastName: labels.lastName,
    email: labels.email,
    phone: labels.phone,
    currentCarriers: labels.currentCarriers,
    renewalMonth: labels.renewalMonth,
    concerns: labels.concerns,
    [MARKETING_CONSENT_FIELD]: labels.marketing,
  };
}

/** The renewal months labelled in `locale` ("03" stays the value stored). */
export function renewalMonthOptionsFor(locale: Locale): { value: string; label: string }[] {
  const months: Record<string, string> = catalogueOf(locale).coverageReview.form.months;
  return renewalMonthOptions.map((option) => ({ value: option.value, label: months[option.value] ?? option.label }));
}
