/** The carrier form's labels, without zod (the page's own bundle imports them; the rules are in ./carrier.ts). */
export const carrierFieldLabels = {
  name: "Carrier name",
  claimsPhone: "Claims phone",
  paymentUrl: "Payment page",
  website: "Website",
} as const;
