import { describe, expect, it } from "vitest";
import { hoursBetween, median, winRate } from "./statistics.ts";

describe("median", () => {
  it("is the middle value, or the mean of the two middle ones", () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
  });

  it("is null for no values and leaves its input alone", () => {
    expect(median([])).toBeNull();
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe("winRate", () => {
  it("is won ÷ (won + lost)", () => {
    expect(winRate(3, 1)).toBe(0.75);
    expect(winRate(0, 4)).toBe(0);
    expect(winRate(2, 0)).toBe(1);
  });

  it("is null, not 0, when nothing was won or lost", () => {
    expect(winRate(0, 0)).toBeNull();
  });
});

describe("hoursBetween", () => {
  it("measures elapsed time in hours", () => {
    expect(hoursBetween("2026-03-08T09:00:00.000Z", "2026-03-08T10:30:00.000Z")).toBe(1.5);
  });
});
