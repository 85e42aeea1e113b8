/**
 * The customer's side of the service center (docs/product.md#the-customers-side) in Chromium
 * against the built server, as a customer uses it: following a deep link to a policy while
 * signed out, signing in (with and without JavaScript) and landing back on it, the policy's
 * carrier claims line and payment link, the dashboard's tiles and Payments, adding a claim
 * from the claim email's link; and the admin dashboard's service center tiles. Nothing says
 * "Coming soon"; axe finds no violations.
 *
 * SCREENSHOT_DIR=<dir> saves each page at 390 and 1280 pixels wide, for looking at.
 */
import { randomUUID } from "node:crypto";
import type { SQLInputValue } from "node:sqlite";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount, signedInContext, TEST_PASSWORD, uniqueEmail } from "../support/accounts.ts";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import { axeViolations, launchBrowser, savePicturesAtBothWidths } from "../support/browser.ts";
import { execute as executeOnDatabase, query as queryDatabase, validLeadBody } from "../support/site-requests.ts";

const PORTAL = "https://pay.agency.test/portal";
const CARRIER_PAY = "https://progressive.test/pay";

let server: AppServer;
let browser: Browser;
let customerEmail: string;
let adminEmail: string;
let policyId: string;

const query = <T = Record<string, unknown>>(sql: string, ...params: SQLInputValue[]): T[] => queryDatabase<T>(server.databasePath, sql, ...params);
const execute = (sql: string, ...params: SQLInputValue[]): void => executeOnDatabase(server.databasePath, sql, ...params);

const dateIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The customer's book as staff would have entered it: a customer record with their address, an auto policy with a vehicle. */
function seedBook(email: string): string {
  const now = new Date().toISOString();
  const customerId = randomUUID();
  const id = randomUUID();
  execute(
    "insert into customers (id, kind, name, email, search_text, created_at, updated_at) values (?, 'person', 'Rosa Delgado', ?, '', ?, ?)",
    customerId, email, now, now,
  );
  execute(
    `insert into policies (id, customer_id, line, carrier, policy_number, policy_key, effective_date, expiration_date, status, billing, payment_url, premium_cents, created_at, updated_at)
     values (?, ?, 'auto', 'Progressive', 'PA-4455-01', 'progressive|PA445501', ?, ?, 'active', 'direct', null, 98000, ?, ?)`,
    id, customerId, dateIn(-180), dateIn(185), now, now,
  );
  execute(
    `insert into policies (id, customer_id, line, carrier, policy_number, policy_key, effective_date, expiration_date, status, billing, payment_url, premium_cents, created_at, updated_at)
     values (?, ?, 'home', 'Safeco', 'HO-7788', 'safeco|HO7788', ?, ?, 'active', 'agency', null, 120000, ?, ?)`,
    randomUUID(), customerId, dateIn(-100), dateIn(265), now, now,
  );
  execute("insert into policy_vehicles (id, policy_id, year, make, model, vin, position) values (?, ?, '2022', 'Honda', 'Civic', '2HGFE2F59NH512345', 0)", randomUUID(), id);
  execute("insert into policy_drivers (id, policy_id, name, date_of_birth, position) values (?, ?, 'Rosa Delgado', '1988-07-14', 0)", randomUUID(), id);
  const directory = JSON.stringify([{ name: "Progressive", claimsPhone: "(800) 776-4737", paymentUrl: CARRIER_PAY, website: "https://progressive.test" }]);
  execute("insert into agency_settings (key, value, updated_at) values ('carrier_directory', ?, ?) on conflict (key) do update set value = excluded.value", directory, now);
  return id;
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page), page.url()).toEqual([]);
}

