/**
 * The survey page's form, checked on the server in the page's language: a score 0–10 (required)
 * and a comment of at most SURVEY_COMMENT_MAX characters (optional; line breaks count once, as
 * the browser counts them while typing).
 */
import { z } from "zod";
import { translatorFor } from "../../lib/i18n/i18n.ts";
import type { Locale } from "../../lib/i18n/locale.ts";
import { parseSurveyScore, SURVEY_COMMENT_MAX, surveyFieldNames } from "../../lib/surveys.ts";

export function surveyAnswerSchema(locale: Locale) {
  const t = translatorFor(locale);
  return z.object({
    [surveyFieldNames.score]: z
      .string({ error: t("survey.page.scoreRequired") })
      .transform((value, ctx) => {
        const score = parseSurveyScore(value);
        if (score === null) {
          ctx.addIssue({ code: "custom", message: t("survey.page.scoreRequired") });
          return z.NEVER;
        }
        return score;
      }),
    [surveyFieldNames.comment]: z
      .string()
      .optional()
      .transform((value) => (value ?? "").replace(/\r\n?/g, "\n").trim())
      .refine((value) => value.length <= SURVEY_COMMENT_MAX, t("survey.page.commentTooLong", { max: SURVEY_COMMENT_MAX.toLocaleString(locale === "es" ? "es-US" : "en-US") })),
  });
}
