/**
 * The customer's own pages in Spanish (docs/product.md#spanish, #the-customers-side) in Chromium
 * against the built server: a customer signs in, opens /es/dashboard and reads their policies,
 * claims, documents and payments in Spanish, every link staying under /es; then files a service
 * request from the Spanish form without JavaScript (a refused post comes back with Spanish
 * messages and every value, the corrected one lands on the Spanish request page) and with
 * JavaScript on a phone. What staff read stays English. axe finds nothing at 390 and 1280 px;
 * pictures of each page go to SCREENSHOT_DIR (when set) as spanish-customer-*.
 */
import { randomUUID } from "node:crypto";
import type { SQLInputValue } from "node:sqlite";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount, TEST_PASSWORD, uniqueEmail } from "../support/accounts.ts";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import { checkAtBothWidths, launchBrowser, savePicture } from "../support/browser.ts";
import { execute as executeOnDatabase, PDF, query as queryDatabase, sameOrigin, signInCookie, validLeadBody } from "../support/site-requests.ts";


let server: AppServer;
let browser: Browser;
let customerEmail: string;
let staffEmail: string;
let policyId: string;
let documentId: string;
let claimNumber: string;

/** A date some days from today, as the book stores it; the pages' clock is the real one, so the policies are in force on it. */
const isoDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** A stored date as the Spanish pages write it ("15 de enero de 2027"). */
const spanishDate = (iso: string) => new Intl.DateTimeFormat("es-US", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));
const AUTO_TERM = { effective: isoDay(-60), expires: isoDay(305) };
const HOME_TERM = { effective: isoDay(-20), expires: isoDay(345) };
const execute = (sql: string, ...params: SQLInputValue[]): void => executeOnDatabase(server.databasePath, sql, ...params);
const query = <T,>(sql: string, ...params: SQLInputValue[]) => queryDatabase<T>(server.databasePath, sql, ...params);

/** English words of these pages that must not be left on their Spanish twins (the agency's data aside). */
const ENGLISH = [
  /\bMy (Dashboard|Policies|Claims|Documents|Requests)\b/,
  /\bPolicy number\b/,
  /\bView (all|my)\b/,
  /\bSign (Out|In)\b/,
  /\bStatus:/,
  /\b(Effective|Expires|Billing|Download|Submitted|Received|Active)\b/,
  /\b(Personal auto|Auto ID card|Carrier direct bill)\b/,
  /\bopens in a new tab\b/,
];

async function englishLeftovers(page: Page): Promise<string[]> {
  const text = await page.locator("main").innerText();
  return ENGLISH.filter((pattern) => pattern.test(text)).map(String);
}

/** Every link inside the page's main content that goes to another page of the site stays in Spanish. */
async function englishLinks(page: Page): Promise<string[]> {
  const hrefs = await page.locator("main a[href^='/']").evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
  return hrefs.filter((href) => !href.startsWith("/es/") && href !== "/es");
}

/** Spanish through and through: the page's language, no English left, every link to a Spanish page. */
async function spanishOnly(page: Page, name: string): Promise<void> {
  expect(await page.getAttribute("html", "lang")).toBe("es");
  expect(await englishLeftovers(page), `${name}: English left on the page`).toEqual([]);
  expect(await englishLinks(page), `${name}: links out of Spanish`).toEqual([]);
}

/** The same, then axe at 1280 and 390 px with a picture of each (axe runs in the page: JavaScript on). */
async function looked(page: Page, name: string): Promise<void> {
  await spanishOnly(page, name);
  await checkAtBothWidths(page, `spanish-customer-${name}`);
}

