/**
 * A campaign as the code reads it: the row's columns parsed (the audience's JSON, the two
 * languages' texts side by side). Anything unexpected in the audience reads as "no filter" for
 * that list rather than stopping the scheduler.
 */
import type { Selectable } from "kysely";
import {
  emptyAudience,
  type CampaignAction,
  type CampaignAudience,
  type CampaignPurpose,
  type CampaignStatus,
  type CampaignTrigger,
} from "../../lib/campaigns.ts";
import { isLocale, type Locale } from "../../lib/i18n/locale.ts";
import type { CampaignsTable } from "../db/schema.ts";

export interface Campaign {
  id: string;
  name: string;
  status: CampaignStatus;
  purpose: CampaignPurpose;
  trigger: CampaignTrigger;
  offsetDays: number;
  fixedDate: string | null;
  audience: CampaignAudience;
  action: CampaignAction;
  subject: Record<Locale, string>;
  body: Record<Locale, string>;
  taskTitle: string;
  sendHour: number;
  createdBy: string | null;
  createdAt: string;
  updatedAt: string;
  startedAt: string | null;
  pausedAt: string | null;
}

const stringList = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === "string" && v.length > 0) : []);

export function parseAudience(json: string): CampaignAudience {
  let raw: Record<string, unknown>;
  try {
    raw = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return { ...emptyAudience };
  }
  if (!raw || typeof raw !== "object") return { ...emptyAudience };
  return {
    lines: stringList(raw.lines),
    carriers: stringList(raw.carriers),
    hasLines: stringList(raw.hasLines),
    lacksLines: stringList(raw.lacksLines),
    languages: stringList(raw.languages).filter(isLocale),
    ownerIds: stringList(raw.ownerIds),
  };
}

export function campaignFromRow(row: Selectable<CampaignsTable>): Campaign {
  return {
    id: row.id,
    name: row.name,
    status: row.status as CampaignStatus,
    purpose: row.purpose as CampaignPurpose,
    trigger: row.trigger_kind as CampaignTrigger,
    offsetDays: row.offset_days,
    fixedDate: row.fixed_date,
    audience: parseAudience(row.audience_json),
    action: row.action as CampaignAction,
    subject: { en: row.subject_en, es: row.subject_es },
    body: { en: row.body_en, es: row.body_es },
    taskTitle: row.task_title,
    sendHour: row.send_hour,
    createdBy: row.created_by,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    startedAt: row.started_at,
    pausedAt: row.paused_at,
  };
}

/** Whether the campaign sends email (its action is email or both). */
export function sendsEmail(campaign: Pick<Campaign, "action">): boolean {
  return campaign.action === "email" || campaign.action === "both";
}

export function makesTask(campaign: Pick<Campaign, "action">): boolean {
  return campaign.action === "task" || campaign.action === "both";
}

/** The language version to send: Spanish when the person reads Spanish and the campaign has a Spanish message. */
export function messageLanguage(campaign: Pick<Campaign, "subject" | "body">, language: string): Locale {
  return language === "es" && campaign.subject.es.trim() && campaign.body.es.trim() ? "es" : "en";
}
