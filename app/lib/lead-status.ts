/**
 * The status of a submission in the back office, and what each one means to the
 * people who see it: staff in the inbox, and a claimant on their own dashboard.
 */
import type { LeadStatus } from "../server/db/schema.ts";

export type { LeadStatus };

/** In the order a lead moves through them; "new" is what every submission starts as. */
export const leadStatuses = ["new", "contacted", "in_progress", "closed", "spam"] as const satisfies readonly LeadStatus[];

export const leadStatusLabels: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  in_progress: "In progress",
  closed: "Closed",
  spam: "Spam",
};

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === "string" && (leadStatuses as readonly string[]).includes(value);
}

/** A status filter from a URL: a known status, or null for "all statuses" (anything else is ignored). */
export function parseStatusFilter(value: string | null | undefined): LeadStatus | null {
  return isLeadStatus(value) ? value : null;
}

/** The label of a stored status (an unknown value from an old record reads as itself). */
export function leadStatusLabel(value: string): string {
  return isLeadStatus(value) ? leadStatusLabels[value] : value;
}

export type StatusChange = { kind: "change"; to: LeadStatus } | { kind: "unchanged" } | { kind: "invalid" };

/** Staff may move a record from any status to any other; the same status is no change. */
export function statusChange(from: string, to: unknown): StatusChange {
  if (!isLeadStatus(to)) return { kind: "invalid" };
  return from === to ? { kind: "unchanged" } : { kind: "change", to };
}

/**
 * What a claimant reads on their dashboard. Staff's own words stay internal: a claim
 * marked as spam simply reads as closed.
 */
export function customerClaimStatus(value: string): string {
  switch (value) {
    case "new":
      return "Received";
    case "contacted":
      return "Under review";
    case "in_progress":
      return "In progress";
    default:
      return "Closed";
  }
}
