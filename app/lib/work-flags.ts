/**
 * The rules that say which open records need attention now (docs/product.md#my-work): a
 * follow-up that is overdue or due later today (the Las Vegas day), and a lead not contacted
 * within SPEED_TO_LEAD_HOURS. My work and the daily digest both read them from here; the
 * queries behind My work (app/server/pipeline/my-work.ts) use the same bounds.
 */
import type { LeadForm } from "./inbox-paths.ts";
import { lasVegasParts, startOfLasVegasDay } from "./las-vegas-time.ts";
import { firstStage, SPEED_TO_LEAD_FORMS, SPEED_TO_LEAD_HOURS } from "./pipeline.ts";

const HOUR = 3_600_000;

/** Where a follow-up stands: its time has passed, it comes later today, or on a later day. */
export type FollowUpState = "overdue" | "due_today" | "later";

/** The Las Vegas day holding `now`, as the instants it begins and ends (the next day's midnight; 23 or 25 hours on a daylight-saving change). */
export function lasVegasDayBounds(now: Date): { start: Date; end: Date } {
  const { year, month, day } = lasVegasParts(now);
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  return {
    start: startOfLasVegasDay(iso(new Date(Date.UTC(year, month - 1, day)))),
    end: startOfLasVegasDay(iso(new Date(Date.UTC(year, month - 1, day + 1)))),
  };
}

/**
 * A follow-up before `now` is overdue (even earlier today: its time has passed); from `now` to
 * the end of the Las Vegas day it is due today; anything after is later. Null without a follow-up.
 */
export function followUpState(followUpAt: string | Date | null | undefined, now: Date): FollowUpState | null {
  if (!followUpAt) return null;
  const at = new Date(followUpAt).getTime();
  if (at < now.getTime()) return "overdue";
  return at < lasVegasDayBounds(now).end.getTime() ? "due_today" : "later";
}

/** Records received before this instant and still waiting for a first contact are flagged. */
export function speedToLeadCutoff(now: Date): Date {
  return new Date(now.getTime() - SPEED_TO_LEAD_HOURS * HOUR);
}

export interface SpeedToLeadFacts {
  form: LeadForm;
  /** The record's stage (its table's `status`). */
  status: string;
  /** ISO timestamps. */
  createdAt: string;
  firstContactAt: string | null;
}

/**
 * The 24-hour flag: a record of a form whose senders were promised a reply within a working
 * day (SPEED_TO_LEAD_FORMS) that is still in its first stage, with no contact logged, more than
 * SPEED_TO_LEAD_HOURS after it arrived.
 */
export function isNotContactedInTime(record: SpeedToLeadFacts, now: Date): boolean {
  return (
    SPEED_TO_LEAD_FORMS.includes(record.form) &&
    record.status === firstStage(record.form) &&
    !record.firstContactAt &&
    new Date(record.createdAt).getTime() < speedToLeadCutoff(now).getTime()
  );
}
