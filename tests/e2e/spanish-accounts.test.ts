/**
 * The sign-in screens and the Service center in Spanish (docs/product.md#spanish), in a real
 * browser against the built server with a real SMTP server: creating an account on /es/login
 * without JavaScript (Spanish messages, a Spanish confirmation email whose link opens the Spanish
 * page, the Spanish dashboard after signing in), a wrong password and a password reset with
 * JavaScript on a phone, staff going on to their English dashboard, the links between the screens
 * staying Spanish, axe on each screen, and /es/service-center kept in memory as its own page.
 */
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount, TEST_PASSWORD, uniqueEmail } from "../support/accounts.ts";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import { axeViolations, launchBrowser } from "../support/browser.ts";
import { authenticatorCode } from "../support/second-factor.ts";
import { startSmtpCapture, type CapturedEmail, type SmtpCapture } from "../support/smtp-capture.ts";

let smtp: SmtpCapture;
let server: AppServer;
let browser: Browser;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  [server, browser] = await Promise.all([
    startAppServer({ SMTP_URL: smtp.url, OUTBOX_POLL_MS: "300", AUTH_SIGN_IN_LIMIT_PER_IP: "100", AUTH_SIGN_UP_LIMIT_PER_IP: "100", AUTH_EMAIL_LIMIT_PER_IP: "100" }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.stop();
});

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

async function newPage(options: { javaScript: boolean; viewport: { width: number; height: number } }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ javaScriptEnabled: options.javaScript, baseURL: server.url, viewport: options.viewport });
  return { context, page: await context.newPage() };
}


async function emailTo(to: string, subject: RegExp): Promise<CapturedEmail> {
  return smtp.waitFor((m) => m.to.includes(to) && subject.test(m.subject));
}

function linkIn(email: CapturedEmail, path: string): string {
  const match = new RegExp(`https?://\\S+${path}\\?token=\\S+`).exec(email.text);
  if (!match) throw new Error(`no ${path} link in:\n${email.text}`);
  return match[0];
}

/** The message next to a field: the element its aria-describedby names "…-error". */
async function fieldError(control: Locator): Promise<string> {
  const describedBy = (await control.getAttribute("aria-describedby")) ?? "";
  const id = describedBy.split(" ").find((ref) => ref.endsWith("-error"));
  if (!id) throw new Error(`no field message (aria-describedby="${describedBy}")`);
  return control.page().locator(`[id="${id}"]`).innerText();
}

/** Running English in the page's main content (the agency's own data and names aside). */
const ENGLISH = /\b(?:please|the|your|with|our|you|this|required|optional|sign in|sign up|password|email address|send|account)\b/gi;
async function expectSpanish(page: Page): Promise<void> {
  expect(await page.locator("html").getAttribute("lang"), page.url()).toBe("es");
  const text = (await page.locator("main").innerText()).replace(/\s+/g, " ");
  expect([...text.matchAll(ENGLISH)].map((m) => text.slice(Math.max(0, m.index - 30), m.index + 30)), page.url()).toEqual([]);
}

/** Every site link in the main content goes to a Spanish page. */
async function expectSpanishLinks(page: Page): Promise<void> {
  const hrefs = await page.locator("main a[href^='/'], main form[action^='/']").evaluateAll((nodes) => nodes.map((n) => n.getAttribute("href") ?? n.getAttribute("action") ?? ""));
  expect(hrefs.filter((href) => !href.startsWith("/es/")), page.url()).toEqual([]);
}

async function expectAccessible(page: Page): Promise<void> {
  expect(await axeViolations(page), page.url()).toEqual([]);
}

const email = (page: Page) => page.getByLabel(/^Correo electrónico/);
const password = (page: Page) => page.getByLabel(/^Contraseña/);

