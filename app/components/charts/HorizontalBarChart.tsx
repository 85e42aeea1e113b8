/** One horizontal bar per row (a person), stacked from its series, with the row's name above it and its total after it. */
import { scaleLinear } from "d3-scale";
import { AXIS_COLOR, CHART_WIDTH, ChartSvg, coord, fillOf, Legend, PatternDef, patternId, styleOf } from "./chart-parts.tsx";

const ROW_HEIGHT = 42;
const BAR_HEIGHT = 14;
// Room on the right for a four-digit total after the longest bar.
const MARGIN = { top: 8, right: 46, bottom: 6 };

export interface HorizontalBarChartProps {
  id: string;
  title: string;
  description: string;
  rows: readonly { label: string; values: readonly number[] }[];
  series: readonly string[];
}

export function HorizontalBarChart({ id, title, description, rows, series }: HorizontalBarChartProps) {
  const height = MARGIN.top + rows.length * ROW_HEIGHT + MARGIN.bottom;
  const totals = rows.map((r) => r.values.reduce((sum, v) => sum + v, 0));
  const scale = scaleLinear().domain([0, Math.max(1, ...totals)]).range([0, CHART_WIDTH - MARGIN.right]);
  const x = (value: number) => coord(scale(value));
  return (
    <figure className="min-w-0">
      <ChartSvg id={id} title={title} description={description} height={height}>
        <defs>
          {series.map((_, i) => <PatternDef key={i} id={patternId(id, i)} style={styleOf(i)} />)}
        </defs>
        {rows.map((row, r) => {
          const top = MARGIN.top + r * ROW_HEIGHT;
          let base = 0;
          return (
            <g key={r}>
              <text x={0} y={top + 14} fill={AXIS_COLOR} fontWeight={600}>{row.label.length > 44 ? `${row.label.slice(0, 43)}…` : row.label}</text>
              <line x1={0} x2={0} y1={top + 19} y2={top + 21 + BAR_HEIGHT} stroke={AXIS_COLOR} />
              {row.values.map((value, s) => {
                if (value <= 0) return null;
                const x0 = x(base);
                base += value;
                return <rect key={s} x={x0} y={top + 20} width={coord(Math.max(0, x(base) - x0))} height={BAR_HEIGHT} fill={fillOf(id, s)} stroke="#fff" strokeWidth={0.75} />;
              })}
              <text x={coord(x(totals[r]!) + 5)} y={top + 20 + BAR_HEIGHT / 2} dy="0.35em" fill="#0f172a" fontSize={13} fontWeight={600}>{totals[r]}</text>
            </g>
          );
        })}
      </ChartSvg>
      <Legend chartId={id} labels={series} />
    </figure>
  );
}
