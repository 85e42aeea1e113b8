/**
 * Booking a call in Chromium against the built server (docs/product.md#booking-a-call), as
 * visitors use it:
 * - without JavaScript, a visitor books the first free time of the 15-minute quote call and sees
 *   the confirmation; their email (a real SMTP server) carries the invitation, whose DTSTART is
 *   the chosen time in UTC; the email's link cancels the booking, and the same time is offered
 *   again on the type's page (it was not while booked: nothing is served from a kept copy);
 * - a second visitor who chose a time someone books meanwhile is told it was just taken and
 *   offered the nearest free times, their details kept;
 * - in Spanish: the pages, the email, and moving the booking from the Spanish change page; the
 *   spent link then explains itself, as does an invalid one;
 * - with JavaScript in New York, the times also show in the visitor's time, the time zone goes
 *   with the booking, and the confirmation shows both times;
 * - a signed-in customer finds their details filled in and the booking linked to their record.
 * axe finds no violations; each page is photographed at phone and desktop widths (pictures with
 * SCREENSHOT_DIR set), without JavaScript too.
 */
import ICAL from "ical.js";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lasVegasDate } from "../../app/lib/las-vegas-time.ts";
import { createAccount, signedInContext, uniqueEmail } from "../support/accounts.ts";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import { checkAtBothWidths, launchBrowser, savePicturesAtBothWidths } from "../support/browser.ts";
import { execute as executeOnDatabase, query as queryDatabase } from "../support/site-requests.ts";
import { startSmtpCapture, type CapturedEmail, type SmtpCapture } from "../support/smtp-capture.ts";

let server: AppServer;
let browser: Browser;
let smtp: SmtpCapture;

const query = <T = Record<string, unknown>>(sql: string, ...params: string[]): T[] => queryDatabase<T>(server.databasePath, sql, ...params);

beforeAll(async () => {
  smtp = await startSmtpCapture();
  [server, browser] = await Promise.all([startAppServer({ SMTP_URL: smtp.url, OUTBOX_POLL_MS: "200", FORM_RATE_LIMIT_PER_HOUR: "100000" }), launchBrowser()]);
  // The one member of the team: every booking is Dana's, so a booked time is taken for everyone.
  await createAccount(server, { email: uniqueEmail("dana"), role: "staff", name: "Dana Reyes" });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.stop();
});

async function visitor(options: { javaScript: boolean; timezoneId?: string }): Promise<BrowserContext> {
  return browser.newContext({ baseURL: server.url, javaScriptEnabled: options.javaScript, timezoneId: options.timezoneId ?? "America/Los_Angeles" });
}

async function openPage(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await page.goto(path);
  return page;
}

/** The values of the page's time choices (UTC instants). */
const slotValues = (page: Page) => page.locator('input[name="slot"]').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));

async function fillDetails(page: Page, person: { first: string; last: string; email: string }, labels = { first: "First name", last: "Last name", email: "Email", phone: "Phone", topic: "What is it about?" }) {
  await page.getByLabel(labels.first).fill(person.first);
  await page.getByLabel(labels.last).fill(person.last);
  await page.getByLabel(labels.email).fill(person.email);
  await page.getByLabel(labels.phone).fill("702-555-0188");
  await page.getByLabel(labels.topic).fill("A quote for my car and my home.");
}

/** The invitation of a captured email: the text/calendar part, decoded. */
function invitationOf(email: CapturedEmail): string {
  const match = /Content-Type: text\/calendar[^\r\n]*(?:\r?\n[ \t][^\r\n]*)*\r?\n((?:[^\r\n]+\r?\n)*)\r?\n([\s\S]*?)\r?\n--/i.exec(email.raw);
  if (!match) throw new Error("no text/calendar part");
  const encoding = /Content-Transfer-Encoding: (\S+)/i.exec(match[1]!)?.[1]?.toLowerCase();
  const body = match[2]!;
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") return Buffer.from(body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), "latin1").toString("utf8");
  return body;
}

function eventOf(email: CapturedEmail) {
  const calendar = new ICAL.Component(ICAL.parse(invitationOf(email)));
  return { method: calendar.getFirstPropertyValue("method"), event: calendar.getFirstSubcomponent("vevent")! };
}

