/**
 * The posts of /admin/help-questions: answer a question, dismiss one, edit or delete an answer.
 * A refusal comes back with its form's messages and values; a change redirects back to the
 * same lists (tab and pages) with what was saved. The caller checked that the user is staff.
 */
import { data, redirect } from "react-router";
import { parseForm, type FormFailure } from "../../lib/form-data.ts";
import type { HelpSaved } from "../../lib/help-questions.ts";
import { helpAnswerSchema } from "../../lib/schemas/help-answer.ts";
import type { CurrentUser } from "../accounts/current-user.ts";
import type { AppServices } from "../services.ts";
import { readAdminForm } from "../../http/read-admin-form.ts";
import { answerHelpQuestion, deleteHelpAnswer, dismissHelpQuestion, editHelpAnswer, type HelpChangeResult } from "./help-questions.ts";

export type HelpQuestionIntent = "answer" | "dismiss" | "edit" | "delete";
/** A refused post: which form, about which question or answer. */
export type HelpQuestionFailure = FormFailure & { intent: HelpQuestionIntent; id: string };

const notOpen = "Someone else answered or dismissed this question a moment ago; it is no longer open.";

/** The list the post came from (its tab and pages), with what was saved. */
function backTo(request: Request, saved: HelpSaved, keepAnswersPage: boolean): string {
  const from = new URL(request.url).searchParams;
  const to = new URLSearchParams();
  for (const name of ["show", "page", ...(keepAnswersPage ? ["apage"] : [])]) {
    const value = from.get(name);
    if (value) to.set(name, value);
  }
  to.set("saved", saved);
  return `${new URL(request.url).pathname}?${to}`;
}

export async function workHelpQuestions(request: Request, services: Pick<AppServices, "db">, staff: CurrentUser) {
  const fields = await readAdminForm(request);
  const intent = fields.get("intent");
  const idOf = (name: string) => String(fields.get(name) ?? "");
  const failed = (intent: HelpQuestionIntent, id: string, failure: FormFailure, status = 400) => data<HelpQuestionFailure>({ intent, id, ...failure }, { status });
  const outcome = (intent: HelpQuestionIntent, id: string, result: HelpChangeResult, saved: HelpSaved, values: FormFailure["values"] = {}) => {
    if (result.ok) return redirect(backTo(request, result.changed ? saved : "unchanged", saved === "deleted" || saved === "dismissed"), 303);
    if (result.reason === "not-found") throw data("Not found", { status: 404 });
    return failed(intent, id, { errors: {}, values, formError: notOpen }, 409);
  };
  switch (intent) {
    case "answer": {
      const id = idOf("questionId");
      const parsed = parseForm(helpAnswerSchema, fields);
      if (!parsed.ok) return failed("answer", id, parsed);
      return outcome("answer", id, await answerHelpQuestion(services.db, staff, id, parsed.data), "answered", parsed.values);
    }
    case "dismiss": {
      const id = idOf("questionId");
      return outcome("dismiss", id, await dismissHelpQuestion(services.db, staff, id), "dismissed");
    }
    case "edit": {
      const id = idOf("answerId");
      const parsed = parseForm(helpAnswerSchema, fields);
      if (!parsed.ok) return failed("edit", id, parsed);
      return outcome("edit", id, await editHelpAnswer(services.db, staff, id, parsed.data), "edited", parsed.values);
    }
    case "delete": {
      const id = idOf("answerId");
      return outcome("delete", id, await deleteHelpAnswer(services.db, staff, id), "deleted");
    }
    default:
      throw data("Unknown action", { status: 400 });
  }
}
