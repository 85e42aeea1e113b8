/**
 * The free quote form in Spanish (/es/quote), as a visitor uses it in Chromium against the built
 * server: Spanish labels, options and messages with every value kept, the Spanish confirmation
 * and countdown, the record stored with its language, the visitor's email in Spanish and the
 * staff notification in English; kept in memory apart from the English page; no axe violations.
 * The English page is covered by tests/e2e/lead-forms.test.ts.
 */
import { DatabaseSync } from "node:sqlite";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import { axeViolations, launchBrowser } from "../support/browser.ts";
import { startSmtpCapture, type CapturedEmail, type SmtpCapture } from "../support/smtp-capture.ts";

const LEADS = "leads-desk@agency.test";
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const SUBMIT = "Pedir mi cotización gratis";
const SUCCESS = "¡Gracias! Recibimos su solicitud de cotización.";
/** Running English text: a whole English phrase on the Spanish page means something was not translated. */
const ENGLISH_PHRASES = /\b(?:the|your|with|our|you|this|get a|call us|read|please|choose|select|required|optional)\b [a-z]+/gi;

let server: AppServer;
let smtp: SmtpCapture;
let browser: Browser;
const contexts: BrowserContext[] = [];
let sequence = 0;
const visitorEmail = (tag: string) => `${tag}.${process.pid}.${++sequence}@example.com`;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  [server, browser] = await Promise.all([
    startAppServer({ SMTP_URL: smtp.url, OUTBOX_POLL_MS: "200", FORM_RATE_LIMIT_PER_HOUR: "100000", AGENCY_EMAIL_LEADS: LEADS }),
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

async function openPage(path: string, options: { javaScript?: boolean; viewport?: typeof PHONE } = {}): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: options.javaScript ?? true, viewport: options.viewport ?? DESKTOP });
  context.setDefaultTimeout(15_000);
  contexts.push(context);
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

const req = (label: string) => `${label} (obligatorio)`;
const opt = (label: string) => `${label} (opcional)`;
const control = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const group = (page: Page, legend: string) => page.getByRole("group", { name: legend, exact: true });
const selectedLabel = (locator: Locator) => locator.evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent ?? "");

/** Clicks the submit button and returns the status of the POST it sends. */
async function submit(page: Page): Promise<number> {
  const response = page.waitForResponse((r) => r.request().method() === "POST");
  await page.getByRole("button", { name: SUBMIT, exact: true }).click();
  return (await response).status();
}

/** English phrases left in the page's visible text (the agency's name and address are proper names). */
async function englishLeftIn(page: Page): Promise<string[]> {
  const text = (await page.locator("main").innerText()).replace(/\s+/g, " ");
  return [...text.matchAll(ENGLISH_PHRASES)].map((m) => m[0]);
}

function rowFor(email: string): Record<string, unknown> | undefined {
  const db = new DatabaseSync(server.databasePath, { readOnly: true });
  try {
    return db.prepare("select * from quote_requests where email = ?").get(email) as Record<string, unknown> | undefined;
  } finally {
    db.close();
  }
}


const emailTo = (address: string, containing?: string) => smtp.waitFor((m: CapturedEmail) => m.to.includes(address) && (!containing || m.text.includes(containing)));

/** Every answer of a complete request, as the Spanish form shows them. */
async function fillComplete(page: Page, email: string): Promise<void> {
  await control(page, req("Nombre")).fill("Ana");
  await control(page, req("Apellido")).fill("Gómez");
  await control(page, req("Correo electrónico")).fill(email);
  await control(page, req("Teléfono")).fill("702 555 0131");
  await control(page, req("Código postal")).fill("89101");
  await group(page, req("Forma de contacto preferida")).getByRole("radio", { name: "Correo electrónico", exact: true }).check();
  await group(page, req("Tipos de seguro")).getByRole("checkbox", { name: "Auto", exact: true }).check();
  await group(page, req("¿Tiene seguro actualmente?")).getByRole("radio", { name: "No", exact: true }).check();
  await control(page, req("¿Vivienda propia o rentada?")).selectOption({ label: "Rentada" });
  await control(page, req("¿Cuántos vehículos tiene?")).selectOption({ label: "1" });
  await control(page, req("Presupuesto mensual")).selectOption({ label: "Menos de $100 al mes" });
  await control(page, req("¿Cuándo necesita la cobertura?")).selectOption({ label: "De inmediato" });
}

