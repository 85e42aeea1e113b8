import { describe, expect, it } from "vitest";
import type { Slot } from "./availability.ts";
import { otherTimesThan } from "./schedules.ts";

const slot = (iso: string): Slot => ({ startsAt: new Date(iso), date: iso.slice(0, 10), time: iso.slice(11, 16), userIds: ["u1"] });

describe("otherTimesThan", () => {
  const booked = new Date("2026-12-03T23:30:00.000Z");
  const bookable = {
    days: [
      { date: "2026-12-03", free: 1 },
      { date: "2026-12-04", free: 2 },
      { date: "2026-12-05", free: 0 },
    ],
    slotsByDate: new Map([
      ["2026-12-03", [slot("2026-12-03T23:30:00.000Z")]],
      ["2026-12-04", [slot("2026-12-04T17:00:00.000Z"), slot("2026-12-04T17:30:00.000Z")]],
      ["2026-12-05", []],
    ]),
  };

  it("leaves the booking's own time out, and a day whose only free time it was counts as full", () => {
    const others = otherTimesThan(booked, bookable);
    expect(others.days).toEqual([
      { date: "2026-12-03", free: 0 },
      { date: "2026-12-04", free: 2 },
      { date: "2026-12-05", free: 0 },
    ]);
    expect(others.slotsByDate.get("2026-12-03")).toEqual([]);
    expect(others.slotsByDate.get("2026-12-04")!.map((s) => s.time)).toEqual(["17:00", "17:30"]);
  });

  it("keeps every time of a day the booking is not on", () => {
    const others = otherTimesThan(new Date("2026-12-04T17:00:00.000Z"), bookable);
    expect(others.days.map((d) => d.free)).toEqual([1, 1, 0]);
    expect(others.slotsByDate.get("2026-12-04")!.map((s) => s.time)).toEqual(["17:30"]);
  });

  it("does not change what it was given", () => {
    otherTimesThan(booked, bookable);
    expect(bookable.days[0]!.free).toBe(1);
    expect(bookable.slotsByDate.get("2026-12-03")).toHaveLength(1);
  });
});
