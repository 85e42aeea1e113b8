/**
 * What a campaign's page shows (docs/product.md#the-campaigns-pages): the campaign, who it would
 * reach if it ran now (previewCampaign: nothing is written), each language's message as the
 * first of them reading that language would get it (the example values when nobody does), the
 * task's title as the first of them would get it, the owners its audience can name, the
 * marketing cap, and what stops it from starting.
 */
import type { Kysely } from "kysely";
import type { Agency } from "../../config/agency.ts";
import type { Locale } from "../../lib/i18n/locale.ts";
import type { Database } from "../db/schema.ts";
import { previewCampaign, type CampaignPreview } from "./campaign-audience.ts";
import { exampleMergeValues, fillTemplate, renderCampaignEmail, type MergeValues } from "./campaign-message.ts";
import { makesTask, sendsEmail, type Campaign } from "./campaign-row.ts";
import { campaignOwnerChoices, getCampaign, startProblems } from "./campaign-store.ts";
import { getMarketingMonthlyCap } from "./marketing-cap.ts";

export interface RenderedMessage {
  locale: Locale;
  subject: string;
  html: string;
  text: string;
  /** Whose values fill it: a person the campaign would reach, or null for the example values. */
  valuesOf: string | null;
}

export interface CampaignPage {
  campaign: Campaign;
  preview: CampaignPreview;
  /** English, then Spanish when the campaign has a Spanish version; none for a task-only campaign. */
  messages: RenderedMessage[];
  /** The task's title filled in as the first previewed person's task would read; null when the campaign makes no task. */
  task: { title: string; valuesOf: string | null } | null;
  ownerOptions: { value: string; label: string }[];
  monthlyCap: number;
  startProblems: string[];
}

/** The merge values a language's sample is filled with: the first previewed person reading it, else the first at all, else the examples. */
export function sampleValues(preview: CampaignPreview, agency: Agency, locale: Locale, owner: { name: string; phone: string | null; email: string } | null = null): { values: MergeValues; valuesOf: string | null } {
  const person = preview.recipients.find((r) => r.language === locale) ?? preview.recipients[0];
  return person ? { values: person.values, valuesOf: person.name } : { values: exampleMergeValues(agency, locale, owner), valuesOf: null };
}

export async function loadCampaignPage(db: Kysely<Database>, agency: Agency, id: string, now: Date): Promise<CampaignPage | null> {
  const campaign = await getCampaign(db, id);
  if (!campaign) return null;
  const [preview, ownerOptions, monthlyCap] = await Promise.all([
    previewCampaign(db, campaign, now, agency),
    campaignOwnerChoices(db, campaign.audience.ownerIds),
    getMarketingMonthlyCap(db),
  ]);
  const languages: Locale[] = !sendsEmail(campaign) || !campaign.subject.en.trim() || !campaign.body.en.trim() ? [] : campaign.subject.es.trim() && campaign.body.es.trim() ? ["en", "es"] : ["en"];
  const messages = languages.map((locale) => {
    const { values, valuesOf } = sampleValues(preview, agency, locale);
    const rendered = renderCampaignEmail(campaign, locale, values, { agency });
    return { locale, subject: rendered.subject, html: rendered.html, text: rendered.text, valuesOf };
  });
  // As the first person who would get a task would read it (a marketing call needs their consent: not everyone listed gets one).
  const taskFor = preview.recipients.find((r) => r.task) ?? preview.recipients[0];
  const taskSample = taskFor ? { values: taskFor.values, valuesOf: taskFor.name } : { values: exampleMergeValues(agency, "en", null), valuesOf: null };
  const task = makesTask(campaign) && campaign.taskTitle.trim() ? { title: fillTemplate(campaign.taskTitle, taskSample.values), valuesOf: taskSample.valuesOf } : null;
  return { campaign, preview, messages, task, ownerOptions, monthlyCap, startProblems: startProblems(campaign) };
}
