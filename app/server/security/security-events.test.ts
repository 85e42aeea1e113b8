import { describe, expect, it } from "vitest";
import { describeSecurityEvent, noticeDecision, NOTICE_WINDOW_MS } from "./security-events.ts";
import { FAILURE_BURST, isBurst } from "./sign-in-failures.ts";

const now = new Date("2026-03-02T18:00:00.000Z");
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe("noticeDecision (at most one email per kind an hour)", () => {
  it("sends the first email of a kind", () => {
    expect(noticeDecision(undefined, now)).toEqual({ send: true, folded: 0 });
    expect(noticeDecision({ lastSentAt: null, folded: 0 }, now)).toEqual({ send: true, folded: 0 });
  });

  it("folds events within the hour after an email", () => {
    expect(noticeDecision({ lastSentAt: ago(60_000), folded: 0 }, now)).toEqual({ send: false });
    expect(noticeDecision({ lastSentAt: ago(NOTICE_WINDOW_MS - 1), folded: 7 }, now)).toEqual({ send: false });
  });

  it("sends again once the hour is over, with the count of what was folded", () => {
    expect(noticeDecision({ lastSentAt: ago(NOTICE_WINDOW_MS), folded: 7 }, now)).toEqual({ send: true, folded: 7 });
    expect(noticeDecision({ lastSentAt: ago(3 * NOTICE_WINDOW_MS), folded: 0 }, now)).toEqual({ send: true, folded: 0 });
  });
});

describe("failed sign-in bursts", () => {
  it("are reported once per window, at the 10th failure", () => {
    expect(FAILURE_BURST).toBe(10);
    expect([1, 9, 10, 11, 30].map(isBurst)).toEqual([false, false, true, false, false]);
  });
});

describe("describeSecurityEvent", () => {
  const account = { id: "u1", email: "dana@example.com" };
  const by = { id: "a1", email: "owner@example.com" };
  it("says what happened, to whom and by whom", () => {
    expect(describeSecurityEvent({ kind: "sign-in-failures", scope: "account", account, failures: 10, windowMinutes: 15 })).toBe(
      "10 failed sign-ins within 15 minutes for dana@example.com.",
    );
    expect(describeSecurityEvent({ kind: "sign-in-failures", scope: "account", account: null, failures: 10, windowMinutes: 15 })).toContain("an address with no account");
    expect(describeSecurityEvent({ kind: "sign-in-failures", scope: "address", address: "203.0.113.9", failures: 10, windowMinutes: 15 })).toContain("from the address 203.0.113.9");
    expect(describeSecurityEvent({ kind: "admin-granted", account, from: "staff", by, how: "back office" })).toBe(
      "dana@example.com is now an administrator (was Staff), through the back office, by owner@example.com.",
    );
    expect(describeSecurityEvent({ kind: "role-changed", account, from: "admin", to: "customer", by })).toBe("dana@example.com: Admin → Customer, by owner@example.com.");
    expect(describeSecurityEvent({ kind: "account-disabled", account, by })).toContain("disabled and signed out everywhere");
  });
});
