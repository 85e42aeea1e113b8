/**
 * The campaign form, checked on the server (docs/product.md#the-campaigns-pages): one schema for
 * creating and editing. Messages name what to do and the page shows each beside its field, with
 * every typed value back. An email campaign needs its English subject and message (the Spanish
 * pair is optional, but both or neither); a task campaign needs its title; a template naming a
 * merge field that does not exist is refused with the field's name. Also the Campaigns page's
 * Limits form (the marketing emails a person may get in a month).
 */
import { z } from "zod";
import {
  campaignActions,
  campaignPurposes,
  campaignTriggers,
  DEFAULT_MARKETING_MONTHLY_CAP,
  MAX_CAMPAIGN_OFFSET_DAYS,
  MAX_MARKETING_MONTHLY_CAP,
  mergeFields,
  unknownMergeFields,
  type CampaignAudience,
} from "../../lib/campaigns.ts";
import {
  carrierList,
  DEFAULT_CAMPAIGN_SEND_HOUR,
  MAX_CAMPAIGN_BODY,
  MAX_CAMPAIGN_CARRIERS,
  MAX_CAMPAIGN_NAME,
  MAX_CAMPAIGN_SUBJECT,
  MAX_CAMPAIGN_TASK_TITLE,
  type CampaignFormField,
} from "../../lib/campaign-form-fields.ts";
import type { FormValues } from "../../lib/form-data.ts";
import { LOCALES } from "../../lib/i18n/locale.ts";
import { policyLines } from "../../lib/policies.ts";
import { optionValues } from "../../lib/schemas/options.ts";
import type { Campaign } from "./campaign-row.ts";

const lineValues = optionValues(policyLines);
const offsetMessage = `Please enter a whole number of days from 0 to ${MAX_CAMPAIGN_OFFSET_DAYS}, for example 30.`;

const text = (max: number) =>
  z
    .string()
    .max(max, `Please keep this under ${max.toLocaleString("en-US")} characters.`)
    .optional()
    .transform((v) => (v ?? "").trim());

/** A subject is one line: a pasted line break would end up in the email's header. */
const oneLine = (max: number) => text(max).transform((v) => v.replace(/\s*[\r\n]+\s*/g, " "));

const lineList = (what: string) => z.array(z.enum(lineValues, { error: `Please choose ${what} from the list.` })).max(lineValues.length).default([]);

/** The message for a template naming fields that do not exist. */
export function unknownMergeFieldMessage(unknown: readonly string[]): string {
  const named = unknown.map((name) => `{{${name}}}`).join(", ");
  const known = mergeFields.map((f) => `{{${f.name}}}`).join(", ");
  return `${unknown.length === 1 ? "Unknown merge field" : "Unknown merge fields"} ${named}: use one of ${known}.`;
}

const triggerValues = new Set<string>(campaignTriggers.map((t) => t.value));

function isOffset(value: string): boolean {
  return /^\d{1,3}$/.test(value) && Number(value) <= MAX_CAMPAIGN_OFFSET_DAYS;
}

function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}

const templateFields = ["subjectEn", "bodyEn", "subjectEs", "bodyEs", "taskTitle"] as const satisfies readonly CampaignFormField[];

