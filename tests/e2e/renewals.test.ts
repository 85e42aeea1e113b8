/**
 * Renewals and the Service center in Chromium against the built server, as people use them:
 * an admin adds a carrier to the directory and the public Service center page shows it with a
 * tap-to-call claims line and its payment page; a staff member finds their customer's policy in
 * Renewals ("Mine") and in My work, beside their open service request; a customer opens the
 * link of a renewal reminder and stops them. axe finds no violations; each page is
 * photographed at phone and desktop widths (pictures with SCREENSHOT_DIR set).
 */
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import type { SQLInputValue } from "node:sqlite";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lasVegasDate } from "../../app/lib/las-vegas-time.ts";
import { addDays } from "../../app/lib/renewals.ts";
import { signRenewalToken } from "../../app/server/renewals/unsubscribe-token.ts";
import { createAccount, signedInContext, uniqueEmail } from "../support/accounts.ts";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import { checkAtBothWidths, launchBrowser } from "../support/browser.ts";
import { execute as executeOnDatabase, query as queryDatabase } from "../support/site-requests.ts";


let server: AppServer;
let browser: Browser;
let admin: BrowserContext;
let staff: BrowserContext;
let customerId: string;
let policyId: string;

const query = <T = Record<string, unknown>>(sql: string, ...params: SQLInputValue[]): T[] => queryDatabase<T>(server.databasePath, sql, ...params);
const execute = (sql: string, ...params: SQLInputValue[]): void => executeOnDatabase(server.databasePath, sql, ...params);

async function openPage(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await page.goto(path);
  return page;
}

const checkPage = (page: Page, name: string) => checkAtBothWidths(page, `renewals-${name}`);

