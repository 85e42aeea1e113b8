/**
 * What visitors see of a post beyond its text (docs/product.md#public-blog): the search settings
 * an admin writes in the editor (with their length counters) in the page's <head>, the author's
 * name and the reading time, tags leading to their tag pages in English and Spanish, and the
 * related posts at the end, kept fresh in memory as other posts are published.
 */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieHeader, createAccount, signedInContext, uniqueEmail } from "../support/accounts.ts";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import { axeViolations, checkAtBothWidths, launchBrowser } from "../support/browser.ts";
import { query } from "../support/site-requests.ts";

const AUTHOR = "Dana Ortiz";

let server: AppServer;
let browser: Browser;
let admin: BrowserContext;
let visitorContext: BrowserContext;

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
  const email = uniqueEmail("dana");
  await createAccount(server, { email, role: "admin" });
  admin = await signedInContext(browser, server, email);
  visitorContext = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
  // The byline shows the display name the author gave in their profile.
  const page = await admin.newPage();
  await page.goto("/admin/profile");
  await page.locator('[name="name"]').fill(AUTHOR);
  await page.getByRole("button", { name: "Save profile" }).click();
  await page.waitForURL(/saved=1/);
  await page.close();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Publishes a post as the editor's form would (the browser journey below uses the editor itself). */
async function publish(fields: { title: string; tags: string; locale?: "en" | "es"; excerpt?: string }) {
  const res = await fetch(`${server.url}/blog-manager`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded", Cookie: await cookieHeader(admin) },
    body: new URLSearchParams({ intent: "publish", content: "Some text.", locale: "en", ...fields }),
  });
  expect(res.status, fields.title).toBe(303);
}

const status = (path: string) => fetch(`${server.url}${path}`, { redirect: "manual" });
const headContent = (page: Page, selector: string, attribute: string) => page.locator(selector).first().getAttribute(attribute);
async function articleJsonLd(page: Page): Promise<{ author: { "@type": string; name: string } }> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text)).find((data) => data["@type"] === "Article");
}
const linksIn = (page: Page, name: string) => page.getByRole("region", { name }).getByRole("link").allInnerTexts();
/** The titles a list page shows. */
const listed = (page: Page) => page.locator("main li h2").allInnerTexts();

const TITLE = "Teen Drivers in Nevada: What Parents Really Pay";
const SLUG = "teen-drivers-in-nevada-what-parents-really-pay";
const SEO_TITLE = "Teen driver insurance in Nevada";
const SEO_DESCRIPTION = "What adding a teen driver costs in Nevada, and five discounts that bring the price down.";
const CANONICAL = "https://example.com/original/teen-drivers";

