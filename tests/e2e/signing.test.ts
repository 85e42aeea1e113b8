/**
 * Signing a document, the signer's side, in Chromium against the built server
 * (docs/product.md#signing-a-document). The staff's part is done through the domain functions
 * (a two-page PDF made here with pdf-lib, a customer and an agent as signers, fields, send). Then
 * as people: the customer opens the emailed link on a phone, asks for the code and reads it from
 * the email, consents and signs with a typed signature; the agent countersigns; the signed copy
 * (after a fresh code) holds both signatures on their pages and a certificate with the hashes;
 * /verify accepts it and refuses it with one byte changed. A voided document's link signs
 * nothing; a second customer neither sees nor opens the first's document; a Spanish signer gets
 * the Spanish pages and draws a signature besides typing it. axe finds nothing on each signer
 * page at 390 and 1280 pixels.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { randomUUID } from "node:crypto";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PDFDocument, StandardFonts } from "pdf-lib";
import type { Browser, BrowserContext, Page } from "playwright-core";
import type { TextItem } from "pdfjs-dist/types/src/display/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApplication, type Application } from "../../app/server/application.ts";
import { parseEnv } from "../../app/server/env.ts";
import { signingDepsOf } from "../../app/server/services.ts";
import { withPdfjsDocument } from "../../app/server/signing/pdf-js-node.ts";
import { addField, addSigner, createSigningDraft } from "../../app/server/signing/prepare-document.ts";
import { sendForSignature } from "../../app/server/signing/send-document.ts";
import type { SigningDeps } from "../../app/server/signing/signing-context.ts";
import { voidDocument } from "../../app/server/signing/signing-work.ts";
import { createAccount, signedInContext, uniqueEmail } from "../support/accounts.ts";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import { checkAtBothWidths, launchBrowser } from "../support/browser.ts";
import { query } from "../support/site-requests.ts";

let server: AppServer;
let browser: Browser;
let application: Application;
let deps: SigningDeps;
let admin: { id: string; email: string; name: string };
let customerEmail: string;
let otherEmail: string;
const customerId = randomUUID();
let documentId: string;
let finalPdf: Buffer;

async function twoPagePdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const heading of ["Page one: the agency's terms", "Page two: the application"]) {
    const page = pdf.addPage([612, 792]);
    page.drawText(heading, { x: 72, y: 720, size: 18, font });
  }
  return pdf.save();
}

async function pagesText(bytes: Uint8Array): Promise<string[]> {
  // pdf.js takes a plain Uint8Array (a Buffer is refused), and a copy: it may detach what it is given.
  return withPdfjsDocument(new Uint8Array(bytes), async (document) => {
    const pages: string[] = [];
    for (let n = 1; n <= document.numPages; n++) {
      const content = await (await document.getPage(n)).getTextContent();
      pages.push(content.items.filter((item): item is TextItem => "str" in item).map((item) => item.str).join(" ").replace(/\s+/g, " "));
    }
    return pages;
  });
}

const emailsTo = (address: string, kind: string) =>
  query<{ subject: string; text_body: string }>(server.databasePath, "select subject, text_body from email_outbox where to_address = ? and kind = ? order by created_at desc, rowid desc", address, kind);

/** The path of the newest link of this kind emailed to the address (the token is in it). */
function emailedPath(address: string, kind: string, path: "/sign" | "/sign/signed.pdf"): string {
  const body = emailsTo(address, kind)[0]?.text_body ?? "";
  const token = new RegExp(`${path.replace(/\./g, "\\.")}\\?token=([A-Za-z0-9_-]{43})`).exec(body)?.[1];
  if (!token) throw new Error(`no ${kind} link for ${address}`);
  return `${path}?token=${token}`;
}

const latestCode = (address: string) => /(\d{6})$/.exec(emailsTo(address, "signing.code")[0]?.subject ?? "")?.[1] ?? "";

async function openPage(context: BrowserContext, path: string, width = 390): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
  await page.goto(path);
  return page;
}

