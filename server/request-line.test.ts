import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { checkRequestLine, isValidHost } from "./request-line.ts";

const req = (method: string, url: string, host?: string) =>
  ({ method, url, headers: host === undefined ? {} : { host } }) as unknown as IncomingMessage;

describe("checkRequestLine", () => {
  it("lets ordinary requests through", () => {
    expect(checkRequestLine(req("GET", "/", "127.0.0.1:4321"))).toBeNull();
    expect(checkRequestLine(req("POST", "/quote?x=1", "www.example.com"))).toBeNull();
    expect(checkRequestLine(req("DELETE", "/a//b", "[::1]:8080"))).toBeNull();
    expect(checkRequestLine(req("GET", "/blog/caf%C3%A9", "example.com:80"))).toBeNull();
  });

  it("answers 405 to methods the site does not use (TRACE would make new Request() throw)", () => {
    for (const method of ["TRACE", "PROPFIND", "CONNECT", "FOO"]) expect(checkRequestLine(req(method, "/", "example.com"))?.status).toBe(405);
  });

  it("answers 400 to a Host header that is not an authority", () => {
    for (const host of ["evil host", "[::1", "127.0.0.1:99999", "@", "%00", "a/b", "a\\b", ""]) {
      // A valid Host just before (it is remembered) changes nothing for the next one.
      expect(isValidHost("example.com")).toBe(true);
      expect(checkRequestLine(req("POST", "/quote", host))?.status, host).toBe(400);
      expect(isValidHost(host), host).toBe(false);
    }
  });

  it("accepts an absolute-form target by using its path (RFC 9112 3.2.2)", () => {
    const r = req("POST", "http://evil.example/quote?a=1", "127.0.0.1:4321");
    expect(checkRequestLine(r)).toBeNull();
    expect(r.url).toBe("/quote?a=1");
    expect(checkRequestLine(req("GET", "ftp://x/y", "example.com"))?.status).toBe(400);
    expect(checkRequestLine(req("GET", "*", "example.com"))?.status).toBe(400);
  });

  it("answers 400 to a path with broken percent-encoding", () => {
    for (const url of ["/quote%ZZ", "/%", "/a%E0%A4%A"]) expect(checkRequestLine(req("GET", url, "example.com"))?.status, url).toBe(400);
    // The query string is the route's business (URLSearchParams tolerates it).
    expect(checkRequestLine(req("GET", "/quote?q=%ZZ", "example.com"))).toBeNull();
  });

  it("remembers targets found valid, and still checks the method and the Host that come with them", () => {
    expect(checkRequestLine(req("GET", "/auto-insurance", "example.com"))).toBeNull();
    expect(checkRequestLine(req("GET", "/auto-insurance", "evil host"))?.status).toBe(400);
    expect(checkRequestLine(req("TRACE", "/auto-insurance", "example.com"))?.status).toBe(405);
    // Past the number remembered, targets are still judged one by one.
    for (let i = 0; i < 600; i++) expect(checkRequestLine(req("GET", `/blog/post-${i}`, "example.com"))).toBeNull();
    expect(checkRequestLine(req("GET", "/blog/post-%", "example.com"))?.status).toBe(400);
  });
});
