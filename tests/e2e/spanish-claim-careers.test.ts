/**
 * The claim form (/es/submit-claim) and the job application (/es/careers) in Spanish, as a
 * visitor uses them in Chromium against the built server: Spanish messages next to each field
 * with every value kept (without JavaScript), the Spanish confirmation, the record stored with
 * locale "es" and English option values, the visitor's email in Spanish while the staff's stays
 * English (through a real SMTP server), one submission with JavaScript on a phone (a signed-in
 * customer's claim lands on their dashboard), and axe on the forms and confirmations.
 */
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createAccount, signedInContext, uniqueEmail } from "../support/accounts.ts";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import { axeViolations, launchBrowser } from "../support/browser.ts";
import { PDF, PNG, query } from "../support/site-requests.ts";
import { startSmtpCapture, type SmtpCapture } from "../support/smtp-capture.ts";

const AGENCY = { claims: "claims-desk@agency.test", careers: "hiring-desk@agency.test" };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

let server: AppServer;
let smtp: SmtpCapture;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  smtp = await startSmtpCapture();
  [server, browser] = await Promise.all([
    startAppServer({ SMTP_URL: smtp.url, OUTBOX_POLL_MS: "200", FORM_RATE_LIMIT_PER_HOUR: "100000", AGENCY_EMAIL_CLAIMS: AGENCY.claims, AGENCY_EMAIL_CAREERS: AGENCY.careers }),
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

async function openPage(path: string, { javaScript = true, viewport = DESKTOP } = {}): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: javaScript, viewport });
  context.setDefaultTimeout(15_000);
  contexts.push(context);
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

