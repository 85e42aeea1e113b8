/**
 * The public site in Spanish: every Spanish page as a visitor and a search engine see it
 * (language, canonical and alternate addresses, nothing left in English), the language switcher
 * in both directions, the Spanish 404, the sitemap, and accessibility at desktop and phone width.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aliasPaths, confirmationPaths, prerenderPaths, publicPaths } from "../../app/prerender-paths.ts";
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

/** Every Spanish page a search engine may list (the forms' confirmations are noindex and checked with their forms). */
const spanishPages = [...new Set([...prerenderPaths(), ...publicPaths(), ...aliasPaths])].filter((path) => (path === "/es" || path.startsWith("/es/")) && !confirmationPaths.includes(path));

/**
 * Words of running English text. A Spanish page may name an English term in brackets
 * ("garagekeepers", "umbrella"), but a whole English phrase means something was not translated.
 */
const ENGLISH_PHRASES = /\b(?:the|your|with|our|you|this|get a|call us|read)\b [a-z]+/gi;

describe("Spanish pages", () => {
  it("exist for the product, industry, privacy and guide pages, and the guides are built ahead of time like the English ones", () => {
    expect(prerenderPaths()).toContain("/es/blog/lower-insurance-costs");
    expect(spanishPages).toContain("/es");
    expect(spanishPages).toContain("/es/auto-insurance");
    expect(spanishPages).toContain("/es/restaurant-insurance");
    expect(spanishPages).toContain("/es/blog/lower-insurance-costs");
    expect(spanishPages.length).toBeGreaterThanOrEqual(30);
  });

  it("say they are Spanish, name their English twin, and have no English left in the page", async () => {
    const page = await browser.newPage();
    const leftovers: string[] = [];
    for (const path of spanishPages) {
      const response = await page.goto(server.url + path);
      expect(response?.status(), path).toBe(200);
      expect(await page.locator("html").getAttribute("lang"), path).toBe("es");
      const english = path.replace(/^\/es/, "") || "/";
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      if (!["/es/dealers", "/es/garage-insurance"].includes(path)) expect(canonical, path).toMatch(new RegExp(`${path}$`));
      expect(await page.locator('link[rel="alternate"][hreflang="en"]').getAttribute("href"), path).toMatch(
        new RegExp(`${["/es/dealers", "/es/garage-insurance"].includes(path) ? "/auto-dealer-insurance" : english === "/" ? "/" : english}$`),
      );
      expect(await page.locator('meta[property="og:locale"]').getAttribute("content")).toBe("es_US");
      const text = (await page.locator("body").innerText()).replace(/\s+/g, " ");
      for (const match of text.matchAll(ENGLISH_PHRASES)) leftovers.push(`${path}: ${match[0]}`);
    }
    await page.close();
    expect(leftovers).toEqual([]);
  });

  it("link to Spanish pages in the header, the footer and the body", async () => {
    const html = await (await fetch(`${server.url}/es/home-insurance`)).text();
    expect(html).toContain('href="/es/auto-insurance"');
    expect(html).toContain('href="/es/industries"');
    expect(html).toContain('href="/es/blog/lower-insurance-costs"');
    expect(html).toContain('href="/es/privacy"');
    expect(html).not.toContain('href="/auto-insurance"');
  });

  it("write dates and reading times in Spanish", async () => {
    const html = await (await fetch(`${server.url}/es/blog/lower-insurance-costs`)).text();
    expect(html).toMatch(/Publicado el <time datetime="\d{4}-\d{2}-\d{2}">\d{1,2} de [a-z]+ de \d{4}<\/time>/i);
    expect(html).toMatch(/\d+ min de lectura/);
  });
});

describe("the language switcher", () => {
  it("keeps the visitor on the same page in the other language, with the keyboard, and back", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/auto-insurance`);
    const toSpanish = page.getByRole("link", { name: "Ver esta página en español" });
    expect(await toSpanish.getAttribute("hreflang")).toBe("es");
    await toSpanish.focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(`${server.url}/es/auto-insurance`);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Seguro de auto en Las Vegas y todo Nevada");
    await page.getByRole("link", { name: "View this page in English" }).click();
    await page.waitForURL(`${server.url}/auto-insurance`);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Auto Insurance in Las Vegas and Across Nevada");
    await context.close();
  });

  it("is there on a phone too, and absent where a page exists in one language only", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${server.url}/es/industries`);
    await expect.poll(() => page.getByRole("link", { name: "View this page in English" }).isVisible()).toBe(true);
    // The email preferences page (reached from an email's link) is English only.
    await page.goto(`${server.url}/email/preferences`);
    expect(await page.locator("[data-language-switch]").count()).toBe(0);
    await context.close();
  });
});

describe("a missing Spanish page", () => {
  it("answers 404 in Spanish, with Spanish next steps", async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${server.url}/es/no-existe`);
    expect(response?.status()).toBe(404);
    expect(await page.locator("html").getAttribute("lang")).toBe("es");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("No encontramos esa página");
    expect(await page.getByRole("link", { name: "Tipos de seguro que ofrecemos" }).getAttribute("href")).toBe("/es/auto-insurance");
    expect(await page.title()).toMatch(/^Página no encontrada \| /);
    await page.close();
  });
});

describe("the sitemap", () => {
  it("lists both languages, each page with its alternates", async () => {
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${server.url}/es/auto-insurance</loc>`);
    expect(sitemap).toContain(
      `<loc>${server.url}/auto-insurance</loc><xhtml:link rel="alternate" hreflang="en" href="${server.url}/auto-insurance"/><xhtml:link rel="alternate" hreflang="es" href="${server.url}/es/auto-insurance"/>`,
    );
    expect(sitemap).not.toContain(`${server.url}/es/dealers<`);
  });
});

describe("accessibility of the Spanish pages", () => {
  it("has no axe violations at desktop and phone width", async () => {
    for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      for (const path of ["/es", "/es/auto-insurance", "/es/industries", "/es/auto-dealer-insurance", "/es/privacy-notice", "/es/blog/garage-insurance-gaps", "/es/nada"]) {
        await page.goto(server.url + path);
        expect(await axeViolations(page), `${viewport.width} ${path}`).toEqual([]);
      }
      await context.close();
    }
  });
});