describe("a post's author, search settings, tags and related posts", () => {
  it("are written in the editor with live length counters and shown to visitors in the page and its <head>", async () => {
    await publish({ title: "Nevada Auto Insurance Basics", tags: "Auto, Nevada" });
    await publish({ title: "Keeping Your Home Safe in Monsoon Season", tags: "Home, Nevada" });

    const page = await admin.newPage();
    await page.goto("/blog-manager?edit=new");
    await page.locator('[name="title"]').fill(TITLE);
    await page.locator('[name="excerpt"]').fill("The real numbers behind a teen on your policy.");
    await page.locator('[name="content"]').fill(`## Why teens cost more\n\n${"Teen drivers pay more because insurers see more claims. ".repeat(50)}`);
    await page.locator('[name="tags"]').fill("Auto, Teen drivers");

    const seoTitle = page.locator('[name="seo_title"]');
    const titleCounter = page.locator("fieldset", { has: seoTitle }).locator("[data-length-counter]").first();
    await seoTitle.pressSequentially(SEO_TITLE);
    await expect.poll(() => titleCounter.innerText()).toBe("31 of 60 characters");
    await seoTitle.fill(`${SEO_TITLE}: what parents pay and how to pay less!`);
    await expect.poll(() => titleCounter.innerText()).toBe("70 of 60 characters: search results will cut the rest");
    // Screen readers hear the count once typing pauses, politely.
    const announcement = page.locator('fieldset p[aria-live="polite"]');
    await expect.poll(() => announcement.innerText()).toBe("SEO title: 70 of 60 characters: search results will cut the rest");
    await seoTitle.fill(SEO_TITLE);
    await page.locator('[name="seo_description"]').fill(SEO_DESCRIPTION);
    await expect.poll(() => page.locator("[data-length-counter]").nth(1).innerText()).toBe(`${SEO_DESCRIPTION.length} of 155 characters`);
    await page.locator('[name="canonical_url"]').fill(CANONICAL);
    // The search result preview follows the form.
    const preview = page.getByText("Search result preview").locator("xpath=..");
    await expect.poll(() => preview.innerText()).toContain(`${SEO_TITLE} |`);
    expect(await preview.innerText()).toContain(SEO_DESCRIPTION);
    expect(await preview.innerText()).toContain(`/blog/${SLUG}`);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Publish" }).click();
    await page.waitForURL(/\/blog-manager$/);
    expect(query(server.databasePath, "select seo_title, seo_description, canonical_url from blog_posts where slug = ?", SLUG)[0]).toEqual({
      seo_title: SEO_TITLE,
      seo_description: SEO_DESCRIPTION,
      canonical_url: CANONICAL,
    });
    await page.close();

    const visitor = await visitorContext.newPage();
    await visitor.goto(`/blog/${SLUG}`);
    expect(await visitor.title()).toMatch(new RegExp(`^${SEO_TITLE} \\| `));
    expect(await headContent(visitor, 'meta[name="description"]', "content")).toBe(SEO_DESCRIPTION);
    expect(await headContent(visitor, 'link[rel="canonical"]', "href")).toBe(CANONICAL);
    expect(await headContent(visitor, 'meta[property="og:url"]', "content")).toBe(CANONICAL);
    expect((await articleJsonLd(visitor)).author).toEqual({ "@type": "Person", name: AUTHOR });
    // The page itself keeps the post's own title.
    expect(await visitor.getByRole("heading", { level: 1 }).innerText()).toBe(TITLE);
    const header = visitor.locator("article header");
    expect(await header.innerText()).toContain(`By ${AUTHOR}`);
    expect(await header.innerText()).toContain("2 min read");
    // Related: the post sharing a tag, not the one sharing none.
    expect(await linksIn(visitor, "Related articles")).toEqual(["Nevada Auto Insurance Basics"]);
    await checkAtBothWidths(visitor, "blog-public-post");

    // A post sharing more tags comes first, also on the copy kept in memory.
    await publish({ title: "Teen Drivers and Auto Discounts", tags: "teen drivers, AUTO" });
    await visitor.reload();
    expect(await linksIn(visitor, "Related articles")).toEqual(["Teen Drivers and Auto Discounts", "Nevada Auto Insurance Basics"]);

    // A tag leads to its page, which lists the posts with it, newest first.
    await header.getByRole("link", { name: "Teen drivers", exact: true }).click();
    await visitor.waitForURL(/\/blog\/tag\/teen-drivers$/);
    expect(await visitor.getByRole("heading", { level: 1 }).innerText()).toBe("teen drivers");
    expect(await visitor.title()).toMatch(/^Articles tagged “teen drivers” \| /);
    expect(await headContent(visitor, 'link[rel="canonical"]', "href")).toMatch(/\/blog\/tag\/teen-drivers$/);
    expect(await visitor.locator('meta[name="robots"]').count()).toBe(0);
    expect(await listed(visitor)).toEqual(["Teen Drivers and Auto Discounts", TITLE]);
    expect(await axeViolations(visitor)).toEqual([]);

    // The /blog cards link their tags too.
    await visitor.goto("/blog");
    await visitor.getByRole("link", { name: "Nevada", exact: true }).first().click();
    await visitor.waitForURL(/\/blog\/tag\/nevada$/);
    expect(await listed(visitor)).toEqual(["Keeping Your Home Safe in Monsoon Season", "Nevada Auto Insurance Basics"]);
    await visitor.close();

    expect((await status("/blog/tag/no-such-tag")).status).toBe(404);
    const other = await status("/blog/tag/Teen-Drivers");
    expect({ status: other.status, location: other.headers.get("location") }).toEqual({ status: 301, location: "/blog/tag/teen-drivers" });
  });

  it("work the same in Spanish: a tag with accents, its Spanish page, related posts and the byline", async () => {
    await publish({ title: "Qué cubre el seguro de auto", tags: "informacion util, Seguro de auto", locale: "es" });
    await publish({ title: "Cómo ahorrar en su seguro de auto", tags: "Información útil, Ahorro", locale: "es" });

    const visitor = await visitorContext.newPage();
    await visitor.goto("/es/blog");
    await visitor.getByRole("link", { name: "Información útil", exact: true }).first().click();
    await visitor.waitForURL(/\/es\/blog\/tag\/informacion-util$/);
    expect(await visitor.locator("html").getAttribute("lang")).toBe("es");
    expect(await visitor.getByRole("heading", { level: 1 }).innerText()).toBe("Información útil");
    expect(await visitor.title()).toMatch(/^Artículos con la etiqueta “Información útil” \| /);
    expect(await listed(visitor)).toEqual(["Cómo ahorrar en su seguro de auto", "Qué cubre el seguro de auto"]);
    await checkAtBothWidths(visitor, "blog-public-tag-es");

    await visitor.getByRole("link", { name: "Qué cubre el seguro de auto", exact: true }).click();
    await visitor.waitForURL(/\/es\/blog\/que-cubre-el-seguro-de-auto$/);
    expect(await visitor.locator("article header").innerText()).toContain(`Por ${AUTHOR}`);
    expect(await visitor.locator("article header").innerText()).toContain("1 min de lectura");
    expect(await linksIn(visitor, "Artículos relacionados")).toEqual(["Cómo ahorrar en su seguro de auto"]);
    await visitor.close();

    // Each language has its own tags; any spelling of the tag in the address leads to its page.
    expect((await status("/blog/tag/informacion-util")).status).toBe(404);
    const accented = await status("/es/blog/tag/Informaci%C3%B3n-%C3%9Atil");
    expect({ status: accented.status, location: accented.headers.get("location") }).toEqual({ status: 301, location: "/es/blog/tag/informacion-util" });
    const sitemap = await (await status("/sitemap.xml")).text();
    for (const path of ["/es/blog/tag/informacion-util", "/es/blog/tag/seguro-de-auto", "/blog/tag/teen-drivers", "/blog/tag/auto"]) {
      expect(sitemap, path).toContain(`${path}</loc>`);
    }
  });

  it("without JavaScript, the search settings say how long search results show them", async () => {
    const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false, storageState: await admin.storageState() });
    const page = await context.newPage();
    await page.goto("/blog-manager?edit=new");
    expect(await page.locator("#field-seo_title-hint").innerText()).toContain("Search results show about 60 characters");
    expect(await page.locator("#field-seo_description-hint").innerText()).toContain("Search results show about 155 characters");
    expect(await page.locator("[data-length-counter]").count()).toBe(0);
    await context.close();
  });
});
