/**
 * The Reports page's six reports (docs/product.md#reports), each a panel with its chart, its
 * numbers in a table beside it and a CSV download. A pure function of the computed reports:
 * the page renders it to markup once per computation (report-panels-markup.server.tsx).
 */
import { Download } from "lucide-react";
import type { ComponentType, ReactNode } from "react";
import { Panel } from "../admin/AdminFrame.tsx";
import { HorizontalBarChart } from "../charts/HorizontalBarChart.tsx";
import { LineChart } from "../charts/LineChart.tsx";
import { StackedBarChart } from "../charts/StackedBarChart.tsx";
import { LANGUAGE_NAME, LOCALES } from "../../lib/i18n/locale.ts";
import { leadForms, leadFormInfo, type LeadForm } from "../../lib/lead-forms.ts";
import type { Reports } from "../../server/reports/reports.ts";

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const dollars = (cents: number) => usd.format(cents / 100);
const percent = (rate: number) => `${Math.round(rate * 100)}%`;

function hoursText(hours: number): string {
  if (hours < 1) return `${Math.max(1, Math.round(hours * 60))} min`;
  if (hours < 48) return `${hours.toFixed(1)} h`;
  return `${(hours / 24).toFixed(1)} days`;
}

/** "—" for a value that does not exist (no quotes closed, nobody contacted), said in words to a screen reader. */
function NoValue({ spoken }: { spoken: string }) {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{spoken}</span>
    </>
  );
}

function CsvLink({ report, label }: { report: string; label: string }) {
  return (
    <a
      href={`/admin/reports/${report}/csv`}
      download
      className="inline-flex min-h-11 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm font-semibold text-navy-900 shadow-sm hover:bg-slate-50"
    >
      <Download aria-hidden="true" className="h-4 w-4" />
      Download CSV<span className="sr-only"> of {label}</span>
    </a>
  );
}

/**
 * A table that scrolls sideways on a narrow screen (focusable, so a keyboard can scroll it).
 * `relative`: the screen-reader-only texts in its cells (absolutely positioned) are then
 * clipped with it instead of widening the page.
 */
