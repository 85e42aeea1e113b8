import { describe, expect, it } from "vitest";
import { pathForLog } from "./log-path.ts";

describe("pathForLog", () => {
  it("leaves a calendar feed's token out of the request log", () => {
    expect(pathForLog("/calendar/feed/dmJbqFp6wcUymj030OYPZzxDWJfQk1l2aBcDeFgHiJk.ics")).toBe("/calendar/feed/[token]");
    expect(pathForLog("/calendar/feed/abc")).toBe("/calendar/feed/[token]");
  });

  it("leaves the token of a blog preview link and of a claim's confirmation link out, in both languages, any case and with a trailing slash", () => {
    const written: [path: string, logged: string][] = [
      ["/blog/preview/Qm9vX3Rva2VuX29mXzQzX2NoYXJhY3RlcnNfbG9uZw", "/blog/preview/[token]"],
      ["/es/blog/preview/Qm9vX3Rva2Vu/", "/es/blog/preview/[token]"],
      ["/Blog/Preview/Qm9vX3Rva2Vu", "/Blog/Preview/[token]"],
      ["/dashboard/claims/confirm/c0nf1rm-t0ken", "/dashboard/claims/confirm/[token]"],
      ["/es/dashboard/claims/confirm/c0nf1rm-t0ken", "/es/dashboard/claims/confirm/[token]"],
    ];
    for (const [path, logged] of written) expect(pathForLog(path), path).toBe(logged);
  });

  it("writes every other path as it came", () => {
    for (const path of [
      "/", "/admin/profile/availability", "/calendar/feed", "/calendar/feed/", "/blog/calendar/feed/x", "/quote",
      "/blog/preview", "/blog/some-post", "/dashboard/claims/CLM-2026-000001", "/dashboard/claims/confirm", "/fr/blog/preview/x",
    ]) expect(pathForLog(path)).toBe(path);
  });
});
