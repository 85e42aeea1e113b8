/**
 * The follow-up form on a record's page (docs/product.md#working-a-record): a date and a time
 * in Las Vegas, and a short note. Not in the past (beyond a few minutes' grace), not more than
 * a year ahead. The schema depends on the time of the request, so it is built per request.
 */
import { z } from "zod";
import { fromLasVegas } from "../las-vegas-time.ts";
import { FOLLOW_UP_GRACE_MINUTES, FOLLOW_UP_MAX_DAYS, FOLLOW_UP_NOTE_MAX } from "./follow-up-fields.ts";

export interface FollowUp {
  /** The instant (UTC) of the Las Vegas date and time entered. */
  at: Date;
  note: string | null;
}

export function followUpSchema(now: Date) {
  return z
    .object({
      follow_up_date: z.string({ error: "Please choose the date." }).trim().min(1, "Please choose the date."),
      follow_up_time: z.string({ error: "Please choose the time." }).trim().min(1, "Please choose the time."),
      follow_up_note: z
        .string()
        .trim()
        .max(FOLLOW_UP_NOTE_MAX, `Please keep the note under ${FOLLOW_UP_NOTE_MAX} characters.`)
        .optional(),
    })
    .transform((v, ctx): FollowUp => {
      const at = fromLasVegas(v.follow_up_date, v.follow_up_time);
      if (!at) {
        const dateOk = fromLasVegas(v.follow_up_date, "12:00") !== null;
        ctx.addIssue({
          code: "custom",
          path: [dateOk ? "follow_up_time" : "follow_up_date"],
          message: dateOk ? "Please enter a time like 10:00 AM." : "Please enter a date like 11/24/2026.",
        });
        return z.NEVER;
      }
      if (at.getTime() < now.getTime() - FOLLOW_UP_GRACE_MINUTES * 60_000) {
        ctx.addIssue({ code: "custom", path: ["follow_up_date"], message: "This time has already passed. Please choose a later date or time." });
        return z.NEVER;
      }
      if (at.getTime() > now.getTime() + FOLLOW_UP_MAX_DAYS * 86_400_000) {
        ctx.addIssue({ code: "custom", path: ["follow_up_date"], message: "Please choose a date within the next year." });
        return z.NEVER;
      }
      return { at, note: v.follow_up_note || null };
    });
}
