/** Options, labels and texts of the contact form ("Send us a message" on /contact): what the page needs, without zod. */
import { MARKETING_CONSENT_FIELD, MARKETING_CONSENT_LABEL } from "../consent.ts";

export const contactTopicOptions = [
  { value: "question", label: "A question about my coverage" },
  { value: "policy_change", label: "A change to my policy" },
  { value: "billing", label: "Billing or payments" },
  { value: "quote", label: "A new quote" },
  { value: "claim", label: "A claim" },
  { value: "accessibility", label: "A problem using this website" },
  { value: "other", label: "Something else" },
] as const;

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
