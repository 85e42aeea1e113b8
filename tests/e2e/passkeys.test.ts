/**
 * Passkeys in Chromium, through its virtual authenticator (DevTools protocol WebAuthn domain):
 * a customer adds one from the Second factor page, signs in with it alone, a password sign-in
 * then asks for it as the second factor, a passkey that did not verify its user is refused, and
 * removing it leaves the account without a second factor. The site runs at http://localhost:
 * WebAuthn accepts a domain name, not an IP address, as the site's identity.
 */
import type { Browser, BrowserContext, CDPSession, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount, TEST_PASSWORD, uniqueEmail } from "../support/accounts.ts";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import { checkAtBothWidths, launchBrowser } from "../support/browser.ts";
import { query } from "../support/site-requests.ts";

let server: AppServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let cdp: CDPSession;
let authenticatorId = "";
const lena = uniqueEmail("lena");

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer({}, { hostname: "localhost" }), launchBrowser()]);
  await createAccount(server, { email: lena, role: "customer" });
  context = await browser.newContext({ baseURL: server.url });
  page = await context.newPage();
  cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  ({ authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  }));
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signInWithPassword(): Promise<void> {
  await page.goto("/login");
  await page.locator("#field-email").fill(lena);
  await page.locator("#field-password").fill(TEST_PASSWORD);
  await page.locator("form:has(#field-password) button[type=submit]").click();
}

const twoFactorEnabled = () => query<{ two_factor_enabled: number }>(server.databasePath, `select two_factor_enabled from "user" where email = ?`, lena)[0]!.two_factor_enabled;

describe("a passkey", () => {
  it("is added from the Second factor page and becomes the account's second factor", async () => {
    await signInWithPassword();
    await page.waitForURL(/\/dashboard$/);
    await page.goto("/dashboard/security/two-factor");
    await page.getByText("No passkeys yet.").waitFor();
    await page.getByLabel("Name for the new passkey").fill("Kitchen laptop");
    await page.getByRole("button", { name: "Add a passkey" }).click();
    await page.getByRole("listitem").filter({ hasText: "Kitchen laptop" }).waitFor();
    await checkAtBothWidths(page, "passkeys-added");
    expect(query(server.databasePath, `select p.name from passkey p join "user" u on u.id = p.user_id where u.email = ?`, lena)).toEqual([{ name: "Kitchen laptop" }]);
    expect(twoFactorEnabled()).toBe(1);
    const audit = query<{ detail: string }>(server.databasePath, "select detail from audit_log where action = 'user.second_factor_added' and target_label = ?", lena);
    expect(audit).toEqual([{ detail: "passkey" }]);
  });

  it("signs in on its own from the sign-in page", async () => {
    await context.clearCookies();
    await page.goto("/login");
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await page.waitForURL(/\/dashboard$/);
    const [session] = query<{ second_factor_at: string | null }>(server.databasePath, `select s.second_factor_at from session s join "user" u on u.id = s.user_id where u.email = ? order by s.created_at desc limit 1`, lena);
    expect(session!.second_factor_at).not.toBeNull();
  });

  it("is asked for after a password, since it is now the account's second factor", async () => {
    await context.clearCookies();
    await signInWithPassword();
    await page.waitForURL(/\/login\/second-factor$/);
    expect(await page.getByLabel("Code from your authenticator app").count()).toBe(0);
    await checkAtBothWidths(page, "passkeys-challenge");
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await page.waitForURL(/\/dashboard$/);
  });

  it("is refused when the authenticator did not verify who holds it", async () => {
    await context.clearCookies();
    await cdp.send("WebAuthn.setUserVerified", { authenticatorId, isUserVerified: false });
    await page.goto("/login");
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await page.getByRole("status").filter({ hasText: "That passkey did not sign you in." }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/login");
    expect((await context.cookies()).some((cookie) => cookie.name.includes("session_token"))).toBe(false);
    await cdp.send("WebAuthn.setUserVerified", { authenticatorId, isUserVerified: true });
  });

  it("is removed by its owner, which leaves the customer's account without a second factor", async () => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.goto("/dashboard/security/two-factor");
    await page.getByRole("button", { name: "Remove Kitchen laptop" }).click();
    await page.getByRole("status").filter({ hasText: "The passkey was removed." }).waitFor();
    await page.getByText("No passkeys yet.").waitFor();
    expect(twoFactorEnabled()).toBe(0);
  });
});
