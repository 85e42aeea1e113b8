/**
 * What every chart shares (docs/product.md#reports): a server-rendered SVG that scales to its
 * box through its viewBox (a phone gets the same drawing, smaller), announced as one image
 * named by its title and described by its description (role="img", aria-labelledby and
 * aria-describedby pointing at its <title> and <desc>), and series told apart by
 * pattern or marker as well as colour, with a legend in HTML. The numbers themselves are in
 * the table beside each chart.
 */
import type { ReactNode } from "react";

/** The drawing's coordinate space: text sizes below are in these units. */
export const CHART_WIDTH = 400;
export const FONT_SIZE = 14;
/** Tick and category labels: about 10 px on a 390 px phone, where the drawing is shown at 0.8×. */
export const TICK_FONT_SIZE = 13;
export const AXIS_COLOR = "#334155";
export const GRID_COLOR = "#cbd5e1";

/**
 * A coordinate to a tenth of a unit: the drawing is 400 units wide, so nothing finer shows, and
 * the page then carries "158" where scales give "158.00000000000003" (hundreds of them on Reports).
 */
export const coord = (value: number) => Math.round(value * 10) / 10;

export type PatternKind = "solid" | "stripes" | "dots" | "cross" | "lines" | "checks";

export interface SeriesStyle {
  color: string;
  pattern: PatternKind;
  /** Line charts: the marker's shape and the line's dashes. */
  marker: "circle" | "square" | "triangle" | "diamond";
  dash?: string;
}

/** Dark enough against white for a graphic (3:1 at least), distinct from each other, each with its own pattern. */
export const seriesStyles: readonly SeriesStyle[] = [
  { color: "#133257", pattern: "solid", marker: "circle" },
  { color: "#b45309", pattern: "stripes", marker: "square", dash: "7 4" },
  { color: "#0f766e", pattern: "dots", marker: "triangle", dash: "2 3" },
  { color: "#7c3aed", pattern: "cross", marker: "diamond", dash: "10 3 2 3" },
  { color: "#be123c", pattern: "lines", marker: "circle", dash: "4 2" },
  { color: "#475569", pattern: "checks", marker: "square", dash: "1 2" },
];

export const styleOf = (index: number): SeriesStyle => seriesStyles[index % seriesStyles.length]!;

export const patternId = (chartId: string, index: number) => `${chartId}-pattern-${index}`;

/** The fill of a series' area: its colour, or its pattern over its colour. */
export function fillOf(chartId: string, index: number): string {
  return styleOf(index).pattern === "solid" ? styleOf(index).color : `url(#${patternId(chartId, index)})`;
}

/** The <pattern> of one series: white marks over its colour. */
export function PatternDef({ id, style }: { id: string; style: SeriesStyle }) {
  const { color, pattern } = style;
  if (pattern === "solid") return null;
  const size = 6;
  const rotate = pattern === "stripes" || pattern === "cross" ? "rotate(45)" : undefined;
  return (
    <pattern id={id} patternUnits="userSpaceOnUse" width={size} height={size} patternTransform={rotate}>
      <rect width={size} height={size} fill={color} />
      {pattern === "stripes" ? <line x1="0" y1="0" x2="0" y2={size} stroke="#fff" strokeWidth="2.2" /> : null}
      {pattern === "dots" ? <circle cx={size / 2} cy={size / 2} r="1.4" fill="#fff" /> : null}
      {pattern === "cross" ? (
        <>
          <line x1="0" y1="0" x2="0" y2={size} stroke="#fff" strokeWidth="1.4" />
          <line x1="0" y1="0" x2={size} y2="0" stroke="#fff" strokeWidth="1.4" />
        </>
      ) : null}
      {pattern === "lines" ? <line x1="0" y1={size / 2} x2={size} y2={size / 2} stroke="#fff" strokeWidth="2" /> : null}
      {pattern === "checks" ? <rect width={size / 2} height={size / 2} fill="#fff" /> : null}
    </pattern>
  );
}

/** The image: its title and description are what assistive technology announces. */
export function ChartSvg({
  id,
  title,
  description,
  height,
  children,
}: {
  id: string;
  title: string;
  description: string;
  height: number;
  children: ReactNode;
}) {
  return (
    <svg
      role="img"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
      viewBox={`0 0 ${CHART_WIDTH} ${height}`}
      preserveAspectRatio="xMidYMid meet"
      className="block h-auto w-full max-w-xl"
      fontSize={FONT_SIZE}
      fontFamily="inherit"
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      {children}
    </svg>
  );
}

/** One legend entry's mark: the series' pattern (bars) or line and marker (lines). */
function LegendMark({ chartId, index, kind }: { chartId: string; index: number; kind: "area" | "line" }) {
  const style = styleOf(index);
  const id = `${patternId(chartId, index)}-legend`;
  return (
    <svg aria-hidden="true" width="28" height="16" viewBox="0 0 28 16" className="shrink-0">
      {kind === "area" ? (
        <>
          <defs>
            <PatternDef id={id} style={style} />
          </defs>
          <rect x="1" y="1" width="26" height="14" rx="2" fill={style.pattern === "solid" ? style.color : `url(#${id})`} stroke={style.color} />
        </>
      ) : (
        <>
          <line x1="1" y1="8" x2="27" y2="8" stroke={style.color} strokeWidth="2.5" strokeDasharray={style.dash} />
          <Marker shape={style.marker} x={14} y={8} color={style.color} />
        </>
      )}
    </svg>
  );
}

/** The series' names beside their marks (HTML, so long names wrap). */
export function Legend({ chartId, labels, kind = "area" }: { chartId: string; labels: readonly string[]; kind?: "area" | "line" }) {
  return (
    <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-800" aria-label="Legend">
      {labels.map((label, index) => (
        <li key={label} className="flex items-center gap-2">
          <LegendMark chartId={chartId} index={index} kind={kind} />
          <span>{label}</span>
        </li>
      ))}
    </ul>
  );
}

/** A line chart's point marker. */
export function Marker({ shape, x, y, color }: { shape: SeriesStyle["marker"]; x: number; y: number; color: string }) {
  const r = 4;
  // x ± 5 of a coordinate in tenths is not always one in binary: each is rounded again.
  const [left, right, top, bottom] = [coord(x - r - 1), coord(x + r + 1), coord(y - r - 1), coord(y + r + 1)];
  switch (shape) {
    case "circle":
      return <circle cx={x} cy={y} r={r} fill={color} stroke="#fff" strokeWidth="1" />;
    case "square":
      return <rect x={coord(x - r)} y={coord(y - r)} width={2 * r} height={2 * r} fill={color} stroke="#fff" strokeWidth="1" />;
    case "triangle":
      return <path d={`M${x},${top}L${right},${coord(y + r)}L${left},${coord(y + r)}Z`} fill={color} stroke="#fff" strokeWidth="1" />;
    case "diamond":
      return <path d={`M${x},${top}L${right},${y}L${x},${bottom}L${left},${y}Z`} fill={color} stroke="#fff" strokeWidth="1" />;
  }
}

/** Category labels along the bottom: every one when they fit, else every second (the last always). */
export function shownCategory(index: number, count: number): boolean {
  if (count <= 7) return true;
  return (count - 1 - index) % 2 === 0;
}
