/** Lines over categories (weeks), one per series, each with its own marker and dashes; a gap where a value is missing. */
import { scaleLinear, scalePoint } from "d3-scale";
import { line } from "d3-shape";
import { TICK_FONT_SIZE, AXIS_COLOR, CHART_WIDTH, ChartSvg, coord, GRID_COLOR, Legend, Marker, shownCategory, styleOf } from "./chart-parts.tsx";

const HEIGHT = 250;
// Room on the right for the last category label, centred on its point.
const MARGIN = { top: 30, right: 26, bottom: 28, left: 42 };

export interface LineChartProps {
  id: string;
  title: string;
  description: string;
  categories: readonly string[];
  series: readonly string[];
  /** values[series][category]; null: no value (a gap). */
  values: readonly (readonly (number | null)[])[];
  yAxisLabel: string;
  tickFormat?: (value: number) => string;
}

export function LineChart({ id, title, description, categories, series, values, yAxisLabel, tickFormat = String }: LineChartProps) {
  const points = scalePoint<number>().domain(categories.map((_, i) => i)).range([MARGIN.left + 10, CHART_WIDTH - MARGIN.right]);
  const x = (category: number) => coord(points(category)!);
  const largest = Math.max(1, ...values.flat().filter((v): v is number => v !== null));
  const scale = scaleLinear().domain([0, largest]).nice(4).range([HEIGHT - MARGIN.bottom, MARGIN.top]);
  const y = (value: number) => coord(scale(value));
  const path = line<number | null>()
    .defined((v) => v !== null)
    .x((_, i) => x(i))
    .y((v) => y(v ?? 0));
  return (
    <figure className="min-w-0">
      <ChartSvg id={id} title={title} description={description} height={HEIGHT}>
        <text x={0} y={14} fill={AXIS_COLOR} fontWeight={600}>{yAxisLabel}</text>
        {scale.ticks(4).map((tick) => (
          <g key={tick}>
            <line x1={MARGIN.left} x2={CHART_WIDTH - MARGIN.right} y1={y(tick)} y2={y(tick)} stroke={GRID_COLOR} strokeWidth={tick === 0 ? 1.5 : 0.75} />
            <text x={MARGIN.left - 5} y={y(tick)} dy="0.35em" textAnchor="end" fill={AXIS_COLOR} fontSize={TICK_FONT_SIZE}>{tickFormat(tick)}</text>
          </g>
        ))}
        {categories.map((category, c) =>
          shownCategory(c, categories.length) ? (
            <text key={c} x={x(c)} y={HEIGHT - MARGIN.bottom + 18} textAnchor="middle" fill={AXIS_COLOR} fontSize={TICK_FONT_SIZE}>{category}</text>
          ) : null,
        )}
        {values.map((row, s) => {
          const style = styleOf(s);
          return (
            <g key={s}>
              <path d={path(row as (number | null)[]) ?? ""} fill="none" stroke={style.color} strokeWidth={2} strokeDasharray={style.dash} />
              {row.map((v, c) => (v === null ? null : <Marker key={c} shape={style.marker} x={x(c)} y={y(v)} color={style.color} />))}
            </g>
          );
        })}
      </ChartSvg>
      <Legend chartId={id} labels={series} kind="line" />
    </figure>
  );
}
