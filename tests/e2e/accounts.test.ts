/**
 * Accounts in a real browser against the built server, with a real SMTP server
 * catching the emails: sign-up and confirmation, sign-in and the 'My Account'
 * link on prerendered pages, the dashboards, sign-out, wrong and unconfirmed
 * sign-ins, the password rule, password reset, rate limits, the admin guard, the
 * admin command line, sliding sessions and accessibility. The account screens ship
 * no React bundle: their flows run with JavaScript on and off, on a phone and a desktop.
 */
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { DatabaseSync } from "node:sqlite";
import { promisify } from "node:util";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "../support/accounts.ts";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import { axeViolations, launchBrowser } from "../support/browser.ts";
import { authenticatorCode, enrolThroughPages, hasAuthenticator } from "../support/second-factor.ts";
import { startSmtpCapture, type CapturedEmail, type SmtpCapture } from "../support/smtp-capture.ts";

const ADMIN_EMAIL = "owner@agency.test";
const PASSWORD = "a quiet harbor lamp";
const SECRET = randomBytes(32).toString("base64url");

let smtp: SmtpCapture;
let server: AppServer;
let browser: Browser;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  [server, browser] = await Promise.all([
    startAppServer({
      SMTP_URL: smtp.url,
      ADMIN_EMAILS: ADMIN_EMAIL,
      BETTER_AUTH_SECRET: SECRET,
      OUTBOX_POLL_MS: "300",
      // Every scenario here comes from one address; the limits have their own server below.
      AUTH_SIGN_IN_LIMIT_PER_IP: "100",
      AUTH_SIGN_UP_LIMIT_PER_IP: "100",
      AUTH_EMAIL_LIMIT_PER_IP: "100",
    }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.stop();
});

let counter = 0;
/** A fresh address for each scenario. */
const newEmail = (name: string) => `${name}.${Date.now().toString(36)}${counter++}@example.com`;

/** Rows of the server's SQLite database (read while it runs; WAL allows it). */
function query<T>(sql: string, ...params: (string | number)[]): T[] {
  const db = new DatabaseSync(server.databasePath);
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

function execute(sql: string, ...params: (string | number)[]): void {
  const db = new DatabaseSync(server.databasePath);
  try {
    db.exec("PRAGMA busy_timeout = 5000");
    db.prepare(sql).run(...params);
  } finally {
    db.close();
  }
}

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

async function newPage(
  options: { javaScript?: boolean; base?: AppServer; viewport?: { width: number; height: number } } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    javaScriptEnabled: options.javaScript ?? true,
    baseURL: (options.base ?? server).url,
    viewport: options.viewport ?? DESKTOP,
  });
  return { context, page: await context.newPage() };
}

/** The `index`-th email (0-based) to `to` whose subject matches. */
async function emailTo(to: string, subject: RegExp, index = 0): Promise<CapturedEmail> {
  const matching = (m: CapturedEmail) => m.to.includes(to) && subject.test(m.subject);
  await smtp.waitFor((m) => matching(m) && smtp.messages.filter(matching).length > index);
  return smtp.messages.filter(matching)[index]!;
}

function linkIn(email: CapturedEmail, path: string): string {
  const match = new RegExp(`https?://\\S+${path}\\?token=\\S+`).exec(email.text);
  if (!match) throw new Error(`no ${path} link in:\n${email.text}`);
  return match[0];
}

const CONFIRM_SUBJECT = /Confirm your email address/;
const RESET_SUBJECT = /Reset your .* password/;

async function signUp(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto("/login?mode=signup");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password", { exact: false }).fill(password);
  await page.getByRole("button", { name: "Create Account" }).click();
}

async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password", { exact: false }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

/** A confirmed customer account, created through the site. */
async function createCustomer(email: string, password = PASSWORD): Promise<void> {
  const { context, page } = await newPage();
  await signUp(page, email, password);
  await page.getByText("Check your email to confirm your account").waitFor();
  await page.goto(linkIn(await emailTo(email, CONFIRM_SUBJECT), "/confirm-email"));
  await page.waitForURL(/\/login\?confirmed=1$/);
  await context.close();
}

/** The sign-in's second step: the code the account's authenticator app shows now. */
async function secondStep(page: Page, email: string): Promise<void> {
  await page.waitForURL(/\/login\/second-factor$/);
  await heading(page, "Confirm it's you");
  await page.getByLabel("Code from your authenticator app").fill(authenticatorCode(email));
  await page.getByRole("button", { name: "Continue", exact: true }).click();
}

