import { describe, expect, it } from "vitest";
import { digestDay, isDigestDue } from "./digest-schedule.ts";

const at = (iso: string) => new Date(iso);

describe("isDigestDue", () => {
  it("is due from the set Las Vegas time on a weekday, not a minute before (winter, UTC-8)", () => {
    // Monday 2026-11-23: 08:00 in Las Vegas is 16:00 UTC.
    expect(isDigestDue(at("2026-11-23T15:59:00Z"), "08:00")).toBe(false);
    expect(isDigestDue(at("2026-11-23T16:00:00Z"), "08:00")).toBe(true);
    expect(isDigestDue(at("2026-11-23T22:00:00Z"), "08:00")).toBe(true);
  });

  it("follows daylight saving: 08:00 is 15:00 UTC in summer", () => {
    expect(isDigestDue(at("2026-06-15T14:59:00Z"), "08:00")).toBe(false);
    expect(isDigestDue(at("2026-06-15T15:00:00Z"), "08:00")).toBe(true);
  });

  it("moves with the clock change: the Friday before and the Monday after daylight saving starts", () => {
    // Friday 2026-03-06 is still PST (UTC-8); Monday 2026-03-09 is PDT (UTC-7).
    expect(isDigestDue(at("2026-03-06T15:30:00Z"), "08:00")).toBe(false);
    expect(isDigestDue(at("2026-03-06T16:00:00Z"), "08:00")).toBe(true);
    expect(isDigestDue(at("2026-03-09T14:59:00Z"), "08:00")).toBe(false);
    expect(isDigestDue(at("2026-03-09T15:00:00Z"), "08:00")).toBe(true);
    // And the Monday after it ends (2026-11-01): back to UTC-8.
    expect(isDigestDue(at("2026-11-02T15:30:00Z"), "08:00")).toBe(false);
    expect(isDigestDue(at("2026-11-02T16:00:00Z"), "08:00")).toBe(true);
  });

  it("is never due on a Las Vegas weekend, whatever the UTC day", () => {
    expect(isDigestDue(at("2026-11-21T16:00:00Z"), "08:00")).toBe(false); // Saturday 08:00
    expect(isDigestDue(at("2026-11-22T20:00:00Z"), "08:00")).toBe(false); // Sunday noon
    // Sunday 17:00 in Las Vegas is already Monday in UTC.
    expect(isDigestDue(at("2026-11-24T01:00:00Z"), "08:00")).toBe(true); // Monday 17:00
    expect(isDigestDue(at("2026-11-23T01:00:00Z"), "08:00")).toBe(false); // Sunday 17:00
    // Friday 23:30 in Las Vegas is Saturday in UTC, and still Friday's digest.
    expect(isDigestDue(at("2026-11-28T07:30:00Z"), "08:00")).toBe(true);
  });

  it("uses the configured time", () => {
    expect(isDigestDue(at("2026-11-23T16:00:00Z"), "09:30")).toBe(false); // 08:00
    expect(isDigestDue(at("2026-11-23T17:30:00Z"), "09:30")).toBe(true); // 09:30
    expect(isDigestDue(at("2026-11-23T08:00:00Z"), "00:00")).toBe(true); // 00:00 Monday
  });
});

describe("digestDay", () => {
  it("is the Las Vegas date (one digest per person per Las Vegas day)", () => {
    expect(digestDay(at("2026-11-24T07:30:00Z"))).toBe("2026-11-23"); // 23:30 on Monday in Las Vegas
    expect(digestDay(at("2026-11-24T08:00:00Z"))).toBe("2026-11-24");
  });
});
