import type { Kysely } from "kysely";
import { catalogueOf, translatorFor } from "../../lib/i18n/i18n.ts";
import type { Locale } from "../../lib/i18n/locale.ts";
import {
  contactPreferenceOptions, insuranceTypeOptions, quoteOptionsIn, quoteRequestLabels, quoteRequestLabelsIn, timelineOptions, type QuoteRequestInput,
} from "../../lib/schemas/quote-request.ts";
import { labelFor } from "../../lib/schemas/options.ts";
import type { Database } from "../db/schema.ts";
import type { LeadSummary } from "./lead-emails.ts";
import { storeSubmission, type SubmissionContext } from "./store-submission.ts";
import { submissionDetails } from "./submission-details.ts";

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

/** Every field's displayed value, its options shown with their labels in a language (English is stored and goes to staff). */
function displayValues(input: QuoteRequestInput, locale: Locale) {
  const options = quoteOptionsIn(locale);
  return {
    ...input,
    contact_preference: labelFor(options.contactPreference, input.contact_preference),
    insurance_types: input.insurance_types.map((t) => labelFor(options.insuranceTypes, t)),
    current_insurance: labelFor(options.yesNo, input.current_insurance),
    satisfaction_level: labelFor([...options.satisfaction, options.firstTime], input.satisfaction_level),
    home_ownership: labelFor(options.homeOwnership, input.home_ownership),
    vehicle_count: labelFor(options.vehicleCount, input.vehicle_count),
    business_size: labelFor(options.businessSize, input.business_size),
    business_years: labelFor(options.businessYears, input.business_years),
    budget_range: labelFor(options.budget, input.budget_range),
    timeline: labelFor(options.timeline, input.timeline),
    marketing_consent: labelFor(options.yesNo, input.marketing_consent ? "yes" : "no"),
  };
}

/** Stores a free quote request with its consents and both emails, in one transaction. */
export async function submitQuoteRequest(
  db: Kysely<Database>,
  input: QuoteRequestInput,
  context: SubmissionContext,
): Promise<{ id: string }> {
  const locale = context.locale ?? "en";
  const details = submissionDetails(quoteRequestLabels, displayValues(input, "en"));
  // What the visitor reads in their confirmation: the same fields in the language they wrote in.
  const fields = locale === "en" ? details : submissionDetails(quoteRequestLabelsIn(locale), displayValues(input, locale));
  const text = catalogueOf(locale).quote.email;
  const t = translatorFor(locale);
  const method = labelFor(quoteOptionsIn(locale).contactPreference, input.contact_preference).toLowerCase();
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
        subject: text.subject,
        heading: text.heading,
        paragraphs: [
          t("quote.email.reply", { method }),
          t("quote.email.sooner", { phone: context.agency.phone.display }),
          text.sent,
        ],
        fields,
      },
    },
  }));
}
