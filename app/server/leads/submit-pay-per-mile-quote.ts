import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { responsePromises } from "../../config/agency.ts";
import { monthlyMilesOptions, payPerMileLabels, type PayPerMileInput } from "../../lib/schemas/pay-per-mile-quote.ts";
import { labelFor, stateOptions } from "../../lib/schemas/options.ts";
import type { Database } from "../db/schema.ts";
import { kickOutbox } from "../mail/enqueue-email.ts";
import { enqueueLeadEmails } from "./lead-emails.ts";
import { submissionDetails } from "./submission-details.ts";
import type { SubmissionContext } from "./submit-quote-request.ts";

/** Stores a pay-per-mile quote request with its consent and queues both emails. */
export async function submitPayPerMileQuote(
  db: Kysely<Database>,
  input: PayPerMileInput,
  consentText: string,
  context: SubmissionContext,
): Promise<{ id: string }> {
  const id = randomUUID();
  const now = (context.now ?? new Date()).toISOString();
  const details = submissionDetails(payPerMileLabels, {
    ...input,
    state: labelFor(stateOptions, input.state),
    averageMonthlyMiles: labelFor(monthlyMilesOptions, input.averageMonthlyMiles),
  });

  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("pay_per_mile_quotes")
      .values({
        id,
        first_name: input.firstName,
        last_name: input.lastName,
        email: input.email,
        phone: input.phone,
        address: input.address,
        city: input.city,
        state: input.state,
        zip_code: input.zipCode,
        current_insurance: input.currentInsurance,
        average_monthly_miles: input.averageMonthlyMiles,
        vehicle_year: input.vehicleYear,
        vehicle_make: input.vehicleMake,
        vehicle_model: input.vehicleModel,
        comments: input.comments,
        consent_text: consentText,
        consent_at: now,
        details_json: JSON.stringify(details),
        created_at: now,
      })
      .execute();
    await enqueueLeadEmails(
      trx,
      {
        form: "pay-per-mile",
        id,
        agencyTo: context.agency.emails.leads,
        notificationSubject: `New pay-per-mile quote request: ${input.vehicleYear} ${input.vehicleMake} ${input.vehicleModel} (${input.firstName} ${input.lastName})`,
        fields: [...details, { label: "Consent", value: `${consentText} (given ${now})` }],
        visitor: { email: input.email, firstName: input.firstName },
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
      context,
    );
  });
  kickOutbox();
  return { id };
}
