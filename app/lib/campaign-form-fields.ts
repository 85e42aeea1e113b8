/**
 * The campaign form of the back office (docs/product.md#the-campaigns-pages): its fields'
 * names and labels in form order (the error summary lists problems in this order), the
 * checkbox groups, and the words the page uses for each choice. Safe in the browser: the page
 * reads these, the server's schema (app/server/campaigns/campaign-form.ts) names the same fields.
 */
import { campaignTriggers, type CampaignTrigger } from "./campaigns.ts";

export const campaignFormLabels = {
  name: "Name",
  purpose: "Purpose",
  trigger: "Trigger",
  offsetDays: "Days",
  fixedDate: "Date",
  sendHour: "Hour it goes out",
  lines: "Lines of business",
  hasLines: "Customer also has",
  lacksLines: "Customer lacks",
  languages: "Languages",
  ownerIds: "Owners",
  carriers: "Carriers",
  action: "Action",
  subjectEn: "English subject",
  bodyEn: "English message",
  subjectEs: "Spanish subject",
  bodyEs: "Spanish message",
  taskTitle: "Task title",
} as const;

export type CampaignFormField = keyof typeof campaignFormLabels;

/** The checkbox groups: posted as several values of one name. */
export const campaignFormLists = ["lines", "hasLines", "lacksLines", "languages", "ownerIds"] as const;

/** The form's parts: a field per ticked checkbox (three groups of lines, languages, owners) besides the rest. */
export const CAMPAIGN_FORM_MAX_PARTS = 200;

/** What each purpose means for consent and the monthly limit, one line each (after its label). */
export const campaignPurposeExplanations: Record<"service" | "marketing", string> = {
  service: "Goes to everyone with an email address who has not opted out; does not count toward the monthly limit.",
  marketing: "Only to addresses with a marketing consent that covers email and no opt-out, within the monthly limit a person",
};

/** What the days count from, by trigger. */
const offsetEvents: Record<CampaignTrigger, string> = {
  renewal_due: "the renewal date",
  first_policy: "the first policy takes effect",
  policy_anniversary: "the policy's anniversary",
  request_completed: "the request is completed",
  lead_won: "the lead is won",
  fixed_date: "",
};

/** The days field's label for a trigger ("Days before the renewal date"); null when the trigger takes no days. */
export function offsetLabel(trigger: string): string | null {
  const known = campaignTriggers.find((t) => t.value === trigger);
  if (!known) return "Days before or after the event";
  if (known.offset === "none") return null;
  return `Days ${known.offset} ${offsetEvents[known.value]}`;
}

export const languageOptions = [
  { value: "en", label: "English" },
  { value: "es", label: "Spanish" },
] as const;

export function languageLabel(value: string): string {
  return languageOptions.find((l) => l.value === value)?.label ?? value;
}

/** The hours 0–23 as the page offers them: "9:00 (9 AM)". */
export const sendHourOptions = Array.from({ length: 24 }, (_, hour) => ({
  value: String(hour),
  label: `${String(hour).padStart(2, "0")}:00 (${hour % 12 === 0 ? 12 : hour % 12} ${hour < 12 ? "AM" : "PM"})`,
}));

export const DEFAULT_CAMPAIGN_SEND_HOUR = 9;
export const MAX_CAMPAIGN_NAME = 120;
export const MAX_CAMPAIGN_SUBJECT = 200;
/** Two messages this long still fit the back office's form size once URL-encoded (app/http/read-admin-form.ts). */
export const MAX_CAMPAIGN_BODY = 5_000;
export const MAX_CAMPAIGN_TASK_TITLE = 200;
export const MAX_CAMPAIGN_CARRIERS = 20;

/** A carriers field's text as a list: comma-separated names, trimmed, blanks and repeats dropped. */
export function carrierList(text: string): string[] {
  const seen = new Set<string>();
  const list: string[] = [];
  for (const part of text.split(",")) {
    const name = part.trim().replace(/\s+/g, " ");
    if (name && !seen.has(name.toLowerCase())) {
      seen.add(name.toLowerCase());
      list.push(name);
    }
  }
  return list;
}

/** What came of a send within REPORT_OUTCOME_DAYS (the report page; app/server/campaigns/campaign-report.ts counts them). */
export const campaignOutcomes = [
  { value: "replied", label: "Replied", hint: "opened a service request or wrote in one, or sent a website form" },
  { value: "quoteRequested", label: "Quote requested", hint: "a quote, pay-per-mile or coverage review request from the address" },
  { value: "renewed", label: "Renewed", hint: "a policy of the customer renewed" },
  { value: "won", label: "Won", hint: "a lead from the address won, or a new policy for the customer" },
] as const;
export type CampaignOutcome = (typeof campaignOutcomes)[number]["value"];

export const REPORT_OUTCOME_DAYS = 60;
export const CAMPAIGN_REPORT_PAGE_SIZE = 50;
/** The list's send counts cover this many days back. */
export const CAMPAIGN_LIST_DAYS = 30;
