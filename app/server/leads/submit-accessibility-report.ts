import type { Kysely } from "kysely";
import { catalogueOf, translatorFor } from "../../lib/i18n/i18n.ts";
import type { Locale } from "../../lib/i18n/locale.ts";
import { accessibilityReportLabels, accessibilityReportLabelsIn, type AccessibilityReportInput } from "../../lib/schemas/accessibility-report.ts";
import { contactMessageLabels, contactTopicOptions } from "../../lib/schemas/contact-message-fields.ts";
import { labelFor } from "../../lib/schemas/options.ts";
import type { Database } from "../db/schema.ts";
import { contactMessageSummary } from "./submit-contact-message.ts";
import { storeSubmission, type SubmissionContext } from "./store-submission.ts";
import { submissionDetails, type DetailField } from "./submission-details.ts";

/** The barrier as the Messages inbox shows it: where, with what, and what happened. */
export function accessibilityMessage(input: Pick<AccessibilityReportInput, "page" | "technology" | "problem">): string {
  return [input.page ? `Page: ${input.page}` : null, input.technology ? `Using: ${input.technology}` : null, input.problem].filter(Boolean).join("\n\n");
}

/** What the person sent, as their confirmation email lists it, in the page's language (English: the staff's details word for word). */
export function accessibilityReportConfirmationFields(input: AccessibilityReportInput, locale: Locale): DetailField[] {
  const words = catalogueOf(locale).accessibilityReport;
  return submissionDetails({ ...accessibilityReportLabelsIn(locale), topic: words.labels.topic }, { ...input, topic: words.topic });
}

/**
 * Stores a barrier reported on /accessibility as a message (topic "A problem using this website")
 * in the Messages inbox, with its consent, and queues the emails (no confirmation without an email address).
 */
export async function submitAccessibilityReport(db: Kysely<Database>, input: AccessibilityReportInput, context: SubmissionContext): Promise<{ id: string }> {
  const topic = "accessibility";
  const details = submissionDetails({ ...accessibilityReportLabels, topic: contactMessageLabels.topic }, { ...input, topic: labelFor(contactTopicOptions, topic) });
  const locale = context.locale ?? "en";
  const t = translatorFor(locale);
  return storeSubmission(db, context, () => ({
    table: "contact_messages",
    contact: input,
    columns: { topic, message: accessibilityMessage(input) },
    details,
    consent: { form: "accessibility" },
    emails: {
      form: "messages",
      agencyTo: context.agency.emails.info,
      summary: contactMessageSummary({ ...input, topic }),
      notificationSubject: `Accessibility barrier reported (${input.firstName} ${input.lastName})`,
      // The person's confirmation speaks the page's language; the staff's notification above stays English.
      confirmation: {
        subject: t("accessibilityReport.email.subject"),
        heading: t("accessibilityReport.email.heading"),
        paragraphs: [t("accessibilityReport.email.thanks"), t("accessibilityReport.email.now", { phone: context.agency.phone.display })],
        fields: accessibilityReportConfirmationFields(input, locale),
      },
    },
  }));
}
