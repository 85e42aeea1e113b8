/**
 * What /admin/surveys shows (docs/product.md#how-likely-are-you-to-recommend-us): the settings,
 * the score over the last 90 days with its promoters, passives and detractors, the score month by
 * month over the last 12 Las Vegas months, and the answers newest first (50 a page) with who
 * answered and what the survey followed. Months are counted in SQL by period (as the reports are),
 * so both engines give the same numbers.
 */
import type { Kysely } from "kysely";
import { inboxPath, leadForms, type LeadForm } from "../../lib/inbox-paths.ts";
import type { Locale } from "../../lib/i18n/locale.ts";
import { staffCustomerPath } from "../../lib/service-requests.ts";
import { recommendScore, reviewThresholdMet, SURVEY_RESPONSES_PAGE_SIZE, SURVEY_WINDOW_DAYS, type SurveyCounts } from "../../lib/surveys.ts";
import type { Database } from "../db/schema.ts";
import { orNone } from "../compliance/person-data.ts";
import { FIRST_COLUMN, periodIndexSql } from "../reports/period-sql.ts";
import { lastMonths } from "../reports/periods.ts";
import { surveyedLeadForms } from "./send-surveys.ts";
import { describeOccasions, type SurveyOccasionText } from "./survey-occasions.ts";
import { summarise, type ScoreSummary } from "./survey-score.ts";
import { getSurveySettings, type SurveySettings } from "./survey-settings.ts";
import { clampPage } from "../paging.ts";

export interface SurveyMonth extends SurveyCounts {
  /** "2026-03" */
  key: string;
  /** "Mar 2026" */
  label: string;
  /** Surveys sent that month. */
  sent: number;
  /** Answers given that month. */
  answers: number;
  score: number | null;
}

export interface SurveyResponse {
  id: string;
  score: number;
  comment: string | null;
  answeredAt: string;
  sentAt: string;
  /** Null once erased. */
  name: string | null;
  /** The customer's or the lead's page, while it exists. */
  whoHref: string | null;
  language: Locale | string;
  occasion: SurveyOccasionText;
  /** A low score's task went to this person (null: nobody, the admins' Unassigned). */
  taskOwner: string | null;
  hasTask: boolean;
}

export interface SurveyReport {
  settings: SurveySettings;
  /** The last 90 days, every answer counted (a respondent's page leaves their own out). */
  recent: ScoreSummary & { sent: number };
  /** Whether the recent score reaches the threshold (the review link's rule, as most respondents meet it). */
  thresholdMet: boolean;
  months: SurveyMonth[];
  responses: SurveyResponse[];
  page: number;
  pageCount: number;
  total: number;
}

function emptyCounts(): SurveyCounts & { answers: number; sent: number } {
  return { promoters: 0, passives: 0, detractors: 0, answers: 0, sent: 0 };
}

