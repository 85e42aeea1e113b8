/**
 * What a retention campaign is made of (docs/product.md#campaigns): its triggers, purposes,
 * actions, audience filters, the merge fields its templates may use and what a send's status
 * means. Safe in the browser: the back office's forms and the server's rules read the same lists.
 */
import type { Locale } from "./i18n/locale.ts";

export const campaignTriggers = [
  { value: "renewal_due", label: "A policy renews in N days", offset: "before" },
  { value: "first_policy", label: "A new customer's first policy", offset: "after" },
  { value: "policy_anniversary", label: "A policy's anniversary", offset: "before" },
  { value: "request_completed", label: "A service request completed", offset: "after" },
  { value: "lead_won", label: "A lead won", offset: "after" },
  { value: "fixed_date", label: "A fixed date (a season's message)", offset: "none" },
] as const;
export type CampaignTrigger = (typeof campaignTriggers)[number]["value"];

export function campaignTriggerLabel(value: string): string {
  return campaignTriggers.find((t) => t.value === value)?.label ?? value;
}

/**
 * "service": about the person's own policy or request (a renewal check-in); it honours the
 * email opt-out and does not count toward the cap. "marketing": anything else (cross-sell, a
 * season's message); only to people with marketing consent and no opt-out, within the cap.
 */
export const campaignPurposes = [
  { value: "service", label: "Service: about their own policy or request" },
  { value: "marketing", label: "Marketing: cross-sell, seasonal, news" },
] as const;
export type CampaignPurpose = (typeof campaignPurposes)[number]["value"];

export const campaignActions = [
  { value: "email", label: "Send an email" },
  { value: "task", label: "Create a task for the owner" },
  { value: "both", label: "Both: an email and a task" },
] as const;
export type CampaignAction = (typeof campaignActions)[number]["value"];

export const campaignStatuses = [
  { value: "draft", label: "Draft" },
  { value: "active", label: "Running" },
  { value: "paused", label: "Paused" },
] as const;
export type CampaignStatus = (typeof campaignStatuses)[number]["value"];

export function campaignStatusLabel(value: string): string {
  return campaignStatuses.find((s) => s.value === value)?.label ?? value;
}

/** What one occurrence did for its person; every one of them is on the person's timeline. */
export const campaignSendStatuses = [
  { value: "sent", label: "Email queued" },
  { value: "task_only", label: "Task created" },
  { value: "opted_out", label: "Not sent: opted out" },
  { value: "no_consent", label: "Not sent: no marketing consent" },
  { value: "over_cap", label: "Not sent: monthly limit reached" },
  { value: "no_email", label: "Not sent: no email address" },
] as const;
export type CampaignSendStatus = (typeof campaignSendStatuses)[number]["value"];

export function campaignSendStatusLabel(value: string): string {
  return campaignSendStatuses.find((s) => s.value === value)?.label ?? value;
}

/**
 * Who a campaign reaches, beyond its trigger. Every list is "any of"; an empty list does not
 * filter. `hasLines`/`lacksLines` look at the customer's other active policies: auto without
 * home or renters is `lines: ["auto"], lacksLines: ["home", "renters"]`.
 */
export interface CampaignAudience {
  lines: string[];
  carriers: string[];
  hasLines: string[];
  lacksLines: string[];
  languages: Locale[];
  /** user.id of the customers' (or leads') owners. */
  ownerIds: string[];
}

export const emptyAudience: CampaignAudience = { lines: [], carriers: [], hasLines: [], lacksLines: [], languages: [], ownerIds: [] };

/**
 * An audience is "set" when it narrows anything, or when the trigger itself names the people
 * (a policy renewing, a request completed, a lead won: the occurrence is the audience). A fixed
 * date with no filter would be everyone on the book: such a campaign cannot be started.
 */
export function audienceIsSet(trigger: CampaignTrigger, audience: CampaignAudience): boolean {
  if (trigger !== "fixed_date") return true;
  return Object.values(audience).some((list) => list.length > 0);
}

/** The merge fields a template may use, as `{{first_name}}`; anything else is refused when saved. */
export const mergeFields = [
  { name: "first_name", label: "First name", example: "Rosa" },
  { name: "full_name", label: "Full name", example: "Rosa Delgado" },
  { name: "policy_line", label: "Policy (line of business)", example: "Personal auto" },
  { name: "carrier", label: "Carrier", example: "Acme Mutual" },
  { name: "policy_number", label: "Policy number", example: "PA-1234567" },
  { name: "renewal_date", label: "Renewal date", example: "Friday, January 15, 2027" },
  { name: "owner_name", label: "Owner's name", example: "Dana Reyes" },
  { name: "owner_phone", label: "Owner's phone", example: "(702) 555-0101" },
  { name: "owner_email", label: "Owner's email", example: "dana@example.com" },
  { name: "agency_name", label: "Agency name", example: "" },
  { name: "agency_phone", label: "Agency phone", example: "" },
] as const;
export type MergeFieldName = (typeof mergeFields)[number]["name"];

/** `{{ name }}` with optional spaces; names are lower-case words joined by underscores. */
export const MERGE_FIELD_PATTERN = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The merge fields a template names that are not known, in order of first use. */
export function unknownMergeFields(template: string): string[] {
  const known = new Set<string>(mergeFields.map((f) => f.name));
  const unknown: string[] = [];
  for (const match of template.matchAll(MERGE_FIELD_PATTERN)) {
    const name = match[1]!;
    if (!known.has(name) && !unknown.includes(name)) unknown.push(name);
  }
  return unknown;
}

/** The Las Vegas days an occurrence stays due after its day: a server down over a weekend still sends. */
export const CAMPAIGN_GRACE_DAYS = 3;
export const MAX_CAMPAIGN_OFFSET_DAYS = 365;
/** Marketing emails a person may get in a calendar month (Las Vegas) unless an admin changes it. */
export const DEFAULT_MARKETING_MONTHLY_CAP = 2;
export const MAX_MARKETING_MONTHLY_CAP = 31;
