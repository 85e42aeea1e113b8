/** Labels of the fields several forms share (their rules: contactFields and mailingAddressFields in ../field-schemas.ts). */
export const contactLabels = {
  firstName: "First name",
  lastName: "Last name",
  email: "Email",
  phone: "Phone",
} as const;

export const mailingAddressLabels = {
  address: "Street address",
  city: "City",
  state: "State",
  zipCode: "ZIP code",
} as const;
