/** The customer and policy forms' labels, in form order (the error summary lists problems in this order). */
export const customerLabels = {
  kind: "Kind of customer",
  name: "Name",
  contactName: "Contact person",
  email: "Email",
  altEmail: "Other email",
  language: "Language for emails",
  phone: "Phone",
  altPhone: "Other phone",
  address: "Street address",
  city: "City",
  state: "State",
  zipCode: "ZIP code",
  ownerId: "Assigned staff member",
  externalRef: "Management system ID",
  notes: "Notes",
} as const;

export const policyLabels = {
  line: "Line of business",
  carrier: "Carrier",
  policyNumber: "Policy number",
  effectiveDate: "Effective date",
  expirationDate: "Expiration date",
  status: "Status",
  billing: "Billing",
  paymentUrl: "Payment page",
  premium: "Premium",
} as const;

export const vehicleLabels = { year: "Year", make: "Make", model: "Model", vin: "VIN" } as const;
export const driverLabels = { name: "Driver's name", dateOfBirth: "Date of birth" } as const;
export const claimLinkLabels = { claimNumber: "Claim number" } as const;
