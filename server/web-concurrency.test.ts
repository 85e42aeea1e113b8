import { describe, expect, it } from "vitest";
import { webConcurrency } from "./web-concurrency.ts";

describe("the number of HTTP workers", () => {
  it("is one per core unless WEB_CONCURRENCY says otherwise", () => {
    expect(webConcurrency(undefined, 2)).toBe(2);
    expect(webConcurrency("", 4)).toBe(4);
    expect(webConcurrency("auto", 8)).toBe(8);
    expect(webConcurrency("1", 8)).toBe(1);
    expect(webConcurrency(" 3 ", 2)).toBe(3);
  });

  it("refuses a value that is not a sensible count, naming it", () => {
    for (const bad of ["0", "-1", "two", "1.5", "65"]) expect(() => webConcurrency(bad, 2), bad).toThrow(/WEB_CONCURRENCY must be a whole number from 1 to 64/);
  });
});
