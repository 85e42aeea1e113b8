/**
 * The customer page's "Record marketing email consent" form (docs/product.md#consent): how the
 * customer agreed, its labels and limits, without zod (the page's own code reads them).
 */

/** How a customer told staff they agree; `words` completes "…, told us …" in the recorded statement. */
export const marketingConsentMethods = [
  { value: "in_person", label: "In person", words: "in person" },
  { value: "phone", label: "By phone", words: "by phone" },
  { value: "in_writing", label: "In writing", words: "in writing" },
  { value: "email", label: "By email", words: "by email" },
] as const;
export type MarketingConsentMethod = (typeof marketingConsentMethods)[number]["value"];

export function marketingConsentMethodLabel(value: string): string {
  return marketingConsentMethods.find((m) => m.value === value)?.label ?? value;
}

export const MARKETING_CONSENT_NOTE_MAX = 500;

export const marketingConsentLabels = { consent_method: "How they agreed", consent_note: "Their words" } as const;

/** The form's intent on the customer's page. */
export const MARKETING_CONSENT_INTENT = "marketing_consent";
