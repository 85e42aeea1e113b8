import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { responsePromises, type Agency } from "../../config/agency.ts";
import {
  budgetOptions, businessSizeOptions, businessYearsOptions, contactPreferenceOptions, firstTimeOption,
  homeOwnershipOptions, insuranceTypeOptions, quoteRequestLabels, satisfactionOptions, timelineOptions,
  vehicleCountOptions, yesNoOptions, type QuoteRequestInput,
} from "../../lib/schemas/quote-request.ts";
import { labelFor } from "../../lib/schemas/options.ts";
import type { Database } from "../db/schema.ts";
import { kickOutbox } from "../mail/enqueue-email.ts";
import { enqueueLeadEmails } from "./lead-emails.ts";
import { submissionDetails } from "./submission-details.ts";

export interface SubmissionContext {
  agency: Agency;
  publicUrl: string;
  now?: Date;
}

/** Stores a free quote request with its consent and both emails, in one transaction. */
export async function submitQuoteRequest(
  db: Kysely<Database>,
  input: QuoteRequestInput,
  consentText: string,
  context: SubmissionContext,
): Promise<{ id: string }> {
  const id = randomUUID();
  const now = (context.now ?? new Date()).toISOString();
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
  });

  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("quote_requests")
      .values({
        id,
        first_name: input.first_name,
        last_name: input.last_name,
        email: input.email,
        phone: input.phone,
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
        consent_text: consentText,
        consent_at: now,
        details_json: JSON.stringify(details),
        created_at: now,
      })
      .execute();
    await enqueueLeadEmails(
      trx,
      {
        form: "quotes",
        id,
        agencyTo: context.agency.emails.leads,
        notificationSubject: `New quote request: ${input.first_name} ${input.last_name} (${details.find((d) => d.label === quoteRequestLabels.insurance_types)?.value})`,
        fields: [...details, { label: "Consent", value: `${consentText} (given ${now})` }],
        visitor: { email: input.email, firstName: input.first_name },
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
      context,
    );
  });
  kickOutbox();
  return { id };
}
