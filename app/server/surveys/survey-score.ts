/**
 * The agency's recommendation score (docs/product.md#how-likely-are-you-to-recommend-us): % of
 * answers 9–10 minus % of answers 0–6, over the surveys answered in the last SURVEY_WINDOW_DAYS.
 * The review link's decision leaves one survey out (the person's own answer), so what they chose
 * never decides whether they are asked for a review.
 */
import type { Kysely, Transaction } from "kysely";
import { countScores, recommendScore, SURVEY_WINDOW_DAYS, type SurveyCounts } from "../../lib/surveys.ts";
import type { Database } from "../db/schema.ts";

type Db = Kysely<Database> | Transaction<Database>;

export interface ScoreSummary extends SurveyCounts {
  answers: number;
  /** −100 to 100, unrounded; null without answers. */
  score: number | null;
}

/** The answers 0–10 counted by score, in a range of answered_at. */
export async function scoresAnswered(db: Db, range: { from: string; before?: string; excludeSurveyId?: string }): Promise<number[]> {
  let query = db
    .selectFrom("nps_surveys")
    .select(["score", (eb) => eb.fn.countAll<number | string>().as("n")])
    .where("answered_at", ">=", range.from)
    .where("score", "is not", null);
  if (range.before) query = query.where("answered_at", "<", range.before);
  if (range.excludeSurveyId) query = query.where("id", "<>", range.excludeSurveyId);
  const rows = await query.groupBy("score").execute();
  return rows.flatMap((row) => Array<number>(Number(row.n)).fill(Number(row.score)));
}

export function summarise(scores: readonly number[]): ScoreSummary {
  const counts = countScores(scores);
  return { ...counts, answers: scores.length, score: recommendScore(counts) };
}

/** The score over the last 90 days at `now`; `excludeSurveyId` leaves one survey's answer out. */
export async function agencyScore(db: Db, now: Date, excludeSurveyId?: string): Promise<ScoreSummary> {
  const from = new Date(now.getTime() - SURVEY_WINDOW_DAYS * 86_400_000).toISOString();
  return summarise(await scoresAnswered(db, { from, excludeSurveyId }));
}
