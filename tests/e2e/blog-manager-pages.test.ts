/**
 * The blog manager's list a page at a time, as an admin with more posts than one page uses it:
 * the newest first, the page links, and editing a post from a later page.
 */
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieHeader, createAccount, signedInContext, uniqueEmail } from "../support/accounts.ts";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import { axeViolations, launchBrowser } from "../support/browser.ts";

const POSTS = 27;

let server: AppServer;
let browser: Browser;
let admin: BrowserContext;

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
  const email = uniqueEmail("owner");
  await createAccount(server, { email, role: "admin" });
  admin = await signedInContext(browser, server, email);
  const cookie = await cookieHeader(admin);
  // Saved through the editor's own form, oldest first.
  for (let i = 1; i <= POSTS; i++) {
    const saved = await fetch(`${server.url}/blog-manager`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
      body: new URLSearchParams({ intent: "draft", title: `Garage coverage note ${i}`, slug: `garage-note-${i}`, content: `Note ${i}.`, locale: "en" }),
    });
    expect(saved.status).toBe(303);
  }
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("the blog manager with more posts than one page", () => {
  it("shows 25 posts newest first, pages to the rest, and edits a post from the second page", async () => {
    const page = await admin.newPage();
    await page.goto(`${server.url}/blog-manager`);
    const titles = page.locator("section[aria-labelledby=posts-heading] h3");
    await expect.poll(() => titles.count()).toBe(25);
    expect(await titles.first().textContent()).toBe(`Garage coverage note ${POSTS}`);
    expect(await page.getByText(`Showing 1–25 of ${POSTS} posts`).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("navigation", { name: "Pages of posts" }).getByRole("link", { name: "Next" }).click();
    await page.waitForURL(/page=2/);
    // The page hydrates: the link may navigate in the browser, where the address changes before the new list is drawn.
    await expect.poll(() => titles.allTextContents()).toEqual(["Garage coverage note 2", "Garage coverage note 1"]);
    expect(await page.getByText(`Showing 26–${POSTS} of ${POSTS} posts`).count()).toBe(1);

    await page.getByRole("listitem").filter({ hasText: "Garage coverage note 1" }).getByRole("link", { name: "Edit" }).click();
    await expect.poll(() => page.locator('[name="title"]').inputValue()).toBe("Garage coverage note 1");
    expect(await page.locator('[name="content"]').inputValue()).toBe("Note 1.");
    await page.close();
  });
});
