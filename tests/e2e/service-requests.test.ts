/**
 * Service requests in Chromium against the built server, as people use them: a customer asks
 * for a certificate of insurance with its holder; their agent answers it with the certificate
 * PDF attached and marks it Completed; the customer sees "New reply", reads the answer and
 * downloads the certificate. Then the form once without JavaScript: a refused post comes back
 * with its messages and every value, and the corrected one is sent. axe finds nothing on any
 * page; with SCREENSHOT_DIR set, pictures at 390 and 1280 pixels go there.
 */
import { randomUUID } from "node:crypto";
import type { SQLInputValue } from "node:sqlite";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount, signedInContext, TEST_PASSWORD, uniqueEmail } from "../support/accounts.ts";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import { axeViolations, launchBrowser, savePicture } from "../support/browser.ts";
import { execute as executeOnDatabase, query as queryDatabase } from "../support/site-requests.ts";

let server: AppServer;
let browser: Browser;
let customerEmail: string;
let staffEmail: string;

const execute = (sql: string, ...params: SQLInputValue[]): void => executeOnDatabase(server.databasePath, sql, ...params);
const query = <T,>(sql: string, ...params: SQLInputValue[]) => queryDatabase<T>(server.databasePath, sql, ...params);

const CERTIFICATE = Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

