/**
 * The pay-per-mile quote (/es/just-insurance), the privacy request (/es/privacy/request) and the
 * barrier report (/es/accessibility) in Spanish, in Chromium against the built server: without
 * JavaScript a refused post comes back with Spanish messages beside each field and every value
 * kept, then the corrected post lands on the Spanish confirmation, is stored as Spanish, and the
 * person's email is Spanish while the staff's stays English; with JavaScript on a phone one
 * submission each, after an empty one; axe finds nothing on the refused forms and their
 * confirmations at both widths (pictures with SCREENSHOT_DIR set).
 */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import { checkAtBothWidths, launchBrowser, savePicture } from "../support/browser.ts";
import { uniqueEmail } from "../support/accounts.ts";
import { query as queryDatabase } from "../support/site-requests.ts";
import { startSmtpCapture, type CapturedEmail, type SmtpCapture } from "../support/smtp-capture.ts";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

let server: AppServer;
let browser: Browser;
let smtp: SmtpCapture;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  smtp = await startSmtpCapture();
  [server, browser] = await Promise.all([startAppServer({ SMTP_URL: smtp.url, OUTBOX_POLL_MS: "200", FORM_RATE_LIMIT_PER_HOUR: "1000" }), launchBrowser()]);
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
  await smtp?.stop();
});

const query = <T = Record<string, unknown>>(sql: string, ...params: string[]): T[] => queryDatabase<T>(server.databasePath, sql, ...params);

async function openPage(path: string, options: { javaScript: boolean; viewport: typeof PHONE }): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: options.javaScript, viewport: options.viewport });
  context.setDefaultTimeout(15_000);
  contexts.push(context);
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

/** Clicks the submit button and returns the status of the POST it sends. */
async function submit(page: Page, button: string): Promise<number> {
  const response = page.waitForResponse((r) => r.request().method() === "POST");
  await page.getByRole("button", { name: button, exact: true }).click();
  return (await response).status();
}

/** A field by its label, which starts with these words (the label also says "(obligatorio)" or "(opcional)"). */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label.replace(/[?¿()]/g, "\\$&")}`));

/** Each field's message sits beside it and, with its Spanish label, in the summary at the top. */
async function expectFieldErrors(page: Page, errors: Record<string, [label: string, message: string]>): Promise<void> {
  const summary = page.getByRole("alert");
  await summary.getByText(/^Por favor corrija \d+ campos? para continuar$/).waitFor();
  for (const [name, [label, message]] of Object.entries(errors)) {
    expect(await page.locator(`#${name}-error`).innerText(), name).toContain(message);
    expect(await summary.getByRole("link", { name: `${label}: ${message}`, exact: true }).getAttribute("href"), name).toBe(`#field-${name}`);
  }
}

/** Running English on a Spanish page (the agency's own data and names aside). */
const ENGLISH = /\b(?:please|the|your|with|our|you|this|required|optional|select|submit|send|thank)\b/gi;
async function expectNoEnglish(page: Page): Promise<void> {
  const text = (await page.locator("main").innerText()).replace(/\s+/g, " ");
  expect([...text.matchAll(ENGLISH)].map((m) => text.slice(Math.max(0, m.index - 30), m.index + 30)), page.url()).toEqual([]);
}


const toPerson = (address: string) => (m: CapturedEmail) => m.to.includes(address);
const toStaffAbout = (address: string) => (m: CapturedEmail) => !m.to.includes(address) && m.text.includes(address);

