import type { Kysely } from "kysely";
import { responsePromises } from "../../config/agency.ts";
import { coverageReviewLabels, DECLARATIONS_LABEL, renewalMonthOptions, type CoverageReviewInput } from "../../lib/schemas/coverage-review.ts";
import { labelFor } from "../../lib/schemas/options.ts";
import type { Database } from "../db/schema.ts";
import type { CheckedFile } from "../uploads/check-upload.ts";
import type { LeadSummary } from "./lead-emails.ts";
import { storeSubmission, type SubmissionContext } from "./store-submission.ts";
import { submissionDetails, yesNo } from "./submission-details.ts";

/** The notification's summary: who insures them now, when it renews, and whether the declarations came with it. */
export function coverageReviewSummary(input: CoverageReviewInput, files: CheckedFile[]): LeadSummary {
  return {
    lines: [
      { label: "Insured with", value: input.currentCarriers },
      { label: "Renews", value: labelFor(renewalMonthOptions, input.renewalMonth) },
      { label: DECLARATIONS_LABEL, value: files.length ? `${files.length} attached` : "None attached: ask for them" },
    ],
  };
}

/** Stores a coverage review request with its declarations pages and consent, and queues both emails. */
export async function submitCoverageReview(
  db: Kysely<Database>,
  input: CoverageReviewInput,
  declarations: CheckedFile[],
  context: SubmissionContext,
): Promise<{ id: string }> {
  const details = submissionDetails(coverageReviewLabels, {
    ...input,
    renewalMonth: labelFor(renewalMonthOptions, input.renewalMonth),
    marketing_consent: yesNo(input.marketing_consent),
  });
  return storeSubmission(db, context, () => ({
    table: "coverage_reviews",
    contact: input,
    columns: { current_carriers: input.currentCarriers, renewal_month: input.renewalMonth, concerns: input.concerns },
    details,
    consent: { form: "coverage-review", marketing: input.marketing_consent },
    uploads: declarations.length ? { owner: "coverage_review", purpose: "declarations", files: declarations } : undefined,
    emails: {
      form: "coverage-reviews",
      agencyTo: context.agency.emails.leads,
      summary: coverageReviewSummary(input, declarations),
      notificationSubject: `New coverage review request: ${input.currentCarriers} (${input.firstName} ${input.lastName})`,
      confirmation: {
        subject: "We received your coverage review request",
        heading: "Thank You!",
        paragraphs: [
          `We received your request for a free coverage review. A licensed agent will call you ${responsePromises.coverageReview} to go through your policies.`,
          declarations.length
            ? "Thank you for the declarations pages: they let us start before we talk."
            : "If you have your policies' declarations pages at hand, keep them near: they list your coverages and limits.",
          `Questions in the meantime? Call ${context.agency.phone.display}.`,
        ],
        fields: details,
      },
    },
  }));
}
