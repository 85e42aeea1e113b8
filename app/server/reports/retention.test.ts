import { describe, expect, it } from "vitest";
import { nextMonthStart } from "./retention.ts";

describe("retention by month's month bounds", () => {
  it("ends a month at the first day of the next one, across a year's end", () => {
    expect(nextMonthStart("2026-06")).toBe("2026-07-01");
    expect(nextMonthStart("2026-12")).toBe("2027-01-01");
  });
});
