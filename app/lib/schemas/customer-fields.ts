/** The customer form's choices, without zod (the page's own bundle imports them; the rules are in ./customer.ts). */
export const customerKinds = [
  { value: "person", label: "Person / household" },
  { value: "business", label: "Business" },
] as const;

/** The languages a customer's emails can be written in ("Language for emails"; customers.language). */
export const customerLanguages = [
  { value: "en", label: "English" },
  { value: "es", label: "Español" },
] as const;

export function customerLanguageLabel(value: string): string {
  return customerLanguages.find((l) => l.value === value)?.label ?? value;
}
