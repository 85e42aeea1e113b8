import { describe, expect, it } from "vitest";
import { paginate } from "./blog-index.ts";

describe("paginate", () => {
  const items = Array.from({ length: 30 }, (_, i) => i);
  it("splits into pages of 12", () => {
    expect(paginate(items, 1)).toMatchObject({ page: 1, pages: 3, items: items.slice(0, 12) });
    expect(paginate(items, 3).items).toEqual(items.slice(24));
  });
  it("clamps pages out of range and nonsense", () => {
    expect(paginate(items, 99).page).toBe(3);
    expect(paginate(items, 0).page).toBe(1);
    expect(paginate(items, Number.NaN).page).toBe(1);
    expect(paginate([], 1)).toEqual({ items: [], page: 1, pages: 1 });
  });
});