const req = (label: string) => `${label} (obligatorio)`;
const opt = (label: string) => `${label} (opcional)`;
const control = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const radioIn = (page: Page, legend: string, name: string) => page.getByRole("group", { name: legend, exact: true }).getByRole("radio", { name, exact: true });
const selectedLabel = (locator: Locator) => locator.evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent ?? "");
const rows = (table: string, email: string) => query(server.databasePath, `select * from ${table} where email = ?`, email);
const outbox = (kind: string, to: string) => query<{ subject: string; text_body: string }>(server.databasePath, "select subject, text_body from email_outbox where kind = ? and to_address = ?", kind, to);
const lasVegasDate = (daysAgo: number) => new Intl.DateTimeFormat("en-CA", { timeZone: "America/Los_Angeles" }).format(new Date(Date.now() - daysAgo * 86_400_000));
const spanishDate = (iso: string) => new Intl.DateTimeFormat("es-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));

/** Whole English phrases left in a Spanish page (the check of tests/e2e/spanish-site.test.ts). */
const ENGLISH_PHRASES = /\b(?:the|your|with|our|you|this|get a|call us|read)\b [a-z]+/gi;
async function expectNoEnglish(page: Page): Promise<void> {
  expect(await page.locator("html").getAttribute("lang")).toBe("es");
  const text = (await page.locator("body").innerText()).replace(/\s+/g, " ");
  expect([...text.matchAll(ENGLISH_PHRASES)].map((m) => m[0]), page.url()).toEqual([]);
}

/** The error summary lists exactly these "label: message" links, and each message is announced with its field. */
async function expectErrors(page: Page, expected: [control: string, summary: string, message: string][]): Promise<void> {
  const summary = page.getByRole("alert");
  await summary.getByRole("heading", { name: `Por favor corrija ${expected.length} campos para continuar`, exact: true }).waitFor();
  expect(await summary.getByRole("link").allTextContents()).toEqual(expected.map(([, label, message]) => `${label}: ${message}`));
  for (const [label, , message] of expected) {
    const field = control(page, label);
    expect(await field.getAttribute("aria-invalid"), label).toBe("true");
    expect(await page.locator(`#${(await field.getAttribute("name"))!}-error`).innerText(), label).toContain(message);
  }
}

async function submit(page: Page, button: string): Promise<number> {
  const response = page.waitForResponse((r) => r.request().method() === "POST");
  await page.getByRole("button", { name: button, exact: true }).click();
  return (await response).status();
}

// ---------------------------------------------------------------------------
// /es/submit-claim
// ---------------------------------------------------------------------------

describe("the claim form in Spanish (/es/submit-claim)", () => {
  it("without JavaScript: Spanish messages with every value kept, then the Spanish confirmation, the claim stored in English codes with locale es, a Spanish email to the claimant and an English one to staff", async () => {
    const page = await openPage("/es/submit-claim");
    await page.getByRole("heading", { level: 1, name: "Presentar un reclamo", exact: true }).waitFor();
    expect(await page.title()).toMatch(/^Presentar un reclamo de seguro \|/);
    expect(await selectedLabel(control(page, req("Estado")))).toBe("Nevada");
    expect(await radioIn(page, req("¿Hubo personas lesionadas?"), "No").isChecked()).toBe(true);
    await expectNoEnglish(page);

    const email = uniqueEmail("reclamo");
    await control(page, req("Nombre")).fill("Lucía");
    await control(page, req("Correo electrónico")).fill("lucia@ejemplo");
    await control(page, req("Número de póliza")).fill("HOME-5521");
    await control(page, req("Tipo de reclamo")).selectOption({ label: "Casa - Robo" });
    await control(page, req("Fecha del incidente")).fill(lasVegasDate(-2));
    await control(page, opt("Hora del incidente")).fill("21:15");
    await control(page, req("Lugar del incidente")).fill("4200 Desert Inn Rd");
    await control(page, req("Estado")).selectOption({ label: "California" });
    await control(page, req("Descripción de lo que pasó")).fill("Se metieron al garaje de noche y se llevaron herramientas y una bicicleta.");
    await radioIn(page, req("¿Hubo personas lesionadas?"), "Sí").check();
    await control(page, opt("Nombre del testigo")).fill("Alex Kim");
    expect(await submit(page, "Enviar reclamo")).toBe(400);

    await expectErrors(page, [
      [req("Apellido"), "Apellido", "Por favor escriba su apellido."],
      [req("Correo electrónico"), "Correo electrónico", "Por favor escriba un correo electrónico válido, como nombre@ejemplo.com."],
      [req("Teléfono"), "Teléfono", "Por favor escriba su número de teléfono."],
      [req("Fecha del incidente"), "Fecha del incidente", "La fecha del incidente no puede ser una fecha futura."],
      [req("Ciudad"), "Ciudad", "Por favor escriba la ciudad."],
    ]);
    expect(await control(page, req("Nombre")).inputValue()).toBe("Lucía");
    expect(await control(page, req("Número de póliza")).inputValue()).toBe("HOME-5521");
    expect(await selectedLabel(control(page, req("Tipo de reclamo")))).toBe("Casa - Robo");
    expect(await control(page, opt("Hora del incidente")).inputValue()).toBe("21:15");
    expect(await control(page, req("Lugar del incidente")).inputValue()).toBe("4200 Desert Inn Rd");
    expect(await selectedLabel(control(page, req("Estado")))).toBe("California");
    expect(await control(page, req("Descripción de lo que pasó")).inputValue()).toMatch(/^Se metieron al garaje/);
    expect(await radioIn(page, req("¿Hubo personas lesionadas?"), "Sí").isChecked()).toBe(true);
    expect(await control(page, opt("Nombre del testigo")).inputValue()).toBe("Alex Kim");
    expect(await page.locator("#field-attachments-hint").innerText()).toContain("Los archivos no se guardan después de un error");
    await expectNoEnglish(page);
    expect(await axeViolations(page)).toEqual([]);

    await control(page, req("Apellido")).fill("Ramírez");
    await control(page, req("Correo electrónico")).fill(email);
    await control(page, req("Teléfono")).fill("702 555 0142");
    await control(page, req("Fecha del incidente")).fill(lasVegasDate(3));
    await control(page, req("Ciudad")).fill("Henderson");
    await control(page, opt("Fotos y documentos")).setInputFiles([{ name: "garaje.png", mimeType: "image/png", buffer: PNG }]);
    expect(await submit(page, "Enviar reclamo")).toBe(303);

    await page.getByRole("heading", { level: 1, name: "¡Reclamo enviado con éxito!", exact: true }).waitFor();
    const url = new URL(page.url());
    expect(url.pathname).toBe("/es/submit-claim");
    const claimNumber = url.searchParams.get("claim")!;
    expect(claimNumber).toMatch(/^CLM-\d{4}-\d{6}$/);
    const status = page.getByRole("status");
    expect((await status.getByText(/^Su número de reclamo:/).innerText()).replace(/\s+/g, " ")).toContain(`Su número de reclamo: ${claimNumber}`);
    await status.getByRole("heading", { name: "¿Qué sigue?", exact: true }).waitFor();
    expect(await status.getByRole("listitem").first().innerText()).toBe("Un ajustador revisará su reclamo en un plazo de 24 horas");
    expect(await status.getByRole("link", { name: "Presentar otro reclamo", exact: true }).getAttribute("href")).toBe("/es/submit-claim");
    expect(await status.getByRole("link", { name: "Volver al inicio", exact: true }).getAttribute("href")).toBe("/es");
    await expectNoEnglish(page);
    expect(await axeViolations(page)).toEqual([]);

    const [row] = rows("claims", email);
    expect(row).toMatchObject({
      locale: "es",
      claim_number: claimNumber,
      claim_type: "Home - Theft",
      loss_state: "CA",
      injuries_involved: "yes",
      date_of_loss: lasVegasDate(3),
      time_of_loss: "21:15",
      user_id: null,
    });
    // What staff read of it stays English.
    expect(JSON.parse(String(row!.details_json))).toEqual(expect.arrayContaining([{ label: "Claim type", value: "Home - Theft" }, { label: "Were there injuries?", value: "Yes" }]));

    const confirmation = await smtp.waitFor(email);
    for (const line of [
      "Hola, Lucía:",
      `Su número de reclamo es ${claimNumber}`,
      "Un ajustador revisará su reclamo en un plazo de 24 horas.",
      `Número de reclamo: ${claimNumber}`,
      "Tipo de reclamo: Casa - Robo",
      `Fecha del incidente: ${spanishDate(lasVegasDate(3))}`,
      "/es/dashboard/claims/confirm/",
    ]) {
      expect(confirmation.text).toContain(line);
    }
    expect(confirmation.text).not.toContain("Your claim");
    expect(outbox("claims.confirmation", email)[0]?.subject).toBe(`Recibimos su reclamo ${claimNumber}`);

    const notification = await smtp.waitFor((m) => m.to.includes(AGENCY.claims) && m.text.includes(claimNumber));
    for (const line of ["Claim type: Home - Theft", "State: California", "Were there injuries?: Yes", "Attached files: garaje.png"]) expect(notification.text).toContain(line);
    expect(notification.text).not.toContain("Casa - Robo");
    expect(outbox("claims.notification", AGENCY.claims).map((e) => e.subject)).toContain(`New claim ${claimNumber}: Home - Theft (Lucía Ramírez)`);
  });

  it("with JavaScript on a phone: a signed-in customer's claim from the Spanish page is on their dashboard", async () => {
    const email = uniqueEmail("cliente");
    await createAccount(server, { email, role: "customer" });
    const context = await signedInContext(browser, server, email);
    contexts.push(context);
    const page = await context.newPage();
    await page.setViewportSize(PHONE);
    await page.goto("/es/submit-claim");

    await control(page, req("Nombre")).fill("Marta");
    await control(page, req("Apellido")).fill("Solís");
    await control(page, req("Correo electrónico")).fill(email);
    await control(page, req("Teléfono")).fill("(702) 555-0177");
    await control(page, req("Número de póliza")).fill("AUTO-7788");
    await control(page, req("Tipo de reclamo")).selectOption({ label: "Auto - Choque" });
    await control(page, req("Fecha del incidente")).fill(lasVegasDate(1));
    await control(page, req("Lugar del incidente")).fill("Flamingo Rd y Decatur Blvd");
    await control(page, req("Ciudad")).fill("Las Vegas");
    await control(page, req("Descripción de lo que pasó")).fill("Me chocaron por detrás en un semáforo.");
    // The file picker refuses a wrong type in Spanish before anything is sent.
    const attachments = control(page, opt("Fotos y documentos"));
    await attachments.setInputFiles([{ name: "notas.txt", mimeType: "text/plain", buffer: Buffer.from("hola") }]);
    await page.getByText("notas.txt no es un tipo de archivo aceptado.", { exact: false }).waitFor();
    await attachments.setInputFiles([{ name: "estimado.pdf", mimeType: "application/pdf", buffer: PDF }]);
    await page.getByRole("button", { name: "Enviar reclamo", exact: true }).click();

    await page.getByRole("heading", { level: 1, name: "¡Reclamo enviado con éxito!", exact: true }).waitFor();
    const claimNumber = new URL(page.url()).searchParams.get("claim")!;
    expect(new URL(page.url()).pathname).toBe("/es/submit-claim");
    const [row] = rows("claims", email);
    const [user] = query<{ id: string }>(server.databasePath, `select id from "user" where email = ?`, email);
    expect(row).toMatchObject({ claim_number: claimNumber, locale: "es", claim_type: "Auto - Collision", user_id: user!.id });

    await page.goto("/es/dashboard/claims");
    await page.getByRole("link", { name: claimNumber }).waitFor();
  });
});

// ---------------------------------------------------------------------------
// /es/careers
// ---------------------------------------------------------------------------

describe("the job application in Spanish (/es/careers)", () => {
  it("without JavaScript: Spanish messages (the resume's too) with every value kept, then the Spanish confirmation, the English position stored with locale es, a Spanish email to the applicant and an English one to staff", async () => {
    const page = await openPage("/es/careers");
    await page.getByRole("heading", { level: 1, name: "Únase a nuestro equipo", exact: true }).waitFor();
    await page.getByText("Especialista en reclamos", { exact: true }).first().waitFor();
    await expectNoEnglish(page);

    const email = uniqueEmail("solicitud");
    await control(page, req("Nombre")).fill("Andrés");
    await control(page, req("Apellido")).fill("Gómez");
    await control(page, req("Correo electrónico")).fill(email);
    await control(page, req("Teléfono")).fill("(702) 555-0188");
    await control(page, req("Dirección")).fill("123 Main St Apt 4");
    await control(page, req("Ciudad")).fill("Henderson");
    await control(page, req("Código postal")).fill("8905");
    await control(page, req("Puesto")).selectOption({ label: "Especialista en reclamos" });
    await control(page, req("Disponibilidad")).selectOption({ label: "Dentro de 2 semanas" });
    await control(page, opt("Carta de presentación")).fill("Estimado equipo:\nMe encantaría trabajar con ustedes.");
    expect(await submit(page, "Enviar solicitud")).toBe(400);

    await expectErrors(page, [
      [req("Código postal"), "Código postal", "Por favor escriba un código postal de 5 dígitos, como 89118."],
      [req("Experiencia"), "Experiencia", "Por favor elija su nivel de experiencia."],
      [req("Currículum"), "Currículum", "Por favor adjunte su currículum (PDF, DOC o DOCX)."],
    ]);
    expect(await control(page, req("Nombre")).inputValue()).toBe("Andrés");
    expect(await control(page, req("Dirección")).inputValue()).toBe("123 Main St Apt 4");
    expect(await control(page, req("Código postal")).inputValue()).toBe("8905");
    expect(await selectedLabel(control(page, req("Puesto")))).toBe("Especialista en reclamos");
    expect(await selectedLabel(control(page, req("Experiencia")))).toBe("Seleccione…");
    expect(await selectedLabel(control(page, req("Disponibilidad")))).toBe("Dentro de 2 semanas");
    expect(await control(page, opt("Carta de presentación")).inputValue()).toBe("Estimado equipo:\nMe encantaría trabajar con ustedes.");
    await expectNoEnglish(page);
    expect(await axeViolations(page)).toEqual([]);

    await control(page, req("Código postal")).fill("89052");
    await control(page, req("Experiencia")).selectOption({ label: "Nivel avanzado (6 a 10 años)" });
    await control(page, req("Currículum")).setInputFiles({ name: "andres-gomez.pdf", mimeType: "application/pdf", buffer: PDF });
    expect(await submit(page, "Enviar solicitud")).toBe(303);

    await page.getByRole("heading", { level: 1, name: "¡Recibimos su solicitud!", exact: true }).waitFor();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/es/careers?success=true");
    const status = page.getByRole("status");
    await status.getByText(/en un plazo de 5 a 7 días hábiles\.$/).waitFor();
    expect(await status.getByRole("link", { name: "Volver a Empleos", exact: true }).getAttribute("href")).toBe("/es/careers");
    expect(await status.getByRole("link", { name: "Volver al inicio", exact: true }).getAttribute("href")).toBe("/es");
    await expectNoEnglish(page);
    expect(await axeViolations(page)).toEqual([]);

    const [row] = rows("job_applications", email);
    expect(row).toMatchObject({ locale: "es", position: "Claims Specialist", experience: "senior", availability: "2-weeks", zip_code: "89052" });

    const confirmation = await smtp.waitFor(email);
    expect(confirmation.text).toContain("Hola, Andrés:");
    expect(confirmation.text).toContain("Gracias por postularse para el puesto: Especialista en reclamos.");
    expect(confirmation.text).toContain(`¿Tiene preguntas mientras tanto? Escríbanos a ${AGENCY.careers}.`);
    expect(outbox("applications.confirmation", email)[0]?.subject).toBe("Recibimos su solicitud de empleo");

    const notification = await smtp.waitFor((m) => m.to.includes(AGENCY.careers) && m.text.includes(email));
    for (const line of ["Position: Claims Specialist", "Experience: Senior Level (6-10 years)", "Availability: Within 2 weeks", "Resume: andres-gomez.pdf"]) expect(notification.text).toContain(line);
    expect(outbox("applications.notification", AGENCY.careers).map((e) => e.subject)).toContain("New job application: Claims Specialist (Andrés Gómez)");
  });

  it("with JavaScript on a phone: one application lands on the Spanish confirmation", async () => {
    const page = await openPage("/es/careers", { viewport: PHONE });
    const email = uniqueEmail("solicitud-movil");
    await control(page, req("Nombre")).fill("Rosa");
    await control(page, req("Apellido")).fill("Vega");
    await control(page, req("Correo electrónico")).fill(email);
    await control(page, req("Teléfono")).fill("702-555-0199");
    await control(page, req("Dirección")).fill("500 Fremont St");
    await control(page, req("Ciudad")).fill("Las Vegas");
    await control(page, req("Código postal")).fill("89101");
    await control(page, req("Puesto")).selectOption({ label: "Otro" });
    await control(page, req("Experiencia")).selectOption({ label: "Principiante (0 a 2 años)" });
    await control(page, req("Disponibilidad")).selectOption({ label: "De inmediato" });
    await control(page, req("Currículum")).setInputFiles({ name: "rosa-vega.pdf", mimeType: "application/pdf", buffer: PDF });
    await page.getByRole("button", { name: "Enviar solicitud", exact: true }).click();
    await page.getByRole("heading", { level: 1, name: "¡Recibimos su solicitud!", exact: true }).waitFor();
    expect(rows("job_applications", email)[0]).toMatchObject({ locale: "es", position: "Other", experience: "entry", availability: "immediate" });
  });
});
