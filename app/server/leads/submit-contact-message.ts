import type { Kysely } from "kysely";
import { responsePromises } from "../../config/agency.ts";
import { contactMessageLabels, contactTopicOptions, type ContactMessageInput } from "../../lib/schemas/contact-message.ts";
import { labelFor } from "../../lib/schemas/options.ts";
import type { Database } from "../db/schema.ts";
import type { LeadSummary } from "./lead-emails.ts";
import { storeSubmission, type SubmissionContext } from "./store-submission.ts";
import { submissionDetails, yesNo } from "./submission-details.ts";

/** The notification's summary: the topic, and how to answer (a message may come with only a phone number). */
export function contactMessageSummary(input: Pick<ContactMessageInput, "topic" | "email" | "phone">): LeadSummary {
  return {
    lines: [
      { label: "Topic", value: labelFor(contactTopicOptions, input.topic) },
      { label: "Answer by", value: [input.email, input.phone].filter(Boolean).join(" or ") },
    ],
  };
}

/** Stores a message from the contact page with its consent and queues the emails (no confirmation without an email address). */
export async function submitContactMessage(
  db: Kysely<Database>,
  input: ContactMessageInput,
  context: SubmissionContext,
): Promise<{ id: string }> {
  const topic = labelFor(contactTopicOptions, input.topic);
  const details = submissionDetails(contactMessageLabels, { ...input, topic, marketing_consent: yesNo(input.marketing_consent) });
  return storeSubmission(db, context, () => ({
    table: "contact_messages",
    contact: input,
    columns: { topic: input.topic, message: input.message },
    details,
    consent: { form: "contact", marketing: input.marketing_consent },
    emails: {
      form: "messages",
      agencyTo: context.agency.emails.info,
      summary: contactMessageSummary(input),
      notificationSubject: `New message: ${topic} (${input.firstName} ${input.lastName})`,
      confirmation: {
        subject: "We received your message",
        heading: "Thank You!",
        paragraphs: [
          `We received your message and will answer ${responsePromises.message}.`,
          `If it is urgent, call ${context.agency.phone.display}.`,
        ],
        fields: details,
      },
    },
  }));
}
