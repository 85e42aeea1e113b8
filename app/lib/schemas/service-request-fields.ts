/**
 * The customer's service request forms (docs/product.md#service-requests): each type's fields
 * with their labels (in form order: the error summary, the stored details and the emails use
 * them), and the choices offered. Without zod, so pages can import it; the schemas are in
 * ./service-request.ts.
 */
import type { ServiceRequestTypeCode } from "../service-requests.ts";

export const MAX_REQUEST_MESSAGE_LENGTH = 5000;
/** Files a customer may attach to one request or reply. */
export const MAX_REQUEST_ATTACHMENTS = 5;
/** Documents staff may send with one reply. */
export const MAX_STAFF_DOCUMENTS = 5;

export const deliveryOptions = [
  { value: "download", label: "I will download them here (they appear under Documents)" },
  { value: "email", label: "Email them to me" },
] as const;

export const yesNoOptions = [
  { value: "no", label: "No" },
  { value: "yes", label: "Yes" },
] as const;

export const certificateSendToOptions = [
  { value: "holder", label: "Email it to the certificate holder" },
  { value: "me", label: "Send it to me; I will pass it on" },
] as const;

export const ownershipOptions = [
  { value: "owned", label: "Owned outright" },
  { value: "financed", label: "Financed (a loan)" },
  { value: "leased", label: "Leased" },
] as const;

export const removeVehicleReasons = [
  { value: "sold", label: "Sold or traded in" },
  { value: "total_loss", label: "Total loss" },
  { value: "not_driven", label: "No longer driven (stored)" },
  { value: "other_policy", label: "Insured elsewhere now" },
  { value: "other", label: "Another reason" },
] as const;

export const relationshipOptions = [
  { value: "spouse", label: "Spouse or partner" },
  { value: "child", label: "Son or daughter" },
  { value: "parent", label: "Parent" },
  { value: "household", label: "Other household member" },
  { value: "employee", label: "Employee" },
  { value: "other", label: "Other" },
] as const;

export const removeDriverReasons = [
  { value: "moved_out", label: "Moved out of the household" },
  { value: "own_policy", label: "Has their own policy now" },
  { value: "no_longer_drives", label: "No longer drives" },
  { value: "left_company", label: "No longer works for us" },
  { value: "other", label: "Another reason" },
] as const;

export const cancelReasons = [
  { value: "other_coverage", label: "I found other coverage" },
  { value: "sold", label: "I sold the vehicle or property" },
  { value: "not_needed", label: "I no longer need it" },
  { value: "price", label: "The price" },
  { value: "other", label: "Another reason" },
] as const;

/** The free-text box every type ends with: its label, and whether it is the request itself. */
export const messageFieldOf: Record<ServiceRequestTypeCode, { label: string; required: boolean }> = {
  "id-cards": { label: "Anything else we should know", required: false },
  certificate: { label: "Anything else we should know", required: false },
  "add-vehicle": { label: "Anything else we should know", required: false },
  "remove-vehicle": { label: "Anything else we should know", required: false },
  "add-driver": { label: "Anything else we should know", required: false },
  "remove-driver": { label: "Anything else we should know", required: false },
  "address-change": { label: "Anything else we should know", required: false },
  "cancel-policy": { label: "Anything else we should know", required: false },
  "billing-question": { label: "Your question", required: true },
  other: { label: "How can we help?", required: true },
};

/** Each type's fields and labels, in form order (the policy first when the type has one). */
export const serviceRequestLabels = {
  "id-cards": {
    policyId: "Policy",
    vehicles: "Vehicles to include",
    otherVehicles: "Other vehicles (year, make, model)",
    delivery: "How would you like the ID cards?",
    message: messageFieldOf["id-cards"].label,
  },
  certificate: {
    policyId: "Policy",
    holderName: "Certificate holder's name",
    holderAddress: "Certificate holder's address",
    additionalInsured: "Add the holder as an additional insured?",
    operations: "Description of operations",
    sendTo: "Where should we send it?",
    holderEmail: "Certificate holder's email address",
    message: messageFieldOf.certificate.label,
    attachments: "Attachments (the holder's requirements, a contract)",
  },
  "add-vehicle": {
    policyId: "Policy",
    year: "Year",
    make: "Make",
    model: "Model",
    vin: "VIN (vehicle identification number)",
    purchaseDate: "Date of purchase or ownership",
    garagingZip: "ZIP code where it is kept overnight",
    ownership: "Is it owned, financed or leased?",
    lienholder: "Lienholder or leasing company (name and address)",
    message: messageFieldOf["add-vehicle"].label,
    attachments: "Attachments (bill of sale, registration)",
  },
  "remove-vehicle": {
    policyId: "Policy",
    vehicleId: "Vehicle to remove",
    vehicleDescription: "Or describe the vehicle",
    removalDate: "Date to remove it",
    reason: "Reason",
    message: messageFieldOf["remove-vehicle"].label,
    attachments: "Attachments (bill of sale, new registration)",
  },
  "add-driver": {
    policyId: "Policy",
    driverName: "Driver's full name",
    dateOfBirth: "Date of birth",
    licenseNumber: "Driver's license number",
    licenseState: "License state",
    relationship: "Relationship to you",
    message: messageFieldOf["add-driver"].label,
    attachments: "Attachments (a photo of the license)",
  },
  "remove-driver": {
    policyId: "Policy",
    driverId: "Driver to remove",
    driverDescription: "Or write the driver's name",
    reason: "Reason",
    removalDate: "Date to remove them",
    message: messageFieldOf["remove-driver"].label,
  },
  "address-change": {
    address: "New street address",
    city: "City",
    state: "State",
    zipCode: "ZIP code",
    effectiveDate: "Date of the move",
    policyIds: "Policies to update",
    message: messageFieldOf["address-change"].label,
  },
  "cancel-policy": {
    policyId: "Policy",
    cancelDate: "Cancellation date you would like",
    reason: "Reason",
    message: messageFieldOf["cancel-policy"].label,
    attachments: "Attachments (proof of other coverage, bill of sale)",
  },
  "billing-question": {
    policyId: "Policy (if it is about one)",
    message: messageFieldOf["billing-question"].label,
    attachments: "Attachments (a bill, a notice)",
  },
  other: {
    policyId: "Policy (if it is about one)",
    message: messageFieldOf.other.label,
    attachments: "Attachments",
  },
} as const satisfies Record<ServiceRequestTypeCode, Record<string, string>>;

/** The checkbox groups of each type (posted once per ticked box, read as lists). */
export const serviceRequestLists: Partial<Record<ServiceRequestTypeCode, readonly string[]>> = {
  "id-cards": ["vehicles"],
  "address-change": ["policyIds"],
};

/** The message sent to a thread (customer or staff). */
export const replyLabels = { message: "Your message", attachments: "Attachments" } as const;
export const staffReplyLabels = { message: "Reply to the customer", attachments: "Documents for the customer", docType: "Kind of document", title: "Document title", nextStatus: "Status after this reply" } as const;
export const statusChangeLabels = { status: "Status" } as const;
export const ownerChangeLabels = { owner_id: "Owner" } as const;

/** The staff reply's status choice: keep the request's status, or set one. */
export const KEEP_STATUS = "keep";
