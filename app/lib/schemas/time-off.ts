/**
 * Days off, holidays and office closures as entered (docs/back-office.md#appointment-types-hours-and-feeds):
 * a first day, an optional last day (the same day when left empty; not before the first; at
 * most MAX_TIME_OFF_DAYS), and a reason ("Thanksgiving"). Whole Las Vegas days; the instants
 * are the domain's (app/server/booking/time-off.ts).
 */
import { z } from "zod";
import { requiredText } from "../field-schemas.ts";
import { MAX_TIME_OFF_DAYS, MAX_TIME_OFF_REASON } from "./time-off-fields.ts";

/** "2026-11-26" when it is a real calendar date. */
export function isCalendarDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const at = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return at.toISOString().slice(0, 10) === text;
}

/** Days from one calendar date to another (both "YYYY-MM-DD"). */
export function daysBetween(first: string, last: string): number {
  return Math.round((Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / 86_400_000);
}

const dateText = (message: string, optional = false) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => v ?? "")
    .refine((v) => (optional && v === "") || isCalendarDate(v), message);

export const timeOffSchema = z
  .object({
    firstDate: dateText("Please enter the first day, like 2026-11-26."),
    lastDate: dateText("Please enter the last day, like 2026-11-27, or leave it empty for one day.", true),
    reason: requiredText("a reason, like Thanksgiving", MAX_TIME_OFF_REASON),
  })
  .transform((v, ctx) => {
    const lastDate = v.lastDate || v.firstDate;
    const days = daysBetween(v.firstDate, lastDate);
    if (days < 0) ctx.addIssue({ code: "custom", path: ["lastDate"], message: "Please enter a last day on or after the first day." });
    else if (days >= MAX_TIME_OFF_DAYS) ctx.addIssue({ code: "custom", path: ["lastDate"], message: `Please enter at most ${MAX_TIME_OFF_DAYS} days at once.` });
    return { firstDate: v.firstDate, lastDate, reason: v.reason };
  });

export type TimeOffInput = z.output<typeof timeOffSchema>;

export { timeOffLabels } from "./time-off-fields.ts";
