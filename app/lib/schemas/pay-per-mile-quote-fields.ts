/** Options, labels and texts of the pay per mile quote form: what the page needs, without zod (keeps it out of the browser bundle). */
import { MARKETING_CONSENT_FIELD, MARKETING_CONSENT_LABEL } from "../consent.ts";
import { catalogueOf } from "../i18n/i18n.ts";
import type { Locale } from "../i18n/locale.ts";
import { contactLabels, mailingAddressLabels } from "./person-fields.ts";

export const monthlyMilesOptions = [
  { value: "0-250", label: "0-250 miles" },
  { value: "250-500", label: "250-500 miles" },
  { value: "500-750", label: "500-750 miles" },
  { value: "750-1000", label: "750-1,000 miles" },
  { value: "1000+", label: "1,000+ miles" },
] as const;

export type MonthlyMiles = (typeof monthlyMilesOptions)[number]["value"];

/** The labels staff see (the inbox, the notification): English. */
export const payPerMileLabels = {
  ...contactLabels,
  ...mailingAddressLabels,
  currentInsurance: "Current insurance provider",
  averageMonthlyMiles: "Average monthly miles",
  vehicleYear: "Vehicle year",
  vehicleMake: "Vehicle make",
  vehicleModel: "Vehicle model",
  comments: "Comments",
  [MARKETING_CONSENT_FIELD]: MARKETING_CONSENT_LABEL,
} as const;

/** The labels in a page's language (the form, its error summary, the visitor's confirmation email); English is payPerMileLabels word for word. */
export function payPerMileLabelsIn(locale: Locale): Record<keyof typeof payPerMileLabels, string> {
  return catalogueOf(locale).payPerMile.labels;
}

/** The mileage options with their labels in a page's language (the values stored stay the same). */
export function monthlyMilesOptionsIn(locale: Locale): { value: MonthlyMiles; label: string }[] {
  const labels = catalogueOf(locale).payPerMile.miles;
  return monthlyMilesOptions.map((option) => ({ value: option.value, label: labels[option.value] }));
}

/** Model years we accept: 1950 to next year. */
export function vehicleYearRange(now = new Date()): { min: number; max: number } {
  return { min: 1950, max: now.getFullYear() + 1 };
}
