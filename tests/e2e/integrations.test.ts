/**
 * Integrations in Chromium against the built server, as an admin uses them: a token is created
 * (shown once, in a box, with the header line; the API answers it; reloading the page does not
 * show it again; the answer that showed it is not stored and the log never holds it), then
 * revoked (the API refuses it at once). A subscription to 127.0.0.1 or plain http is refused
 * beside the address on a server without WEBHOOK_ALLOW_PRIVATE_TARGETS, one to a public address
 * is added; its page hides the secret behind "Show", pauses and resumes, rotates the secret and is
 * deleted after a confirmation. On a second server that allows private targets, a quote reaches
 * a receiver on this machine signed with the page's secret, is listed as Delivered and resent
 * with the same webhook-id. The API reference lists every route. Staff are sent away. axe finds
 * no violations; each page is photographed at 390 and 1280 px (pictures with SCREENSHOT_DIR set).
 */
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { SQLInputValue } from "node:sqlite";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount, cookieHeader, signedInContext, uniqueEmail } from "../support/accounts.ts";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import { checkAtBothWidths, launchBrowser } from "../support/browser.ts";
import { query as queryDatabase, sameOrigin, validLeadBody } from "../support/site-requests.ts";

let server: AppServer;
let browser: Browser;
let admin: BrowserContext;
let staff: BrowserContext;
const adminEmail = uniqueEmail("owner");
const staffEmail = uniqueEmail("dana");

const query = <T = Record<string, unknown>>(sql: string, ...params: SQLInputValue[]): T[] => queryDatabase<T>(server.databasePath, sql, ...params);

async function openPage(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await page.goto(path);
  return page;
}

