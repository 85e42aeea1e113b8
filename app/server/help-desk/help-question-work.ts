/**
 * What staff do on /admin/help-questions: answer a question, dismiss one, edit or delete an
 * answer. One function takes the parsed action and says whether it changed anything or why it
 * was refused (the question was answered or dismissed meanwhile); the page's route reads the form
 * and answers. The caller checked that the user is staff.
 */
import type { Kysely } from "kysely";
import type { HelpSaved } from "../../lib/help-questions.ts";
import type { HelpAnswerInput } from "../../lib/schemas/help-answer.ts";
import type { CurrentUser } from "../accounts/current-user.ts";
import type { Database } from "../db/schema.ts";
import { answerHelpQuestion, deleteHelpAnswer, dismissHelpQuestion, editHelpAnswer, type HelpChangeResult } from "./help-questions.ts";

export type HelpQuestionAction =
  | { intent: "answer"; questionId: string; answer: HelpAnswerInput }
  | { intent: "dismiss"; questionId: string }
  | { intent: "edit"; answerId: string; answer: HelpAnswerInput }
  | { intent: "delete"; answerId: string };

export type HelpQuestionIntent = HelpQuestionAction["intent"];

/** What the page says after each kind of change. */
export const helpSavedOf: Record<HelpQuestionIntent, HelpSaved> = { answer: "answered", dismiss: "dismissed", edit: "edited", delete: "deleted" };

export function workHelpQuestion(db: Kysely<Database>, staff: CurrentUser, action: HelpQuestionAction): Promise<HelpChangeResult> {
  switch (action.intent) {
    case "answer":
      return answerHelpQuestion(db, staff, action.questionId, action.answer);
    case "dismiss":
      return dismissHelpQuestion(db, staff, action.questionId);
    case "edit":
      return editHelpAnswer(db, staff, action.answerId, action.answer);
    case "delete":
      return deleteHelpAnswer(db, staff, action.answerId);
  }
}
