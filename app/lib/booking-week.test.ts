import { describe, expect, it } from "vitest";
import { bookingWeek, type DayFree } from "./booking-week.ts";

const days = (frees: number[]): DayFree[] => frees.map((free, i) => ({ date: `2026-12-${String(i + 1).padStart(2, "0")}`, free }));

describe("bookingWeek", () => {
  it("starts at the first day with a free time and chooses it", () => {
    const week = bookingWeek(days([0, 0, 5, 0, 3, 3, 3, 3, 3, 3, 3, 3]), null);
    expect(week.chosen).toBe("2026-12-03");
    expect(week.days.map((d) => d.date)).toEqual(["2026-12-03", "2026-12-04", "2026-12-05", "2026-12-06", "2026-12-07", "2026-12-08", "2026-12-09"]);
    expect(week.previous).toBeNull();
    expect(week.next).toBe("2026-12-10");
  });

  it("shows the week of the day asked for, with links both ways", () => {
    const week = bookingWeek(days([2, 2, 2, 2, 2, 2, 2, 0, 0, 4, 4, 4, 4, 4, 4, 4, 4]), "2026-12-11");
    expect(week.chosen).toBe("2026-12-11");
    expect(week.days[0]!.date).toBe("2026-12-08");
    // The next week's link lands on its first free day.
    expect(week.previous).toBe("2026-12-01");
    expect(week.next).toBe("2026-12-15");
    expect(bookingWeek(days([2, 2, 2, 2, 2, 2, 2, 0, 0, 4]), "2026-12-02").next).toBe("2026-12-10");
  });

  it("ignores a day it cannot show, and a malformed one", () => {
    expect(bookingWeek(days([0, 3, 3]), "2026-12-01").chosen).toBe("2026-12-02");
    expect(bookingWeek(days([0, 3, 3]), "2027-01-01").chosen).toBe("2026-12-02");
    expect(bookingWeek(days([0, 3, 3]), "<script>").chosen).toBe("2026-12-02");
  });

  it("chooses nothing when every day is full", () => {
    const week = bookingWeek(days([0, 0, 0]), "2026-12-02");
    expect(week).toEqual({ chosen: null, days: days([0, 0, 0]), previous: null, next: null });
  });
});
