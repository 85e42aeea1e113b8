import type { Kysely } from "kysely";
import { callbackRequestLabels, type CallbackRequestInput } from "../../lib/schemas/callback-request.ts";
import { contactMessageLabels, contactTopicOptions } from "../../lib/schemas/contact-message-fields.ts";
import { labelFor } from "../../lib/schemas/options.ts";
import type { Database } from "../db/schema.ts";
import { storeSubmission, type SubmissionContext } from "./store-submission.ts";
import { submissionDetails } from "./submission-details.ts";

/** What the Messages inbox shows as the message: the question, and when to call. */
export function callbackMessage(input: Pick<CallbackRequestInput, "question" | "bestTime">): string {
  return [input.question, input.bestTime ? `Best time to call: ${input.bestTime}` : null].filter(Boolean).join("\n\n");
}

/**
 * Stores a callback asked for at the help desk as a message (topic "callback") in the Messages
 * inbox, with its consent, and tells the info mailbox. The visitor gave a phone number only,
 * so no confirmation email is sent: the confirmation page says what happens next.
 */
export async function submitCallbackRequest(db: Kysely<Database>, input: CallbackRequestInput, context: SubmissionContext): Promise<{ id: string }> {
  const topic = "callback";
  const locale = context.locale ?? "en";
  const details = submissionDetails({ ...callbackRequestLabels, topic: contactMessageLabels.topic }, { ...input, topic: labelFor(contactTopicOptions, topic) });
  return storeSubmission(db, context, () => ({
    table: "contact_messages",
    contact: { ...input, email: "" },
    columns: { topic, message: callbackMessage(input) },
    details,
    consent: { form: "callback" },
    emails: {
      form: "messages",
      agencyTo: context.agency.emails.info,
      summary: {
        lines: [
          { label: "Call", value: input.phone },
          { label: "Best time", value: input.bestTime ?? "Any time in office hours" },
          { label: "Language", value: locale === "es" ? "Spanish" : "English" },
        ],
      },
      notificationSubject: `Callback requested at the help desk (${input.firstName} ${input.lastName})`,
      // Never sent: a callback request has no email address (lead-emails.ts sends none without one).
      confirmation: { subject: "", heading: "", paragraphs: [] },
    },
  }));
}
