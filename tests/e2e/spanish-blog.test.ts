/**
 * The blog in two languages (docs/product.md#public-blog): a post written in Spanish in the blog
 * manager is listed on /es/blog and not on /blog, lives at /es/blog/{slug} in Spanish (its English
 * address sends there for good), is in the Spanish feed and in the sitemap at its Spanish address,
 * and the pages kept in memory follow its changes, a change of language included.
 */
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount, signedInContext, uniqueEmail } from "../support/accounts.ts";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import { axeViolations, launchBrowser } from "../support/browser.ts";
import { query } from "../support/site-requests.ts";

let server: AppServer;
let browser: Browser;
let admin: BrowserContext;

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
  const email = uniqueEmail("owner");
  await createAccount(server, { email, role: "admin" });
  admin = await signedInContext(browser, server, email);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const SLUG = "temporada-de-monzones-en-nevada-su-casa-esta-cubierta";
const TITLE = "Temporada de monzones en Nevada: ¿su casa está cubierta?";
const ENGLISH_GUIDE = "Practical Ways to Lower Your Insurance Costs";

interface PostRow {
  id: string;
  slug: string;
  status: string;
  locale: string;
}
const postRow = (slug: string) => query<PostRow>(server.databasePath, "select id, slug, status, locale from blog_posts where slug = ?", slug)[0];

/** What a visitor without a session gets: the copy kept in memory once rendered. */
const get = (path: string) => fetch(`${server.url}${path}`, { redirect: "manual" });
const text = async (path: string) => (await get(path)).text();