beforeAll(async () => {
  // The scheduler would send Jane's renewal reminder (her policy expires in 20 days) at its first
  // run, a minute after the start: this file shows the reminder as not sent yet, so it runs later.
  [server, browser] = await Promise.all([startAppServer({ SCHEDULER_INTERVAL_SECONDS: "3600" }), launchBrowser()]);
  const adminEmail = uniqueEmail("owner");
  const staffEmail = uniqueEmail("dana");
  await createAccount(server, { email: adminEmail, role: "admin" });
  await createAccount(server, { email: staffEmail, role: "staff", name: "Dana Reyes" });
  const danaId = query<{ id: string }>("select id from user where email = ?", staffEmail)[0]!.id;
  execute("update user set phone = '7025550101' where id = ?", danaId);

  // The book, as staff or the import would have stored it.
  const now = new Date().toISOString();
  const today = lasVegasDate(new Date());
  customerId = randomUUID();
  policyId = randomUUID();
  execute(
    "insert into customers (id, kind, name, email, owner_id, search_text, created_at, updated_at) values (?, 'person', 'Jane Rivera', 'jane.rivera@example.com', ?, '', ?, ?)",
    customerId, danaId, now, now,
  );
  execute(
    `insert into policies (id, customer_id, line, carrier, policy_number, policy_key, effective_date, expiration_date, status, billing, premium_cents, created_at, updated_at)
     values (?, ?, 'auto', 'Acme Mutual', 'PA-2041', 'acmemutual|PA2041', ?, ?, 'active', 'direct', 184250, ?, ?)`,
    policyId, customerId, addDays(today, -345), addDays(today, 20), now, now,
  );
  const otherCustomer = randomUUID();
  execute("insert into customers (id, kind, name, email, owner_id, search_text, created_at, updated_at) values (?, 'business', 'Acme Builders LLC', null, null, '', ?, ?)", otherCustomer, now, now);
  execute(
    `insert into policies (id, customer_id, line, carrier, policy_number, policy_key, effective_date, expiration_date, status, billing, premium_cents, created_at, updated_at)
     values (?, ?, 'general_liability', 'Bolt Insurance', 'GL-77', 'boltinsurance|GL77', ?, ?, 'pending', 'agency', null, ?, ?)`,
    randomUUID(), otherCustomer, addDays(today, -300), addDays(today, 50), now, now,
  );
  execute(
    `insert into service_requests (id, request_number, customer_id, request_type, details_json, status, owner_id, created_at, changed_at)
     values (?, 'SR-2026-000101', ?, 'certificate', '[]', 'received', ?, ?, ?)`,
    randomUUID(), customerId, danaId, now, now,
  );

  admin = await signedInContext(browser, server, adminEmail);
  staff = await signedInContext(browser, server, staffEmail);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("the carrier directory and the Service center", () => {
  it("an admin adds a carrier (a mistake comes back with its message), and the public page shows it", async () => {
    const anonymous = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
    const before = await openPage(anonymous, "/service-center");
    // Nothing in the directory yet: the agency's phone stands in.
    await before.getByText("For claims and payments, call us at").waitFor();
    await before.close();

    const page = await openPage(admin, "/admin/settings");
    await checkPage(page, "settings");
    // The reminder days: a number out of range comes back with its message, then saves.
    const reminders = page.getByRole("region", { name: "Renewal reminders" });
    await reminders.getByLabel("Days before expiration").fill("200");
    await reminders.getByRole("button", { name: "Save the renewal reminder days" }).click();
    await page.getByText("Days before expiration: Please enter a whole number of days from 1 to 120, for example 45.").waitFor();
    await reminders.getByLabel("Days before expiration").fill("60");
    await reminders.getByRole("button", { name: "Save the renewal reminder days" }).click();
    await page.getByText("Renewal reminders now go out 60 days before a policy expires.").waitFor();
    expect(query("select value from agency_settings where key = 'renewal_reminder_days'")).toEqual([{ value: "60" }]);
    await page.getByRole("link", { name: "Edit the carrier directory" }).click();
    await page.getByRole("heading", { name: "Carrier directory", level: 1 }).waitFor();
    await page.getByLabel("Carrier name").fill("Acme Mutual");
    await page.getByLabel("Claims phone").fill("800 555 0123");
    await page.getByLabel("Payment page").fill("pay.acme.example");
    await page.getByRole("button", { name: "Add carrier" }).click();
    await page.getByText("Payment page: Please enter the payment page's full address, starting with https://.").waitFor();
    expect(await page.getByLabel("Claims phone").inputValue()).toBe("800 555 0123");
    await checkPage(page, "carriers-error");

    await page.getByLabel("Payment page").fill("https://pay.acme.example/");
    await page.getByLabel("Website").fill("https://acme.example/");
    await page.getByRole("button", { name: "Add carrier" }).click();
    await page.getByText("Acme Mutual was added to the directory.").waitFor();
    expect(query("select action, target_label from audit_log where action like 'settings.carrier%'")).toEqual([{ action: "settings.carrier_add", target_label: "Acme Mutual" }]);
    await checkPage(page, "carriers");

    const center = await openPage(anonymous, "/");
    await center.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Service Center" }).click();
    await center.getByRole("heading", { name: "Service Center", level: 1 }).waitFor();
    const claims = center.getByRole("link", { name: /^Claims for Acme Mutual\s*: \(800\) 555-0123$/ });
    expect(await claims.getAttribute("href")).toBe("tel:+18005550123");
    const pay = center.getByRole("link", { name: /Make a payment to Acme Mutual/ });
    expect(await pay.getAttribute("href")).toBe("https://pay.acme.example/");
    expect(await pay.getAttribute("rel")).toBe("noopener noreferrer");
    expect(await center.getByRole("link", { name: "Sign in", exact: true }).first().getAttribute("href")).toBe("/login");
    expect(await center.getByRole("link", { name: "Create an account" }).first().getAttribute("href")).toBe("/login?mode=signup");
    expect(await center.locator("footer").getByRole("link", { name: "Service Center" }).getAttribute("href")).toBe("/service-center");
    await checkPage(center, "service-center");
    await anonymous.close();
  });

  it("sends staff away from the carrier directory", async () => {
    const page = await openPage(staff, "/admin/settings/carriers");
    expect(new URL(page.url()).pathname).toBe("/dashboard");
    await page.close();
  });
});

describe("renewals", () => {
  it("staff see their customer's policy in Renewals and in My work", async () => {
    const page = await openPage(staff, "/admin/renewals");
    const table = page.getByRole("table", { name: "Policies expiring soon, soonest first" });
    await table.getByRole("link", { name: "Jane Rivera" }).waitFor();
    // The pending policy expires in 50 days: outside the default 30.
    expect(await table.getByText("Acme Builders LLC").count()).toBe(0);
    await page.getByRole("link", { name: /^Next 60 days/ }).click();
    await page.waitForURL(/days=60/);
    await table.getByRole("link", { name: "Acme Builders LLC" }).waitFor();
    await page.getByRole("link", { name: "Mine", exact: true }).click();
    await page.waitForURL(/who=mine/);
    expect(await table.getByRole("link", { name: "Acme Builders LLC" }).count()).toBe(0);
    const row = table.getByRole("row").filter({ hasText: "Jane Rivera" });
    for (const text of ["PA-2041", "Acme Mutual", "$1,842.50", "Dana Reyes", "Not sent yet", "in 20 days"]) expect(await row.innerText()).toContain(text);
    expect(await row.getByRole("link", { name: /^Personal auto\s*policy PA-2041$/ }).getAttribute("href")).toBe(`/admin/policies/${policyId}`);
    await checkPage(page, "renewals");

    await page.goto("/admin/my-work");
    const renewals = page.getByRole("region", { name: /Renewals in the next 30 days/ });
    const link = renewals.getByRole("link", { name: "Jane Rivera: Personal auto" });
    expect(await link.getAttribute("href")).toBe(`/admin/policies/${policyId}`);
    const requests = page.getByRole("region", { name: /Service requests/ });
    await requests.getByRole("link", { name: /^Certificate of insurance\s*, SR-2026-000101$/ }).waitFor();
    await checkPage(page, "my-work");
    await page.close();
  });

  it("a customer stops renewal reminders from the link in the email (opening it changes nothing)", async () => {
    const secret = readFileSync(server.env.AUTH_SECRET_FILE!, "utf8").trim();
    const token = signRenewalToken(secret, customerId);
    const visitor = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
    const page = await openPage(visitor, `/email/renewals?token=${encodeURIComponent(token)}`);
    await page.getByRole("heading", { name: "Renewal reminder emails", level: 1 }).waitFor();
    expect(await page.getByText("j•••@example.com").count()).toBe(1);
    expect(query("select renewal_emails_stopped_at from customers where id = ?", customerId)).toEqual([{ renewal_emails_stopped_at: null }]);
    await checkPage(page, "stop-renewals");

    await page.getByRole("button", { name: "Stop renewal reminders" }).click();
    await page.getByRole("heading", { name: "Renewal reminders stopped" }).waitFor();
    expect(query<{ renewal_emails_stopped_at: string | null }>("select renewal_emails_stopped_at from customers where id = ?", customerId)[0]!.renewal_emails_stopped_at).not.toBeNull();
    await checkPage(page, "stop-renewals-done");

    await page.goto("/email/renewals?token=v1.forged.1.x");
    await page.getByRole("heading", { name: "This link does not work" }).waitFor();
    await visitor.close();
  });
});
