/**
 * A team member's weekly hours as they enter them (docs/back-office.md#appointment-types-hours-and-feeds):
 * either the office's hours, or their own, per weekday off or from–to in Las Vegas time, the
 * start before the end. With the office's hours chosen the week's fields are not read (what was
 * stored stays, for the day they switch back).
 */
import { z } from "zod";
import { teamHoursFieldNames, weekdayNames } from "./team-hours-fields.ts";

/** One working span of a weekday, Las Vegas time, "HH:MM". */
export interface DaySpan {
  opens: string;
  closes: string;
}

/** Seven entries, Sunday first: a span, or null for a day off. */
export type WeekHours = (DaySpan | null)[];

/** "9:05", "09:05" or a browser's "09:05:00" → "09:05"; null when it is not a time of day. */
export function normalizeTime(text: string): string | null {
  const m = /^(\d{1,2}):([0-5]\d)(?::00)?$/.exec(text.trim());
  if (!m) return null;
  const hour = Number(m[1]);
  if (hour > 23) return null;
  return `${String(hour).padStart(2, "0")}:${m[2]}`;
}

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

const rawFields = Object.fromEntries([
  [teamHoursFieldNames.mode, z.string().optional()],
  ...WEEKDAYS.flatMap((d) => [
    [teamHoursFieldNames.on(d), z.string().optional()],
    [teamHoursFieldNames.opens(d), z.string().max(10).optional()],
    [teamHoursFieldNames.closes(d), z.string().max(10).optional()],
  ]),
]) as Record<string, z.ZodOptional<z.ZodString>>;

export const teamHoursSchema = z.object(rawFields).transform((raw, ctx) => {
  const mode = raw[teamHoursFieldNames.mode];
  if (mode !== "office" && mode !== "own") {
    ctx.addIssue({ code: "custom", path: [teamHoursFieldNames.mode], message: "Please choose the office's hours or your own." });
    return z.NEVER;
  }
  if (mode === "office") return { ownHours: false as const, week: null };
  const week: WeekHours = WEEKDAYS.map((d) => {
    if (!raw[teamHoursFieldNames.on(d)]) return null;
    const day = weekdayNames[d];
    const opens = normalizeTime(raw[teamHoursFieldNames.opens(d)] ?? "");
    const closes = normalizeTime(raw[teamHoursFieldNames.closes(d)] ?? "");
    if (!opens) ctx.addIssue({ code: "custom", path: [teamHoursFieldNames.opens(d)], message: `Please enter when you start on ${day}, like 09:00.` });
    if (!closes) ctx.addIssue({ code: "custom", path: [teamHoursFieldNames.closes(d)], message: `Please enter when you finish on ${day}, like 17:00.` });
    if (opens && closes && opens >= closes) {
      ctx.addIssue({ code: "custom", path: [teamHoursFieldNames.closes(d)], message: `Please enter an end after the start (${opens}) on ${day}.` });
    }
    return opens && closes ? { opens, closes } : null;
  });
  // A week of days off is allowed: that member is simply never offered (on leave, say).
  return { ownHours: true as const, week };
});

export type TeamHoursInput = z.output<typeof teamHoursSchema>;

export { teamHoursLabels } from "./team-hours-fields.ts";
