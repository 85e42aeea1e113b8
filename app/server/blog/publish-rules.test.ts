import { describe, expect, it } from "vitest";
import { nextPublication } from "./publish-rules.ts";

const now = new Date("2026-11-21T10:00:00.000Z");
const earlier = "2026-01-02T03:04:05.000Z";

describe("publish rules (docs/product.md#posts)", () => {
  it("a new post saved as draft is a draft with no published_at", () => {
    expect(nextPublication(undefined, "draft", now)).toEqual({ status: "draft", published_at: null });
  });
  it("publishing sets published_at to now when it is empty", () => {
    expect(nextPublication(undefined, "publish", now)).toEqual({ status: "published", published_at: now.toISOString() });
    expect(nextPublication({ published_at: null }, "publish", now).published_at).toBe(now.toISOString());
  });
  it("updating a published post keeps it published and keeps published_at", () => {
    expect(nextPublication({ published_at: earlier }, "publish", now)).toEqual({ status: "published", published_at: earlier });
  });
  it("saving as draft leaves published_at unchanged", () => {
    expect(nextPublication({ published_at: earlier }, "draft", now)).toEqual({ status: "draft", published_at: earlier });
  });
});
