import { describe, expect, it } from "vitest";
import { extendedDueAt, formatPrivacyReference, privacyDueAt, privacyDueState, privacyDueText } from "./privacy-requests.ts";

const DAY = 86_400_000;
const at = (iso: string) => new Date(iso);

describe("privacy request due dates", () => {
  it("owes an answer 60 days after the request, and 30 more after the one extension", () => {
    const received = at("2026-03-02T17:00:00Z");
    expect(privacyDueAt(received).toISOString()).toBe("2026-05-01T17:00:00.000Z");
    expect(extendedDueAt(privacyDueAt(received)).toISOString()).toBe("2026-05-31T17:00:00.000Z");
  });

  it("counts the days left rounded up, warns under a week, and says how late an overdue one is", () => {
    const due = at("2026-05-01T17:00:00Z");
    const open = { status: "in_progress", dueAt: due.toISOString() };
    const before = (ms: number) => privacyDueState(open, new Date(due.getTime() - ms));
    expect(before(27.9 * DAY)).toEqual({ kind: "on-time", days: 28 });
    expect(before(7 * DAY)).toEqual({ kind: "on-time", days: 7 });
    expect(before(6.5 * DAY)).toEqual({ kind: "due-soon", days: 7 });
    expect(before(6 * DAY)).toEqual({ kind: "due-soon", days: 6 });
    expect(before(3 * 3_600_000)).toEqual({ kind: "due-soon", days: 0 });
    expect(privacyDueText(before(3 * 3_600_000))).toBe("Due today");
    expect(privacyDueText(before(DAY + 1))).toBe("2 days left");
    expect(privacyDueState(open, new Date(due.getTime() + 60_000))).toEqual({ kind: "overdue", days: 1 });
    expect(privacyDueText(privacyDueState(open, new Date(due.getTime() + 2.5 * DAY)))).toBe("Overdue by 2 days");
    expect(privacyDueText(privacyDueState(open, new Date(due.getTime() + 1.2 * DAY)))).toBe("Overdue by 1 day");
  });

  it("treats an answered or declined request as closed, however late it is now", () => {
    for (const status of ["answered", "declined"]) {
      expect(privacyDueState({ status, dueAt: "2020-01-01T00:00:00Z" }, at("2026-01-01T00:00:00Z"))).toEqual({ kind: "closed" });
    }
  });

  it("formats references with the year and a four-digit sequence", () => {
    expect(formatPrivacyReference(2026, 7)).toBe("PRV-2026-0007");
    expect(formatPrivacyReference(2026, 12345)).toBe("PRV-2026-12345");
  });
});
