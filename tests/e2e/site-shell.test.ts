/**
 * The site shell on every page: navigation (desktop dropdowns by mouse and keyboard,
 * mobile menu), the call and the quote in the header at every width, the office map that
 * loads on request, footer, skip link, 404, /auth, health check, accessibility. This
 * server runs without the agency's trust settings: the site shows none (public-pages.test.ts
 * runs with them).
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lasVegasParts } from "../../app/lib/las-vegas-time.ts";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import { axeViolations, launchBrowser } from "../support/browser.ts";

let server: AppServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function desktopPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

const expectedMenus = {
  "Insurance Types": [
    "Auto Insurance", "Home Insurance", "Business Insurance", "Life Insurance", "Renters Insurance",
    "Condo Insurance", "Mobile Home Insurance", "Motorcycle Insurance", "Boat Insurance",
  ],
  Industries: [
    "View All Industries", "Restaurant & Food Service Insurance", "Construction & Contractor Insurance",
    "Healthcare & Medical Practice Insurance", "Manufacturing & Production Insurance", "Technology & IT Services Insurance",
    "Commercial Property Insurance",
  ],
  Blog: [
    "15 Strategies to Save Money on Insurance in 2025", "How to Compare Insurance Quotes the Right Way",
    "How to Find Cheap Car Insurance in Nevada", "Practical Ways to Lower Your Insurance Costs",
    "Affordable Home Insurance in Nevada: A Practical Guide", "The Insurance Discounts Most People Miss in 2025",
    "How Nevada Small Businesses Save on Insurance", "Free Coverage Review",
  ],
};

describe("desktop navigation", () => {
  it("has the three menus with their entries, the links and Sign In", async () => {
    const page = await desktopPage();
    await page.goto(server.url);
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const [menu, entries] of Object.entries(expectedMenus)) {
      const button = nav.getByRole("button", { name: menu });
      const panel = page.locator(`#${await button.getAttribute("aria-controls")}`);
      expect(await panel.locator("a").allTextContents()).toEqual(entries);
    }
    for (const link of ["Careers", "Service Center", "Submit a Claim", "Contact", "Sign In"]) {
      await expect(nav.getByRole("link", { name: link, exact: true }).count()).resolves.toBe(1);
    }
    expect(await nav.getByRole("link", { name: "Sign In" }).getAttribute("href")).toBe("/login");
    await page.context().close();
  });

  it("every navigation entry leads to a page that answers 200, whose heading or title starts with the entry's label", async () => {
    const page = await desktopPage();
    await page.goto(server.url);
    const entries = await page
      .getByRole("navigation", { name: "Main" })
      .locator("a[href^='/']")
      .evaluateAll((links) => links.map((a) => ({ href: a.getAttribute("href")!, label: a.textContent!.trim() })));
    // 9 insurance types, 7 industries, 7 articles + coverage review, 5 links (Ask us the last), Sign In.
    expect(entries.length).toBe(30);
    for (const { href, label } of entries) {
      const response = await page.goto(server.url + href);
      expect(response?.status(), href).toBe(200);
      const heading = (await page.locator("h1").first().innerText()).trim();
      const title = await page.title();
      // "View All Industries" opens "All Industries We Serve": an action word before the name is fine.
      const name = label.replace(/^View /, "");
      expect(heading.startsWith(name) || title.startsWith(name), `${label} → ${href}: "${heading}" / "${title}"`).toBe(true);
    }
    await page.context().close();
  });

  it("opens a dropdown on hover", async () => {
    const page = await desktopPage();
    await page.goto(server.url);
    const panel = page.locator("#menu-industries");
    expect(await panel.isVisible()).toBe(false);
    await page.getByRole("button", { name: "Industries" }).hover();
    await panel.waitFor({ state: "visible" });
    await panel.getByRole("link", { name: "Construction & Contractor Insurance" }).click();
    await page.waitForURL(/\/construction-insurance$/);
    await page.context().close();
  });

  it("opens and closes a dropdown from the keyboard (Enter, Tab into it, Escape)", async () => {
    const page = await desktopPage();
    await page.goto(server.url);
    const button = page.getByRole("button", { name: "Insurance Types" });
    await button.focus();
    await page.keyboard.press("Enter");
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    const panel = page.locator("#menu-insurance-types");
    await panel.waitFor({ state: "visible" });
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Auto Insurance");
    await page.keyboard.press("Escape");
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    await panel.waitFor({ state: "hidden" });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain("Insurance Types");
    await page.context().close();
  });

  it("opens a dropdown by click and closes it on a click outside", async () => {
    const page = await desktopPage();
    await page.goto(server.url);
    const button = page.getByRole("button", { name: "Blog" });
    await button.click();
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    await page.mouse.move(10, 600);
    await page.mouse.click(10, 600);
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    await page.context().close();
  });

  it("works without JavaScript: menus open on keyboard focus and on hover", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(server.url);
    const panel = page.locator("#menu-blog");
    expect(await panel.isVisible()).toBe(false);
    await page.getByRole("button", { name: "Blog" }).hover();
    expect(await panel.isVisible()).toBe(true);
    await page.mouse.move(10, 600);
    expect(await panel.isVisible()).toBe(false);

    await page.getByRole("button", { name: "Blog" }).focus();
    expect(await panel.isVisible()).toBe(true);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/blog\/save-money-insurance-2025$/);
    expect(new URL(page.url()).pathname).toBe("/blog/save-money-insurance-2025");
    await context.close();
  });

  it("offers a skip link to the main content", async () => {
    const page = await desktopPage();
    await page.goto(server.url);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    expect(await skip.isVisible()).toBe(true);
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => location.hash)).toBe("#main");
    await page.context().close();
  });
});

const viewports = {
  desktop: { width: 1280, height: 900 },
  laptop: { width: 1024, height: 768 },
  phone: { width: 390, height: 844 },
};

describe("the call and the quote in the header", () => {
  it("are in reach on every page at desktop, 1024 px and phone widths; /quote keeps the call but offers no quote button", async () => {
    for (const [name, viewport] of Object.entries(viewports)) {
      const context = await browser.newContext({ viewport, isMobile: name === "phone", hasTouch: name === "phone" });
      const page = await context.newPage();
      for (const path of ["/", "/auto-insurance", "/blog/save-money-insurance-2025", "/contact", "/quote"]) {
        await page.goto(server.url + path);
        const banner = page.getByRole("banner");
        const call = banner.locator("a[href^='tel:']:visible");
        expect(await call.count(), `${name} ${path}: one call link`).toBe(1);
        expect(await call.getAttribute("href")).toMatch(/^tel:\+1\d{10}$/);
        // The accessible name starts with the visible word and carries the number (WCAG 2.5.3).
        expect(await call.evaluate((a) => a.textContent!.replace(/\s+/g, " ").trim()), `${name} ${path}`).toMatch(/^Call(?: us)? \(\d{3}\) \d{3}-\d{4}$/);
        const quote = banner.locator("a[href='/quote']:visible");
        if (path === "/quote") {
          expect(await banner.getByRole("link", { name: "Get a Free Quote" }).count(), `${name} ${path}`).toBe(0);
        } else {
          expect(await quote.count(), `${name} ${path}: one quote button`).toBe(1);
          expect((await quote.innerText()).trim()).toBe("Get a Free Quote");
        }
        // The header stays at the top while the page scrolls.
        await page.evaluate(() => window.scrollTo(0, 1500));
        await page.waitForFunction(() => window.scrollY > 0);
        expect((await banner.boundingBox())!.y, `${name} ${path}: sticky`).toBe(0);
        await call.waitFor({ state: "visible" });
      }
      await context.close();
    }
  });

  it("keeps the agency name on one line and every menu on one row at 1024 px", async () => {
    const context = await browser.newContext({ viewport: viewports.laptop });
    const page = await context.newPage();
    await page.goto(server.url + "/auto-insurance");
    const name = page.getByRole("banner").locator("a[aria-label$=', home'] span");
    const lineHeight = await name.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
    expect((await name.boundingBox())!.height).toBeLessThan(lineHeight * 1.5);
    const middles = await page
      .getByRole("navigation", { name: "Main" })
      .locator(":scope > ul > li")
      .evaluateAll((lis) => lis.map((li) => { const r = li.getBoundingClientRect(); return (r.top + r.bottom) / 2; }));
    expect(Math.max(...middles) - Math.min(...middles)).toBeLessThan(8);
    await context.close();
  });

  it("on a phone: covers no content, follows the skip link and the menu in focus order, and works without JavaScript", async () => {
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ viewport: viewports.phone, isMobile: true, hasTouch: true, javaScriptEnabled });
      const page = await context.newPage();
      await page.goto(server.url + "/auto-insurance");
      const header = (await page.getByRole("banner").boundingBox())!;
      // In the page flow: the heading starts below the header, nothing is laid over it.
      expect((await page.locator("h1").boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
      expect(header.height).toBeLessThanOrEqual(120);
      const focusOrder: string[] = [];
      for (let i = 0; i < 6; i++) {
        await page.keyboard.press("Tab");
        focusOrder.push(await page.evaluate(() => document.activeElement!.textContent!.replace(/\s+/g, " ").trim()));
      }
      expect(focusOrder).toEqual(["Skip to main content", expect.stringContaining("Silver Sage"), "Español", "Menu", "Call (702) 555-0100", "Get a Free Quote"]);
      // At the end of the page the last footer line is not hidden under anything.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const copyright = page.locator("footer p", { hasText: "All rights reserved" });
      const box = (await copyright.boundingBox())!;
      const hit = await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.textContent ?? "", [box.x + 5, box.y + box.height / 2]);
      expect(hit).toContain("All rights reserved");
      await context.close();
    }
  });
});

describe("office map", () => {
  const isMapRequest = (url: string) => /^https:\/\/(www|maps)\.google\.com\//.test(url);

  it("makes no request to the map service until the visitor asks, then shows the map", async () => {
    const page = await desktopPage();
    const mapRequests: string[] = [];
    page.on("request", (request) => {
      if (isMapRequest(request.url())) mapRequests.push(request.url());
    });
    await page.goto(server.url + "/");
    const map = page.locator("[data-office-map]");
    await map.scrollIntoViewIfNeeded();
    await page.waitForLoadState("networkidle");
    expect(mapRequests).toEqual([]);
    expect(await page.locator("iframe").count()).toBe(0);
    expect(await map.getByRole("link", { name: /Google Maps/ }).isVisible()).toBe(false);
    await map.getByRole("button", { name: "Show map" }).click();
    const frame = map.locator("iframe");
    await frame.waitFor();
    expect(await frame.getAttribute("src")).toMatch(/^https:\/\/www\.google\.com\/maps\?q=.*output=embed$/);
    expect(await frame.getAttribute("title")).toContain("7318 West Post Rd");
    expect(await frame.evaluate((el) => document.activeElement === el)).toBe(true);
    await expect.poll(() => mapRequests.length).toBeGreaterThan(0);
    // 'Get Directions' still opens a maps search in a new tab.
    const directions = page.getByRole("link", { name: /Get Directions/ });
    expect(await directions.getAttribute("target")).toBe("_blank");
    await page.context().close();
  });

  it("without JavaScript offers a link that opens the map service in a new tab", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: viewports.phone });
    const page = await context.newPage();
    await page.goto(server.url + "/");
    const map = page.locator("[data-office-map]");
    expect(await map.getByRole("button", { name: "Show map" }).isVisible()).toBe(false);
    const link = map.getByRole("link", { name: /View on Google Maps/ });
    expect(await link.isVisible()).toBe(true);
    expect(await link.getAttribute("target")).toBe("_blank");
    expect(await link.getAttribute("href")).toMatch(/^https:\/\/www\.google\.com\/maps\/search\//);
    await context.close();
  });
});

describe("trust signals when the agency has not configured them", () => {
  it("shows no license number, carriers, staff profiles or review link, and warns the installer at start", async () => {
    const page = await desktopPage();
    for (const path of ["/", "/auto-insurance", "/quote"]) {
      await page.goto(server.url + path);
      expect(await page.locator("[data-license], [data-carriers], [data-review-link], [data-initials]").count(), path).toBe(0);
    }
    await page.goto(server.url + "/");
    expect(await page.locator("#team").innerText()).toContain("you talk to a licensed agent");
    expect(server.output()).toContain("agency facts not configured yet");
    expect(server.output()).toContain("AGENCY_LICENSE_NUMBER");
    await page.context().close();
  });
});

describe("mobile menu at phone width", () => {
  it("toggles open and closed, has Home and a phone link, and closes when a link is chosen", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(server.url + "/contact");
    expect(await page.getByRole("navigation", { name: "Main" }).isVisible()).toBe(false);
    const toggle = page.locator(".mobile-menu > summary");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    expect(await menu.isVisible()).toBe(false);
    await toggle.click();
    await menu.waitFor({ state: "visible" });
    expect(await menu.getByRole("link", { name: "Home", exact: true }).isVisible()).toBe(true);
    expect(await menu.getByRole("link", { name: /^Call \(\d{3}\) \d{3}-\d{4}$/ }).getAttribute("href")).toMatch(/^tel:\+1\d{10}$/);
    await toggle.click();
    await menu.waitFor({ state: "hidden" });
    await toggle.click();
    await menu.getByRole("link", { name: "Boat Insurance" }).click();
    await page.waitForURL(/\/boat-insurance$/);
    expect(await page.getByRole("navigation", { name: "Mobile" }).isVisible()).toBe(false);
    await context.close();
  });
});

describe("footer", () => {
  it("has quick links, services, contact details, the store, the credit and this year's copyright", async () => {
    const page = await desktopPage();
    // The agency's year is Las Vegas' (for eight hours of New Year's Day UTC's is already the next).
    const lasVegasYear = () => lasVegasParts(new Date()).year;
    const yearBefore = lasVegasYear();
    await page.goto(server.url);
    const yearsOfTheVisit = new Set([yearBefore, lasVegasYear()]);
    const footer = page.locator("footer");
    const quick = footer.getByRole("navigation", { name: "Quick links" });
    expect(await quick.getByRole("link").count()).toBeGreaterThanOrEqual(8);
    expect(await footer.getByRole("navigation", { name: "Insurance services" }).getByRole("link").count()).toBe(10);
    expect(await footer.locator("a[href^='tel:']").count()).toBe(1);
    expect(await footer.locator("a[href^='mailto:']").count()).toBe(1);
    const store = footer.getByRole("link", { name: /merchandise store/ });
    expect(await store.getAttribute("target")).toBe("_blank");
    expect(await store.getAttribute("rel")).toBe("noopener noreferrer");
    const footerText = await footer.innerText();
    expect([...yearsOfTheVisit].some((year) => footerText.includes(`© ${year} `)), footerText).toBe(true);
    expect(footerText).toContain("7318 West Post Rd");
    const hrefs = await footer.locator("a[href^='/']").evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
    for (const href of new Set(hrefs)) {
      const res = await fetch(server.url + href);
      expect(res.status, href).toBe(200);
    }
    await page.context().close();
  });
});

describe("errors and plumbing", () => {
  it("answers unknown paths with a helpful 404 page", async () => {
    const page = await desktopPage();
    const response = await page.goto(server.url + "/no-such-page");
    expect(response?.status()).toBe(404);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("We couldn’t find that page");
    expect(await page.locator("main").getByRole("link", { name: "Get a free quote" }).getAttribute("href")).toBe("/quote");
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("sends /auth to /login, keeping the query", async () => {
    const res = await fetch(server.url + "/auth?mode=signup", { redirect: "manual" });
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/login?mode=signup");
  });

  it("reports health with the database checked", async () => {
    const res = await fetch(server.url + "/healthz");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });

  it("serves prerendered pages with validators, so a repeat visit gets 304", async () => {
    const first = await fetch(server.url + "/privacy", { headers: { "accept-encoding": "br" } });
    expect(first.status).toBe(200);
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    const again = await fetch(server.url + "/privacy", { headers: { "if-none-match": etag! } });
    expect(again.status).toBe(304);
  });

  it("answers HEAD with the headers of a GET and no body, before and after the page is kept in memory", async () => {
    // Asked first with HEAD (rendered, not kept), then with GET (now kept), then with HEAD again (from memory).
    const path = "/es/boat-insurance";
    const answers = [];
    for (const method of ["HEAD", "GET", "HEAD"]) {
      const res = await fetch(server.url + path, { method });
      answers.push({ method, status: res.status, type: res.headers.get("content-type"), body: (await res.text()).length > 0 });
    }
    expect(answers).toEqual([
      { method: "HEAD", status: 200, type: "text/html; charset=utf-8", body: false },
      { method: "GET", status: 200, type: "text/html; charset=utf-8", body: true },
      { method: "HEAD", status: 200, type: "text/html; charset=utf-8", body: false },
    ]);
  });

  it("ships no JavaScript bundle on content pages", async () => {
    const html = await (await fetch(server.url + "/home-insurance")).text();
    expect(html).not.toMatch(/<script[^>]+type="module"/);
    expect(html).not.toContain("modulepreload");
  });

  it("has no axe violations on the shell and the pages with call-to-action boxes (desktop and phone)", async () => {
    for (const viewport of [viewports.desktop, viewports.phone]) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      for (const path of ["/", "/contact", "/auto-insurance", "/blog/save-money-insurance-2025", "/quote"]) {
        await page.goto(server.url + path);
        expect(await axeViolations(page), `${viewport.width} ${path}`).toEqual([]);
      }
      await context.close();
    }
  });

  it("uses a check that finds what it must: an unlabelled field, a picture without words, faint text", async () => {
    const context = await browser.newContext({ viewport: viewports.phone });
    const page = await context.newPage();
    await page.setContent(`<!doctype html><html lang="en"><head><title>Broken on purpose</title></head><body><main><h1>Form</h1>
      <input type="text" name="email"><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
      <p style="color:#bbb;background:#fff">Faint words</p></main></body></html>`);
    const found = (await axeViolations(page)).map((v) => v.split(" ")[0]);
    expect(found).toEqual(expect.arrayContaining(["label", "image-alt", "color-contrast"]));
    await context.close();
  });
});

describe("security headers", () => {
  it("sends a strict policy on static and rendered pages, and nothing is refused by it", async () => {
    // A prerendered page, a rendered one, and a rendered one asked for again (now answered from memory).
    for (const path of ["/", "/quote", "/blog", "/blog"]) {
      const res = await fetch(server.url + path);
      const csp = res.headers.get("content-security-policy") ?? "";
      // One policy: a page's own replaces the default one (two would both be enforced).
      expect(csp.match(/default-src/g), path).toHaveLength(1);
      expect(res.headers.get("x-request-id"), path).toMatch(/^[0-9a-f-]{36}$/);
      const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src")) ?? "";
      // Inline scripts only by hash (no nonce: a rendered page's bytes, and so its ETag, stay the same).
      expect(scriptSrc).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+$/);
      expect(scriptSrc).not.toContain("unsafe-inline");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("permissions-policy")).toContain("camera=()");
    }
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const refused: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
    });
    await page.goto(server.url + "/");
    // The 'Open now' script ran (inline, allowed by hash).
    await page.locator("#open-now").waitFor({ state: "visible" });
    await page.goto(server.url + "/quote");
    // React hydrated (its inline bootstrap is allowed by hash): submit waits for an insurance type.
    await page.getByRole("button", { name: "Get My Free Quote" }).and(page.locator("[disabled]")).waitFor();
    expect(refused).toEqual([]);
    await context.close();
  });
});
