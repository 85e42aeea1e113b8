/**
 * Account fixtures for browser tests: create an admin, a staff member or a customer the way
 * the agency would (what `npm run admin -- create` or `invite` does, then the one-time link to set
 * a password; a team member then enrols an authenticator app, as the product requires), and get a
 * browser context signed in as them (with the app's code when the account has one).
 *
 * The accounts are made by the command's own domain functions, in this process, against the
 * server's database (one application per server, opened at its first account), rather than by
 * starting the command, a Node process with its imports and checks, for every account. The
 * command itself is tested in tests/e2e/accounts.test.ts.
 */
import type { Browser, BrowserContext } from "playwright-core";
import { systemActor } from "../../app/server/audit/record-audit.ts";
import { changeRole } from "../../app/server/accounts/admin-account-actions.ts";
import { createAdminAccount, revokeAdmin } from "../../app/server/accounts/manage-accounts.ts";
import { startApplication, type Application } from "../../app/server/application.ts";
import { parseEnv } from "../../app/server/env.ts";
import { recordSecurityEvent } from "../../app/server/security/security-events.ts";
import { inviteTeamMember } from "../../app/server/team/invite-team-member.ts";
import type { AppServer } from "./app-server.ts";
import { authenticatorCode, enrolAuthenticator, hasAuthenticator, signInThroughForms } from "./second-factor.ts";

/** The command's actor: the records are those `npm run admin` leaves (the tests of the audit log read them). */
const ACTOR = systemActor("npm run admin");

export const TEST_PASSWORD = "a quiet harbor lamp";

let counter = 0;
/** A fresh address for each scenario. */
export function uniqueEmail(name: string): string {
  return `${name}.${Date.now().toString(36)}${counter++}@example.com`;
}

const applications = new WeakMap<AppServer, Promise<Application>>();

/** The application's services on the server's database, as the command starts them (no email worker), stopped with the server. */
function applicationOf(server: AppServer): Promise<Application> {
  let application = applications.get(server);
  if (!application) {
    application = startApplication({ env: parseEnv({ ...process.env, ...server.env }) });
    applications.set(server, application);
    const started = application;
    server.beforeStop(async () => (await started).stop());
  }
  return application;
}

/** What `create` (admins, customers) or `invite` (staff) does; returns the one-time link's token. */
export async function passwordToken(server: AppServer, options: { email: string; role: "admin" | "staff" | "customer"; name?: string }): Promise<string> {
  const { services } = await applicationOf(server);
  if (options.role === "staff") {
    const result = await inviteTeamMember(services, ACTOR, { email: options.email, name: options.name ?? "Test Staff", role: "staff" });
    if (!result.ok) throw new Error(`inviting ${options.email} failed: ${result.message}`);
    return new URL(result.link).searchParams.get("token")!;
  }
  const result = await createAdminAccount(services.auth, options.email, services.env.PUBLIC_URL);
  if (!result.ok) throw new Error(`an account already uses ${options.email}`);
  await recordSecurityEvent(services.db, { kind: "admin-granted", account: { id: result.userId, email: options.email }, from: null, by: ACTOR, how: "command line" });
  return new URL(result.link).searchParams.get("token")!;
}

/**
 * A confirmed account with a password. Admins and customers are created as `create` does (a
 * customer then loses the admin role it gives, as `revoke` does); staff are invited as
 * `invite --role staff` does, as the agency does.
 */
export async function createAccount(
  server: AppServer,
  options: { email: string; role: "admin" | "staff" | "customer"; password?: string; name?: string; secondFactor?: boolean },
): Promise<void> {
  const token = await passwordToken(server, options);
  const password = options.password ?? TEST_PASSWORD;
  const body = new URLSearchParams({ token, password, confirmPassword: password });
  const res = await fetch(`${server.url}/reset-password`, {
    method: "POST",
    body,
    redirect: "manual",
    headers: { Origin: server.url },
  });
  if (res.status >= 400) throw new Error(`setting the password failed: ${res.status}`);
  if (options.role === "customer") await revokeAdminRole(server, options.email);
  // The team must have a second factor to reach the back office; `secondFactor: false` leaves it to the test.
  else if (options.secondFactor !== false) await enrolAuthenticator(server, options.email, password);
}

/** What `npm run admin -- role <email> <role>` does (audited as the command's). */
export async function setRole(server: AppServer, email: string, role: "customer" | "staff" | "admin"): Promise<void> {
  const { services } = await applicationOf(server);
  const user = await services.db.selectFrom("user").select("id").where("email", "=", email).executeTakeFirstOrThrow();
  const result = await changeRole(services.db, ACTOR, user.id, role, services.env.ADMIN_EMAILS);
  if (!result.ok) throw new Error(`the role of ${email} did not change: ${result.message}`);
}

/** What `npm run admin -- revoke <email>` does. */
export async function revokeAdminRole(server: AppServer, email: string): Promise<void> {
  const result = await revokeAdmin((await applicationOf(server)).services.db, email);
  if (!result.ok) throw new Error(`no account uses ${email}`);
}

/**
 * A browser context signed in as `email`: the sign-in forms are posted over HTTP (the password,
 * then the app's code when the account has one), as the browser would post them, and the
 * context is given the session cookie as the server set it. Tests of signing in itself use the
 * pages (signedInThroughPages, tests/e2e/accounts.test.ts, second-factor.test.ts).
 */
export async function signedInContext(browser: Browser, server: AppServer, email: string, password = TEST_PASSWORD): Promise<BrowserContext> {
  const jar = await signInThroughForms(server, email, password);
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
  await context.addCookies(jar.forBrowser(server.url));
  return context;
}

/** A browser context signed in as `email` through the sign-in pages in the browser. */
export async function signedInThroughPages(browser: Browser, server: AppServer, email: string, password = TEST_PASSWORD): Promise<BrowserContext> {
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
