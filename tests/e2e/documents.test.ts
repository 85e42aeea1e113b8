/**
 * Customer documents in Chromium against the built server (docs/product.md#documents): a staff
 * member uploads a customer's auto ID card PDF to their policy (a mistake first: the form comes
 * back with its message and the choices kept, without JavaScript), then the customer signs in,
 * finds it under that policy and downloads the same bytes (another id answers 404); staff delete
 * it after confirming and it is gone for the customer too.
 * axe finds no violations; the pages fit a phone. With SCREENSHOT_DIR set, screenshots at 390
 * and 1280 pixels go there.
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { SQLInputValue } from "node:sqlite";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieHeader, createAccount, signedInContext, uniqueEmail } from "../support/accounts.ts";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import { axeViolations, launchBrowser, savePicture } from "../support/browser.ts";
import { execute as executeOnDatabase, query as queryDatabase } from "../support/site-requests.ts";

const PDF = Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n", "latin1");

let server: AppServer;
let browser: Browser;
let staff: BrowserContext;
let customer: BrowserContext;
let customerEmail: string;
const customerId = randomUUID();
const policyId = randomUUID();
let pdfPath: string;

const query = <T = Record<string, unknown>>(sql: string, ...params: SQLInputValue[]): T[] => queryDatabase<T>(server.databasePath, sql, ...params);
const execute = (sql: string, ...params: SQLInputValue[]): void => executeOnDatabase(server.databasePath, sql, ...params);

async function openPage(context: BrowserContext, path: string, width = 1280): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
  await page.goto(path);
  return page;
}

async function noHorizontalOverflow(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), page.url()).toBeLessThanOrEqual(0);
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
  const staffEmail = uniqueEmail("dana");
  customerEmail = uniqueEmail("avery");
  await createAccount(server, { email: staffEmail, role: "staff", name: "Dana Reyes" });
  await createAccount(server, { email: customerEmail, role: "customer" });
  const now = new Date().toISOString();
  // The customer record has the account's address: the account is linked to it when the customer signs in.
  execute(
    "insert into customers (id, kind, name, email, search_text, created_at, updated_at) values (?, 'person', 'Avery Park', ?, '', ?, ?)",
    customerId, customerEmail, now, now,
  );
  execute(
    `insert into policies (id, customer_id, line, carrier, policy_number, policy_key, effective_date, expiration_date, status, billing, created_at, updated_at)
     values (?, ?, 'auto', 'Progressive', 'PA-123', 'progressive|PA123', '2026-06-01', '2027-06-01', 'active', 'direct', ?, ?)`,
    policyId, customerId, now, now,
  );
  pdfPath = join(mkdtempSync(join(tmpdir(), "documents-e2e-")), "ID cards 2026.pdf");
  writeFileSync(pdfPath, PDF);
  staff = await signedInContext(browser, server, staffEmail);
  customer = await signedInContext(browser, server, customerEmail);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("customer documents", () => {
  it("staff upload an ID card to the customer's policy; a mistake keeps what was chosen", async () => {
    const page = await openPage(staff, `/admin/customers/${customerId}/documents?policy=${policyId}`);
    await page.getByRole("heading", { level: 1, name: "Avery Park" }).waitFor();
    expect(await page.getByText("No documents yet").isVisible()).toBe(true);
    expect(await page.getByLabel(/^Policy/).inputValue()).toBe(policyId);
    expect(await axeViolations(page), page.url()).toEqual([]);

    // No title: the form comes back with the message, the type and policy still chosen.
    await page.getByLabel(/^Type of document/).selectOption({ label: "Auto ID card" });
    await page.getByLabel(/^File/).setInputFiles(pdfPath);
    await page.getByRole("button", { name: "Upload document" }).click();
    await page.getByRole("alert").getByText("Title: Please enter a title").waitFor();
    expect(await page.getByLabel(/^Type of document/).inputValue()).toBe("id_card");
    expect(await page.getByLabel(/^Policy/).inputValue()).toBe(policyId);
    expect(await axeViolations(page), page.url()).toEqual([]);
    await savePicture(page, "staff-documents-error-1280");

    await page.getByLabel(/^Title/).fill("2026 auto ID cards");
    await page.getByLabel(/^File/).setInputFiles(pdfPath);
    await page.getByRole("button", { name: "Upload document" }).click();
    await page.getByText("Document uploaded.").waitFor();
    const item = page.getByRole("listitem").filter({ hasText: "2026 auto ID cards" });
    expect(await item.textContent()).toContain("Auto ID card · Personal auto · Progressive · PA-123");
    expect(query("select doc_type, title, policy_id from customer_documents where customer_id = ?", customerId)).toEqual([
      { doc_type: "id_card", title: "2026 auto ID cards", policy_id: policyId },
    ]);
    expect(await axeViolations(page), page.url()).toEqual([]);
    await savePicture(page, "staff-documents-1280");

    await page.setViewportSize({ width: 390, height: 844 });
    await noHorizontalOverflow(page);
    await savePicture(page, "staff-documents-390");
    await page.close();
  });

  it("the customer finds it under the policy and downloads the same file; another id is not found", async () => {
    const page = await openPage(customer, "/dashboard/documents");
    await page.getByRole("heading", { level: 2, name: "Personal auto · Progressive · PA-123" }).waitFor();
    expect(await axeViolations(page), page.url()).toEqual([]);
    await savePicture(page, "my-documents-1280");

    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download 2026 auto ID cards" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("ID cards 2026.pdf");
    expect(readFileSync(await download.path())).toEqual(PDF);
    expect(query("select actor_email, detail from audit_log where action = 'document.download'")).toEqual([
      { actor_email: customerEmail, detail: expect.stringContaining("by the customer") },
    ]);

    const missing = await fetch(`${server.url}/dashboard/documents/${randomUUID()}`, { headers: { cookie: await cookieHeader(customer) } });
    expect(missing.status).toBe(404);

    await page.setViewportSize({ width: 390, height: 844 });
    await noHorizontalOverflow(page);
    expect(await axeViolations(page), page.url()).toEqual([]);
    await savePicture(page, "my-documents-390");
    await page.close();
  });

  it("staff delete it after confirming; the customer no longer has it", async () => {
    const page = await openPage(staff, `/admin/customers/${customerId}/documents`, 390);
    await page.getByRole("link", { name: "Delete 2026 auto ID cards" }).click();
    await page.getByRole("heading", { name: "Delete “2026 auto ID cards”?" }).waitFor();
    expect(await axeViolations(page), page.url()).toEqual([]);
    await savePicture(page, "staff-documents-delete-390");
    await page.getByRole("button", { name: "Delete document" }).click();
    await page.getByText("Document deleted.").waitFor();
    expect(query("select count(*) as n from uploaded_files where owner_type = 'customer_document'")).toEqual([{ n: 0 }]);
    await page.close();

    const mine = await openPage(customer, "/dashboard/documents", 390);
    await mine.getByText("No documents yet").waitFor();
    expect(await axeViolations(mine), mine.url()).toEqual([]);
    await mine.close();
  });
});
