/**
 * Every public route answers with its full content (docs/product.md#routes), and a crawl
 * from the home page finds no broken internal link or missing image.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articleSlugs } from "../../app/content/article-slugs.ts";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import { launchBrowser } from "../support/browser.ts";

let server: AppServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
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
  "/service-center": ["What you can do online", "Download ID cards and documents", "Pay your bill", "Talk to us"],
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
    const robots = await (await fetch(`${server.url}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${server.url}/sitemap.xml`);
    expect(robots).toContain("Disallow: /dashboard");
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
