/** Options, labels and texts of the quote request form: what the page needs, without zod (keeps it out of the browser bundle). */
import { MARKETING_CONSENT_FIELD, MARKETING_CONSENT_LABEL } from "../consent.ts";

export const insuranceTypeOptions = [
  { value: "auto", label: "Auto" },
  { value: "home", label: "Home" },
  { value: "business", label: "Business" },
  { value: "life", label: "Life" },
  { value: "motorcycle", label: "Motorcycle" },
  { value: "boat", label: "Boat" },
  { value: "renters", label: "Renters" },
  { value: "commercial", label: "Commercial" },
] as const;

export const yesNoOptions = [
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
] as const;

export const satisfactionOptions = [
  { value: "very_satisfied", label: "Very satisfied" },
  { value: "satisfied", label: "Satisfied" },
  { value: "neutral", label: "Neutral" },
  { value: "dissatisfied", label: "Dissatisfied" },
  { value: "very_dissatisfied", label: "Very dissatisfied" },
] as const;

/** The only satisfaction answer when there is no current insurance. */
export const firstTimeOption = { value: "looking_for_first_time", label: "Looking for insurance for the first time" } as const;

export const homeOwnershipOptions = [
  { value: "own", label: "Own" },
  { value: "rent", label: "Rent" },
  { value: "other", label: "Other" },
] as const;

export const vehicleCountOptions = [
  { value: "0", label: "0" },
  { value: "1", label: "1" },
  { value: "2", label: "2" },
  { value: "3", label: "3" },
  { value: "4+", label: "4 or more" },
] as const;

export const businessSizeOptions = [
  { value: "1-5", label: "1-5 employees" },
  { value: "6-20", label: "6-20 employees" },
  { value: "21-50", label: "21-50 employees" },
  { value: "51+", label: "51 or more employees" },
] as const;

export const businessYearsOptions = [
  { value: "less_than_1", label: "Less than 1 year" },
  { value: "1-3", label: "1-3 years" },
  { value: "4-10", label: "4-10 years" },
  { value: "10+", label: "More than 10 years" },
] as const;

export const budgetOptions = [
  { value: "under_100", label: "Under $100 per month" },
  { value: "100_250", label: "$100-$250 per month" },
  { value: "250_500", label: "$250-$500 per month" },
  { value: "500_plus", label: "$500+ per month" },
] as const;

export const timelineOptions = [
  { value: "immediately", label: "Immediately" },
  { value: "within_week", label: "Within a week" },
  { value: "within_month", label: "Within a month" },
  { value: "just_researching", label: "Just researching" },
] as const;

export const contactPreferenceOptions = [
  { value: "phone", label: "Phone call" },
  { value: "email", label: "Email" },
  { value: "text", label: "Text message" },
] as const;

/** Field names in form order, with the labels used in messages, emails and the inbox. */
export const quoteRequestLabels = {
  first_name: "First name",
  last_name: "Last name",
  email: "Email",
  phone: "Phone",
  zip_code: "ZIP code",
  contact_preference: "Preferred contact method",
  insurance_types: "Insurance types",
  current_insurance: "Currently insured",
  current_provider: "Current provider",
  satisfaction_level: "Satisfaction with current insurance",
  home_ownership: "Home ownership",
  vehicle_count: "Number of vehicles",
  business_type: "Type of business",
  business_size: "Business size",
  business_years: "Years in business",
  budget_range: "Monthly budget",
  timeline: "When coverage is needed",
  additional_info: "Additional information",
  [MARKETING_CONSENT_FIELD]: MARKETING_CONSENT_LABEL,
} as const;


/** Checkbox fields, which post several values under one name. */
export const quoteRequestLists = ["insurance_types"] as const;
