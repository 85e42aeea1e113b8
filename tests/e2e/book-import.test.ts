/**
 * The book import in Chromium against the built server, as an admin uses it: upload a CSV
 * with one bad row, read the preview with that row's error, import, then find a customer of
 * the file by a vehicle's VIN in the customer search. axe finds no violations on the upload
 * page, the column guide, the preview and the result; with SCREENSHOT_DIR set, pictures of each at 390
 * and 1280 pixels go there. A staff member is sent away from the page.
 */
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount, signedInContext, uniqueEmail } from "../support/accounts.ts";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import { axeViolations, launchBrowser, savePicturesAtBothWidths } from "../support/browser.ts";
import { query } from "../support/site-requests.ts";

let server: AppServer;
let browser: Browser;
let admin: BrowserContext;
let staff: BrowserContext;

const VIN = "FAKEK7M2P4R6T8V1X";

/** Two customers, three policies, and row 4 with an impossible date (the bad row). */
const book = [
  "Customer ID,Customer Name,Type,Email,Phone,Zip Code,Line of Business,Carrier Name,Policy Number,Eff Date,Exp Date,Status,Bill Type,Premium,Vehicles,Drivers",
  `E2E-1,Rosa Mockridge,person,rosa.mockridge@example.com,702-555-0120,89117,Personal auto,Example Mutual,PA-E2E-1,03/01/2026,09/01/2026,Active,Direct Bill,"1,050.00",2022 Subaru Outback ${VIN},Rosa Mockridge 1988-04-02`,
  "E2E-1,Rosa Mockridge,person,rosa.mockridge@example.com,702-555-0120,89117,Homeowners,Sample Casualty,HO-E2E-1,2026-04-01,2027-04-01,active,agency,980,,",
  "E2E-2,Omar Dummott,person,omar.dummott@example.com,702-555-0121,89148,renters,Example Mutual,RN-E2E-2,2026-02-30,2027-02-28,active,direct,150,,",
].join("\r\n");

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
  const adminEmail = uniqueEmail("owner");
  const staffEmail = uniqueEmail("dana");
  await createAccount(server, { email: adminEmail, role: "admin" });
  await createAccount(server, { email: staffEmail, role: "staff" });
  [admin, staff] = await Promise.all([signedInContext(browser, server, adminEmail), signedInContext(browser, server, staffEmail)]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("importing the book of business", () => {
  it("uploads a file, previews it with its bad row, imports the rest, and finds a customer by VIN", async () => {
    const page = await admin.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto("/admin/customers/import");
    await page.getByRole("heading", { name: "Column layout" }).waitFor();
    expect(await axeViolations(page), "upload page").toEqual([]);
    await savePicturesAtBothWidths(page, "book-import-upload");
    await page.getByRole("link", { name: "Read the full column guide" }).click();
    await page.getByRole("heading", { name: "Header spellings" }).waitFor();
    expect(await axeViolations(page), "column guide").toEqual([]);
    await savePicturesAtBothWidths(page, "book-import-guide");
    await page.getByRole("link", { name: "Back to the import" }).click();

    await page.getByLabel("CSV file of your book of business").setInputFiles({ name: "book.csv", mimeType: "text/csv", buffer: Buffer.from(book) });
    await page.getByRole("button", { name: "Upload and preview" }).click();
    await page.getByRole("heading", { name: "What the import will do" }).waitFor();
    expect(page.url()).toMatch(/\/admin\/customers\/import\?import=/);
    const count = (label: string) => page.locator("dl div").filter({ has: page.getByText(label, { exact: true }) }).locator("dd").innerText();
    expect(await count("Rows")).toBe("3");
    expect(await count("New customers")).toBe("1");
    expect(await count("New policies")).toBe("2");
    expect(await count("Rows with errors")).toBe("1");
    const errors = page.getByRole("table", { name: /These rows will be skipped/ });
    await expect(errors.getByRole("row", { name: /Row 4/ }).innerText()).resolves.toMatch(/effective_date[\s\S]*Please enter the effective date as a date/);
    await page.getByText("1 row with errors is skipped and not imported.").waitFor();
    expect(await axeViolations(page), "preview").toEqual([]);
    await savePicturesAtBothWidths(page, "book-import-preview");
    expect(query(server.databasePath, "select count(*) as n from customers")).toEqual([{ n: 0 }]);

    await page.getByRole("button", { name: "Import 2 rows" }).click();
    await page.getByText("The book was imported").waitFor();
    expect(await axeViolations(page), "result").toEqual([]);
    await savePicturesAtBothWidths(page, "book-import-result");
    expect(query(server.databasePath, "select name, external_ref from customers")).toEqual([{ name: "Rosa Mockridge", external_ref: "E2E-1" }]);
    expect(query(server.databasePath, "select action from audit_log where action = 'book.import'")).toHaveLength(1);

    await page.goto(`/admin/customers?q=${VIN}`);
    await page.getByRole("link", { name: "Rosa Mockridge" }).waitFor();
    await page.close();
  });

  it("sends a staff member away from the import", async () => {
    const page = await staff.newPage();
    await page.goto("/admin/customers/import");
    expect(new URL(page.url()).pathname).toBe("/dashboard");
    await page.close();
  });
});
