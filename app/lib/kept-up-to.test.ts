import { describe, expect, it } from "vitest";
import { keptUpTo } from "./kept-up-to.ts";

describe("keptUpTo", () => {
  it("works a key's value out once, null included, and again after the limit emptied it", () => {
    const asked: string[] = [];
    const keep = keptUpTo<string, number | null>(2);
    const value = (key: string) => keep(key, () => (asked.push(key), key === "none" ? null : key.length));
    expect([value("a"), value("a"), value("none"), value("none")]).toEqual([1, 1, null, null]);
    expect(asked).toEqual(["a", "none"]);
    // A third key finds it full: everything kept is dropped, then the new key kept.
    expect(value("abc")).toBe(3);
    expect(value("a")).toBe(1);
    expect(asked).toEqual(["a", "none", "abc", "a"]);
  });
});
