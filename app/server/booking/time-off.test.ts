import { describe, expect, it } from "vitest";
import { nextDate, wholeDaysToInstants } from "./time-off.ts";

describe("wholeDaysToInstants", () => {
  it("covers Las Vegas days from midnight to the midnight after the last", () => {
    expect(wholeDaysToInstants("2026-11-26", "2026-11-27")).toEqual({ startsAt: new Date("2026-11-26T08:00:00.000Z"), endsAt: new Date("2026-11-28T08:00:00.000Z") });
    expect(wholeDaysToInstants("2026-07-04", "2026-07-04")).toEqual({ startsAt: new Date("2026-07-04T07:00:00.000Z"), endsAt: new Date("2026-07-05T07:00:00.000Z") });
  });

  it("makes the day clocks spring forward 23 hours long (2026-03-08)", () => {
    const { startsAt, endsAt } = wholeDaysToInstants("2026-03-08", "2026-03-08");
    expect(startsAt.toISOString()).toBe("2026-03-08T08:00:00.000Z");
    expect(endsAt.toISOString()).toBe("2026-03-09T07:00:00.000Z");
    expect((endsAt.getTime() - startsAt.getTime()) / 3_600_000).toBe(23);
  });

  it("makes the day clocks fall back 25 hours long (2026-11-01)", () => {
    const { startsAt, endsAt } = wholeDaysToInstants("2026-11-01", "2026-11-01");
    expect(startsAt.toISOString()).toBe("2026-11-01T07:00:00.000Z");
    expect(endsAt.toISOString()).toBe("2026-11-02T08:00:00.000Z");
    expect((endsAt.getTime() - startsAt.getTime()) / 3_600_000).toBe(25);
  });

  it("spans a change inside a range", () => {
    const { startsAt, endsAt } = wholeDaysToInstants("2026-10-31", "2026-11-02");
    expect((endsAt.getTime() - startsAt.getTime()) / 3_600_000).toBe(73);
  });
});

describe("nextDate", () => {
  it("turns months and years", () => {
    expect(["2026-11-30", "2026-12-31", "2028-02-28", "2027-02-28"].map(nextDate)).toEqual(["2026-12-01", "2027-01-01", "2028-02-29", "2027-03-01"]);
  });
});
