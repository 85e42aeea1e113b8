import { describe, expect, it } from "vitest";
import { defaultAgency } from "./agency.ts";
import { formatOpeningHours, formatTime, isOpenAt, localWeekdayAndTime } from "./office-hours.ts";

const hours = defaultAgency.openingHours;
const tz = "America/Los_Angeles";

describe("office hours", () => {
  it("formats times in 12-hour form", () => {
    expect(formatTime("08:00")).toBe("8:00 AM");
    expect(formatTime("18:00")).toBe("6:00 PM");
    expect(formatTime("12:30")).toBe("12:30 PM");
    expect(formatTime("00:05")).toBe("12:05 AM");
  });

  it("lists the office hours of docs/product.md#agency-facts-and-configuration with Sunday closed", () => {
    expect(formatOpeningHours(hours)).toEqual([
      "Monday to Friday: 8:00 AM to 6:00 PM",
      "Saturday: 9:00 AM to 2:00 PM",
      "Sunday: Closed",
    ]);
  });

  it("writes the same hours in Spanish, with lower-case range ends and a. m./p. m.", () => {
    expect(formatTime("18:00", "es")).toBe("6:00 p. m.");
    expect(formatOpeningHours(hours, "es")).toEqual([
      "Lunes a viernes: 8:00 a. m. a 6:00 p. m.",
      "Sábado: 9:00 a. m. a 2:00 p. m.",
      "Domingo: Cerrado",
    ]);
  });

  it("judges open/closed in Las Vegas time, not the server's", () => {
    // Wednesday 2026-11-18 16:30 UTC = 08:30 PST: open.
    expect(isOpenAt(new Date("2026-11-18T16:30:00Z"), hours, tz)).toBe(true);
    // Wednesday 2026-11-18 15:59 UTC = 07:59 PST: not yet open.
    expect(isOpenAt(new Date("2026-11-18T15:59:00Z"), hours, tz)).toBe(false);
    // Thursday 2026-11-19 01:59 UTC = Wednesday 17:59 PST: still open.
    expect(isOpenAt(new Date("2026-11-19T01:59:00Z"), hours, tz)).toBe(true);
    // Thursday 2026-11-19 02:00 UTC = Wednesday 18:00 PST: closed at closing time.
    expect(isOpenAt(new Date("2026-11-19T02:00:00Z"), hours, tz)).toBe(false);
  });

  it("uses Saturday hours and keeps Sunday closed", () => {
    // Saturday 2026-11-21 21:59 UTC = 13:59 PST.
    expect(isOpenAt(new Date("2026-11-21T21:59:00Z"), hours, tz)).toBe(true);
    expect(isOpenAt(new Date("2026-11-21T22:00:00Z"), hours, tz)).toBe(false);
    // Sunday noon.
    expect(isOpenAt(new Date("2026-11-22T20:00:00Z"), hours, tz)).toBe(false);
  });

  it("follows daylight saving time", () => {
    // 2026-07-15 is PDT (UTC-7): 15:00 UTC = 08:00 local, open.
    expect(isOpenAt(new Date("2026-07-15T15:00:00Z"), hours, tz)).toBe(true);
    expect(localWeekdayAndTime(new Date("2026-07-15T15:00:00Z"), tz)).toEqual({ day: 3, time: "08:00" });
  });
});