describe("the quote form in Spanish (/es/quote)", () => {
  it("without JavaScript: Spanish messages beside each field with every value kept, then the Spanish confirmation, a record in Spanish, a Spanish email to the visitor and an English one to staff", async () => {
    const page = await openPage("/es/quote", { javaScript: false });
    expect(await page.locator("html").getAttribute("lang")).toBe("es");
    expect(await page.title()).toMatch(/^Pida una cotización de seguro gratis \| /);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Pida su cotización de seguro gratis");
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(/\/es\/quote$/);
    expect(await page.locator('link[rel="alternate"][hreflang="en"]').getAttribute("href")).toMatch(/\/quote$/);
    expect(await page.getByRole("link", { name: "revisión de cobertura gratis", exact: true }).getAttribute("href")).toBe("/es/coverage-review");
    expect(await control(page, req("¿Qué tan satisfecho está con su seguro actual?")).locator("option").allTextContents()).toEqual([
      "Seleccione…",
      "Muy satisfecho",
      "Satisfecho",
      "Ni satisfecho ni insatisfecho",
      "Insatisfecho",
      "Muy insatisfecho",
    ]);
    expect(await group(page, req("Tipos de seguro")).getByRole("checkbox").evaluateAll((boxes) => boxes.map((b) => b.closest("label")!.textContent))).toEqual([
      "Auto", "Casa", "Negocio", "Vida", "Motocicleta", "Bote", "Inquilino", "Comercial",
    ]);
    expect(await englishLeftIn(page)).toEqual([]);

    // A first try: a wrong email, insured without saying how satisfied, no timing.
    const email = visitorEmail("cotizacion");
    await control(page, req("Nombre")).fill("Ana");
    await control(page, req("Apellido")).fill("Gómez");
    await control(page, req("Correo electrónico")).fill("ana@");
    await control(page, req("Teléfono")).fill("702 555 0131");
    await control(page, req("Código postal")).fill("89101");
    await group(page, req("Forma de contacto preferida")).getByRole("radio", { name: "Correo electrónico", exact: true }).check();
    for (const type of ["Casa", "Negocio"]) await group(page, req("Tipos de seguro")).getByRole("checkbox", { name: type, exact: true }).check();
    await group(page, req("¿Tiene seguro actualmente?")).getByRole("radio", { name: "Sí", exact: true }).check();
    await control(page, opt("Compañía de seguros actual")).fill("Aseguradora Uno");
    await control(page, req("¿Vivienda propia o rentada?")).selectOption({ label: "Propia" });
    await control(page, req("¿Cuántos vehículos tiene?")).selectOption({ label: "4 o más" });
    await control(page, opt("Tipo de negocio")).fill("Taquería");
    await control(page, opt("Número de empleados")).selectOption({ label: "6-20 empleados" });
    await control(page, opt("Años en operación")).selectOption({ label: "Más de 10 años" });
    await control(page, req("Presupuesto mensual")).selectOption({ label: "$250-$500 al mes" });
    await control(page, opt("¿Hay algo más que debamos saber?")).fill("Dos camionetas y un local");
    expect(await submit(page)).toBe(400);

    const summary = page.getByRole("alert");
    await summary.getByRole("heading", { name: "Por favor corrija 3 campos para continuar", exact: true }).waitFor();
    expect(await summary.getByRole("link").allTextContents()).toEqual([
      "Correo electrónico: Por favor escriba un correo electrónico válido, como nombre@ejemplo.com.",
      "Satisfacción con su seguro actual: Por favor díganos qué tan satisfecho está con su seguro actual.",
      "Cuándo necesita la cobertura: Por favor elija cuándo necesita la cobertura.",
    ]);
    expect(await page.locator("#email-error").innerText()).toContain("Por favor escriba un correo electrónico válido");
    expect(await page.locator("#timeline-error").innerText()).toContain("Por favor elija cuándo necesita la cobertura.");
    // Every answer is still there.
    expect(await control(page, req("Nombre")).inputValue()).toBe("Ana");
    expect(await control(page, req("Correo electrónico")).inputValue()).toBe("ana@");
    expect(await control(page, req("Teléfono")).inputValue()).toBe("702 555 0131");
    expect(await control(page, req("Código postal")).inputValue()).toBe("89101");
    expect(await group(page, req("Forma de contacto preferida")).getByRole("radio", { name: "Correo electrónico", exact: true }).isChecked()).toBe(true);
    for (const type of ["Casa", "Negocio"]) expect(await group(page, req("Tipos de seguro")).getByRole("checkbox", { name: type, exact: true }).isChecked(), type).toBe(true);
    expect(await group(page, req("¿Tiene seguro actualmente?")).getByRole("radio", { name: "Sí", exact: true }).isChecked()).toBe(true);
    expect(await control(page, opt("Compañía de seguros actual")).inputValue()).toBe("Aseguradora Uno");
    expect(await selectedLabel(control(page, req("¿Vivienda propia o rentada?")))).toBe("Propia");
    expect(await selectedLabel(control(page, req("¿Cuántos vehículos tiene?")))).toBe("4 o más");
    expect(await control(page, opt("Tipo de negocio")).inputValue()).toBe("Taquería");
    expect(await selectedLabel(control(page, opt("Número de empleados")))).toBe("6-20 empleados");
    expect(await selectedLabel(control(page, opt("Años en operación")))).toBe("Más de 10 años");
    expect(await selectedLabel(control(page, req("Presupuesto mensual")))).toBe("$250-$500 al mes");
    expect(await control(page, opt("¿Hay algo más que debamos saber?")).inputValue()).toBe("Dos camionetas y un local");
    expect(await englishLeftIn(page)).toEqual([]);

    // Fixed: the Spanish confirmation, which stays put without JavaScript.
    await control(page, req("Correo electrónico")).fill(email);
    await control(page, req("¿Qué tan satisfecho está con su seguro actual?")).selectOption({ label: "Ni satisfecho ni insatisfecho" });
    await control(page, req("¿Cuándo necesita la cobertura?")).selectOption({ label: "En menos de un mes" });
    expect(await submit(page)).toBe(303);
    await page.getByRole("heading", { level: 1, name: SUCCESS, exact: true }).waitFor();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/es/quote?success=true");
    await page.getByText("Un agente con licencia revisará su solicitud y le responderá en menos de 24 horas con opciones de varias aseguradoras.", { exact: true }).waitFor();
    expect(await page.getByRole("status").getByRole("link", { name: "Volver al inicio", exact: true }).getAttribute("href")).toBe("/es");
    expect(await page.getByText(/Le llevaremos a la página de inicio/).isVisible()).toBe(false);
    expect(await englishLeftIn(page)).toEqual([]);

    // Stored with English codes and labels, marked Spanish.
    const row = rowFor(email);
    expect(row).toMatchObject({
      locale: "es",
      first_name: "Ana",
      insurance_types: JSON.stringify(["home", "business"]),
      current_insurance: "yes",
      current_provider: "Aseguradora Uno",
      satisfaction_level: "neutral",
      home_ownership: "own",
      vehicle_count: "4+",
      business_type: "Taquería",
      business_size: "6-20",
      business_years: "10+",
      budget_range: "250_500",
      timeline: "within_month",
      contact_preference: "email",
    });
    expect(String(row!.consent_text)).toMatch(/^Al enviar este formulario, usted le pide a .+ que se comunique con usted sobre esta solicitud de cotización/);
    expect(JSON.parse(String(row!.details_json))).toContainEqual({ label: "Insurance types", value: "Home, Business" });

    // Staff read English; the visitor reads Spanish.
    const notification = await emailTo(LEADS, email);
    expect(notification.subject).toBe("New quote request: Ana Gómez (Home, Business)");
    for (const line of ["Insurance types: Home, Business", "Currently insured: Yes", "Satisfaction with current insurance: Neutral", "Number of vehicles: 4 or more", "Business size: 6-20 employees", "Monthly budget: $250-$500 per month", "When coverage is needed: Within a month"]) {
      expect(notification.text).toContain(line);
    }
    const confirmation = await emailTo(email);
    expect(confirmation.subject).toBe("Recibimos su solicitud de cotización");
    for (const line of [
      "Hola, Ana:",
      "Un agente con licencia revisará su solicitud y se comunicará con usted en menos de 24 horas por el medio que prefiere (correo electrónico).",
      "Esto es lo que nos envió:",
      "Tipos de seguro: Casa, Negocio",
      "Tiene seguro actualmente: Sí",
      "Satisfacción con su seguro actual: Ni satisfecho ni insatisfecho",
      "Vivienda propia o rentada: Propia",
      "Número de vehículos: 4 o más",
      "Tamaño del negocio: 6-20 empleados",
      "Años en operación: Más de 10 años",
      "Presupuesto mensual: $250-$500 al mes",
      "Cuándo necesita la cobertura: En menos de un mes",
      "Forma de contacto preferida: Correo electrónico",
      "Correos electrónicos, llamadas y mensajes de texto promocionales: No",
    ]) {
      expect(confirmation.text).toContain(line);
    }
    expect(confirmation.text).not.toMatch(/Insurance types|Monthly budget|Hi Ana/);
  });

  it("with JavaScript on a phone: asks for a type in Spanish, sends, and counts down in Spanish to the Spanish home page", async () => {
    const page = await openPage("/es/quote", { viewport: PHONE });
    const button = page.getByRole("button", { name: SUBMIT, exact: true });
    expect(await button.isDisabled()).toBe(true);
    expect(await page.getByText("Elija al menos un tipo de seguro para continuar.", { exact: true }).isVisible()).toBe(true);
    const email = visitorEmail("cotizacion-movil");
    await fillComplete(page, email);
    await page.getByText("Sin seguro actual: anotaremos que busca un seguro por primera vez.", { exact: true }).waitFor();
    await button.click();
    await page.getByRole("heading", { level: 1, name: SUCCESS, exact: true }).waitFor();
    await page.getByText(/^Le llevaremos a la página de inicio en [2-5] segundos…$/).waitFor();
    expect(await page.getByRole("button", { name: "Quedarme en esta página", exact: true }).isVisible()).toBe(true);
    await page.getByText("Le llevaremos a la página de inicio en 1 segundo…", { exact: true }).waitFor();
    await page.waitForURL(`${server.url}/es`, { timeout: 10_000 });
    expect(rowFor(email)).toMatchObject({ locale: "es", satisfaction_level: "looking_for_first_time", insurance_types: JSON.stringify(["auto"]) });
    expect((await emailTo(email)).text).toContain("Satisfacción con su seguro actual: Busca un seguro por primera vez");
  });

  it("is kept in memory apart from the English page: tracking and other parameters (?type=auto) share the Spanish copy, the confirmation has its own", async () => {
    const browserHeaders = { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36", "Accept-Encoding": "br, gzip" };
    const get = (path: string) => fetch(`${server.url}${path}`, { headers: browserHeaders });
    const spanish = await get("/es/quote");
    const english = await get("/quote");
    const linked = await get("/es/quote?type=auto&utm_source=newsletter&gclid=abc");
    const thanks = await get("/es/quote?success=true");
    for (const response of [spanish, english, linked, thanks]) expect(response.status).toBe(200);
    const etag = spanish.headers.get("ETag");
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    expect(linked.headers.get("ETag")).toBe(etag);
    expect(english.headers.get("ETag")).not.toBe(etag);
    expect(thanks.headers.get("ETag")).not.toBe(etag);
    expect((await get("/es/quote")).headers.get("ETag")).toBe(etag);
    const [spanishHtml, englishHtml, thanksHtml] = await Promise.all([fetch(`${server.url}/es/quote`).then((r) => r.text()), fetch(`${server.url}/quote`).then((r) => r.text()), fetch(`${server.url}/es/quote?success=true`).then((r) => r.text())]);
    expect(spanishHtml).toContain("Pida su cotización de seguro gratis");
    expect(englishHtml).toContain("Get Your Free Insurance Quote");
    expect(englishHtml).not.toContain("Pida su cotización");
    expect(thanksHtml).toContain(SUCCESS);
  });

  it("has no axe violations on the Spanish form and its confirmation at both widths, and on its error state", async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await openPage("/es/quote", { viewport });
      expect(await axeViolations(page), `${viewport.width} form`).toEqual([]);
      if (viewport === DESKTOP) {
        await group(page, req("Tipos de seguro")).getByRole("checkbox", { name: "Negocio", exact: true }).check();
        await group(page, req("¿Tiene seguro actualmente?")).getByRole("radio", { name: "Sí", exact: true }).check();
        expect(await submit(page)).toBe(400);
        await page.getByRole("alert").waitFor();
        expect(await axeViolations(page), `${viewport.width} errors`).toEqual([]);
      }
      await page.goto("/es/quote?success=true");
      await page.getByRole("heading", { level: 1, name: SUCCESS, exact: true }).waitFor();
      // Stays, so the countdown's redirect does not interrupt the check.
      await page.getByRole("button", { name: "Quedarme en esta página", exact: true }).click();
      await page.getByText("Seguirá en esta página.", { exact: true }).waitFor();
      expect(await axeViolations(page), `${viewport.width} confirmation`).toEqual([]);
    }
  });
});
