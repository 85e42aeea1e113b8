/**
 * The site shell on every page: navigation (desktop dropdowns by mouse and keyboard,
 * mobile menu), footer, skip link, 404, /auth, health check, accessibility.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
  Industries: ["View All Industries", "Restaurants", "Construction", "Healthcare", "Manufacturing", "Technology", "Commercial Property"],
  Blog: [
    "15 Ways to Save on Insurance in 2025", "How to Compare Insurance Rates", "Cheapest Car Insurance in Nevada",
    "Lower Your Insurance Costs", "Affordable Home Insurance in Nevada", "Insurance Discounts for 2025",
    "Small Business Insurance Savings", "Free Coverage Review",
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

  it("every navigation entry leads to a page that answers 200 with a main heading", async () => {
    const page = await desktopPage();
    await page.goto(server.url);
    const hrefs = await page
      .locator("header a[href^='/']")
      .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute("href")!))]);
    // Home, 9 insurance types, 7 industries, 7 articles + coverage review, 4 links, Sign In.
    expect(hrefs.length).toBe(30);
    for (const href of hrefs) {
      const response = await page.goto(server.url + href);
      expect(response?.status(), href).toBe(200);
      await expect(page.locator("h1").first().innerText(), href).resolves.toMatch(/\S/);
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
    await panel.getByRole("link", { name: "Construction" }).click();
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
    await page.getByRole("button", { name: "Blog" }).focus();
    await panel.waitFor({ state: "visible" });
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/blog\/save-money-insurance-2025$/);
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
    await page.goto(server.url);
    const footer = page.locator("footer");
    const quick = footer.getByRole("navigation", { name: "Quick links" });
    expect(await quick.getByRole("link").count()).toBeGreaterThanOrEqual(8);
    expect(await footer.getByRole("navigation", { name: "Insurance services" }).getByRole("link").count()).toBe(10);
    expect(await footer.locator("a[href^='tel:']").count()).toBe(1);
    expect(await footer.locator("a[href^='mailto:']").count()).toBe(1);
    const store = footer.getByRole("link", { name: /merchandise store/ });
    expect(await store.getAttribute("target")).toBe("_blank");
    expect(await store.getAttribute("rel")).toBe("noopener noreferrer");
    expect(await footer.innerText()).toContain(`© ${new Date().getFullYear()} `);
    expect(await footer.innerText()).toContain("7318 West Post Rd");
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
    const first = await fetch(server.url + "/auto-insurance", { headers: { "accept-encoding": "br" } });
    expect(first.status).toBe(200);
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    const again = await fetch(server.url + "/auto-insurance", { headers: { "if-none-match": etag! } });
    expect(again.status).toBe(304);
  });

  it("ships no JavaScript bundle on content pages", async () => {
    const html = await (await fetch(server.url + "/home-insurance")).text();
    expect(html).not.toMatch(/<script[^>]+type="module"/);
    expect(html).not.toContain("modulepreload");
  });

  it("has no axe violations on the shell (desktop and phone)", async () => {
    for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto(server.url + "/contact");
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    }
  });
});

describe("security headers", () => {
  it("sends a strict policy on static and rendered pages, and nothing is refused by it", async () => {
    for (const path of ["/", "/quote"]) {
      const res = await fetch(server.url + path);
      const csp = res.headers.get("content-security-policy") ?? "";
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