/** Step 1 as a person does it: ask for the code, read it in the email, type it. */
async function confirmCode(page: Page, address: string, labels = { send: "Email me a code", code: "The 6-digit code", confirm: "Confirm" }): Promise<void> {
  await page.getByRole("button", { name: labels.send }).click();
  await page.getByLabel(labels.code).waitFor();
  await page.getByLabel(labels.code).fill(latestCode(address));
  await page.getByRole("button", { name: labels.confirm, exact: true }).click();
}

async function prepareDocument(title: string, signers: { name?: string; email?: string; locale: "en" | "es"; role: "customer" | "co_insured" | "agent"; order: number; userId?: string; fields: { kind: "signature" | "date"; page: number; y: number }[] }[]): Promise<string> {
  const staff = { id: admin.id, email: admin.email };
  const draft = await createSigningDraft(deps, staff, { title, record: { customerId }, file: { fileName: "application.pdf", bytes: await twoPagePdf() } });
  if (!draft.ok) throw new Error(`draft: ${draft.error}`);
  for (const signer of signers) {
    const added = await addSigner(deps, staff, draft.documentId, { name: signer.name, email: signer.email, locale: signer.locale, role: signer.role, order: signer.order, userId: signer.userId ?? null });
    if (!added.ok) throw new Error(`signer: ${added.error}`);
    for (const field of signer.fields) {
      const box = { page: field.page, x: 0.1, y: field.y, width: field.kind === "date" ? 0.3 : 0.45, height: 0.06 };
      const placed = await addField(deps, staff, draft.documentId, { kind: field.kind, box, signerId: added.signerId, required: true });
      if (!placed.ok) throw new Error(`field: ${placed.error}`);
    }
  }
  const sent = await sendForSignature(deps, { ...staff, name: admin.name }, draft.documentId);
  if (!sent.ok) throw new Error(`send: ${sent.error}`);
  return draft.documentId;
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
  admin = { id: "", email: uniqueEmail("morgan"), name: "Morgan Lee" };
  customerEmail = uniqueEmail("avery");
  otherEmail = uniqueEmail("jordan");
  await createAccount(server, { email: admin.email, role: "admin", name: admin.name });
  await createAccount(server, { email: customerEmail, role: "customer" });
  await createAccount(server, { email: otherEmail, role: "customer" });
  application = await startApplication({ env: parseEnv({ ...process.env, ...server.env }) });
  deps = signingDepsOf(application.services);
  const { db } = application.services;
  admin.id = (await db.selectFrom("user").select("id").where("email", "=", admin.email).executeTakeFirstOrThrow()).id;
  const now = new Date().toISOString();
  await db.insertInto("customers").values({ id: customerId, kind: "person", name: "Avery Park", email: customerEmail, search_text: "", created_at: now, updated_at: now }).execute();
  documentId = await prepareDocument("Auto policy application", [
    { name: "Avery Park", email: customerEmail, locale: "en", role: "customer", order: 1, fields: [{ kind: "signature", page: 2, y: 0.7 }, { kind: "date", page: 2, y: 0.8 }] },
    { locale: "en", role: "agent", order: 2, userId: admin.id, fields: [{ kind: "signature", page: 1, y: 0.7 }] },
  ]);
}, 180_000);

afterAll(async () => {
  await application?.stop();
  await browser?.close();
  await server?.stop();
});

