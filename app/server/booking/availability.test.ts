import { describe, expect, it } from "vitest";
import { defaultAgency } from "../../config/agency.ts";
import { fromLasVegas } from "../../lib/las-vegas-time.ts";
import { daySlots, nearestSlots, officeWeek, type MemberAvailability, type SlotRules, type WeeklyHours } from "./availability.ts";

const office = officeWeek(defaultAgency.openingHours); // Mon–Fri 8–18, Sat 9–14, Sun closed
const quoteCall: SlotRules = { durationMinutes: 15, bufferMinutes: 10, minNoticeMinutes: 120, horizonDays: 30 };
const review: SlotRules = { durationMinutes: 30, bufferMinutes: 0, minNoticeMinutes: 0, horizonDays: 30 };
/** Tuesday 1 December 2026, 10 pm in Las Vegas. */
const TUESDAY_10PM = new Date("2026-12-02T06:00:00.000Z");
const at = (date: string, time: string) => fromLasVegas(date, time)!.getTime();

function member(userId: string, hours: WeeklyHours = office, extra: Partial<MemberAvailability> = {}): MemberAvailability {
  return { userId, hours, bookings: [], timeOff: [], ...extra };
}

const mornings: WeeklyHours = [null, { opens: "09:00", closes: "12:00" }, { opens: "09:00", closes: "12:00" }, { opens: "09:00", closes: "12:00" }, null, null, null];

describe("free slots", () => {
  it("offers a member's hours on the step, ending by closing time, in Las Vegas time", () => {
    const slots = daySlots({ date: "2026-12-02", rules: quoteCall, office, officeClosed: [], members: [member("ana", mornings)], now: TUESDAY_10PM });
    expect(slots[0]!.time).toBe("09:00");
    expect(slots.at(-1)!.time).toBe("11:45");
    expect(slots).toHaveLength(12);
    // 09:30 on Wednesday 2 December is 17:30 UTC (PST).
    expect(slots.find((s) => s.time === "09:30")!.startsAt.toISOString()).toBe("2026-12-02T17:30:00.000Z");
  });

  it("is bounded by the office's hours, and closed when the member or the office is off", () => {
    const early: WeeklyHours = office.map((day) => (day ? { opens: "06:00", closes: "20:00" } : null));
    const slots = daySlots({ date: "2026-12-02", rules: review, office, officeClosed: [], members: [member("ana", early)], now: TUESDAY_10PM });
    expect(slots[0]!.time).toBe("08:00");
    expect(slots.at(-1)!.time).toBe("17:30");
    // Thursday is not one of her days; Sunday the office is closed.
    expect(daySlots({ date: "2026-12-03", rules: review, office, officeClosed: [], members: [member("ana", mornings)], now: TUESDAY_10PM })).toEqual([]);
    expect(daySlots({ date: "2026-12-06", rules: review, office, officeClosed: [], members: [member("ana", early)], now: TUESDAY_10PM })).toEqual([]);
  });

  it("keeps a day off, an office closure and another booking with its buffer free", () => {
    const dayOff = { start: at("2026-12-02", "00:00"), end: at("2026-12-03", "00:00") };
    expect(daySlots({ date: "2026-12-02", rules: quoteCall, office, officeClosed: [], members: [member("ana", mornings, { timeOff: [dayOff] })], now: TUESDAY_10PM })).toEqual([]);
    expect(daySlots({ date: "2026-12-02", rules: quoteCall, office, officeClosed: [dayOff], members: [member("ana", mornings)], now: TUESDAY_10PM })).toEqual([]);

    // A 09:30 call with its 10-minute buffer (booked until 09:55): 09:15 would run into it, 09:45 starts inside it.
    const booked = { start: at("2026-12-02", "09:30"), end: at("2026-12-02", "09:55") };
    const times = daySlots({ date: "2026-12-02", rules: quoteCall, office, officeClosed: [], members: [member("ana", mornings, { bookings: [booked] })], now: TUESDAY_10PM }).map((s) => s.time);
    expect(times.slice(0, 3)).toEqual(["09:00", "10:00", "10:15"]);
  });

  it("asks for the minimum notice and stops at the horizon", () => {
    // Wednesday 08:30 Las Vegas: two hours' notice leaves 10:30 as the first time.
    const now = new Date(at("2026-12-02", "08:30"));
    expect(daySlots({ date: "2026-12-02", rules: quoteCall, office, officeClosed: [], members: [member("ana", mornings)], now })[0]!.time).toBe("10:30");
    const short = { ...quoteCall, horizonDays: 1 };
    expect(daySlots({ date: "2026-12-03", rules: short, office, officeClosed: [], members: [member("ana")], now: TUESDAY_10PM })).toEqual([]);
    expect(daySlots({ date: "2026-12-02", rules: short, office, officeClosed: [], members: [member("ana")], now: TUESDAY_10PM }).length).toBeGreaterThan(0);
    expect(daySlots({ date: "2026-12-01", rules: quoteCall, office, officeClosed: [], members: [member("ana")], now: TUESDAY_10PM })).toEqual([]);
  });

  it("lists every member free at a time, and a time stays free while one is", () => {
    const booked = { start: at("2026-12-02", "09:00"), end: at("2026-12-02", "09:25") };
    const slots = daySlots({ date: "2026-12-02", rules: quoteCall, office, officeClosed: [], members: [member("ana", mornings, { bookings: [booked] }), member("ben", mornings)], now: TUESDAY_10PM });
    expect(slots.find((s) => s.time === "09:00")!.userIds).toEqual(["ben"]);
    expect(slots.find((s) => s.time === "10:00")!.userIds).toEqual(["ana", "ben"]);
  });

  it("counts the hours of a day when the clocks change by the wall clock", () => {
    // Sunday 8 March 2026 (spring forward) with Sunday hours: 9:00 is 16:00 UTC (PDT), not 17:00.
    const sundays: WeeklyHours = [{ opens: "09:00", closes: "10:00" }, null, null, null, null, null, null];
    const openSunday: WeeklyHours = [{ opens: "00:00", closes: "23:00" }, ...office.slice(1)];
    const slots = daySlots({ date: "2026-03-08", rules: review, office: openSunday, officeClosed: [], members: [member("ana", sundays)], now: new Date("2026-03-01T00:00:00Z") });
    expect(slots.map((s) => s.startsAt.toISOString())).toEqual(["2026-03-08T16:00:00.000Z", "2026-03-08T16:30:00.000Z"]);
    // 02:00–03:00 does not exist that night: no slot is offered in it.
    const night: WeeklyHours = [{ opens: "01:00", closes: "04:00" }, null, null, null, null, null, null];
    const nightSlots = daySlots({ date: "2026-03-08", rules: review, office: openSunday, officeClosed: [], members: [member("ana", night)], now: new Date("2026-03-01T00:00:00Z") });
    expect(nightSlots.map((s) => s.time)).toEqual(["01:00", "01:30", "03:00", "03:30"]);
  });

  it("offers the nearest free times around a taken one, in time order", () => {
    const slots = daySlots({ date: "2026-12-02", rules: quoteCall, office, officeClosed: [], members: [member("ana", mornings)], now: TUESDAY_10PM });
    const nearest = nearestSlots(slots.filter((s) => s.time !== "10:00"), new Date(at("2026-12-02", "10:00")));
    // 09:30 and 10:30 are as near: the earlier one comes first.
    expect(nearest.map((s) => s.time)).toEqual(["09:30", "09:45", "10:15"]);
  });
});
