/**
 * The settings form of /admin/surveys, checked on the server: which triggers send the survey
 * (checkboxes: one not sent is off) and the review link's threshold, a whole number −100 to 100.
 */
import { z } from "zod";
import { MAX_REVIEW_THRESHOLD, MIN_REVIEW_THRESHOLD, surveyTriggers, type SurveyTrigger } from "../../lib/surveys.ts";
import type { SurveySettings } from "./survey-settings.ts";

/** The form's field names (the page writes them, the schema reads them). */
export const surveySettingsFields = { triggers: "trigger", threshold: "reviewThreshold" } as const;

const thresholdMessage = `Please enter a whole number from ${MIN_REVIEW_THRESHOLD} to ${MAX_REVIEW_THRESHOLD}, for example ${50}.`;

export const surveySettingsSchema = z
  .object({
    [surveySettingsFields.triggers]: z.array(z.string()).default([]),
    [surveySettingsFields.threshold]: z
      .string({ error: thresholdMessage })
      .trim()
      // A minus sign as typed on a phone ("−") or a keyboard ("-").
      .transform((value) => value.replace(/^[−–]/, "-"))
      .refine((value) => /^[-+]?\d{1,3}$/.test(value), thresholdMessage)
      .transform(Number)
      .refine((value) => value >= MIN_REVIEW_THRESHOLD && value <= MAX_REVIEW_THRESHOLD, thresholdMessage),
  })
  .transform(
    (v): SurveySettings => ({
      triggers: Object.fromEntries(surveyTriggers.map((t) => [t.code, v[surveySettingsFields.triggers].includes(t.code)])) as Record<SurveyTrigger, boolean>,
      reviewThreshold: v[surveySettingsFields.threshold],
    }),
  );