describe("signing a document", () => {
  it("the customer confirms the code, consents and signs with a typed signature on a phone", async () => {
    const context = await browser.newContext({ baseURL: server.url });
    const link = emailedPath(customerEmail, "signing.invitation", "/sign");
    const page = await openPage(context, link);
    await page.getByRole("heading", { level: 1, name: "Auto policy application" }).waitFor();
    await page.getByText(/we email a 6-digit code to a\*\*\*@/).waitFor();
    await checkAtBothWidths(page, "sign-code");
    // The pages are not served before the code.
    expect((await context.request.get(`${server.url}/sign/page/1?${link.split("?")[1]}`)).status()).toBe(404);

    await page.getByRole("button", { name: "Email me a code" }).click();
    await page.getByText(/We sent a code to a\*\*\*@.* It works until/).waitFor();
    await page.getByLabel("The 6-digit code").fill(latestCode(customerEmail) === "000000" ? "111111" : "000000");
    await page.getByRole("button", { name: "Confirm", exact: true }).click();
    await page.getByText("That code is not right. Attempts left: 4.").first().waitFor();
    await checkAtBothWidths(page, "sign-code-wrong");
    await page.getByLabel("The 6-digit code").fill(latestCode(customerEmail));
    await page.getByRole("button", { name: "Confirm", exact: true }).click();

    await page.getByRole("heading", { name: "Agree to sign electronically" }).waitFor();
    const cookies = await context.cookies();
    const proof = cookies.find((c) => c.name.startsWith("sign_"));
    expect(proof).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/sign" });
    // The notice opens as a PDF before consenting.
    const notice = await context.request.get(`${server.url}/sign/disclosure.pdf?${link.split("?")[1]}`);
    expect(notice.headers()["content-type"]).toBe("application/pdf");
    expect((await pagesText(await notice.body())).join(" ")).toContain("Paper copies");
    await checkAtBothWidths(page, "sign-consent");
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByText("Check the box to continue, or decline to sign below.").first().waitFor();
    await page.getByLabel(/I agree to receive and sign this document electronically/).check();
    await page.getByRole("button", { name: "Continue" }).click();

    await page.getByRole("heading", { name: "Review and sign" }).waitFor();
    await page.getByRole("img", { name: "Page 2 of Auto policy application" }).waitFor();
    await page.waitForFunction(() => [...document.images].filter((i) => i.src.includes("/sign/page/")).every((i) => i.complete && i.naturalWidth > 0));
    // Only this signer's two fields are drawn and listed (the agent's page-one box is not).
    const boxes = page.locator('figure a[href^="#field-f_"]');
    expect(await boxes.count()).toBe(2);
    const image = await context.request.get(`${server.url}/sign/page/2?${link.split("?")[1]}`);
    expect(image.headers()).toMatchObject({ "content-type": "image/png", "cache-control": "private, no-store" });
    // The picture of the page fills a phone's width.
    expect(await page.getByRole("img", { name: "Page 1 of Auto policy application" }).evaluate((img) => img.getBoundingClientRect().width)).toBeGreaterThan(330);
    await checkAtBothWidths(page, "sign-document");

    await page.getByRole("button", { name: "Sign", exact: true }).click();
    await page.getByText("This is required.").first().waitFor();
    await page.getByRole("button", { name: "Next field" }).click();
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name") ?? "")).toMatch(/^f_.+_typed$/);
    await page.keyboard.type("Avery Park");
    await page.getByRole("button", { name: "Sign", exact: true }).click();
    await page.getByRole("heading", { name: "Thank you: you have signed" }).waitFor();
    await page.getByText("We'll email you the signed copy when everyone has signed.").waitFor();
    await checkAtBothWidths(page, "sign-signed");
    await context.close();
  }, 180_000);

  it("the agent countersigns; the signed copy holds both signatures and the certificate's hashes", async () => {
    const context = await browser.newContext({ baseURL: server.url });
    const page = await openPage(context, emailedPath(admin.email, "signing.invitation", "/sign"), 1280);
    await confirmCode(page, admin.email);
    await page.getByLabel(/I agree to receive and sign this document electronically/).check();
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByLabel("Type your full name").fill("Morgan Lee");
    await page.getByRole("button", { name: "Sign", exact: true }).click();
    await page.getByRole("heading", { name: "Everyone has signed" }).waitFor();
    await checkAtBothWidths(page, "sign-all-signed");

    // The copy's emailed link asks for a fresh code first, then downloads.
    await page.goto(emailedPath(admin.email, "signing.completed", "/sign/signed.pdf"));
    await page.getByText("Everyone has signed. Confirm your email with a code to download the signed copy.").waitFor();
    await confirmCode(page, admin.email);
    const download = page.getByRole("link", { name: "Download the signed copy (PDF)" });
    await download.waitFor();
    await checkAtBothWidths(page, "sign-download");
    const response = await context.request.get(new URL((await download.getAttribute("href"))!, server.url).toString());
    expect(response.headers()["content-type"]).toBe("application/pdf");
    finalPdf = Buffer.from(await response.body());

    const [row] = query<{ original_sha256: string; final_sha256: string }>(server.databasePath, "select original_sha256, final_sha256 from signing_documents where id = ?", documentId);
    const text = await pagesText(finalPdf);
    expect(text[0]).toContain("Morgan Lee");
    expect(text[0]).not.toContain("Avery Park");
    expect(text[1]).toContain("Avery Park");
    expect(text[1]).not.toContain("Morgan Lee");
    const certificate = text.slice(2).join(" ").replace(/\s+/g, "");
    expect(certificate).toContain(row!.original_sha256);
    expect(certificate.match(/[0-9a-f]{64}/g)?.filter((hash) => hash !== row!.original_sha256).length).toBeGreaterThan(0);
    await context.close();
  }, 180_000);

  it("the verification page accepts the signed copy and refuses it with one byte changed", async () => {
    const context = await browser.newContext({ baseURL: server.url });
    const page = await openPage(context, "/verify", 1280);
    const dir = mkdtempSync(join(tmpdir(), "verify-e2e-"));
    const original = join(dir, "signed.pdf");
    const changed = join(dir, "changed.pdf");
    writeFileSync(original, finalPdf);
    const altered = Buffer.from(finalPdf);
    altered[100] = altered[100]! ^ 1;
    writeFileSync(changed, altered);
    await checkAtBothWidths(page, "verify");
    await page.locator("#field-file").setInputFiles(original);
    await page.getByRole("button", { name: "Check" }).click();
    await page.getByText(/^Verified: the agency issued exactly this file on .+ \(reference SIG-\d{4}-\d{6}\)\.$/).waitFor();
    expect(await page.locator("[role=status]").filter({ hasText: "Verified" }).innerText()).not.toMatch(/Avery|Morgan|@/);
    await checkAtBothWidths(page, "verify-verified");
    await page.locator("#field-file").setInputFiles(changed);
    await page.getByRole("button", { name: "Check" }).click();
    await page.getByText("Not verified: this file is not one the agency issued, or it was changed.").waitFor();
    // The answer names nothing personal: no signer's name or address.
    expect(await page.locator("[role=status]").filter({ hasText: "Not verified" }).innerText()).not.toMatch(/Avery|Morgan|@/);
    await context.close();
  }, 120_000);

  it("a voided document's link explains itself and signs nothing", async () => {
    // Voiding closes every link at once (their digests are cleared): the page says the link no longer works.
    const voided = await prepareDocument("Cancelled endorsement", [
      { name: "Avery Park", email: customerEmail, locale: "en", role: "customer", order: 1, fields: [{ kind: "signature", page: 1, y: 0.5 }] },
    ]);
    const link = emailedPath(customerEmail, "signing.invitation", "/sign");
    const result = await voidDocument(deps, { id: admin.id, email: admin.email }, voided, "Sent by mistake");
    expect(result.ok).toBe(true);
    const codesBefore = emailsTo(customerEmail, "signing.code").length;
    const context = await browser.newContext({ baseURL: server.url });
    const page = await openPage(context, link);
    await page.getByText(/This link does not work: the document may have been cancelled/).waitFor();
    await page.getByText(/Este enlace no funciona/).waitFor();
    expect(await page.getByRole("button", { name: "Email me a code" }).count()).toBe(0);
    await checkAtBothWidths(page, "sign-voided");
    const post = await context.request.post(`${server.url}${link}`, { form: { intent: "send-code" }, headers: { Origin: server.url }, maxRedirects: 0 });
    expect(post.status()).toBeLessThan(500);
    expect(emailsTo(customerEmail, "signing.code").length).toBe(codesBefore);
    expect(query(server.databasePath, "select status from signing_signers where document_id = ?", voided)).toEqual([{ status: "sent" }]);
    await context.close();
  }, 120_000);

  it("the dashboard lists the customer's document to sign; another customer neither sees nor opens it", async () => {
    const open = await prepareDocument("Named driver exclusion", [
      { name: "Avery Park", email: customerEmail, locale: "en", role: "customer", order: 1, fields: [{ kind: "signature", page: 1, y: 0.5 }] },
    ]);
    const other = await signedInContext(browser, server, otherEmail);
    const page = await openPage(other, "/dashboard", 1280);
    await page.getByRole("heading", { level: 1, name: "My Dashboard" }).waitFor();
    expect(await page.getByText("Named driver exclusion").count()).toBe(0);
    const refused = await other.request.post(`${server.url}/dashboard/signing/${open}`, { headers: { Origin: server.url }, maxRedirects: 0 });
    expect(refused.status()).toBe(302);
    expect(refused.headers()["location"]).not.toContain("token=");
    await other.close();

    const owner = await signedInContext(browser, server, customerEmail);
    const mine = await openPage(owner, "/dashboard", 1280);
    const item = mine.locator("#documents-to-sign li").filter({ hasText: "Named driver exclusion" });
    await item.getByText("Waiting for your signature").waitFor();
    await checkAtBothWidths(mine, "dashboard-signing");
    await item.getByRole("button", { name: /Review and sign/ }).click();
    await mine.getByRole("heading", { level: 1, name: "Named driver exclusion" }).waitFor();
    await mine.getByRole("button", { name: "Email me a code" }).waitFor();
    expect(new URL(mine.url()).pathname).toBe("/sign");
    await owner.close();
  }, 180_000);

  it("a Spanish signer gets the Spanish pages", async () => {
    const sofia = uniqueEmail("sofia");
    const spanish = await prepareDocument("Solicitud de póliza", [
      { name: "Sofía Ruiz", email: sofia, locale: "es", role: "co_insured", order: 1, fields: [{ kind: "signature", page: 1, y: 0.5 }, { kind: "date", page: 2, y: 0.5 }] },
    ]);
    const context = await browser.newContext({ baseURL: server.url });
    const page = await openPage(context, emailedPath(sofia, "signing.invitation", "/sign"));
    await page.getByRole("heading", { name: "Confirme su correo electrónico" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/es/sign");
    expect(await page.locator("html").getAttribute("lang")).toBe("es");
    await checkAtBothWidths(page, "sign-es-code");
    await confirmCode(page, sofia, { send: "Enviarme un código", code: "El código de 6 dígitos", confirm: "Confirmar" });
    await page.getByRole("heading", { name: "Consentimiento para documentos y firmas electrónicas" }).waitFor();
    await checkAtBothWidths(page, "sign-es-consent");
    await page.getByLabel(/acepto recibir y firmar este documento/).check();
    await page.getByRole("button", { name: "Continuar" }).click();
    await page.getByRole("heading", { name: "Revise y firme" }).waitFor();
    await page.waitForFunction(() => [...document.images].filter((i) => i.src.includes("/sign/page/")).every((i) => i.complete && i.naturalWidth > 0));
    await checkAtBothWidths(page, "sign-es-document");

    // A drawn signature besides the typed one (the pad is there with JavaScript).
    const canvas = page.locator('canvas[data-ready="true"]');
    await canvas.scrollIntoViewIfNeeded();
    const area = (await canvas.boundingBox())!;
    await page.mouse.move(area.x + 20, area.y + 30);
    await page.mouse.down();
    await page.mouse.move(area.x + 120, area.y + 90, { steps: 8 });
    await page.mouse.move(area.x + 220, area.y + 40, { steps: 8 });
    await page.mouse.up();
    await expect.poll(() => page.locator('input[name$="_drawn"]').inputValue()).toMatch(/^data:image\/png;base64,/);
    await page.getByLabel("Escriba su nombre completo").fill("Sofía Ruiz");
    await page.getByRole("button", { name: "Firmar", exact: true }).click();
    await page.getByRole("heading", { name: "Todos han firmado" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/es/sign");
    expect(query(server.databasePath, "select count(*) as n from uploaded_files where owner_id = ? and purpose = 'drawn-signature'", spanish)).toEqual([{ n: 1 }]);
    await context.close();
  }, 180_000);
});
