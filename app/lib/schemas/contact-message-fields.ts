/** Options, labels and texts of the contact form ("Send us a message" on /contact): what the page needs, without zod. */
import { MARKETING_CONSENT_FIELD, MARKETING_CONSENT_LABEL } from "../consent.ts";

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

export const contactMessageLabels = {
  firstName: "First name",
  lastName: "Last name",
  email: "Email",
  phone: "Phone",
  topic: "Topic",
  message: "Message",
  [MARKETING_CONSENT_FIELD]: MARKETING_CONSENT_LABEL,
} as const;

/** What the form says when neither an email address nor a phone number is given. */
export const EMAIL_OR_PHONE_MESSAGE = "Please enter your email address or your phone number, so we can answer you.";
