import { describe, expect, it } from "vitest";
import { sourceChannel } from "./lead-source.ts";
import {
  MAX_LANDING_LENGTH, MAX_UTM_LENGTH, parseVisitSource, readVisitSource, referrerOf, serializeVisitSource, sourceOfPageView,
  VISIT_SOURCE_COOKIE, VISIT_SOURCE_MAX_AGE_SECONDS, visitSourceCookie, type PageView,
} from "./visit-source-cookie.ts";

const PUBLIC_URL = "https://agency.test";
const BROWSER = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

const view = (path: string, extra: Partial<PageView> = {}): PageView => ({ method: "GET", url: `https://agency.test${path}`, userAgent: BROWSER, ...extra });

/** The cookie's value from a Set-Cookie header. */
function valueOf(setCookie: string | null): string {
  expect(setCookie).not.toBeNull();
  return setCookie!.split(";")[0]!.slice(VISIT_SOURCE_COOKIE.length + 1);
}

describe("visitSourceCookie", () => {
  it("is set on the first page view with the landing page, the other site's page and the campaign", () => {
    const setCookie = visitSourceCookie(
      view("/auto-insurance?utm_source=newsletter&utm_medium=email&utm_campaign=spring", { referer: "https://mail.example.com/inbox/123?user=jane@example.com" }),
      PUBLIC_URL,
    );
    expect(setCookie).toMatch(new RegExp(`^${VISIT_SOURCE_COOKIE}=`));
    expect(setCookie).toContain(`; Path=/; Max-Age=${VISIT_SOURCE_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax; Secure`);
    expect(readVisitSource(`other=1; ${VISIT_SOURCE_COOKIE}=${valueOf(setCookie)}`)).toEqual({
      landing: "/auto-insurance?utm_source=newsletter&utm_medium=email&utm_campaign=spring",
      // Origin and path only: the query can hold personal data.
      referrer: "https://mail.example.com/inbox/123",
      utm: { utm_source: "newsletter", utm_medium: "email", utm_campaign: "spring" },
    });
  });

  it("is not Secure on a plain-HTTP site (local use)", () => {
    expect(visitSourceCookie({ ...view("/"), url: "http://localhost:4321/" }, "http://localhost:4321")).not.toContain("Secure");
  });

  it("is not set again once the visit has a source, unless a page view brings utm_* parameters", () => {
    const first = `${VISIT_SOURCE_COOKIE}=${valueOf(visitSourceCookie(view("/", { referer: "https://www.google.com/" }), PUBLIC_URL))}`;
    expect(visitSourceCookie(view("/contact", { cookie: first, referer: "https://www.bing.com/" }), PUBLIC_URL)).toBeNull();
    const campaign = visitSourceCookie(view("/quote?utm_source=facebook&utm_medium=cpc", { cookie: first }), PUBLIC_URL);
    expect(readVisitSource(`${VISIT_SOURCE_COOKIE}=${valueOf(campaign)}`)).toEqual({
      landing: "/quote?utm_source=facebook&utm_medium=cpc",
      referrer: null,
      utm: { utm_source: "facebook", utm_medium: "cpc" },
    });
  });

  it("replaces a broken cookie", () => {
    expect(visitSourceCookie(view("/", { cookie: `${VISIT_SOURCE_COOKIE}=garbage` }), PUBLIC_URL)).not.toBeNull();
  });

  it("drops our own site as a referrer (with or without www, and the host the request came to)", () => {
    for (const referer of ["https://agency.test/quote", "https://www.agency.test/", "https://agency-staging.test/x"]) {
      const setCookie = visitSourceCookie({ ...view("/"), url: "https://agency-staging.test/", referer }, PUBLIC_URL);
      expect(readVisitSource(`${VISIT_SOURCE_COOKIE}=${valueOf(setCookie)}`)?.referrer).toBeNull();
    }
  });

  it("is never set for bots, other methods, the back office, account pages or a missing user agent", () => {
    expect(visitSourceCookie(view("/", { userAgent: GOOGLEBOT }), PUBLIC_URL)).toBeNull();
    expect(visitSourceCookie(view("/", { userAgent: null }), PUBLIC_URL)).toBeNull();
    expect(visitSourceCookie(view("/quote", { method: "POST" }), PUBLIC_URL)).toBeNull();
    expect(visitSourceCookie(view("/", { method: "HEAD" }), PUBLIC_URL)).toBeNull();
    for (const path of ["/admin", "/admin/reports", "/api/auth/session", "/assets/app.js", "/blog-manager", "/reset-password?token=secret", "/confirm-email?token=x", "/dashboard"]) {
      expect(visitSourceCookie(view(path), PUBLIC_URL), path).toBeNull();
    }
    expect(visitSourceCookie(view("/administrators-guide"), PUBLIC_URL)).not.toBeNull();
  });

  it("caps the landing page and each utm value, and keeps utm values as plain text", () => {
    const long = "x".repeat(2000);
    const setCookie = visitSourceCookie(view(`/blog?q=${long}&utm_source=${"s".repeat(300)}&utm_term=%0Aline%09break%00`), PUBLIC_URL);
    const source = readVisitSource(`${VISIT_SOURCE_COOKIE}=${valueOf(setCookie)}`)!;
    expect(source.landing).toHaveLength(MAX_LANDING_LENGTH);
    expect(source.utm.utm_source).toHaveLength(MAX_UTM_LENGTH);
    expect(source.utm.utm_term).toBe("linebreak");
    expect(setCookie!.length).toBeLessThan(4096);
  });

  it("survives a malformed request URL or public address", () => {
    expect(visitSourceCookie({ ...view("/"), url: "http://a b/" }, PUBLIC_URL)).toBeNull();
    expect(visitSourceCookie(view("/"), "not a url")).toBeNull();
  });
});

