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
  "settings.assignment": "Changed an assignment rule",
  "settings.digest": "Changed the digest time",
  "email.view": "Opened an email",
  "email.retry": "Retried an email",
  "email.purge": "Email content removed by retention",
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
  user: "Account",
  email: "Email",
  settings: "Settings",
} as const;

export type AuditTargetType = keyof typeof auditTargetTypes;

export function isAuditTargetType(value: unknown): value is AuditTargetType {
  return typeof value === "string" && Object.hasOwn(auditTargetTypes, value);
}
