/**
 * Every public route answers with its full content (docs/product.md#routes), long pages carry
 * a quote-and-call box halfway and at the end, the agency's configured trust signals appear,
 * and a crawl from the home page finds no broken internal link or missing image.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articleSlugs } from "../../app/content/article-slugs.ts";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import { axeViolations, launchBrowser } from "../support/browser.ts";

let server: AppServer;
let browser: Browser;

/** The agency's trust settings (app/config/agency.ts); site-shell.test.ts checks the site without them. */
const trustEnv = {
  AGENCY_LICENSE_NUMBER: "3456789",
  AGENCY_CARRIERS: "Acme Mutual|/favicon.svg; Sierra Casualty",
  AGENCY_TEAM: "Dana Reyes|Principal Agent||Thirty years of helping Nevada families.",
  AGENCY_REVIEW_URL: "https://reviews.example.com/silver-sage",
  AGENCY_REVIEW_SITE: "Google",
};

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(trustEnv), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Route → texts that must appear on it (beyond a non-empty h1). */
const expectations: Record<string, string[]> = {
  "/": ["Get Your Free Quote", "Make a Payment", "Get Directions", "Get in Touch with Our Team", "$43.90", "2015", "10,000+", "Office hours"],
  "/auto-insurance": ["$25,000", "$1,856", "$1,628", "$1,742", "$1,594", "Frequently Asked Questions", "Get Your Free Quote"],
  "/home-insurance": ["$1,245", "$1,820", "Frequently Asked Questions"],
  "/business-insurance": ["Frequently Asked Questions"],
  "/life-insurance": ["10-12", "Frequently Asked Questions"],
  "/renters-insurance": ["Frequently Asked Questions"],
  "/condo-insurance": ["Frequently Asked Questions"],
  "/mobile-home-insurance": ["Specialized Mobile Home Coverage", "Protection Includes"],
  "/motorcycle-insurance": ["Protection Includes", "Required by law in Nevada"],
  "/boat-insurance": ["Protection Includes", "Lake Mead", "Lake Las Vegas"],
  "/industries": [
    "Restaurants & Food Service", "Construction & Contracting", "Healthcare & Medical", "Manufacturing & Production",
    "Technology & IT Services", "Retail & Commercial", "Auto Dealers & Service", "Professional Services",
    "Real Estate & Property Management", "Trades & Services", "Hospitality & Hotels", "Nonprofit Organizations",
  ],
  "/restaurant-insurance": ["Typical Risks", "Recommended Coverages", "Get Your Free Quote"],
  "/construction-insurance": ["Typical Risks", "Get Your Free Quote"],
  "/healthcare-insurance": ["Typical Risks", "Get Your Free Quote"],
  "/manufacturing-insurance": ["Typical Risks", "Get Your Free Quote"],
  "/technology-insurance": ["Typical Risks", "Get Your Free Quote"],
  "/commercial-property-insurance": ["Typical Risks", "Get Your Free Quote"],
  "/auto-dealer-insurance": ["Get Your Free Quote", "Garagekeepers"],
  "/dealers": ["Get Your Free Quote"],
  "/garage-insurance": ["Get Your Free Quote"],
  "/contact": ["Contact Us", "Las Vegas, Nevada", "Get a Free Quote", "7318 West Post Rd"],
  "/coverage-review": ["Request a Coverage Review", "Call Us"],
  "/privacy": ["Privacy Policy", "NRS Chapter 603A"],
  "/submit-claim": [
    "24/7", "Report Your Claim", "Claim Review", "Assessment", "Resolution", "What to Have Ready",
    "Photos of the damage, if available", "Police report number, if applicable", "Witness information",
  ],
  "/careers": [
    "Join Our Team", "Licensed Insurance Agent", "Customer Service Representative", "Claims Specialist",
    "Marketing Coordinator", "Business Development Manager",
  ],
  "/just-insurance": ["$43.90", "40%", "8,000"],
  "/quote": ["Get Your Free Insurance Quote"],
  "/service-center": ["What you can do online", "Download ID cards and documents", "Pay your bill", "Talk to us", "Book a call"],
  "/book": ["What would you like to book?", "15-minute quote call", "Office visit", "Our hours (Las Vegas time)", "Prefer to call?"],
  "/blog": ["Insurance Guides and News"],
  ...Object.fromEntries(articleSlugs.map((slug) => [`/blog/${slug}`, ["min read", "Related articles"]])),
};

