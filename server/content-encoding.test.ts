import { describe, expect, it } from "vitest";
import { acceptedEncodings, isCompressible, varyOnAcceptEncoding } from "./content-encoding.ts";

describe("acceptedEncodings", () => {
  const accepted = (header: string | undefined) => [...acceptedEncodings(header)].sort();
  it("finds both codings a browser accepts", () => {
    expect(accepted("gzip, deflate, br, zstd")).toEqual(["br", "gzip"]);
  });
  it("finds one, or none", () => {
    expect(accepted("gzip")).toEqual(["gzip"]);
    expect(accepted("deflate")).toEqual([]);
    expect(accepted("")).toEqual([]);
    expect(accepted(undefined)).toEqual([]);
  });
  it("honours q=0 refusals and the wildcard", () => {
    expect(accepted("br;q=0, gzip")).toEqual(["gzip"]);
    expect(accepted("*")).toEqual(["br", "gzip"]);
    expect(accepted("*, br;q=0")).toEqual(["gzip"]);
    expect(accepted("*;q=0")).toEqual([]);
    expect(accepted("BR; Q=0.5")).toEqual(["br"]);
  });
  it("does not mistake a longer name for br", () => {
    expect(accepted("brotli-x")).toEqual([]);
  });
  it("answers alike for a header read before, and for more distinct headers than it keeps", () => {
    for (let i = 0; i < 300; i++) {
      expect(accepted(`x-${i}, gzip;q=0.${(i % 9) + 1}`)).toEqual(["gzip"]);
      expect(accepted(`br;q=0, x-${i}`)).toEqual([]);
      expect(accepted("gzip, deflate, br")).toEqual(["br", "gzip"]);
    }
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
