import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { HorizontalBarChart } from "./HorizontalBarChart.tsx";
import { LineChart } from "./LineChart.tsx";
import { StackedBarChart } from "./StackedBarChart.tsx";

describe("charts", () => {
  it("are one image named by their title and described by their description, scaled by a viewBox", () => {
    render(
      <StackedBarChart
        id="leads"
        title="Leads per week by form"
        description="12 leads in all."
        categories={["Mar 2", "Mar 9"]}
        series={["Quotes", "Claims"]}
        values={[[3, 1], [0, 2]]}
        yAxisLabel="Leads"
      />,
    );
    const image = screen.getByRole("img", { name: "Leads per week by form" });
    expect(image).toHaveAccessibleDescription("12 leads in all.");
    expect(image.getAttribute("viewBox")).toMatch(/^0 0 400 \d+$/);
    expect(image).not.toHaveAttribute("width");
  });

  it("tell series apart by pattern as well as colour, with a legend in words", () => {
    const { container } = render(
      <StackedBarChart id="c" title="T" description="D" categories={["A"]} series={["Quotes", "Claims"]} values={[[2, 1]]} yAxisLabel="Leads" />,
    );
    // The second series is drawn with its pattern; the legend names both.
    expect(container.querySelector("svg[role=img] pattern#c-pattern-1")).not.toBeNull();
    expect(container.querySelector("rect[fill='url(#c-pattern-1)']")).not.toBeNull();
    expect(screen.getByRole("list", { name: "Legend" })).toHaveTextContent(/Quotes.*Claims/);
    expect(container.querySelector("svg[role=img]")).toHaveTextContent("3"); // the bar's total, written on it
  });

  it("draw a line with a gap where a value is missing, and a marker per value", () => {
    const { container } = render(
      <LineChart id="l" title="Median hours" description="D" categories={["A", "B", "C"]} series={["Quotes"]} values={[[2, null, 5]]} yAxisLabel="Hours" />,
    );
    const path = container.querySelector("svg[role=img] path[fill=none]")!.getAttribute("d")!;
    expect(path.match(/M/g)).toHaveLength(2);
    expect(container.querySelectorAll("svg[role=img] circle")).toHaveLength(2);
  });

  it("give each row of a horizontal chart its name and total", () => {
    render(<HorizontalBarChart id="h" title="Open items" description="D" rows={[{ label: "Alice", values: [1, 2] }, { label: "Unassigned", values: [0, 0] }]} series={["New", "Working"]} />);
    const image = screen.getByRole("img", { name: "Open items" });
    expect(image).toHaveTextContent(/Alice.*3.*Unassigned.*0/);
  });

  it("write every coordinate to a tenth of a unit at most", () => {
    // Scales that divide 400 units by 12 weeks give x = 56.333333333333336 and the like.
    const weeks = Array.from({ length: 12 }, (_, i) => `W${i + 1}`);
    const { container } = render(
      <>
        <StackedBarChart id="s" title="S" description="D" categories={weeks} series={["A", "B"]} values={weeks.map((_, i) => [i * 7 + 3, i % 5])} yAxisLabel="Leads" />
        <LineChart id="l" title="L" description="D" categories={weeks} series={["A", "B", "C"]} values={[weeks.map((_, i) => i / 3), weeks.map((_, i) => 7 - i / 7), weeks.map(() => 2.71)]} yAxisLabel="Hours" />
        <HorizontalBarChart id="h" title="H" description="D" rows={[{ label: "A", values: [7, 3] }, { label: "B", values: [1, 1] }]} series={["X", "Y"]} />
      </>,
    );
    const numbers = [...container.querySelectorAll("svg[role=img] *")].flatMap((element) =>
      ["x", "y", "x1", "x2", "y1", "y2", "width", "height", "cx", "cy", "d"].flatMap((name) => element.getAttribute(name)?.match(/-?\d+(\.\d+)?/g) ?? []),
    );
    expect(numbers.length).toBeGreaterThan(100);
    expect(numbers.filter((n) => /\.\d{2,}/.test(n))).toEqual([]);
  });
});
