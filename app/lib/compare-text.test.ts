import { describe, expect, it } from "vitest";
import { compareText } from "./compare-text.ts";

describe("compareText", () => {
  it("orders ISO instants in time order, by code units rather than locale, and ties as equal", () => {
    const instants = ["2026-12-05T10:00:00.000Z", "2026-01-31T23:59:59.999Z", "2026-12-05T09:59:59.999Z"];
    expect([...instants].sort(compareText)).toEqual(["2026-01-31T23:59:59.999Z", "2026-12-05T09:59:59.999Z", "2026-12-05T10:00:00.000Z"]);
    expect([...instants].sort((a, b) => compareText(b, a))[0]).toBe("2026-12-05T10:00:00.000Z");
    expect(compareText("Z", "a")).toBe(-1);
    expect(compareText("2026-06-01", "2026-06-01")).toBe(0);
  });
});
