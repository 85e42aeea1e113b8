import type { Kysely } from "kysely";
import { catalogueOf, translatorFor } from "../../lib/i18n/i18n.ts";
import type { Locale } from "../../lib/i18n/locale.ts";
import { contactMessageLabels, contactMessageLabelsFor, contactTopicLabelFor, contactTopicOptions, type ContactMessageInput } from "../../lib/schemas/contact-message.ts";
import { labelFor } from "../../lib/schemas/options.ts";
import type { Database } from "../db/schema.ts";
import type { LeadEmails, LeadSummary } from "./lead-emails.ts";
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

/**
 * The sender's confirmation, in the language of the page they wrote from: what they sent, with
 * that page's labels and topic. (It is sent only when they gave an email address.)
 */
export function contactMessageConfirmation(input: ContactMessageInput, context: Pick<SubmissionContext, "agency" | "locale">): LeadEmails["confirmation"] {
  const locale: Locale = context.locale ?? "en";
  const t = translatorFor(locale);
  const texts = catalogueOf(locale).contact.email;
  return {
    subject: texts.subject,
    heading: texts.heading,
    paragraphs: [texts.received, t("contact.email.urgent", { phone: context.agency.phone.display })],
    fields: submissionDetails(contactMessageLabelsFor(locale), {
      ...input,
      topic: contactTopicLabelFor(locale, input.topic),
      marketing_consent: input.marketing_consent ? texts.yes : texts.no,
    }),
  };
}

/** Stores a message from the contact page with its consent and queues the emails (no confirmation without an email address). */
export async function submitContactMessage(
  db: Kysely<Database>,
  input: ContactMessageInput,
  context: SubmissionContext,
): Promise<{ id: string }> {
  const topic = labelFor(contactTopicOptions, input.topic);
  // What staff read stays English, whatever the page's language.
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
      confirmation: contactMessageConfirmation(input, context),
    },
  }));
}
