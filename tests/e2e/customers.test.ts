/**
 * Customers and policies in Chromium against the built server, as a staff member works them:
 * add a customer, give them an auto policy with a vehicle, find them again by the VIN typed
 * with spaces in lower case, and invite them to the customer portal (the invitation lands in
 * the outbox). axe finds nothing on any of these pages, and on a phone nothing scrolls sideways;
 * with SCREENSHOT_DIR set, pictures at 390 and 1280 px go there for a person to look at.
 */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount, signedInContext, uniqueEmail } from "../support/accounts.ts";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import { axeViolations, launchBrowser, savePicture } from "../support/browser.ts";
import { query } from "../support/site-requests.ts";

const VIN = "1HGCM82633A004352";

let server: AppServer;
let browser: Browser;
let staff: BrowserContext;

async function checkPage(page: Page, name: string): Promise<void> {
  expect(await axeViolations(page), `axe on ${name}`).toEqual([]);
  await savePicture(page, `customers-${name}-1280`);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${name} fits a phone`).toBe(true);
  expect(await axeViolations(page), `axe on ${name} at 390 px`).toEqual([]);
  await savePicture(page, `customers-${name}-390`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
  const email = uniqueEmail("dana");
  // Invited as the agency does; createAccount enrols her authenticator app, as the team must.
  await createAccount(server, { email, role: "staff", name: "Dana Reyes" });
  staff = await signedInContext(browser, server, email);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("a staff member's book of business", () => {
  it("adds a customer with an auto policy and a vehicle, finds them by the VIN, and invites them", async () => {
    const page = await staff.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto("/admin/customers");
    await page.getByRole("heading", { level: 1, name: "Customers & policies" }).waitFor();
    await page.getByRole("link", { name: "Import from CSV" }).waitFor();
    await checkPage(page, "list-empty");

    // A customer, with a mistake first: every typed value comes back with the message.
    await page.getByRole("link", { name: "Add customer" }).click();
    await page.getByRole("heading", { level: 1, name: "Add a customer" }).waitFor();
    await page.getByLabel("Name (required)", { exact: true }).fill("Maria Lopez");
    await page.getByLabel("Email (optional)", { exact: true }).fill("maria.lopez@example");
    await page.getByLabel("Phone (optional)", { exact: true }).fill("702 555 0101");
    await page.getByRole("button", { name: "Add customer" }).click();
    await page.getByRole("link", { name: /^Email: Please enter a valid email address/ }).waitFor();
    expect(await page.getByLabel("Phone (optional)", { exact: true }).inputValue()).toBe("702 555 0101");
    expect(await page.getByLabel("Assigned staff member (optional)").inputValue()).not.toBe("");
    await checkPage(page, "customer-new-error");
    await page.getByLabel("Email (optional)", { exact: true }).fill("maria.lopez@example.com");
    await page.getByRole("button", { name: "Add customer" }).click();
    await page.getByText("Customer added. Add their policies below.").waitFor();
    await page.getByRole("heading", { level: 1, name: "Maria Lopez" }).waitFor();
    const customerUrl = page.url().replace(/\?.*$/, "");

    // An auto policy.
    await page.getByRole("link", { name: "Add policy" }).first().click();
    await page.getByRole("heading", { level: 1, name: "Add a policy" }).waitFor();
    await page.getByLabel("Line of business (required)").selectOption("auto");
    await page.getByLabel("Carrier (required)").fill("State Farm");
    await page.getByLabel("Policy number (required)").fill("PAP 123-456");
    // A term that started today: no renewal reminder falls due while the test runs (the scheduler would queue one within 45 days of expiry).
    const today = new Date().toISOString().slice(0, 10);
    const nextYear = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`.replace(/-02-29$/, "-02-28");
    await page.getByLabel("Effective date (required)").fill(today);
    await page.getByLabel("Expiration date (required)").fill(nextYear);
    await checkPage(page, "policy-new");
    await page.getByRole("button", { name: "Add policy" }).click();
    await page.getByText("Policy added.").waitFor();
    await page.getByRole("heading", { level: 1, name: "State Farm PAP 123-456" }).waitFor();

    // Its vehicle and a driver.
    await page.getByLabel("Year (optional)").fill("2019");
    await page.getByLabel("Make (optional)").fill("Honda");
    await page.getByLabel("Model (optional)").fill("Civic");
    await page.getByLabel("VIN (optional)").fill(VIN.toLowerCase());
    await page.getByRole("button", { name: "Add vehicle" }).click();
    await page.getByText("Vehicle added.").waitFor();
    await page.getByText(`VIN ${VIN}`, { exact: true }).waitFor();
    await page.getByLabel("Driver's name (required)").fill("Maria Lopez");
    await page.getByRole("button", { name: "Add driver" }).click();
    await page.getByText("Driver added.").waitFor();
    await page.getByRole("button", { name: "Remove Maria Lopez" }).waitFor();
    await checkPage(page, "policy");

    // Found by the VIN, typed loosely, with what matched.
    await page.goto("/admin/customers");
    await page.getByRole("searchbox", { name: "Find a customer" }).fill("1hgcm 82633a004352");
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/q=1hgcm/);
    await page.getByText(`VIN ${VIN} · 2019 Honda Civic · policy PAP 123-456`).waitFor();
    await checkPage(page, "list-vin-search");
    await page.getByRole("link", { name: "Maria Lopez" }).click();
    await page.waitForURL(customerUrl);

    // The invitation.
    const portal = page.getByRole("region", { name: "Customer portal" });
    await portal.getByText("Not linked", { exact: true }).waitFor();
    await portal.getByRole("button", { name: "Invite to the customer portal" }).click();
    await page.getByText("An invitation to the customer portal was sent to maria.lopez@example.com.").waitFor();
    await page.getByRole("region", { name: "Customer portal" }).getByText("Invited", { exact: true }).waitFor();
    await page.getByRole("region", { name: "Policies" }).getByRole("link", { name: "Personal auto" }).waitFor();
    await checkPage(page, "customer");

    const queued = query<{ kind: string }>(server.databasePath, "select kind from email_outbox where to_address = ?", "maria.lopez@example.com");
    expect(queued.map((e) => e.kind)).toEqual(["customer.invite"]);
    const linked = query<{ role: string }>(server.databasePath, "select u.role from customers c join user u on u.id = c.user_id where c.name = 'Maria Lopez'");
    expect(linked).toEqual([{ role: "customer" }]);
    await page.close();
  });
});