const checkPage = (page: Page, name: string) => checkAtBothWidths(page, `integrations-${name}`);

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer({ SCHEDULER_INTERVAL_SECONDS: "3600" }), launchBrowser()]);
  await createAccount(server, { email: adminEmail, role: "admin" });
  await createAccount(server, { email: staffEmail, role: "staff", name: "Dana Reyes" });
  admin = await signedInContext(browser, server, adminEmail);
  staff = await signedInContext(browser, server, staffEmail);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("API tokens", () => {
  it("creates a token shown once, with the header to send; the API takes it; revoking it ends it at once", async () => {
    const page = await openPage(admin, "/admin/integrations");
    // In the navigation's Manage group, marked as the current section.
    expect(await page.getByRole("navigation", { name: "Back office" }).first().getByRole("link", { name: "Integrations" }).getAttribute("aria-current")).toBe("page");
    await checkPage(page, "empty");
    // A mistake first: every message beside its field, what was typed kept.
    await page.getByLabel(/^Name/).fill("Agency management system");
    await page.getByRole("button", { name: "Create token" }).click();
    await page.getByRole("alert").getByText("What it may do: Please choose at least one thing the token may do.").waitFor();
    expect(await page.getByLabel(/^Name/).inputValue()).toBe("Agency management system");

    await page.getByLabel("Read leads").check();
    await page.getByLabel("Write notes").check();
    await page.getByLabel(/^Expires after/).selectOption("90");
    await page.getByRole("button", { name: "Create token" }).click();
    const box = page.getByRole("region", { name: "Your new token: Agency management system" });
    await box.getByText("Copy it now: it will not be shown again.").waitFor();
    const token = await box.getByRole("textbox", { name: "Token" }).inputValue();
    expect(token).toMatch(/^agt_[A-Za-z0-9_-]{43}$/);
    expect(await box.getByRole("textbox", { name: "Header to send with each call" }).inputValue()).toBe(`Authorization: Bearer ${token}`);
    expect(await box.getByRole("textbox", { name: "Token" }).getAttribute("readonly")).not.toBeNull();
    expect(page.url()).not.toContain(token.slice(4));
    await checkPage(page, "new-token");

    // The list: its first characters, what it may do in words, never used yet.
    const listed = page.getByRole("region", { name: /^API tokens/ }).getByRole("listitem").filter({ hasText: "Agency management system" });
    await listed.getByText(`Starts with ${token.slice(0, 12)}…`).waitFor();
    await listed.getByText("May: Read leads; Write notes").waitFor();
    await listed.getByText("Last used: never used").waitFor();
    expect(query("select name, scopes_json, token_prefix from api_tokens")).toEqual([{ name: "Agency management system", scopes_json: '["leads:read","notes:write"]', token_prefix: token.slice(0, 12) }]);
    expect(query<{ action: string }>("select action from audit_log where action like 'api.token%'").map((r) => r.action)).toEqual(["api.token_create"]);

    // The API answers it.
    const call = () => fetch(`${server.url}/api/v1/leads`, { headers: { Authorization: `Bearer ${token}` } });
    expect((await call()).status).toBe(200);

    // Reloading shows the list, not the token.
    await page.reload();
    await page.getByRole("heading", { name: "Integrations", level: 1 }).waitFor();
    expect(await page.getByRole("region", { name: /^Your new token/ }).count()).toBe(0);
    expect(await page.content()).not.toContain(token);
    await page.getByRole("region", { name: /^API tokens/ }).getByText(/Last used: [A-Z]/).waitFor();

    // Revoke: confirmed in words, then refused by the API from the next call.
    await page.getByRole("link", { name: "Revoke Agency management system" }).click();
    const confirm = page.getByRole("region", { name: "Revoke the token “Agency management system”?" });
    await confirm.getByText("Whatever uses it is refused from its next call, at once.").waitFor();
    await checkPage(page, "revoke-confirm");
    await confirm.getByRole("button", { name: "Revoke token" }).click();
    await page.getByText("The token “Agency management system” is revoked: calls with it are refused from now on.").waitFor();
    await page.getByRole("region", { name: /^API tokens/ }).getByText("Revoked", { exact: true }).waitFor();
    expect(await page.getByRole("link", { name: "Revoke Agency management system" }).count()).toBe(0);
    expect((await call()).status).toBe(401);
    expect(query<{ action: string }>("select action from audit_log where action like 'api.token%' order by created_at").map((r) => r.action)).toEqual(["api.token_create", "api.token_revoke"]);

    // The token was never written to the log.
    expect(server.output()).not.toContain(token);
    await page.close();
  });

  it("answers the post that shows a token with no-store, and the page after it without the token", async () => {
    const cookie = await cookieHeader(admin);
    const created = await fetch(`${server.url}/admin/integrations`, {
      method: "POST",
      headers: { ...sameOrigin(server), Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams([["intent", "create-token"], ["name", "Zapier"], ["scopes", "customers:read"], ["lifetime", "never"]]),
    });
    expect(created.status).toBe(200);
    expect(created.headers.get("cache-control")).toMatch(/no-store/);
    const html = await created.text();
    const token = /agt_[A-Za-z0-9_-]{43}/.exec(html)?.[0];
    expect(token).toBeDefined();
    const after = await fetch(`${server.url}/admin/integrations`, { headers: { Cookie: cookie } });
    expect(after.headers.get("cache-control")).toMatch(/no-store/);
    expect(await after.text()).not.toContain(token!);
  });
});

describe("webhook subscriptions", () => {
  it("refuses 127.0.0.1 and plain http beside the address, adds a public one, and manages it", async () => {
    const page = await openPage(admin, "/admin/integrations");
    await page.getByRole("link", { name: "Add a subscription" }).first().click();
    await page.waitForURL(/\/admin\/integrations\/webhooks\/new$/);
    await checkPage(page, "new-subscription");

    await page.getByLabel(/^Address \(URL\)/).fill("https://127.0.0.1/hooks");
    await page.getByLabel(/A lead arrived/).check();
    await page.getByRole("button", { name: "Add subscription" }).click();
    await page.getByRole("alert").getByText(/Address \(URL\): That address is private, loopback or link-local/).waitFor();
    expect(await page.getByLabel(/^Address \(URL\)/).getAttribute("aria-invalid")).toBe("true");
    expect(await page.getByLabel(/A lead arrived/).isChecked()).toBe(true);
    await checkPage(page, "refused");

    await page.getByLabel(/^Address \(URL\)/).fill("http://203.0.113.10/hooks");
    await page.getByRole("button", { name: "Add subscription" }).click();
    await page.getByRole("alert").getByText("Address (URL): The address must start with https://.").waitFor();
    expect(query("select id from webhook_subscriptions")).toEqual([]);

    // A public address; "Include text customers wrote" stays off unless ticked.
    await page.getByLabel(/^Address \(URL\)/).fill("https://203.0.113.10/hooks/agency");
    await page.getByLabel(/A lead's stage changed/).check();
    await page.getByLabel(/^Description/).fill("Management system: new leads");
    expect(await page.getByLabel("Include text customers wrote").isChecked()).toBe(false);
    await page.getByRole("button", { name: "Add subscription" }).click();
    await page.waitForURL(/\/admin\/integrations\/webhooks\/[0-9a-f-]{36}\?saved=created/);
    await page.getByText("The subscription is active: events are posted to it from now on.").waitFor();
    const [row] = query<{ id: string; secret: string; include_text: number; events_json: string }>("select id, secret, include_text, events_json from webhook_subscriptions");
    expect(row).toMatchObject({ include_text: 0, events_json: '["lead.created","lead.stage_changed"]' });
    expect(row!.secret).toMatch(/^whsec_/);

    // The secret is behind "Show".
    const secret = page.getByRole("textbox", { name: "Secret" });
    expect(await secret.isVisible()).toBe(false);
    await page.getByText("Show the secret").click();
    expect(await secret.inputValue()).toBe(row!.secret);
    await checkPage(page, "subscription");

    // Pause, then resume.
    await page.getByRole("button", { name: "Pause the subscription" }).click();
    await page.getByText("The subscription is paused: nothing is posted to it until you resume it.", { exact: false }).waitFor();
    await page.getByText(`Paused (Paused by ${adminEmail})`).waitFor();
    await page.getByRole("button", { name: "Resume the subscription" }).click();
    await page.getByText("The subscription is active again: deliveries that waited are sent now.").waitFor();

    // Rotate the secret.
    await page.getByRole("button", { name: "Rotate secret" }).click();
    await page.getByText("The secret is new: deliveries are signed with it from now on.").waitFor();
    const rotated = query<{ secret: string }>("select secret from webhook_subscriptions")[0]!.secret;
    expect(rotated).not.toBe(row!.secret);

    // The list on /admin/integrations says what it hears and how it goes.
    const list = await openPage(admin, "/admin/integrations");
    const item = list.getByRole("region", { name: /^Webhook subscriptions/ }).getByRole("listitem").filter({ hasText: "https://203.0.113.10/hooks/agency" });
    await item.getByText("Events: A lead arrived (any website form); A lead's stage changed").waitFor();
    await item.getByText("Active", { exact: true }).waitFor();
    await checkPage(list, "with-subscription");
    await list.close();

    // Delete, confirmed in words.
    await page.getByRole("link", { name: "Delete subscription" }).click();
    await page.getByRole("heading", { name: "Delete this subscription?" }).waitFor();
    await page.getByRole("button", { name: "Delete subscription" }).click();
    await page.waitForURL(/\/admin\/integrations\?saved=deleted/);
    await page.getByText("The subscription is deleted, with its deliveries: nothing more is posted to that address.").waitFor();
    expect(query("select id from webhook_subscriptions")).toEqual([]);
    expect(query<{ action: string }>("select action from audit_log where action like 'webhook.%' order by created_at").map((r) => r.action)).toEqual([
      "webhook.create",
      "webhook.pause",
      "webhook.resume",
      "webhook.update",
      "webhook.delete",
    ]);
    await page.close();
  });
});

/** A receiver on this machine: keeps each post, answers 200. */
async function startReceiver() {
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const receiver: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      res.writeHead(200, { "content-type": "text/plain" });
      res.end("received, thanks");
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`, received, close: () => new Promise<void>((resolve) => receiver.close(() => resolve())) };
}

async function waitFor<T>(what: string, check: () => T | undefined, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("deliveries to a receiver on the office network (WEBHOOK_ALLOW_PRIVATE_TARGETS=1)", () => {
  it("posts a new quote signed with the page's secret, lists it as Delivered, and resends it with the same webhook-id", async () => {
    const receiver = await startReceiver();
    const intranet = await startAppServer({ WEBHOOK_ALLOW_PRIVATE_TARGETS: "1", WEBHOOK_POLL_MS: "200", SCHEDULER_INTERVAL_SECONDS: "3600" });
    try {
      const ownerEmail = uniqueEmail("intranet-owner");
      await createAccount(intranet, { email: ownerEmail, role: "admin" });
      const context = await signedInContext(browser, intranet, ownerEmail);
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      await page.goto("/admin/integrations/webhooks/new");
      await page.getByText("This server also allows http:// and private network addresses").waitFor();
      await page.getByLabel(/^Address \(URL\)/).fill(receiver.url);
      await page.getByLabel(/A lead arrived/).check();
      await page.getByRole("button", { name: "Add subscription" }).click();
      await page.waitForURL(/\/admin\/integrations\/webhooks\/[0-9a-f-]{36}/);
      await page.getByText("Show the secret").click();
      const secret = await page.getByRole("textbox", { name: "Secret" }).inputValue();

      const quote = await fetch(`${intranet.url}/quote`, { method: "POST", body: validLeadBody("quote", uniqueEmail("webhook-lead")), redirect: "manual", headers: sameOrigin(intranet) });
      expect(quote.status).toBe(303);
      const first = await waitFor("the quote's delivery", () => receiver.received[0]);
      const verified = new Webhook(secret).verify(first.body, first.headers as Record<string, string>) as { type: string; data: { api_url: string } };
      expect(verified.type).toBe("lead.created");
      expect(verified.data.api_url).toMatch(new RegExp(`^${intranet.url}/api/v1/leads/quotes/`));
      const webhookId = first.headers["webhook-id"];

      await page.reload();
      const deliveries = page.getByRole("region", { name: /^Deliveries/ });
      await deliveries.getByText("Delivered", { exact: true }).waitFor();
      await deliveries.getByText("Response code:").waitFor();
      await deliveries.getByText("The body as sent").click();
      await deliveries.getByText(/"api_url": "http:\/\/127\.0\.0\.1/).waitFor();
      await checkPage(page, "deliveries");

      await deliveries.getByRole("button", { name: /^Resend lead\.created/ }).click();
      await page.getByText("The delivery is on its way again, with the same webhook-id.").waitFor();
      const second = await waitFor("the resent delivery", () => receiver.received[1]);
      expect(second.headers["webhook-id"]).toBe(webhookId);
      expect(second.body).toBe(first.body);
      await page.close();
      await context.close();
    } finally {
      await intranet.stop();
      await receiver.close();
    }
  });
});

describe("the API reference", () => {
  it("lists every route of the API with its scope, and links the OpenAPI document", async () => {
    const page = await openPage(admin, "/admin/integrations/api");
    const contents = page.getByRole("navigation", { name: "Operations" });
    for (const route of ["GET /leads", "GET /leads/{form}/{id}", "POST /leads/{form}/{id}/stage", "POST /leads/{form}/{id}/notes", "GET /customers", "GET /policies/{id}", "GET /service-requests", "GET /openapi.json"]) {
      await contents.getByRole("link", { name: route, exact: true }).waitFor();
    }
    const stage = page.getByRole("article", { name: "POST /leads/{form}/{id}/stage" });
    await stage.getByText("Scope: leads:write").waitFor();
    await stage.getByRole("list", { name: /^Request body fields/ }).getByText("stage", { exact: true }).waitFor();
    expect(await page.getByRole("link", { name: "OpenAPI document (JSON)" }).getAttribute("href")).toBe("/api/v1/openapi.json");
    await checkPage(page, "api-reference");
    await page.close();
  });
});

describe("who may use it", () => {
  it("sends staff away from every integrations page and refuses their posts", async () => {
    const work = await openPage(staff, "/admin/my-work");
    expect(await work.getByRole("link", { name: "Integrations" }).count()).toBe(0);
    await work.close();
    for (const path of ["/admin/integrations", "/admin/integrations/webhooks/new", "/admin/integrations/api"]) {
      const page = await openPage(staff, path);
      expect(new URL(page.url()).pathname, path).toBe("/dashboard");
      await page.close();
    }
    const res = await fetch(`${server.url}/admin/integrations`, {
      method: "POST",
      redirect: "manual",
      headers: { ...sameOrigin(server), Cookie: await cookieHeader(staff), "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams([["intent", "create-token"], ["name", "Staff token"], ["scopes", "leads:read"], ["lifetime", "30"]]),
    });
    expect(res.status).toBe(403);
    expect(query("select id from api_tokens where name = 'Staff token'")).toEqual([]);
  });
});
