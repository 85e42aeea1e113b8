/** Labels and texts of the privacy request form (/privacy/request) and of its staff page: what the pages need, without zod. */
import { catalogueOf } from "../i18n/i18n.ts";
import type { Locale } from "../i18n/locale.ts";
import { privacyRequestKinds, type PrivacyRequestKind } from "../privacy-requests.ts";

/** The labels staff see (the request's page, the notification): English. */
export const privacyRequestLabels = {
  firstName: "First name",
  lastName: "Last name",
  email: "Email",
  kind: "What would you like us to do?",
  details: "Anything that helps us find your information or understand your request",
} as const;

/** The public form's labels in a page's language (the form, its error summary, the person's emails); English is privacyRequestLabels word for word. */
export function privacyRequestLabelsIn(locale: Locale): Record<keyof typeof privacyRequestLabels, string> {
  return catalogueOf(locale).privacyRequest.labels;
}

/** The kinds of request as the person reads them, in their language: the stored value, its label and what it means. */
export function privacyRequestKindsIn(locale: Locale): { value: PrivacyRequestKind; label: string; hint: string }[] {
  const kinds = catalogueOf(locale).privacyRequest.kinds;
  return privacyRequestKinds.map(({ value }) => ({ value, label: kinds[value].label, hint: kinds[value].hint }));
}

/** A stored kind as the person reads it (an unknown value as it is). */
export function privacyKindLabelIn(locale: Locale, kind: string): string {
  return privacyRequestKindsIn(locale).find((k) => k.value === kind)?.label ?? kind;
}

/** The staff page's forms: the extension and the answer sent to the person. */
export const privacyExtensionLabels = { reason: "Why more time is needed (sent to the person)" } as const;
export const privacyAnswerLabels = { answer: "Answer to the person", outcome: "Outcome" } as const;

export const privacyOutcomeOptions = [
  { value: "answered", label: "Done: the request was carried out" },
  { value: "declined", label: "Declined: the answer gives the reason" },
] as const;
