/**
 * Second factors as people use them, in Chromium against the built server: a customer turns on
 * an authenticator app (offered, not required), then signs in with password and code (the test
 * computes the codes as the phone would), a wrong code is refused, a recovery code works once,
 * the forms work without JavaScript and in Spanish, and recovery codes are stored only as hashes.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount, signedInContext, TEST_PASSWORD, uniqueEmail } from "../support/accounts.ts";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import { axeViolations, checkAtBothWidths, launchBrowser } from "../support/browser.ts";
import { authenticatorCode, enrolAuthenticator, keyOnPage, recoveryCodesOnPage, rememberAuthenticator } from "../support/second-factor.ts";
import { execute, query } from "../support/site-requests.ts";

let server: AppServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

/** A fresh browser at the sign-in form, password typed and sent. */
async function signInWithPassword(email: string, options: { javaScript?: boolean; path?: string } = {}): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: options.javaScript ?? true });
  const page = await context.newPage();
  await page.goto(options.path ?? "/login");
  await page.locator("#field-email").fill(email);
  await page.locator("#field-password").fill(TEST_PASSWORD);
  await page.locator("form:has(#field-password) button[type=submit]").click();
  return page;
}

/** A code that was right ten minutes ago: well outside the accepted window now. */
function staleCode(email: string): string {
  const stale = authenticatorCode(email, Date.now() - 10 * 60_000);
  return stale === authenticatorCode(email) ? String((Number(stale) + 1) % 1_000_000).padStart(6, "0") : stale;
}

