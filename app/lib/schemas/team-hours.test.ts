import { describe, expect, it } from "vitest";
import { fieldErrors } from "../form-data.ts";
import { normalizeTime, teamHoursSchema } from "./team-hours.ts";

describe("teamHoursSchema", () => {
  it("reads the office's hours without looking at the week", () => {
    expect(teamHoursSchema.parse({ hours: "office", day1: "on", opens1: "nonsense" })).toEqual({ ownHours: false, week: null });
  });

  it("reads one's own week, Sunday first, unticked days off", () => {
    const parsed = teamHoursSchema.parse({ hours: "own", day1: "on", opens1: "09:00", closes1: "17:00", day6: "on", opens6: "9:30", closes6: "12:00:00", opens2: "10:00", closes2: "11:00" });
    expect(parsed).toEqual({ ownHours: true, week: [null, { opens: "09:00", closes: "17:00" }, null, null, null, null, { opens: "09:30", closes: "12:00" }] });
  });

  it("asks for both times of a ticked day, and an end after the start", () => {
    const result = teamHoursSchema.safeParse({ hours: "own", day1: "on", opens1: "", closes1: "17:00", day3: "on", opens3: "17:00", closes3: "09:00", day5: "on", opens5: "12:00", closes5: "12:00", day0: "on", opens0: "25:00", closes0: "10:00" });
    expect(fieldErrors(result.error!)).toEqual({
      opens1: "Please enter when you start on Monday, like 09:00.",
      closes3: "Please enter an end after the start (17:00) on Wednesday.",
      closes5: "Please enter an end after the start (12:00) on Friday.",
      opens0: "Please enter when you start on Sunday, like 09:00.",
    });
  });

  it("asks which hours when neither is chosen", () => {
    expect(fieldErrors(teamHoursSchema.safeParse({}).error!)).toEqual({ hours: "Please choose the office's hours or your own." });
  });
});

describe("normalizeTime", () => {
  it("reads a time of day as typed or as a browser sends it", () => {
    expect(["9:05", "09:05", "09:05:00", "23:59", "00:00"].map(normalizeTime)).toEqual(["09:05", "09:05", "09:05", "23:59", "00:00"]);
    expect(["24:00", "9", "09:60", "09:05:30", "", "noon"].map(normalizeTime)).toEqual([null, null, null, null, null, null]);
  });
});
