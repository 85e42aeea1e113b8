/**
 * The survey's settings (docs/product.md#how-likely-are-you-to-recommend-us), kept in
 * agency_settings: each trigger on or off (all on until an admin changes them) and the score the
 * review link needs (DEFAULT_REVIEW_THRESHOLD). Changed on /admin/surveys, audited as
 * "settings.surveys".
 */
import type { Kysely, Transaction } from "kysely";
import { DEFAULT_REVIEW_THRESHOLD, MAX_REVIEW_THRESHOLD, MIN_REVIEW_THRESHOLD, surveyTriggers, type SurveyTrigger } from "../../lib/surveys.ts";
import { recordAudit, type Actor } from "../audit/record-audit.ts";
import type { Database } from "../db/schema.ts";

type Db = Kysely<Database> | Transaction<Database>;

export interface SurveySettings {
  triggers: Record<SurveyTrigger, boolean>;
  /** −100 to 100: the agency's score (without the person's own answer) must reach it for the review link. */
  reviewThreshold: number;
}

const triggerKey = (trigger: SurveyTrigger) => `survey_trigger_${trigger}`;
export const REVIEW_THRESHOLD_KEY = "survey_review_threshold";

export function isReviewThreshold(value: number): boolean {
  return Number.isInteger(value) && value >= MIN_REVIEW_THRESHOLD && value <= MAX_REVIEW_THRESHOLD;
}

export async function getSurveySettings(db: Db): Promise<SurveySettings> {
  const keys = [...surveyTriggers.map((t) => triggerKey(t.code)), REVIEW_THRESHOLD_KEY];
  const rows = await db.selectFrom("agency_settings").select(["key", "value"]).where("key", "in", keys).execute();
  const stored = new Map(rows.map((r) => [r.key, r.value]));
  const triggers = Object.fromEntries(surveyTriggers.map((t) => [t.code, stored.get(triggerKey(t.code)) !== "off"])) as Record<SurveyTrigger, boolean>;
  const threshold = Number(stored.get(REVIEW_THRESHOLD_KEY) ?? NaN);
  // A value out of range (edited by hand) reads as the default.
  return { triggers, reviewThreshold: isReviewThreshold(threshold) ? threshold : DEFAULT_REVIEW_THRESHOLD };
}

const onOff = (on: boolean) => (on ? "on" : "off");

/** Stores the settings with one audit entry naming what changed; false when nothing did. */
export async function setSurveySettings(db: Kysely<Database>, actor: Actor, settings: SurveySettings, now = new Date()): Promise<{ changed: boolean }> {
  if (!isReviewThreshold(settings.reviewThreshold)) throw new Error(`not a review threshold: ${settings.reviewThreshold}`);
  return db.transaction().execute(async (trx) => {
    const before = await getSurveySettings(trx);
    const at = now.toISOString();
    const changes: string[] = [];
    const put = async (key: string, value: string) => {
      await trx
        .insertInto("agency_settings")
        .values({ key, value, updated_at: at })
        .onConflict((oc) => oc.column("key").doUpdateSet({ value, updated_at: at }))
        .execute();
    };
    for (const trigger of surveyTriggers) {
      const on = settings.triggers[trigger.code];
      if (on === before.triggers[trigger.code]) continue;
      await put(triggerKey(trigger.code), onOff(on));
      changes.push(`${trigger.label}: ${onOff(before.triggers[trigger.code])} → ${onOff(on)}`);
    }
    if (settings.reviewThreshold !== before.reviewThreshold) {
      await put(REVIEW_THRESHOLD_KEY, String(settings.reviewThreshold));
      changes.push(`Review link threshold: ${before.reviewThreshold} → ${settings.reviewThreshold}`);
    }
    if (!changes.length) return { changed: false };
    await recordAudit(trx, actor, { action: "settings.surveys", targetType: "settings", targetId: "surveys", targetLabel: "Recommendation survey", detail: changes.join("; ") }, now);
    return { changed: true };
  });
}
