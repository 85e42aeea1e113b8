import type { Kysely } from "kysely";
import { responsePromises } from "../../config/agency.ts";
import { monthlyMilesOptions, payPerMileLabels, type PayPerMileInput } from "../../lib/schemas/pay-per-mile-quote.ts";
import { labelFor, stateOptions } from "../../lib/schemas/options.ts";
import type { Database } from "../db/schema.ts";
import type { LeadSummary } from "./lead-emails.ts";
import { addressColumns, storeSubmission, type SubmissionContext } from "./store-submission.ts";
import { submissionDetails, yesNo } from "./submission-details.ts";

/** The notification's summary: the vehicle and how far it is driven. */
export function payPerMileSummary(input: PayPerMileInput): LeadSummary {
  return {
    lines: [
      { label: "Vehicle", value: [input.vehicleYear, input.vehicleMake, input.vehicleModel].map((v) => String(v ?? "").trim()).filter(Boolean).join(" ") },
      { label: "Monthly miles", value: labelFor(monthlyMilesOptions, input.averageMonthlyMiles) },
      { label: "Currently insured with", value: input.currentInsurance ?? "" },
    ],
  };
}

/** Stores a pay-per-mile quote request with its consent and queues both emails. */
export async function submitPayPerMileQuote(
  db: Kysely<Database>,
  input: PayPerMileInput,
  context: SubmissionContext,
): Promise<{ id: string }> {
  const details = submissionDetails(payPerMileLabels, {
    ...input,
    state: labelFor(stateOptions, input.state),
    averageMonthlyMiles: labelFor(monthlyMilesOptions, input.averageMonthlyMiles),
    marketing_consent: yesNo(input.marketing_consent),
  });
  return storeSubmission(db, context, () => ({
    table: "pay_per_mile_quotes",
    contact: input,
    columns: {
      ...addressColumns(input),
      current_insurance: input.currentInsurance,
      average_monthly_miles: input.averageMonthlyMiles,
      vehicle_year: input.vehicleYear,
      vehicle_make: input.vehicleMake,
      vehicle_model: input.vehicleModel,
      comments: input.comments,
    },
    details,
    consent: { form: "pay-per-mile", marketing: input.marketing_consent },
    emails: {
      form: "pay-per-mile",
      agencyTo: context.agency.emails.leads,
      summary: payPerMileSummary(input),
      notificationSubject: `New pay-per-mile quote request: ${input.vehicleYear} ${input.vehicleMake} ${input.vehicleModel} (${input.firstName} ${input.lastName})`,
      confirmation: {
        subject: "We received your pay-per-mile quote request",
        heading: "Thank You!",
        paragraphs: [
          `We received your pay-per-mile auto insurance quote request. We will respond ${responsePromises.payPerMile}.`,
          `If you have questions, call ${context.agency.phone.display}.`,
        ],
        fields: details,
      },
    },
  }));
}
