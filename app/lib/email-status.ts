/** The outbox's statuses as the back office words them (app/server/mail/outbox-worker.ts sets them). */
import type { EmailStatus } from "../server/db/schema.ts";

export type { EmailStatus };

export const emailStatuses = ["queued", "sending", "sent", "failed", "not_sent", "suppressed"] as const satisfies readonly EmailStatus[];

export const emailStatusLabels: Record<EmailStatus, string> = {
  queued: "Queued",
  sending: "Sending",
  sent: "Sent",
  failed: "Failed",
  not_sent: "Not sent: no SMTP",
  suppressed: "Not sent: opted out",
};

export function isEmailStatus(value: unknown): value is EmailStatus {
  return typeof value === "string" && (emailStatuses as readonly string[]).includes(value);
}

export function emailStatusLabel(value: string): string {
  return isEmailStatus(value) ? emailStatusLabels[value] : value;
}

/** An admin may send again an email that failed for good or was kept because SMTP was not configured. */
export function canRetryEmail(status: string): boolean {
  return status === "failed" || status === "not_sent";
}

/** What the back office shows instead of an email's subject and bodies once retention removed them. */
export const CONTENT_REMOVED_TEXT = "Content removed after the retention period";
