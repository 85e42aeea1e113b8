import { describe, expect, it } from "vitest";
import { formatScheduledTime, scheduleFields } from "./blog-schedule.ts";
import { fromLasVegas } from "./las-vegas-time.ts";

describe("a scheduled post's time in Las Vegas", () => {
  it("names the weekday, date and time on the Las Vegas clock, standard and daylight time", () => {
    expect(formatScheduledTime("2026-11-23T22:30:00.000Z")).toBe("Monday, November 23, 2026, 2:30 PM");
    expect(formatScheduledTime("2026-07-04T07:05:00.000Z")).toBe("Saturday, July 4, 2026, 12:05 AM");
    expect(formatScheduledTime("2026-07-04T19:00:00.000Z")).toBe("Saturday, July 4, 2026, 12:00 PM");
    // 2 AM UTC on January 1 is still New Year's Eve in Las Vegas.
    expect(formatScheduledTime("2027-01-01T02:00:00.000Z")).toBe("Thursday, December 31, 2026, 6:00 PM");
  });
  it("fills the editor's fields with the Las Vegas date and time, which read back as the same instant", () => {
    expect(scheduleFields("2026-11-23T22:30:00.000Z")).toEqual({ date: "2026-11-23", time: "14:30" });
    const { date, time } = scheduleFields("2026-03-08T17:45:00.000Z");
    expect(fromLasVegas(date, time)?.toISOString()).toBe("2026-03-08T17:45:00.000Z");
    expect(scheduleFields(null)).toEqual({ date: "", time: "" });
  });
});
