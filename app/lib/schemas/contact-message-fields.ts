/** Options, labels and texts of the contact form ("Send us a message" on /contact): what the page needs, without zod. */
import { MARKETING_CONSENT_FIELD, MARKETING_CONSENT_LABEL } from "../consent.ts";
import { catalogueOf } from "../i18n/i18n.ts";
import type { Locale } from "../i18n/locale.ts";

export const contactTopicOptions = [
  { value: "question", label: "A question about my coverage" },
  { value: "policy_change", label: "A change to my policy" },
  { value: "billing", label: "Billing or payments" },
  { value: "quote", label: "A new quote" },
  { value: "claim", label: "A claim" },
  { value: "accessibility", label: "A problem using this website" },
  { value: "callback", label: "Please call me back (from the help desk)" },
  { value: "other", label: "Something else" },
] as const;

/** The topics a visitor chooses from on the contact form: a callback is asked for at the help desk. */
export const contactFormTopicOptions = contactTopicOptions.filter((option) => option.value !== "callback");

/** The labels staff read (the inbox, the notification, details_json): English. */
export const contactMessageLabels = {
  firstName: "First name",
  lastName: "Last name",
  email: "Email",
  phone: "Phone",
  topic: "Topic",
  message: "Message",
  [MARKETING_CONSENT_FIELD]: MARKETING_CONSENT_LABEL,
} as const;

/** What the form says when neither an email address nor a phone number is given (the catalogue's `forms.field.emailOrPhone` in English). */
export const EMAIL_OR_PHONE_MESSAGE = "Please enter your email address or your phone number, so we can answer you.";

/** The form's labels as a page in `locale` shows them (and the sender's confirmation lists them). */
export function contactMessageLabelsFor(locale: Locale): Record<keyof typeof contactMessageLabels, string> {
  const labels = catalogueOf(locale).contact.form.labels;
  return {
    firstName: labels.firstName,
    lastName: labels.lastName,
    email: labels.email,
    phone: labels.phone,
    topic: labels.topic,
    message: labels.message,
    [MARKETING_CONSENT_FIELD]: labels.marketing,
  };
}

/** The topics the form offers, labelled in `locale`; the value stored stays the English code. */
export function contactFormTopicOptionsFor(locale: Locale): { value: (typeof contactFormTopicOptions)[number]["value"]; label: string }[] {
  const topics = catalogueOf(locale).contact.form.topics;
  return contactFormTopicOptions.map((option) => ({ value: option.value, label: topics[option.value] }));
}

/** A stored topic as a reader in `locale` says it. */
export function contactTopicLabelFor(locale: Locale, topic: (typeof contactTopicOptions)[number]["value"]): string {
  return catalogueOf(locale).contact.form.topics[topic];
}
