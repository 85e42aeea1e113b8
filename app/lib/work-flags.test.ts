import { describe, expect, it } from "vitest";
import { followUpState, isNotContactedInTime, lasVegasDayBounds, speedToLeadCutoff, type SpeedToLeadFacts } from "./work-flags.ts";

const at = (iso: string) => new Date(iso);
const MS = 1;
const HOUR = 3_600_000;

describe("the Las Vegas day", () => {
  it("runs from midnight to midnight in Las Vegas time (UTC-7 in summer, UTC-8 in winter)", () => {
    expect(lasVegasDayBounds(at("2026-06-15T18:00:00Z"))).toEqual({ start: at("2026-06-15T07:00:00Z"), end: at("2026-06-16T07:00:00Z") });
    expect(lasVegasDayBounds(at("2026-01-15T18:00:00Z"))).toEqual({ start: at("2026-01-15T08:00:00Z"), end: at("2026-01-16T08:00:00Z") });
  });

  it("is the Las Vegas date, not the UTC one, in the evening", () => {
    // 2026-06-15 at 21:30 in Las Vegas is already the 16th in UTC.
    expect(lasVegasDayBounds(at("2026-06-16T04:30:00Z")).start).toEqual(at("2026-06-15T07:00:00Z"));
  });

  it("lasts 23 hours when daylight saving starts and 25 when it ends", () => {
    const spring = lasVegasDayBounds(at("2026-03-08T12:00:00Z"));
    expect(spring).toEqual({ start: at("2026-03-08T08:00:00Z"), end: at("2026-03-09T07:00:00Z") });
    expect(spring.end.getTime() - spring.start.getTime()).toBe(23 * HOUR);
    const autumn = lasVegasDayBounds(at("2026-11-01T12:00:00Z"));
    expect(autumn).toEqual({ start: at("2026-11-01T07:00:00Z"), end: at("2026-11-02T08:00:00Z") });
    expect(autumn.end.getTime() - autumn.start.getTime()).toBe(25 * HOUR);
  });
});

describe("followUpState", () => {
  const now = at("2026-06-15T18:00:00Z"); // 11:00 in Las Vegas

  it("is null without a follow-up", () => {
    expect(followUpState(null, now)).toBeNull();
    expect(followUpState(undefined, now)).toBeNull();
  });

  it("is overdue once its time has passed, even earlier the same day", () => {
    expect(followUpState(new Date(now.getTime() - MS), now)).toBe("overdue");
    expect(followUpState("2026-06-15T15:00:00.000Z", now)).toBe("overdue"); // 08:00 today
    expect(followUpState("2026-05-01T15:00:00.000Z", now)).toBe("overdue");
  });

  it("is due today from now until midnight in Las Vegas", () => {
    expect(followUpState(now, now)).toBe("due_today");
    expect(followUpState("2026-06-16T06:59:59.999Z", now)).toBe("due_today"); // 23:59:59.999
    expect(followUpState("2026-06-16T07:00:00.000Z", now)).toBe("later"); // tomorrow 00:00
  });

  it("moves to the next day at Las Vegas midnight across the start of daylight saving", () => {
    const lastSecondOfSaturday = at("2026-03-08T07:59:59Z"); // Sat 7 March 23:59:59 PST
    expect(followUpState("2026-03-08T07:59:59.500Z", lastSecondOfSaturday)).toBe("due_today");
    expect(followUpState("2026-03-08T08:00:00.000Z", lastSecondOfSaturday)).toBe("later"); // Sun 00:00 PST
    const sundayMidnight = at("2026-03-08T08:00:00Z");
    expect(followUpState("2026-03-09T06:59:00.000Z", sundayMidnight)).toBe("due_today"); // Sun 23:59 PDT
    expect(followUpState("2026-03-09T07:00:00.000Z", sundayMidnight)).toBe("later"); // Mon 00:00 PDT
  });

  it("keeps the repeated hour inside the day when daylight saving ends", () => {
    const sundayNoon = at("2026-11-01T20:00:00Z"); // Sun 1 November 12:00 PST
    expect(followUpState("2026-11-02T07:59:00.000Z", sundayNoon)).toBe("due_today"); // Sun 23:59 PST
    expect(followUpState("2026-11-02T08:00:00.000Z", sundayNoon)).toBe("later");
  });
});

describe("isNotContactedInTime", () => {
  const now = at("2026-06-15T18:00:00Z");
  const quote = (overrides: Partial<SpeedToLeadFacts> = {}): SpeedToLeadFacts => ({
    form: "quotes",
    status: "new",
    createdAt: new Date(now.getTime() - 25 * HOUR).toISOString(),
    firstContactAt: null,
    ...overrides,
  });

  it("flags a quote still new and not contacted just over 24 hours after it arrived, not just under", () => {
    expect(speedToLeadCutoff(now)).toEqual(new Date(now.getTime() - 24 * HOUR));
    expect(isNotContactedInTime(quote({ createdAt: new Date(now.getTime() - 24 * HOUR - MS).toISOString() }), now)).toBe(true);
    expect(isNotContactedInTime(quote({ createdAt: new Date(now.getTime() - 24 * HOUR).toISOString() }), now)).toBe(false);
    expect(isNotContactedInTime(quote({ createdAt: new Date(now.getTime() - 24 * HOUR + MS).toISOString() }), now)).toBe(false);
  });

  it("counts 24 hours, not a calendar day, across a daylight-saving change", () => {
    const mondayMorning = at("2026-03-09T16:00:00Z"); // Mon 09:00 PDT
    const sundayMorning = "2026-03-08T17:00:00.000Z"; // Sun 10:00 PDT: 23 hours earlier, "yesterday" by the calendar
    expect(isNotContactedInTime(quote({ createdAt: sundayMorning }), mondayMorning)).toBe(false);
    expect(isNotContactedInTime(quote({ createdAt: "2026-03-08T15:59:59.000Z" }), mondayMorning)).toBe(true);
  });

  it("flags pay-per-mile quotes too, but never claims or job applications", () => {
    expect(isNotContactedInTime(quote({ form: "pay-per-mile" }), now)).toBe(true);
    expect(isNotContactedInTime(quote({ form: "claims", status: "received" }), now)).toBe(false);
    expect(isNotContactedInTime(quote({ form: "applications" }), now)).toBe(false);
  });

  it("stops once the record left its first stage or a contact was logged", () => {
    expect(isNotContactedInTime(quote({ status: "contacted" }), now)).toBe(false);
    expect(isNotContactedInTime(quote({ status: "spam" }), now)).toBe(false);
    expect(isNotContactedInTime(quote({ firstContactAt: "2026-06-14T20:00:00.000Z" }), now)).toBe(false);
  });
});
