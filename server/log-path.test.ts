import { describe, expect, it } from "vitest";
import { pathForLog } from "./log-path.ts";

describe("pathForLog", () => {
  it("leaves a calendar feed's token out of the request log", () => {
    expect(pathForLog("/calendar/feed/dmJbqFp6wcUymj030OYPZzxDWJfQk1l2aBcDeFgHiJk.ics")).toBe("/calendar/feed/[token]");
    expect(pathForLog("/calendar/feed/abc")).toBe("/calendar/feed/[token]");
  });

  it("leaves the token of a blog preview link and of a claim's confirmation link out, in both languages, any case and with a trailing slash", () => {
    expect(pathForLog("/blog/preview/Qm9vX3Rva2VuX29mXzQzX2NoYXJhY3RlcnNfbG9uZw")).toBe("/blog/preview/[token]");
    expect(pathForLog("/es/blog/preview/Qm9vX3Rva2Vu/")).toBe("/es/blog/preview/[token]");
    expect(pathForLog("/Blog/Preview/Qm9vX3Rva2Vu")).toBe("/Blog/Preview/[token]");
    expect(pathForLog("/dashboard/claims/confirm/c0nf1rm-t0ken")).toBe("/dashboard/claims/confirm/[token]");
    expect(pathForLog("/es/dashboard/claims/confirm/c0nf1rm-t0ken")).toBe("/es/dashboard/claims/confirm/[token]");
  });

  it("writes every other path as it came", () => {
    for (const path of [
      "/", "/admin/profile/availability", "/calendar/feed", "/calendar/feed/", "/blog/calendar/feed/x", "/quote",
      "/blog/preview", "/blog/some-post", "/dashboard/claims/CLM-2026-000001", "/dashboard/claims/confirm", "/fr/blog/preview/x",
    ]) expect(pathForLog(path)).toBe(path);
  });
});
