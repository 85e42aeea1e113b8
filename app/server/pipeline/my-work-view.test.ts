import { describe, expect, it } from "vitest";
import { myWorkFocusOf } from "./my-work-view.ts";

describe("myWorkFocusOf: the group My work shows alone", () => {
  it("is none without a group", () => {
    expect(myWorkFocusOf(null, "staff")).toBeNull();
    expect(myWorkFocusOf("", "admin")).toBeNull();
  });

  it("names a lead group or a task list the person has", () => {
    expect(myWorkFocusOf("overdue", "staff")).toBe("overdue");
    expect(myWorkFocusOf("recently_changed", "staff")).toBe("recently_changed");
    expect(myWorkFocusOf("tasks", "staff")).toBe("tasks");
    expect(myWorkFocusOf("unassigned", "admin")).toBe("unassigned");
    expect(myWorkFocusOf("unassigned_tasks", "admin")).toBe("unassigned_tasks");
  });

  it("refuses the admins' groups to staff, and groups that have their own list or do not exist", () => {
    expect(myWorkFocusOf("unassigned", "staff")).toBe("unknown");
    expect(myWorkFocusOf("unassigned_tasks", "staff")).toBe("unknown");
    for (const other of ["renewals", "service_requests", "appointments", "signing", "OVERDUE", "overdue ", "__proto__", "constructor"]) {
      expect(myWorkFocusOf(other, "admin"), other).toBe("unknown");
    }
  });
});
