/** The customer form's choices, without zod (the page's own bundle imports them; the rules are in ./customer.ts). */
export const customerKinds = [
  { value: "person", label: "Person / household" },
  { value: "business", label: "Business" },
] as const;