/** Signs in on the sign-in screen and comes back to `path`. */
async function signIn(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await page.goto(`/login?next=${encodeURIComponent(path)}`);
  await page.getByLabel("Email address").fill(customerEmail);
  await page.getByLabel("Password", { exact: false }).fill(TEST_PASSWORD);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await page.waitForURL((url) => url.pathname === path);
  return page;
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer({ FORM_RATE_LIMIT_PER_HOUR: "1000", SCHEDULER_INTERVAL_SECONDS: "86400" }), launchBrowser()]);
  customerEmail = uniqueEmail("lucia");
  staffEmail = uniqueEmail("casey");
  await Promise.all([createAccount(server, { email: customerEmail, role: "customer" }), createAccount(server, { email: staffEmail, role: "staff", name: "Casey Reyes" })]);
  const staffId = query<{ id: string }>("select id from user where email = ?", staffEmail)[0]!.id;

  // Lucía's book as staff entered it: an auto policy with a vehicle, a homeowners policy, an ID card; her agent is Casey.
  const now = new Date().toISOString();
  const customerId = randomUUID();
  policyId = randomUUID();
  execute(
    "insert into customers (id, kind, name, email, owner_id, search_text, created_at, updated_at) values (?, 'person', 'Lucía Morales', ?, ?, 'lucia morales', ?, ?)",
    customerId, customerEmail, staffId, now, now,
  );
  execute(
    `insert into policies (id, customer_id, line, carrier, policy_number, policy_key, effective_date, expiration_date, status, billing, payment_url, premium_cents, created_at, updated_at)
     values (?, ?, 'auto', 'Progressive', 'PA-5150', 'progressive|PA5150', ?, ?, 'active', 'direct', null, 98000, ?, ?)`,
    policyId, customerId, AUTO_TERM.effective, AUTO_TERM.expires, now, now,
  );
  execute(
    `insert into policies (id, customer_id, line, carrier, policy_number, policy_key, effective_date, expiration_date, status, billing, payment_url, premium_cents, created_at, updated_at)
     values (?, ?, 'home', 'Safeco', 'HO-2020', 'safeco|HO2020', ?, ?, 'active', 'agency', null, 120000, ?, ?)`,
    randomUUID(), customerId, HOME_TERM.effective, HOME_TERM.expires, now, now,
  );
  execute("insert into policy_vehicles (id, policy_id, year, make, model, vin, position) values (?, ?, '2022', 'Honda', 'Civic', '2HGFE2F59NH512345', 0)", randomUUID(), policyId);
  execute("insert into policy_drivers (id, policy_id, name, date_of_birth, position) values (?, ?, 'Lucía Morales', '1990-05-02', 0)", randomUUID(), policyId);
  const directory = JSON.stringify([{ name: "Progressive", claimsPhone: "(800) 776-4737", paymentUrl: "https://progressive.test/pay", website: "https://progressive.test" }]);
  execute("insert into agency_settings (key, value, updated_at) values ('carrier_directory', ?, ?) on conflict (key) do update set value = excluded.value", directory, now);
  documentId = randomUUID();
  execute(
    "insert into customer_documents (id, customer_id, policy_id, request_id, doc_type, title, uploaded_by, created_at) values (?, ?, ?, null, 'id_card', 'Tarjetas 2026', null, ?)",
    documentId, customerId, policyId, now,
  );
  execute(
    `insert into uploaded_files (id, owner_type, owner_id, purpose, file_name, content_type, size_bytes, sha256, data, created_at)
     values (?, 'customer_document', ?, 'document', 'tarjetas.pdf', 'application/pdf', ?, 'x', ?, ?)`,
    randomUUID(), documentId, PDF.byteLength, PDF, now,
  );
  // A claim sent from the site, which staff linked to her record.
  const claim = await fetch(`${server.url}/submit-claim`, { method: "POST", body: validLeadBody("claim", customerEmail), headers: sameOrigin(server), redirect: "manual" });
  expect(claim.status).toBe(303);
  execute("update claims set customer_id = ? where email = ?", customerId, customerEmail);
  claimNumber = query<{ claim_number: string }>("select claim_number from claims where email = ?", customerEmail)[0]!.claim_number;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("the customer's pages in Spanish", () => {
  it("shows the dashboard, policies, a policy, documents, payments and claims in Spanish, links staying in Spanish", async () => {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
    const page = await signIn(context, "/es/dashboard");
    await page.getByRole("heading", { level: 1, name: "Mi panel" }).waitFor();
    await page.getByText("2 pólizas vigentes").waitFor();
    await page.getByText("Próximo vencimiento:").waitFor();
    await page.getByText(spanishDate(AUTO_TERM.expires)).waitFor();
    await page.getByText("Tarjeta de seguro de auto").waitFor();
    await page.getByText("0 solicitudes abiertas").waitFor();
    await page.getByRole("link", { name: claimNumber }).waitFor();
    await page.getByRole("button", { name: "Cerrar sesión" }).waitFor();
    expect(await page.getByRole("link", { name: "Hacer un pago" }).getAttribute("target")).toBe("_blank");
    await looked(page, "dashboard");

    await page.getByRole("link", { name: "Ver mis pólizas" }).click();
    await page.waitForURL("**/es/dashboard/policies");
    await page.getByRole("heading", { level: 1, name: "Mis pólizas" }).waitFor();
    const auto = page.getByRole("listitem").filter({ hasText: "PA-5150" });
    await auto.getByRole("link", { name: "Auto personal · Progressive" }).waitFor();
    await auto.getByText("Activa").waitFor();
    await auto.getByText("Facturación directa de la aseguradora").waitFor();
    await auto.getByText(spanishDate(AUTO_TERM.effective)).waitFor();
    await looked(page, "policies");

    await auto.getByRole("link", { name: /Detalles y cambios/ }).click();
    await page.waitForURL(`**/es/dashboard/policies/${policyId}`);
    await page.getByRole("heading", { name: "Detalles de la póliza" }).waitFor();
    await page.getByText("VIN que termina en 512345").waitFor();
    expect(await page.getByRole("link", { name: "Agregar un vehículo" }).getAttribute("href")).toBe(`/es/dashboard/requests/new/add-vehicle?policy=${policyId}`);
    await looked(page, "policy");

    await page.goto("/es/dashboard/documents");
    await page.getByRole("heading", { level: 1, name: "Mis documentos" }).waitFor();
    const card = page.getByRole("link", { name: "Tarjetas 2026", exact: true });
    expect(await card.getAttribute("href")).toBe(`/es/dashboard/documents/${documentId}`);
    await page.getByText("Tarjeta de seguro de auto").waitFor();
    const download = await context.request.get(`/es/dashboard/documents/${documentId}?download=1`);
    expect(download.status()).toBe(200);
    expect(download.headers()["content-disposition"]).toContain("attachment");
    await looked(page, "documents");

    await page.goto("/es/dashboard/payments");
    await page.getByRole("heading", { level: 1, name: "Pagos" }).waitFor();
    await page.getByRole("link", { name: /Pagar a Progressive en línea/ }).waitFor();
    await page.getByText("Nosotros facturamos esta póliza:").waitFor();
    await looked(page, "payments");

    await page.goto("/es/dashboard/claims");
    await page.getByRole("heading", { level: 1, name: "Mis reclamos" }).waitFor();
    await page.getByText("Recibido").waitFor();
    await page.getByRole("link", { name: claimNumber }).click();
    await page.waitForURL(`**/es/dashboard/claims/${claimNumber}`);
    await page.getByRole("heading", { name: "Lo que usted envió" }).waitFor();
    await page.getByText("Tipo de reclamo").waitFor();
    await looked(page, "claim");

    // Signing out lands on the Spanish home page, signed out.
    await page.goto("/es/dashboard");
    await page.getByRole("button", { name: "Cerrar sesión" }).click();
    await page.waitForURL(`${server.url}/es`);
    expect((await context.request.get("/es/dashboard/policies", { maxRedirects: 0 })).status()).toBe(302);
    await context.close();
  }, 300_000);

  it("sends the signed out to the Spanish sign-in screen and the team to the English dashboard", async () => {
    const anonymous = await fetch(`${server.url}/es/dashboard/policies`, { redirect: "manual" });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe(`/es/login?next=${encodeURIComponent("/es/dashboard/policies")}`);
    const staff = await signInCookie(server, staffEmail);
    for (const path of ["/es/dashboard", "/es/dashboard/requests"]) {
      const response = await fetch(`${server.url}${path}`, { redirect: "manual", headers: { cookie: staff } });
      expect(response.headers.get("location"), path).toBe("/dashboard");
    }
  });
});

