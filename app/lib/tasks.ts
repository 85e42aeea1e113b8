/**
 * The rules of tasks (docs/product.md#tasks), safe in the browser: where a task stands against
 * its due date (a Las Vegas calendar day) and how My work and the digest say it in words.
 */
import { daysBetween } from "./renewals.ts";

/** A task's due date before today is overdue; today's is due today; anything later is upcoming. */
export type TaskDueState = "overdue" | "today" | "upcoming";

export function taskDueState(dueDate: string, today: string): TaskDueState {
  if (dueDate < today) return "overdue";
  return dueDate === today ? "today" : "upcoming";
}

const withWeekday = new Intl.DateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" });
const withYear = new Intl.DateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

/** "Monday, June 8" (the year too when it is not today's). */
function dayInWords(date: string, today: string): string {
  return (date.slice(0, 4) === today.slice(0, 4) ? withWeekday : withYear).format(new Date(`${date}T00:00:00Z`));
}

/** "Was due Monday, June 8 (7 days ago)", "Due today", "Due tomorrow, Tuesday, June 16", "Due Friday, June 19": the date in words beside My work's Overdue badge. */
export function taskDueDateText(dueDate: string, today: string): string {
  const days = daysBetween(today, dueDate);
  if (days < 0) return `Was due ${dayInWords(dueDate, today)} (${-days === 1 ? "yesterday" : `${-days} days ago`})`;
  if (days === 0) return "Due today";
  if (days === 1) return `Due tomorrow, ${dayInWords(dueDate, today)}`;
  return `Due ${dayInWords(dueDate, today)}`;
}

/** The same, saying "Overdue" in words where there is no badge (the digest): "Overdue: was due Monday, June 8 (7 days ago)". */
export function taskDueText(dueDate: string, today: string): string {
  const text = taskDueDateText(dueDate, today);
  return taskDueState(dueDate, today) === "overdue" ? `Overdue: ${text.charAt(0).toLowerCase()}${text.slice(1)}` : text;
}

/** What made a task (tasks.source_type). */
export function taskSourceLabel(sourceType: string): string {
  if (sourceType === "campaign") return "From a campaign";
  if (sourceType === "survey") return "From a survey answer";
  return sourceType;
}

/** The Done button's form field and its intent on My work. */
export const TASK_DONE_INTENT = "task_done";
export const TASK_ID_FIELD = "taskId";
