/**
 * Account hardening, in a real browser and over HTTP against the built server:
 * Argon2id hashes (and the upgrade of an older scrypt hash at sign-in), the session
 * cookie, every session ending on a password reset, idle admin sessions, and the
 * sign-in limits (5 failures per account per 15 minutes and per address per minute,
 * the same answer for unknown addresses, comparable timing).
 *
 * The servers trust X-Forwarded-For (TRUST_PROXY=1) so a test can speak from
 * several client addresses.
 */
import { DatabaseSync } from "node:sqlite";
import { hashPassword as betterAuthScrypt } from "better-auth/crypto";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../app/server/accounts/auth-messages.ts";
import { createAccount, signedInContext, signedInThroughPages, TEST_PASSWORD, uniqueEmail } from "../support/accounts.ts";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import { launchBrowser } from "../support/browser.ts";

const NEW_PASSWORD = "a brand new harbor lamp";
const TOO_MANY = "Too many attempts";

let server: AppServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer({ TRUST_PROXY: "1" }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Rows of a server's SQLite database (read while it runs; WAL allows it). */
function query<T>(target: AppServer, sql: string, ...params: (string | number)[]): T[] {
  const db = new DatabaseSync(target.databasePath);
  try {
    db.exec("PRAGMA busy_timeout = 5000");
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

function execute(target: AppServer, sql: string, ...params: (string | number)[]): void {
  const db = new DatabaseSync(target.databasePath);
  try {
    db.exec("PRAGMA busy_timeout = 5000");
    db.prepare(sql).run(...params);
  } finally {
    db.close();
  }
}

const hashOf = (target: AppServer, email: string) =>
  query<{ password: string }>(target, `select a.password from account a join "user" u on u.id = a.user_id where u.email = ? and a.provider_id = 'credential'`, email)[0]!.password;

const sessionsOf = (target: AppServer, email: string) =>
  query<{ token: string; last_active_at: string | null; created_at: string }>(
    target,
    `select s.token, s.last_active_at, s.created_at from session s join "user" u on u.id = s.user_id where u.email = ?`,
    email,
  );

/** The token of the session a browser context holds (the cookie's value is `token.signature`). */
async function sessionTokenOf(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name.endsWith("session_token"));
  if (!cookie) throw new Error("the browser holds no session cookie");
  return decodeURIComponent(cookie.value).split(".")[0]!;
}

let addressCounter = 0;
/** A client address of its own for each caller (documentation range 198.51.100.0/24, then 203.0.113.0/24). */
function newAddress(): string {
  addressCounter++;
  return addressCounter < 250 ? `198.51.100.${addressCounter}` : `203.0.113.${addressCounter - 249}`;
}

/** Posts the sign-in form without a browser, from `ip`. */
async function postSignIn(target: AppServer, email: string, password: string, ip: string): Promise<{ status: number; body: string; cookies: string[]; retryAfter: string | null }> {
  const res = await fetch(`${target.url}/login`, {
    method: "POST",
    body: new URLSearchParams({ intent: "sign-in", email, password }),
    redirect: "manual",
    headers: { Origin: target.url, "X-Forwarded-For": ip },
  });
  return { status: res.status, body: await res.text(), cookies: res.headers.getSetCookie(), retryAfter: res.headers.get("Retry-After") };
}

async function heading(page: Page, text: string): Promise<void> {
  await page.getByRole("heading", { level: 1, name: text, exact: true }).waitFor();
}

const SIGNED_OUT = "Please sign in to access your dashboard";

describe("password hashes", () => {
  it("stores Argon2id, and upgrades an older scrypt hash at the next sign-in", async () => {
    const email = uniqueEmail("hashes");
    await createAccount(server, { email, role: "customer" });
    expect(hashOf(server, email)).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);

    // As if the account had been created before the change: better-auth's scrypt format.
    const legacy = await betterAuthScrypt(TEST_PASSWORD);
    execute(server, `update account set password = ? where user_id = (select id from "user" where email = ?)`, legacy, email);
    expect(hashOf(server, email)).toBe(legacy);

    const context = await signedInContext(browser, server, email);
    const upgraded = hashOf(server, email);
    expect(upgraded).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    await context.close();

    const again = await signedInContext(browser, server, email);
    expect(hashOf(server, email)).toBe(upgraded);
    await again.close();
  });
});

describe("the session cookie", () => {
  it("is HttpOnly, SameSite=Lax, Path=/ and unprefixed over plain HTTP", async () => {
    const email = uniqueEmail("cookie");
    await createAccount(server, { email, role: "customer" });
    // Through the pages: the browser keeps the cookie as the server set it.
    const context = await signedInThroughPages(browser, server, email);
    const cookies = await context.cookies();
    const session = cookies.find((c) => c.name.includes("session_token"));
    expect(session).toMatchObject({ name: "agency.session_token", path: "/", httpOnly: true, sameSite: "Lax", secure: false });
    await context.close();
  });
});

describe("a password reset", () => {
  it("ends every session of the account", async () => {
    const email = uniqueEmail("reset");
    await createAccount(server, { email, role: "customer" });
    const laptop = await signedInContext(browser, server, email);
    const phone = await signedInContext(browser, server, email);
    expect(sessionsOf(server, email)).toHaveLength(2);

    const page = await laptop.newPage();
    await page.goto("/forgot-password");
    await page.getByLabel("Email address").fill(email);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await page.getByRole("status").filter({ hasText: "we have sent it a link" }).waitFor();
    // Without SMTP the email stays in the outbox (and the server log).
    const [mail] = query<{ text_body: string }>(server, "select text_body from email_outbox where to_address = ? and kind = 'account.reset-password'", email);
    const link = /https?:\/\/\S+\/reset-password\?token=\S+/.exec(mail!.text_body)![0];

    const stranger = await browser.newContext({ baseURL: server.url });
    const resetPage = await stranger.newPage();
    await resetPage.goto(link);
    await resetPage.locator("#field-password").fill(NEW_PASSWORD);
    await resetPage.locator("#field-confirmPassword").fill(NEW_PASSWORD);
    await resetPage.getByRole("button", { name: "Save New Password" }).click();
    await resetPage.waitForURL(/\/login\?reset=1$/);

    expect(sessionsOf(server, email)).toHaveLength(0);
    for (const context of [laptop, phone]) {
      const check = await context.newPage();
      await check.goto("/dashboard");
      await heading(check, SIGNED_OUT);
    }
    await Promise.all([laptop.close(), phone.close(), stranger.close()]);
  });
});

describe("admin sessions", () => {
  it("record activity at most once a minute (default limit)", async () => {
    const email = uniqueEmail("busy.admin");
    await createAccount(server, { email, role: "admin" });
    const context = await signedInContext(browser, server, email);
    const page = await context.newPage();
    // The browser's own session: the fixture enrolled the authenticator app in another one.
    const token = await sessionTokenOf(context);
    const browserSession = () => sessionsOf(server, email).filter((s) => s.token === token);
    const [before] = browserSession();
    expect(before!.last_active_at).toBeTruthy();
    for (let i = 0; i < 3; i++) {
      await page.goto("/dashboard");
      await heading(page, "Admin Dashboard");
    }
    expect(browserSession()[0]!.last_active_at).toBe(before!.last_active_at);
    await context.close();
  });

  describe("with an admin and a customer signed in", () => {
    const adminEmail = uniqueEmail("idle.admin");
    const customerEmail = uniqueEmail("idle.customer");
    let admin: BrowserContext;
    let customer: BrowserContext;
    /** Sessions the fixture opened over HTTP to enrol the admin's authenticator app, never used again. */
    let enrolmentSessions: string[] = [];
    beforeAll(async () => {
      await createAccount(server, { email: adminEmail, role: "admin" });
      enrolmentSessions = sessionsOf(server, adminEmail).map((s) => s.token);
      await createAccount(server, { email: customerEmail, role: "customer" });
      [customer, admin] = await Promise.all([signedInContext(browser, server, customerEmail), signedInContext(browser, server, adminEmail)]);
    });

    /** As if the session had last been used `minutes` ago (the server reads the time of its last use from its row). */
    const lastUsed = (token: string, minutes: number) =>
      execute(server, "update session set last_active_at = ? where token = ?", new Date(Date.now() - minutes * 60_000).toISOString(), token);

    // Nothing waits for the 30 minutes (ADMIN_IDLE_MINUTES' default): the sessions' recorded last
    // use is moved back instead. The rule's edges are checked on a clock the test sets
    // (tests/integration/account-security.test.ts).
    it("stay open while in use, and end after the idle limit; a customer's session does not", async () => {
      const adminPage = await admin.newPage();
      const customerPage = await customer.newPage();
      const adminSession = await sessionTokenOf(admin);
      const customerSession = await sessionTokenOf(customer);
      expect(sessionsOf(server, adminEmail).map((s) => s.token)).toContain(adminSession);

      // In use for longer than the limit, each request 29 minutes after the one before: still signed in,
      // and each use is recorded.
      for (let i = 0; i < 2; i++) {
        lastUsed(adminSession, 29);
        await adminPage.goto("/dashboard");
        await heading(adminPage, "Admin Dashboard");
        const [session] = sessionsOf(server, adminEmail).filter((s) => s.token === adminSession);
        expect(Date.now() - new Date(session!.last_active_at!).getTime()).toBeLessThan(60_000);
      }

      // Then left alone for longer than the limit.
      lastUsed(adminSession, 31);
      lastUsed(customerSession, 31);
      await customerPage.goto("/dashboard");
      await heading(customerPage, "My Dashboard");
      await adminPage.goto("/dashboard");
      await heading(adminPage, SIGNED_OUT);
      // Every session the admin used is gone from the database. An idle session ends at its next
      // request, so the fixture's enrolment session (over HTTP, never used since) is not counted.
      expect(sessionsOf(server, adminEmail).filter((s) => !enrolmentSessions.includes(s.token))).toHaveLength(0);
      expect((await admin.cookies()).some((c) => c.name.includes("session_token"))).toBe(false);
      // The admin pages are closed to it too.
      await adminPage.goto("/blog-manager");
      await adminPage.waitForURL(/\/dashboard$/);
      expect(server.output()).not.toMatch(/"level":"error"/);

      // Signing in again works as usual.
      const back = await signedInContext(browser, server, adminEmail);
      const backPage = await back.newPage();
      await backPage.goto("/dashboard");
      await heading(backPage, "Admin Dashboard");
      await Promise.all([admin.close(), customer.close(), back.close()]);
    });
  });
});

describe("sign-in limits", () => {
  it("refuses the 6th failed attempt on an account, even with the right password, until the window ends", async () => {
    const email = uniqueEmail("target");
    await createAccount(server, { email, role: "customer" });
    for (let attempt = 1; attempt <= 5; attempt++) {
      const answer = await postSignIn(server, email, `wrong guess number ${attempt}`, newAddress());
      expect(answer.status, `attempt ${attempt}`).toBe(401);
      expect(answer.body).toContain(AUTH_MESSAGES.wrongCredentials);
    }

    // The right password, from a fresh address, in a browser: refused.
    const context = await browser.newContext({ baseURL: server.url, extraHTTPHeaders: { "X-Forwarded-For": newAddress() } });
    const page = await context.newPage();
    await page.goto("/login");
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Password", { exact: false }).fill(TEST_PASSWORD);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    const alert = page.getByRole("alert").filter({ hasText: TOO_MANY });
    await alert.waitFor();
    await expect(alert.innerText()).resolves.toMatch(/wait \d+ minutes? and try again/);
    expect((await context.cookies()).some((c) => c.name.includes("session_token"))).toBe(false);
    expect((await postSignIn(server, email, TEST_PASSWORD, newAddress())).status).toBe(429);

    // Fifteen minutes later (the counter's window moved into the past): signed in.
    execute(server, "update rate_limits set window_start = window_start - 900000 where id like 'auth:sign-in:email:%'");
    const later = await postSignIn(server, email, TEST_PASSWORD, newAddress());
    expect(later.status).toBe(303);
    expect(later.cookies.join("\n")).toMatch(/agency\.session_token=/);
    await context.close();
  });

  it("answers an unknown address exactly like a known one, lockout included", async () => {
    const known = uniqueEmail("known");
    const unknown = uniqueEmail("nobody");
    await createAccount(server, { email: known, role: "customer" });
    const answers: Record<"known" | "unknown", { status: number; message: string }[]> = { known: [], unknown: [] };
    const message = (body: string) => (body.includes(AUTH_MESSAGES.wrongCredentials) ? "wrong" : body.includes(TOO_MANY) ? "too many" : "other");
    for (let attempt = 1; attempt <= 6; attempt++) {
      for (const [kind, email] of [["known", known], ["unknown", unknown]] as const) {
        const answer = await postSignIn(server, email, `wrong guess number ${attempt}`, newAddress());
        answers[kind].push({ status: answer.status, message: message(answer.body) });
      }
    }
    expect(answers.unknown).toEqual(answers.known);
    expect(answers.known.map((a) => a.status)).toEqual([401, 401, 401, 401, 401, 429]);
    expect(answers.known.at(-1)!.message).toBe("too many");
  });

  it("refuses the 6th failed attempt from one address within a minute, whatever the accounts", async () => {
    const email = uniqueEmail("bystander");
    await createAccount(server, { email, role: "customer" });
    const ip = newAddress();
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await postSignIn(server, uniqueEmail("sprayed"), "spring2025 harbor", ip)).status).toBe(401);
    }
    const refused = await postSignIn(server, email, TEST_PASSWORD, ip);
    expect(refused.status).toBe(429);
    expect(refused.body).toContain(TOO_MANY);
    // When to come back, for clients that read headers: the rest of the minute that began with the first attempt.
    expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(30);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(60);
    // Another address is not affected, and successful sign-ins do not count as failures.
    const other = newAddress();
    for (let attempt = 1; attempt <= 6; attempt++) expect((await postSignIn(server, email, TEST_PASSWORD, other)).status).toBe(303);
  });
});