describe("creating an account in Spanish, without JavaScript", () => {
  it("keeps the address with Spanish messages, sends a Spanish confirmation email, confirms on the Spanish page and lands on the Spanish dashboard", async () => {
    const address = uniqueEmail("ana-es");
    const { context, page } = await newPage({ javaScript: false, viewport: DESKTOP });

    await page.goto("/es/login");
    await page.getByRole("heading", { level: 1, name: "Inicie sesión en su cuenta" }).waitFor();
    await expectSpanish(page);
    await expectSpanishLinks(page);
    await page.getByRole("main").getByRole("link", { name: "Cree una cuenta" }).click();
    await page.waitForURL(/\/es\/login\?mode=signup$/);
    await page.getByRole("heading", { level: 1, name: "Cree su cuenta" }).waitFor();
    expect(await page.title()).toMatch(/^Crear una cuenta \|/);
    await expectSpanish(page);
    await expectSpanishLinks(page);

    // A typo in the address and a short password: Spanish messages, the address kept, the password not.
    await email(page).fill(address.replace("@", ""));
    await password(page).fill("corta");
    await page.getByRole("button", { name: "Crear cuenta", exact: true }).click();
    await page.getByText("Por favor corrija 2 campos para continuar").waitFor();
    expect(await fieldError(email(page))).toContain("Por favor escriba un correo electrónico válido, como nombre@ejemplo.com.");
    expect(await fieldError(password(page))).toContain("Por favor use al menos 8 caracteres.");
    expect(await email(page).inputValue()).toBe(address.replace("@", ""));
    expect(await password(page).inputValue()).toBe("");
    await expectSpanish(page);

    // A common password is refused in Spanish too.
    await email(page).fill(address);
    await password(page).fill("Password123");
    await page.getByRole("button", { name: "Crear cuenta", exact: true }).click();
    await page.getByText("Por favor corrija 1 campo para continuar").waitFor();
    expect(await fieldError(password(page))).toContain("Esta contraseña es demasiado común y fácil de adivinar.");

    await password(page).fill(TEST_PASSWORD);
    await page.getByRole("button", { name: "Crear cuenta", exact: true }).click();
    await page.getByText("Revise su correo para confirmar su cuenta").waitFor();
    expect(await page.getByRole("main").innerText()).toContain(`Enviamos un enlace a ${address}.`);
    await expectSpanish(page);
    await expectSpanishLinks(page);

    const mail = await emailTo(address, /^Confirme su correo electrónico para /);
    expect(mail.text).toContain("El enlace funciona durante 24 horas.");
    expect(mail.text).toContain("Recibió este correo porque esta dirección se usó para una cuenta en");
    expect(mail.raw).toMatch(/<html lang=(3D)?"es">/);
    const link = linkIn(mail, "/es/confirm-email");

    await page.goto(link);
    await page.waitForURL(/\/es\/login\?confirmed=1$/);
    await page.getByText("Su correo electrónico quedó confirmado. Ya puede iniciar sesión.").waitFor();
    await expectSpanish(page);

    // A used or broken link says so in Spanish, with a Spanish form to ask for a new one.
    await page.goto(link.replace(/token=\S+/, "token=not-a-real-token"));
    await page.getByRole("heading", { level: 1, name: "No pudimos confirmar su correo electrónico" }).waitFor();
    await page.getByText("Este enlace de confirmación venció o no es válido.", { exact: false }).waitFor();
    await expectSpanish(page);
    await expectSpanishLinks(page);

    await page.goto("/es/login");
    await email(page).fill(address);
    await password(page).fill(TEST_PASSWORD);
    await page.getByRole("button", { name: "Iniciar sesión", exact: true }).click();
    await page.waitForURL(/\/es\/dashboard$/);
    expect(await page.locator("html").getAttribute("lang")).toBe("es");
    await context.close();
  });
});

