/**
 * Account fixtures for browser tests: create an admin, a staff member or a customer the way
 * the agency would (`npm run admin -- create` or `invite`, then the one-time link to set a
 * password; a team member then enrols an authenticator app, as the product requires), and get a
 * browser context signed in as them (with the app's code when the account has one).
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { Browser, BrowserContext } from "playwright-core";
import type { AppServer } from "./app-server.ts";
import { authenticatorCode, enrolAuthenticator, hasAuthenticator } from "./second-factor.ts";

const run = promisify(execFile);

export const TEST_PASSWORD = "a quiet harbor lamp";

let counter = 0;
/** A fresh address for each scenario. */
export function uniqueEmail(name: string): string {
  return `${name}.${Date.now().toString(36)}${counter++}@example.com`;
}

async function adminCli(server: AppServer, ...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, ["scripts/admin.ts", ...args], { env: { ...process.env, ...server.env } });
  return stdout;
}

/**
 * A confirmed account with a password. Admins and customers come from `create` (a customer then
 * loses the admin role it gives); staff are invited (`invite --role staff`), as the agency does.
 */
export async function createAccount(
  server: AppServer,
  options: { email: string; role: "admin" | "staff" | "customer"; password?: string; name?: string; secondFactor?: boolean },
): Promise<void> {
  const output =
    options.role === "staff"
      ? await adminCli(server, "invite", options.email, "--name", options.name ?? "Test Staff", "--role", "staff")
      : await adminCli(server, "create", options.email);
  const link = /https?:\/\/\S+\/reset-password\?token=\S+/.exec(output)?.[0];
  if (!link) throw new Error(`admin ${options.role === "staff" ? "invite" : "create"} printed no link:\n${output}`);
  const token = new URL(link).searchParams.get("token")!;
  const password = options.password ?? TEST_PASSWORD;
  const body = new URLSearchParams({ token, password, confirmPassword: password });
  const res = await fetch(`${server.url}/reset-password`, {
    method: "POST",
    body,
    redirect: "manual",
    headers: { Origin: server.url },
  });
  if (res.status >= 400) throw new Error(`setting the password failed: ${res.status}`);
  if (options.role === "customer") await adminCli(server, "revoke", options.email);
  // The team must have a second factor to reach the back office; `secondFactor: false` leaves it to the test.
  else if (options.secondFactor !== false) await enrolAuthenticator(server, options.email, password);
}

/** A browser context signed in as `email` (through the sign-in form). */
export async function signedInContext(browser: Browser, server: AppServer, email: string, password = TEST_PASSWORD): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto("/login");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password", { exact: false }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  if (hasAuthenticator(email)) {
    await page.waitForURL(/\/login\/second-factor/);
    await page.getByLabel("Code from your authenticator app").fill(authenticatorCode(email));
    await page.getByRole("button", { name: "Continue", exact: true }).click();
  }
  await page.waitForURL(/\/dashboard$/);
  await page.close();
  return context;
}

/** The session cookie of a signed-in context, as a Cookie header for fetch(). */
export async function cookieHeader(context: BrowserContext): Promise<string> {
  return (await context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
}
