import { describe, expect, it } from "vitest";
import { fieldErrors } from "../form-data.ts";
import { isCalendarDate, timeOffSchema } from "./time-off.ts";

describe("timeOffSchema", () => {
  it("reads one day (no last day) and a range", () => {
    expect(timeOffSchema.parse({ firstDate: "2026-11-26", lastDate: "", reason: " Thanksgiving " })).toEqual({ firstDate: "2026-11-26", lastDate: "2026-11-26", reason: "Thanksgiving" });
    expect(timeOffSchema.parse({ firstDate: "2026-12-24", lastDate: "2027-01-01", reason: "Holidays" })).toEqual({ firstDate: "2026-12-24", lastDate: "2027-01-01", reason: "Holidays" });
  });

  it("refuses a date that does not exist, a last day before the first, and a year and more", () => {
    expect(fieldErrors(timeOffSchema.safeParse({ firstDate: "2026-02-30", reason: "x" }).error!)).toEqual({ firstDate: "Please enter the first day, like 2026-11-26." });
    expect(fieldErrors(timeOffSchema.safeParse({ firstDate: "2026-11-27", lastDate: "2026-11-26", reason: "x" }).error!)).toEqual({ lastDate: "Please enter a last day on or after the first day." });
    expect(fieldErrors(timeOffSchema.safeParse({ firstDate: "2026-01-01", lastDate: "2027-01-02", reason: "x" }).error!)).toEqual({ lastDate: "Please enter at most 366 days at once." });
    expect(fieldErrors(timeOffSchema.safeParse({ firstDate: "2026-01-01", reason: "" }).error!)).toEqual({ reason: "Please enter a reason, like Thanksgiving." });
  });

  it("knows calendar dates", () => {
    expect(["2028-02-29", "2026-12-31"].map(isCalendarDate)).toEqual([true, true]);
    expect(["2027-02-29", "2026-13-01", "26-12-01", "2026-1-1"].map(isCalendarDate)).toEqual([false, false, false, false]);
  });
});
