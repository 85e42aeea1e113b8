import { describe, expect, it } from "vitest";
import { dateTimeFormat, formatCappedCount, formatDate, formatDollarAmount, formatPremium } from "./format.ts";

describe("formatCappedCount", () => {
  it("shows counts under the limit as they are", () => {
    expect(formatCappedCount(0)).toBe("0");
    expect(formatCappedCount(99)).toBe("99");
    expect(formatCappedCount(5, 10)).toBe("5");
  });
  it("shows a count that reached the limit as 'limit+'", () => {
    expect(formatCappedCount(100)).toBe("100+");
    expect(formatCappedCount(1000, 1000)).toBe("1,000+");
    expect(formatCappedCount(10, 10)).toBe("10+");
  });
});

describe("formatDate", () => {
  it("does not shift date-only values across time zones", () => {
    expect(formatDate("2025-03-18")).toBe("March 18, 2025");
    expect(formatDate("2025-03-18", undefined, "es")).toBe("18 de marzo de 2025");
  });
  it("shows timestamps in the agency's time zone", () => {
    expect(formatDate("2026-01-01T05:00:00Z")).toBe("December 31, 2025");
  });
});

describe("money", () => {
  it("shows a premium in dollars and cents, and a missing one as a dash", () => {
    expect(formatPremium(123456)).toBe("$1,234.56");
    expect(formatPremium(5000)).toBe("$50.00");
    expect(formatPremium(null)).toBe("—");
  });
  it("shows an amount in whole dollars unless it has cents", () => {
    expect(formatDollarAmount(125000)).toBe("$1,250");
    expect(formatDollarAmount(125050)).toBe("$1,250.5");
    expect(formatDollarAmount(99)).toBe("$0.99");
  });
});

describe("dateTimeFormat", () => {
  it("builds a format once per locale and options, and formats as Intl does", () => {
    const options = { timeZone: "America/Los_Angeles", weekday: "short", month: "short", day: "numeric" } as const;
    const first = dateTimeFormat("en-US", options);
    expect(dateTimeFormat("en-US", { ...options })).toBe(first);
    expect(dateTimeFormat("es-US", options)).not.toBe(first);
    expect(dateTimeFormat("en-US", { ...options, timeZone: "UTC" })).not.toBe(first);
    expect(first.format(new Date("2026-12-03T07:00:00Z"))).toBe("Wed, Dec 2");
  });
});
