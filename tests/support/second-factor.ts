/**
 * Second factors in the test fixtures: team accounts are created with their authenticator app
 * enrolled through the product's own pages, and the tests compute its codes (otplib) like the
 * app on a phone would. Nothing here reaches the server except as a person's browser would.
 */
import { generateSync } from "otplib";
import type { BrowserContext, Page } from "playwright-core";
import type { AppServer } from "./app-server.ts";

/** Where the forms are posted: a test server, or a server a bench started. */
type Site = Pick<AppServer, "url">;

/** Each enrolled account's authenticator key (base32), by email. */
const authenticatorKeys = new Map<string, string>();
/** The recovery codes each enrolment showed, by email (the tests may spend them). */
const recoveryCodesByEmail = new Map<string, string[]>();

/** The 6-digit code the account's authenticator app shows now. */
export function authenticatorCode(email: string, at = Date.now()): string {
  const secret = authenticatorKeys.get(email.toLowerCase());
  if (!secret) throw new Error(`no authenticator enrolled for ${email}`);
  return generateSync({ secret, epoch: Math.floor(at / 1000) });
}

export function hasAuthenticator(email: string): boolean {
  return authenticatorKeys.has(email.toLowerCase());
}

export function rememberAuthenticator(email: string, key: string): void {
  authenticatorKeys.set(email.toLowerCase(), key.replace(/\s+/g, ""));
}

export function recoveryCodesOf(email: string): string[] {
  return recoveryCodesByEmail.get(email.toLowerCase()) ?? [];
}

/** The key shown on the enrolment page (the QR code's secret, in groups of four). */
export function keyOnPage(html: string): string {
  const key = /<code[^>]*>([A-Z2-7 ]{16,})<\/code>/.exec(html)?.[1];
  if (!key) throw new Error("the enrolment page shows no key");
  return key.replace(/\s+/g, "");
}

/** The recovery codes listed on the page that confirms an enrolment. */
export function recoveryCodesOnPage(html: string): string[] {
  return [...html.matchAll(/<li class="select-all[^"]*">([a-z0-9]{5}-[a-z0-9]{5})<\/li>/g)].map((m) => m[1]!);
}

function sameOrigin(server: Site): Record<string, string> {
  return { Origin: server.url, "Sec-Fetch-Site": "same-origin" };
}

/** A cookie jar for fetch(): what each Set-Cookie header sets or removes. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();
  /** Each cookie's Set-Cookie line, for a browser to hold it as the server set it. */
  private readonly lines = new Map<string, string>();
  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const eq = pair!.indexOf("=");
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      if (!value || /max-age=0/i.test(line)) {
        this.cookies.delete(name);
        this.lines.delete(name);
      } else {
        this.cookies.set(name, value);
        this.lines.set(name, line);
      }
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
  /** The cookies with the attributes the server gave them, for BrowserContext.addCookies on `origin`. */
  forBrowser(origin: string): Parameters<BrowserContext["addCookies"]>[0] {
    return [...this.lines].map(([name, line]) => {
      const attributes = new Map(
        line
          .split(";")
          .slice(1)
          .map((part) => {
            const eq = part.indexOf("=");
            return eq === -1 ? [part.trim().toLowerCase(), ""] : [part.slice(0, eq).trim().toLowerCase(), part.slice(eq + 1).trim()];
          }),
      );
      const maxAge = attributes.get("max-age");
      const sameSite = attributes.get("samesite")?.toLowerCase();
      // Host-only, at the site's root, like the server's session cookie (a __Host- name requires it).
      if ((attributes.get("path") || "/") !== "/" || attributes.has("domain")) throw new Error(`cookie ${name} is not host-only at /: ${line}`);
      return {
        name,
        value: this.cookies.get(name)!,
        url: origin,
        expires: maxAge ? Math.floor(Date.now() / 1000) + Number(maxAge) : -1,
        httpOnly: attributes.has("httponly"),
        secure: attributes.has("secure"),
        sameSite: sameSite === "strict" ? ("Strict" as const) : sameSite === "none" ? ("None" as const) : ("Lax" as const),
      };
    });
  }
}

async function post(server: Site, jar: CookieJar, path: string, fields: Record<string, string>): Promise<Response> {
  const response = await fetch(`${server.url}${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { ...sameOrigin(server), Cookie: jar.header() },
    redirect: "manual",
  });
  jar.take(response);
  return response;
}

/**
 * Signs in through the forms (password, then the authenticator code when the account has one)
 * and returns the cookie jar holding the session.
 */
export async function signInThroughForms(server: Site, email: string, password: string): Promise<CookieJar> {
  const jar = new CookieJar();
  const first = await post(server, jar, "/login", { intent: "sign-in", email, password });
  if (first.status !== 303) throw new Error(`sign-in as ${email} failed: ${first.status}`);
  const location = first.headers.get("location") ?? "";
  if (location.startsWith("/login/second-factor")) {
    const second = await post(server, jar, "/login/second-factor", { method: "app", code: authenticatorCode(email) });
    if (second.status !== 303) throw new Error(`the second factor of ${email} was refused: ${second.status}`);
  }
  return jar;
}

/**
 * Enrols an authenticator app for a team member, as they would at their first sign-in: the
 * password again, the key read off the page, the first code. Keeps the key and recovery codes.
 */
export async function enrolAuthenticator(server: Site, email: string, password: string): Promise<void> {
  const jar = await signInThroughForms(server, email, password);
  const start = await post(server, jar, "/dashboard/security/two-factor", { intent: "start", password });
  if (start.status !== 200) throw new Error(`starting the enrolment of ${email} failed: ${start.status}`);
  rememberAuthenticator(email, keyOnPage(await start.text()));
  const confirm = await post(server, jar, "/dashboard/security/two-factor", { intent: "confirm", code: authenticatorCode(email) });
  const page = await confirm.text();
  if (confirm.status !== 200) throw new Error(`confirming the enrolment of ${email} failed: ${confirm.status}`);
  recoveryCodesByEmail.set(email.toLowerCase(), recoveryCodesOnPage(page));
}

/**
 * A team member's first sign-in in a browser ends on the page that sets up the second factor the
 * product requires: the password again, the key read off the page into the "phone", its first
 * code, the recovery codes, then Continue to the dashboard. `page` is on that page or going there.
 */
export async function enrolThroughPages(page: Page, email: string, password: string): Promise<void> {
  await page.waitForURL(/\/dashboard\/security\/two-factor$/);
  await page.getByRole("heading", { level: 1, name: "Second factor", exact: true }).waitFor();
  await page.locator("#field-password").fill(password);
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await page.getByRole("img", { name: "QR code for your authenticator app" }).waitFor();
  rememberAuthenticator(email, keyOnPage(await page.content()));
  await page.getByLabel("Code from your authenticator app").fill(authenticatorCode(email));
  await page.getByRole("button", { name: "Turn on", exact: true }).click();
  await page.getByRole("heading", { level: 2, name: "Save your recovery codes" }).waitFor();
  await page.getByRole("link", { name: "Continue", exact: true }).click();
  await page.waitForURL(/\/dashboard$/);
}
