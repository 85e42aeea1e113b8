import { describe, expect, it } from "vitest";
import { acceptedEncodings, isCompressible, preferredEncoding, varyOnAcceptEncoding } from "./content-encoding.ts";

describe("acceptedEncodings / preferredEncoding", () => {
  it("prefers Brotli when a browser accepts both", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect([...acceptedEncodings("gzip, deflate, br")].sort()).toEqual(["br", "gzip"]);
  });
  it("falls back to gzip, and to none", () => {
    expect(preferredEncoding("gzip")).toBe("gzip");
    expect(preferredEncoding("deflate")).toBeUndefined();
    expect(preferredEncoding("")).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
  });
  it("honours q=0 refusals and the wildcard", () => {
    expect(preferredEncoding("br;q=0, gzip")).toBe("gzip");
    expect(preferredEncoding("*")).toBe("br");
    expect(preferredEncoding("*, br;q=0")).toBe("gzip");
    expect(preferredEncoding("*;q=0")).toBeUndefined();
    expect(preferredEncoding("BR; Q=0.5")).toBe("br");
  });
  it("does not mistake a longer name for br", () => {
    expect(preferredEncoding("brotli-x")).toBeUndefined();
  });
});

describe("isCompressible", () => {
  it("takes text formats and leaves compressed ones alone", () => {
    expect(isCompressible("text/html; charset=utf-8")).toBe(true);
    expect(isCompressible("text/csv; charset=utf-8")).toBe(true);
    expect(isCompressible("application/rss+xml")).toBe(true);
    expect(isCompressible("application/json")).toBe(true);
    expect(isCompressible("image/png")).toBe(false);
    expect(isCompressible("application/pdf")).toBe(false);
    expect(isCompressible(null)).toBe(false);
  });
});

describe("varyOnAcceptEncoding", () => {
  it("adds Accept-Encoding once", () => {
    expect(varyOnAcceptEncoding(null)).toBe("Accept-Encoding");
    expect(varyOnAcceptEncoding("Cookie")).toBe("Cookie, Accept-Encoding");
    expect(varyOnAcceptEncoding("accept-encoding")).toBe("accept-encoding");
    expect(varyOnAcceptEncoding("*")).toBe("*");
  });
});
