/** Vertical bars, one per category (a week, a month), each stacked from its series. */
import { scaleBand, scaleLinear } from "d3-scale";
import { TICK_FONT_SIZE, AXIS_COLOR, CHART_WIDTH, ChartSvg, coord, fillOf, GRID_COLOR, Legend, PatternDef, patternId, shownCategory, styleOf } from "./chart-parts.tsx";

const HEIGHT = 250;
const MARGIN = { top: 30, right: 6, bottom: 28, left: 42 };

export interface StackedBarChartProps {
  id: string;
  title: string;
  description: string;
  /** Along the bottom, in order. */
  categories: readonly string[];
  /** The stacked series' names (a single series needs no legend). */
  series: readonly string[];
  /** values[category][series]. */
  values: readonly (readonly number[])[];
  /** Above the vertical axis: what it counts. */
  yAxisLabel: string;
  /** A fixed top of the scale (1 for a rate); else the largest total. */
  maxValue?: number;
  tickFormat?: (value: number) => string;
  /** The label above each bar; the total by default. */
  barLabel?: (total: number, categoryIndex: number) => string;
}

export function StackedBarChart({ id, title, description, categories, series, values, yAxisLabel, maxValue, tickFormat = String, barLabel }: StackedBarChartProps) {
  const totals = values.map((row) => row.reduce((sum, v) => sum + v, 0));
  const top = maxValue ?? Math.max(1, ...totals);
  const band = scaleBand<number>().domain(categories.map((_, i) => i)).range([MARGIN.left, CHART_WIDTH - MARGIN.right]).padding(0.25);
  const x = (category: number) => coord(band(category)!);
  const barWidth = coord(band.bandwidth());
  const scale = scaleLinear().domain([0, top]).nice(4).range([HEIGHT - MARGIN.bottom, MARGIN.top]);
  const y = (value: number) => coord(scale(value));
  const ticks = scale.ticks(4).filter((t) => maxValue !== undefined || Number.isInteger(t));
  const label = barLabel ?? ((total: number) => (total > 0 ? String(total) : ""));
  return (
    <figure className="min-w-0">
      <ChartSvg id={id} title={title} description={description} height={HEIGHT}>
        <defs>
          {series.map((_, i) => <PatternDef key={i} id={patternId(id, i)} style={styleOf(i)} />)}
        </defs>
        <text x={0} y={14} fill={AXIS_COLOR} fontWeight={600}>{yAxisLabel}</text>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={MARGIN.left} x2={CHART_WIDTH - MARGIN.right} y1={y(tick)} y2={y(tick)} stroke={GRID_COLOR} strokeWidth={tick === 0 ? 1.5 : 0.75} />
            <text x={MARGIN.left - 5} y={y(tick)} dy="0.35em" textAnchor="end" fill={AXIS_COLOR} fontSize={TICK_FONT_SIZE}>{tickFormat(tick)}</text>
          </g>
        ))}
        {values.map((row, c) => {
          let base = 0;
          const center = coord(x(c) + barWidth / 2);
          return (
            <g key={c}>
              {row.map((value, s) => {
                if (value <= 0) return null;
                const y0 = y(base);
                base += value;
                return <rect key={s} x={x(c)} width={barWidth} y={y(base)} height={coord(Math.max(0, y0 - y(base)))} fill={fillOf(id, s)} stroke="#fff" strokeWidth={0.75} />;
              })}
              <text x={center} y={coord(y(totals[c]!) - 4)} textAnchor="middle" fill="#0f172a" fontSize={12} fontWeight={600}>
                {label(totals[c]!, c)}
              </text>
              {shownCategory(c, categories.length) ? (
                <text x={center} y={HEIGHT - MARGIN.bottom + 18} textAnchor="middle" fill={AXIS_COLOR} fontSize={TICK_FONT_SIZE}>
                  {categories[c]}
                </text>
              ) : null}
            </g>
          );
        })}
      </ChartSvg>
      {series.length > 1 ? <Legend chartId={id} labels={series} /> : null}
    </figure>
  );
}
