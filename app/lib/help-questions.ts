/**
 * The help desk's questions in the back office (/admin/help-questions): the questions no page
 * answered, which staff answer (an FAQ entry the help desk then answers from) or dismiss, and
 * the staff's answers. The words the page uses; shared by the server and the page (no zod, no
 * database).
 */
import { LANGUAGE_NAME, isLocale } from "./i18n/locale.ts";

export const HELP_QUESTIONS_ADMIN_PATH = "/admin/help-questions";

/** Questions and answers per page of their lists. */
export const HELP_QUESTIONS_PAGE_SIZE = 25;
export const HELP_ANSWERS_PAGE_SIZE = 25;

/** An unanswered question's state: waiting for the staff, answered with an FAQ entry, or set aside. */
export const helpQuestionStatuses = [
  { value: "open", label: "Open" },
  { value: "answered", label: "Answered" },
  { value: "dismissed", label: "Dismissed" },
] as const;

export type HelpQuestionStatus = (typeof helpQuestionStatuses)[number]["value"];

export function isHelpQuestionStatus(value: unknown): value is HelpQuestionStatus {
  return helpQuestionStatuses.some((s) => s.value === value);
}

/** A question's or answer's language as the page writes it ("English", "Español"): words, never a colour. */
export function helpLanguageName(locale: string): string {
  return isLocale(locale) ? LANGUAGE_NAME[locale] : locale;
}

/** What the page says after a change (the redirect's `saved`). */
export const helpSavedMessages = {
  answered: "Your answer is saved. The help desk answers from it from now on.",
  dismissed: "The question was dismissed.",
  edited: "The answer is saved. The help desk uses the new words from now on.",
  deleted: "The answer was deleted. The help desk no longer uses it; the question it answered is open again.",
  unchanged: "Nothing changed.",
} as const;
export type HelpSaved = keyof typeof helpSavedMessages;

export function isHelpSaved(value: unknown): value is HelpSaved {
  return typeof value === "string" && Object.hasOwn(helpSavedMessages, value);
}

/** The anchor of an answer in "Our answers". */
export const helpAnswerAnchor = (id: string) => `answer-${id}`;
