/**
 * The "how likely are you to recommend us" survey (docs/product.md#how-likely-are-you-to-recommend-us),
 * what the server and the pages share: the triggers, the 0–10 scale, the comment's limit, the
 * admin's review threshold and the score's rule. Safe in the browser (no zod, no server module).
 */

/** What a survey is sent after: nps_surveys.trigger_kind. */
export const surveyTriggers = [
  { code: "request_completed", label: "A service request is completed" },
  { code: "lead_won", label: "A quote or coverage review is won" },
  { code: "policy_renewed", label: "A policy renews" },
] as const;
export type SurveyTrigger = (typeof surveyTriggers)[number]["code"];

export function isSurveyTrigger(value: unknown): value is SurveyTrigger {
  return surveyTriggers.some((t) => t.code === value);
}

/** The answers a person can give: 0 (not at all likely) to 10 (extremely likely). */
export const SURVEY_SCORES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

export function isSurveyScore(value: number): boolean {
  return Number.isInteger(value) && value >= 0 && value <= 10;
}

/** A score from a link or a form ("9"), or null when it is not one of 0–10. */
export function parseSurveyScore(value: string | null | undefined): number | null {
  if (typeof value !== "string" || !/^\d{1,2}$/.test(value.trim())) return null;
  const score = Number(value.trim());
  return isSurveyScore(score) ? score : null;
}

export const SURVEY_COMMENT_MAX = 2000;

/** The answer form's field names (the page and the action's schema). */
export const surveyFieldNames = { score: "score", comment: "comment" } as const;

/** The score the review link needs by default, and the range the admin may set (the score's own range). */
export const DEFAULT_REVIEW_THRESHOLD = 50;
export const MIN_REVIEW_THRESHOLD = -100;
export const MAX_REVIEW_THRESHOLD = 100;

/** The days the agency's score and "once per person" look back over. */
export const SURVEY_WINDOW_DAYS = 90;

/** Responses per page on /admin/surveys. */
export const SURVEY_RESPONSES_PAGE_SIZE = 50;

export const SURVEYS_ADMIN_PATH = "/admin/surveys";

/** 9–10 promoters, 7–8 passives, 0–6 detractors: the usual split of a 0–10 recommendation question. */
export type SurveyGroup = "promoter" | "passive" | "detractor";

export function surveyGroupOf(score: number): SurveyGroup {
  if (score >= 9) return "promoter";
  if (score >= 7) return "passive";
  return "detractor";
}

export const surveyGroupLabels: Record<SurveyGroup, string> = { promoter: "Promoter", passive: "Passive", detractor: "Detractor" };

/** A low score makes a task for the person's owner. */
export function isLowScore(score: number): boolean {
  return surveyGroupOf(score) === "detractor";
}

export interface SurveyCounts {
  promoters: number;
  passives: number;
  detractors: number;
}

export function countScores(scores: readonly number[]): SurveyCounts {
  const counts: SurveyCounts = { promoters: 0, passives: 0, detractors: 0 };
  for (const score of scores) {
    const group = surveyGroupOf(score);
    if (group === "promoter") counts.promoters++;
    else if (group === "passive") counts.passives++;
    else counts.detractors++;
  }
  return counts;
}

/**
 * The score: % of answers 9–10 minus % of answers 0–6, from −100 to 100 (unrounded). Null when
 * there is no answer: no score, rather than 0.
 */
export function recommendScore(counts: SurveyCounts): number | null {
  const total = counts.promoters + counts.passives + counts.detractors;
  if (!total) return null;
  return ((counts.promoters - counts.detractors) * 100) / total;
}

/** A score as the pages show it: a whole number with its sign ("+62", "−8", "0"), or "—" for none. */
export function formatRecommendScore(score: number | null): string {
  if (score === null) return "—";
  const rounded = Math.round(score);
  if (rounded > 0) return `+${rounded}`;
  if (rounded < 0) return `−${Math.abs(rounded)}`;
  return "0";
}

/**
 * Whether the review link is offered: the score of the OTHER answers (never the person's own,
 * so what they chose cannot decide it) reaches the threshold. No other answer: not met.
 */
export function reviewThresholdMet(othersScore: number | null, threshold: number): boolean {
  return othersScore !== null && othersScore >= threshold;
}
