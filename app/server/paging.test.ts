import { describe, expect, it } from "vitest";
import { clampPage } from "./paging.ts";

describe("clampPage", () => {
  it("counts the pages the rows fill", () => {
    expect(clampPage(30, 1, 12)).toEqual({ page: 1, pageCount: 3 });
    expect(clampPage(30, 3, 12)).toEqual({ page: 3, pageCount: 3 });
    expect(clampPage(24, 2, 12)).toEqual({ page: 2, pageCount: 2 });
    expect(clampPage(25, 1, 25)).toEqual({ page: 1, pageCount: 1 });
    expect(clampPage(26, 2, 25)).toEqual({ page: 2, pageCount: 2 });
  });
  it("shows the last page for a page past the end, and page 1 for nonsense", () => {
    expect(clampPage(30, 99, 12).page).toBe(3);
    expect(clampPage(30, Number.POSITIVE_INFINITY, 12).page).toBe(3);
    expect(clampPage(30, 0, 12).page).toBe(1);
    expect(clampPage(30, -4, 12).page).toBe(1);
    expect(clampPage(30, Number.NaN, 12).page).toBe(1);
    expect(clampPage(30, 2.7, 12).page).toBe(2);
  });
  it("has one empty page for no rows", () => {
    expect(clampPage(0, 1, 12)).toEqual({ page: 1, pageCount: 1 });
    expect(clampPage(0, 5, 12)).toEqual({ page: 1, pageCount: 1 });
  });
});