describe("pay-per-mile quote in Spanish (/es/just-insurance)", () => {
  const SUBMIT = "Pedir mi cotización de pago por milla";

  it("without JavaScript: Spanish messages with every value kept, then the Spanish confirmation, stored as Spanish, a Spanish email for the driver and an English one for staff", async () => {
    const page = await openPage("/es/just-insurance", { javaScript: false, viewport: DESKTOP });
    expect(await page.locator("html").getAttribute("lang")).toBe("es");
    await page.getByRole("heading", { level: 1, name: "¿Maneja poco? Pague menos." }).waitFor();
    const email = uniqueEmail("ppm-es");
    await field(page, "Nombre").fill("Lucía");
    await field(page, "Correo electrónico").fill("lucia@");
    await field(page, "Teléfono").fill("702-555-0177");
    await field(page, "Promedio de millas al mes").selectOption({ label: "250-500 millas" });
    await field(page, "Año del vehículo").fill("19");
    await field(page, "Comentarios").fill("Casi solo los fines de semana.");
    expect(await submit(page, SUBMIT)).toBe(400);
    await expectFieldErrors(page, {
      lastName: ["Apellido", "Por favor escriba su apellido."],
      email: ["Correo electrónico", "Por favor escriba un correo electrónico válido, como nombre@ejemplo.com."],
      address: ["Dirección", "Por favor escriba su dirección."],
      zipCode: ["Código postal", "Por favor escriba su código postal."],
      vehicleYear: ["Año del vehículo", "Por favor escriba el año con cuatro dígitos, como 2019."],
      vehicleMake: ["Marca del vehículo", "Por favor escriba la marca del vehículo."],
    });
    expect(await field(page, "Nombre").inputValue()).toBe("Lucía");
    expect(await field(page, "Correo electrónico").inputValue()).toBe("lucia@");
    expect(await field(page, "Teléfono").inputValue()).toBe("702-555-0177");
    expect(await field(page, "Promedio de millas al mes").inputValue()).toBe("250-500");
    expect(await field(page, "Año del vehículo").inputValue()).toBe("19");
    expect(await field(page, "Comentarios").inputValue()).toBe("Casi solo los fines de semana.");
    await expectNoEnglish(page);
    await savePicture(page, "spanish-other-forms-just-insurance-errors-no-js-1280");

    await field(page, "Apellido").fill("Ramírez");
    await field(page, "Correo electrónico").fill(email);
    await field(page, "Dirección").fill("500 Fremont St");
    await field(page, "Ciudad").fill("Las Vegas");
    await field(page, "Código postal").fill("89101");
    await field(page, "Año del vehículo").fill("2019");
    await field(page, "Marca del vehículo").fill("Toyota");
    await field(page, "Modelo del vehículo").fill("Prius");
    expect(await submit(page, SUBMIT)).toBe(303);
    await page.waitForURL(`${server.url}/es/just-insurance?success=true`);
    await page.getByRole("heading", { level: 1, name: "¡Gracias!" }).waitFor();
    expect(await page.getByRole("link", { name: "Volver a la página de pago por milla" }).getAttribute("href")).toBe("/es/just-insurance");
    await expectNoEnglish(page);

    expect(query("select locale, average_monthly_miles, comments from pay_per_mile_quotes where email = ?", email)).toEqual([
      { locale: "es", average_monthly_miles: "250-500", comments: "Casi solo los fines de semana." },
    ]);
    const confirmation = await smtp.waitFor(toPerson(email));
    expect(confirmation.subject).toBe("Recibimos su solicitud de cotización de pago por milla");
    for (const line of ["Hola, Lucía:", "Promedio de millas al mes: 250-500 millas", "Comentarios: Casi solo los fines de semana."]) expect(confirmation.text).toContain(line);
    const notification = await smtp.waitFor(toStaffAbout(email));
    expect(notification.subject).toBe("New pay-per-mile quote request: 2019 Toyota Prius (Lucía Ramírez)");
    expect(notification.text).toContain("Average monthly miles: 250-500 miles");
  });

  it("with JavaScript on a phone: one submission lands on the Spanish confirmation; the form and the confirmation pass axe", async () => {
    const page = await openPage("/es/just-insurance", { javaScript: true, viewport: PHONE });
    // The refused form first (axe needs JavaScript, so the error state is checked here).
    expect(await submit(page, SUBMIT)).toBe(400);
    await checkAtBothWidths(page, "spanish-other-forms-just-insurance-errors");
    await page.setViewportSize(PHONE);
    const email = uniqueEmail("ppm-es-phone");
    await field(page, "Nombre").fill("Mateo");
    await field(page, "Apellido").fill("Flores");
    await field(page, "Correo electrónico").fill(email);
    await field(page, "Teléfono").fill("7025550178");
    await field(page, "Dirección").fill("1 Main St");
    await field(page, "Ciudad").fill("Henderson");
    await field(page, "Código postal").fill("89002");
    await field(page, "Promedio de millas al mes").selectOption("0-250");
    await field(page, "Año del vehículo").fill("2021");
    await field(page, "Marca del vehículo").fill("Honda");
    await field(page, "Modelo del vehículo").fill("Civic");
    await page.getByRole("button", { name: SUBMIT, exact: true }).click();
    await page.waitForURL(`${server.url}/es/just-insurance?success=true`);
    await page.getByRole("heading", { level: 1, name: "¡Gracias!" }).waitFor();
    await checkAtBothWidths(page, "spanish-other-forms-just-insurance-sent");
    expect(query("select locale from pay_per_mile_quotes where email = ?", email)).toEqual([{ locale: "es" }]);
  });
});