export async function loadSurveyReport(db: Kysely<Database>, now: Date, requestedPage: number): Promise<SurveyReport> {
  const settings = await getSurveySettings(db);
  const since = new Date(now.getTime() - SURVEY_WINDOW_DAYS * 86_400_000).toISOString();

  const recentScores = await db
    .selectFrom("nps_surveys")
    .select(["score", (eb) => eb.fn.countAll<number | string>().as("n")])
    .where("answered_at", ">=", since)
    .where("score", "is not", null)
    .groupBy("score")
    .execute();
  const recentSent = await db.selectFrom("nps_surveys").select((eb) => eb.fn.countAll<number | string>().as("n")).where("sent_at", ">=", since).executeTakeFirstOrThrow();
  const recent = { ...summarise(recentScores.flatMap((r) => Array<number>(Number(r.n)).fill(Number(r.score)))), sent: Number(recentSent.n) };

  const range = lastMonths(now, 12);
  const first = range.periods[0]!.start;
  const counts = range.periods.map(() => emptyCounts());
  const answeredByMonth = await db
    .selectFrom("nps_surveys")
    .select([periodIndexSql("answered_at", range).as("period"), "score", (eb) => eb.fn.countAll<number | string>().as("n")])
    .where("answered_at", ">=", first)
    .where("answered_at", "<", range.end)
    .where("score", "is not", null)
    .groupBy([FIRST_COLUMN, "score"])
    .execute();
  for (const row of answeredByMonth) {
    const month = counts[Number(row.period)]!;
    const n = Number(row.n);
    const score = Number(row.score);
    month.answers += n;
    if (score >= 9) month.promoters += n;
    else if (score >= 7) month.passives += n;
    else month.detractors += n;
  }
  const sentByMonth = await db
    .selectFrom("nps_surveys")
    .select([periodIndexSql("sent_at", range).as("period"), (eb) => eb.fn.countAll<number | string>().as("n")])
    .where("sent_at", ">=", first)
    .where("sent_at", "<", range.end)
    .groupBy(FIRST_COLUMN)
    .execute();
  for (const row of sentByMonth) counts[Number(row.period)]!.sent += Number(row.n);
  const months = range.periods.map((period, i) => {
    const c = counts[i]!;
    return { key: period.key, label: period.label, ...c, score: recommendScore(c) };
  });

  const totalRow = await db.selectFrom("nps_surveys").select((eb) => eb.fn.countAll<number | string>().as("n")).where("answered_at", "is not", null).executeTakeFirstOrThrow();
  const total = Number(totalRow.n);
  const { page, pageCount } = clampPage(total, requestedPage, SURVEY_RESPONSES_PAGE_SIZE);
  const rows = await db
    .selectFrom("nps_surveys")
    .leftJoin("customers", "customers.id", "nps_surveys.customer_id")
    .leftJoin("tasks", "tasks.id", "nps_surveys.task_id")
    .leftJoin("user as owner", "owner.id", "tasks.owner_id")
    .select([
      "nps_surveys.id",
      "nps_surveys.score",
      "nps_surveys.comment",
      "nps_surveys.answered_at",
      "nps_surveys.sent_at",
      "nps_surveys.recipient_name",
      "nps_surveys.customer_id",
      "nps_surveys.lead_form",
      "nps_surveys.lead_id",
      "nps_surveys.language",
      "nps_surveys.trigger_kind",
      "nps_surveys.occurrence_key",
      "nps_surveys.task_id",
      "customers.id as customer_exists",
      "owner.name as owner_name",
      "owner.email as owner_email",
    ])
    .where("nps_surveys.answered_at", "is not", null)
    .orderBy("nps_surveys.answered_at", "desc")
    .orderBy("nps_surveys.id")
    .limit(SURVEY_RESPONSES_PAGE_SIZE)
    .offset((page - 1) * SURVEY_RESPONSES_PAGE_SIZE)
    .execute();
  const occasions = await describeOccasions(db, rows);
  const existingLeads = new Set<string>();
  for (const { form, table } of surveyedLeadForms) {
    const ids = rows.filter((r) => r.lead_form === form && r.lead_id).map((r) => r.lead_id!);
    if (!ids.length) continue;
    for (const lead of await db.selectFrom(table as "quote_requests").select("id").where("id", "in", orNone(ids)).execute()) existingLeads.add(`${form}:${lead.id}`);
  }
  const responses: SurveyResponse[] = rows.map((row) => {
    const leadForm = row.lead_form && (leadForms as readonly string[]).includes(row.lead_form) ? (row.lead_form as LeadForm) : null;
    const whoHref =
      row.customer_id && row.customer_exists
        ? staffCustomerPath(row.customer_id)
        : leadForm && row.lead_id && existingLeads.has(`${leadForm}:${row.lead_id}`)
          ? inboxPath(leadForm, row.lead_id)
          : null;
    return {
      id: row.id,
      score: Number(row.score),
      comment: row.comment,
      answeredAt: row.answered_at!,
      sentAt: row.sent_at,
      name: row.recipient_name,
      whoHref,
      language: row.language,
      occasion: occasions.get(row.occurrence_key) ?? { text: row.trigger_kind, href: null },
      hasTask: row.task_id !== null,
      taskOwner: row.task_id ? (row.owner_name?.trim() || row.owner_email || null) : null,
    };
  });
  return { settings, recent, thresholdMet: reviewThresholdMet(recent.score, settings.reviewThreshold), months, responses, page, pageCount, total };
}
