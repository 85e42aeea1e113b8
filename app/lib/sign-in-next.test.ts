import { describe, expect, it } from "vitest";
import { afterSignInPath, safeNextPath } from "./sign-in-next.ts";

describe("where a sign-in goes next", () => {
  it("keeps a path of this site, with its query", () => {
    expect(safeNextPath("/dashboard/policies/3f2a")).toBe("/dashboard/policies/3f2a");
    expect(safeNextPath("/dashboard/claims/confirm/abc?x=1")).toBe("/dashboard/claims/confirm/abc?x=1");
    expect(afterSignInPath("/dashboard/payments")).toBe("/dashboard/payments");
  });

  it.each([
    ["a full URL", "https://evil.example/dashboard"],
    ["a protocol-relative URL", "//evil.example/path"],
    ["a backslash read as a slash", "/\\evil.example"],
    ["a backslash first", "\\\\evil.example"],
    ["a tab browsers strip", "/\t/evil.example"],
    ["a newline", "/\n/evil.example"],
    ["a scheme", "javascript:alert(1)"],
    ["a relative path", "dashboard"],
    ["nothing", ""],
    ["the sign-in screen itself", "/login?next=/dashboard"],
    ["a very long value", `/${"a".repeat(3000)}`],
  ])("refuses %s and goes to the dashboard", (_name, next) => {
    expect(safeNextPath(next)).toBeNull();
    expect(afterSignInPath(next)).toBe("/dashboard");
  });

  it("goes to the dashboard without a next", () => {
    expect(afterSignInPath(null)).toBe("/dashboard");
    expect(afterSignInPath(undefined)).toBe("/dashboard");
  });
});
