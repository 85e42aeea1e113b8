/**
 * Help desk questions past their retention (RETENTION_MONTHS_HELP_QUESTIONS, 12 months after
 * they were asked by default; 0 keeps them forever): deleted by `npm run purge`, whatever their
 * status. They hold what Reports counts and, for the unanswered ones, the visitor's words; the
 * staff's answers (help_answers) are the agency's own FAQ entries and are kept.
 */
import type { Kysely } from "kysely";
import type { Actor } from "../audit/record-audit.ts";
import type { Database } from "../db/schema.ts";
import { purgeRowsBefore } from "./purge-rows-before.ts";

export function purgeHelpQuestions(db: Kysely<Database>, months: number, options: { now?: Date; dryRun?: boolean; actor: Actor }) {
  return purgeRowsBefore(
    db,
    { table: "help_questions", column: "created_at", audit: { action: "help_question.purge", targetType: "help_question", detail: (removed, before) => `${removed} asked before ${before}` } },
    months,
    options,
  );
}
