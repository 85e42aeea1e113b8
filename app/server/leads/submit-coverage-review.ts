import type { Kysely } from "kysely";
import { catalogueOf, translatorFor } from "../../lib/i18n/i18n.ts";
import type { Locale } from "../../lib/i18n/locale.ts";
import {
  coverageReviewLabels,
  coverageReviewLabelsFor,
  DECLARATIONS_LABEL,
  renewalMonthOptions,
  renewalMonthOptionsFor,
  type CoverageReviewInput,
} from "../../lib/schemas/coverage-review.ts";
import { labelFor } from "../../lib/schemas/options.ts";
import type { Database } from "../db/schema.ts";
import type { CheckedFile } from "../uploads/check-upload.ts";
import type { LeadEmails, LeadSummary } from "./lead-emails.ts";
import { storeSubmission, type SubmissionContext, type UploadContext } from "./store-submission.ts";
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

/** The visitor's confirmation, in the language of the page they asked from: what they sent, with that page's labels and month names. */
export function coverageReviewConfirmation(
  input: CoverageReviewInput,
  declarations: readonly CheckedFile[],
  context: Pick<SubmissionContext, "agency" | "locale">,
): LeadEmails["confirmation"] {
  const locale: Locale = context.locale ?? "en";
  const t = translatorFor(locale);
  const texts = catalogueOf(locale).coverageReview.email;
  return {
    subject: texts.subject,
    heading: texts.heading,
    paragraphs: [texts.received, declarations.length ? texts.withFiles : texts.withoutFiles, t("coverageReview.email.questions", { phone: context.agency.phone.display })],
    fields: submissionDetails(coverageReviewLabelsFor(locale), {
      ...input,
      renewalMonth: labelFor(renewalMonthOptionsFor(locale), input.renewalMonth),
      marketing_consent: input.marketing_consent ? texts.yes : texts.no,
    }),
  };
}

/** Stores a coverage review request with its declarations pages and consent, and queues both emails. */
export async function submitCoverageReview(
  db: Kysely<Database>,
  input: CoverageReviewInput,
  declarations: CheckedFile[],
  context: UploadContext,
): Promise<{ id: string }> {
  // What staff read stays English, whatever the page's language.
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
    uploads: declarations.length ? { owner: "coverage_review", purpose: "declarations", files: declarations, fileKeys: context.fileKeys } : undefined,
    emails: {
      form: "coverage-reviews",
      agencyTo: context.agency.emails.leads,
      summary: coverageReviewSummary(input, declarations),
      notificationSubject: `New coverage review request: ${input.currentCarriers} (${input.firstName} ${input.lastName})`,
      confirmation: coverageReviewConfirmation(input, declarations, context),
    },
  }));
}
