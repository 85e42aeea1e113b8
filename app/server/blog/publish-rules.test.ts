import { describe, expect, it } from "vitest";
import { nextPublication, publishedWhenDue } from "./publish-rules.ts";

const now = new Date("2026-11-21T10:00:00.000Z");
const earlier = "2026-01-02T03:04:05.000Z";
const later = new Date("2026-11-22T18:30:00.000Z");
const draft = (published_at: string | null = null) => ({ status: "draft", published_at });

describe("publish rules (docs/product.md#posts)", () => {
  it("a new post saved as draft is a draft with no published_at", () => {
    expect(nextPublication(undefined, "draft", now)).toEqual({ status: "draft", published_at: null, scheduled_at: null });
  });
  it("publishing sets published_at to now when it is empty", () => {
    expect(nextPublication(undefined, "publish", now)).toEqual({ status: "published", published_at: now.toISOString(), scheduled_at: null });
    expect(nextPublication(draft(), "publish", now)).toMatchObject({ published_at: now.toISOString() });
  });
  it("updating a published post keeps it published and keeps published_at", () => {
    expect(nextPublication({ status: "published", published_at: earlier }, "publish", now)).toEqual({ status: "published", published_at: earlier, scheduled_at: null });
  });
  it("saving as draft leaves published_at unchanged", () => {
    expect(nextPublication({ status: "published", published_at: earlier }, "draft", now)).toEqual({ status: "draft", published_at: earlier, scheduled_at: null });
  });
  it("schedules an unpublished post for a time ahead, without a published_at", () => {
    expect(nextPublication(draft(), "schedule", now, later)).toEqual({ status: "scheduled", published_at: null, scheduled_at: later.toISOString() });
    expect(nextPublication(undefined, "schedule", now, later)).toMatchObject({ status: "scheduled" });
  });
  it("refuses a schedule that is not ahead of now, and scheduling a post that is live", () => {
    expect(nextPublication(draft(), "schedule", now, now)).toEqual({ refused: "schedule-in-past" });
    expect(nextPublication(draft(), "schedule", now, new Date(now.getTime() - 60_000))).toEqual({ refused: "schedule-in-past" });
    expect(nextPublication(draft(), "schedule", now, null)).toEqual({ refused: "schedule-in-past" });
    expect(nextPublication({ status: "published", published_at: earlier }, "schedule", now, later)).toEqual({ refused: "schedule-published" });
  });
  it("saving a scheduled post as draft takes it off the schedule (unschedule)", () => {
    expect(nextPublication({ status: "scheduled", published_at: null }, "draft", now)).toEqual({ status: "draft", published_at: null, scheduled_at: null });
  });
  it("a due scheduled post is published and dated by its schedule, or keeps an earlier published_at", () => {
    expect(publishedWhenDue({ published_at: null, scheduled_at: later.toISOString() })).toEqual({ status: "published", published_at: later.toISOString(), scheduled_at: later.toISOString() });
    expect(publishedWhenDue({ published_at: earlier, scheduled_at: later.toISOString() }).published_at).toBe(earlier);
  });
});