describe("a Spanish post written in the blog manager", () => {
  it("is chosen in the editor, shown as Spanish in the list and published at its Spanish address", async () => {
    // The lists are in memory before the post exists: publishing must replace them.
    expect(await text("/es/blog")).not.toContain(TITLE);
    expect(await text("/blog")).not.toContain(TITLE);

    const page = await admin.newPage();
    await page.goto("/blog-manager?edit=new");
    await page.locator('[name="title"]').pressSequentially(TITLE);
    expect(await page.locator('[name="slug"]').inputValue()).toBe(SLUG);
    await page.locator('select[name="locale"]').selectOption({ label: "Español" });
    await page.locator('[name="excerpt"]').fill("Inundaciones repentinas y viento: lo que paga una póliza de hogar en Nevada.");
    await page.locator('[name="content"]').fill(
      "## Las inundaciones van aparte\n\nUna póliza de hogar **no cubre** inundaciones. [Pida una cotización](/quote).\n\n## Qué hacer\n\nRevise su póliza antes de julio.",
    );
    // The preview is in the post's language: the link goes to the Spanish quote form.
    await page.locator('.prose-article a[href="/es/quote"]').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Publish" }).click();
    await page.waitForURL(/\/blog-manager$/);

    expect(postRow(SLUG)).toMatchObject({ status: "published", locale: "es" });
    const item = page.getByRole("listitem").filter({ hasText: TITLE });
    expect(await item.locator("dd[lang=es]").innerText()).toBe("Español");
    expect(await item.getByRole("link", { name: `/es/blog/${SLUG}` }).getAttribute("href")).toBe(`/es/blog/${SLUG}`);
    expect(await axeViolations(page)).toEqual([]);

    // Editing it shows its language chosen.
    await item.getByRole("link", { name: "Edit" }).click();
    await page.getByRole("heading", { name: "Edit Post" }).waitFor();
    expect(await page.locator('select[name="locale"]').inputValue()).toBe("es");
    await page.close();
  });

  it("is listed on /es/blog with the Spanish guides, in Spanish, and not on /blog", async () => {
    const spanish = await text("/es/blog");
    expect(spanish).toContain(TITLE);
    expect(spanish).toContain(`href="/es/blog/${SLUG}"`);
    expect(spanish).toContain('href="/es/blog/lower-insurance-costs"');
    expect(spanish).not.toContain(ENGLISH_GUIDE);
    const english = await text("/blog");
    expect(english).not.toContain(TITLE);
    expect(english).toContain(ENGLISH_GUIDE);
    expect(english).not.toContain('href="/es/blog/');

    for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto(`${server.url}/es/blog`);
      expect(await page.locator("html").getAttribute("lang")).toBe("es");
      expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Guías y noticias de seguros");
      expect(await page.title()).toMatch(/^Blog y guías de seguros \| /);
      expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${server.url}/es/blog`);
      expect(await page.locator('link[rel="alternate"][hreflang="en"]').getAttribute("href")).toBe(`${server.url}/blog`);
      // The Spanish guides carry a Spanish tag and dates; the list's pages are named in Spanish.
      expect(await page.getByRole("list", { name: "Etiquetas" }).first().innerText()).toBeTruthy();
      expect(await page.locator("main li time").first().innerText()).toMatch(/^\d{1,2} de [a-záéíóú]+ de \d{4}$/);
      expect(await page.getByRole("link", { name: "Suscríbase por RSS" }).getAttribute("href")).toBe("/es/rss.xml");
      // The header's switcher leads to the English blog.
      expect(await page.locator("[data-language-switch]").first().getAttribute("href")).toBe("/blog");
      expect(await axeViolations(page), `${viewport.width}`).toEqual([]);
      await context.close();
    }
  });

  it("reads in Spanish at /es/blog/{slug}, with no twin offered, and its English address sends there for good", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const response = await page.goto(`${server.url}/es/blog/${SLUG}`);
    expect(response?.status()).toBe(200);
    expect(await page.locator("html").getAttribute("lang")).toBe("es");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(TITLE);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${server.url}/es/blog/${SLUG}`);
    expect(await page.locator('meta[property="og:url"]').getAttribute("content")).toBe(`${server.url}/es/blog/${SLUG}`);
    expect(await page.locator('link[rel="alternate"][hreflang]').count()).toBe(0);
    expect(await page.locator("[data-language-switch]").count()).toBe(0);
    const body = await page.locator("main").innerText();
    expect(body).toMatch(/\d+ min de lectura/);
    expect(body).toMatch(/\d{1,2} de [a-záéíóú]+ de \d{4}/);
    expect(body).toContain("¿Listo para comparar sus opciones?");
    expect(await page.getByRole("navigation", { name: "Ruta de navegación" }).getByRole("link", { name: "Blog" }).getAttribute("href")).toBe("/es/blog");
    expect(await page.locator('.prose-article a[href="/es/quote"]').count()).toBe(1);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.join()).toContain(`"mainEntityOfPage":"${server.url}/es/blog/${SLUG}"`);
    expect(jsonLd.join()).not.toContain(`${server.url}/blog/${SLUG}`);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();

    const english = await get(`/blog/${SLUG}`);
    expect(english.status).toBe(301);
    expect(english.headers.get("location")).toBe(`/es/blog/${SLUG}`);
  });

  it("is in the Spanish feed only, and in the sitemap at its Spanish address", async () => {
    const feed = await text("/es/rss.xml");
    expect(feed).toContain(`<link>${server.url}/es/blog/${SLUG}</link>`);
    expect(feed).toContain("<language>es-us</language>");
    expect(feed).toContain(`<link>${server.url}/es/blog/lower-insurance-costs</link>`);
    expect(feed).toContain("<category>Guía</category>");
    const englishFeed = await text("/rss.xml");
    expect(englishFeed).not.toContain(SLUG);
    expect(englishFeed).toContain("<language>en-us</language>");
    const sitemap = await text("/sitemap.xml");
    expect(sitemap).toContain(`<loc>${server.url}/es/blog/${SLUG}</loc>`);
    expect(sitemap).not.toContain(`<loc>${server.url}/blog/${SLUG}</loc>`);
  });

  it("moves to /blog when it is changed to English, on every page kept in memory", async () => {
    const page = await admin.newPage();
    await page.goto(`/blog-manager?edit=${postRow(SLUG)!.id}`);
    await page.locator('select[name="locale"]').selectOption("en");
    await page.getByRole("button", { name: "Update Published" }).click();
    await page.waitForURL(/\/blog-manager$/);
    await page.close();
    expect(postRow(SLUG)!.locale).toBe("en");

    expect(await text("/es/blog")).not.toContain(TITLE);
    expect(await text("/blog")).toContain(TITLE);
    expect(await text("/es/rss.xml")).not.toContain(SLUG);
    expect(await text("/rss.xml")).toContain(`<link>${server.url}/blog/${SLUG}</link>`);
    expect(await text("/sitemap.xml")).toContain(`<loc>${server.url}/blog/${SLUG}</loc>`);
    const spanish = await get(`/es/blog/${SLUG}`);
    expect(spanish.status).toBe(301);
    expect(spanish.headers.get("location")).toBe(`/blog/${SLUG}`);
    const english = await get(`/blog/${SLUG}`);
    expect(english.status).toBe(200);
    expect(await english.text()).toContain('<html lang="en"');
  });

  it("can be written in Spanish without JavaScript", async () => {
    const state = await admin.storageState();
    const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false, storageState: state });
    const page = await context.newPage();
    await page.goto("/blog-manager?edit=new");
    await page.locator('[name="title"]').fill("Cómo leer su póliza");
    await page.locator('[name="content"]').fill("Vea [nuestras coberturas](/auto-insurance).");
    await page.locator('select[name="locale"]').selectOption("es");
    await page.getByRole("button", { name: "Preview" }).click();
    // Without JavaScript the preview is a new page: wait for it (count() would read the page being left).
    await page.locator('.prose-article a[href="/es/auto-insurance"]').waitFor();
    expect(await page.locator('.prose-article a[href="/es/auto-insurance"]').count()).toBe(1);
    expect(await page.locator('select[name="locale"]').inputValue()).toBe("es");
    await page.getByRole("button", { name: "Save as Draft" }).click();
    await page.waitForURL(/\/blog-manager$/);
    expect(postRow("como-leer-su-poliza")).toMatchObject({ status: "draft", locale: "es" });
    // A draft is not public in either language.
    expect((await get("/es/blog/como-leer-su-poliza")).status).toBe(404);
    expect((await get("/blog/como-leer-su-poliza")).status).toBe(404);
    await context.close();
  });
});
