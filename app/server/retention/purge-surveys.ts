/**
 * Recommendation surveys past their retention (RETENTION_MONTHS_SURVEYS, 24 months after the
 * survey was sent by default; 0 keeps them forever): deleted by `npm run purge`, answered or not,
 * with the address, name and comment they hold. The score (90 days), the report's months (12) and
 * "once in 90 days" all read younger rows, so none misses them. Their emails' content goes at
 * the same run (purge-email-content.ts: a survey's email whose survey is gone).
 */
import type { Kysely } from "kysely";
import type { Actor } from "../audit/record-audit.ts";
import type { Database } from "../db/schema.ts";
import { purgeRowsBefore } from "./purge-rows-before.ts";

export function purgeSurveys(db: Kysely<Database>, months: number, options: { now?: Date; dryRun?: boolean; actor: Actor }) {
  return purgeRowsBefore(
    db,
    { table: "nps_surveys", column: "sent_at", audit: { action: "survey.purge", targetType: "survey", detail: (removed, before) => `${removed} sent before ${before}` } },
    months,
    options,
  );
}