describe("privacy request in Spanish (/es/privacy/request)", () => {
  const SUBMIT = "Enviar solicitud";

  it("without JavaScript: Spanish messages with every value kept, then the Spanish confirmation and a Spanish email with the reference; staff are told in English that it is Spanish", async () => {
    const page = await openPage("/es/privacy/request", { javaScript: false, viewport: DESKTOP });
    await page.getByRole("heading", { level: 1, name: "Hacer una solicitud de privacidad" }).waitFor();
    const email = uniqueEmail("privacidad");
    await field(page, "Nombre").fill("Rosa");
    await field(page, "Correo electrónico").fill("rosa@");
    await field(page, "Cualquier dato").fill("También usé otro correo.");
    expect(await submit(page, SUBMIT)).toBe(400);
    await expectFieldErrors(page, {
      lastName: ["Apellido", "Por favor escriba su apellido."],
      email: ["Correo electrónico", "Por favor escriba un correo electrónico válido, como nombre@ejemplo.com."],
      kind: ["¿Qué quiere que hagamos?", "Por favor elija qué quiere que hagamos."],
    });
    expect(await field(page, "Nombre").inputValue()).toBe("Rosa");
    expect(await field(page, "Correo electrónico").inputValue()).toBe("rosa@");
    expect(await field(page, "Cualquier dato").inputValue()).toBe("También usé otro correo.");
    await expectNoEnglish(page);
    await savePicture(page, "spanish-other-forms-privacy-request-errors-no-js-1280");

    await field(page, "Apellido").fill("Privada");
    await field(page, "Correo electrónico").fill(email);
    await page.getByRole("radio", { name: "Eliminar mi información" }).check();
    expect(await submit(page, SUBMIT)).toBe(303);
    await page.waitForURL(`${server.url}/es/privacy/request/sent`);
    await page.getByRole("heading", { level: 1, name: "Recibimos su solicitud" }).waitFor();
    await expectNoEnglish(page);

    const [stored] = query<{ reference: string; kind: string; page_url: string }>("select reference, kind, page_url from privacy_requests where email = ?", email);
    expect(stored).toMatchObject({ kind: "deletion", page_url: expect.stringMatching(/\/es\/privacy\/request\/?$/) });
    const confirmation = await smtp.waitFor(toPerson(email));
    expect(confirmation.subject).toBe(`Recibimos su solicitud de privacidad ${stored!.reference}`);
    expect(confirmation.text).toContain("Gracias, Rosa. Usted nos pidió: Eliminar mi información.");
    expect(confirmation.text).toContain("en un plazo de 60 días");
    const notification = await smtp.waitFor(toStaffAbout(email));
    expect(notification.subject).toMatch(new RegExp(`^Privacy request ${stored!.reference}: Delete my information`));
    expect(notification.text).toContain("Language: Spanish");
  });

  it("with JavaScript on a phone: one submission lands on the Spanish confirmation; the form and the confirmation pass axe", async () => {
    const page = await openPage("/es/privacy/request", { javaScript: true, viewport: PHONE });
    // The refused form first (axe needs JavaScript, so the error state is checked here).
    expect(await submit(page, SUBMIT)).toBe(400);
    await checkAtBothWidths(page, "spanish-other-forms-privacy-request-errors");
    await page.setViewportSize(PHONE);
    const email = uniqueEmail("privacidad-movil");
    await field(page, "Nombre").fill("Rosa");
    await field(page, "Apellido").fill("Móvil");
    await field(page, "Correo electrónico").fill(email);
    await page.getByRole("radio", { name: "Enviarme una copia de mi información" }).check();
    await page.getByRole("button", { name: SUBMIT, exact: true }).click();
    await page.waitForURL(`${server.url}/es/privacy/request/sent`);
    await checkAtBothWidths(page, "spanish-other-forms-privacy-request-sent");
    expect(query("select kind from privacy_requests where email = ?", email)).toEqual([{ kind: "access" }]);
  });
});

