import { describe, expect, it } from "vitest";
import { AGENCY_TIME_ZONE, fromLasVegas, isLasVegasWorkingDay, lasVegasDate, lasVegasParts, lasVegasTime, startOfLasVegasDay, toLasVegasInput } from "./las-vegas-time.ts";

describe("Las Vegas time", () => {
  it("turns a wall-clock time into UTC in winter (UTC−8) and summer (UTC−7)", () => {
    expect(fromLasVegas("2026-01-15", "09:30")?.toISOString()).toBe("2026-01-15T17:30:00.000Z");
    expect(fromLasVegas("2026-07-15", "09:30")?.toISOString()).toBe("2026-07-15T16:30:00.000Z");
  });

  it("reads back what it wrote, on both sides of the daylight-saving changes", () => {
    for (const [date, time] of [["2026-03-08", "01:30"], ["2026-03-08", "03:30"], ["2026-11-01", "00:30"], ["2026-11-01", "02:30"]] as const) {
      expect(toLasVegasInput(fromLasVegas(date, time)!)).toBe(`${date}T${time}`);
    }
  });

  it("refuses what is not a date and time", () => {
    expect(fromLasVegas("2026-02-30", "10:00")).toBeNull();
    expect(fromLasVegas("2026-13-01", "10:00")).toBeNull();
    expect(fromLasVegas("tomorrow", "10:00")).toBeNull();
    expect(fromLasVegas("2026-02-03", "24:00")).toBeNull();
  });

  it("knows the Las Vegas date, time and working days", () => {
    // 7:30 AM UTC on a Tuesday is still Monday evening in Las Vegas.
    const at = new Date("2026-11-24T07:30:00Z");
    expect(lasVegasDate(at)).toBe("2026-11-23");
    expect(lasVegasTime(at)).toBe("23:30");
    expect(isLasVegasWorkingDay(at)).toBe(true);
    expect(isLasVegasWorkingDay(new Date("2026-11-22T20:00:00Z"))).toBe(false); // Sunday
    expect(startOfLasVegasDay("2026-11-23").toISOString()).toBe("2026-11-23T08:00:00.000Z");
  });

  it("reads the same wall clock as Intl at every quarter hour around the daylight-saving changes, and at odd seconds", () => {
    const intl = new Intl.DateTimeFormat("en-US", {
      timeZone: AGENCY_TIME_ZONE, hourCycle: "h23", year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric", second: "numeric", weekday: "short",
    });
    const expected = (at: Date) => {
      const p = Object.fromEntries(intl.formatToParts(at).map((part) => [part.type, part.value]));
      return [p.year, p.month, p.day, p.hour, p.minute, p.second].map(Number).concat(p.weekday as never).join(" ");
    };
    const actual = (at: Date) => {
      const p = lasVegasParts(at);
      return [p.year, p.month, p.day, p.hour, p.minute, p.second, ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][p.weekday]].join(" ");
    };
    for (const change of ["2026-03-08T10:00:00Z", "2026-11-01T09:00:00Z", "2027-03-14T10:00:00Z", "1999-10-31T10:00:00Z"]) {
      for (let minutes = -36 * 60; minutes <= 36 * 60; minutes += 15) {
        const at = new Date(Date.parse(change) + minutes * 60_000 + (minutes % 7) * 1_001);
        expect(actual(at), at.toISOString()).toBe(expected(at));
      }
    }
    const beforeEpoch = new Date("1969-12-31T23:59:59Z");
    expect(actual(beforeEpoch)).toBe(expected(beforeEpoch));
    expect(() => lasVegasParts(new Date(Number.NaN))).toThrow(RangeError);
  });
});
