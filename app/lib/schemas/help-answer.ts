/**
 * The staff's answer to a visitors' question, written or edited at /admin/help-questions: the
 * question as the help desk will know it, the answer, the page it belongs to and whether that
 * page lists it among its FAQs.
 */
import { z } from "zod";
import { requiredText } from "../field-schemas.ts";
import { HELP_ANSWER_MAX, HELP_ANSWER_QUESTION_MAX, helpAnswerPages, SHOW_ON_PAGE_REFUSAL, SHOW_ON_PAGE_VALUE } from "./help-answer-fields.ts";

export * from "./help-answer-fields.ts";

const pagePaths = helpAnswerPages.map((p) => p.value) as [string, ...string[]];

export const helpAnswerSchema = z
  .object({
    question: requiredText("the question", HELP_ANSWER_QUESTION_MAX),
    answer: requiredText("the answer", HELP_ANSWER_MAX),
    pagePath: z.enum(pagePaths, { error: "Please choose the page this answer belongs to." }),
    showOnPage: z
      .string()
      .optional()
      .transform((value) => value === SHOW_ON_PAGE_VALUE),
  })
  .superRefine((input, context) => {
    if (input.showOnPage && !helpAnswerPages.find((p) => p.value === input.pagePath)?.listsFaqs) {
      context.addIssue({ code: "custom", path: ["showOnPage"], message: SHOW_ON_PAGE_REFUSAL });
    }
  });

export type HelpAnswerInput = z.output<typeof helpAnswerSchema>;
