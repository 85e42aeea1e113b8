import { describe, expect, it } from "vitest";
import { isCrossSiteRequest, ownOriginsFor } from "./csrf.ts";

const own = ["https://agency.example"];

describe("isCrossSiteRequest", () => {
  it("never blocks safe methods", () => {
    expect(isCrossSiteRequest("GET", { "sec-fetch-site": "cross-site" }, () => own)).toBe(false);
    const notAsked = () => {
      throw new Error("a page view needs no origins");
    };
    expect(isCrossSiteRequest("HEAD", { origin: "https://evil.example" }, notAsked)).toBe(false);
  });
  it("blocks a cross-site POST by Sec-Fetch-Site", () => {
    expect(isCrossSiteRequest("POST", { "sec-fetch-site": "cross-site", origin: "https://evil.example" }, () => own)).toBe(true);
  });
  it("allows same-origin and user-initiated (none) requests", () => {
    expect(isCrossSiteRequest("POST", { "sec-fetch-site": "same-origin" }, () => own)).toBe(false);
    expect(isCrossSiteRequest("POST", { "sec-fetch-site": "none" }, () => own)).toBe(false);
  });
  it("blocks a sibling subdomain (same-site but another origin)", () => {
    expect(isCrossSiteRequest("POST", { "sec-fetch-site": "same-site", origin: "https://evil.agency.example" }, () => own)).toBe(true);
  });
  it("falls back to Origin, then Referer", () => {
    expect(isCrossSiteRequest("POST", { origin: "https://evil.example" }, () => own)).toBe(true);
    expect(isCrossSiteRequest("POST", { origin: "https://agency.example" }, () => own)).toBe(false);
    expect(isCrossSiteRequest("DELETE", { referer: "https://evil.example/page" }, () => own)).toBe(true);
    expect(isCrossSiteRequest("PUT", { referer: "https://agency.example/blog-manager" }, () => own)).toBe(false);
    expect(isCrossSiteRequest("POST", { origin: "null" }, () => own)).toBe(true);
  });
  it("allows clients that send no browser headers (they hold no victim's cookies)", () => {
    expect(isCrossSiteRequest("POST", {}, () => own)).toBe(false);
  });
});

describe("ownOriginsFor", () => {
  it("includes PUBLIC_URL and the Host the request came by", () => {
    expect(ownOriginsFor("https://agency.example", "127.0.0.1:4321", undefined)).toEqual([
      "https://agency.example",
      "https://127.0.0.1:4321",
      "http://127.0.0.1:4321",
    ]);
  });
});