function DataTable({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <div className="relative min-w-0 overflow-x-auto rounded-lg border border-slate-200" tabIndex={0} role="region" aria-label={caption}>
      <table className="report-table w-full border-collapse text-sm tabular-nums">
        <caption className="border-b border-slate-200 bg-slate-50 px-3 py-2 text-left font-semibold text-slate-900">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

// The cells' look is the report-table class's (app/app.css): hundreds of cells, styled once.
// A column heading over numbers is right-aligned like them.
const thNum = "text-right";

/** One bar per month, its height a rate from 0 to 100% (a month without one shows a dash); "Mar 2026" is labelled "Mar ’26". */
function MonthlyRateChart({ id, title, description, rates, rateName }: { id: string; title: string; description: string; rates: { label: string; rate: number | null }[]; rateName: string }) {
  return (
    <StackedBarChart
      id={id}
      title={title}
      description={description}
      categories={rates.map((r) => r.label.replace(/ (\d{2})(\d{2})$/, " ’$2"))}
      series={[rateName]}
      values={rates.map((r) => [r.rate ?? 0])}
      maxValue={1}
      tickFormat={percent}
      barLabel={(_, i) => (rates[i]!.rate === null ? "—" : percent(rates[i]!.rate!))}
      yAxisLabel={rateName}
    />
  );
}

/** A monthly table's body, one row per month, and its footer, the 12 months' total. */
function MonthRows<Row>({ months, total, Cells }: { months: (Row & { period: { key: string; label: string } })[]; total: Row; Cells: ComponentType<{ row: Row }> }) {
  return (
    <>
      <tbody>
        {months.map((m) => (
          <tr key={m.period.key}>
            <th scope="row">{m.period.label}</th>
            <Cells row={m} />
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" className="font-semibold">12 months</th>
          <Cells row={total} />
        </tr>
      </tfoot>
    </>
  );
}

/** Side by side on a wide screen (or one above the other, for a wide table): the chart, then its table. */
function ChartAndTable({ chart, table, stacked = false }: { chart: ReactNode; table: ReactNode; stacked?: boolean }) {
  return <div className={`grid items-start gap-6 ${stacked ? "" : "lg:grid-cols-2"}`}>{chart}{table}</div>;
}

function LeadsReport({ leads }: { leads: Reports["leads"] }) {
  const weeks = leads.weeks;
  const labels = weeks.map((w) => w.period.label);
  const range = `${labels[0]} to the week of ${labels[labels.length - 1]}`;
  const busiest = weeks.reduce((best, w) => (w.total > best.total ? w : best), weeks[0]!);
  const channelColumns = leads.shownChannels;
  const summary = leads.total
    ? `${leads.total} leads in the 12 weeks from ${range}; the busiest week was ${busiest.period.label} with ${busiest.total}.`
    : `No leads in the 12 weeks from ${range}.`;
  return (
    <Panel title="Leads per week" titleId="report-leads" actions={<CsvLink report="leads-per-week" label="leads per week" />}>
      <p className="mb-5 text-slate-700">Submissions of every form by the Las Vegas week they arrived in (weeks start on Monday); spam is not counted. {summary}</p>
      <ChartAndTable
        chart={
          <StackedBarChart
            id="chart-leads-form"
            title="Leads per week by form"
            description={`Stacked bars, one per week, split by form. ${summary} The numbers are in the table "Leads per week by form".`}
            categories={labels}
            series={leadForms.map((f) => leadFormInfo[f].title)}
            values={weeks.map((w) => leadForms.map((f) => w.byForm[f]))}
            yAxisLabel="Leads"
          />
        }
        table={
          <DataTable caption="Leads per week by form">
            <thead>
              <tr>
                <th scope="col">Week of</th>
                {leadForms.map((f) => <th key={f} scope="col" className={thNum}>{leadFormInfo[f].title}</th>)}
                <th scope="col" className={thNum}>Total</th>
              </tr>
            </thead>
            <tbody>
              {weeks.map((w) => (
                <tr key={w.period.key}>
                  <th scope="row">{w.period.label}</th>
                  {leadForms.map((f) => <td key={f}>{w.byForm[f]}</td>)}
                  <td className="font-semibold">{w.total}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        }
      />
      <h3 className="mb-3 mt-8 text-base font-semibold text-navy-900">By source channel</h3>
      <p className="mb-5 text-slate-700">
        Where the visit that sent each lead came from: a campaign&apos;s utm_source and medium, else the site that linked to us, else Direct.
        {leads.otherChannelCount ? ` The ${channelColumns.length - 1} largest channels are shown by name, the other ${leads.otherChannelCount} together; the CSV lists every channel.` : ""}
      </p>
      <ChartAndTable
        chart={
          <StackedBarChart
            id="chart-leads-channel"
            title="Leads per week by source channel"
            description={`Stacked bars, one per week, split by source channel (${channelColumns.join(", ") || "none yet"}). The numbers are in the table "Leads per week by source channel".`}
            categories={labels}
            series={channelColumns}
            values={weeks.map((w) => w.shown)}
            yAxisLabel="Leads"
          />
        }
        table={
          <DataTable caption="Leads per week by source channel">
            <thead>
              <tr>
                <th scope="col">Week of</th>
                {channelColumns.map((c) => <th key={c} scope="col" className={thNum}>{c}</th>)}
                <th scope="col" className={thNum}>Total</th>
              </tr>
            </thead>
            <tbody>
              {weeks.map((w) => (
                <tr key={w.period.key}>
                  <th scope="row">{w.period.label}</th>
                  {w.shown.map((n, i) => <td key={channelColumns[i]}>{n}</td>)}
                  <td className="font-semibold">{w.total}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        }
      />
    </Panel>
  );
}

function ContactCell({ times }: { times: Reports["firstContact"]["overall"][LeadForm] }) {
  if (times.medianHours === null) return <NoValue spoken="nobody contacted" />;
  return (
    <>
      {hoursText(times.medianHours)}
      <span className="block text-xs text-slate-600">{times.within24Hours} of {times.contacted} in 24 h</span>
    </>
  );
}

function FirstContactReport({ firstContact }: { firstContact: Reports["firstContact"] }) {
  const { weeks, overall } = firstContact;
  const labels = weeks.map((w) => w.period.label);
  const contacted = leadForms.reduce((sum, f) => sum + overall[f].contacted, 0);
  const within = leadForms.reduce((sum, f) => sum + overall[f].within24Hours, 0);
  const summary = contacted
    ? `${within} of ${contacted} records contacted were first contacted within 24 hours. ` +
      leadForms.filter((f) => overall[f].medianHours !== null).map((f) => `${leadFormInfo[f].title}: median ${hoursText(overall[f].medianHours!)}`).join("; ") + "."
    : "No record that arrived in these 12 weeks has been contacted yet.";
  return (
    <Panel title="Time to first contact" titleId="report-first-contact" actions={<CsvLink report="first-contact" label="time to first contact" />}>
      <p className="mb-5 text-slate-700">
        For records contacted so far, by the week they arrived in: the median time from arrival to the first contact attempt (or first move out of the first stage), and how many were contacted within 24 hours. {summary}
      </p>
      <ChartAndTable
        chart={
          <LineChart
            id="chart-first-contact"
            title="Median hours to first contact, per week"
            description={`One line per form over the 12 weeks; a gap means nobody was contacted that week. ${summary} The numbers are in the table "Time to first contact by week".`}
            categories={labels}
            series={leadForms.map((f) => leadFormInfo[f].title)}
            values={leadForms.map((f) => weeks.map((w) => (w.byForm[f].medianHours === null ? null : Math.round(w.byForm[f].medianHours! * 10) / 10)))}
            yAxisLabel="Median hours"
          />
        }
        table={
          <DataTable caption="Time to first contact by week (median, and contacted within 24 hours)">
            <thead>
              <tr>
                <th scope="col">Week of</th>
                {leadForms.map((f) => <th key={f} scope="col" className={thNum}>{leadFormInfo[f].title}</th>)}
              </tr>
            </thead>
            <tbody>
              {weeks.map((w) => (
                <tr key={w.period.key}>
                  <th scope="row">{w.period.label}</th>
                  {leadForms.map((f) => <td key={f}><ContactCell times={w.byForm[f]} /></td>)}
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" className="font-semibold">All 12 weeks</th>
                {leadForms.map((f) => <td key={f} className="font-semibold"><ContactCell times={overall[f]} /></td>)}
              </tr>
            </tfoot>
          </DataTable>
        }
      />
    </Panel>
  );
}

function OutcomeCells({ row }: { row: { won: number; lost: number; winRate: number | null; wonPremiumCents: number } }) {
  return (
    <>
      <td>{row.won}</td>
      <td>{row.lost}</td>
      <td>{row.winRate === null ? <NoValue spoken="none closed" /> : percent(row.winRate)}</td>
      <td>{dollars(row.wonPremiumCents)}</td>
    </>
  );
}

function OutcomeHead({ first }: { first: string }) {
  return (
    <thead>
      <tr>
        <th scope="col">{first}</th>
        <th scope="col" className={thNum}>Won</th>
        <th scope="col" className={thNum}>Lost</th>
        <th scope="col" className={thNum}>Win rate</th>
        <th scope="col" className={thNum}>Won premium</th>
      </tr>
    </thead>
  );
}

function OutcomesReport({ outcomes }: { outcomes: Reports["outcomes"] }) {
  const { months, channels, total } = outcomes;
  const summary =
    total.won + total.lost
      ? `In the last 12 months ${total.won} quotes were won and ${total.lost} lost (win rate ${percent(total.winRate!)}), for ${dollars(total.wonPremiumCents)} in annual premium.`
      : "No quote was won or lost in the last 12 months.";
  return (
    <Panel title="Quote win rate and premium won" titleId="report-outcomes" actions={<CsvLink report="quote-outcomes" label="quote win rate and premium" />}>
      <p className="mb-5 text-slate-700">
        Quote requests, pay-per-mile quotes and coverage reviews closed as Won or Lost, by the Las Vegas month they closed in. Win rate is won ÷ (won + lost). {summary}
      </p>
      <ChartAndTable
        chart={
          <MonthlyRateChart
            id="chart-win-rate"
            title="Quote win rate per month"
            description={`One bar per month, its height the share of closed quotes that were won; a dash means none closed that month. ${summary} The numbers are in the table "Quotes won and lost by month".`}
            rates={months.map((m) => ({ label: m.period.label, rate: m.winRate }))}
            rateName="Win rate"
          />
        }
        table={
          <DataTable caption="Quotes won and lost by month">
            <OutcomeHead first="Month" />
            <MonthRows months={months} total={total} Cells={OutcomeCells} />
          </DataTable>
        }
      />
      <div className="mt-8">
        <DataTable caption="Quotes won and lost by source channel (last 12 months)">
          <OutcomeHead first="Source channel" />
          <tbody>
            {channels.length === 0 ? (
              <tr>
                <td colSpan={5} className="whitespace-normal border-b-0 py-3 text-left text-slate-700">No quote was won or lost in the last 12 months.</td>
              </tr>
            ) : (
              channels.map((c) => (
                <tr key={c.channel}>
                  <th scope="row">{c.channel}</th>
                  <OutcomeCells row={c} />
                </tr>
              ))
            )}
          </tbody>
        </DataTable>
      </div>
    </Panel>
  );
}

const toneLabels = { new: "New (not yet worked)", working: "Working", waiting: "Waiting (quoted, with carrier, offer)" } as const;
const toneOrder = ["new", "working", "waiting"] as const;

function OpenItemsReport({ openItems }: { openItems: Reports["openItems"] }) {
  const { rows, stages, total } = openItems;
  const name = (row: (typeof rows)[number]) => (row.active ? row.label : `${row.label} (no longer on the team)`);
  const summary = `${total} open records: ${rows.map((r) => `${name(r)} ${r.total}`).join(", ")}.`;
  return (
    <Panel title="Open items per person" titleId="report-open-items" actions={<CsvLink report="open-items" label="open items per person" />}>
      <p className="mb-5 text-slate-700">Records in a stage that is not final, by who owns them, right now. {summary}</p>
      <ChartAndTable
        stacked
        chart={
          <HorizontalBarChart
            id="chart-open-items"
            title="Open items per person"
            description={`One bar per person, split into new, working and waiting records. ${summary} The numbers by form and stage are in the table "Open items by person, form and stage".`}
            rows={rows.map((r) => ({ label: name(r), values: toneOrder.map((t) => r.byTone[t] ?? 0) }))}
            series={toneOrder.map((t) => toneLabels[t])}
          />
        }
        table={
          <DataTable caption="Open items by person, form and stage">
            <thead>
              <tr>
                <td className="border-b border-slate-200" />
                {stages.map(({ form, stages: formStages }) => (
                  <th key={form} scope="colgroup" colSpan={formStages.length} className="border-l text-center">{leadFormInfo[form].title}</th>
                ))}
                <td className="border-b border-slate-200" />
              </tr>
              <tr>
                <th scope="col">Owner</th>
                {stages.flatMap(({ form, stages: formStages }) =>
                  formStages.map((s, i) => <th key={`${form}-${s.code}`} scope="col" className={i === 0 ? "border-l text-right" : thNum}>{s.label}</th>),
                )}
                <th scope="col" className={thNum}>Total</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.ownerId ?? "unassigned"}>
                  <th scope="row">{name(r)}</th>
                  {stages.flatMap(({ form, stages: formStages }) =>
                    formStages.map((s, i) => <td key={`${form}-${s.code}`} className={i === 0 ? "border-l border-l-slate-200" : undefined}>{r.counts[form][s.code] ?? 0}</td>),
                  )}
                  <td className="font-semibold">{r.total}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        }
      />
    </Panel>
  );
}

function ShareCell({ share }: { share: number | null }) {
  return share === null ? <NoValue spoken="nothing asked" /> : <>{percent(share)}</>;
}

function HelpDeskCells({ counts, withAnswered = true }: { counts: Reports["helpDesk"]["overall"]["total"]; withAnswered?: boolean }) {
  return (
    <>
      <td>{counts.asked}</td>
      {withAnswered ? <td>{counts.answered}</td> : null}
      <td><ShareCell share={counts.answeredShare} /></td>
      <td>{counts.handoffs}</td>
      <td>{counts.callbacks}</td>
    </>
  );
}

/** The weekly table leaves out the answered count (the chart shows it) so that it fits beside the chart. */
function HelpDeskHead({ first, withAnswered = true }: { first: string; withAnswered?: boolean }) {
  return (
    <thead>
      <tr>
        <th scope="col">{first}</th>
        <th scope="col" className={thNum}>Asked</th>
        {withAnswered ? <th scope="col" className={thNum}>From a page</th> : null}
        <th scope="col" className={thNum}>{withAnswered ? "Share" : "Share from a page"}</th>
        <th scope="col" className={thNum}>Handoffs</th>
        <th scope="col" className={thNum}>Callbacks</th>
      </tr>
    </thead>
  );
}

function HelpDeskReport({ helpDesk }: { helpDesk: Reports["helpDesk"] }) {
  const { weeks, overall } = helpDesk;
  const labels = weeks.map((w) => w.period.label);
  const { total } = overall;
  const summary = total.asked
    ? `${total.asked} questions in the 12 weeks; ${total.answered} answered from a page (${percent(total.answeredShare!)}), ${total.handoffs} handed over to a person, ${total.callbacks} callbacks requested. ` +
      LOCALES.map((l) => `${LANGUAGE_NAME[l]}: ${overall.byLocale[l].asked} asked`).join("; ") + "."
    : `No question was asked at the help desk in the 12 weeks; ${total.callbacks} callbacks requested.`;
  return (
    <Panel title="Help desk" titleId="report-help-desk" actions={<CsvLink report="help-desk" label="the help desk" />}>
      <p className="mb-5 text-slate-700">
        Questions asked at the help desk by the Las Vegas week they were asked, in each language. From a page: a page or one of our answers answered it (share: of the questions asked). Handoff: none did, and the visitor was offered a call, the claims line or a callback. Callbacks: callback requests sent from the help desk. {summary}
      </p>
      <div className="mb-8">
        <DataTable caption="Help desk over the 12 weeks, by language">
          <HelpDeskHead first="Language" />
          <tbody>
            {LOCALES.map((l) => (
              <tr key={l}>
                <th scope="row">{LANGUAGE_NAME[l]}</th>
                <HelpDeskCells counts={overall.byLocale[l]} />
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className="font-semibold">All languages</th>
              <HelpDeskCells counts={total} />
            </tr>
          </tfoot>
        </DataTable>
      </div>
      <ChartAndTable
        chart={
          <StackedBarChart
            id="chart-help-desk"
            title="Help desk questions per week"
            description={`Stacked bars, one per week: questions answered from a page, and questions handed over to a person. ${summary} The numbers are in the table "Help desk per week (both languages)"; answered from a page is asked minus handoffs.`}
            categories={labels}
            series={["Answered from a page", "Handed over"]}
            values={weeks.map((w) => [w.total.answered, w.total.handoffs])}
            yAxisLabel="Questions"
          />
        }
        table={
          <DataTable caption="Help desk per week (both languages)">
            <HelpDeskHead first="Week of" withAnswered={false} />
            <tbody>
              {weeks.map((w) => (
                <tr key={w.period.key}>
                  <th scope="row">{w.period.label}</th>
                  <HelpDeskCells counts={w.total} withAnswered={false} />
                </tr>
              ))}
            </tbody>
          </DataTable>
        }
      />
    </Panel>
  );
}

function RetentionCells({ row }: { row: Reports["retention"]["total"] }) {
  return (
    <>
      <td>{row.due}</td>
      <td>{row.renewed}</td>
      <td>{row.notRenewed}</td>
      <td>{row.rate === null ? <NoValue spoken="nothing due" /> : percent(row.rate)}</td>
    </>
  );
}

function RetentionReport({ retention }: { retention: Reports["retention"] }) {
  const { months, total } = retention;
  const summary = total.due
    ? `In the last 12 months ${total.due} policies came due and ${total.renewed} renewed (retention ${percent(total.rate!)}); ${total.notRenewed} did not.`
    : "No policy came due in the last 12 months.";
  return (
    <Panel title="Retention by month" titleId="report-retention" actions={<CsvLink report="retention" label="retention by month" />}>
      <p className="mb-5 text-slate-700">
        Policies whose term ended in each Las Vegas month: renewed (a later expiration date was recorded while the policy was active, by the policy form or the book import; a term renewed early counts in the month it was due), or not renewed (the date has passed and the policy is still active, expired, or was cancelled after it). Retention is renewed ÷ due. {summary}
      </p>
      <ChartAndTable
        chart={
          <MonthlyRateChart
            id="chart-retention"
            title="Retention rate per month"
            description={`One bar per month, its height the share of policies due that month that renewed; a dash means none came due. ${summary} The numbers are in the table "Policies due and renewed by month".`}
            rates={months.map((m) => ({ label: m.period.label, rate: m.rate }))}
            rateName="Retention"
          />
        }
        table={
          <DataTable caption="Policies due and renewed by month">
            <thead>
              <tr>
                <th scope="col">Month due</th>
                <th scope="col" className={thNum}>Due</th>
                <th scope="col" className={thNum}>Renewed</th>
                <th scope="col" className={thNum}>Not renewed</th>
                <th scope="col" className={thNum}>Retention</th>
              </tr>
            </thead>
            <MonthRows months={months} total={total} Cells={RetentionCells} />
          </DataTable>
        }
      />
    </Panel>
  );
}

/** The six reports, one panel each (the page spaces them). */
export function ReportPanels({ reports }: { reports: Reports }) {
  return (
    <>
      <LeadsReport leads={reports.leads} />
      <FirstContactReport firstContact={reports.firstContact} />
      <OutcomesReport outcomes={reports.outcomes} />
      <OpenItemsReport openItems={reports.openItems} />
      <HelpDeskReport helpDesk={reports.helpDesk} />
      <RetentionReport retention={reports.retention} />
    </>
  );
}