describe("public routes", () => {
  it.each(Object.entries(expectations))("%s shows its content", async (path, texts) => {
    const page = await browser.newPage();
    const response = await page.goto(server.url + path);
    expect(response?.status()).toBe(200);
    expect(await page.locator("h1").count()).toBe(1);
    expect((await page.locator("h1").innerText()).trim()).not.toBe("");
    // textContent, not innerText: CSS may upper-case an eyebrow ("LAS VEGAS, NEVADA").
    const body = (await page.locator("main").textContent()) ?? "";
    for (const text of texts) expect(body, `${path} should contain ${text}`).toContain(text);
    expect(await page.title()).toMatch(/\S+ \| /);
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toBeTruthy();
    await page.close();
  });

  it("sends article calls to action to /quote, and the garage guide's to /dealers", async () => {
    for (const slug of articleSlugs) {
      const html = await (await fetch(`${server.url}/blog/${slug}`)).text();
      const cta = slug === "garage-insurance-gaps" ? 'href="/dealers"' : 'href="/quote"';
      expect(html, slug).toContain(cta);
    }
  });

  it("gives the dealer page one canonical URL at all three paths", async () => {
    for (const path of ["/dealers", "/garage-insurance", "/auto-dealer-insurance"]) {
      const html = await (await fetch(server.url + path)).text();
      // Prerendered at build time, so the origin is the build's PUBLIC_URL.
      expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/auto-dealer-insurance"\/>/);
    }
  });

  it("describes the agency, FAQs and articles in JSON-LD", async () => {
    const html = await (await fetch(`${server.url}/auto-insurance`)).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
    const agency = blocks.find((b) => b["@type"] === "InsuranceAgency");
    expect(agency.address.streetAddress).toBe("7318 West Post Rd Ste 202B");
    expect(agency.areaServed.map((c: { name: string }) => c.name)).toEqual(["Las Vegas, Nevada", "Reno, Nevada", "Henderson, Nevada", "Sparks, Nevada"]);
    expect(blocks.some((b) => b["@type"] === "FAQPage")).toBe(true);
    expect(blocks.some((b) => b["@type"] === "BreadcrumbList")).toBe(true);
    const article = await (await fetch(`${server.url}/blog/lower-insurance-costs`)).text();
    expect(article).toContain('"@type":"Article"');
  });

  it("publishes sitemap.xml and robots.txt", async () => {
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${server.url}/auto-insurance</loc>`);
    expect(sitemap).toContain(`<loc>${server.url}/blog/garage-insurance-gaps</loc>`);
    expect(sitemap).not.toContain(`${server.url}/dealers<`);
    // The booking page is listed; a booking's confirmation and change pages are one person's.
    expect(sitemap).toContain(`<loc>${server.url}/book</loc>`);
    expect(sitemap).toContain(`<loc>${server.url}/es/book</loc>`);
    expect(sitemap).not.toContain("/book/");
    const robots = await (await fetch(`${server.url}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${server.url}/sitemap.xml`);
    expect(robots).toContain("Disallow: /dashboard");
  });
});

describe("quote-and-call boxes on long pages", () => {
  /** The boxes of a page in document order, with where each sits (0 = top of the page, 1 = bottom). */
  async function boxesOf(path: string) {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(server.url + path);
    const boxes = await page.locator("main [data-cta]").evaluateAll((els) =>
      els.map((el) => ({
        position: el.getAttribute("data-cta"),
        at: (el.getBoundingClientRect().top + window.scrollY) / document.documentElement.scrollHeight,
        links: [...el.querySelectorAll("a")].map((a) => a.getAttribute("href")),
      })),
    );
    await page.close();
    return boxes;
  }

  it.each(["/", "/auto-insurance", "/life-insurance", "/restaurant-insurance", "/blog/save-money-insurance-2025"])(
    "%s has a box halfway down and one at the end, each with the quote and the call",
    async (path) => {
      const boxes = await boxesOf(path);
      expect(boxes.map((b) => b.position)).toEqual(["mid", "end"]);
      const [mid, end] = boxes;
      expect(mid!.at).toBeGreaterThan(0.2);
      expect(mid!.at).toBeLessThan(0.8);
      expect(end!.at).toBeGreaterThan(mid!.at);
      for (const box of boxes) {
        expect(box.links).toContain("/quote");
        expect(box.links.some((href) => href?.startsWith("tel:+1"))).toBe(true);
      }
    },
  );

  it("ends each guide's text with a box whose button leads on: the garage guide's to /dealers", async () => {
    for (const slug of ["compare-insurance-rates-guide", "garage-insurance-gaps"]) {
      const page = await browser.newPage();
      await page.goto(`${server.url}/blog/${slug}`);
      const end = page.locator("article [data-cta='end']");
      const target = slug === "garage-insurance-gaps" ? "/dealers" : "/quote";
      expect(await end.locator(`a[href='${target}']`).count(), slug).toBe(1);
      expect(await page.locator("article [data-cta='mid']").locator(`a[href='${target}']`).count(), slug).toBe(1);
      // The box is the last thing in the article: nothing of the text comes after it.
      expect(await end.evaluate((el) => el.nextElementSibling !== null)).toBe(false);
      await page.close();
    }
  });
});

describe("fixed articles", () => {
  it("show when each guide was last reviewed, also as the Article's dateModified", async () => {
    for (const slug of articleSlugs) {
      const html = await (await fetch(`${server.url}/blog/${slug}`)).text();
      const reviewed = /Last reviewed <time datetime="(\d{4}-\d{2}-\d{2})"/i.exec(html)?.[1];
      expect(reviewed, slug).toBeTruthy();
      const article = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
        .map((m) => JSON.parse(m[1]!))
        .find((b) => b["@type"] === "Article");
      expect(article.dateModified, slug).toBe(reviewed);
      expect(reviewed! >= article.datePublished, slug).toBe(true);
    }
  });
});

describe("trust signals from the agency's configuration", () => {
  it("shows the license number in the footer", async () => {
    const page = await browser.newPage();
    await page.goto(server.url + "/quote");
    expect(await page.locator("footer [data-license]").innerText()).toContain("license no. 3456789");
    const review = page.locator("footer [data-review-link]");
    expect(await review.innerText()).toContain("Read our reviews on Google");
    expect(await review.getAttribute("href")).toBe(trustEnv.AGENCY_REVIEW_URL);
    expect(await review.getAttribute("target")).toBe("_blank");
    await page.close();
  });

  it("shows the carriers, the team with initials for a missing photo, and the review link", async () => {
    // Prerendered pages carry the configuration of the build; a server render (what a signed-in
    // visitor gets, and every visitor once the build has the same settings) carries this server's.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ name: "agency.session_token", value: "none", url: server.url }]);
    const page = await context.newPage();
    for (const path of ["/", "/auto-insurance"]) {
      await page.goto(server.url + path);
      const carriers = page.locator("[data-carriers]");
      expect(await carriers.getByRole("listitem").count(), path).toBe(2);
      expect(await carriers.getByRole("img", { name: "Acme Mutual" }).getAttribute("src")).toBe("/favicon.svg");
      expect(await carriers.getByText("Sierra Casualty").isVisible()).toBe(true);
    }
    await page.goto(server.url + "/");
    const team = page.locator("#team");
    expect(await team.getByRole("heading", { name: "Dana Reyes" }).isVisible()).toBe(true);
    expect(await team.locator("[data-initials]").innerText()).toBe("DR");
    expect(await team.getByText("Thirty years of helping Nevada families.").isVisible()).toBe(true);
    expect(await page.locator("main [data-review-link]").getAttribute("href")).toBe(trustEnv.AGENCY_REVIEW_URL);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});

describe("crawl from the home page", () => {
  it("finds no broken internal link and no missing image", async () => {
    const seen = new Set<string>(["/"]);
    const queue = ["/"];
    const assets = new Set<string>();
    const broken: string[] = [];
    while (queue.length) {
      const path = queue.shift()!;
      const res = await fetch(server.url + path, { redirect: "manual" });
      if (res.status >= 400) {
        broken.push(`${path} → ${res.status}`);
        continue;
      }
      if (!(res.headers.get("content-type") ?? "").includes("text/html")) continue;
      const html = await res.text();
      for (const [, href] of html.matchAll(/<a[^>]+href="(\/[^"#]*)[^"]*"/g)) {
        const target = href!.replaceAll("&amp;", "&");
        // Signed-in areas redirect anonymous visitors; they are checked by the account tests.
        if (/^\/(dashboard|blog-manager|admin|logout)/.test(target)) continue;
        if (!seen.has(target)) {
          seen.add(target);
          queue.push(target);
        }
      }
      for (const [, src] of html.matchAll(/(?:src|href)="(\/(?:images|assets)\/[^"]+|\/favicon\.svg)"/g)) assets.add(src!);
      for (const [, srcset] of html.matchAll(/srcSet="([^"]+)"/gi)) {
        for (const candidate of srcset!.split(",")) assets.add(candidate.trim().split(" ")[0]!);
      }
    }
    for (const asset of assets) {
      const res = await fetch(server.url + asset);
      if (res.status !== 200) broken.push(`${asset} → ${res.status}`);
    }
    expect(seen.size).toBeGreaterThanOrEqual(35);
    // The header and the footer lead to the service center.
    expect(seen).toContain("/service-center");
    expect(assets.size).toBeGreaterThan(5);
    expect(broken).toEqual([]);
  });
});