/** The reschedule-or-cancel link of an email's text. */
function changeLinkOf(email: CapturedEmail): string {
  const link = /https?:\/\/\S+\/book\/change\?t=[^\s)>\]]+/.exec(email.text)?.[0];
  if (!link) throw new Error(`no change link in: ${email.text}`);
  return link;
}

/**
 * Picks the page's second day with free times, as a visitor picks a day. The first day's earliest time can
 * fall within the type's minimum notice while a test runs (the server keeps the real clock); a later day's
 * cannot. Returns that day.
 */
async function chooseLaterDay(page: Page): Promise<string> {
  const later = page.locator('nav a[href*="day="]:not([aria-current])').first();
  const day = /day=(\d{4}-\d{2}-\d{2})/.exec((await later.getAttribute("href")) ?? "")?.[1];
  if (!day) throw new Error("no later day with free times");
  await later.click();
  await page.waitForURL((url) => url.searchParams.get("day") === day);
  await page.locator(`nav a[aria-current="true"][href*="day=${day}"]`).waitFor();
  return day;
}

const emailTo = (address: string, containing: (m: CapturedEmail) => boolean) => smtp.waitFor((m) => m.to.includes(address) && containing(m));

describe("booking a call without JavaScript", () => {
  let slot = "";
  let email = "";

  it("books the first free time of a day of the 15-minute quote call and sees the confirmation", async () => {
    const context = await visitor({ javaScript: false });
    const page = await openPage(context, "/book");
    await h1(page, "Book a call with an agent");
    await savePicturesAtBothWidths(page, "book-nojs");
    await page.getByRole("link", { name: /^Choose a time\W+15-minute quote call$/ }).click();
    await page.waitForURL(/\/book\/quote-call$/);
    await h1(page, "15-minute quote call");
    // Without the script no time zone is known: the field stays empty, the times are Las Vegas'.
    expect(await page.locator('input[name="timeZone"]').inputValue()).toBe("");
    expect(await page.getByText("your time").count()).toBe(0);
    await chooseLaterDay(page);
    const first = page.locator('input[name="slot"]').first();
    slot = await first.inputValue();
    await savePicturesAtBothWidths(page, "book-type-nojs");
    await first.check();
    email = uniqueEmail("booker");
    await fillDetails(page, { first: "Rosa", last: "Delgado", email });
    await page.getByRole("button", { name: "Book this time" }).click();
    await page.waitForURL(/\/book\/booked\?t=/);
    await h1(page, "You are booked");
    const shown = await mainText(page);
    expect(shown).toContain("We emailed you a confirmation with a calendar invitation.");
    expect(shown).toContain("Dana Reyes");
    expect(shown).toContain("15-minute quote call");
    expect(shown).toContain("(Las Vegas time)");
    expect(shown).toContain("A quote for my car and my home.");
    expect(shown).toContain("We call you at (702) 555-0188.");
    expect(await page.getByRole("link", { name: "Reschedule or cancel" }).getAttribute("href")).toMatch(/\/book\/change\?t=/);
    await savePicturesAtBothWidths(page, "book-booked-nojs");
    // Private: kept by no cache, never indexed.
    const response = await page.request.get(page.url());
    expect(response.headers()["cache-control"]).toContain("no-store");
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");
    const stored = query<{ starts_at: string; status: string; visitor_time_zone: string | null }>("select starts_at, status, visitor_time_zone from bookings where email = ?", email);
    expect(stored).toEqual([{ starts_at: slot, status: "booked", visitor_time_zone: null }]);
    await context.close();
  });

  it("emails the invitation at the chosen time, and the time is no longer offered", async () => {
    const message = await emailTo(email, (m) => m.subject.startsWith("Your 15-minute quote call"));
    const { method, event } = eventOf(message);
    expect(method).toBe("REQUEST");
    const start = event.getFirstPropertyValue("dtstart") as ICAL.Time;
    expect(start.toJSDate().toISOString()).toBe(slot);
    const page = await openPage(await visitor({ javaScript: false }), `/book/quote-call?day=${lasVegasDate(new Date(slot))}`);
    expect(await slotValues(page)).not.toContain(slot);
    await page.context().close();
  });

  it("cancels from the email's link, and the same time is offered again", async () => {
    const message = await emailTo(email, (m) => m.subject.startsWith("Your 15-minute quote call"));
    const link = new URL(changeLinkOf(message));
    const context = await visitor({ javaScript: false });
    const page = await openPage(context, `${link.pathname}${link.search}`);
    await h1(page, "Your appointment");
    expect(await mainText(page)).toContain("Dana Reyes");
    // Its own time is not "another time".
    expect(await slotValues(page)).not.toContain(slot);
    await savePicturesAtBothWidths(page, "book-change-nojs");
    await page.getByRole("button", { name: "Cancel this appointment" }).click();
    await h1(page, "Your appointment is cancelled");
    await savePicturesAtBothWidths(page, "book-cancelled-nojs");
    expect(query<{ status: string }>("select status from bookings where email = ?", email)).toEqual([{ status: "cancelled" }]);
    const cancelled = await emailTo(email, (m) => m.subject.includes("is cancelled"));
    expect(eventOf(cancelled).method).toBe("CANCEL");

    const again = await openPage(context, `/book/quote-call?day=${lasVegasDate(new Date(slot))}`);
    expect(await slotValues(again)).toContain(slot);
    // The spent link says so, with a way to book again.
    const spent = await openPage(context, `${link.pathname}${link.search}`);
    await h1(spent, "This link no longer works");
    expect(await mainText(spent)).toContain("This appointment is cancelled.");
    await spent.getByRole("link", { name: "Book a time" }).waitFor();
    await context.close();
  });

  it("tells a visitor whose time was just taken, offers the nearest free times and keeps their details", async () => {
    const late = await visitor({ javaScript: false });
    const latePage = await openPage(late, "/book/quote-call");
    const day = await chooseLaterDay(latePage);
    const wanted = await latePage.locator('input[name="slot"]').first().inputValue();
    await latePage.locator('input[name="slot"]').first().check();
    const lateEmail = uniqueEmail("late");
    await fillDetails(latePage, { first: "Marco", last: "Ruiz", email: lateEmail });

    // Someone else books the same time first.
    const early = await visitor({ javaScript: false });
    const earlyPage = await openPage(early, `/book/quote-call?day=${day}`);
    await earlyPage.locator(`input[name="slot"][value="${wanted}"]`).check();
    await fillDetails(earlyPage, { first: "Early", last: "Bird", email: uniqueEmail("early") });
    await earlyPage.getByRole("button", { name: "Book this time" }).click();
    await earlyPage.waitForURL(/\/book\/booked\?t=/);

    const answer = latePage.waitForResponse((r) => r.request().method() === "POST");
    await latePage.getByRole("button", { name: "Book this time" }).click();
    expect((await answer).status()).toBe(409);
    expect(await latePage.locator("#slot-error").innerText()).toContain("That time was just taken. Here are the nearest free times.");
    await latePage.getByRole("group", { name: "The nearest free times (Las Vegas time)" }).waitFor();
    const offered = await slotValues(latePage);
    expect(offered.length).toBeGreaterThan(0);
    expect(offered).not.toContain(wanted);
    expect(await latePage.getByLabel("First name").inputValue()).toBe("Marco");
    expect(await latePage.getByLabel("Email").inputValue()).toBe(lateEmail);
    expect(await latePage.getByLabel("What is it about?").inputValue()).toBe("A quote for my car and my home.");
    await savePicturesAtBothWidths(latePage, "book-taken-nojs");
    // One of the offered times books.
    await latePage.locator('input[name="slot"]').first().check();
    await latePage.getByRole("button", { name: "Book this time" }).click();
    await latePage.waitForURL(/\/book\/booked\?t=/);
    expect(query<{ starts_at: string }>("select starts_at from bookings where email = ?", lateEmail)).toEqual([{ starts_at: offered[0] }]);
    await Promise.all([late.close(), early.close()]);
  });

  it("keeps every typed value and says what is missing", async () => {
    const context = await visitor({ javaScript: false });
    const page = await openPage(context, "/book/quote-call");
    await page.getByLabel("First name").fill("Only");
    await page.getByRole("button", { name: "Book this time" }).click();
    const summary = await page.getByRole("alert").first().innerText();
    expect(summary).toContain("Time: Please choose a time.");
    expect(summary).toContain("Last name: Please enter your last name.");
    expect(await page.getByLabel("First name").inputValue()).toBe("Only");
    await context.close();
  });
});

