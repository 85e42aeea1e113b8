/**
 * Rendered pages revalidate. Their inline scripts are allowed by hash, computed from the
 * finished body (server/rendered-response.ts), not by a per-response nonce, so the same
 * page gives the same bytes, ETag and policy, and a repeat visit gets 304. The page still
 * renders in Chromium and runs its scripts with no CSP violation, also from the revalidated cache.
 */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inlineScriptHashes } from "../../server/content-security-policy.ts";
import { createAccount, TEST_PASSWORD, uniqueEmail } from "../support/accounts.ts";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import { launchBrowser } from "../support/browser.ts";
import { sameOrigin, signInCookie, validLeadBody } from "../support/site-requests.ts";

let server: AppServer;
let browser: Browser;

beforeAll(async () => {
  // Request lines in the log show what the server answered a browser's revalidation.
  [server, browser] = await Promise.all([startAppServer({ LOG_LEVEL: "info" }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const scriptSrc = (csp: string | null) => (csp ?? "").split("; ").find((d) => d.startsWith("script-src")) ?? "";

/** The statuses the server logged for GET `path`, in order. */
function loggedStatuses(path: string): number[] {
  return server
    .output()
    .split("\n")
    .flatMap((line) => {
      try {
        const entry = JSON.parse(line) as { msg?: string; message?: string; method?: string; path?: string; status?: number };
        return entry.method === "GET" && entry.path === path && typeof entry.status === "number" ? [entry.status] : [];
      } catch {
        return [];
      }
    });
}

/** A browser context that records every CSP violation (console and securitypolicyviolation events). */
async function watchedContext(): Promise<{ context: BrowserContext; page: Page; violations: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(() => {
    const seen: string[] = ((window as unknown as { __csp: string[] }).__csp = []);
    document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`));
  });
  const page = await context.newPage();
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  page.on("pageerror", (error) => violations.push(`page error: ${error.message}`));
  return { context, page, violations };
}

const eventViolations = (page: Page) => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);

describe("public pages rendered on the server and kept in memory", () => {
  // Inline scripts: the nav script, the plain scripts the page asks for (app/components/scripts/page-scripts.ts: /login has the form and passkeys scripts), the help panel's.
  for (const [path, inlineScripts] of [["/blog", 2], ["/login", 4], ["/submit-claim", 4]] as const) {
    it(`${path} answers a repeat visit with 304; its policy allows exactly its inline scripts`, async () => {
      const first = await fetch(server.url + path, { headers: { "accept-encoding": "br" } });
      expect(first.status).toBe(200);
      const etag = first.headers.get("etag");
      // Kept in memory for every visitor without a session: one strong tag for all its encodings.
      expect(etag).toMatch(/^"[\w-]{22}"$/);
      const csp = first.headers.get("content-security-policy");
      const html = await first.text();
      expect(html).not.toContain("nonce");
      const hashes = inlineScriptHashes(html);
      expect(hashes).toHaveLength(inlineScripts);
      expect(scriptSrc(csp)).toBe(`script-src 'self' ${hashes.join(" ")}`);

      const again = await fetch(server.url + path, { headers: { "if-none-match": etag!, "accept-encoding": "br" } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe("");
      expect(again.headers.get("etag")).toBe(etag);
      expect(again.headers.get("content-security-policy")).toBe(csp);
      // Another encoding, the same representation.
      const plain = await fetch(server.url + path, { headers: { "if-none-match": etag!, "accept-encoding": "identity" } });
      expect(plain.status).toBe(304);
    });

    it(`${path} renders and runs its scripts with no CSP violation, also when the browser revalidates it`, async () => {
      const { context, page, violations } = await watchedContext();
      const before = loggedStatuses(path).length;
      for (const load of [() => page.goto(server.url + path), () => page.reload()]) {
        const response = await load();
        expect(response?.ok()).toBe(true);
        await page.locator("h1").first().waitFor();
        // The navigation script ran (it marks the document).
        await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains("js"))).toBe(true);
        // No React: the page's forms are enhanced by the plain scripts alone.
        expect(await page.locator("script[type=module], script[src]").count()).toBe(0);
        expect(await page.locator("form[data-enhance]").count()).toBe(path === "/blog" ? 0 : 1);
        expect(await eventViolations(page)).toEqual([]);
      }
      // The reload was a revalidation the server answered with 304 (the page came from the cache).
      await expect.poll(() => loggedStatuses(path).slice(before)).toEqual([200, 304]);
      expect(violations).toEqual([]);
      await context.close();
    });
  }
});

describe("the dashboard", () => {
  it("signed out: a repeat visit gets 304", async () => {
    const first = await fetch(server.url + "/dashboard");
    expect(first.status).toBe(200);
    expect(await first.text()).toContain("Please sign in to access your dashboard");
    const again = await fetch(server.url + "/dashboard", { headers: { "if-none-match": first.headers.get("etag")! } });
    expect(again.status).toBe(304);
  });

  it("signed in: the same user and data give the same page, new data a new one, with a matching policy", async () => {
    const email = uniqueEmail("revalidate");
    await createAccount(server, { email, role: "customer" });
    const cookie = await signInCookie(server, email, TEST_PASSWORD);
    const load = async () => {
      const response = await fetch(server.url + "/dashboard", { headers: { cookie } });
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(scriptSrc(response.headers.get("content-security-policy"))).toBe(`script-src 'self' ${inlineScriptHashes(html).join(" ")}`);
      return { html, response };
    };
    const first = await load();
    expect(first.html).toContain(email);
    expect(first.html).not.toContain("nonce");
    const second = await load();
    expect(second.html).toBe(first.html);

    // A claim the customer files signed in appears on the dashboard.
    const posted = await fetch(server.url + "/submit-claim", { method: "POST", body: validLeadBody("claim", email), headers: { ...sameOrigin(server), cookie }, redirect: "manual" });
    expect(posted.status).toBe(303);
    const third = await load();
    expect(third.html).not.toBe(first.html);
    expect(third.html).toMatch(/CLM-\d{4}-\d{6}/);

    // A signed-in page is kept out of every cache (docs/decisions/005-accounts-on-better-auth.md):
    // no-store, so no validator; it would revalidate like the pages above if it were stored.
    for (const { response } of [first, third]) {
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expect(response.headers.get("etag")).toBeNull();
    }
  });
});