/** A browser context signed in as `email` (with the authenticator's code when the account has one). */
async function signedIn(email: string, password = PASSWORD): Promise<{ context: BrowserContext; page: Page }> {
  const session = await newPage();
  await signIn(session.page, email, password);
  if (hasAuthenticator(email)) await secondStep(session.page, email);
  await session.page.waitForURL(/\/dashboard$/);
  return session;
}

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });

/** The message next to a field: the element its aria-describedby names "…-error". */
async function fieldError(control: Locator): Promise<string> {
  const describedBy = (await control.getAttribute("aria-describedby")) ?? "";
  const id = describedBy.split(" ").find((ref) => ref.endsWith("-error"));
  if (!id) throw new Error(`no field message (aria-describedby="${describedBy}")`);
  return control.page().locator(`[id="${id}"]`).innerText();
}

/**
 * The page is plain HTML: no module script, preload or script file of the React bundle
 * (nothing under /assets/), only inline scripts, and its forms are marked for the form script.
 */
async function expectNoReactBundle(page: Page): Promise<void> {
  const path = new URL(page.url()).pathname + new URL(page.url()).search;
  expect(await page.locator('script[type="module"], script[src], link[rel="modulepreload"]').count(), path).toBe(0);
  expect(await page.locator("form[data-enhance]").count(), path).toBeGreaterThan(0);
}

/** Waits until the page's h1 reads `text` (after a client-side navigation the URL can change first). */
async function heading(page: Page, text: string): Promise<void> {
  await page.getByRole("heading", { level: 1, name: text, exact: true }).waitFor();
  expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1);
}