describe("barrier report in Spanish (/es/accessibility)", () => {
  const SUBMIT = "Enviar reporte";

  it("without JavaScript: Spanish messages with every value kept, then the Spanish confirmation, stored as Spanish, a Spanish email for the person and an English one for staff", async () => {
    const page = await openPage("/es/accessibility", { javaScript: false, viewport: DESKTOP });
    await page.getByRole("heading", { level: 1, name: "Declaración de accesibilidad" }).waitFor();
    await page.getByRole("heading", { level: 2, name: "Reporte una barrera" }).waitFor();
    const email = uniqueEmail("barrera");
    await field(page, "¿Qué obstáculo encontró?").fill("No puedo llegar al botón con la tecla Tab.");
    await field(page, "¿Qué estaba usando?").fill("Solo el teclado, Firefox");
    expect(await submit(page, SUBMIT)).toBe(400);
    await expectFieldErrors(page, {
      firstName: ["Nombre", "Por favor escriba su nombre."],
      lastName: ["Apellido", "Por favor escriba su apellido."],
      email: ["Correo electrónico", "Por favor escriba su correo electrónico o su número de teléfono para que podamos responderle."],
    });
    expect(await field(page, "¿Qué obstáculo encontró?").inputValue()).toBe("No puedo llegar al botón con la tecla Tab.");
    expect(await field(page, "¿Qué estaba usando?").inputValue()).toBe("Solo el teclado, Firefox");
    await expectNoEnglish(page);
    await savePicture(page, "spanish-other-forms-accessibility-errors-no-js-1280");

    await field(page, "Nombre").fill("Ana");
    await field(page, "Apellido").fill("Lectora");
    await field(page, "Correo electrónico").fill(email);
    expect(await submit(page, SUBMIT)).toBe(303);
    await page.waitForURL(`${server.url}/es/accessibility/sent`);
    await page.getByRole("heading", { level: 1, name: "¡Gracias!" }).waitFor();
    await expectNoEnglish(page);

    expect(query("select locale, topic from contact_messages where email = ?", email)).toEqual([{ locale: "es", topic: "accessibility" }]);
    const confirmation = await smtp.waitFor(toPerson(email));
    expect(confirmation.subject).toBe("Recibimos su reporte");
    expect(confirmation.text).toContain("Tema: Un problema al usar este sitio web");
    const notification = await smtp.waitFor(toStaffAbout(email));
    expect(notification.subject).toBe("Accessibility barrier reported (Ana Lectora)");
    expect(notification.text).toContain("What were you using?: Solo el teclado, Firefox");
  });

  it("with JavaScript on a phone: one submission lands on the Spanish confirmation; the form and the confirmation pass axe", async () => {
    const page = await openPage("/es/accessibility", { javaScript: true, viewport: PHONE });
    // The refused form first (axe needs JavaScript, so the error state is checked here).
    expect(await submit(page, SUBMIT)).toBe(400);
    await checkAtBothWidths(page, "spanish-other-forms-accessibility-errors");
    await page.setViewportSize(PHONE);
    await field(page, "¿Qué obstáculo encontró?").fill("El mapa no se puede usar con lector de pantalla.");
    await field(page, "Nombre").fill("Luis");
    await field(page, "Apellido").fill("Oyente");
    await field(page, "Teléfono").fill("702-555-0165");
    await page.getByRole("button", { name: SUBMIT, exact: true }).click();
    await page.waitForURL(`${server.url}/es/accessibility/sent`);
    await checkAtBothWidths(page, "spanish-other-forms-accessibility-sent");
    expect(query("select locale from contact_messages where phone = ?", "(702) 555-0165")).toEqual([{ locale: "es" }]);
  });
});
