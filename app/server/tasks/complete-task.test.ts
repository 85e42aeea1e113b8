import { describe, expect, it } from "vitest";
import { mayCompleteTask } from "./complete-task.ts";

describe("who may mark a task done", () => {
  it("its owner, or any admin; a staff member may not complete another's task, nor one nobody owns", () => {
    expect(mayCompleteTask({ id: "dana", role: "staff" }, "dana")).toBe(true);
    expect(mayCompleteTask({ id: "sam", role: "staff" }, "dana")).toBe(false);
    expect(mayCompleteTask({ id: "sam", role: "staff" }, null)).toBe(false);
    expect(mayCompleteTask({ id: "owner", role: "admin" }, "dana")).toBe(true);
    expect(mayCompleteTask({ id: "owner", role: "admin" }, null)).toBe(true);
  });
});
