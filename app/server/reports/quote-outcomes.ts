/**
 * Report 3 (docs/product.md#reports): how quotes end. The sales forms (quote requests,
 * pay-per-mile quotes and coverage reviews) closed as Won or Lost in the last 12 Las Vegas months (by closed_at,
 * found through its index and counted in SQL by month, channel and outcome, ./period-sql.ts):
 * won, lost, win rate (won ÷ (won + lost)) and the annual premium won, by month and by source channel.
 */
import { sql, type Kysely } from "kysely";
import type { LeadForm } from "../../lib/inbox-paths.ts";
import type { Database } from "../db/schema.ts";
import { yieldToEventLoop } from "../event-loop.ts";
import { leadDb, leadTables } from "../inbox/lead-tables.ts";
import { UNKNOWN_CHANNEL } from "./leads-per-week.ts";
import { lastMonths, type Period } from "./periods.ts";
import { winRate } from "./statistics.ts";

export const REPORT_MONTHS = 12;
export const SALES_FORMS: readonly LeadForm[] = ["quotes", "pay-per-mile", "coverage-reviews"];

export interface Outcomes {
  won: number;
  lost: number;
  /** 0–1, or null when none was won or lost. */
  winRate: number | null;
  wonPremiumCents: number;
}

export interface QuoteOutcomes {
  months: ({ period: Period } & Outcomes)[];
  /** Largest premium won first, then most closed, then by name. */
  channels: ({ channel: string } & Outcomes)[];
  total: Outcomes;
}

interface Tally {
  won: number;
  lost: number;
  wonPremiumCents: number;
}

const emptyTally = (): Tally => ({ won: 0, lost: 0, wonPremiumCents: 0 });
const withRate = (t: Tally): Outcomes => ({ ...t, winRate: winRate(t.won, t.lost) });

export async function quoteOutcomes(db: Kysely<Database>, now: Date): Promise<QuoteOutcomes> {
  const range = lastMonths(now, REPORT_MONTHS);
  const months = range.periods.map(emptyTally);
  const channels = new Map<string, Tally>();
  const total = emptyTally();
  for (const form of SALES_FORMS) {
    // A month at a time, with a turn of the event loop between: a year of a busy agency's
    // closed quotes in one query would hold a SQLite server for most of a tenth of a second.
    for (const [index, period] of range.periods.entries()) {
      const groups = await leadDb(db)
        .selectFrom(leadTables[form].table)
        .select((eb) => ["source_channel", "status", eb.fn.countAll().as("count"), eb.fn.sum("won_premium_cents").as("premium")])
        .where("closed_at", ">=", period.start)
        .where("closed_at", "<", range.periods[index + 1]?.start ?? range.end)
        // As an expression no index serves: SQLite, which keeps no statistics, would otherwise read
        // every won and lost quote through the stage index instead of the month's through closed_at.
        .where(sql<string>`status || ''`, "in", ["won", "lost"])
        .groupBy(["source_channel", "status"])
        .execute();
      await yieldToEventLoop();
      for (const group of groups) {
        const channel = group.source_channel || UNKNOWN_CHANNEL;
        if (!channels.has(channel)) channels.set(channel, emptyTally());
        const count = Number(group.count);
        for (const tally of [months[index]!, channels.get(channel)!, total]) {
          if (group.status === "won") {
            tally.won += count;
            tally.wonPremiumCents += Number(group.premium ?? 0);
          } else {
            tally.lost += count;
          }
        }
      }
    }
  }
  return {
    months: range.periods.map((period, i) => ({ period, ...withRate(months[i]!) })),
    channels: [...channels]
      .map(([channel, tally]) => ({ channel, ...withRate(tally) }))
      .sort((a, b) => b.wonPremiumCents - a.wonPremiumCents || b.won + b.lost - (a.won + a.lost) || a.channel.localeCompare(b.channel)),
    total: withRate(total),
  };
}
