/**
 * The contact page's message form (/es/contact) and the coverage review request
 * (/es/coverage-review) in Spanish, as a visitor uses them: Spanish messages beside each field
 * with every value kept (without JavaScript), the Spanish confirmation page, the record stored
 * with its language, the sender's confirmation email in Spanish and the staff's notification in
 * English (through a real SMTP server), one submission with JavaScript on a phone, and the
 * pages' accessibility at both widths.
 */
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import { axeViolations, checkAtBothWidths, launchBrowser } from "../support/browser.ts";
import { PDF, query } from "../support/site-requests.ts";
import { startSmtpCapture, type SmtpCapture } from "../support/smtp-capture.ts";

const INFO = "front-desk@agency.test";
const LEADS = "leads-desk@agency.test";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** Running English on a Spanish page (the same test as tests/e2e/spanish-site.test.ts). */
const ENGLISH_PHRASES = /\b(?:the|your|with|our|you|this|get a|call us|read)\b [a-z]+/gi;

let server: AppServer;
let smtp: SmtpCapture;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  smtp = await startSmtpCapture();
  [server, browser] = await Promise.all([
    startAppServer({ SMTP_URL: smtp.url, OUTBOX_POLL_MS: "200", FORM_RATE_LIMIT_PER_HOUR: "100000", AGENCY_EMAIL_INFO: INFO, AGENCY_EMAIL_LEADS: LEADS }),
    launchBrowser(),
  ]);
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.stop();
});

async function openPage(path: string, { javaScript, viewport }: { javaScript: boolean; viewport: typeof PHONE }): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: javaScript, viewport });
  context.setDefaultTimeout(15_000);
  contexts.push(context);
  const page = await context.newPage();
  await page.goto(path);
  expect(await page.locator("html").getAttribute("lang")).toBe("es");
  return page;
}

let sequence = 0;
const visitorEmail = (tag: string) => `${tag}.${process.pid}.${++sequence}@example.com`;

const req = (label: string) => `${label} (obligatorio)`;
const opt = (label: string) => `${label} (opcional)`;
const control = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const selectedLabel = (locator: Locator) => locator.evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent ?? "");

/** The text a screen reader reads as the control's description (hint and error). */
const description = (locator: Locator) =>
  locator.evaluate((el) =>
    (el.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent ?? "")
      .join(" "),
  );

/** Clicks the submit button and returns the status of the POST it sends. */
async function submit(page: Page, button: string): Promise<number> {
  const response = page.waitForResponse((r) => r.request().method() === "POST");
  await page.getByRole("button", { name: button, exact: true }).click();
  return (await response).status();
}

/** The Spanish error summary lists exactly these problems, and each message is beside its field. */
async function expectErrors(page: Page, expected: { label: string; summary: string; message: string }[]): Promise<void> {
  const summary = page.getByRole("alert");
  await summary.getByRole("heading", { name: `Por favor corrija ${expected.length} campos para continuar`, exact: true }).waitFor();
  expect(await summary.getByRole("link").allTextContents()).toEqual(expected.map((e) => `${e.summary}: ${e.message}`));
  for (const e of expected) {
    const field = control(page, e.label);
    expect(await field.getAttribute("aria-invalid"), e.label).toBe("true");
    expect(await description(field), e.label).toContain(e.message);
  }
}

/** Nothing in running English on the page (proper names and the agency's data aside). */
async function expectNoEnglish(page: Page): Promise<void> {
  const text = (await page.locator("body").innerText()).replace(/\s+/g, " ");
  expect([...text.matchAll(ENGLISH_PHRASES)].map((m) => m[0]), page.url()).toEqual([]);
}

const emailTo = (address: string, containing: string) => smtp.waitFor((m) => m.to.includes(address) && m.text.includes(containing));

async function expectSpanishConfirmationPage(page: Page, message: string, back: [string, string]): Promise<void> {
  await page.getByRole("heading", { level: 1, name: "¡Gracias!", exact: true }).waitFor();
  await page.getByText(message, { exact: true }).waitFor();
  const status = page.getByRole("status");
  expect(await status.getByRole("link", { name: back[0], exact: true }).getAttribute("href")).toBe(back[1]);
  expect(await status.getByRole("link", { name: "Volver al inicio", exact: true }).getAttribute("href")).toBe("/es");
}