describe("an authenticator app", () => {
  const rosa = uniqueEmail("rosa");
  let recoveryCodes: string[] = [];

  beforeAll(async () => {
    await createAccount(server, { email: rosa, role: "customer" });
  });

  it("is offered to a customer, who may decline it and still reaches their dashboard", async () => {
    const page = await signInWithPassword(rosa);
    await page.waitForURL(/\/dashboard$/);
    // Signed in on the password alone, unlike the team, who are sent to set one up.
    const sessions = query<{ second_factor_at: string | null }>(server.databasePath, `select s.second_factor_at from session s join "user" u on u.id = s.user_id where u.email = ? order by s.created_at desc limit 1`, rosa);
    expect(sessions).toEqual([{ second_factor_at: null }]);
    await page.goto("/admin/my-work");
    await page.waitForURL(/\/dashboard$/);
    // Offered on the Security page.
    await page.goto("/dashboard/security");
    await page.getByText("Your account has no second factor yet.").waitFor();
    expect(await page.getByRole("link", { name: "Set up a second factor" }).getAttribute("href")).toBe("/dashboard/security/two-factor");
    await page.context().close();
  });

  it("is turned on with the password, the QR code's key and the first code, and shows ten recovery codes once", async () => {
    const page = await signInWithPassword(rosa);
    await page.waitForURL(/\/dashboard$/);
    // Offered on the Security page, from the dashboard.
    await page.goto("/dashboard/security");
    await page.getByText("Your account has no second factor yet.").waitFor();
    await page.getByRole("link", { name: "Set up a second factor" }).click();
    await page.getByRole("heading", { level: 1, name: "Second factor" }).waitFor();
    await expectNoAxeViolations(page);

    await page.locator("#field-password").fill("not my password at all");
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByText("That password is not right.").first().waitFor();
    await page.locator("#field-password").fill(TEST_PASSWORD);
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("img", { name: "QR code for your authenticator app" }).waitFor();
    expect(await page.locator("[role=img] svg").count()).toBe(1);
    rememberAuthenticator(rosa, keyOnPage(await page.content()));
    await checkAtBothWidths(page, "two-factor-scan");

    // A wrong first code keeps the same QR code on the page.
    const code = page.getByLabel("Code from your authenticator app");
    expect(await code.getAttribute("autocomplete")).toBe("one-time-code");
    await code.fill(staleCode(rosa));
    await page.getByRole("button", { name: "Turn on" }).click();
    await page.getByText("That code is not right.").first().waitFor();
    expect(keyOnPage(await page.content())).toBe(keyOnPage(await page.content()));
    await page.getByLabel("Code from your authenticator app").fill(authenticatorCode(rosa));
    await page.getByRole("button", { name: "Turn on" }).click();
    await page.getByRole("heading", { level: 2, name: "Save your recovery codes" }).waitFor();
    recoveryCodes = recoveryCodesOnPage(await page.content());
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    await checkAtBothWidths(page, "two-factor-recovery-codes");

    // Stored as keyed hashes only: no code appears in the database.
    const [row] = query<{ backup_codes: string; secret: string }>(server.databasePath, `select t.backup_codes, t.secret from two_factor t join "user" u on u.id = t.user_id where u.email = ?`, rosa);
    for (const recoveryCode of recoveryCodes) expect(row!.backup_codes).not.toContain(recoveryCode.replace("-", ""));
    expect(JSON.parse(row!.backup_codes)).toHaveLength(10);
    expect(query(server.databasePath, `select two_factor_enabled from "user" where email = ?`, rosa)).toEqual([{ two_factor_enabled: 1 }]);

    // Reopened, the page says it is on and how many codes are left; the codes are not shown again.
    await page.goto("/dashboard/security/two-factor");
    await page.getByText("Your authenticator app is set up").waitFor();
    await page.getByText("You have 10 recovery codes left.").waitFor();
    expect(recoveryCodesOnPage(await page.content())).toEqual([]);
    await page.context().close();
  });

  it("asks for the code after the password; a wrong code is refused and audited, the right one signs in", async () => {
    const page = await signInWithPassword(rosa);
    await page.waitForURL(/\/login\/second-factor$/);
    await page.getByRole("heading", { level: 1, name: "Confirm it's you" }).waitFor();
    await checkAtBothWidths(page, "two-factor-challenge");
    // The password alone made no session: the browser holds only the pending challenge.
    const names = (await page.context().cookies()).map((cookie) => cookie.name);
    expect(names.some((name) => name.includes("session_token"))).toBe(false);
    expect(names.some((name) => name.includes("two_factor"))).toBe(true);

    await page.getByLabel("Code from your authenticator app").fill(staleCode(rosa));
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByText("That code is not right.").first().waitFor();
    expect(await page.getByLabel("Code from your authenticator app").inputValue()).toBe("");
    const refusals = query<{ n: number }>(server.databasePath, "select count(*) as n from audit_log where action = 'user.second_factor_refused' and target_label = ?", rosa);
    expect(refusals[0]!.n).toBe(1);

    // Pasted with a space in the middle, as some apps show it.
    const code = authenticatorCode(rosa);
    await page.getByLabel("Code from your authenticator app").fill(`${code.slice(0, 3)} ${code.slice(3)}`);
    await page.getByRole("button", { name: "Continue" }).click();
    await page.waitForURL(/\/dashboard$/);
    const sessions = query<{ second_factor_at: string | null }>(server.databasePath, `select s.second_factor_at from session s join "user" u on u.id = s.user_id where u.email = ? order by s.created_at desc limit 1`, rosa);
    expect(sessions[0]!.second_factor_at).not.toBeNull();
    await page.context().close();
  });

  it("takes a recovery code instead, once", async () => {
    const page = await signInWithPassword(rosa);
    await page.waitForURL(/\/login\/second-factor$/);
    await page.getByRole("link", { name: "Use a recovery code instead" }).click();
    await page.getByLabel("Recovery code").fill(recoveryCodes[0]!.toUpperCase());
    await page.getByRole("button", { name: "Continue" }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.context().close();

    const again = await signInWithPassword(rosa);
    await again.waitForURL(/\/login\/second-factor$/);
    await again.getByRole("link", { name: "Use a recovery code instead" }).click();
    await again.getByLabel("Recovery code").fill(recoveryCodes[0]!);
    await again.getByRole("button", { name: "Continue" }).click();
    await again.getByText("That recovery code is not right, or it was already used.").first().waitFor();
    await expectNoAxeViolations(again);
    await again.context().close();
  });

  it("works without JavaScript, and in Spanish", async () => {
    const page = await signInWithPassword(rosa, { javaScript: false, path: "/es/login" });
    await page.waitForURL(/\/es\/login\/second-factor$/);
    await page.getByRole("heading", { level: 1, name: "Confirme que es usted" }).waitFor();
    await page.getByLabel("Código de su aplicación de autenticación").fill(staleCode(rosa));
    await page.getByRole("button", { name: "Continuar" }).click();
    await page.getByText("Ese código no es correcto.").first().waitFor();
    await page.getByLabel("Código de su aplicación de autenticación").fill(authenticatorCode(rosa));
    await page.getByRole("button", { name: "Continuar" }).click();
    await page.waitForURL(/\/es\/dashboard$/);
    expect(await page.getAttribute("html", "lang")).toBe("es");
    const sessions = query<{ second_factor_at: string | null }>(server.databasePath, `select s.second_factor_at from session s join "user" u on u.id = s.user_id where u.email = ? order by s.created_at desc limit 1`, rosa);
    expect(sessions[0]!.second_factor_at).not.toBeNull();
    await page.context().close();
  });

  it("sends a second step opened without a pending sign-in back to the start", async () => {
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await page.goto("/login/second-factor");
    await page.getByText("Your sign-in took too long. Please sign in again.").waitFor();
    expect(await page.getByLabel("Code from your authenticator app").count()).toBe(0);
    await page.getByRole("link", { name: "Sign in again" }).click();
    await page.waitForURL(/\/login$/);
    expect(await page.locator("#field-password").count()).toBe(1);
    await context.close();
  });
});

describe("the team", () => {
  it("cannot reach the back office before setting up a second factor: pages send them to it, posts are refused", async () => {
    const sam = uniqueEmail("sam");
    await createAccount(server, { email: sam, role: "staff", secondFactor: false });
    const page = await signInWithPassword(sam);
    await page.waitForURL(/\/dashboard\/security\/two-factor$/);
    await page.getByText("Everyone on the agency's team signs in with a second factor").waitFor();
    for (const path of ["/dashboard", "/admin/my-work", "/admin/inbox/quotes", "/admin/customers"]) {
      await page.goto(path);
      expect(new URL(page.url()).pathname).toBe("/dashboard/security/two-factor");
    }
    const post = await page.request.post("/admin/inbox/quotes", { form: { intent: "no-such-intent" }, headers: { Origin: server.url }, maxRedirects: 0 });
    expect(post.status()).toBe(403);
    const download = await page.request.get("/admin/inbox/quotes/export.csv", { maxRedirects: 0 });
    expect(download.status()).toBe(403);
    await page.context().close();
  });
});

describe("a step-up", () => {
  it("asks an admin whose second factor is older than 15 minutes to confirm it before an export, then downloads it", async () => {
    const owner = uniqueEmail("owner");
    await createAccount(server, { email: owner, role: "admin" });
    const context = await signedInContext(browser, server, owner);
    const page = await context.newPage();
    // The sign-in confirmed the factor; the session now says it was 20 minutes ago (the clock, moved by hand).
    const twentyMinutesAgo = new Date(Date.now() - 20 * 60_000).toISOString();
    execute(server.databasePath, `update session set second_factor_at = ? where user_id = (select id from "user" where email = ?)`, twentyMinutesAgo, owner);

    await page.goto("/admin/inbox/quotes");
    const exported = page.waitForEvent("download");
    await page.getByRole("link", { name: /Export/ }).first().click();
    await page.waitForURL(/\/dashboard\/security\/confirm\?next=/);
    await page.getByRole("heading", { level: 1, name: "Confirm it's you" }).waitFor();
    await checkAtBothWidths(page, "step-up");
    await page.getByLabel("Code from your authenticator app").fill(staleCode(owner));
    await page.getByRole("button", { name: "Confirm" }).click();
    await page.getByText("That code is not right.").first().waitFor();
    await page.getByLabel("Code from your authenticator app").fill(authenticatorCode(owner));
    await page.getByRole("button", { name: "Confirm" }).click();
    const download = await exported;
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const actions = query<{ action: string }>(server.databasePath, "select action from audit_log where actor_email = ? and action in ('user.step_up', 'lead.export', 'user.second_factor_refused') order by created_at", owner);
    expect(actions.map((row) => row.action)).toEqual(["user.second_factor_refused", "user.step_up", "lead.export"]);
    await context.close();
  });
});

describe("a customer who lost their phone and their recovery codes", () => {
  it("has their second factor reset by an admin from the Users page, is emailed, and signs in with the password again", async () => {
    const owner = uniqueEmail("owner");
    const lucia = uniqueEmail("lucia");
    await createAccount(server, { email: owner, role: "admin" });
    await createAccount(server, { email: lucia, role: "customer" });
    await enrolAuthenticator(server, lucia, TEST_PASSWORD);
    const context = await signedInContext(browser, server, owner);
    const page = await context.newPage();
    await page.goto(`/admin/users?q=${encodeURIComponent(lucia)}`);
    await page.getByRole("button", { name: `Reset the second factor of ${lucia}` }).click();
    await page.getByRole("status").filter({ hasText: `The second factor of ${lucia} was reset` }).waitFor();
    // The message comes with the action's answer; the row is drawn again once the list is reloaded.
    const resetButton = page.getByRole("button", { name: `Reset the second factor of ${lucia}` });
    await resetButton.waitFor({ state: "detached" });
    expect(await resetButton.count()).toBe(0);
    await expectNoAxeViolations(page);
    expect(query(server.databasePath, "select kind from email_outbox where to_address = ? and kind = 'account.second-factor-reset'", lucia)).toHaveLength(1);
    expect(query(server.databasePath, "select action from audit_log where action = 'user.second_factor_reset' and target_label = ?", lucia)).toHaveLength(1);
    await context.close();

    const again = await signInWithPassword(lucia);
    await again.waitForURL(/\/dashboard$/);
    await again.context().close();
  });
});
