/**
 * Who an email is for and what it is, by its kind (docs/product.md#opt-outs): the outbox adds
 * the preferences link to every email for a customer or lead, and never sends a reminder or
 * marketing email to an address that stopped them. Mail about the person's own request
 * (confirmations, replies, account links) is transactional and always goes.
 */

/** "person": a customer, a lead or an account holder; "staff": the agency's mailboxes and team. */
export type EmailAudience = "person" | "staff";
/** "transactional": about their own request or account; "reminder" and "marketing" stop with an opt-out. */
export type EmailPurpose = "transactional" | "reminder" | "marketing";

export interface EmailClass {
  audience: EmailAudience;
  purpose: EmailPurpose;
}

const staff: EmailClass = { audience: "staff", purpose: "transactional" };
const person: EmailClass = { audience: "person", purpose: "transactional" };

/** Exact kinds whose class differs from the default (a person, transactional). */
const kinds: Record<string, EmailClass> = {
  "customer.renewal_reminder": { audience: "person", purpose: "reminder" },
  // The recommendation survey (app/server/surveys/): not asked for, so an opt-out stops it too.
  "customer.nps_survey": { audience: "person", purpose: "reminder" },
  // Campaigns (app/server/campaigns/): a service message stops with an opt-out like a reminder; a test goes to the admin who asked.
  "campaign.service": { audience: "person", purpose: "reminder" },
  "campaign.marketing": { audience: "person", purpose: "marketing" },
  "campaign.test": staff,
  // A booking's reminders stop with an opt-out; its confirmation and changes are about the person's own request.
  "booking.reminder": { audience: "person", purpose: "reminder" },
  "team.digest": staff,
  "team.follow_up": staff,
  "account.invite": staff,
  "webhook.paused": staff,
  "account.second-factor-reset": staff,
  "security.alert": staff,
  "service_request.customer_reply": staff,
  // Signing: the signers' emails (invitation, reminder, code, completed, voided) are transactional to a person.
  "signing.declined": staff,
  "signing.staff_completed": staff,
  "signing.expired": staff,
};

export function classifyEmail(kind: string): EmailClass {
  const known = kinds[kind];
  if (known) return known;
  // A submission's and a service request's notifications go to the agency's mailboxes and staff.
  if (kind.endsWith(".notification")) return staff;
  return person;
}
