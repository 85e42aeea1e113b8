import { describe, expect, it } from "vitest";
import { pathForLog } from "./log-path.ts";

describe("pathForLog", () => {
  it("leaves a calendar feed's token out of the request log", () => {
    expect(pathForLog("/calendar/feed/dmJbqFp6wcUymj030OYPZzxDWJfQk1l2aBcDeFgHiJk.ics")).toBe("/calendar/feed/[token]");
    expect(pathForLog("/calendar/feed/abc")).toBe("/calendar/feed/[token]");
  });

  it("writes every other path as it came", () => {
    for (const path of ["/", "/admin/profile/availability", "/calendar/feed", "/calendar/feed/", "/blog/calendar/feed/x", "/quote"]) expect(pathForLog(path)).toBe(path);
  });
});
