import { describe, expect, it } from "vitest";
import { pageWindow } from "./blog-index.ts";

describe("pageWindow", () => {
  it("counts pages of 12", () => {
    expect(pageWindow(30, 1)).toEqual({ page: 1, pages: 3 });
    expect(pageWindow(30, 3)).toEqual({ page: 3, pages: 3 });
    expect(pageWindow(24, 2)).toEqual({ page: 2, pages: 2 });
  });
  it("clamps pages out of range and nonsense", () => {
    expect(pageWindow(30, 99).page).toBe(3);
    expect(pageWindow(30, 0).page).toBe(1);
    expect(pageWindow(30, Number.NaN).page).toBe(1);
    expect(pageWindow(30, 2.7).page).toBe(2);
    expect(pageWindow(0, 1)).toEqual({ page: 1, pages: 1 });
  });
});
