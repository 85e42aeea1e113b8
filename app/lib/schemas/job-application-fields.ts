/** Options, labels and texts of the job application form: what the page needs, without zod (keeps it out of the browser bundle). */
import { catalogueOf } from "../i18n/i18n.ts";
import type { Locale } from "../i18n/locale.ts";
import { careersEn } from "../i18n/messages/careers-page.ts";
import type { Option } from "./options.ts";

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

/** Each field's label as staff see it (the record's details, the notification): the English ones, also the English page's. */
export const jobApplicationLabels = careersEn.labels;

/** The labels in the page's language (the form, its error summary). */
export function jobApplicationLabelsIn(locale: Locale): typeof jobApplicationLabels {
  return catalogueOf(locale).careers.labels;
}

/** A list's labels in a language, by stored value (the value stays the English one). */
function labelled(options: readonly Option[], labels: Record<string, string>): Option[] {
  return options.map((o) => ({ value: o.value, label: labels[o.value] ?? o.label }));
}

/** The positions: English titles stored, the page's language shown. */
export function positionOptionsIn(locale: Locale): Option[] {
  return labelled(positionOptions, catalogueOf(locale).careers.positions);
}

export function experienceOptionsIn(locale: Locale): Option[] {
  return labelled(experienceOptions, catalogueOf(locale).careers.experience);
}

export function availabilityOptionsIn(locale: Locale): Option[] {
  return labelled(availabilityOptions, catalogueOf(locale).careers.availability);
}
