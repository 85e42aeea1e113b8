/**
 * The owner's Reports page (docs/product.md#reports): the six reports together, and each as a
 * CSV file (the CSV rule: app/server/csv.ts). Every report reads a bounded range through an
 * index; still, a year of closed quotes is tens of thousands of rows at 100,000 submissions, so
 * the reports are computed once and kept while nothing has changed: the lead records' version
 * (app/server/inbox/lead-changes.ts: a record added, changed or deleted), no new question at the
 * help desk (the newest help_questions.created_at), no renewal recorded (the newest
 * policy_renewals.recorded_at; a policy cancelled or expired shows within REPORTS_MAX_AGE_MS),
 * the same periods (a new Las Vegas day starts new ones), and for REPORTS_MAX_AGE_MS (past it,
 * they are answered once more while being computed again).
 * Each query is followed by a turn of the event loop, so computing them never holds the server
 * for long.
 */
import type { Kysely } from "kysely";
import { leadForms } from "../../lib/inbox-paths.ts";
import { LANGUAGE_NAME, LOCALES } from "../../lib/i18n/locale.ts";
import { leadFormInfo } from "../../lib/lead-forms.ts";
import { lasVegasDate } from "../../lib/las-vegas-time.ts";
import { toCsv } from "../csv.ts";
import { newestOf, readVersion } from "../db/kept-while-unchanged.ts";
import { leadVersionColumns } from "../inbox/lead-changes.ts";
import type { Database } from "../db/schema.ts";
import { firstContactTimes, type FirstContact } from "./first-contact.ts";
import { helpDeskReport, type HelpDeskReport } from "./help-desk.ts";
import { leadsPerWeek, type LeadsPerWeek } from "./leads-per-week.ts";
import { openItemsByOwner, type OpenItems } from "./open-items.ts";
import { quoteOutcomes, type QuoteOutcomes } from "./quote-outcomes.ts";
import { retentionByMonth, type RetentionByMonth } from "./retention.ts";

export interface Reports {
  leads: LeadsPerWeek;
  firstContact: FirstContact;
  outcomes: QuoteOutcomes;
  openItems: OpenItems;
  helpDesk: HelpDeskReport;
  retention: RetentionByMonth;
}

/** Everything the Reports page shows, as of `now`. */
export async function computeReports(db: Kysely<Database>, now: Date): Promise<Reports> {
  // One after the other: each yields between its queries, which Promise.all would interleave into one long turn.
  const leads = await leadsPerWeek(db, now);
  const firstContact = await firstContactTimes(db, now);
  const outcomes = await quoteOutcomes(db, now);
  const openItems = await openItemsByOwner(db);
  const helpDesk = await helpDeskReport(db, now);
  const retention = await retentionByMonth(db, now);
  return { leads, firstContact, outcomes, openItems, helpDesk, retention };
}

/** How long computed reports are kept at most, whatever the freshness key says. */
export const REPORTS_MAX_AGE_MS = 5 * 60_000;

interface CachedReports {
  key: string;
  computedAt: number;
  reports: Reports;
}

/** One entry per database (the services hold one for the life of the process; a test's database gets its own). */
const cached = new WeakMap<Kysely<Database>, CachedReports>();

/** What the reports depend on (see the top), read in one statement, with the Las Vegas day. */
async function freshnessKey(db: Kysely<Database>, now: Date): Promise<string> {
  const version = await readVersion(db, [...leadVersionColumns(), newestOf("help_questions", "created_at"), newestOf("policy_renewals", "recorded_at")]);
  return `${lasVegasDate(now)} ${version}`;
}

/**
 * Reports being computed, per database: a request that finds the same freshness key waits for
 * that computation instead of starting its own. Without it, ten people opening Reports after a
 * change each computed all six (about a second of CPU each at 100,000 submissions) at once.
 */
const computing = new WeakMap<Kysely<Database>, { key: string; entry: Promise<CachedReports> }>();

/**
 * The reports as of `now`: computed again only when something they count has changed (see the
 * top), once however many ask; while kept, `reports` is the same object (the page's markup is kept
 * with it). Kept reports that are only too old (the same freshness key, up to twice
 * REPORTS_MAX_AGE_MS) are answered while they are computed again, so no visit waits for it.
 */
export async function loadReports(db: Kysely<Database>, now: Date): Promise<{ reports: Reports; computedAt: Date }> {
  const key = await freshnessKey(db, now);
  const kept = cached.get(db);
  const age = kept ? now.getTime() - kept.computedAt : -1;
  // Up to twice the age: past that (a computation that keeps failing, a clock moved back) the visit waits for it and sees its error.
  if (kept && kept.key === key && age >= 0 && age < 2 * REPORTS_MAX_AGE_MS) {
    if (age >= REPORTS_MAX_AGE_MS) void computeOnce(db, key, now);
    return { reports: kept.reports, computedAt: new Date(kept.computedAt) };
  }
  const { reports, computedAt } = await computeOnce(db, key, now);
  return { reports, computedAt: new Date(computedAt) };
}