describe("referrerOf", () => {
  it("keeps another site's origin and path, nothing else", () => {
    expect(referrerOf("https://www.google.com/", ["agency.test"])).toBe("https://www.google.com/");
    expect(referrerOf("https://news.example.org/a/b?id=7#top", ["agency.test"])).toBe("https://news.example.org/a/b");
    expect(referrerOf(`https://example.org/${"p".repeat(600)}`, [])).toBe("https://example.org");
  });

  it("ignores what is not a web page", () => {
    for (const referer of [undefined, "", "garbage", "android-app://com.google.android.gm/", "javascript:alert(1)", "https://user:pw@example.org/"]) {
      expect(referrerOf(referer, [])).toBeNull();
    }
  });
});

describe("readVisitSource", () => {
  const good = serializeVisitSource({ landing: "/", referrer: "https://www.google.com/", utm: {} });

  it("reads what serializeVisitSource wrote, wherever it is in the header", () => {
    expect(readVisitSource(`a=1; ${VISIT_SOURCE_COOKIE}=${good}; b=2`)).toEqual({ landing: "/", referrer: "https://www.google.com/", utm: {} });
  });

  it("treats anything else as no source", () => {
    const garbage = [
      "",
      "%%%",
      "v=2&l=%2F",
      "l=%2F",
      "v=1",
      "v=1&l=https%3A%2F%2Fevil.test%2F",
      "v=1&l=%2F%2Fevil.test",
      "v=1&l=%2F&l=%2Fquote",
      "v=1&l=%2F&x=1",
      "v=1&l=%2F&r=javascript%3Aalert(1)",
      "v=1&l=%2F&r=https%3A%2F%2Fexample.org%2F%3Fq%3D1",
      `v=1&l=%2F&s=${"a".repeat(101)}`,
      "v=1&l=%2F&s=",
      "v=1&l=%2F&s=%0Ahi",
      `v=1&l=%2F${"a".repeat(600)}`,
      '"v=1&l=%2F"',
      "v=1&l=%2F,other=1",
      "x".repeat(5000),
    ];
    for (const value of garbage) {
      expect(parseVisitSource(value), value.slice(0, 60)).toBeNull();
      expect(readVisitSource(`${VISIT_SOURCE_COOKIE}=${value}`), value.slice(0, 60)).toBeNull();
    }
    expect(readVisitSource(undefined)).toBeNull();
    expect(readVisitSource("")).toBeNull();
    expect(readVisitSource("visit_source_old=v=1&l=%2F")).toBeNull();
  });
});

describe("sourceOfPageView and sourceChannel", () => {
  const channelOf = (path: string, referer?: string) => sourceChannel(sourceOfPageView(new URL(`https://agency.test${path}`), referer, ["agency.test"]));

  it("names a campaign by its utm_source and medium", () => {
    expect(channelOf("/?utm_source=newsletter&utm_medium=email", "https://www.google.com/")).toBe("newsletter / email");
    expect(channelOf("/?utm_source=flyer")).toBe("flyer");
  });

  it("names search engines and social sites, and any other site as a referral", () => {
    expect(channelOf("/", "https://www.google.com/")).toBe("Google (search)");
    expect(channelOf("/", "https://www.bing.com/search")).toBe("Bing (search)");
    expect(channelOf("/", "https://l.facebook.com/")).toBe("Facebook (social)");
    expect(channelOf("/", "https://t.co/abc")).toBe("X (Twitter) (social)");
    expect(channelOf("/", "https://www.chamber.example.org/members")).toBe("Referral: chamber.example.org");
  });

  it("is Direct without a referrer or campaign, and with our own site as referrer", () => {
    expect(channelOf("/")).toBe("Direct");
    expect(channelOf("/", "https://agency.test/blog")).toBe("Direct");
  });

  it("caps the channel at 80 characters", () => {
    expect(sourceChannel({ landing: "/", referrer: null, utm: { utm_source: "s".repeat(100), utm_medium: "m" } })).toHaveLength(80);
  });
});
