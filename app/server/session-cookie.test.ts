import { describe, expect, it } from "vitest";
import { authCookieOptions, hasSessionCookie, legacySessionCookieRemovals, sessionCookieName } from "./session-cookie.ts";

describe("the session cookie's name", () => {
  it("is __Host- prefixed over HTTPS and plain over HTTP", () => {
    expect(sessionCookieName("https://www.example.com")).toBe("__Host-agency.session_token");
    expect(sessionCookieName("HTTPS://www.example.com/")).toBe("__Host-agency.session_token");
    expect(sessionCookieName("http://localhost:4321")).toBe("agency.session_token");
    expect(sessionCookieName("http://127.0.0.1:5000")).toBe("agency.session_token");
  });

  it("configures better-auth's cookies the same way: __Host-, Secure and Path=/ over HTTPS", () => {
    const https = authCookieOptions("https://www.example.com");
    expect(https.session_token).toEqual({ name: "__Host-agency.session_token", attributes: { secure: true, path: "/" } });
    for (const cookie of Object.values(https)) {
      expect(cookie.name).toMatch(/^__Host-agency\./);
      expect(cookie.attributes).toEqual({ secure: true, path: "/" });
      expect(cookie.attributes).not.toHaveProperty("domain");
    }
    const http = authCookieOptions("http://localhost:4321");
    expect(http.session_token).toEqual({ name: "agency.session_token", attributes: { secure: false, path: "/" } });
  });
});

describe("hasSessionCookie", () => {
  it.each([
    "agency.session_token=abc.def",
    "__Host-agency.session_token=abc.def",
    "theme=dark; __Host-agency.session_token=abc",
    "theme=dark;agency.session_token=abc",
    "__Secure-agency.session_token=abc",
  ])("sees a session in %j", (header) => {
    expect(hasSessionCookie(header)).toBe(true);
  });

  it.each([null, undefined, "", "agency.session_token=", "theme=dark", "xagency.session_token=abc", "agency.session_data=abc", "__Host-agency.session_token="])(
    "sees none in %j",
    (header) => {
      expect(hasSessionCookie(header)).toBe(false);
    },
  );

  it("matches every name the site gives the session cookie", () => {
    for (const url of ["https://www.example.com", "http://localhost:4321"]) {
      expect(hasSessionCookie(`${sessionCookieName(url)}=token.signature`)).toBe(true);
    }
  });
});

describe("the pre-__Host- cookie", () => {
  it("is removed over HTTPS when a request still carries it", () => {
    expect(legacySessionCookieRemovals("a=1; __Secure-agency.session_token=abc", "https://www.example.com")).toEqual([
      "__Secure-agency.session_token=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax",
    ]);
    expect(legacySessionCookieRemovals("__Host-agency.session_token=abc", "https://www.example.com")).toEqual([]);
    expect(legacySessionCookieRemovals("__Secure-agency.session_token=abc", "http://localhost:4321")).toEqual([]);
  });
});