export const campaignFormSchema = z
  .object({
    name: z
      .string({ error: "Please enter a name for the campaign." })
      .trim()
      .min(1, "Please enter a name for the campaign.")
      .max(MAX_CAMPAIGN_NAME, `Please keep the name under ${MAX_CAMPAIGN_NAME} characters.`),
    purpose: z.enum(optionValues(campaignPurposes), { error: "Please choose whether the campaign is a service message or marketing." }),
    trigger: z.enum(optionValues(campaignTriggers), { error: "Please choose when the campaign goes out." }),
    offsetDays: z.string().trim().optional(),
    fixedDate: z.string().trim().optional(),
    sendHour: z
      .string({ error: "Please choose the hour it goes out." })
      .trim()
      .regex(/^\d{1,2}$/, "Please choose the hour it goes out, from 0 to 23.")
      .transform(Number)
      .refine((hour) => hour >= 0 && hour <= 23, "Please choose the hour it goes out, from 0 to 23."),
    lines: lineList("lines of business"),
    hasLines: lineList("the lines the customer also has"),
    lacksLines: lineList("the lines the customer lacks"),
    languages: z.array(z.enum(LOCALES, { error: "Please choose English or Spanish." })).max(LOCALES.length).default([]),
    ownerIds: z.array(z.string().trim().min(1).max(100)).max(100, "Please choose fewer owners.").default([]),
    carriers: z
      .string()
      .max(2_000, "Please keep the carriers under 2,000 characters.")
      .optional()
      .transform((v) => carrierList(v ?? ""))
      .refine((list) => list.length <= MAX_CAMPAIGN_CARRIERS, `Please name at most ${MAX_CAMPAIGN_CARRIERS} carriers.`)
      .refine((list) => list.every((name) => name.length <= 100), "Please keep each carrier's name under 100 characters."),
    action: z.enum(optionValues(campaignActions), { error: "Please choose what the campaign does." }),
    subjectEn: oneLine(MAX_CAMPAIGN_SUBJECT),
    bodyEn: text(MAX_CAMPAIGN_BODY),
    subjectEs: oneLine(MAX_CAMPAIGN_SUBJECT),
    bodyEs: text(MAX_CAMPAIGN_BODY),
    taskTitle: oneLine(MAX_CAMPAIGN_TASK_TITLE),
  })
  .superRefine(
    (raw, ctx) => {
      // Read defensively: this runs when other fields failed too (every problem at once), and
      // then a failed field holds what was posted, not its parsed value.
      const v = raw as Record<string, unknown>;
      const str = (name: CampaignFormField) => (typeof v[name] === "string" ? (v[name] as string).trim() : "");
      const problem = (path: CampaignFormField, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
      const trigger = str("trigger");
      if (trigger === "fixed_date") {
        const day = str("fixedDate");
        if (!day) problem("fixedDate", "Please enter the date it goes out, like 2026-11-20.");
        else if (!isCalendarDay(day)) problem("fixedDate", "Please enter the date as a calendar day, like 2026-11-20.");
      } else if (triggerValues.has(trigger) && !isOffset(str("offsetDays"))) {
        problem("offsetDays", offsetMessage);
      }
      const action = str("action");
      const sendsEmail = action === "email" || action === "both";
      if (sendsEmail && !str("subjectEn")) problem("subjectEn", "Please enter the English subject: the campaign sends an email.");
      if (sendsEmail && !str("bodyEn")) problem("bodyEn", "Please enter the English message: the campaign sends an email.");
      // Spanish speakers get the Spanish version only when it is whole (campaign-row.ts messageLanguage).
      if (str("subjectEs") && !str("bodyEs")) problem("bodyEs", "Please enter the Spanish message too, or leave the Spanish subject empty.");
      if (str("bodyEs") && !str("subjectEs")) problem("subjectEs", "Please enter the Spanish subject too, or leave the Spanish message empty.");
      if ((action === "task" || action === "both") && !str("taskTitle")) problem("taskTitle", "Please enter the task's title: the campaign makes a task.");
      for (const field of templateFields) {
        const unknown = unknownMergeFields(str(field));
        if (unknown.length) problem(field, unknownMergeFieldMessage(unknown));
      }
    },
    { when: (payload) => typeof payload.value === "object" && payload.value !== null },
  )
  .transform((v) => {
    const audience: CampaignAudience = {
      lines: v.lines,
      carriers: v.carriers,
      hasLines: v.hasLines,
      lacksLines: v.lacksLines,
      languages: v.languages,
      ownerIds: [...new Set(v.ownerIds)],
    };
    return {
      name: v.name,
      purpose: v.purpose,
      trigger: v.trigger,
      offsetDays: v.trigger === "fixed_date" ? 0 : Number(v.offsetDays),
      fixedDate: v.trigger === "fixed_date" ? v.fixedDate! : null,
      sendHour: v.sendHour,
      audience,
      action: v.action,
      subject: { en: v.subjectEn, es: v.subjectEs },
      body: { en: v.bodyEn, es: v.bodyEs },
      taskTitle: v.taskTitle,
    };
  });

export type CampaignInput = z.output<typeof campaignFormSchema>;

/** A new campaign's form: a renewal service email at the default hour. */
export const newCampaignFormValues: FormValues = {
  purpose: "service",
  trigger: "renewal_due",
  offsetDays: "30",
  sendHour: String(DEFAULT_CAMPAIGN_SEND_HOUR),
  action: "email",
};

/** A stored campaign as its form shows it. */
export function campaignFormValues(campaign: Campaign): FormValues {
  return {
    name: campaign.name,
    purpose: campaign.purpose,
    trigger: campaign.trigger,
    offsetDays: String(campaign.offsetDays),
    fixedDate: campaign.fixedDate ?? "",
    sendHour: String(campaign.sendHour),
    lines: campaign.audience.lines,
    hasLines: campaign.audience.hasLines,
    lacksLines: campaign.audience.lacksLines,
    languages: campaign.audience.languages,
    ownerIds: campaign.audience.ownerIds,
    carriers: campaign.audience.carriers.join(", "),
    action: campaign.action,
    subjectEn: campaign.subject.en,
    bodyEn: campaign.body.en,
    subjectEs: campaign.subject.es,
    bodyEs: campaign.body.es,
    taskTitle: campaign.taskTitle,
  };
}

const capMessage = `Please enter a whole number from 0 to ${MAX_MARKETING_MONTHLY_CAP}, for example ${DEFAULT_MARKETING_MONTHLY_CAP}.`;

/** The Campaigns page's Limits form: marketing emails a person may get in a month (0 stops them all). */
export const marketingCapSchema = z.object({
  marketingCap: z
    .string({ error: capMessage })
    .trim()
    .regex(/^\d{1,2}$/, capMessage)
    .transform(Number)
    .refine((cap) => cap <= MAX_MARKETING_MONTHLY_CAP, capMessage),
});
