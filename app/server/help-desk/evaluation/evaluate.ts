/**
 * The help desk measured against its test set: for each question, whether one of the pages
 * that answer it is the first page the answer links (top 1) or among its first three (top 3),
 * whether the answer was next steps only (a handoff), and whether a guarded question got its
 * guard. `npm run help:accuracy` prints the table; the accuracy test holds the target.
 */
import type { Agency } from "../../../config/agency.ts";
import { pathWithoutLocale, type Locale } from "../../../lib/i18n/locale.ts";
import { answerQuestion } from "../answer-question.ts";
import type { HelpIndex } from "../help-index.ts";
import type { EvaluationQuestion } from "./evaluation-question.ts";

export interface EvaluationResult {
  questions: number;
  top1: number;
  top3: number;
  handoffOnly: number;
  guardsMissed: number;
  misses: string[];
}

export function evaluateHelpDesk(questions: EvaluationQuestion[], { index, locale, agency, now }: { index: HelpIndex; locale: Locale; agency: Agency; now: Date }): EvaluationResult {
  const result: EvaluationResult = { questions: questions.length, top1: 0, top3: 0, handoffOnly: 0, guardsMissed: 0, misses: [] };
  for (const item of questions) {
    const answer = answerQuestion({ question: item.question, locale, index, agency, now });
    const pages = answer.pages.map((page) => pathWithoutLocale(page.href));
    if (answer.outcome === "unanswered") result.handoffOnly += 1;
    if (pages[0] && item.pages.includes(pages[0])) result.top1 += 1;
    if (pages.some((page) => item.pages.includes(page))) result.top3 += 1;
    else result.misses.push(`${item.question} → ${pages.join(", ") || "(handoff)"} (expected ${item.pages.join(" or ")})`);
    if (item.guard && answer.guard !== item.guard) {
      result.guardsMissed += 1;
      result.misses.push(`${item.question}: guard ${answer.guard ?? "none"}, expected ${item.guard}`);
    }
  }
  return result;
}

export const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`;
