/**
 * Private preview links of blog posts (docs/product.md#blog-manager), as an admin and visitors
 * use them against the built server: an admin makes a link in the editor, someone without an
 * account reads the draft through it (banner, noindex, never stored), until it is revoked,
 * expires, or the post is published (then it leads to the public post). And no draft or
 * scheduled post is reachable any other way without an admin's session.
 */
import { createHash } from "node:crypto";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lasVegasDate } from "../../app/lib/las-vegas-time.ts";
import { cookieHeader, createAccount, signedInContext, uniqueEmail } from "../support/accounts.ts";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import { axeViolations, checkAtBothWidths, launchBrowser, savePicture } from "../support/browser.ts";
import { execute, query, signInCookie } from "../support/site-requests.ts";

const DAY = 24 * 60 * 60 * 1000;
const GONE_HEADING = { en: "This preview link has expired or was turned off", es: "Este enlace de vista previa venció o fue desactivado" };

let server: AppServer;
let browser: Browser;
let admin: BrowserContext;
let adminEmail: string;
const AUTHOR = "Rosa Delgado";
const cookies = { admin: "", customer: "", staff: "" };

beforeAll(async () => {
  // Request lines in the log: a preview link's token must not be in them.
  [server, browser] = await Promise.all([startAppServer({ LOG_LEVEL: "info" }), launchBrowser()]);
  adminEmail = uniqueEmail("owner");
  const customerEmail = uniqueEmail("reader");
  const staffEmail = uniqueEmail("agent");
  await createAccount(server, { email: adminEmail, role: "admin" });
  await createAccount(server, { email: customerEmail, role: "customer" });
  await createAccount(server, { email: staffEmail, role: "staff" });
  admin = await signedInContext(browser, server, adminEmail);
  await admin.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
  cookies.admin = await cookieHeader(admin);
  cookies.customer = await signInCookie(server, customerEmail);
  cookies.staff = await signInCookie(server, staffEmail);
  // The admin's display name, as their profile page sets it: the preview shows the byline the post will have.
  execute(server.databasePath, "update user set name = ? where email = ?", AUTHOR, adminEmail);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** Posts the blog manager's form as the admin (no JavaScript needed); the answer, unread. */
function postAsAdmin(fields: Record<string, string>, path = "/blog-manager"): Promise<Response> {
  return fetch(`${server.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded", Cookie: cookies.admin },
    body: new URLSearchParams(fields),
  });
}

/** Saves a post through the manager's action and returns its id. */
async function savePost(fields: { intent: "draft" | "publish" | "schedule"; title: string; slug: string; locale?: "en" | "es"; id?: string } & Record<string, string>): Promise<string> {
  const response = await postAsAdmin({ content: `Body of ${fields.title}.`, excerpt: "", tags: "", locale: "en", ...fields });
  expect(response.status, `saving ${fields.slug}`).toBe(303);
  return query<{ id: string }>(server.databasePath, "select id from blog_posts where slug = ?", fields.slug)[0]!.id;
}

function linksOf(postId: string) {
  return query<{ id: string; token_hash: string; created_at: string; expires_at: string; revoked_at: string | null; created_by: string }>(
    server.databasePath,
    "select * from blog_preview_links where post_id = ? order by created_at",
    postId,
  );
}

/** What every answer of a preview address carries, the page, its 404 and its redirect alike. */
function expectPrivate(headers: Record<string, string>, what: string) {
  expect(headers["x-robots-tag"], what).toBe("noindex");
  expect(headers["cache-control"], what).toBe("private, no-store");
  expect(headers["referrer-policy"], what).toBe("no-referrer");
  expect(headers["etag"], what).toBeUndefined();
}

/**
 * The editor's preview links panel at both widths: axe on the panel (the editor around it has
 * its own owners and tests), narrow enough for the editor's column (its narrowest layout is
 * measured, whatever the rest of the editor does), and a picture of the page.
 */
async function checkPanelAtBothWidths(page: Page, name: string): Promise<void> {
  for (const [width, height] of [[1280, 900], [390, 844]] as const) {
    await page.setViewportSize({ width, height });
    expect(await axeViolations(page, { include: 'section[aria-labelledby="preview-links-heading"]' }), `the panel at ${width}px`).toEqual([]);
    const [narrowest, column] = await page.locator('section[aria-labelledby="preview-links-heading"]').evaluate((panel: HTMLElement) => {
      panel.style.width = "min-content";
      const narrowestWidth = panel.getBoundingClientRect().width;
      panel.style.width = "";
      return [narrowestWidth, panel.parentElement!.parentElement!.clientWidth];
    });
    expect(narrowest, `the panel at ${width}px`).toBeLessThanOrEqual(column);
    await savePicture(page, `preview-links-${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function expectGone(page: Page, path: string, what: string): Promise<string> {
  const response = (await page.goto(path))!;
  expect(response.status(), what).toBe(404);
  expectPrivate(response.headers(), what);
  await page.getByRole("heading", { level: 1, name: GONE_HEADING[path.startsWith("/es/") ? "es" : "en"] }).waitFor();
  expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
  return page.locator("main").innerText();
}

describe("a preview link", () => {
  it("lets someone without an account read a draft, marked and unindexed, until the admin revokes it", async () => {
    await savePost({ intent: "publish", title: "Roof Claims After a Storm", slug: "roof-claims-after-a-storm", tags: "roofs" });
    const postId = await savePost({ intent: "draft", title: "Hail Season Checklist", slug: "hail-season-checklist", content: "## Before the storm\n\nPhotograph your roof today.", tags: "roofs" });
    const page = await admin.newPage();
    await page.goto(`/blog-manager?edit=${postId}`);
    const panel = page.getByRole("region", { name: "Preview links" });
    await panel.getByText("No preview links yet.").waitFor();
    expect(await panel.getByLabel(/Link works for/).inputValue()).toBe("7");
    // The live preview of the text as saved has come: the editor is running.
    await page.getByRole("heading", { name: "Before the storm" }).waitFor();
    // The list's reload after the link is made is held back until the admin has typed and the
    // preview has followed; a preview must never leave the list as it was. The route stays and
    // lets later requests through: removing it while requests are under way can leave one
    // Playwright had paused unanswered.
    let releaseReload = () => {};
    const reloadHeld = new Promise<void>((resolve) => (releaseReload = resolve));
    let reloads = 0;
    await page.route(/\/blog-manager\.data\b/, async (route) => {
      if (route.request().method() === "GET" && reloads++ === 0) await reloadHeld;
      await route.continue();
    });
    await panel.getByRole("button", { name: "Create preview link" }).click();

    // Shown once, selected, with a Copy button that puts it on the clipboard.
    const field = panel.getByRole("textbox", { name: "Preview link" });
    await field.waitFor();
    const url = await field.inputValue();
    expect(url).toMatch(new RegExp(`^${server.url}/blog/preview/[A-Za-z0-9_-]{43}$`));
    expect(await field.evaluate((input: HTMLInputElement) => [document.activeElement === input, input.readOnly, (input.selectionEnd ?? 0) - (input.selectionStart ?? 0)])).toEqual([true, true, url.length]);
    await panel.getByText("it is shown only this once").waitFor();
    await panel.getByRole("button", { name: "Copy" }).click();
    await panel.getByText("Copied to the clipboard.").waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    const content = page.locator("#field-content");
    await content.press("Control+End");
    await content.pressSequentially("\n\nCheck the gutters too.");
    await page.locator(".prose-article").getByText("Check the gutters too.").waitFor();
    releaseReload();

    // Listed as Active, by whom, for a week; only the token's digest is stored.
    const row = panel.getByRole("listitem").filter({ hasText: "Active" });
    await row.waitFor();
    expect(await row.innerText()).toContain(`by ${AUTHOR}`);
    const token = url.split("/").pop()!;
    const [stored] = linksOf(postId);
    expect(stored!.token_hash).toBe(sha256(token));
    expect(JSON.stringify(query(server.databasePath, "select * from blog_preview_links"))).not.toContain(token);
    expect(Date.parse(stored!.expires_at) - Date.parse(stored!.created_at)).toBe(7 * DAY);
    await checkPanelAtBothWidths(page, "preview-links-panel");

    // Someone without an account opens it: the draft as visitors will see it, marked as a preview.
    const visitorContext = await browser.newContext({ baseURL: server.url });
    const visitor = await visitorContext.newPage();
    const opened = (await visitor.goto(new URL(url).pathname))!;
    expect(opened.status()).toBe(200);
    expectPrivate(opened.headers(), "the preview");
    // Nothing about the visit is remembered: the token must never reach a lead's record as its landing page.
    expect(await opened.headerValue("set-cookie")).toBeNull();
    expect(await visitor.getByRole("heading", { level: 1 }).innerText()).toBe("Hail Season Checklist");
    await visitor.getByText("Preview — not published").waitFor();
    await visitor.getByText("Photograph your roof today.").waitFor();
    // As the public page will be: its byline, and the published posts sharing a tag to read next.
    expect(await visitor.locator("article header").innerText()).toContain(`By ${AUTHOR}`);
    expect(await visitor.getByRole("region", { name: "Related articles" }).getByRole("link").allInnerTexts()).toEqual(["Roof Claims After a Storm"]);
    expect(await visitor.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    expect(await visitor.locator('link[rel="canonical"]').count()).toBe(0);
    expect(await visitor.locator("html").getAttribute("lang")).toBe("en");
    // The request log names the preview without its token.
    await expect.poll(() => server.output().includes('"path":"/blog/preview/[token]"')).toBe(true);
    expect(server.output()).not.toContain(token);
    await checkAtBothWidths(visitor, "preview-links-preview-page");
    // The page itself, asked for again, is rendered again: still private (never kept in memory).
    const again = await fetch(`${server.url}${new URL(url).pathname}`);
    expect(again.status).toBe(200);
    expectPrivate(Object.fromEntries(again.headers), "the preview asked again");

    // The admin revokes it: the same address is now the 404, as an unknown token's is.
    await panel.getByRole("button", { name: "Revoke" }).click();
    await panel.getByText("Preview link revoked: it no longer opens the post.").waitFor();
    await panel.getByRole("listitem").filter({ hasText: "Revoked" }).waitFor();
    expect(await panel.getByRole("button", { name: "Revoke" }).count()).toBe(0);
    expect(await field.count()).toBe(0);
    expect(linksOf(postId)[0]!.revoked_at).toBeTruthy();
    const revokedText = await expectGone(visitor, new URL(url).pathname, "a revoked link");
    expect(revokedText).not.toContain("Hail Season");
    expect(await expectGone(visitor, `/blog/preview/${"A".repeat(43)}`, "an unknown token")).toBe(revokedText);

    // Reading a preview is not a view.
    await new Promise((r) => setTimeout(r, 1500));
    expect(query<{ views: number }>(server.databasePath, "select views from blog_posts where id = ?", postId)[0]!.views).toBe(0);
    await visitorContext.close();
    await page.close();
  });

  it("works without JavaScript, in the post's language, stops when it expires and leads to the post once it is published", async () => {
    const postId = await savePost({ intent: "draft", title: "Seguro de casa y granizo", slug: "seguro-casa-granizo", locale: "es", content: "Tome fotos de su techo." });
    const noScript = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false, storageState: await admin.storageState() });
    const page = await noScript.newPage();
    await page.goto(`/blog-manager?edit=${postId}`);
    const panel = page.getByRole("region", { name: "Preview links" });
    await panel.getByLabel(/Link works for/).selectOption("3");
    await panel.getByRole("button", { name: "Create preview link" }).click();
    const field = panel.getByRole("textbox", { name: "Preview link" });
    await field.waitFor();
    expect(await panel.getByRole("button", { name: "Copy" }).count()).toBe(0);
    const path = new URL(await field.inputValue()).pathname;
    expect(path).toMatch(/^\/es\/blog\/preview\/[A-Za-z0-9_-]{43}$/);
    const [stored] = linksOf(postId);
    expect(Date.parse(stored!.expires_at) - Date.parse(stored!.created_at)).toBe(3 * DAY);
    // Days outside 1 to 30 (a forged form) are refused with a message, nothing stored.
    const refused = await postAsAdmin({ intent: "create-preview-link", id: postId, preview_days: "90" }, `/blog-manager?edit=${postId}`);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Please choose how long the link works: 1 to 30 days.");
    expect(linksOf(postId)).toHaveLength(1);
    // Only an admin may make or revoke one (a page post by anyone else is refused before it is read).
    for (const cookie of ["", cookies.customer, cookies.staff]) {
      const forms: Record<string, string>[] = [{ intent: "create-preview-link", id: postId, preview_days: "7" }, { intent: "revoke-preview-link", id: postId, link_id: stored!.id }];
      for (const fields of forms) {
        const response = await fetch(`${server.url}/blog-manager`, {
          method: "POST",
          redirect: "manual",
          headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
          body: new URLSearchParams(fields),
        });
        expect(response.status, `${fields.intent} by ${cookie ? "a signed-in non-admin" : "a visitor"}`).toBe(403);
      }
    }
    expect(linksOf(postId)).toEqual([stored]);
    // Another post's link cannot be revoked through this post.
    const otherId = await savePost({ intent: "draft", title: "Other draft", slug: "other-draft-for-links" });
    expect((await postAsAdmin({ intent: "create-preview-link", id: otherId, preview_days: "7" })).status).toBe(200);
    const otherLink = linksOf(otherId)[0]!;
    expect((await postAsAdmin({ intent: "revoke-preview-link", id: postId, link_id: otherLink.id })).status).toBe(404);
    expect(linksOf(otherId)[0]!.revoked_at).toBeNull();

    // In Spanish, at its Spanish address (the English one leads there).
    const visitorContext = await browser.newContext({ baseURL: server.url });
    const visitor = await visitorContext.newPage();
    expect((await visitor.goto(path))!.status()).toBe(200);
    expect(await visitor.locator("html").getAttribute("lang")).toBe("es");
    await visitor.getByText("Vista previa — no publicada").waitFor();
    await visitor.getByText("Tome fotos de su techo.").waitFor();
    const english = await fetch(`${server.url}${path.replace(/^\/es/, "")}`, { redirect: "manual" });
    expect([english.status, english.headers.get("location")]).toEqual([302, path]);

    // An expired link (stored as the server would have, a week ago for a day) is the same 404.
    const expiredToken = "E".repeat(43);
    execute(
      server.databasePath,
      "insert into blog_preview_links (id, post_id, token_hash, created_by, created_at, expires_at) values (?, ?, ?, ?, ?, ?)",
      "expired-link",
      postId,
      sha256(expiredToken),
      stored!.created_by,
      new Date(Date.now() - 7 * DAY).toISOString(),
      new Date(Date.now() - 6 * DAY).toISOString(),
    );
    await expectGone(visitor, `/es/blog/preview/${expiredToken}`, "an expired link");
    await page.goto(`/blog-manager?edit=${postId}`);
    await panel.getByRole("listitem").filter({ hasText: "Expired" }).waitFor();

    // Published: the link leads to the public post; the editor offers no links any more.
    await savePost({ intent: "publish", id: postId, title: "Seguro de casa y granizo", slug: "seguro-casa-granizo", locale: "es", content: "Tome fotos de su techo." });
    const redirected = await fetch(`${server.url}${path}`, { redirect: "manual" });
    expect([redirected.status, redirected.headers.get("location")]).toEqual([302, "/es/blog/seguro-casa-granizo"]);
    expectPrivate(Object.fromEntries(redirected.headers), "the redirect");
    const landed = (await visitor.goto(path))!;
    expect(landed.status()).toBe(200);
    expect(new URL(visitor.url()).pathname).toBe("/es/blog/seguro-casa-granizo");
    expect(await visitor.getByText("Vista previa — no publicada").count()).toBe(0);
    expect((await postAsAdmin({ intent: "create-preview-link", id: postId, preview_days: "7" })).status).toBe(409);
    await page.goto(`/blog-manager?edit=${postId}`);
    await page.getByRole("heading", { name: "Edit Post" }).waitFor();
    expect(await page.getByRole("region", { name: "Preview links" }).count()).toBe(0);
    await visitorContext.close();
    await noScript.close();
  });
});

describe("drafts and scheduled posts", () => {
  it("are reachable by no public way in without an admin's session or a valid link", async () => {
    // The title's word is what a visitor would search for; the body's word appears nowhere but in the hidden posts.
    const secret = "Zephyrquill";
    const bodyWord = "Marbleglade";
    const scheduleDate = lasVegasDate(new Date(Date.now() + 20 * DAY));
    const hidden = [
      { intent: "draft", slug: "zephyrquill-draft", locale: "en" },
      { intent: "schedule", slug: "zephyrquill-scheduled", locale: "en", schedule_date: scheduleDate, schedule_time: "09:00" },
      { intent: "draft", slug: "zephyrquill-borrador", locale: "es" },
      { intent: "schedule", slug: "zephyrquill-programada", locale: "es", schedule_date: scheduleDate, schedule_time: "09:00" },
    ] as const;
    for (const post of hidden) {
      await savePost({ ...post, title: `${secret} ${post.slug}`, excerpt: `${bodyWord} excerpt`, content: `${bodyWord} body text.`, tags: `hail, ${secret}` });
    }
    expect(query<{ status: string }>(server.databasePath, "select status from blog_posts where slug like 'zephyrquill-%' order by slug").map((p) => p.status).sort()).toEqual([
      "draft",
      "draft",
      "scheduled",
      "scheduled",
    ]);
    // Published posts with the same tag: their pages (related articles) and the tag's list must not name the drafts.
    await savePost({ intent: "publish", title: "Hail and Your Car", slug: "hail-and-your-car", tags: "hail" });
    await savePost({ intent: "publish", title: "Granizo y su carro", slug: "granizo-y-su-carro", locale: "es", tags: "hail" });

    const publicPaths = [
      "/blog",
      "/es/blog",
      "/blog?page=2",
      "/rss.xml",
      "/es/rss.xml",
      "/sitemap.xml",
      "/blog/tag/hail",
      "/es/blog/tag/hail",
      `/blog/tag/${secret.toLowerCase()}`,
      "/blog/hail-and-your-car",
      "/es/blog/granizo-y-su-carro",
      `/help/answer?q=${secret}`,
      `/es/help/answer?q=${secret}`,
      `/help?q=${secret}`,
    ];
    const postPaths = hidden.flatMap((post) => [`/blog/${post.slug}`, `/es/blog/${post.slug}`]);
    const badPreviews = ["/blog/preview/x", `/blog/preview/${"A".repeat(43)}`, `/es/blog/preview/${"b".repeat(43)}`, `/blog/preview/${"A".repeat(300)}`];
    const leaks: string[] = [];
    for (const [who, cookie] of [["visitor", ""], ["customer", cookies.customer], ["staff", cookies.staff]] as const) {
      const get = (path: string) => fetch(`${server.url}${path}`, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });
      for (const path of postPaths) {
        const response = await get(path);
        const body = await response.text();
        if (response.status !== 404 || body.includes(secret) || body.includes(bodyWord)) leaks.push(`${who} ${path}: ${response.status}`);
      }
      for (const path of badPreviews) {
        const response = await get(path);
        const body = await response.text();
        const heading = GONE_HEADING[path.startsWith("/es/") ? "es" : "en"];
        if (response.status !== 404 || !body.includes(heading) || body.includes(bodyWord)) leaks.push(`${who} ${path}: ${response.status}`);
      }
      for (const path of publicPaths) {
        const response = await get(path);
        const body = await response.text();
        // (The help desk and a tag's page may repeat the word asked for; never a hidden post's address or text.)
        if (body.includes(bodyWord) || body.includes("zephyrquill-")) leaks.push(`${who} ${path}: names a hidden post`);
      }
    }
    expect(leaks).toEqual([]);

    // The admin does see a draft at its address (so the addresses above are the right ones).
    const asAdmin = await fetch(`${server.url}/blog/zephyrquill-draft`, { headers: { Cookie: cookies.admin } });
    expect(asAdmin.status).toBe(200);
    expect(await asAdmin.text()).toContain(bodyWord);
  });
});