// ---------------------------------------------------------------------------
// /es/contact
// ---------------------------------------------------------------------------

const MESSAGE_SENT = "Recibimos su mensaje y le responderemos en un día hábil. Si es urgente, por favor llámenos.";

describe("the message form on /es/contact", () => {
  it("without JavaScript: Spanish messages with every value kept, then the Spanish confirmation, a Spanish email to the sender and an English one to staff", async () => {
    const page = await openPage("/es/contact", { javaScript: false, viewport: DESKTOP });
    expect(await page.title()).toMatch(/^Contáctenos: agencia de seguros en Las Vegas/);
    const consent = (await page.getByText(/^Al enviar este mensaje, usted le pide a/).textContent())!;
    const message = `Compré una camioneta nueva y quiero agregarla a mi póliza (${visitorEmail("ref")}).`;

    await control(page, req("Nombre")).fill("Rosa");
    await control(page, req("Tema")).selectOption({ label: "Un cambio en mi póliza" });
    await control(page, req("Mensaje")).fill(message);
    expect(await submit(page, "Enviar mensaje")).toBe(400);
    await expectErrors(page, [
      { label: req("Apellido"), summary: "Apellido", message: "Por favor escriba su apellido." },
      { label: opt("Correo electrónico"), summary: "Correo electrónico", message: "Por favor escriba su correo electrónico o su número de teléfono para que podamos responderle." },
    ]);
    expect(await control(page, req("Nombre")).inputValue()).toBe("Rosa");
    expect(await selectedLabel(control(page, req("Tema")))).toBe("Un cambio en mi póliza");
    expect(await control(page, req("Mensaje")).inputValue()).toBe(message);
    await expectNoEnglish(page);

    const email = visitorEmail("mensaje");
    await control(page, req("Apellido")).fill("Álvarez");
    await control(page, opt("Correo electrónico")).fill(email);
    await control(page, opt("Teléfono")).fill("702 555 0144");
    await page.getByRole("checkbox", { name: /^Sí, .* también puede enviarme correos electrónicos/ }).check();
    expect(await submit(page, "Enviar mensaje")).toBe(303);
    await expectSpanishConfirmationPage(page, MESSAGE_SENT, ["Volver a Contáctenos", "/es/contact"]);
    expect(new URL(page.url()).pathname).toBe("/es/contact/sent");

    const [row] = query<{ id: string; locale: string; topic: string; phone: string; consent_text: string }>(
      server.databasePath,
      "select id, locale, topic, phone, consent_text from contact_messages where email = ?",
      email,
    );
    expect(row).toMatchObject({ locale: "es", topic: "policy_change", phone: "(702) 555-0144", consent_text: consent });

    const confirmation = await emailTo(email, "Rosa");
    expect(confirmation.subject).toBe("Recibimos su mensaje");
    for (const line of ["Hola, Rosa:", "Recibimos su mensaje y le responderemos en un día hábil.", "Tema: Un cambio en mi póliza", `Mensaje: ${message}`, "Correos electrónicos, llamadas y mensajes de texto de mercadeo: Sí"]) {
      expect(confirmation.text).toContain(line);
    }
    const notification = await emailTo(INFO, email);
    expect(notification.subject).toBe("New message: A change to my policy (Rosa Álvarez)");
    for (const line of ["Topic: A change to my policy", `Answer by: ${email} or (702) 555-0144`, "Marketing emails, calls and texts: Yes"]) expect(notification.text).toContain(line);
  });

  it("with JavaScript on a phone: a message with only a phone number is confirmed in Spanish and, as in English, gets no confirmation email", async () => {
    const page = await openPage("/es/contact", { javaScript: true, viewport: PHONE });
    const message = `Llámenme por favor sobre mi seguro de inquilino (${visitorEmail("telefono")}).`;
    await control(page, req("Nombre")).fill("Max");
    await control(page, req("Apellido")).fill("Okafor");
    await control(page, opt("Teléfono")).fill("702-555-0190");
    await control(page, req("Tema")).selectOption({ label: "Una pregunta sobre mi cobertura" });
    await control(page, req("Mensaje")).fill(message);
    expect(await submit(page, "Enviar mensaje")).toBe(303);
    await expectSpanishConfirmationPage(page, MESSAGE_SENT, ["Volver a Contáctenos", "/es/contact"]);
    expect(new URL(page.url()).pathname).toBe("/es/contact/sent");

    const [row] = query<{ id: string; locale: string; email: string }>(server.databasePath, "select id, locale, email from contact_messages where message = ?", message);
    expect(row).toMatchObject({ locale: "es", email: "" });
    await emailTo(INFO, message);
    expect(query(server.databasePath, "select kind from email_outbox where record_id = ?", row!.id)).toEqual([{ kind: "messages.notification" }]);
  });
});

