/**
 * Report 1 (docs/product.md#reports): leads per Las Vegas week over the last 12 weeks, by form
 * and by source channel. Spam is not counted. Each form's records of the range are found by
 * their created_at index and counted in SQL by week and channel (./period-sql.ts).
 */
import type { Kysely } from "kysely";
import { leadForms, type LeadForm } from "../../lib/inbox-paths.ts";
import type { Database } from "../db/schema.ts";
import { yieldToEventLoop } from "../event-loop.ts";
import { leadDb, leadTables } from "../inbox/lead-tables.ts";
import { FIRST_COLUMN, periodIndexSql } from "./period-sql.ts";
import { lastWeeks, type Period } from "./periods.ts";

export const REPORT_WEEKS = 12;
/** Channels shown by name in the chart and table; the rest are counted together. */
export const TOP_CHANNELS = 5;
export const OTHER_CHANNELS = "Other channels";
/** Records from before sources were collected. */
export const UNKNOWN_CHANNEL = "Not recorded";

export interface LeadsWeek {
  period: Period;
  total: number;
  byForm: Record<LeadForm, number>;
  /** Every channel of the week (all of them, not only the top ones). */
  byChannel: Record<string, number>;
  /** The week's count for each of `shownChannels`, in order. */
  shown: number[];
}

export interface LeadsPerWeek {
  weeks: LeadsWeek[];
  /** Channels by their total over the range, largest first (ties by name). */
  channels: { channel: string; total: number }[];
  /** What the chart and table show: the TOP_CHANNELS largest by name, then "Other channels" when there are more. */
  shownChannels: string[];
  /** How many channels "Other channels" adds up (0: every channel is shown by name). */
  otherChannelCount: number;
  total: number;
}

const noForms = (): Record<LeadForm, number> => ({ quotes: 0, claims: 0, applications: 0, "pay-per-mile": 0, "coverage-reviews": 0, messages: 0 });

export async function leadsPerWeek(db: Kysely<Database>, now: Date): Promise<LeadsPerWeek> {
  const range = lastWeeks(now, REPORT_WEEKS);
  const weeks: LeadsWeek[] = range.periods.map((period) => ({ period, total: 0, byForm: noForms(), byChannel: {}, shown: [] }));
  const channelTotals = new Map<string, number>();
  for (const form of leadForms) {
    const groups = await leadDb(db)
      .selectFrom(leadTables[form].table)
      .select((eb) => [periodIndexSql("created_at", range).as("period"), "source_channel", eb.fn.countAll().as("count")])
      .where("created_at", ">=", range.periods[0]!.start)
      .where("created_at", "<", range.end)
      .where("status", "<>", "spam")
      .groupBy([FIRST_COLUMN, "source_channel"])
      .execute();
    await yieldToEventLoop();
    for (const group of groups) {
      const week = weeks[Number(group.period)]!;
      const channel = group.source_channel || UNKNOWN_CHANNEL;
      const count = Number(group.count);
      week.total += count;
      week.byForm[form] += count;
      week.byChannel[channel] = (week.byChannel[channel] ?? 0) + count;
      channelTotals.set(channel, (channelTotals.get(channel) ?? 0) + count);
    }
  }
  const channels = [...channelTotals]
    .map(([channel, total]) => ({ channel, total }))
    .sort((a, b) => b.total - a.total || a.channel.localeCompare(b.channel));
  const top = channels.slice(0, TOP_CHANNELS).map((c) => c.channel);
  const shownChannels = channels.length > TOP_CHANNELS ? [...top, OTHER_CHANNELS] : top;
  for (const week of weeks) {
    week.shown = top.map((channel) => week.byChannel[channel] ?? 0);
    if (channels.length > TOP_CHANNELS) week.shown.push(week.total - week.shown.reduce((sum, n) => sum + n, 0));
  }
  return { weeks, channels, shownChannels, otherChannelCount: channels.length - top.length, total: weeks.reduce((sum, w) => sum + w.total, 0) };
}
