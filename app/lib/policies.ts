/**
 * What a policy is made of (docs/product.md#customers-and-policies): the lines of business,
 * statuses and billing kinds staff choose from, and the key that makes a policy unique
 * (its carrier and number: the book import updates by it). Safe in the browser.
 */

export const policyLines = [
  { value: "auto", label: "Personal auto" },
  { value: "home", label: "Homeowners" },
  { value: "renters", label: "Renters" },
  { value: "condo", label: "Condo" },
  { value: "umbrella", label: "Personal umbrella" },
  { value: "motorcycle", label: "Motorcycle" },
  { value: "boat", label: "Boat / watercraft" },
  { value: "rv", label: "RV / motorhome" },
  { value: "life", label: "Life" },
  { value: "health", label: "Health" },
  { value: "commercial_auto", label: "Commercial auto" },
  { value: "general_liability", label: "General liability" },
  { value: "bop", label: "Business owner's policy (BOP)" },
  { value: "commercial_property", label: "Commercial property" },
  { value: "workers_comp", label: "Workers' compensation" },
  { value: "professional_liability", label: "Professional liability (E&O)" },
  { value: "garage", label: "Garage / dealer" },
  { value: "other", label: "Other" },
] as const;
export type PolicyLine = (typeof policyLines)[number]["value"];

/** Lines that carry vehicles and drivers (auto ID cards, add/remove a vehicle or driver). */
export const vehicleLines: readonly PolicyLine[] = ["auto", "commercial_auto", "motorcycle", "rv", "garage"];

export const policyStatuses = [
  { value: "active", label: "Active" },
  { value: "pending", label: "Pending" },
  { value: "cancelled", label: "Cancelled" },
  { value: "expired", label: "Expired" },
] as const;
export type PolicyStatus = (typeof policyStatuses)[number]["value"];

export const billingKinds = [
  { value: "direct", label: "Carrier direct bill" },
  { value: "agency", label: "Agency bill" },
] as const;
export type BillingKind = (typeof billingKinds)[number]["value"];

export function policyLineLabel(value: string): string {
  return policyLines.find((l) => l.value === value)?.label ?? value;
}

export function policyStatusLabel(value: string): string {
  return policyStatuses.find((s) => s.value === value)?.label ?? value;
}

export function billingLabel(value: string): string {
  return billingKinds.find((b) => b.value === value)?.label ?? value;
}

/** A carrier's name compared loosely: case, spaces and punctuation do not matter ("State Farm" = "STATE-FARM"). */
export function carrierKey(carrier: string): string {
  return carrier.toLowerCase().replace(/[^a-z0-9]+/g, "");
}

/** A policy number as stored for matching: upper-case, no spaces or dashes. */
export function policyNumberKey(policyNumber: string): string {
  return policyNumber.toUpperCase().replace(/[^A-Z0-9]+/g, "");
}

/** What makes a policy unique: its carrier and number (policies.policy_key). */
export function policyKey(carrier: string, policyNumber: string): string {
  return `${carrierKey(carrier)}|${policyNumberKey(policyNumber)}`;
}

/** A VIN as stored and searched: upper-case, no spaces. */
export function normalizeVin(vin: string): string {
  return vin.toUpperCase().replace(/\s+/g, "");
}