describe("a service request from the Spanish form", () => {
  it("without JavaScript: Spanish messages with every value kept, then the Spanish request page; staff read it in English", async () => {
    const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const page = await signIn(context, "/es/dashboard/requests/new");
    await page.getByRole("heading", { level: 1, name: "¿Qué necesita?" }).waitFor();
    await spanishOnly(page, "new-request");
    await page.getByRole("link", { name: /Certificado de seguro/ }).click();
    await page.waitForURL("**/es/dashboard/requests/new/certificate");
    await page.getByRole("heading", { level: 1, name: "Certificado de seguro" }).waitFor();
    await spanishOnly(page, "certificate-form");

    // Two policies: none chosen yet.
    await page.getByLabel("Póliza", { exact: false }).selectOption({ label: "Auto personal · Progressive · PA-5150" });
    await page.getByLabel("Nombre del titular del certificado").fill("Constructora del Desierto LLC");
    await page.getByLabel("Dirección del titular del certificado").fill("1 Main St\nLas Vegas, NV 89101");
    await page.getByRole("radio", { name: "Sí", exact: true }).check();
    await page.getByLabel("Descripción de las operaciones").fill("Jardinería en 1 Main St");
    await page.getByRole("radio", { name: "Envíenlo por correo electrónico al titular del certificado" }).check();
    await page.getByRole("button", { name: "Enviar solicitud" }).click();
    await page.getByText("Por favor corrija 1 campo para continuar").waitFor();
    await page.getByText("Por favor escriba el correo electrónico del titular del certificado.").first().waitFor();
    expect(await page.getByLabel("Nombre del titular del certificado").inputValue()).toBe("Constructora del Desierto LLC");
    expect(await page.getByLabel("Dirección del titular del certificado").inputValue()).toBe("1 Main St\nLas Vegas, NV 89101");
    expect(await page.getByLabel("Descripción de las operaciones").inputValue()).toBe("Jardinería en 1 Main St");
    expect(await page.getByRole("radio", { name: "Sí", exact: true }).isChecked()).toBe(true);
    expect(await page.getByLabel("Póliza", { exact: false }).inputValue()).toBe(policyId);
    await spanishOnly(page, "certificate-form-error");
    await savePicture(page, "spanish-customer-certificate-form-error-nojs-1280");

    await page.getByLabel("Correo electrónico del titular del certificado").fill("certificados@constructora.test");
    await page.getByRole("button", { name: "Enviar solicitud" }).click();
    await page.waitForURL(/\/es\/dashboard\/requests\/SR-\d{4}-\d{6}\?sent=1$/);
    await page.getByText("Su solicitud fue enviada").waitFor();
    const number = /SR-\d{4}-\d{6}/.exec(page.url())![0];
    await page.getByText("Recibida").first().waitFor();
    // The opening line (she wrote nothing) is stored in English for staff, and read in Spanish here.
    await page.getByRole("article").getByText("Certificado de seguro para Auto personal · Progressive · PA-5150.").waitFor();
    await spanishOnly(page, "request-sent");

    // Stored for staff in English; the staff's notification is English.
    const row = query<{ id: string; details_json: string }>("select id, details_json from service_requests where request_number = ?", number)[0]!;
    expect(JSON.parse(row.details_json)).toEqual(
      expect.arrayContaining([
        { label: "Certificate holder's name", value: "Constructora del Desierto LLC" },
        { label: "Add the holder as an additional insured?", value: "Yes" },
      ]),
    );
    const notification = query<{ subject: string; to_address: string }>("select subject, to_address from email_outbox where record_id = ? and kind = 'service_request.notification'", row.id)[0]!;
    expect(notification).toEqual({ subject: `New service request ${number}: Certificate of insurance (Lucía Morales)`, to_address: staffEmail });

    // A reply from the Spanish page, without JavaScript.
    await page.getByLabel("Su mensaje").fill("¿Me avisan cuando lo envíen?");
    await page.getByRole("button", { name: "Enviar respuesta" }).click();
    await page.waitForURL(`**/es/dashboard/requests/${number}?replied=1`);
    await page.getByText("Su mensaje se envió a su agente.").waitFor();
    await page.getByRole("article").filter({ hasText: "¿Me avisan cuando lo envíen?" }).waitFor();
    await context.close();
  }, 300_000);

  it("with JavaScript on a phone: the form and its answers pass axe, one request sent, listed with its Spanish status", async () => {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await signIn(context, "/es/dashboard/requests/new");
    await page.getByRole("heading", { level: 1, name: "¿Qué necesita?" }).waitFor();
    await looked(page, "new-request");
    await page.getByRole("link", { name: /Pregunta sobre facturación/ }).click();
    await page.waitForURL("**/es/dashboard/requests/new/billing-question");
    await page.getByRole("heading", { level: 1, name: "Pregunta sobre facturación" }).waitFor();
    await looked(page, "billing-form");
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("button", { name: "Enviar solicitud" }).click();
    await page.getByText("Por favor escriba su pregunta.").first().waitFor();
    await looked(page, "billing-form-error");
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByLabel("Su pregunta").fill("¿Por qué subió mi prima en noviembre?");
    await page.getByRole("button", { name: "Enviar solicitud" }).click();
    await page.waitForURL(/\/es\/dashboard\/requests\/SR-\d{4}-\d{6}\?sent=1$/);
    const number = /SR-\d{4}-\d{6}/.exec(page.url())![0];
    await page.getByRole("article").filter({ hasText: "¿Por qué subió mi prima en noviembre?" }).waitFor();
    await looked(page, "billing-question-sent");
    // One request, though the form was sent twice (the first time refused).
    expect(query<{ request_number: string }>("select request_number from service_requests where request_type = 'billing-question'")).toEqual([{ request_number: number }]);

    await page.goto("/es/dashboard/requests");
    await page.getByRole("heading", { level: 1, name: "Mis solicitudes" }).waitFor();
    const listed = page.getByRole("listitem").filter({ hasText: number });
    expect(await listed.getByRole("link").innerText()).toBe("Pregunta sobre facturación");
    expect(await listed.innerText()).toContain("Recibida");
    await page.getByRole("link", { name: "Certificado de seguro" }).waitFor();
    await looked(page, "my-requests");
    await context.close();
  }, 300_000);
});
