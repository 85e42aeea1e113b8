/**
 * Post revisions in the blog manager (docs/product.md#blog-manager), as an admin uses them
 * against the built server: every save listed with who and when, an earlier revision compared
 * with the current post, and restored as a new revision (the post stays published), with
 * JavaScript and without; a revision of another post, or anyone but an admin, is refused.
 */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieHeader, createAccount, signedInContext, uniqueEmail } from "../support/accounts.ts";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import { axeViolations, launchBrowser, savePicture } from "../support/browser.ts";
import { query, signInCookie } from "../support/site-requests.ts";

const ORIGINAL = {
  title: "Hail Season Checklist",
  slug: "hail-season-checklist",
  content: "## Before the storm\n\nCheck your roof after every storm.\n\nPhotograph your car each spring.",
};
const EDITED = {
  title: "Hail Season Checklist for 2026",
  slug: "hail-checklist-2026",
  content: "## Before the storm\n\nCheck your roof and gutters after every storm.\n\nPhotograph your car each spring.\n\nKeep receipts for repairs.",
};

let server: AppServer;
let browser: Browser;
let admin: BrowserContext;
let adminName: string;
let postId: string;
const cookies = { admin: "", customer: "", staff: "" };

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
  const adminEmail = uniqueEmail("owner");
  const customerEmail = uniqueEmail("reader");
  const staffEmail = uniqueEmail("agent");
  await createAccount(server, { email: adminEmail, role: "admin" });
  await createAccount(server, { email: customerEmail, role: "customer" });
  await createAccount(server, { email: staffEmail, role: "staff" });
  admin = await signedInContext(browser, server, adminEmail);
  cookies.admin = await cookieHeader(admin);
  cookies.customer = await signInCookie(server, customerEmail);
  cookies.staff = await signInCookie(server, staffEmail);
  // The list names who saved: the account's name, or its email when it has none.
  const [user] = query<{ name: string; email: string }>(server.databasePath, "select name, email from user where email = ?", adminEmail);
  adminName = user!.name.trim() || user!.email;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface PostRow {
  title: string;
  slug: string;
  status: string;
  published_at: string | null;
}
const post = () => query<PostRow>(server.databasePath, "select title, slug, status, published_at from blog_posts where id = ?", postId)[0]!;
const revisions = (id = postId) =>
  query<{ id: string; number: number; restored_from: number | null; slug: string }>(server.databasePath, "select id, number, restored_from, slug from blog_post_revisions where post_id = ? order by number", id);

async function fill(page: Page, fields: Partial<Record<"title" | "slug" | "content" | "tags", string>>) {
  for (const [name, value] of Object.entries(fields)) await page.locator(`[name="${name}"]`).fill(value);
}

/**
 * The page at a laptop's and a phone's width: axe on the whole page, nothing in the revisions
 * panel wider than the screen, and a picture of each.
 */
