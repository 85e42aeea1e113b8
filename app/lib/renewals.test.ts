import { describe, expect, it } from "vitest";
import { addDays, dateInWords, daysBetween, daysLeftText, isCalendarDate, isReminderDue, isReminderSentForTerm, parseRenewalWindow } from "./renewals.ts";

describe("renewal windows", () => {
  it("reads 30, 60 or 90 from the URL and anything else as 30", () => {
    expect(["30", "60", "90"].map(parseRenewalWindow)).toEqual([30, 60, 90]);
    expect([null, "", "45", "abc", "90.0x", "-30"].map(parseRenewalWindow)).toEqual([30, 30, 30, 30, 30, 30]);
  });
});

describe("calendar days", () => {
  it("adds days across months, years and leap days, without time zones", () => {
    expect(addDays("2026-01-31", 1)).toBe("2026-02-01");
    expect(addDays("2026-12-15", 30)).toBe("2027-01-14");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-03-08", 1)).toBe("2026-03-09"); // the night clocks change
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(daysBetween("2026-06-15", "2026-07-15")).toBe(30);
    expect(daysBetween("2026-06-15", "2026-06-14")).toBe(-1);
  });

  it("refuses what is not a calendar date", () => {
    expect(isCalendarDate("2026-02-30")).toBe(false);
    expect(isCalendarDate("2026-2-3")).toBe(false);
    expect(isCalendarDate("2026-02-28")).toBe(true);
    expect(() => addDays("not a date", 1)).toThrow(RangeError);
  });

  it("words a date as the email does, on the calendar day given", () => {
    expect(dateInWords("2027-03-03")).toBe("Wednesday, March 3, 2027");
    expect([0, 1, 12, -2].map(daysLeftText)).toEqual(["today", "tomorrow", "in 12 days", "today"]);
  });
});

describe("a reminder per term", () => {
  const today = "2026-06-15";
  const policy = (extra: Partial<{ status: string; expirationDate: string; remindedFor: string | null }> = {}) => ({
    status: "active",
    expirationDate: "2026-07-20",
    remindedFor: null,
    ...extra,
  });

  it("is sent for a term when it was queued for that expiration date", () => {
    expect(isReminderSentForTerm(null, "2026-07-20")).toBe(false);
    expect(isReminderSentForTerm("2026-07-20", "2026-07-20")).toBe(true);
    // Renewed: the new term's date differs, so its reminder is still to send.
    expect(isReminderSentForTerm("2026-07-20", "2027-07-20")).toBe(false);
  });

  it("is due for an active policy expiring within the days set, today and the last day included", () => {
    expect(isReminderDue(policy(), today, 45)).toBe(true);
    expect(isReminderDue(policy({ expirationDate: "2026-07-30" }), today, 45)).toBe(true); // day 45
    expect(isReminderDue(policy({ expirationDate: "2026-07-31" }), today, 45)).toBe(false); // day 46
    expect(isReminderDue(policy({ expirationDate: today }), today, 45)).toBe(true);
    expect(isReminderDue(policy({ expirationDate: "2026-06-14" }), today, 45)).toBe(false); // already expired
  });

  it("is not due for a pending, cancelled or expired policy, nor twice for one term", () => {
    for (const status of ["pending", "cancelled", "expired"]) expect(isReminderDue(policy({ status }), today, 45)).toBe(false);
    expect(isReminderDue(policy({ remindedFor: "2026-07-20" }), today, 45)).toBe(false);
    expect(isReminderDue(policy({ remindedFor: "2025-07-20" }), today, 45)).toBe(true);
  });
});
