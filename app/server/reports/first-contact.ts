/**
 * Report 2 (docs/product.md#reports): how soon records are first contacted. Per Las Vegas week
 * of arrival (last 12 weeks) and form, over the records contacted so far: the median time from
 * arrival to first contact (first_contact_at − created_at), and how many were within 24 hours.
 * Medians are computed here, so both engines give the same value.
 */
import type { Kysely } from "kysely";
import { leadForms, type LeadForm } from "../../lib/inbox-paths.ts";
import { SPEED_TO_LEAD_HOURS } from "../../lib/pipeline.ts";
import type { Database } from "../db/schema.ts";
import { yieldToEventLoop } from "../event-loop.ts";
import { leadDb, leadTables } from "../inbox/lead-tables.ts";
import { REPORT_WEEKS } from "./leads-per-week.ts";
import { lastWeeks, periodIndex, type Period } from "./periods.ts";
import { hoursBetween, median } from "./statistics.ts";

export interface ContactTimes {
  /** Records contacted. */
  contacted: number;
  /** Of them, first contacted within 24 hours of arriving. */
  within24Hours: number;
  /** Median hours to first contact; null when none was contacted. */
  medianHours: number | null;
}

export interface FirstContact {
  weeks: { period: Period; byForm: Record<LeadForm, ContactTimes> }[];
  /** Each form over the whole range. */
  overall: Record<LeadForm, ContactTimes>;
}

function summarize(hours: number[]): ContactTimes {
  return { contacted: hours.length, within24Hours: hours.filter((h) => h <= SPEED_TO_LEAD_HOURS).length, medianHours: median(hours) };
}

export async function firstContactTimes(db: Kysely<Database>, now: Date): Promise<FirstContact> {
  const range = lastWeeks(now, REPORT_WEEKS);
  const hours = range.periods.map(() => Object.fromEntries(leadForms.map((f) => [f, [] as number[]])) as Record<LeadForm, number[]>);
  for (const form of leadForms) {
    const rows = await leadDb(db)
      .selectFrom(leadTables[form].table)
      .select(["created_at", "first_contact_at"])
      .where("created_at", ">=", range.periods[0]!.start)
      .where("created_at", "<", range.end)
      .where("first_contact_at", "is not", null)
      .execute();
    await yieldToEventLoop();
    for (const row of rows) {
      const index = periodIndex(range, row.created_at);
      if (index >= 0 && row.first_contact_at) hours[index]![form].push(Math.max(0, hoursBetween(row.created_at, row.first_contact_at)));
    }
  }
  const summaries = (pick: (form: LeadForm) => number[]) => Object.fromEntries(leadForms.map((f) => [f, summarize(pick(f))])) as Record<LeadForm, ContactTimes>;
  return {
    weeks: range.periods.map((period, i) => ({ period, byForm: summaries((f) => hours[i]![f]) })),
    overall: summaries((f) => hours.flatMap((week) => week[f])),
  };
}
