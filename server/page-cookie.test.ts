import { describe, expect, it } from "vitest";
import { isHtmlPage, privateCacheControl, withPageCookie } from "./page-cookie.ts";

describe("page cookie", () => {
  it("makes a page that sets a cookie private, keeping no-store", () => {
    expect(privateCacheControl("no-cache")).toBe("private, no-cache");
    expect(privateCacheControl("public, max-age=3600")).toBe("private, no-cache");
    expect(privateCacheControl(null)).toBe("private, no-cache");
    expect(privateCacheControl("private, no-store")).toBe("private, no-store");
  });

  it("only counts HTML pages", () => {
    expect(isHtmlPage("text/html; charset=utf-8")).toBe(true);
    expect(isHtmlPage("text/x-script; charset=utf-8")).toBe(false);
    expect(isHtmlPage("application/xml")).toBe(false);
    expect(isHtmlPage(null)).toBe(false);
  });

  it("adds the cookie beside the response's own and keeps its status and body", async () => {
    const page = new Response("<p>hi</p>", { status: 404, headers: { "Content-Type": "text/html", "Set-Cookie": "a=1" } });
    const response = withPageCookie(page, "visit_source=v%3D1; Path=/");
    expect(response.status).toBe(404);
    expect(response.headers.getSetCookie()).toEqual(["a=1", "visit_source=v%3D1; Path=/"]);
    expect(response.headers.get("Cache-Control")).toBe("private, no-cache");
    expect(await response.text()).toBe("<p>hi</p>");
    expect(withPageCookie(new Response(null, { status: 304 }), "x=1").status).toBe(304);
  });
});