describe("booking in Spanish", () => {
  it("books, emails in Spanish, moves the booking from the Spanish change page, and explains a spent or invalid link", async () => {
    const context = await visitor({ javaScript: false });
    const page = await openPage(context, "/es/book");
    await h1(page, "Reserve una llamada con un agente");
    expect(await page.locator("html").getAttribute("lang")).toBe("es");
    await page.getByRole("link", { name: /^Elegir una hora\W+Llamada de cotización de 15 minutos$/ }).click();
    await page.waitForURL(/\/es\/book\/quote-call$/);
    await chooseLaterDay(page);
    const slot = await page.locator('input[name="slot"]').first().inputValue();
    await page.locator('input[name="slot"]').first().check();
    const email = uniqueEmail("reserva");
    await fillDetails(page, { first: "Lucía", last: "Ortega", email }, { first: "Nombre", last: "Apellido", email: "Correo electrónico", phone: "Teléfono", topic: "¿De qué se trata?" });
    await savePicturesAtBothWidths(page, "es-book-type-nojs");
    await page.getByRole("button", { name: "Reservar esta hora" }).click();
    await page.waitForURL(/\/es\/book\/booked\?t=/);
    await h1(page, "Su cita está reservada");
    expect(await mainText(page)).toContain("hora de Las Vegas");
    await savePicturesAtBothWidths(page, "es-book-booked-nojs");

    const confirmation = await emailTo(email, () => true);
    expect(confirmation.subject).toMatch(/^Su llamada de cotización de 15 minutos con .+: .+hora de Las Vegas/i);
    expect(confirmation.text).toContain("Cambiar o cancelar");
    expect((eventOf(confirmation).event.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate().toISOString()).toBe(slot);
    const link = new URL(changeLinkOf(confirmation));
    expect(link.pathname).toBe("/es/book/change");

    const change = await openPage(context, `${link.pathname}${link.search}`);
    await h1(change, "Su cita");
    await change.getByRole("heading", { name: "Elegir otra hora" }).waitFor();
    await savePicturesAtBothWidths(change, "es-book-change-nojs");
    await chooseLaterDay(change);
    const other = await change.locator('input[name="slot"]').first().inputValue();
    await change.locator('input[name="slot"]').first().check();
    await change.getByRole("button", { name: "Cambiar mi cita a esta hora" }).click();
    await h1(change, "Su cita tiene una nueva hora");
    expect(await mainText(change)).toContain("Le enviamos por correo la nueva hora");
    expect(query<{ starts_at: string; change_count: number }>("select starts_at, change_count from bookings where email = ?", email)).toEqual([{ starts_at: other, change_count: 1 }]);
    const moved = await emailTo(email, (m) => m.subject.includes("cambió al"));
    expect((eventOf(moved).event.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate().toISOString()).toBe(other);

    // The first email's link was spent by the change.
    const spent = await openPage(context, `${link.pathname}${link.search}`);
    await h1(spent, "Este enlace ya no funciona");
    expect(await mainText(spent)).toContain("Esta cita cambió después de enviarse este enlace.");
    const invalid = await context.newPage();
    const response = await invalid.goto("/es/book/change?t=not-a-token");
    expect(response?.status()).toBe(404);
    expect(await mainText(invalid)).toContain("Este enlace no es válido.");
    await savePicturesAtBothWidths(invalid, "es-book-link-invalid-nojs");
    await context.close();
  });
});

describe("booking with JavaScript", () => {
  it("shows each time in the visitor's own time, books with their zone, and passes axe", async () => {
    const context = await visitor({ javaScript: true, timezoneId: "America/New_York" });
    const list = await openPage(context, "/book");
    await checkAtBothWidths(list, "book");
    const page = await openPage(context, "/book/coverage-review");
    await chooseLaterDay(page);
    expect(await page.locator('input[name="timeZone"]').inputValue()).toBe("America/New_York");
    const first = page.locator('input[name="slot"]').first();
    const label = page.locator("label").filter({ has: page.locator('input[name="slot"]') }).first();
    // 9:00 AM in Las Vegas is noon in New York.
    expect(await label.innerText()).toMatch(/^\d{1,2}:\d\d\s[AP]M Las Vegas\n\d{1,2}:\d\d\s[AP]M your time$/);
    expect(await page.locator("#slot-zone-note").innerText()).toContain("your own time (New York)");
    await checkAtBothWidths(page, "book-type");
    await first.check();
    const email = uniqueEmail("nyc");
    await fillDetails(page, { first: "Ana", last: "Park", email });
    await page.getByRole("button", { name: "Book this time" }).click();
    await page.waitForURL(/\/book\/booked\?t=/);
    expect(await mainText(page)).toContain("Your time");
    expect(await mainText(page)).toContain("(New York)");
    await checkAtBothWidths(page, "book-booked");
    expect(query<{ visitor_time_zone: string }>("select visitor_time_zone from bookings where email = ?", email)).toEqual([{ visitor_time_zone: "America/New_York" }]);
    await page.getByRole("link", { name: "Reschedule or cancel" }).click();
    await page.waitForURL(/\/book\/change\?t=/);
    await checkAtBothWidths(page, "book-change");
    const es = await openPage(context, "/es/book/coverage-review");
    await checkAtBothWidths(es, "es-book-type");
    await context.close();
  });

  it("fills in a signed-in customer's details and links the booking to their record", async () => {
    const address = uniqueEmail("customer");
    await createAccount(server, { email: address, role: "customer", name: "Pablo Ibarra" });
    const userId = query<{ id: string }>("select id from user where email = ?", address)[0]!.id;
    const now = new Date().toISOString();
    executeOnDatabase(
      server.databasePath,
      "insert into customers (id, kind, name, email, phone, user_id, search_text, created_at, updated_at) values ('customer-pablo', 'person', 'Pablo Ibarra', ?, '(702) 555-0123', ?, '', ?, ?)",
      address,
      userId,
      now,
      now,
    );
    const context = await signedInContext(browser, server, address);
    const page = await context.newPage();
    await page.goto(`${server.url}/book/quote-call`);
    expect(await page.getByLabel("First name").inputValue()).toBe("Pablo");
    expect(await page.getByLabel("Last name").inputValue()).toBe("Ibarra");
    expect(await page.getByLabel("Email").inputValue()).toBe(address);
    expect(await page.getByLabel("Phone").inputValue()).toBe("(702) 555-0123");
    await chooseLaterDay(page);
    await page.locator('input[name="slot"]').first().check();
    await page.getByLabel("What is it about?").fill("Adding a driver.");
    await page.getByRole("button", { name: "Book this time" }).click();
    await page.waitForURL(/\/book\/booked\?t=/);
    expect(query<{ customer_id: string }>("select customer_id from bookings where email = ?", address)).toEqual([{ customer_id: "customer-pablo" }]);
    await context.close();
  });
});

describe("the ways to /book", () => {
  it("links from the confirmations, the help desk's callback, the service center and the contact page, in the page's language", async () => {
    const context = await visitor({ javaScript: false });
    for (const [path, name, href] of [
      ["/contact/sent", "Book a call", "/book"],
      ["/coverage-review/sent", "Book a call", "/book"],
      ["/quote?success=true", "Book a call", "/book"],
      ["/help?callback=1", "Book a call", "/book"],
      ["/service-center", "Book a call", "/book"],
      ["/contact", "Book a call", "/book"],
      ["/es/contact/sent", "Reservar una llamada", "/es/book"],
      ["/es/service-center", "Reservar una llamada", "/es/book"],
    ] as const) {
      const page = await openPage(context, path);
      expect(await page.locator("main").getByRole("link", { name, exact: true }).first().getAttribute("href"), path).toBe(href);
      await page.close();
    }
    await context.close();
  });
});

/** Waits for the page's h1 to read `text`. */
async function h1(page: Page, text: string): Promise<void> {
  await page.getByRole("heading", { level: 1, name: text, exact: true }).waitFor();
}

const mainText = (page: Page) => page.locator("main").innerText();