async function signInFromDeepLink(context: BrowserContext, path: string, { mistypeFirst = false } = {}): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await page.goto(path);
  await page.waitForURL((url) => url.pathname === "/login" && url.searchParams.get("next") === path);
  if (mistypeFirst) {
    // A wrong password first: the form comes back, still going to the deep link.
    await page.getByLabel("Email address").fill(customerEmail);
    await page.getByLabel("Password", { exact: false }).fill("not the password");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.getByText("The email address or password is incorrect.").waitFor();
  }
  await page.getByLabel("Email address").fill(customerEmail);
  await page.getByLabel("Password", { exact: false }).fill(TEST_PASSWORD);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await page.waitForURL((url) => url.pathname === path);
  return page;
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer({ PAYMENT_PORTAL_URL: PORTAL, FORM_RATE_LIMIT_PER_HOUR: "1000" }), launchBrowser()]);
  customerEmail = uniqueEmail("rosa");
  adminEmail = uniqueEmail("owner");
  await Promise.all([createAccount(server, { email: customerEmail, role: "customer" }), createAccount(server, { email: adminEmail, role: "admin" })]);
  policyId = seedBook(customerEmail);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("the customer's side", () => {
  it("signs in from a deep link to a policy, lands back on it, and shows the carrier's claims line and payment link", async () => {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
    const page = await signInFromDeepLink(context, `/dashboard/policies/${policyId}`, { mistypeFirst: true });
    await page.getByRole("heading", { level: 1, name: "Personal auto · Progressive" }).waitFor();

    const claimsLine = page.getByRole("link", { name: /\(800\) 776-4737/ });
    expect(await claimsLine.getAttribute("href")).toBe("tel:+18007764737");
    const pay = page.getByRole("link", { name: /Pay Progressive online/ });
    expect(await pay.getAttribute("href")).toBe(CARRIER_PAY);
    expect(await pay.getAttribute("target")).toBe("_blank");
    expect(await pay.textContent()).toContain("(opens in a new tab)");
    const vehicles = (await page.getByRole("region", { name: "Vehicles and drivers" }).textContent())!;
    expect(vehicles).toContain("2022 Honda Civic");
    expect(vehicles).toContain("VIN ending 512345");
    expect(await page.getByRole("link", { name: "Add a vehicle" }).getAttribute("href")).toBe(`/dashboard/requests/new/add-vehicle?policy=${policyId}`);
    await expectNoAxeViolations(page);
    await savePicturesAtBothWidths(page, "my-policy");

    // The dashboard: real tiles, nothing "coming soon".
    await page.goto("/dashboard");
    await page.getByRole("heading", { level: 1, name: "My Dashboard" }).waitFor();
    const main = (await page.getByRole("main").textContent())!;
    expect(main).not.toContain("Coming soon");
    expect(main).toContain("for Rosa Delgado");
    const policiesTile = (await page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "My Policies" }) }).textContent())!;
    expect(policiesTile).toMatch(/2\s*policies in force/);
    expect(await page.getByRole("link", { name: "Request a change" }).getAttribute("href")).toBe("/dashboard/requests/new");
    expect(await page.getByRole("link", { name: "How to pay my policies" }).getAttribute("href")).toBe("/dashboard/payments");
    await expectNoAxeViolations(page);
    await savePicturesAtBothWidths(page, "dashboard");

    await page.getByRole("link", { name: "View my policies" }).click();
    await page.getByRole("heading", { level: 1, name: "My Policies" }).waitFor();
    expect(await page.getByRole("listitem").count()).toBeGreaterThanOrEqual(2);
    await expectNoAxeViolations(page);
    await savePicturesAtBothWidths(page, "my-policies");

    await page.goto("/dashboard/payments");
    await page.getByRole("heading", { level: 1, name: "Payments" }).waitFor();
    expect(await page.getByRole("link", { name: /Pay through our payment portal/ }).getAttribute("href")).toBe(PORTAL);
    expect(await page.getByRole("link", { name: /Pay Progressive online/ }).getAttribute("target")).toBe("_blank");
    await expectNoAxeViolations(page);
    await savePicturesAtBothWidths(page, "my-payments");
    await context.close();
  });

  it("comes back to the deep link without JavaScript too, and never follows a next that leaves the site", async () => {
    const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false });
    const page = await signInFromDeepLink(context, "/dashboard/payments", { mistypeFirst: true });
    await page.getByRole("heading", { level: 1, name: "Payments" }).waitFor();
    await context.close();

    const evil = await browser.newContext({ baseURL: server.url });
    const other = await evil.newPage();
    await other.goto("/login?next=%2F%2Fevil.example%2Fsteal");
    await other.getByLabel("Email address").fill(customerEmail);
    await other.getByLabel("Password", { exact: false }).fill(TEST_PASSWORD);
    await other.getByRole("button", { name: "Sign In", exact: true }).click();
    await other.waitForURL((url) => url.pathname === "/dashboard");
    expect(new URL(other.url()).origin).toBe(server.url);
    await evil.close();
  });

  it("explains, without any tile promising anything, when the account matches no customer record", async () => {
    const email = uniqueEmail("newcomer");
    await createAccount(server, { email, role: "customer" });
    const context = await signedInContext(browser, server, email);
    const page = await context.newPage();
    await page.goto("/dashboard");
    const note = page.getByRole("status").filter({ hasText: "Your policies are not linked yet" });
    expect(await note.textContent()).toContain("We couldn't match your account to a policy yet — call us at");
    expect(await page.getByRole("main").textContent()).not.toContain("Coming soon");
    await expectNoAxeViolations(page);
    await savePicturesAtBothWidths(page, "dashboard-not-linked");
    await page.goto("/dashboard/policies");
    await note.waitFor();
    expect(await page.getByRole("link", { name: /Details and changes/ }).count()).toBe(0);
    await context.close();
  });

  it("adds a claim filed signed out to the account through the claim email's link", async () => {
    const res = await fetch(`${server.url}/submit-claim`, { method: "POST", body: validLeadBody("claim", customerEmail), headers: { Origin: server.url }, redirect: "manual" });
    expect(res.status).toBe(303);
    const claimNumber = new URL(res.headers.get("location")!, server.url).searchParams.get("claim")!;
    const { text_body } = query<{ text_body: string }>("select text_body from email_outbox where kind = 'claims.confirmation' and to_address = ?", customerEmail)[0]!;
    const link = /To follow this claim in your online account, open: (\S+)/.exec(text_body)![1]!;

    const context = await signedInContext(browser, server, customerEmail);
    const page = await context.newPage();
    await page.goto("/dashboard/claims");
    expect(await page.getByRole("main").textContent()).not.toContain(claimNumber);
    await page.goto(new URL(link).pathname);
    await page.getByRole("heading", { name: `Claim ${claimNumber}` }).waitFor();
    await expectNoAxeViolations(page);
    await savePicturesAtBothWidths(page, "confirm-claim");
    await page.getByRole("button", { name: "Add this claim to my account" }).click();
    await page.getByText("This claim is on your account now").waitFor();
    await page.goto("/dashboard/claims");
    await page.getByRole("link", { name: claimNumber }).waitFor();
    await context.close();
  });

  it("shows the admin dashboard's service center tiles, nothing coming soon", async () => {
    const context = await signedInContext(browser, server, adminEmail);
    const page = await context.newPage();
    await page.goto("/dashboard");
    await page.getByRole("heading", { level: 1, name: "Admin Dashboard" }).waitFor();
    expect(await page.getByRole("main").textContent()).not.toContain("Coming soon");
    const book = page.getByRole("link", { name: "Policy Management", exact: true });
    expect(await book.getAttribute("href")).toBe("/admin/customers");
    expect(await page.getByRole("listitem").filter({ has: book }).textContent()).toContain("1 customer and 2 policies on file.");
    expect(await page.getByRole("link", { name: "Service requests", exact: true }).getAttribute("href")).toBe("/admin/service-requests");
    expect(await page.getByRole("link", { name: "Renewals", exact: true }).getAttribute("href")).toBe("/admin/renewals");
    await expectNoAxeViolations(page);
    await savePicturesAtBothWidths(page, "admin-dashboard");
    await context.close();
  });
});
