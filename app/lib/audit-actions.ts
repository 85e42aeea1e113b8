/**
 * What the audit log records (docs/back-office.md#audit-log): the action names stored in audit_log.action
 * and how the log page words them.
 */
export const auditActions = {
  "lead.view": "Viewed",
  "lead.export": "Exported to CSV",
  "lead.status": "Changed the status",
  "lead.stage": "Changed the stage",
  "lead.assign": "Assigned",
  "lead.follow_up": "Set a follow-up",
  "lead.follow_up_clear": "Cleared the follow-up",
  "lead.contact": "Logged a contact attempt",
  "lead.spam": "Marked as spam",
  "lead.note": "Added a note",
  "lead.delete": "Deleted",
  "lead.purge": "Deleted by retention",
  "file.download": "Downloaded a file",
  "file.preview": "Previewed a file",
  "user.grant_admin": "Granted admin",
  "user.revoke_admin": "Revoked admin",
  "user.disable": "Disabled the account",
  "user.enable": "Re-enabled the account",
  "user.invite": "Invited to the team",
  "user.role": "Changed the role",
  "user.profile": "Updated the staff profile",
  "user.second_factor_added": "Added a second factor",
  "user.second_factor_removed": "Removed a second factor",
  "user.second_factor_refused": "Refused a second-factor code",
  "user.recovery_codes_renewed": "Made new recovery codes",
  "user.second_factor_reset": "Reset the second factors",
  "user.step_up": "Confirmed a second factor for a sensitive action",
  "session.sign_out": "Signed out one of their sessions",
  "session.sign_out_others": "Signed out their other sessions",
  "session.end_all": "Ended every session of the account",
  "security.sign_in_failures": "Many failed sign-ins",
  "security.admin_granted": "A new admin",
  "security.role_changed": "A role changed",
  "security.account_disabled": "An account was disabled",
  "security.second_factor_failures": "Many failed second-factor codes",
  "security.second_factor_reset": "A second factor was reset",
  "settings.assignment": "Changed an assignment rule",
  "settings.digest": "Changed the digest time",
  "settings.remember_device": "Changed who may remember a device",
  "settings.renewal_reminders": "Changed when renewal reminders go out",
  "settings.carrier_add": "Added a carrier to the directory",
  "settings.carrier_edit": "Edited a carrier in the directory",
  "settings.carrier_remove": "Removed a carrier from the directory",
  "email.view": "Opened an email",
  "email.retry": "Retried an email",
  "email.purge": "Email content removed by retention",
  "book.import": "Imported the book of business",
  "customer.create": "Added the customer",
  "customer.update": "Updated the customer",
  "customer.invite": "Invited to the customer portal",
  "customer.renewal_emails": "Renewal reminders stopped or started",
  "contact.opt_out": "Recorded an opt-out",
  "consent.purge": "Consent records removed by retention",
  "privacy_request.view": "Opened the privacy request",
  "privacy_request.assign": "Assigned the privacy request",
  "privacy_request.extend": "Extended the privacy request's due date",
  "privacy_request.answer": "Answered the privacy request",
  "privacy_request.purge": "Privacy requests removed by retention",
  "help_question.answer": "Answered a help desk question",
  "help_question.dismiss": "Dismissed a help desk question",
  "help_question.purge": "Help desk questions removed by retention",
  "help_answer.edit": "Edited a help desk answer",
  "help_answer.delete": "Deleted a help desk answer",
  "person.export": "Downloaded everything held about a person",
  "person.erase": "Erased a person's data",
  "policy.create": "Added the policy",
  "policy.update": "Updated the policy",
  "policy.vehicle_add": "Added a vehicle",
  "policy.vehicle_remove": "Removed a vehicle",
  "policy.driver_add": "Added a driver",
  "policy.driver_remove": "Removed a driver",
  "claim.link": "Linked to a customer",
  "claim.confirm": "Confirmed by the claimant from their account",
  "claim.unlink": "Unlinked from its customer",
  "document.upload": "Uploaded a document",
  "document.download": "Downloaded a document",
  "document.delete": "Deleted a document",
  "service_request.status": "Changed the request's status",
  "service_request.assign": "Assigned the request",
  "service_request.reply": "Replied to the customer",
} as const;

export type AuditAction = keyof typeof auditActions;

export function auditActionLabel(action: string): string {
  return (auditActions as Record<string, string>)[action] ?? action;
}

export function isAuditAction(value: unknown): value is AuditAction {
  return typeof value === "string" && Object.hasOwn(auditActions, value);
}

/** What an audit entry is about: a record of one of the inboxes, an account or an email. */
export const auditTargetTypes = {
  quotes: "Quote request",
  claims: "Claim",
  applications: "Job application",
  "pay-per-mile": "Pay-per-mile quote",
  "coverage-reviews": "Coverage review",
  messages: "Message",
  user: "Account",
  address: "Network address",
  email: "Email",
  settings: "Settings",
  book_import: "Book import",
  customer: "Customer",
  policy: "Policy",
  service_request: "Service request",
  consents: "Consent records",
  privacy_request: "Privacy request",
  help_question: "Help desk question",
  help_answer: "Help desk answer",
  person: "A person's data",
} as const;

export type AuditTargetType = keyof typeof auditTargetTypes;

export function isAuditTargetType(value: unknown): value is AuditTargetType {
  return typeof value === "string" && Object.hasOwn(auditTargetTypes, value);
}
