/**
 * Customers and policies in Chromium against the built server, as a staff member works them:
 * add a customer, give them an auto policy with a vehicle, find them again by the VIN typed
 * with spaces in lower case, and invite them to the customer portal (the invitation lands in
 * the outbox). Then an admin on a customer's page: sets the language for emails to Español,
 * records the marketing email consent the customer gave by phone (refused for a customer without
 * an email address), and reads the timeline: the renewal recorded when the policy's expiration
 * moved a year later, a campaign's email and the task done. axe finds nothing on any of these
 * pages, and on a phone nothing scrolls sideways; with SCREENSHOT_DIR set, pictures at 390 and
 * 1280 px go there for a person to look at.
 */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount, signedInContext, uniqueEmail } from "../support/accounts.ts";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import { axeViolations, launchBrowser, savePicture } from "../support/browser.ts";
import { createCustomerRecord, createPolicy } from "../support/service-center.ts";
import { execute, query, sameOrigin, signInCookie } from "../support/site-requests.ts";

const VIN = "1HGCM82633A004352";

let server: AppServer;
let browser: Browser;
let staff: BrowserContext;
let adminEmail: string;

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
  adminEmail = uniqueEmail("owner");
  await createAccount(server, { email: adminEmail, role: "admin" });
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

describe("an admin's retention work on a customer's page", () => {
  it("sets the language for emails, records marketing email consent and reads the timeline", async () => {
    const cookie = await signInCookie(server, adminEmail);
    const rosaEmail = uniqueEmail("rosa");
    const rosa = await createCustomerRecord(server, cookie, { name: "Rosa Delgado", email: rosaEmail });
    const nobody = await createCustomerRecord(server, cookie, { name: "Nora Noemail" });
    const policy = await createPolicy(server, cookie, rosa, { policyNumber: "PA-RET-1" });
    // The policy renewed: its expiration moved a year later, as staff save it on the policy's page.
    const renewed = await fetch(`${server.url}/admin/policies/${policy}`, {
      method: "POST",
      body: new URLSearchParams({
        intent: "update", line: "auto", carrier: "Example Mutual", policyNumber: "PA-RET-1", effectiveDate: "2027-01-01", expirationDate: "2028-01-01",
        status: "active", billing: "direct", paymentUrl: "", premium: "1,250.00",
      }),
      headers: { ...sameOrigin(server), cookie },
      redirect: "manual",
    });
    expect(renewed.status).toBe(303);
    // What a campaign did for her (the engine writes these rows): an email queued, and a task its owner completed.
    const at = new Date().toISOString();
    execute(server.databasePath, `insert into campaigns (id, name, status, purpose, trigger_kind, offset_days, audience_json, action, created_at, updated_at) values ('camp-1', 'Renewal check-in', 'active', 'service', 'renewal_due', 30, '{}', 'both', ?, ?)`, at, at);
    execute(
      server.databasePath,
      `insert into email_outbox (id, kind, to_address, subject, text_body, html_body, status, attempts, next_attempt_at, created_at, record_type, record_id) values ('camp-email-1', 'campaign.service', ?, 'Your renewal is coming up', '', '', 'not_sent', 1, ?, ?, 'campaign', 'send-1')`,
      rosaEmail, at, at,
    );
    execute(
      server.databasePath,
      `insert into campaign_sends (id, campaign_id, occurrence_key, customer_id, policy_id, recipient_name, recipient_email, language, status, email_id, created_at) values ('send-1', 'camp-1', 'renewal:1', ?, ?, 'Rosa Delgado', ?, 'en', 'sent', 'camp-email-1', ?)`,
      rosa, policy, rosaEmail, at,
    );
    const adminId = query<{ id: string }>(server.databasePath, "select id from user where email = ?", adminEmail)[0]!.id;
    execute(
      server.databasePath,
      `insert into tasks (id, owner_id, title, due_date, customer_id, source_type, source_id, status, created_at, done_at, done_by) values ('task-1', ?, 'Call Rosa about her renewal', '2026-12-01', ?, 'campaign', 'camp-1', 'done', ?, ?, ?)`,
      adminId, rosa, at, at, adminId,
    );

    const admin = await signedInContext(browser, server, adminEmail);
    const page = await admin.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(`/admin/customers/${rosa}`);
    await page.getByRole("heading", { level: 1, name: "Rosa Delgado" }).waitFor();

    // The language for emails.
    const details = page.getByRole("region", { name: "Details" });
    expect(await details.textContent()).toContain("Language for emailsEnglish");
    await details.getByText("Edit details").click();
    await details.getByLabel("Language for emails (required)").selectOption("es");
    await details.getByRole("button", { name: "Save details" }).click();
    await page.getByText("Details saved.").waitFor();
    expect(await page.getByRole("region", { name: "Details" }).textContent()).toContain("Language for emailsEspañol");
    expect(query(server.databasePath, "select language from customers where id = ?", rosa)).toEqual([{ language: "es" }]);

    // Marketing email consent, given by phone.
    const preferences = page.getByRole("region", { name: "Contact preferences" });
    await preferences.getByText("No consent on record").waitFor();
    expect(await preferences.textContent()).toContain(`Rosa Delgado agreed to receive marketing emails (offers, renewals and news) from`);
    await preferences.getByRole("button", { name: "Record consent" }).click();
    await page.getByRole("link", { name: /^How they agreed: Please choose how they agreed/ }).waitFor();
    await checkPage(page, "customer-consent-error");
    await page.getByRole("region", { name: "Contact preferences" }).getByLabel("By phone").check();
    await page.getByLabel("Their words (optional)", { exact: true }).fill("Yes, send me the offers");
    await page.getByRole("region", { name: "Contact preferences" }).getByRole("button", { name: "Record consent" }).click();
    await page.getByText("Marketing email consent recorded.").waitFor();
    await page.getByRole("region", { name: "Contact preferences" }).getByText("Consent on record").waitFor();
    const [consent] = query<{ form: string; text: string; email: string }>(server.databasePath, "select form, text, email from consent_records where record_id = ?", rosa);
    expect(consent).toMatchObject({ form: "customer", email: rosaEmail });
    // The admin's account has no name (made as `npm run admin -- create` makes one): the statement names them by their email.
    expect(consent!.text.endsWith(`told us by phone: “Yes, send me the offers”. Recorded by ${adminEmail}.`)).toBe(true);
    expect(query(server.databasePath, "select action from audit_log where action = 'customer.marketing_consent' and target_id = ?", rosa)).toHaveLength(1);

    // The timeline, newest first.
    const timeline = page.getByRole("region", { name: "Timeline" });
    const text = await timeline.textContent();
    for (const entry of ["Renewal recorded", "the term ending January 1, 2027 renewed to January 1, 2028", "Email queued", "Your renewal is coming up", "Task done", "Call Rosa about her renewal"]) {
      expect(text, entry).toContain(entry);
    }
    expect(await timeline.getByRole("link", { name: "Renewal check-in" }).getAttribute("href")).toBe("/admin/campaigns/camp-1");
    expect(await timeline.getByRole("link", { name: /^Open in the outbox/ }).getAttribute("href")).toBe("/admin/outbox/camp-email-1");
    expect(await timeline.getByRole("link", { name: "Example Mutual PA-RET-1" }).getAttribute("href")).toBe(`/admin/policies/${policy}`);
    await checkPage(page, "customer-retention");

    // A customer without an email address: nothing to record consent for.
    await page.goto(`/admin/customers/${nobody}`);
    const noEmail = page.getByRole("region", { name: "Contact preferences" });
    await noEmail.getByText("The customer has no email address: add one to the details first.").waitFor();
    await noEmail.getByLabel("In person").check();
    await noEmail.getByRole("button", { name: "Record consent" }).click();
    await page.getByText("The customer has no email address, so there is nothing to record consent for.").waitFor();
    expect(query(server.databasePath, "select id from consent_records where record_id = ?", nobody)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await admin.close();
  });
});
