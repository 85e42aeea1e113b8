/**
 * The help desk as visitors use it: a chat-style conversation in the panel at the foot of a page
 * (with JavaScript) that ends in a callback request the staff find in the Messages inbox; the
 * same without JavaScript at /help?q=…; in Spanish at /es/help; and its pages' accessibility.
 */
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount, signedInContext, uniqueEmail } from "../support/accounts.ts";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import { axeViolations, launchBrowser } from "../support/browser.ts";
import { query } from "../support/site-requests.ts";

let server: AppServer;
let browser: Browser;
let staff: BrowserContext;

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer({ SCHEDULER_INTERVAL_SECONDS: "86400" }), launchBrowser()]);
  const email = uniqueEmail("agent");
  await createAccount(server, { email, role: "staff", name: "Rosa Agent" });
  staff = await signedInContext(browser, server, email);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("the panel on every public page", () => {
  it("answers a conversation in place and ends in a callback request that reaches the Messages inbox", async () => {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto("/auto-insurance");
    const panel = page.getByRole("region", { name: "Questions? Ask us, 24/7" });
    const box = panel.getByRole("textbox", { name: "Your question" });

    await box.fill("do i need sr22");
    await panel.getByRole("button", { name: "Ask" }).click();
    await panel.getByText("What is an SR-22, and can you help me get one?").waitFor();
    expect(page.url()).toBe(`${server.url}/auto-insurance`);
    expect(await panel.getByRole("link", { name: "Read more: Auto Insurance" }).getAttribute("href")).toBe("/auto-insurance");

    await box.fill("how much would car insurance cost me");
    await box.press("Enter");
    await panel.getByText(/can't give prices here/).waitFor();
    // Two questions, two answers, in order.
    expect(await panel.locator(".help-bubble-asked").allTextContents()).toEqual(["You asked: do i need sr22", "You asked: how much would car insurance cost me"]);
    expect(await panel.locator(".help-bubble-answer").count()).toBe(2);

    await panel.locator(".help-bubble-answer").last().getByRole("link", { name: "Request a callback" }).click();
    await page.waitForURL(/\/help\?callback=1#callback$/);
    const form = page.locator("#callback");
    await form.getByLabel("First name").fill("Maya");
    await form.getByLabel("Last name").fill("Ortiz");
    await form.getByLabel("Phone").fill("702 555 0177");
    await form.getByLabel("Best time to call").fill("after 4pm");
    await form.getByLabel("What would you like to talk about?").fill("how much would car insurance cost me");
    await form.getByRole("button", { name: "Request a callback" }).click();
    await page.waitForURL(`${server.url}/help/sent`);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Thank you, we will call you back");

    const [message] = query<{ id: string; topic: string; phone: string }>(server.databasePath, "select id, topic, phone from contact_messages where last_name = 'Ortiz'");
    expect(message).toMatchObject({ topic: "callback", phone: "(702) 555-0177" });
    const inbox = await staff.newPage();
    await inbox.goto(`${server.url}/admin/inbox/messages`);
    await inbox.getByRole("link", { name: "Maya Ortiz", exact: true }).click();
    await inbox.getByText("Please call me back (from the help desk)").first().waitFor();
    await inbox.getByText("how much would car insurance cost me").first().waitFor();
    expect(await inbox.locator("[data-language]").innerText()).toBe("English");
    await inbox.close();
    await context.close();
  });
});

describe("the help page without JavaScript", () => {
  it("answers one question per page, keeps what was typed in a refused callback, and stores nothing until it is valid", async () => {
    const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto("/");
    await page.getByRole("region", { name: "Questions? Ask us, 24/7" }).getByRole("textbox", { name: "Your question" }).fill("is renters insurance required in nevada");
    await page.getByRole("region", { name: "Questions? Ask us, 24/7" }).getByRole("button", { name: "Ask" }).click();
    await page.waitForURL(/\/help\?q=is\+renters/);
    expect(await page.locator("[data-help-answer]").getAttribute("data-help-answer")).toBe("answered");
    expect(await page.getByRole("link", { name: "Read more: Renters Insurance" }).getAttribute("href")).toBe("/renters-insurance");
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");

    await page.goto("/help?callback=1");
    const before = query(server.databasePath, "select count(*) as n from contact_messages")[0];
    await page.getByLabel("First name").fill("Sam");
    await page.getByLabel("Phone").fill("12345");
    await page.getByLabel("What would you like to talk about?").fill("umbrella policy");
    await page.getByRole("button", { name: "Request a callback" }).click();
    expect(await page.getByRole("alert").first().innerText()).toMatch(/Please correct 2 fields/);
    expect(await page.getByLabel("First name").inputValue()).toBe("Sam");
    expect(await page.getByLabel("What would you like to talk about?").inputValue()).toBe("umbrella policy");
    expect(query(server.databasePath, "select count(*) as n from contact_messages")[0]).toEqual(before);
    await context.close();
  });
});

describe("the help desk in Spanish", () => {
  it("answers in Spanish with Spanish pages and Spanish next steps", async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/es/help?q=${encodeURIComponent("me chocaron el carro, que hago")}`);
    expect(await page.locator("html").getAttribute("lang")).toBe("es");
    await page.getByText(/Si alguien está herido, llame primero al 911/).waitFor();
    expect(await page.getByRole("link", { name: /Línea de reclamos 24\/7/ }).getAttribute("href")).toMatch(/^tel:/);
    expect(await page.getByRole("link", { name: "Más información: Presentar un reclamo" }).count()).toBe(1);
    await page.close();
  });

  it("takes a callback request in Spanish, which staff see marked Spanish in the inbox and on the record", async () => {
    const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/es/help?callback=1");
    await page.getByLabel("Nombre").fill("Lucía");
    await page.getByLabel("Apellido").fill("Ramírez");
    await page.getByLabel("Teléfono").fill("702-555-0123");
    await page.getByLabel("¿De qué le gustaría hablar?").fill("quiero asegurar mi troca");
    await page.getByText(/^Al pedir que le llamemos/).waitFor();
    await page.getByRole("button", { name: "Pedir que me llamen" }).click();
    await page.waitForURL(`${server.url}/es/help/sent`);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Gracias, le llamaremos");
    await context.close();

    const inbox = await staff.newPage();
    await inbox.goto(`${server.url}/admin/inbox/messages`);
    const row = inbox.getByRole("row").filter({ hasText: "Lucía Ramírez" });
    expect(await row.getByText("Spanish", { exact: true }).count()).toBe(1);
    await row.getByRole("link", { name: "Lucía Ramírez", exact: true }).click();
    expect(await inbox.locator("[data-language]").innerText()).toBe("Spanish");
    await inbox.close();
  });
});

describe("accessibility", () => {
  it("has no axe violations on the help page with an answer and the callback form, and on a page with the panel, at both widths", async () => {
    for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      for (const path of ["/help?q=do+i+need+sr22&callback=1", "/es/help?q=cuanto+cuesta+el+seguro+de+casa&callback=1", "/es/auto-insurance"]) {
        await page.goto(server.url + path);
        expect(await axeViolations(page), `${viewport.width} ${path}`).toEqual([]);
      }
      await context.close();
    }
  });
});
