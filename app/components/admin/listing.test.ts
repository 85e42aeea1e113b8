import { describe, expect, it } from "vitest";
import { hrefWith, pageWindow } from "./listing.tsx";

describe("hrefWith", () => {
  it("keeps only the parameters that have a value", () => {
    expect(hrefWith("/admin/inbox/quotes", { status: "new", q: "", page: 2, x: null })).toBe("/admin/inbox/quotes?status=new&page=2");
    expect(hrefWith("/admin/users", {})).toBe("/admin/users");
    expect(hrefWith("/a", { q: "jane & bob" })).toBe("/a?q=jane+%26+bob");
  });
});

describe("pageWindow", () => {
  it("offers the first, the last and the pages near the current one", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 10)).toEqual([1, "gap", 3, 4, 5, 6, 7, "gap", 10]);
    expect(pageWindow(10, 10)).toEqual([1, "gap", 8, 9, 10]);
    expect(pageWindow(4, 10)).toEqual([1, 2, 3, 4, 5, 6, "gap", 10]);
  });
});
