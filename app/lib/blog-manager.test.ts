import { describe, expect, it } from "vitest";
import { intentKeepingStatus } from "./blog-manager.ts";

describe("the editor's status-keeping button", () => {
  it("updates a published post, keeps a scheduled one scheduled, and saves anything else as a draft", () => {
    expect(intentKeepingStatus({ status: "published", scheduled_at: "2026-12-03T17:30:00.000Z" })).toBe("publish");
    expect(intentKeepingStatus({ status: "scheduled", scheduled_at: "2026-12-03T17:30:00.000Z" })).toBe("schedule");
    // A scheduled post without a time cannot be rescheduled as it is: Save as Draft is the safe default.
    expect(intentKeepingStatus({ status: "scheduled", scheduled_at: null })).toBe("draft");
    expect(intentKeepingStatus({ status: "draft", scheduled_at: null })).toBe("draft");
    expect(intentKeepingStatus(undefined)).toBe("draft");
  });
});
