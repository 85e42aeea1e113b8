/**
 * The survey's page (/survey?token=…, docs/product.md#how-likely-are-you-to-recommend-us): what
 * the link opens, and the answer posted from it.
 *
 * - Opening records nothing (mail scanners open every link of an email): the page shows the
 *   score of the link chosen, to be changed, a comment added, and sent.
 * - The answer is recorded once per survey: score, comment and time by an update conditional on
 *   answered_at being empty; a second post, or another of the email's links, changes nothing.
 * - A score of 0–6 puts a task on the owner's My work in the answer's transaction: call them.
 * - Once answered, the review link is offered when the agency's score over the last 90 days
 *   WITHOUT this survey's answer reaches the admin's threshold, so it never depends on what the
 *   person chose; the route shows it only when AGENCY_REVIEW_URL is set.
 */
import type { Kysely, Transaction } from "kysely";
import { isLocale, type Locale } from "../../lib/i18n/locale.ts";
import { lasVegasDate } from "../../lib/las-vegas-time.ts";
import { isLowScore, isSurveyScore, reviewThresholdMet } from "../../lib/surveys.ts";
import type { Database } from "../db/schema.ts";
import { createTask } from "../tasks/create-task.ts";
import { describeOccasions } from "./survey-occasions.ts";
import { agencyScore } from "./survey-score.ts";
import { getSurveySettings } from "./survey-settings.ts";
import { verifySurveyToken } from "./survey-token.ts";

export type BadSurveyLink = { ok: false; reason: "invalid" | "expired" };

/** The survey a link opens: unanswered (with the language it was sent in), or answered and when. */
export type SurveyPage =
  | { ok: true; state: "open"; surveyId: string; locale: Locale }
  | { ok: true; state: "answered"; surveyId: string; locale: Locale; score: number; answeredAt: string; offerReview: boolean }
  | BadSurveyLink;

async function surveyOfToken(db: Kysely<Database>, secret: string, token: string | null | undefined, now: Date) {
  const check = verifySurveyToken(secret, token, now);
  if (!check.ok) return { ok: false as const, reason: check.reason === "expired" ? ("expired" as const) : ("invalid" as const) };
  const survey = await db
    .selectFrom("nps_surveys")
    .select(["id", "language", "score", "answered_at", "recipient_name", "comment", "owner_id", "customer_id", "lead_form", "lead_id", "trigger_kind", "occurrence_key"])
    .where("id", "=", check.surveyId)
    .executeTakeFirst();
  // Signed for a survey that is not there (never stored, or a database restored from before it).
  if (!survey) return { ok: false as const, reason: "invalid" as const };
  return { ok: true as const, survey, locale: isLocale(survey.language) ? survey.language : ("en" as Locale) };
}

/** Whether someone who answered is offered the review link now: the others' answers decide. */
export async function offersReview(db: Kysely<Database>, surveyId: string, now: Date): Promise<boolean> {
  const [{ reviewThreshold }, others] = await Promise.all([getSurveySettings(db), agencyScore(db, now, surveyId)]);
  return reviewThresholdMet(others.score, reviewThreshold);
}

/** What the link shows; nothing is written. */
export async function loadSurveyPage(db: Kysely<Database>, secret: string, token: string | null | undefined, now: Date): Promise<SurveyPage> {
  const found = await surveyOfToken(db, secret, token, now);
  if (!found.ok) return found;
  const { survey, locale } = found;
  if (survey.answered_at === null || survey.score === null) return { ok: true, state: "open", surveyId: survey.id, locale };
  return { ok: true, state: "answered", surveyId: survey.id, locale, score: survey.score, answeredAt: survey.answered_at, offerReview: await offersReview(db, survey.id, now) };
}

export interface SurveyAnswer {
  score: number;
  /** Trimmed; empty is no comment. At most SURVEY_COMMENT_MAX characters (the form's schema checks). */
  comment: string;
}

export type AnswerResult =
  | { ok: true; recorded: boolean; locale: Locale; score: number; answeredAt: string; offerReview: boolean }
  | BadSurveyLink;

/** A team member who can still take the task; anyone else leaves it to the admins (null). */
async function activeOwner(db: Kysely<Database> | Transaction<Database>, ownerId: string | null): Promise<string | null> {
  if (!ownerId) return null;
  const owner = await db.selectFrom("user").select(["id", "role", "disabled"]).where("id", "=", ownerId).executeTakeFirst();
  return owner && !owner.disabled && (owner.role === "staff" || owner.role === "admin") ? owner.id : null;
}

/** Records the answer once; `recorded` is false when the survey was already answered (then nothing changed). */
export async function answerSurvey(db: Kysely<Database>, secret: string, token: string | null | undefined, answer: SurveyAnswer, now: Date): Promise<AnswerResult> {
  if (!isSurveyScore(answer.score)) throw new Error(`not a survey score: ${answer.score}`);
  const found = await surveyOfToken(db, secret, token, now);
  if (!found.ok) return found;
  const { survey, locale } = found;
  const at = now.toISOString();
  const comment = answer.comment.trim() || null;
  const recorded = await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable("nps_surveys")
      .set({ score: answer.score, answered_at: at, comment })
      .where("id", "=", survey.id)
      .where("answered_at", "is", null)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return false;
    if (isLowScore(answer.score)) {
      const occasion = (await describeOccasions(trx, [survey])).get(survey.occurrence_key);
      const name = survey.recipient_name?.trim() || "the customer";
      const taskId = await createTask(
        trx,
        {
          ownerId: await activeOwner(trx, survey.owner_id),
          title: `Call ${name}: scored ${answer.score} out of 10`,
          detail: [comment ? `Their comment: ${comment}` : "No comment.", `Surveyed after: ${occasion?.text ?? survey.trigger_kind}.`].join("\n\n"),
          dueDate: lasVegasDate(now),
          customerId: survey.customer_id,
          lead: survey.lead_form && survey.lead_id ? { form: survey.lead_form, id: survey.lead_id } : null,
          source: { type: "survey", id: survey.id },
        },
        now,
      );
      await trx.updateTable("nps_surveys").set({ task_id: taskId }).where("id", "=", survey.id).execute();
    }
    return true;
  });
  if (recorded) return { ok: true, recorded, locale, score: answer.score, answeredAt: at, offerReview: await offersReview(db, survey.id, now) };
  const stored = await db.selectFrom("nps_surveys").select(["score", "answered_at"]).where("id", "=", survey.id).executeTakeFirstOrThrow();
  return { ok: true, recorded, locale, score: stored.score ?? answer.score, answeredAt: stored.answered_at ?? at, offerReview: await offersReview(db, survey.id, now) };
}
