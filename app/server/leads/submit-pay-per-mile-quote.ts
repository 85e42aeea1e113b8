import type { Kysely } from "kysely";
import { catalogueOf, translatorFor } from "../../lib/i18n/i18n.ts";
import type { Locale } from "../../lib/i18n/locale.ts";
import { monthlyMilesOptions, monthlyMilesOptionsIn, payPerMileLabels, payPerMileLabelsIn, type PayPerMileInput } from "../../lib/schemas/pay-per-mile-quote.ts";
import { labelFor, stateOptions } from "../../lib/schemas/options.ts";
import type { Database } from "../db/schema.ts";
import type { LeadSummary } from "./lead-emails.ts";
import { addressColumns, storeSubmission, type SubmissionContext } from "./store-submission.ts";
import { submissionDetails, yesNo, type DetailField } from "./submission-details.ts";

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

/** What the driver sent, as their confirmation email lists it: labels and option labels in the page's language (English: the staff's details word for word). */
export function payPerMileConfirmationFields(input: PayPerMileInput, locale: Locale): DetailField[] {
  const words = catalogueOf(locale).payPerMile.email;
  return submissionDetails(payPerMileLabelsIn(locale), {
    ...input,
    state: labelFor(stateOptions, input.state),
    averageMonthlyMiles: labelFor(monthlyMilesOptionsIn(locale), input.averageMonthlyMiles),
    marketing_consent: input.marketing_consent ? words.yes : words.no,
  });
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
  const locale = context.locale ?? "en";
  const t = translatorFor(locale);
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
      // The driver's confirmation speaks the page's language; the staff's notification above stays English.
      confirmation: {
        subject: t("payPerMile.email.subject"),
        heading: t("payPerMile.email.heading"),
        paragraphs: [
          t("payPerMile.email.received", { promise: t("payPerMile.email.promise") }),
          t("payPerMile.email.questions", { phone: context.agency.phone.display }),
        ],
        fields: payPerMileConfirmationFields(input, locale),
      },
    },
  }));
}
