/**
 * The pipeline of each lead form: its stages in order, which of them end the work, and
 * the outcome a final stage records (docs/product.md#pipeline). The one place these are
 * defined: the inbox tabs, the stage selector, badges, My work, the digest, reports and
 * the customer's view of a claim all read them from here. A record's stage is stored in
 * its table's `status` column.
 */
import type { LeadForm } from "./inbox-paths.ts";

export interface StageDefinition {
  code: string;
  label: string;
  /** A final stage ends the work: the record leaves My work, follow-ups and the 24-hour flag. */
  final: boolean;
  /** Kept for records from before stages existed; offered only while a record is in it. */
  legacy?: boolean;
  /** What the stage records when a record enters it. */
  outcome?: "won" | "lost";
  /** Badge style (the label always goes with it: never colour alone). */
  tone: StageTone;
}

export type StageTone = "new" | "working" | "waiting" | "won" | "lost" | "closed" | "spam";

const spam: StageDefinition = { code: "spam", label: "Spam", final: true, tone: "spam" };

const salesStages: readonly StageDefinition[] = [
  { code: "new", label: "New", final: false, tone: "new" },
  { code: "contacted", label: "Contacted", final: false, tone: "working" },
  { code: "quoted", label: "Quoted", final: false, tone: "waiting" },
  { code: "won", label: "Won", final: true, outcome: "won", tone: "won" },
  { code: "lost", label: "Lost", final: true, outcome: "lost", tone: "lost" },
  { code: "closed", label: "Closed (no outcome recorded)", final: true, legacy: true, tone: "closed" },
  spam,
];

export const pipelines: Record<LeadForm, readonly StageDefinition[]> = {
  quotes: salesStages,
  "pay-per-mile": salesStages,
  // A review is a sale in the making: it ends as a policy written (won) or not (lost). Born with
  // stages, it has no records from before them, so no legacy stage.
  "coverage-reviews": salesStages.filter((s) => !s.legacy),
  messages: [
    { code: "new", label: "New", final: false, tone: "new" },
    { code: "answered", label: "Answered, waiting on them", final: false, tone: "waiting" },
    { code: "resolved", label: "Resolved", final: true, tone: "closed" },
    spam,
  ],
  claims: [
    { code: "received", label: "Received", final: false, tone: "new" },
    { code: "in_review", label: "In review", final: false, tone: "working" },
    { code: "with_carrier", label: "With carrier", final: false, tone: "waiting" },
    { code: "closed", label: "Closed", final: true, tone: "closed" },
    spam,
  ],
  applications: [
    { code: "new", label: "New", final: false, tone: "new" },
    { code: "interview", label: "Interview", final: false, tone: "working" },
    { code: "offer", label: "Offer", final: false, tone: "waiting" },
    { code: "hired", label: "Hired", final: true, tone: "won" },
    { code: "declined", label: "Declined", final: true, tone: "lost" },
    { code: "closed", label: "Closed (no outcome recorded)", final: true, legacy: true, tone: "closed" },
    spam,
  ],
};

/** The stage every new submission of the form starts in. */
export function firstStage(form: LeadForm): string {
  return pipelines[form][0]!.code;
}

export function stageOf(form: LeadForm, code: string): StageDefinition | undefined {
  return pipelines[form].find((s) => s.code === code);
}

/** The label of a stored stage (an unknown value reads as itself). */
export function stageLabel(form: LeadForm, code: string): string {
  return stageOf(form, code)?.label ?? code;
}

export function isStage(form: LeadForm, value: unknown): value is string {
  return typeof value === "string" && stageOf(form, value) !== undefined;
}

/** Stages still being worked (My work, follow-ups, the 24-hour flag). */
export function openStages(form: LeadForm): string[] {
  return pipelines[form].filter((s) => !s.final).map((s) => s.code);
}

/** The stages a person may choose for a record now in `current` (a legacy stage only while it is current). */
export function selectableStages(form: LeadForm, current: string): readonly StageDefinition[] {
  return pipelines[form].filter((s) => !s.legacy || s.code === current);
}

/** A stage filter from a URL: a stage of the form, or null for every stage (anything else is ignored). */
export function parseStageFilter(form: LeadForm, value: string | null | undefined): string | null {
  return isStage(form, value) ? value : null;
}

/**
 * Forms whose senders were promised a reply within a working day: a record of these still
 * in its first stage 24 hours after it arrived is flagged (My work, the digest).
 */
export const SPEED_TO_LEAD_FORMS: readonly LeadForm[] = ["quotes", "pay-per-mile", "coverage-reviews", "messages"];
export const SPEED_TO_LEAD_HOURS = 24;

/** Why a quote was lost: the list staff choose from (reports group by it). */
export const lostReasons = [
  { value: "price", label: "Price" },
  { value: "coverage", label: "Coverage didn't fit" },
  { value: "stayed", label: "Stayed with current insurer" },
  { value: "other_agency", label: "Went with another agency" },
  { value: "no_response", label: "Never responded" },
  { value: "not_eligible", label: "Not eligible" },
  { value: "other", label: "Other" },
] as const;

export type LostReason = (typeof lostReasons)[number]["value"];

export function lostReasonLabel(value: string | null | undefined): string {
  return lostReasons.find((r) => r.value === value)?.label ?? (value ?? "");
}

/** How a contact attempt was made, and what came of it (the first one is the record's first contact). */
export const contactChannels = [
  { value: "call", label: "Phone call" },
  { value: "text", label: "Text message" },
  { value: "email", label: "Email" },
] as const;

export const contactOutcomes = [
  { value: "reached", label: "Reached them" },
  { value: "left_voicemail", label: "Left voicemail" },
  { value: "no_answer", label: "No answer" },
  { value: "wrong_number", label: "Wrong number" },
  { value: "sent", label: "Sent, awaiting reply" },
  { value: "replied", label: "They replied" },
] as const;

export type ContactChannel = (typeof contactChannels)[number]["value"];
export type ContactOutcome = (typeof contactOutcomes)[number]["value"];

/**
 * What a claimant reads on their dashboard. Staff's own words stay internal: a claim
 * marked as spam simply reads as closed.
 */
export function customerClaimStatus(stage: string): string {
  switch (stage) {
    case "received":
      return "Received";
    case "in_review":
      return "In review";
    case "with_carrier":
      return "With the insurance company";
    default:
      return "Closed";
  }
}
