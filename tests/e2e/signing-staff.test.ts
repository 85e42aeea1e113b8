/**
 * The staff side of documents signed online in Chromium against the built server
 * (docs/product.md#documents-signed-online): a staff member signs in, opens a customer, chooses
 * "Send for signature", uploads a two-page PDF made here with pdf-lib, adds the customer and an
 * agent as signers, places a signature by clicking a page image and a date by typed numbers,
 * sends, and finds the document "Sent" in the list. A .pdf that is not a PDF comes back with its
 * message and the title kept. axe finds nothing on the new pages at 390 px and 1280 px.
 * (The signer's side and the whole journey to the signed PDF are tests/e2e of the signer pages.)
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { SQLInputValue } from "node:sqlite";
import { PDFDocument, StandardFonts } from "pdf-lib";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount, signedInContext, uniqueEmail } from "../support/accounts.ts";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import { checkAtBothWidths, launchBrowser, savePicturesAtBothWidths } from "../support/browser.ts";
import { execute as executeOnDatabase, query as queryDatabase } from "../support/site-requests.ts";

let server: AppServer;
let browser: Browser;
let staff: BrowserContext;
let staffEmail: string;
const customerId = randomUUID();
const files = mkdtempSync(join(tmpdir(), "signing-staff-"));

const query = <T = Record<string, unknown>>(sql: string, ...params: SQLInputValue[]): T[] => queryDatabase<T>(server.databasePath, sql, ...params);
const execute = (sql: string, ...params: SQLInputValue[]): void => executeOnDatabase(server.databasePath, sql, ...params);

async function twoPagePdf(): Promise<string> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const heading of ["Auto insurance application", "Signatures"]) {
    const page = pdf.addPage([612, 792]);
    page.drawText(heading, { x: 72, y: 700, size: 20, font });
    page.drawText("Applicant signature: ______________________", { x: 72, y: 200, size: 12, font });
  }
  const path = join(files, "application.pdf");
  writeFileSync(path, await pdf.save());
  return path;
}

async function openPage(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  await page.goto(path);
  return page;
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
  staffEmail = uniqueEmail("dana");
  await createAccount(server, { email: staffEmail, role: "staff", name: "Dana Reyes" });
  const now = new Date().toISOString();
  execute("insert into customers (id, kind, name, email, created_at, updated_at) values (?, 'person', 'Avery Park', 'avery@example.com', ?, ?)", customerId, now, now);
  staff = await signedInContext(browser, server, staffEmail);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("sending a document for signature, the staff's part", () => {
  it("keeps the title and says why when the upload is not a PDF", async () => {
    const path = join(files, "not-really.pdf");
    writeFileSync(path, "This is a text file with a .pdf name.");
    const page = await openPage(staff, `/admin/signing/new?customer=${customerId}`);
    await page.getByLabel(/^Title/).fill("Renewal questionnaire");
    await page.getByLabel(/^The PDF to sign/).setInputFiles(path);
    await page.getByRole("button", { name: "Upload and prepare" }).click();
    await expect.poll(() => page.getByText("This file is not a PDF. Please choose a PDF file.").first().isVisible()).toBe(true);
    expect(await page.getByLabel(/^Title/).inputValue()).toBe("Renewal questionnaire");
    await checkAtBothWidths(page, "signing-new-refused");
    await page.close();
  });

  it("uploads, adds the signers, places a signature by a click and a date by numbers, sends, and lists it as sent", async () => {
    const page = await openPage(staff, `/admin/customers/${customerId}`);
    await page.getByRole("link", { name: "Send for signature" }).first().click();
    await page.waitForURL(/\/admin\/signing\/new\?customer=/);
    await checkAtBothWidths(page, "signing-new");
    await page.getByLabel(/^Title/).fill("Auto application 2026");
    await page.getByLabel(/^The PDF to sign/).setInputFiles(await twoPagePdf());
    await page.getByRole("button", { name: "Upload and prepare" }).click();
    await page.waitForURL(/\/admin\/signing\/[^/?]+\?saved=created/);
    const documentPath = new URL(page.url()).pathname;

    // Sending without signers says what is missing.
    await page.getByRole("button", { name: "Send for signature" }).click();
    await expect.poll(() => page.getByText("Add at least one signer.").isVisible()).toBe(true);

    // The customer's own name and email are offered for the first signer.
    const signers = page.getByRole("region", { name: /^Signers/ });
    expect(await signers.getByLabel(/^Name/).inputValue()).toBe("Avery Park");
    expect(await signers.getByLabel(/^Email/).inputValue()).toBe("avery@example.com");
    await signers.getByRole("button", { name: "Add signer" }).click();
    await page.waitForURL(/saved=signer-added/);
    const agentForm = page.getByRole("region", { name: /^Signers/ });
    await agentForm.getByLabel(/^Role/).selectOption("agent");
    await agentForm.getByLabel(/^Team member/).selectOption({ label: `Dana Reyes (${staffEmail})` });
    await agentForm.getByRole("button", { name: "Add signer" }).click();
    await page.waitForURL(/saved=signer-added/);
    expect(await page.getByRole("region", { name: "Signers (2)" }).isVisible()).toBe(true);
    // Changing a signer opens the same form with their details.
    await page.getByRole("link", { name: "Change Avery Park" }).click();
    await page.waitForURL(/\?signer=/);
    expect(await page.getByRole("heading", { name: "Change Avery Park" }).isVisible()).toBe(true);
    expect(await page.getByRole("region", { name: /^Signers/ }).getByLabel(/^Email/).inputValue()).toBe("avery@example.com");
    await checkAtBothWidths(page, "signing-signer-change");
    await page.getByRole("link", { name: "Cancel" }).click();
    await page.waitForURL((url) => !url.search.includes("signer="));

    // A signature for the customer: a click on page 2's image.
    const place = page.getByRole("region", { name: "Place a field" });
    await place.getByLabel(/^Field/).selectOption("signature");
    await place.getByLabel(/^Signer/).selectOption({ label: "Avery Park (customer)" });
    await place.getByRole("button", { name: "Page 2: place the field here" }).click({ position: { x: 150, y: 300 } });
    await page.waitForURL(/saved=field-placed/);

    // A date for the agent by the keyboard: typed numbers and "Add field".
    const typed = page.getByRole("region", { name: "Place a field" });
    await typed.getByLabel(/^Field/).selectOption("date");
    await typed.getByLabel(/^Signer/).selectOption({ label: "Dana Reyes (agent)" });
    await typed.getByLabel(/^Page \(/).selectOption("2");
    await typed.getByLabel(/^From the left edge/).fill("60");
    await typed.getByLabel(/^From the top edge/).fill("85");
    await typed.getByLabel(/^From the top edge/).press("Enter");
    await page.waitForURL(/saved=field-placed/);

    const fields = query<{ kind: string; box_json: string }>("select kind, box_json from signing_fields where document_id = ? order by position", documentPath.split("/").pop()!);
    expect(fields.map((f) => f.kind)).toEqual(["signature", "date"]);
    const signature = JSON.parse(fields[0]!.box_json) as { page: number; x: number; y: number; width: number; height: number };
    expect(signature.page).toBe(2);
    // A click 150 px into an image drawn 820 px wide (the width at 1280 px) is about 18% across: the box is centred there.
    expect(signature.x + signature.width / 2).toBeCloseTo(150 / 820, 2);
    const date = JSON.parse(fields[1]!.box_json) as { x: number; y: number };
    expect(date.x).toBeCloseTo(0.6, 6);
    expect(date.y).toBeCloseTo(0.85, 6);
    expect(await page.getByText("1. Signature · Avery Park (customer)").first().isVisible()).toBe(true);
    await checkAtBothWidths(page, "signing-prepare");

    await page.getByRole("button", { name: "Send for signature" }).click();
    await page.waitForURL(/saved=sent/);
    expect(await page.getByText("Sent for signature. The first signers have their emails.").isVisible()).toBe(true);
    await checkAtBothWidths(page, "signing-status");

    const list = await openPage(staff, "/admin/signing?status=sent");
    const row = list.getByRole("row", { name: /Auto application 2026/ });
    expect(await row.getByText("Sent", { exact: true }).isVisible()).toBe(true);
    expect(await row.getByText("Avery Park (customer)").isVisible()).toBe(true);
    await checkAtBothWidths(list, "signing-list");
    await list.goto(`/admin/customers/${customerId}`);
    expect(await list.getByRole("region", { name: "Signatures" }).getByRole("link", { name: "Auto application 2026" }).isVisible()).toBe(true);
    await savePicturesAtBothWidths(list, "signing-customer-page");

    // A week without a signature: My work lists it for the member who sent it.
    const documentId = documentPath.split("/").pop()!;
    const weekAgo = new Date(Date.now() - 8 * 24 * 3_600_000).toISOString();
    execute("update signing_documents set sent_at = ? where id = ?", weekAgo, documentId);
    execute("update signing_signers set sent_at = ? where document_id = ? and status = 'sent'", weekAgo, documentId);
    await list.goto("/admin/my-work");
    const overdue = list.getByRole("region", { name: /^Signatures overdue/ });
    expect(await overdue.getByRole("link", { name: /Auto application 2026/ }).isVisible()).toBe(true);
    expect(await overdue.getByText("Overdue", { exact: true }).isVisible()).toBe(true);
    await checkAtBothWidths(list, "signing-my-work");
    await list.close();
    await page.close();
  });

  it("lets an admin set how many days a document stays out for signature", async () => {
    const adminEmail = uniqueEmail("owner");
    await createAccount(server, { email: adminEmail, role: "admin" });
    const admin = await signedInContext(browser, server, adminEmail);
    const page = await openPage(admin, "/admin/settings#signing-heading");
    const panel = page.getByRole("region", { name: "Documents for signature" });
    expect(await panel.getByLabel(/^Days before a document expires/).inputValue()).toBe("30");
    await panel.getByLabel(/^Days before a document expires/).fill("45");
    await panel.getByRole("button", { name: /^Save/ }).click();
    await expect.poll(() => page.getByText("Documents sent for signature from now on stay open 45 days.").isVisible()).toBe(true);
    await checkAtBothWidths(page, "signing-settings");
    await admin.close();
  });
});
