import type { Kysely } from "kysely";
import { accessibilityReportLabels, type AccessibilityReportInput } from "../../lib/schemas/accessibility-report.ts";
import { contactMessageLabels, contactTopicOptions } from "../../lib/schemas/contact-message-fields.ts";
import { labelFor } from "../../lib/schemas/options.ts";
import type { Database } from "../db/schema.ts";
import { contactMessageSummary } from "./submit-contact-message.ts";
import { storeSubmission, type SubmissionContext } from "./store-submission.ts";
import { submissionDetails } from "./submission-details.ts";

/** The barrier as the Messages inbox shows it: where, with what, and what happened. */
export function accessibilityMessage(input: Pick<AccessibilityReportInput, "page" | "technology" | "problem">): string {
  return [input.page ? `Page: ${input.page}` : null, input.technology ? `Using: ${input.technology}` : null, input.problem].filter(Boolean).join("\n\n");
}

/**
 * Stores a barrier reported on /accessibility as a message (topic "A problem using this website")
 * in the Messages inbox, with its consent, and queues the emails (no confirmation without an email address).
 */
export async function submitAccessibilityReport(db: Kysely<Database>, input: AccessibilityReportInput, context: SubmissionContext): Promise<{ id: string }> {
  const topic = "accessibility";
  const details = submissionDetails({ ...accessibilityReportLabels, topic: contactMessageLabels.topic }, { ...input, topic: labelFor(contactTopicOptions, topic) });
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
      confirmation: {
        subject: "We received your report",
        heading: "Thank You!",
        paragraphs: [
          "Thank you for telling us what got in your way. We will look into it and answer you within two business days.",
          `If you need something from us now, call ${context.agency.phone.display}: we will help you by phone or by email, whichever suits you.`,
        ],
        fields: details,
      },
    },
  }));
}
