import { describe, expect, it } from "vitest";
import { lastMonths, lastWeeks, lasVegasMonthOf, lasVegasWeekOf, periodIndex } from "./periods.ts";

describe("Las Vegas weeks (Monday to Sunday)", () => {
  it("puts Sunday night in the week that began the Monday before, and Monday midnight in the new one", () => {
    // Daylight saving began Sunday 2026-03-08: Monday 2026-03-09 00:00 in Las Vegas is 07:00 UTC.
    expect(lasVegasWeekOf(new Date("2026-03-09T06:59:59Z"))).toBe("2026-03-02");
    expect(lasVegasWeekOf(new Date("2026-03-09T07:00:00Z"))).toBe("2026-03-09");
    // Monday in UTC, still Sunday evening in Las Vegas.
    expect(lasVegasWeekOf(new Date("2026-03-16T05:00:00Z"))).toBe("2026-03-09");
    expect(lasVegasWeekOf(new Date("2026-01-01T12:00:00Z"))).toBe("2025-12-29");
  });

  it("lists the last 12 weeks, oldest first, each from its local midnight across a daylight-saving change", () => {
    const range = lastWeeks(new Date("2026-03-11T12:00:00Z"), 12);
    expect(range.periods).toHaveLength(12);
    expect(range.periods[0]).toEqual({ key: "2025-12-22", label: "Dec 22", start: "2025-12-22T08:00:00.000Z" });
    expect(range.periods[10]).toEqual({ key: "2026-03-02", label: "Mar 2", start: "2026-03-02T08:00:00.000Z" });
    expect(range.periods[11]).toEqual({ key: "2026-03-09", label: "Mar 9", start: "2026-03-09T07:00:00.000Z" });
    expect(range.end).toBe("2026-03-16T07:00:00.000Z");
  });

  it("finds the week of a stored timestamp, and nothing outside the range", () => {
    const range = lastWeeks(new Date("2026-03-11T12:00:00Z"), 12);
    expect(periodIndex(range, "2026-03-09T06:59:59.999Z")).toBe(10);
    expect(periodIndex(range, "2026-03-09T07:00:00.000Z")).toBe(11);
    expect(periodIndex(range, "2025-12-22T08:00:00.000Z")).toBe(0);
    expect(periodIndex(range, "2025-12-22T07:59:59.999Z")).toBe(-1);
    expect(periodIndex(range, "2026-03-16T07:00:00.000Z")).toBe(-1);
  });

  it("handles the autumn change (2026-11-01)", () => {
    const range = lastWeeks(new Date("2026-11-03T00:00:00Z"), 2);
    expect(range.periods.map((p) => p.start)).toEqual(["2026-10-26T07:00:00.000Z", "2026-11-02T08:00:00.000Z"]);
  });
});

describe("Las Vegas months", () => {
  it("uses the Las Vegas calendar, not UTC's", () => {
    expect(lasVegasMonthOf(new Date("2026-03-01T07:59:00Z"))).toBe("2026-02");
    expect(lasVegasMonthOf(new Date("2026-03-01T08:00:00Z"))).toBe("2026-03");
  });

  it("lists the last 12 months across a year end, each from its local midnight", () => {
    const range = lastMonths(new Date("2026-01-15T12:00:00Z"), 12);
    expect(range.periods.map((p) => p.key)).toEqual([
      "2025-02", "2025-03", "2025-04", "2025-05", "2025-06", "2025-07", "2025-08", "2025-09", "2025-10", "2025-11", "2025-12", "2026-01",
    ]);
    expect(range.periods[0]!.label).toBe("Feb 2025");
    expect(range.periods.find((p) => p.key === "2025-03")!.start).toBe("2025-03-01T08:00:00.000Z");
    expect(range.periods.find((p) => p.key === "2025-04")!.start).toBe("2025-04-01T07:00:00.000Z");
    expect(range.end).toBe("2026-02-01T08:00:00.000Z");
    expect(periodIndex(range, "2026-01-31T23:00:00.000Z")).toBe(11);
    expect(periodIndex(range, "2026-02-01T07:59:59.000Z")).toBe(11);
    expect(periodIndex(range, "2025-01-31T12:00:00.000Z")).toBe(-1);
  });
});
