/**
 * Report 6 (docs/product.md#reports): retention by month. For each of the last 12 Las Vegas
 * months, the policy terms that came due in it (by their expiration date, a calendar day) and
 * how many were renewed:
 * - renewed: policies with a recorded renewal (policy_renewals, ../policies/policy-renewals.ts)
 *   whose previous expiration is in the month; a term renewed early counts in the month it was
 *   due, even before that day;
 * - not renewed: policies whose current expiration date is in the month and already past
 *   (before today), still active or expired, or cancelled on or after that date (a cancelled
 *   policy last changed before it ended mid-term: it never came due), with no renewal recorded
 *   from a term of the same month;
 * - due = renewed + not renewed; rate = renewed ÷ due, none due: no rate ("—"), not 0%.
 * Policies are counted once per month (a policy whose date was moved twice within a month is one).
 * Counted in SQL by month key (the first seven characters of a YYYY-MM-DD date, compared as
 * text on both engines), through the expiration indexes; the rate is computed here.
 */
import { sql, type Kysely } from "kysely";
import { lasVegasDate } from "../../lib/las-vegas-time.ts";
import type { Database } from "../db/schema.ts";
import { yieldToEventLoop } from "../event-loop.ts";
import { FIRST_COLUMN } from "./period-sql.ts";
import { REPORT_MONTHS } from "./quote-outcomes.ts";
import { lastMonths, type Period } from "./periods.ts";
import { winRate } from "./statistics.ts";

export interface RetentionCounts {
  due: number;
  renewed: number;
  notRenewed: number;
  /** 0–1, or null when nothing came due. */
  rate: number | null;
}

export interface RetentionByMonth {
  months: ({ period: Period } & RetentionCounts)[];
  total: RetentionCounts;
}

/** Statuses of a policy that came due and was not renewed (a cancelled one only if cancelled at or after its expiration: see the top). */
export const NOT_RENEWED_STATUSES = ["active", "expired"] as const;

const counts = (renewed: number, notRenewed: number): RetentionCounts => ({
  due: renewed + notRenewed,
  renewed,
  notRenewed,
  // Renewed ÷ (renewed + not renewed): the win rate's arithmetic.
  rate: winRate(renewed, notRenewed),
});

export async function retentionByMonth(db: Kysely<Database>, now: Date): Promise<RetentionByMonth> {
  const range = lastMonths(now, REPORT_MONTHS);
  const first = `${range.periods[0]!.key}-01`;
  const today = lasVegasDate(now);
  const monthOf = (column: string) => sql<string>`substr(${sql.ref(column)}, 1, 7)`;

  const renewedRows = await db
    .selectFrom("policy_renewals")
    .select((eb) => [monthOf("previous_expiration").as("month"), eb.fn.count<number>("policy_id").distinct().as("count")])
    .where("previous_expiration", ">=", first)
    // Up to the end of the current month: a term renewed early is counted in the month it was due.
    .where("previous_expiration", "<", nextMonthStart(range.periods.at(-1)!.key))
    .groupBy(FIRST_COLUMN)
    .execute();
  await yieldToEventLoop();

  const notRenewedRows = await db
    .selectFrom("policies")
    .select((eb) => [monthOf("policies.expiration_date").as("month"), eb.fn.countAll<number>().as("count")])
    .where("policies.expiration_date", ">=", first)
    .where("policies.expiration_date", "<", today)
    .where((eb) =>
      eb.or([
        eb("policies.status", "in", [...NOT_RENEWED_STATUSES]),
        // Cancelled on or after the last day of its term: it came due and was let go.
        eb.and([eb("policies.status", "=", "cancelled"), eb(sql<string>`substr(${sql.ref("policies.updated_at")}, 1, 10)`, ">=", eb.ref("policies.expiration_date"))]),
      ]),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("policy_renewals")
            .select("policy_renewals.id")
            .whereRef("policy_renewals.policy_id", "=", "policies.id")
            .where(sql<string>`substr(policy_renewals.previous_expiration, 1, 7)`, "=", sql<string>`substr(policies.expiration_date, 1, 7)`),
        ),
      ),
    )
    .groupBy(FIRST_COLUMN)
    .execute();
  await yieldToEventLoop();

  const byMonth = (rows: { month: string; count: number | string | bigint }[]) => new Map(rows.map((r) => [r.month, Number(r.count)]));
  const renewed = byMonth(renewedRows);
  const notRenewed = byMonth(notRenewedRows);
  const months = range.periods.map((period) => ({ period, ...counts(renewed.get(period.key) ?? 0, notRenewed.get(period.key) ?? 0) }));
  return {
    months,
    total: counts(
      months.reduce((sum, m) => sum + m.renewed, 0),
      months.reduce((sum, m) => sum + m.notRenewed, 0),
    ),
  };
}

/** "2026-06" → "2026-07-01": the first day after the month. */
export function nextMonthStart(monthKey: string): string {
  const [year, month] = monthKey.split("-").map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, "0")}-01`;
}