describe("sign-up, confirmation, sign-in and sign-out", () => {
  it("goes from a new account to the dashboard and back out to the home page", async () => {
    const email = newEmail("jane");
    const { context, page } = await newPage();

    // A prerendered page shows Sign In to a visitor.
    await page.goto("/privacy");
    await expect(mainNav(page).getByRole("link", { name: "Sign In" }).isVisible()).resolves.toBe(true);

    // The link on the sign-in screen switches to sign-up mode.
    await mainNav(page).getByRole("link", { name: "Sign In" }).click();
    await page.waitForURL(/\/login$/);
    await page.getByRole("main").getByRole("link", { name: "Create an account" }).click();
    await page.waitForURL(/\/login\?mode=signup$/);
    await heading(page, "Create your account");

    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Password", { exact: false }).fill(PASSWORD);
    await page.getByRole("button", { name: "Create Account" }).click();
    const status = page.getByRole("status").filter({ hasText: "Check your email to confirm your account" });
    await status.waitFor();
    await expect(status.innerText()).resolves.toMatch(/^Success\s+Check your email to confirm your account/);

    // Stored, unconfirmed; the email arrives over SMTP.
    expect(query<{ email_verified: number; role: string }>(`select email_verified, role from "user" where email = ?`, email)).toEqual([
      { email_verified: 0, role: "customer" },
    ]);
    const confirmation = await emailTo(email, CONFIRM_SUBJECT);
    await page.goto(linkIn(confirmation, "/confirm-email"));
    await page.waitForURL(/\/login\?confirmed=1$/);
    await page.getByRole("status").filter({ hasText: "Your email address is confirmed" }).waitFor();

    await page.getByLabel("Email address").fill(email.toUpperCase());
    await page.getByLabel("Password", { exact: false }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.waitForURL(/\/dashboard$/);
    await heading(page, "My Dashboard");
    const main = await page.getByRole("main").innerText();
    for (const text of ["My Policies", "Claims", "Documents", "Payments", "Service requests", email]) expect(main).toContain(text);
    // A new account has no customer record yet: the page says so rather than promising anything.
    expect(main).toContain("We couldn't match your account to a policy yet");
    expect(main).not.toContain("Coming soon");
    expect(main).not.toContain("Admin Dashboard");
    expect(await page.getByRole("link", { name: /Blog Manager/ }).count()).toBe(0);

    // The session cookie: HttpOnly, SameSite=Lax, backed by a session row.
    const cookie = (await context.cookies()).find((c) => c.name === "agency.session_token");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(query(`select s.id from session s join "user" u on u.id = s.user_id where u.email = ?`, email)).toHaveLength(1);

    // 'My Account' on a prerendered page, which signed-in visitors get freshly rendered.
    const response = await page.goto("/privacy");
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
    await expect(mainNav(page).getByRole("link", { name: "My Account" }).getAttribute("href")).resolves.toBe("/dashboard");
    expect(await mainNav(page).getByRole("link", { name: "Sign In" }).count()).toBe(0);
    await mainNav(page).getByRole("link", { name: "My Account" }).click();
    await page.waitForURL(/\/dashboard$/);

    await page.getByRole("button", { name: "Sign Out" }).click();
    await page.waitForURL(`${server.url}/`);
    await expect(mainNav(page).getByRole("link", { name: "Sign In" }).isVisible()).resolves.toBe(true);
    expect((await context.cookies()).find((c) => c.name === "agency.session_token")).toBeUndefined();
    expect(query(`select s.id from session s join "user" u on u.id = s.user_id where u.email = ?`, email)).toHaveLength(0);
    await page.goto("/dashboard");
    await page.getByRole("heading", { name: "Please sign in to access your dashboard" }).waitFor();
    await context.close();
  });

  it("keeps an unconfirmed account out, and sends a new confirmation link on request", async () => {
    const email = newEmail("unconfirmed");
    const { context, page } = await newPage();
    await signUp(page, email);
    await page.getByText("Check your email to confirm your account").waitFor();
    await emailTo(email, CONFIRM_SUBJECT, 0);

    await signIn(page, email);
    const alert = page.getByRole("alert").filter({ hasText: "Please confirm your email address" });
    await alert.waitFor();
    expect(page.url()).toMatch(/\/login$/);
    await alert.getByRole("button", { name: "Send a new confirmation link" }).click();
    await page.getByRole("status").filter({ hasText: "a new link is on its way" }).waitFor();

    const second = await emailTo(email, CONFIRM_SUBJECT, 1);
    await page.goto(linkIn(second, "/confirm-email"));
    await page.waitForURL(/\/login\?confirmed=1$/);
    await signIn(page, email);
    await page.waitForURL(/\/dashboard$/);
    await context.close();
  });

  it("says so when a confirmation link is broken, and offers a new one", async () => {
    const { context, page } = await newPage();
    await page.goto("/confirm-email?token=not-a-real-token");
    await page.getByRole("alert").filter({ hasText: "expired or is not valid" }).waitFor();
    await expect(page.getByRole("button", { name: "Send a new link" }).isVisible()).resolves.toBe(true);
    await context.close();
  });

  it("refuses passwords that are too short or too common, and creates nothing", async () => {
    const email = newEmail("weak");
    const { context, page } = await newPage();

    await signUp(page, email, "abc12");
    const password = page.getByLabel("Password", { exact: false });
    await page.getByRole("alert").filter({ hasText: "Please correct 1 field" }).waitFor();
    await expect(password.getAttribute("aria-invalid")).resolves.toBe("true");
    expect(await fieldError(password)).toContain("Please use at least 8 characters.");
    await expect(page.getByLabel("Email address").inputValue()).resolves.toBe(email);

    await password.fill("Password123");
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.getByRole("alert").filter({ hasText: "too common" }).waitFor();

    expect(query(`select id from "user" where email = ?`, email)).toHaveLength(0);
    await context.close();
  });
});

describe("password reset", () => {
  it("emails a single-use link, sets the new password, then signs in; the used link is refused", async () => {
    const email = newEmail("forgetful");
    await createCustomer(email);
    const { context, page } = await newPage();

    await page.goto("/login");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await page.waitForURL(/\/forgot-password$/);
    await page.getByLabel("Email address").fill(email);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    const sent = page.getByRole("status");
    await sent.filter({ hasText: "we have sent it a link" }).waitFor();
    const answerForAccount = (await sent.innerText()).replace(email, "<email>");

    // An unknown address gets the very same answer, and no email.
    const stranger = newEmail("stranger");
    await page.goto("/forgot-password");
    await page.getByLabel("Email address").fill(stranger);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await page.getByRole("status").filter({ hasText: "we have sent it a link" }).waitFor();
    expect((await page.getByRole("status").innerText()).replace(stranger, "<email>")).toBe(answerForAccount);

    const link = linkIn(await emailTo(email, RESET_SUBJECT), "/reset-password");
    await page.goto(link);
    await page.locator("#field-password").fill("brand new harbor lamp");
    await page.locator("#field-confirmPassword").fill("brand new harbor lamp");
    await page.getByRole("button", { name: "Save New Password" }).click();
    await page.waitForURL(/\/login\?reset=1$/);
    await page.getByRole("status").filter({ hasText: "Your password has been changed" }).waitFor();

    await signIn(page, email, PASSWORD);
    await page.getByRole("alert").filter({ hasText: "incorrect" }).waitFor();
    await signIn(page, email, "brand new harbor lamp");
    await page.waitForURL(/\/dashboard$/);

    // The same link a second time.
    await page.goto(link);
    await page.getByRole("alert").filter({ hasText: "expired or has already been used" }).waitFor();
    expect(await page.locator("#field-password").count()).toBe(0);
    expect(smtp.messages.some((m) => m.to.includes(stranger))).toBe(false);
    await context.close();
  });
});

describe("rate limits", () => {
  let limited: AppServer;
  beforeAll(async () => {
    limited = await startAppServer({
      SMTP_URL: smtp.url,
      BETTER_AUTH_SECRET: SECRET,
      AUTH_SIGN_IN_LIMIT_PER_EMAIL: "3",
      AUTH_EMAIL_LIMIT_PER_EMAIL: "2",
    });
  });
  afterAll(async () => {
    await limited?.stop();
  });

  it("stops sign-in attempts on one account after the limit, even with the right password", async () => {
    const { context, page } = await newPage({ base: limited });
    const email = newEmail("target");
    for (let attempt = 1; attempt <= 3; attempt++) {
      await signIn(page, email, `guess number ${attempt} here`);
      await page.getByRole("alert").filter({ hasText: "incorrect" }).waitFor();
    }
    await signIn(page, email, "guess number 4 here");
    const alert = page.getByRole("alert").filter({ hasText: "Too many attempts" });
    await alert.waitFor();
    await expect(alert.innerText()).resolves.toMatch(/wait \d+ minutes? and try again/);

    const answer = await page.request.post("/login", { form: { intent: "sign-in", email, password: "guess number 5 here" } });
    expect(answer.status()).toBe(429);
    await context.close();
  });

  it("stops emailing one address after the limit", async () => {
    const { context, page } = await newPage({ base: limited });
    // An account, so that a reset request sends an email at all.
    const email = newEmail("inbox");
    await createAccount(limited, { email, role: "customer", password: PASSWORD });
    for (let request = 1; request <= 3; request++) {
      await page.goto("/forgot-password");
      await page.getByLabel("Email address").fill(email);
      await page.getByRole("button", { name: "Send Reset Link" }).click();
      if (request < 3) await page.getByRole("status").filter({ hasText: "we have sent it a link" }).waitFor();
    }
    await page.getByRole("alert").filter({ hasText: "Too many attempts" }).waitFor();
    // Two emails reached the inbox, and the refused third request queued none.
    await emailTo(email, RESET_SUBJECT, 1);
    const db = new DatabaseSync(limited.databasePath);
    try {
      expect(db.prepare("select count(*) as n from email_outbox where to_address = ? and kind = 'account.reset-password'").get(email)).toEqual({ n: 2 });
    } finally {
      db.close();
    }
    expect(smtp.messages.filter((m) => m.to.includes(email) && RESET_SUBJECT.test(m.subject))).toHaveLength(2);
    await context.close();
  });
});

describe("admin pages and actions", () => {
  const blogPosts = () => query<{ n: number }>("select count(*) as n from blog_posts")[0]!.n;

  it("redirects a signed-out visitor from /blog-manager to /dashboard and refuses its actions with 403", async () => {
    const { context, page } = await newPage();
    const before = blogPosts();
    await page.goto("/blog-manager");
    await page.waitForURL(/\/dashboard$/);
    await page.getByRole("heading", { name: "Please sign in to access your dashboard" }).waitFor();
    expect(await page.getByRole("link", { name: "Sign In" }).first().getAttribute("href")).toBe("/login");
    for (const method of ["post", "put", "delete"] as const) {
      const answer = await page.request[method]("/blog-manager", { form: { title: "Spam" } });
      expect(answer.status(), method).toBe(403);
    }
    expect(blogPosts()).toBe(before);
    await context.close();
  });

  it("does the same for a signed-in customer", async () => {
    const email = newEmail("customer");
    await createCustomer(email);
    const { context, page } = await signedIn(email);
    const before = blogPosts();
    await page.goto("/blog-manager");
    await page.waitForURL(/\/dashboard$/);
    await heading(page, "My Dashboard");
    for (const method of ["post", "put", "delete"] as const) {
      const answer = await page.request[method]("/blog-manager", { form: { title: "Spam" } });
      expect(answer.status(), method).toBe(403);
    }
    // A form post without JavaScript gets a readable 403 page.
    const html = await page.request.post("/blog-manager", { form: { title: "Spam" }, headers: { Accept: "text/html" } });
    expect(await html.text()).toContain("You do not have permission to do this");
    expect(blogPosts()).toBe(before);
    await context.close();
  });

  it("shows the admin dashboard to an address in ADMIN_EMAILS once confirmed", async () => {
    await createCustomer(ADMIN_EMAIL);
    // The address is the team's: its first sign-in sets up the second factor before the dashboard.
    const { context, page } = await newPage();
    await signIn(page, ADMIN_EMAIL);
    await enrolThroughPages(page, ADMIN_EMAIL, PASSWORD);
    await heading(page, "Admin Dashboard");
    const main = await page.getByRole("main").innerText();
    for (const text of ["User Management", "Quote Requests", "Policy Management", "Service requests", "Renewals"]) expect(main).toContain(text);
    expect(main).not.toContain("Coming soon");
    expect(main).not.toContain("My Policies");
    await page.getByRole("link", { name: "Open Blog Manager" }).click();
    await page.waitForURL(/\/blog-manager$/);
    await heading(page, "Blog Manager");
    const answer = await page.request.post("/blog-manager", { form: { title: "Hello" } });
    expect(answer.status()).not.toBe(403);
    await context.close();
  });

  it("manages admins from the command line: create with a one-time link, then revoke at once", async () => {
    const email = newEmail("boss");
    const admin = (...args: string[]) =>
      promisify(execFile)(process.execPath, ["scripts/admin.ts", ...args], {
        env: { ...process.env, DATABASE_URL: `file:${server.databasePath}`, PUBLIC_URL: server.url, BETTER_AUTH_SECRET: SECRET, LOG_LEVEL: "warn" },
      });
    const created = await admin("create", email);
    const link = /https?:\/\/\S+\/reset-password\?token=\S+/.exec(created.stdout)?.[0];
    expect(link, created.stdout).toBeTruthy();

    const { context, page } = await newPage();
    await page.goto(link!);
    await page.locator("#field-password").fill(PASSWORD);
    await page.locator("#field-confirmPassword").fill(PASSWORD);
    await page.getByRole("button", { name: "Save New Password" }).click();
    await page.waitForURL(/\/login\?reset=1$/);
    await signIn(page, email);
    await enrolThroughPages(page, email, PASSWORD);
    await heading(page, "Admin Dashboard");

    await admin("revoke", email);
    await page.reload();
    await heading(page, "My Dashboard");
    await page.goto("/blog-manager");
    await page.waitForURL(/\/dashboard$/);
    await context.close();
  });
});

describe("the first admin on a fresh install, offline", () => {
  it("signs up with an address in ADMIN_EMAILS and confirms it with the link printed in the server log", async () => {
    const fresh = await startAppServer({ ADMIN_EMAILS: "first@agency.test", LOG_LEVEL: "warn" });
    try {
      const { context, page } = await newPage({ base: fresh });
      await signUp(page, "first@agency.test");
      await page.getByText("Check your email to confirm your account").waitFor();
      let link: string | undefined;
      for (let i = 0; i < 50 && !link; i++) {
        link = /To: first@agency\.test[\s\S]*?(https?:\/\/\S+\/confirm-email\?token=\S+)/.exec(fresh.output())?.[1];
        if (!link) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(link, fresh.output()).toBeTruthy();
      await page.goto(link!);
      await page.waitForURL(/\/login\?confirmed=1$/);
      await signIn(page, "first@agency.test");
      await enrolThroughPages(page, "first@agency.test", PASSWORD);
      await heading(page, "Admin Dashboard");
      await context.close();
    } finally {
      await fresh.stop();
    }
  });
});

describe("better-auth's HTTP endpoints", () => {
  it("answers only the allowlisted ones: nothing there bypasses the forms' rate limits", async () => {
    const { context, page } = await newPage();
    expect((await page.request.get("/api/auth/get-session")).status()).toBe(200);
    for (const path of ["/api/auth/sign-in/email", "/api/auth/sign-up/email", "/api/auth/request-password-reset", "/api/auth/reset-password", "/api/auth/send-verification-email"]) {
      const answer = await page.request.post(path, { data: { email: "x@example.com", password: PASSWORD, name: "" } });
      expect(answer.status(), path).toBe(404);
    }
    expect(query(`select id from "user" where email = ?`, "x@example.com")).toHaveLength(0);
    await context.close();
  });
});

describe("sessions", () => {
  it("renews a session in use (database and cookie), and ignores a forged cookie", async () => {
    const email = newEmail("regular");
    await createCustomer(email);
    const { context, page } = await signedIn(email);
    const [{ token }] = query<{ token: string }>(`select s.token from session s join "user" u on u.id = s.user_id where u.email = ?`, email) as [{ token: string }];
    // As if the session had last been refreshed two days ago.
    execute("update session set expires_at = ? where token = ?", new Date(Date.now() + 5 * 86_400_000).toISOString(), token);

    const response = await page.request.get("/auto-insurance");
    expect(response.headers()["set-cookie"]).toMatch(/agency\.session_token=.+Max-Age=604800/);
    const [{ expires_at }] = query<{ expires_at: string }>("select expires_at from session where token = ?", token) as [{ expires_at: string }];
    expect(new Date(expires_at).getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);

    const forged = await browser.newContext({ baseURL: server.url });
    await forged.addCookies([{ name: "agency.session_token", value: `${token}.forgedsignature`, url: server.url }]);
    const forgedPage = await forged.newPage();
    await forgedPage.goto("/dashboard");
    await forgedPage.getByRole("heading", { name: "Please sign in to access your dashboard" }).waitFor();
    await forged.close();
    await context.close();
  });
});

describe.each([
  { javaScript: true, screen: "phone", viewport: PHONE },
  { javaScript: false, screen: "phone", viewport: PHONE },
  { javaScript: true, screen: "desktop", viewport: DESKTOP },
  { javaScript: false, screen: "desktop", viewport: DESKTOP },
])("the account screens, JavaScript $javaScript, on a $screen", ({ javaScript, viewport }) => {
  it("sign up, confirm, sign in (back to ?next=), forget and reset the password, with plain form posts", async () => {
    const email = newEmail(javaScript ? "js" : "nojs");
    const { context, page } = await newPage({ javaScript, viewport });
    const bundleRequests: string[] = [];
    context.on("request", (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith("/assets/") && path.endsWith(".js")) bundleRequests.push(path);
    });
    const password = () => page.getByLabel("Password", { exact: false });
    const submit = (name: string) => page.getByRole("button", { name, exact: true }).click();

    // Sign-up is a link away; a refused password comes back empty, the email stays.
    await page.goto("/login");
    await expectNoReactBundle(page);
    await page.getByRole("main").getByRole("link", { name: "Create an account" }).click();
    await page.waitForURL(/\/login\?mode=signup$/);
    await heading(page, "Create your account");
    await expectNoReactBundle(page);
    await page.getByLabel("Email address").fill(email);
    await password().fill("abc12");
    await submit("Create Account");
    await page.getByRole("alert").filter({ hasText: "Please correct 1 field" }).waitFor();
    expect(await fieldError(password())).toContain("Please use at least 8 characters.");
    await expect(page.getByLabel("Email address").inputValue()).resolves.toBe(email);
    await expect(password().inputValue()).resolves.toBe("");
    expect(await page.content()).not.toContain("abc12");
    await expectNoReactBundle(page);
    await password().fill(PASSWORD);
    await submit("Create Account");
    await page.getByRole("status").filter({ hasText: "Check your email to confirm your account" }).waitFor();
    await expectNoReactBundle(page);

    await page.goto(linkIn(await emailTo(email, CONFIRM_SUBJECT), "/confirm-email"));
    await page.waitForURL(/\/login\?confirmed=1$/);
    await page.getByRole("status").filter({ hasText: "Your email address is confirmed" }).waitFor();

    // A customer page sends a signed-out visitor to sign in, and back after it.
    await page.goto("/dashboard/claims");
    await page.waitForURL(/\/login\?next=%2Fdashboard%2Fclaims$/);
    await page.getByLabel("Email address").fill(email);
    await password().fill("not my password at all");
    await submit("Sign In");
    await page.getByRole("alert").filter({ hasText: "The email address or password is incorrect" }).waitFor();
    await expect(page.getByLabel("Email address").inputValue()).resolves.toBe(email);
    await expect(password().inputValue()).resolves.toBe("");
    expect(await page.content()).not.toContain("not my password at all");
    await expectNoReactBundle(page);
    await password().fill(PASSWORD);
    await submit("Sign In");
    await page.waitForURL(/\/dashboard\/claims$/);
    await heading(page, "My Claims");
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Sign Out" }).click();
    await page.waitForURL(`${server.url}/`);

    await page.goto("/login");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await page.waitForURL(/\/forgot-password$/);
    await expectNoReactBundle(page);
    await page.getByLabel("Email address").fill(email);
    await submit("Send Reset Link");
    await page.getByRole("status").filter({ hasText: "we have sent it a link" }).waitFor();

    // Two different passwords: both fields come back empty.
    await page.goto(linkIn(await emailTo(email, RESET_SUBJECT), "/reset-password"));
    await expectNoReactBundle(page);
    const newPassword = page.locator("#field-password");
    const again = page.locator("#field-confirmPassword");
    await newPassword.fill("brand new harbor lamp");
    await again.fill("brand new harbor lantern");
    await submit("Save New Password");
    await page.getByRole("alert").filter({ hasText: "Please correct 1 field" }).waitFor();
    expect(await fieldError(again)).toContain("The two passwords do not match");
    await expect(newPassword.inputValue()).resolves.toBe("");
    await expect(again.inputValue()).resolves.toBe("");
    await expectNoReactBundle(page);
    await newPassword.fill("brand new harbor lamp");
    await again.fill("brand new harbor lamp");
    await submit("Save New Password");
    await page.waitForURL(/\/login\?reset=1$/);
    await page.getByRole("status").filter({ hasText: "Your password has been changed" }).waitFor();
    await page.getByLabel("Email address").fill(email);
    await password().fill("brand new harbor lamp");
    await submit("Sign In");
    await page.waitForURL(/\/dashboard$/);
    await heading(page, "My Dashboard");
    expect(bundleRequests).toEqual([]);
    await context.close();
  });
});

describe("accessibility", () => {
  it("has no axe violations on the account pages, signed out, as a customer and as an admin", async () => {
    const visitor = await newPage();
    for (const path of ["/login", "/login?mode=signup", "/forgot-password", "/reset-password?token=nothing", "/dashboard"]) {
      await visitor.page.goto(path);
      expect(await axeViolations(visitor.page), path).toEqual([]);
    }
    // Error states.
    await signIn(visitor.page, newEmail("nobody"), "wrong password here");
    await visitor.page.getByRole("alert").first().waitFor();
    expect(await axeViolations(visitor.page), "sign-in error").toEqual([]);
    await signUp(visitor.page, newEmail("short"), "short");
    await visitor.page.getByRole("alert").filter({ hasText: "Please correct 1 field" }).waitFor();
    expect(await axeViolations(visitor.page), "sign-up error").toEqual([]);
    await visitor.context.close();

    const email = newEmail("a11y");
    await createCustomer(email);
    const customer = await signedIn(email);
    expect(await axeViolations(customer.page), "customer dashboard").toEqual([]);
    await customer.context.close();

    if (!query(`select id from "user" where email = ?`, ADMIN_EMAIL).length) await createCustomer(ADMIN_EMAIL);
    const admin = await newPage();
    await signIn(admin.page, ADMIN_EMAIL);
    if (hasAuthenticator(ADMIN_EMAIL)) {
      // The sign-in's second step is an account page too.
      await admin.page.waitForURL(/\/login\/second-factor$/);
      expect(await axeViolations(admin.page), "second factor").toEqual([]);
      await secondStep(admin.page, ADMIN_EMAIL);
    } else {
      // Run on its own, the admin signs in for the first time: the enrolment page comes first.
      await admin.page.waitForURL(/\/dashboard\/security\/two-factor$/);
      expect(await axeViolations(admin.page), "second factor enrolment").toEqual([]);
      await enrolThroughPages(admin.page, ADMIN_EMAIL, PASSWORD);
    }
    await admin.page.waitForURL(/\/dashboard$/);
    await heading(admin.page, "Admin Dashboard");
    expect(await axeViolations(admin.page), "admin dashboard").toEqual([]);
    await admin.context.close();
  });
});
