import type { Kysely } from "kysely";
import { responsePromises } from "../../config/agency.ts";
import {
  budgetOptions, businessSizeOptions, businessYearsOptions, contactPreferenceOptions, firstTimeOption,
  homeOwnershipOptions, insuranceTypeOptions, quoteRequestLabels, satisfactionOptions, timelineOptions,
  vehicleCountOptions, yesNoOptions, type QuoteRequestInput,
} from "../../lib/schemas/quote-request.ts";
import { labelFor } from "../../lib/schemas/options.ts";
import type { Database } from "../db/schema.ts";
import type { LeadSummary } from "./lead-emails.ts";
import { storeSubmission, type SubmissionContext } from "./store-submission.ts";
import { submissionDetails, yesNo } from "./submission-details.ts";

/** The notification's summary: what they want insured, by when, and how to reach them. */
export function quoteSummary(input: QuoteRequestInput): LeadSummary {
  const reachAt = input.contact_preference === "email" ? input.email : input.phone;
  return {
    lines: [
      { label: "Insurance types", value: input.insurance_types.map((t) => labelFor(insuranceTypeOptions, t)).join(", ") },
      { label: "When coverage is needed", value: labelFor(timelineOptions, input.timeline) },
      { label: "Preferred contact", value: `${labelFor(contactPreferenceOptions, input.contact_preference)}: ${reachAt}` },
    ],
  };
}

/** Stores a free quote request with its consents and both emails, in one transaction. */
export async function submitQuoteRequest(
  db: Kysely<Database>,
  input: QuoteRequestInput,
  context: SubmissionContext,
): Promise<{ id: string }> {
  const details = submissionDetails(quoteRequestLabels, {
    ...input,
    contact_preference: labelFor(contactPreferenceOptions, input.contact_preference),
    insurance_types: input.insurance_types.map((t) => labelFor(insuranceTypeOptions, t)),
    current_insurance: labelFor(yesNoOptions, input.current_insurance),
    satisfaction_level: labelFor([...satisfactionOptions, firstTimeOption], input.satisfaction_level),
    home_ownership: labelFor(homeOwnershipOptions, input.home_ownership),
    vehicle_count: labelFor(vehicleCountOptions, input.vehicle_count),
    business_size: labelFor(businessSizeOptions, input.business_size),
    business_years: labelFor(businessYearsOptions, input.business_years),
    budget_range: labelFor(budgetOptions, input.budget_range),
    timeline: labelFor(timelineOptions, input.timeline),
    marketing_consent: yesNo(input.marketing_consent),
  });
  return storeSubmission(db, context, () => ({
    table: "quote_requests",
    contact: { firstName: input.first_name, lastName: input.last_name, email: input.email, phone: input.phone },
    columns: {
      zip_code: input.zip_code,
      insurance_types: JSON.stringify(input.insurance_types),
      current_insurance: input.current_insurance,
      current_provider: input.current_provider,
      satisfaction_level: input.satisfaction_level,
      home_ownership: input.home_ownership,
      vehicle_count: input.vehicle_count,
      business_type: input.business_type,
      business_size: input.business_size,
      business_years: input.business_years,
      budget_range: input.budget_range,
      timeline: input.timeline,
      additional_info: input.additional_info,
      contact_preference: input.contact_preference,
    },
    details,
    consent: { form: "quote", marketing: input.marketing_consent },
    emails: {
      form: "quotes",
      agencyTo: context.agency.emails.leads,
      summary: quoteSummary(input),
      notificationSubject: `New quote request: ${input.first_name} ${input.last_name} (${details.find((d) => d.label === quoteRequestLabels.insurance_types)?.value})`,
      confirmation: {
        subject: `We received your quote request`,
        heading: "Thank you for your quote request",
        paragraphs: [
          `A licensed agent will review your request and contact you ${responsePromises.quote} by your preferred method (${labelFor(contactPreferenceOptions, input.contact_preference).toLowerCase()}).`,
          `If you need us sooner, call ${context.agency.phone.display}.`,
          "Here is what you sent us:",
        ],
        fields: details,
      },
    },
  }));
}
