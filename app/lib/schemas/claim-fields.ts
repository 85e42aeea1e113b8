/** Options, labels and texts of the claim form: what the page needs, without zod (keeps it out of the browser bundle). */
import { catalogueOf } from "../i18n/i18n.ts";
import type { Locale } from "../i18n/locale.ts";
import { claimEn } from "../i18n/messages/claim-page.ts";
import type { Option } from "./options.ts";

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

/** Each field's label as staff see it (the record's details, the notification): the English ones, also the English page's. */
export const claimLabels = claimEn.labels;

/** The labels in the page's language (the error summary, the visitor's email). */
export function claimLabelsIn(locale: Locale): typeof claimLabels {
  return catalogueOf(locale).claim.labels;
}

/** A list's labels in a language, by stored value (the value stays the English one). */
function labelled(options: readonly Option[], labels: Record<string, string>): Option[] {
  return options.map((o) => ({ value: o.value, label: labels[o.value] ?? o.label }));
}

export function claimTypeOptionsIn(locale: Locale): Option[] {
  return labelled(claimTypeOptions, catalogueOf(locale).claim.types);
}

export function injuriesOptionsIn(locale: Locale): Option[] {
  return labelled(injuriesOptions, catalogueOf(locale).claim.injuries);
}

/** "YYYY-MM-DD" of today in Las Vegas (a loss cannot be reported for a future date). */
export function todayInLasVegas(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Los_Angeles" }).format(now);
}