/** The computation of the reports for `key`: the one already running, or a new one. */
function computeOnce(db: Kysely<Database>, key: string, now: Date): Promise<CachedReports> {
  const running = computing.get(db);
  if (running?.key === key) return running.entry;
  const entry = computeReports(db, now).then((reports) => {
    const computed = { key, computedAt: now.getTime(), reports };
    cached.set(db, computed);
    return computed;
  });
  const started = { key, entry };
  computing.set(db, started);
  const settled = () => {
    if (computing.get(db) === started) computing.delete(db);
  };
  entry.then(settled, settled);
  return entry;
}

/** The reports that can be downloaded, by their name in the URL. */
export const reportNames = ["leads-per-week", "first-contact", "quote-outcomes", "open-items", "help-desk", "retention"] as const;
export type ReportName = (typeof reportNames)[number];

export function isReportName(value: unknown): value is ReportName {
  return typeof value === "string" && (reportNames as readonly string[]).includes(value);
}

const hours = (value: number | null) => (value === null ? "" : value.toFixed(2));
const rate = (value: number | null) => (value === null ? "" : (value * 100).toFixed(1));
const dollars = (cents: number) => (cents / 100).toFixed(2);

/** A report as a CSV file: one row per period (or person) and group, every number. */
export async function reportCsv(db: Kysely<Database>, report: ReportName, now: Date): Promise<string> {
  switch (report) {
    case "leads-per-week": {
      const { weeks } = await leadsPerWeek(db, now);
      const rows: (string | number)[][] = [];
      for (const week of weeks) {
        for (const form of leadForms) rows.push([week.period.key, "form", leadFormInfo[form].title, week.byForm[form]]);
        for (const [channel, count] of Object.entries(week.byChannel).sort(([a], [b]) => a.localeCompare(b))) {
          rows.push([week.period.key, "source channel", channel, count]);
        }
      }
      return toCsv(["Week starting (Las Vegas)", "Grouped by", "Form or channel", "Leads"], rows);
    }
    case "first-contact": {
      const { weeks } = await firstContactTimes(db, now);
      const rows = weeks.flatMap((week) =>
        leadForms.map((form) => {
          const t = week.byForm[form];
          return [week.period.key, leadFormInfo[form].title, t.contacted, hours(t.medianHours), t.within24Hours];
        }),
      );
      return toCsv(["Week starting (Las Vegas)", "Form", "Contacted", "Median hours to first contact", "Contacted within 24 hours"], rows);
    }
    case "quote-outcomes": {
      const { months, channels } = await quoteOutcomes(db, now);
      const rows = [
        ...months.map((m) => ["month", m.period.key, m.won, m.lost, rate(m.winRate), dollars(m.wonPremiumCents)]),
        ...channels.map((c) => ["source channel", c.channel, c.won, c.lost, rate(c.winRate), dollars(c.wonPremiumCents)]),
      ];
      return toCsv(["Grouped by", "Month (Las Vegas) or channel", "Won", "Lost", "Win rate (%)", "Won premium (USD)"], rows);
    }
    case "open-items": {
      const { rows: people, stages } = await openItemsByOwner(db);
      const rows = people.flatMap((person) =>
        stages.flatMap(({ form, stages: formStages }) =>
          formStages.map((stage) => [person.label, person.email ?? "", leadFormInfo[form].title, stage.label, person.counts[form][stage.code] ?? 0]),
        ),
      );
      return toCsv(["Owner", "Email", "Form", "Stage", "Open records"], rows);
    }
    case "help-desk": {
      const { weeks } = await helpDeskReport(db, now);
      const rows = weeks.flatMap((week) =>
        LOCALES.map((locale) => {
          const t = week.byLocale[locale];
          return [week.period.key, LANGUAGE_NAME[locale], t.asked, t.answered, rate(t.answeredShare), t.handoffs, t.callbacks];
        }),
      );
      return toCsv(["Week starting (Las Vegas)", "Language", "Questions asked", "Answered from a page", "Answered from a page (%)", "Handoffs", "Callbacks requested"], rows);
    }
    case "retention": {
      const { months } = await retentionByMonth(db, now);
      const rows = months.map((m) => [m.period.key, m.due, m.renewed, m.notRenewed, rate(m.rate)]);
      return toCsv(["Month due (Las Vegas)", "Policies due", "Renewed", "Not renewed", "Retention rate (%)"], rows);
    }
  }
}