async function looked(page: Page, name: string): Promise<void> {
  expect(await axeViolations(page), name).toEqual([]);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${name} at ${width}`).toBe(true);
    await savePicture(page, `service-requests-${name}-${width}`);
  }
}

async function openPage(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await page.goto(path);
  return page;
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer({ FORM_RATE_LIMIT_PER_HOUR: "100000" }), launchBrowser()]);
  staffEmail = uniqueEmail("casey");
  customerEmail = uniqueEmail("ana");
  // Invited as the agency does; createAccount enrols their authenticator app, as the team must.
  await createAccount(server, { email: staffEmail, role: "staff", name: "Casey Reyes" });
  await createAccount(server, { email: customerEmail, role: "customer" });
  const [{ id: staffId }] = query<{ id: string }>("select id from user where email = ?", staffEmail) as [{ id: string }];
  // The agency's book: Ana, whose agent is Casey, with an auto policy (the customer's side links her account by its email).
  const now = new Date().toISOString();
  const customerId = randomUUID();
  const policyId = randomUUID();
  execute(
    "insert into customers (id, kind, name, email, owner_id, search_text, created_at, updated_at) values (?, 'person', 'Ana Alvarez', ?, ?, 'ana alvarez', ?, ?)",
    customerId, customerEmail, staffId, now, now,
  );
  execute(
    `insert into policies (id, customer_id, line, carrier, policy_number, policy_key, effective_date, expiration_date, status, billing, created_at, updated_at)
     values (?, ?, 'auto', 'Progressive', 'PA-100', 'progressive|PA100', '2026-01-01', '2027-01-01', 'active', 'direct', ?, ?)`,
    policyId, customerId, now, now,
  );
  execute("insert into policy_vehicles (id, policy_id, year, make, model, vin, position) values (?, ?, '2021', 'Toyota', 'RAV4', 'JTMW1RFV0MD123456', 0)", randomUUID(), policyId);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("a certificate of insurance, asked for and answered", () => {
  it("the customer asks, staff answer with the certificate and complete it, the customer downloads it", async () => {
    const customer = await signedInContext(browser, server, customerEmail);
    const page = await openPage(customer, "/dashboard/requests");
    await page.getByRole("heading", { level: 1, name: "My Requests" }).waitFor();
    await page.getByText("No requests yet").waitFor();
    await looked(page, "my-requests-empty");
    await page.getByRole("link", { name: "New request" }).click();
    await page.getByRole("heading", { level: 1, name: "What do you need?" }).waitFor();
    await looked(page, "new");
    await page.getByRole("link", { name: /Certificate of insurance/ }).click();
    await page.getByRole("heading", { level: 1, name: "Certificate of insurance" }).waitFor();
    await looked(page, "certificate-form");

    // The only policy is already chosen.
    expect(await page.getByLabel("Policy").inputValue()).not.toBe("");
    await page.getByLabel("Certificate holder's name").fill("Desert Builders LLC");
    await page.getByLabel("Certificate holder's address").fill("1 Main St\nLas Vegas, NV 89101");
    await page.getByRole("radio", { name: "Yes" }).check();
    await page.getByLabel("Description of operations").fill("Landscaping at 1 Main St");
    await page.getByRole("radio", { name: "Email it to the certificate holder" }).check();
    await page.getByRole("button", { name: "Send request" }).click();
    // The holder's email is missing: the form comes back with the message and what was typed.
    await page.getByRole("alert").getByText("Please correct 1 field to continue").waitFor();
    expect(await page.getByLabel("Certificate holder's name").inputValue()).toBe("Desert Builders LLC");
    await page.getByLabel("Certificate holder's email address").fill("certs@builders.test");
    await page.getByRole("button", { name: "Send request" }).click();
    await page.getByText("Your request was sent").waitFor();
    const number = (await page.locator("strong.font-mono").first().textContent())!.trim();
    expect(number).toMatch(/^SR-\d{4}-\d{6}$/);
    await page.getByText("Certificate of insurance for Personal auto · Progressive · PA-100.").waitFor();
    await looked(page, "request-sent");

    const staff = await signedInContext(browser, server, staffEmail);
    const inbox = await openPage(staff, "/admin/service-requests");
    await inbox.getByRole("heading", { level: 1, name: "Service requests" }).waitFor();
    const row = inbox.getByRole("row", { name: new RegExp(number) });
    await row.getByText("Ana Alvarez").waitFor();
    await row.getByText("Received").waitFor();
    await row.getByText("Casey Reyes").waitFor();
    await looked(inbox, "staff-inbox");
    await row.getByRole("link", { name: "Certificate of insurance" }).click();
    await inbox.getByRole("heading", { level: 1, name: "Certificate of insurance" }).waitFor();
    await inbox.getByText("Desert Builders LLC").waitFor();
    await looked(inbox, "staff-request");

    await inbox.getByRole("textbox", { name: /Reply to the customer/ }).fill("Here is your certificate for Desert Builders. We also emailed it to them.");
    await inbox.getByLabel("Documents for the customer").setInputFiles({ name: "COI Desert Builders.pdf", mimeType: "application/pdf", buffer: CERTIFICATE });
    expect(await inbox.getByLabel("Kind of document").inputValue()).toBe("certificate");
    await inbox.getByLabel("Status after this reply").selectOption("completed");
    await inbox.getByRole("button", { name: "Send reply" }).click();
    await inbox.getByText("Reply sent; the customer is emailed. Status: Completed.").waitFor();
    await inbox.getByRole("link", { name: /COI Desert Builders/ }).waitFor();
    await looked(inbox, "staff-replied");

    const list = await openPage(customer, "/dashboard/requests");
    const entry = list.getByRole("listitem").filter({ hasText: number });
    await entry.getByText("New reply").waitFor();
    await entry.getByText("Completed").waitFor();
    await looked(list, "my-requests-new-reply");
    await entry.getByRole("link", { name: "Certificate of insurance" }).click();
    await list.getByText("Here is your certificate for Desert Builders.").waitFor();
    await looked(list, "request-answered");
    const download = list.waitForEvent("download");
    await list.getByRole("link", { name: /COI Desert Builders/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("COI Desert Builders.pdf");
    // Opened, the request's reply is read.
    const again = await openPage(customer, "/dashboard/requests");
    expect(await again.getByRole("listitem").filter({ hasText: number }).getByText("New reply").count()).toBe(0);

    const emails = query<{ kind: string; to_address: string }>("select kind, to_address from email_outbox where record_type = 'service_request' order by created_at");
    expect(emails).toEqual(
      expect.arrayContaining([
        { kind: "service_request.notification", to_address: staffEmail },
        { kind: "service_request.staff_reply", to_address: customerEmail },
      ]),
    );
    await Promise.all([customer.close(), staff.close()]);
  });

  it("works without JavaScript", async () => {
    const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto("/login?next=%2Fdashboard%2Frequests%2Fnew%2Fbilling-question");
    await page.getByLabel("Email address").fill(customerEmail);
    await page.getByLabel("Password", { exact: false }).fill(TEST_PASSWORD);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.waitForURL(/\/dashboard\/requests\/new\/billing-question$/);
    await page.getByRole("heading", { level: 1, name: "Billing question" }).waitFor();
    await page.getByLabel("Policy (if it is about one)").selectOption({ label: "Personal auto · Progressive · PA-100" });
    await page.getByRole("button", { name: "Send request" }).click();
    await page.getByText("Your question: Please enter your question.").waitFor();
    expect(await page.getByLabel("Policy (if it is about one)").inputValue()).not.toBe("");
    await page.getByLabel("Your question").fill("Why did my premium go up in November?");
    await page.getByRole("button", { name: "Send request" }).click();
    await page.getByText("Your request was sent").waitFor();
    await page.getByRole("article").getByText("Why did my premium go up in November?").waitFor();
    await context.close();
  });
});
