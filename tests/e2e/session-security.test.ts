/**
 * Sessions the user controls, in real browsers against the built server
 * (docs/product.md#sessions-and-security-alerts): two browser contexts signed in to one
 * account see both sessions on /dashboard/security; "Sign out everywhere else" ends the other
 * context's session at its next request; the second context's first sign-in queues a new-device
 * email and its repeat sign-in (same device cookie) does not. Who may use the page and the back
 * office's "End all sessions", per kind of user. No sleeps: each step waits for its page.
 */
import { DatabaseSync } from "node:sqlite";
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieHeader, createAccount, signedInThroughPages, TEST_PASSWORD, uniqueEmail } from "../support/accounts.ts";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import { checkAtBothWidths, launchBrowser } from "../support/browser.ts";

let server: AppServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
});
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  await server?.stop();
});

function query<T>(sql: string, ...params: string[]): T[] {
  const db = new DatabaseSync(server.databasePath);
  try {
    db.exec("PRAGMA busy_timeout = 5000");
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

const newDeviceEmails = (email: string) => query<{ text_body: string }>("select text_body from email_outbox where kind = 'account.new-device' and to_address = ?", email);

/** Signs in through the pages: the sessions and devices this file checks are the browser's own. */
async function signIn(email: string): Promise<BrowserContext> {
  const context = await signedInThroughPages(browser, server, email);
  contexts.push(context);
  return context;
}

/** Signs in again in the same browser (it keeps its device cookie). */
async function signInAgain(context: BrowserContext, email: string): Promise<void> {
  const page = await context.newPage();
  await page.goto("/login");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password", { exact: false }).fill(TEST_PASSWORD);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await page.waitForURL(/\/dashboard$/);
  await page.close();
}

describe("the Security page", () => {
  it("shows both sessions, signs out everywhere else, and emails only a new device", async () => {
    const email = uniqueEmail("sessions");
    await createAccount(server, { email, role: "customer" });
    const first = await signIn(email);
    expect(newDeviceEmails(email)).toHaveLength(0); // the account's first device

    const second = await signIn(email);
    const [mail, ...more] = newDeviceEmails(email);
    expect(more).toHaveLength(0);
    expect(mail!.text_body).toContain("/dashboard/security");
    expect(mail!.text_body).toMatch(/Chrome \d+ on Linux \(Computer\)/);

    // The second browser signs out and in again: it keeps its device cookie, so no email.
    const out = await second.newPage();
    await out.goto("/dashboard");
    await out.getByRole("button", { name: "Sign Out" }).click();
    await out.waitForURL((url) => !url.pathname.startsWith("/dashboard"));
    await out.close();
    await signInAgain(second, email);
    expect(newDeviceEmails(email)).toHaveLength(1);

    const page = await first.newPage();
    await page.goto("/dashboard");
    await page.getByRole("link", { name: "Review where you are signed in" }).click();
    await page.waitForURL(/\/dashboard\/security$/);
    await expect.poll(() => page.getByRole("listitem").filter({ hasText: "Network" }).count()).toBe(2);
    await expect(page.getByText("This device", { exact: true }).count()).resolves.toBe(1);
    await expect(page.getByText("This server itself").count()).resolves.toBe(2);
    await checkAtBothWidths(page, "security-page");

    await page.getByRole("button", { name: "Sign out everywhere else" }).click();
    await page.waitForURL(/done=others&n=1$/);
    await expect(page.getByText("1 other session is signed out.").count()).resolves.toBe(1);
    await expect(page.getByRole("button", { name: /Sign out this one/ }).count()).resolves.toBe(0);

    // The second browser's next request finds its session gone.
    const later = await second.newPage();
    await later.goto("/dashboard/security");
    await later.waitForURL(/\/login\?next=%2Fdashboard%2Fsecurity$/);
    await later.close();

    // Spanish for a customer.
    await page.goto("/es/dashboard/security");
    await expect(page.getByRole("heading", { name: "Dónde tiene la sesión abierta" }).count()).resolves.toBe(1);
    await page.close();
  });

  it("answers each kind of user", async () => {
    const signedOut = await fetch(`${server.url}/dashboard/security`, { redirect: "manual" });
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("location")).toBe("/login?next=%2Fdashboard%2Fsecurity");
    const post = await fetch(`${server.url}/dashboard/security`, {
      method: "POST",
      body: new URLSearchParams({ intent: "sign-out-others" }),
      headers: { Origin: server.url },
      redirect: "manual",
    });
    expect(post.status).toBe(403);

    for (const role of ["customer", "staff", "admin"] as const) {
      const email = uniqueEmail(`security-${role}`);
      await createAccount(server, { email, role });
      const cookie = await cookieHeader(await signIn(email));
      const page = await fetch(`${server.url}/dashboard/security`, { headers: { cookie }, redirect: "manual" });
      expect(page.status, role).toBe(200);
      expect(await page.text()).toContain("This device");
      const spanish = await fetch(`${server.url}/es/dashboard/security`, { headers: { cookie }, redirect: "manual" });
      expect(spanish.status, role).toBe(role === "customer" ? 200 : 302);
      const bad = await fetch(`${server.url}/dashboard/security`, {
        method: "POST",
        body: new URLSearchParams({ intent: "sign-out-one", sessionId: "" }),
        headers: { cookie, Origin: server.url },
        redirect: "manual",
      });
      expect(bad.status, role).toBe(400);
    }
  });
});

describe("ending a member's sessions from the back office", () => {
  it("is the admins' alone, and signs the member out", async () => {
    const member = uniqueEmail("member");
    await createAccount(server, { email: member, role: "staff" });
    const memberContext = await signIn(member);
    const memberId = query<{ id: string }>(`select id from "user" where email = ?`, member)[0]!.id;
    const end = (cookie?: string) =>
      fetch(`${server.url}/admin/users/${memberId}`, {
        method: "POST",
        body: new URLSearchParams({ intent: "end-sessions" }),
        headers: { ...(cookie ? { cookie } : {}), Origin: server.url },
        redirect: "manual",
      });
    const open = () => query(`select id from session where user_id = ?`, memberId).length;
    const before = open();
    expect(before).toBeGreaterThan(0);
    expect((await end()).status).toBe(403);
    for (const role of ["customer", "staff"] as const) {
      const email = uniqueEmail(`not-admin-${role}`);
      await createAccount(server, { email, role });
      expect((await end(await cookieHeader(await signIn(email)))).status, role).toBe(403);
    }
    expect(open()).toBe(before);

    const admin = uniqueEmail("ender");
    await createAccount(server, { email: admin, role: "admin" });
    const adminContext = await signIn(admin);
    const page = await adminContext.newPage();
    await page.goto(`/admin/users/${memberId}`);
    await checkAtBothWidths(page, "admin-member-sessions");
    await page.getByRole("button", { name: /End all sessions/ }).click();
    await page.waitForURL(new RegExp(`ended=${before}$`));
    // The address changes before the page's new content is drawn: wait for the message itself.
    const ended = page.getByRole("status").or(page.getByRole("alert")).filter({ hasText: "signed out everywhere" });
    await ended.waitFor();
    expect(await ended.count()).toBe(1);
    expect(query(`select id from session where user_id = ?`, memberId)).toHaveLength(0);
    expect(query(`select action from audit_log where action = 'session.end_all' and target_id = ?`, memberId)).toHaveLength(1);
    const memberPage = await memberContext.newPage();
    await memberPage.goto("/admin/my-work");
    await memberPage.waitForURL((url) => !url.pathname.startsWith("/admin"));
    await memberPage.close();
    await page.close();
  });
});