describe("the Spanish account screens", () => {
  it("pass axe: sign in, create an account with its messages, the confirmation sent, confirmed, and a broken confirmation link", async () => {
    const { context, page } = await newPage({ javaScript: true, viewport: DESKTOP });
    await page.goto("/es/login?confirmed=1");
    await page.getByText("Su correo electrónico quedó confirmado. Ya puede iniciar sesión.").waitFor();
    await expectAccessible(page);

    await page.goto("/es/login?mode=signup");
    await page.getByRole("button", { name: "Crear cuenta", exact: true }).click();
    await page.getByText("Por favor corrija 2 campos para continuar").waitFor();
    await expectAccessible(page);
    await email(page).fill(uniqueEmail("axe-es"));
    await password(page).fill(TEST_PASSWORD);
    await page.getByRole("button", { name: "Crear cuenta", exact: true }).click();
    await page.getByText("Revise su correo para confirmar su cuenta").waitFor();
    await expectAccessible(page);

    await page.goto("/es/confirm-email?token=not-a-real-token");
    await page.getByRole("heading", { level: 1, name: "No pudimos confirmar su correo electrónico" }).waitFor();
    await expectAccessible(page);
    await context.close();
  });
});

describe("signing in and resetting a password in Spanish, with JavaScript on a phone", () => {
  it("says a wrong password is wrong in Spanish, keeps the address, then signs in to the Spanish dashboard", async () => {
    const address = uniqueEmail("beto-es");
    await createAccount(server, { email: address, role: "customer" });
    const { context, page } = await newPage({ javaScript: true, viewport: PHONE });

    await page.goto("/es/login");
    await email(page).fill(address);
    await password(page).fill("not the password at all");
    await page.getByRole("button", { name: "Iniciar sesión", exact: true }).click();
    await page.getByText("El correo electrónico o la contraseña no son correctos. Inténtelo de nuevo, o restablezca su contraseña.").waitFor();
    expect(await email(page).inputValue()).toBe(address);
    expect(await password(page).inputValue()).toBe("");
    await expectSpanish(page);
    await expectAccessible(page);

    await password(page).fill(TEST_PASSWORD);
    await page.getByRole("button", { name: "Iniciar sesión", exact: true }).click();
    await page.waitForURL(/\/es\/dashboard$/);
    // Signed in, the Spanish sign-in screen sends the visitor on to the Spanish dashboard.
    await page.goto("/es/login");
    await page.waitForURL(/\/es\/dashboard$/);
    await context.close();
  });

  it("sends a Spanish reset email from /es/forgot-password, and the new password is chosen on the Spanish page", async () => {
    const address = uniqueEmail("carla-es");
    await createAccount(server, { email: address, role: "customer" });
    const { context, page } = await newPage({ javaScript: true, viewport: PHONE });

    await page.goto("/es/login");
    await page.getByRole("link", { name: "¿Olvidó su contraseña?" }).click();
    await page.waitForURL(/\/es\/forgot-password$/);
    await page.getByRole("heading", { level: 1, name: "¿Olvidó su contraseña?" }).waitFor();
    await expectSpanish(page);
    await expectSpanishLinks(page);
    await expectAccessible(page);

    await page.getByRole("button", { name: "Enviar el enlace" }).click();
    expect(await fieldError(email(page))).toContain("Por favor escriba su correo electrónico.");
    await email(page).fill(address);
    await page.getByRole("button", { name: "Enviar el enlace" }).click();
    await page.getByRole("heading", { level: 1, name: "Revise su correo" }).waitFor();
    await expectSpanish(page);
    await expectSpanishLinks(page);
    await expectAccessible(page);

    const mail = await emailTo(address, /^Restablezca su contraseña de /);
    expect(mail.text).toContain("El enlace funciona una sola vez y vence en 1 hora.");
    await page.goto(linkIn(mail, "/es/reset-password"));
    await page.getByRole("heading", { level: 1, name: "Elija una contraseña nueva" }).waitFor();
    await expectSpanish(page);
    await expectAccessible(page);

    const first = page.getByLabel(/^Contraseña nueva/);
    const again = page.getByLabel(/^Repita la contraseña nueva/);
    await first.fill("a new harbor lamp tonight");
    await again.fill("a new harbor lamp tomorrow");
    await page.getByRole("button", { name: "Guardar la contraseña nueva" }).click();
    await page.getByText("Las dos contraseñas no coinciden. Por favor escriba la misma contraseña dos veces.").first().waitFor();
    expect(await first.inputValue()).toBe("");
    await expectSpanish(page);

    await first.fill("a new harbor lamp tonight");
    await again.fill("a new harbor lamp tonight");
    await page.getByRole("button", { name: "Guardar la contraseña nueva" }).click();
    await page.waitForURL(/\/es\/login\?reset=1$/);
    await page.getByText("Su contraseña se cambió. Por favor inicie sesión con su contraseña nueva.").waitFor();

    // The link worked once: opened again, it says so in Spanish.
    await page.goto(linkIn(mail, "/es/reset-password"));
    await page.getByRole("heading", { level: 1, name: "Este enlace no se puede usar" }).waitFor();
    await expectSpanish(page);
    await expectSpanishLinks(page);
    await expectAccessible(page);
    await context.close();
  });
});

