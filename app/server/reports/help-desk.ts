/**
 * Report 5 (docs/product.md#reports): the help desk per Las Vegas week over the last 12 weeks
 * (the weeks of the leads report), in each language and together: the questions asked, how
 * many a page answered (and their share), the handoffs (no page answered: the visitor was
 * offered a call, the claims line or a callback), and the callbacks requested (contact
 * messages with the topic "callback", in the language of the page they were sent from; spam not
 * counted). Counted in SQL by week (./period-sql.ts) from help_questions' created_at index and
 * contact_messages' created_at index.
 */
import type { Kysely } from "kysely";
import { isLocale, LOCALES, type Locale } from "../../lib/i18n/locale.ts";
import type { Database } from "../db/schema.ts";
import { yieldToEventLoop } from "../event-loop.ts";
import { REPORT_WEEKS } from "./leads-per-week.ts";
import { FIRST_COLUMN, periodIndexSql } from "./period-sql.ts";
import { lastWeeks, type Period } from "./periods.ts";

export const CALLBACK_TOPIC = "callback";

export interface HelpDeskCounts {
  /** Questions asked. */
  asked: number;
  /** Of them, answered from a page. */
  answered: number;
  /** Of them, not answered by any page: handed over to a person (call, claims line, callback). */
  handoffs: number;
  /** Callback requests sent from the help desk. */
  callbacks: number;
  /** answered ÷ asked, 0–1; null when nothing was asked. */
  answeredShare: number | null;
}

export interface HelpDeskWeek {
  period: Period;
  byLocale: Record<Locale, HelpDeskCounts>;
  total: HelpDeskCounts;
}

export interface HelpDeskReport {
  weeks: HelpDeskWeek[];
  /** The 12 weeks together. */
  overall: { byLocale: Record<Locale, HelpDeskCounts>; total: HelpDeskCounts };
}

type Tally = Omit<HelpDeskCounts, "answeredShare">;
const emptyTally = (): Tally => ({ asked: 0, answered: 0, handoffs: 0, callbacks: 0 });
const withShare = (t: Tally): HelpDeskCounts => ({ ...t, answeredShare: t.asked ? t.answered / t.asked : null });
const perLocale = <T>(make: () => T) => Object.fromEntries(LOCALES.map((l) => [l, make()])) as Record<Locale, T>;

export async function helpDeskReport(db: Kysely<Database>, now: Date): Promise<HelpDeskReport> {
  const range = lastWeeks(now, REPORT_WEEKS);
  const tallies = range.periods.map(() => perLocale(emptyTally));

  const questions = await db
    .selectFrom("help_questions")
    .select((eb) => [periodIndexSql("created_at", range).as("period"), "locale", "outcome", eb.fn.countAll().as("count")])
    .where("created_at", ">=", range.periods[0]!.start)
    .where("created_at", "<", range.end)
    .groupBy([FIRST_COLUMN, "locale", "outcome"])
    .execute();
  await yieldToEventLoop();
  for (const group of questions) {
    if (!isLocale(group.locale)) continue;
    const tally = tallies[Number(group.period)]![group.locale];
    const count = Number(group.count);
    tally.asked += count;
    if (group.outcome === "answered") tally.answered += count;
    else tally.handoffs += count;
  }

  const callbacks = await db
    .selectFrom("contact_messages")
    .select((eb) => [periodIndexSql("created_at", range).as("period"), "locale", eb.fn.countAll().as("count")])
    .where("created_at", ">=", range.periods[0]!.start)
    .where("created_at", "<", range.end)
    .where("topic", "=", CALLBACK_TOPIC)
    .where("status", "<>", "spam")
    .groupBy([FIRST_COLUMN, "locale"])
    .execute();
  await yieldToEventLoop();
  for (const group of callbacks) tallies[Number(group.period)]![isLocale(group.locale) ? group.locale : "en"].callbacks += Number(group.count);

  const sum = (list: Tally[]): Tally =>
    list.reduce((acc, t) => ({ asked: acc.asked + t.asked, answered: acc.answered + t.answered, handoffs: acc.handoffs + t.handoffs, callbacks: acc.callbacks + t.callbacks }), emptyTally());
  const summarize = (byLocale: Record<Locale, Tally>) => ({
    byLocale: Object.fromEntries(LOCALES.map((l) => [l, withShare(byLocale[l])])) as Record<Locale, HelpDeskCounts>,
    total: withShare(sum(LOCALES.map((l) => byLocale[l]))),
  });
  const overall = Object.fromEntries(LOCALES.map((l) => [l, sum(tallies.map((week) => week[l]))])) as Record<Locale, Tally>;
  return {
    weeks: range.periods.map((period, i) => ({ period, ...summarize(tallies[i]!) })),
    overall: summarize(overall),
  };
}
