/**
 * The two forms of /admin/settings, checked on the server: a form's assignment rule, and
 * the digest's time. Messages name what to do; the page shows them beside each field.
 */
import { z } from "zod";
import { assignableForms } from "../pipeline/assignment.ts";
import { MAX_RENEWAL_REMINDER_DAYS, MIN_RENEWAL_REMINDER_DAYS } from "../../lib/renewals.ts";
import { MAX_SIGNING_EXPIRY_DAYS, MIN_SIGNING_EXPIRY_DAYS } from "../signing/signing-rules.ts";
import { DIGEST_TIME_PATTERN } from "./digest-time.ts";

export const assignmentModes = ["nobody", "person", "round_robin"] as const;

export const assignmentRuleSchema = z
  .object({
    form: z.enum(assignableForms, { error: "Unknown form." }),
    mode: z.enum(assignmentModes, { error: "Please choose who gets new submissions." }),
    userId: z.string().trim().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.mode === "person" && !v.userId) ctx.addIssue({ code: "custom", path: ["userId"], message: "Please choose the person who gets new submissions." });
  })
  .transform((v) => ({ form: v.form, mode: v.mode, userId: v.mode === "person" ? v.userId! : null }));

export const digestTimeSchema = z.object({
  digestTime: z
    .string({ error: "Please enter a time, for example 08:00." })
    .trim()
    .regex(DIGEST_TIME_PATTERN, "Please enter a time as hours and minutes, for example 08:00."),
});

const reminderDaysMessage = `Please enter a whole number of days from ${MIN_RENEWAL_REMINDER_DAYS} to ${MAX_RENEWAL_REMINDER_DAYS}, for example 45.`;

export const renewalReminderDaysSchema = z.object({
  renewalReminderDays: z
    .string({ error: reminderDaysMessage })
    .trim()
    .regex(/^\d{1,3}$/, reminderDaysMessage)
    .transform(Number)
    .refine((days) => days >= MIN_RENEWAL_REMINDER_DAYS && days <= MAX_RENEWAL_REMINDER_DAYS, reminderDaysMessage),
});

const signingDaysMessage = `Please enter a whole number of days from ${MIN_SIGNING_EXPIRY_DAYS} to ${MAX_SIGNING_EXPIRY_DAYS}, for example 30.`;

/** How long a document sent for signature stays open (app/server/settings/signing-expiry-days.ts). */
export const signingExpiryDaysSchema = z.object({
  signingExpiryDays: z
    .string({ error: signingDaysMessage })
    .trim()
    .regex(/^\d{1,3}$/, signingDaysMessage)
    .transform(Number)
    .refine((days) => days >= MIN_SIGNING_EXPIRY_DAYS && days <= MAX_SIGNING_EXPIRY_DAYS, signingDaysMessage),
});