describe("the team on the Spanish sign-in screen", () => {
  it("goes on to the English dashboard", async () => {
    const address = uniqueEmail("staff-es");
    await createAccount(server, { email: address, role: "staff" });
    const { context, page } = await newPage({ javaScript: false, viewport: DESKTOP });
    await page.goto("/es/login");
    await email(page).fill(address);
    await password(page).fill(TEST_PASSWORD);
    await page.getByRole("button", { name: "Iniciar sesión", exact: true }).click();
    // The team signs in with a second factor: the sign-in's second step stays in the screen's language.
    await page.waitForURL(/\/es\/login\/second-factor$/);
    await page.getByRole("heading", { level: 1, name: "Confirme que es usted" }).waitFor();
    await page.getByLabel("Código de su aplicación de autenticación").fill(authenticatorCode(address));
    await page.getByRole("button", { name: "Continuar", exact: true }).click();
    await page.waitForURL(/\/dashboard$/);
    expect(new URL(page.url()).pathname).toBe("/dashboard");
    await context.close();
  });
});

describe("the Service center in Spanish", () => {
  it("is a Spanish page with Spanish links, kept in memory apart from the English one", async () => {
    const get = (path: string) => fetch(server.url + path);
    // First requests render and keep each page; the next ones come from memory (a strong ETag).
    const [english, spanish] = [await get("/service-center"), await get("/es/service-center")];
    expect(english.status).toBe(200);
    expect(spanish.status).toBe(200);
    const [englishAgain, spanishAgain] = [await get("/service-center"), await get("/es/service-center")];
    const spanishEtag = spanishAgain.headers.get("etag") ?? "";
    expect(spanishEtag).toMatch(/^"/);
    expect(spanishEtag).not.toBe(englishAgain.headers.get("etag"));
    const spanishHtml = await spanishAgain.text();
    expect(spanishHtml).toContain('<html lang="es"');
    expect(spanishHtml).toContain("Lo que puede hacer en línea");
    expect(spanishHtml).toContain('href="/es/dashboard/policies"');
    expect(spanishHtml).toContain('href="/es/login?mode=signup"');
    expect(spanishHtml).not.toContain("What you can do online");
    const englishHtml = await englishAgain.text();
    expect(englishHtml).toContain("What you can do online");
    expect(englishHtml).not.toContain("Lo que puede hacer en línea");
    expect((await fetch(server.url + "/es/service-center", { headers: { "If-None-Match": spanishEtag } })).status).toBe(304);

    for (const viewport of [DESKTOP, PHONE]) {
      const { context, page } = await newPage({ javaScript: true, viewport });
      await page.goto("/es/service-center");
      await page.getByRole("heading", { level: 1, name: "Centro de servicio" }).waitFor();
      await expectSpanish(page);
      await expectAccessible(page);
      await context.close();
    }
  });
});
