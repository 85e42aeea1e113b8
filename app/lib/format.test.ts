import { describe, expect, it } from "vitest";
import { dateTimeFormat, formatCappedCount, formatDate, formatDateTime, formatDollarAmount, formatPremium, KEPT_DATE_TIMES } from "./format.ts";

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

describe("formatDateTime", () => {
  const intl = (iso: string, timeZone: string, locale: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone }).format(new Date(iso));

  it("shows a timestamp in Las Vegas time, in English or Spanish, and in another zone when asked", () => {
    expect(formatDateTime("2026-11-21T00:05:00.000Z")).toBe(intl("2026-11-21T00:05:00.000Z", "America/Los_Angeles", "en-US"));
    expect(formatDateTime("2026-11-21T00:05:00.000Z")).toMatch(/^Nov 20, 2026, 4:05\sPM$/);
    expect(formatDateTime("2026-11-21T00:05:00.000Z", "America/Los_Angeles", "es")).toMatch(/^20 nov 2026, 4:05\sp\.\s?m\.$/);
    expect(formatDateTime("2026-11-21T00:05:00.000Z", "UTC")).toMatch(/^Nov 21, 2026, 12:05\sAM$/);
  });

  it("gives what Intl gives for every hour across both daylight-saving changes, also past the number it keeps", () => {
    const start = Date.parse("2027-03-13T00:00:00.000Z");
    for (let hour = 0; hour < KEPT_DATE_TIMES + 500; hour += 1) {
      const iso = new Date(start + (hour % 6000) * 3_600_000 + Math.floor(hour / 6000) * 60_000).toISOString();
      const locale = hour % 3 === 0 ? "es" : "en";
      const expected = intl(iso, "America/Los_Angeles", locale === "es" ? "es-US" : "en-US");
      expect(formatDateTime(iso, "America/Los_Angeles", locale)).toBe(expected);
      // The same timestamp again: from what was kept, unless the map was emptied in between.
      expect(formatDateTime(iso, "America/Los_Angeles", locale)).toBe(expected);
    }
  });
});