// ---------------------------------------------------------------------------
// /es/coverage-review
// ---------------------------------------------------------------------------

const REVIEW_SENT = "Recibimos su solicitud de revisión de cobertura gratis. Un agente con licencia le llamará en un día hábil para revisar sus pólizas con usted.";

describe("the coverage review request on /es/coverage-review", () => {
  it("without JavaScript: Spanish messages with every value kept, then the Spanish confirmation, a Spanish email to the visitor and an English one to staff", async () => {
    const page = await openPage("/es/coverage-review", { javaScript: false, viewport: DESKTOP });
    expect(await page.title()).toMatch(/^Revisión de cobertura de seguros gratis en Las Vegas/);
    const consent = (await page.getByText(/^Al enviar este formulario, usted le pide a/).textContent())!;
    const carriers = `Acme Mutual (auto), Example Home (casa) ${visitorEmail("ref")}`;
    const concerns = "La prima subió 30 % en la renovación.";

    await control(page, req("Nombre")).fill("Dev");
    await control(page, req("Correo electrónico")).fill("dev@");
    await control(page, req("Aseguradoras actuales")).fill(carriers);
    await control(page, opt("Qué le preocupa de su cobertura")).fill(concerns);
    expect(await submit(page, "Solicitar mi revisión gratis")).toBe(400);
    await expectErrors(page, [
      { label: req("Apellido"), summary: "Apellido", message: "Por favor escriba su apellido." },
      { label: req("Correo electrónico"), summary: "Correo electrónico", message: "Por favor escriba un correo electrónico válido, como nombre@ejemplo.com." },
      { label: req("Teléfono"), summary: "Teléfono", message: "Por favor escriba su número de teléfono." },
      { label: req("Mes de renovación"), summary: "Mes de renovación", message: "Por favor elija el mes en que se renuevan sus pólizas, o \"No estoy seguro\"." },
    ]);
    expect(await control(page, req("Nombre")).inputValue()).toBe("Dev");
    expect(await control(page, req("Correo electrónico")).inputValue()).toBe("dev@");
    expect(await control(page, req("Aseguradoras actuales")).inputValue()).toBe(carriers);
    expect(await control(page, opt("Qué le preocupa de su cobertura")).inputValue()).toBe(concerns);
    expect(await description(control(page, opt("Páginas de declaraciones")))).toContain("Los archivos no se guardan cuando hay un error: por favor elíjalos de nuevo.");
    await expectNoEnglish(page);

    const email = visitorEmail("revision");
    await control(page, req("Apellido")).fill("Patel");
    await control(page, req("Correo electrónico")).fill(email);
    await control(page, req("Teléfono")).fill("(702) 555-0166");
    await control(page, req("Mes de renovación")).selectOption({ label: "Marzo" });
    await control(page, opt("Páginas de declaraciones")).setInputFiles([{ name: "declaraciones-auto.pdf", mimeType: "application/pdf", buffer: PDF }]);
    expect(await submit(page, "Solicitar mi revisión gratis")).toBe(303);
    await expectSpanishConfirmationPage(page, REVIEW_SENT, ["Volver a Revisión de cobertura", "/es/coverage-review"]);
    expect(new URL(page.url()).pathname).toBe("/es/coverage-review/sent");

    const [row] = query<{ id: string; locale: string; renewal_month: string; consent_text: string }>(
      server.databasePath,
      "select id, locale, renewal_month, consent_text from coverage_reviews where email = ?",
      email,
    );
    expect(row).toMatchObject({ locale: "es", renewal_month: "03", consent_text: consent });
    expect(query(server.databasePath, "select file_name from uploaded_files where owner_id = ?", row!.id)).toEqual([{ file_name: "declaraciones-auto.pdf" }]);

    const confirmation = await emailTo(email, "Dev");
    expect(confirmation.subject).toBe("Recibimos su solicitud de revisión de cobertura");
    for (const line of ["Hola, Dev:", REVIEW_SENT, "Gracias por las páginas de declaraciones", "Mes de renovación: Marzo", `Aseguradoras actuales: ${carriers}`]) {
      expect(confirmation.text).toContain(line);
    }
    const notification = await emailTo(LEADS, email);
    expect(notification.subject).toBe(`New coverage review request: ${carriers} (Dev Patel)`);
    for (const line of ["Renews: March", "Renewal month: March", "Attached files: declaraciones-auto.pdf", `Consent: ${consent}`]) expect(notification.text).toContain(line);
  });

  it("with JavaScript on a phone: a request is sent and confirmed in Spanish", async () => {
    const page = await openPage("/es/coverage-review", { javaScript: true, viewport: PHONE });
    await page.locator("main").getByRole("link", { name: "Solicitar una revisión de cobertura", exact: true }).first().click();
    await page.waitForURL(/#review-form$/);
    const email = visitorEmail("revision-movil");
    await control(page, req("Nombre")).fill("Lucía");
    await control(page, req("Apellido")).fill("Ramírez");
    await control(page, req("Correo electrónico")).fill(email);
    await control(page, req("Teléfono")).fill("702.555.0177");
    await control(page, req("Aseguradoras actuales")).fill("Big Insurer");
    await control(page, req("Mes de renovación")).selectOption({ label: "No estoy seguro" });
    expect(await submit(page, "Solicitar mi revisión gratis")).toBe(303);
    await expectSpanishConfirmationPage(page, REVIEW_SENT, ["Volver a Revisión de cobertura", "/es/coverage-review"]);
    expect(query(server.databasePath, "select locale, renewal_month from coverage_reviews where email = ?", email)).toEqual([{ locale: "es", renewal_month: "unsure" }]);
    const confirmation = await emailTo(email, "Lucía");
    expect(confirmation.text).toContain("Mes de renovación: No estoy seguro");
  });
});

// ---------------------------------------------------------------------------
// As people see them
// ---------------------------------------------------------------------------

describe("the Spanish pages", () => {
  it("have no axe violations, nothing wider than the screen and no English left, at both widths (pictures with SCREENSHOT_DIR set)", async () => {
    const context = await browser.newContext({ baseURL: server.url, viewport: DESKTOP });
    contexts.push(context);
    const page = await context.newPage();
    for (const [path, name] of [
      ["/es/contact", "contact"],
      ["/es/contact/sent", "contact-sent"],
      ["/es/coverage-review", "coverage-review"],
      ["/es/coverage-review/sent", "coverage-review-sent"],
    ] as const) {
      await page.setViewportSize(DESKTOP);
      await page.goto(path);
      expect(await page.locator("html").getAttribute("lang")).toBe("es");
      expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(new RegExp(`${path}$`));
      await expectNoEnglish(page);
      await checkAtBothWidths(page, `spanish-contact-${name}`);
    }
    // Each form's error state, on a phone.
    await page.setViewportSize(PHONE);
    for (const [path, button] of [
      ["/es/contact", "Enviar mensaje"],
      ["/es/coverage-review", "Solicitar mi revisión gratis"],
    ] as const) {
      await page.goto(path);
      expect(await submit(page, button)).toBe(400);
      await page.getByRole("alert").getByRole("heading", { name: /^Por favor corrija \d+ campos para continuar$/ }).waitFor();
      expect(await axeViolations(page), `${path} with errors`).toEqual([]);
    }
  });
});