async function checkAtBothWidths(page: Page, name: string): Promise<void> {
  for (const [width, height] of [[1280, 900], [390, 844]] as const) {
    await page.setViewportSize({ width, height });
    expect(await axeViolations(page), `${page.url()} at ${width}px`).toEqual([]);
    const widest = await page.evaluate(() => Math.max(...[...document.querySelectorAll("#revisions, #revisions *")].map((e) => e.getBoundingClientRect().right)));
    expect(widest, `the revisions panel of ${page.url()} is wider than ${width}px`).toBeLessThanOrEqual(width);
    await savePicture(page, `blog-revisions-${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const revisionItems = (page: Page) => page.getByRole("list", { name: "Revisions, newest first" }).getByRole("listitem");

describe("revisions with JavaScript", () => {
  it("lists every save, compares revision 1 with the current post, and restores it as a new revision that keeps the post published", async () => {
    const page = await admin.newPage();
    await page.goto("/blog-manager?edit=new");
    await fill(page, { ...ORIGINAL, tags: "home, weather" });
    await page.getByRole("button", { name: "Publish" }).click();
    await page.waitForURL(/\/blog-manager$/);
    postId = query<{ id: string }>(server.databasePath, "select id from blog_posts where slug = ?", ORIGINAL.slug)[0]!.id;
    const firstPublished = post().published_at;

    // Two edits: the text and slug, then the tags.
    await page.goto(`/blog-manager?edit=${postId}`);
    await fill(page, EDITED);
    await page.getByRole("button", { name: "Update Published" }).click();
    await page.waitForURL(/\/blog-manager$/);
    await page.goto(`/blog-manager?edit=${postId}`);
    await fill(page, { tags: "home" });
    await page.getByRole("button", { name: "Update Published" }).click();
    await page.waitForURL(/\/blog-manager$/);

    await page.goto(`/blog-manager?edit=${postId}`);
    await page.getByRole("heading", { name: "Revisions" }).waitFor();
    const items = revisionItems(page);
    expect(await items.count()).toBe(3);
    expect(await items.nth(0).innerText()).toMatch(/Revision #3 \(the current text\)[\s\S]*Saved .*\d{4}, \d{1,2}:\d{2}\s[AP]M by .+[\s\S]*Published/);
    expect(await items.nth(2).innerText()).toContain(`by ${adminName}`);
    // The newest is the current text: nothing to compare or restore.
    expect(await items.nth(0).getByRole("link", { name: /Compare with current/ }).count()).toBe(0);

    await items.nth(2).getByRole("link", { name: "Compare with current (revision #1)" }).click();
    await page.waitForURL(/revision=1/);
    const compare = page.getByRole("region", { name: "Revision #1 compared with the current post" });
    await compare.waitFor();
    expect(await compare.getByText("Content: 3 lines added, 1 removed. 3 other fields changed: Title, Slug (URL), Tags.").isVisible()).toBe(true);
    // The words added since, and the line, each marked as an insertion; the old title as a deletion.
    expect(await compare.locator("ins").allTextContents()).toEqual(expect.arrayContaining(["and gutters ", "Keep receipts for repairs.", " for 2026"]));
    expect(await compare.getByRole("definition").first().innerText()).toMatch(/Revision #1: Hail Season Checklist\s+\+?\s*Current: Hail Season Checklist for 2026/);
    await checkAtBothWidths(page, "revision-compare");

    // Restoring asks first: dismissed, nothing happens.
    const messages: string[] = [];
    page.once("dialog", (dialog) => {
      messages.push(dialog.message());
      void dialog.dismiss();
    });
    await compare.getByRole("button", { name: "Restore this revision #1" }).click();
    expect(messages).toEqual([expect.stringMatching(/^Restore revision #1\?.*The post stays published/)]);
    expect(revisions()).toHaveLength(3);

    page.once("dialog", (dialog) => void dialog.accept());
    await compare.getByRole("button", { name: "Restore this revision #1" }).click();
    await page.waitForURL(/restored=4/);
    await page.getByRole("status").filter({ hasText: "Revision restored" }).waitFor();
    // The editor shows the restored text, the list the new revision.
    expect(await page.locator('[name="title"]').inputValue()).toBe(ORIGINAL.title);
    expect(await page.locator('[name="slug"]').inputValue()).toBe(ORIGINAL.slug);
    expect(await page.locator('[name="content"]').inputValue()).toBe(ORIGINAL.content);
    expect(await page.locator('[name="tags"]').inputValue()).toBe("home, weather");
    expect(await revisionItems(page).nth(0).innerText()).toMatch(/Revision #4 \(the current text\)[\s\S]*Published[\s\S]*Restored from #1/);

    expect(post()).toEqual({ title: ORIGINAL.title, slug: ORIGINAL.slug, status: "published", published_at: firstPublished });
    expect(revisions().at(-1)).toMatchObject({ number: 4, restored_from: 1, slug: ORIGINAL.slug });
    // Visitors see the restored text at its address at once; the later address is gone.
    const visitor = await fetch(`${server.url}/blog/${ORIGINAL.slug}`);
    expect(visitor.status).toBe(200);
    expect(await visitor.text()).toContain("Check your roof after every storm.");
    expect((await fetch(`${server.url}/blog/${EDITED.slug}`)).status).toBe(404);
    await page.close();
  });
});

describe("revisions without JavaScript", () => {
  it("restores after a confirmation step beside the comparison, and refuses a slug another post has taken since", async () => {
    const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false, storageState: await admin.storageState(), viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`/blog-manager?edit=${postId}`);
    await revisionItems(page).filter({ hasText: "Revision #2" }).getByRole("link", { name: "Restore this revision #2" }).click();
    await page.waitForURL(/revision=2&confirm=restore/);
    await page.getByRole("heading", { name: "Restore revision #2?" }).waitFor();
    // The confirmation stands beside what the restore changes.
    expect(await page.getByRole("region", { name: "Revision #2 compared with the current post" }).locator("del").allTextContents()).toContain("and gutters ");
    await page.getByRole("button", { name: "Restore revision #2" }).click();
    await page.waitForURL(/restored=5/);
    expect(await page.getByRole("status").filter({ hasText: "Revision restored" }).isVisible()).toBe(true);
    expect(await page.locator('[name="title"]').inputValue()).toBe(EDITED.title);
    expect(await revisionItems(page).nth(0).innerText()).toMatch(/Revision #5[\s\S]*Restored from #2/);
    expect(post()).toMatchObject({ title: EDITED.title, slug: EDITED.slug, status: "published" });

    // Another post takes revision 1's slug: restoring revision 1 is refused, and says why.
    await page.goto("/blog-manager?edit=new");
    await fill(page, { title: "Hail and Your Windshield", slug: ORIGINAL.slug });
    await page.getByRole("button", { name: "Save as Draft" }).click();
    await page.waitForURL(/\/blog-manager$/);
    await page.goto(`/blog-manager?edit=${postId}&revision=1&confirm=restore`);
    await page.getByRole("button", { name: "Restore revision #1" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "cannot be restored" });
    await alert.waitFor();
    expect(await alert.innerText()).toContain(`its slug “${ORIGINAL.slug}” is now used by another post, “Hail and Your Windshield”`);
    expect(revisions()).toHaveLength(5);
    expect(post().slug).toBe(EDITED.slug);
    await context.close();
  });
});

describe("who may restore what", () => {
  function restore(cookie: string | undefined, fields: Record<string, string>) {
    return fetch(`${server.url}/blog-manager?edit=${encodeURIComponent(fields.id ?? "")}`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
      body: new URLSearchParams({ intent: "restore-revision", ...fields }),
    });
  }

  it("refuses another post's revision to an admin, and every restore to anyone else, changing nothing", async () => {
    const otherId = query<{ id: string }>(server.databasePath, "select id from blog_posts where slug = ?", ORIGINAL.slug)[0]!.id;
    const otherRevision = revisions(otherId)[0]!;
    const before = { post: post(), revisions: revisions(), other: revisions(otherId) };

    const crossPost = await restore(cookies.admin, { id: postId, revision_id: otherRevision.id });
    expect(crossPost.status).toBe(404);
    expect(await crossPost.text()).toContain("That revision was not found for this post.");
    // Nor the other way round: this post's revision onto the other post.
    expect((await restore(cookies.admin, { id: otherId, revision_id: revisions()[0]!.id })).status).toBe(404);

    for (const cookie of [undefined, cookies.customer, cookies.staff]) {
      expect((await restore(cookie, { id: postId, revision_id: revisions()[0]!.id })).status).toBe(403);
    }
    expect({ post: post(), revisions: revisions(), other: revisions(otherId) }).toEqual(before);
  });
});
