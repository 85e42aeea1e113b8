import { describe, expect, it } from "vitest";
import { taskDueDateText, taskDueState, taskDueText, taskSourceLabel } from "./tasks.ts";

describe("a task's due date", () => {
  const today = "2026-06-15";

  it("is overdue before today, due today on the day, upcoming after (Las Vegas calendar days)", () => {
    expect(taskDueState("2026-06-14", today)).toBe("overdue");
    expect(taskDueState("2025-12-31", today)).toBe("overdue");
    expect(taskDueState("2026-06-15", today)).toBe("today");
    expect(taskDueState("2026-06-16", today)).toBe("upcoming");
  });

  it("is said in words, overdue ones with how long ago, the year only when it is not this year's", () => {
    expect(taskDueText("2026-06-14", today)).toBe("Overdue: was due Sunday, June 14 (yesterday)");
    expect(taskDueText("2026-06-08", today)).toBe("Overdue: was due Monday, June 8 (7 days ago)");
    expect(taskDueText("2025-12-31", today)).toBe("Overdue: was due Wednesday, December 31, 2025 (166 days ago)");
    expect(taskDueText("2026-06-15", today)).toBe("Due today");
    expect(taskDueText("2026-06-16", today)).toBe("Due tomorrow, Tuesday, June 16");
    expect(taskDueText("2026-06-19", today)).toBe("Due Friday, June 19");
    // Beside My work's "Overdue" badge the date is said without repeating it.
    expect(taskDueDateText("2026-06-08", today)).toBe("Was due Monday, June 8 (7 days ago)");
    expect(taskDueDateText("2026-06-19", today)).toBe("Due Friday, June 19");
  });

  it("names where the task came from", () => {
    expect(taskSourceLabel("campaign")).toBe("From a campaign");
    expect(taskSourceLabel("survey")).toBe("From a survey answer");
  });
});
