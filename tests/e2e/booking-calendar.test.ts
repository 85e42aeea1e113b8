/**
 * The staff side of bookings in Chromium against the built server, as the team works it.
 * Maria asked for a quote on the website and has a customer record; her bookings are stored as
 * the booking page stores them (the quote call taken by Dana alone, so a time is free only when
 * Dana is). Dana's calendar lists them by day and week with their times, types, places and
 * statuses in words, the office's closure and her blocked time; My work's "Today's
 * appointments" has today's; the quote record and the customer page list Maria's appointments.
 * Dana marks this morning's call held (after its start), cancels a coming one after a
 * confirmation (its time then shows as free, and another call moves into it), sets a video
 * call's link (https only), blocks an hour (refused per field without a reason first), and Sam
 * sees Dana's calendar through the member filter. axe
 * finds nothing and nothing scrolls sideways at 390 px; with SCREENSHOT_DIR set, pictures at
 * 390 and 1280 px.
 */
import { randomUUID } from "node:crypto";
import type { SQLInputValue } from "node:sqlite";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../app/server/booking/availability.ts";
import { fromLasVegas, lasVegasDate, startOfLasVegasDay } from "../../app/lib/las-vegas-time.ts";
import { createAccount, signedInContext, uniqueEmail } from "../support/accounts.ts";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import { axeViolations, launchBrowser, savePicturesAtBothWidths } from "../support/browser.ts";
import { createCustomerRecord } from "../support/service-center.ts";
import { execute as executeOnDatabase, query, sameOrigin, signInCookie, validLeadFields } from "../support/site-requests.ts";

let server: AppServer;
let browser: Browser;
let dana: BrowserContext;
const emails = { dana: uniqueEmail("dana"), sam: uniqueEmail("sam"), maria: `maria.${process.pid}@example.com` };
const ids = { dana: "", sam: "", quote: "", customer: "", person: "", morning: "", coming: "", other: "", video: "" };
const today = lasVegasDate(new Date());
/** A working day at least two days ahead (the office is open; outside the two hours' notice). */
let day = addDays(today, 2);
while ([0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay())) day = addDays(day, 1);

const execute = (sql: string, ...params: SQLInputValue[]): void => executeOnDatabase(server.databasePath, sql, ...params);
const userId = (email: string) => query<{ id: string }>(server.databasePath, "select id from user where email = ?", email)[0]!.id;
const statusOf = (id: string) => query<{ status: string }>(server.databasePath, "select status from bookings where id = ?", id)[0]!.status;

/** A booking as bookAppointment stores one (app/server/booking/book-appointment.ts). */
function insertBooking(fields: { typeId: string; startsAt: Date; minutes: number; location: string; first: string; last: string; email: string; phone: string; personId: string | null }): string {
  const id = randomUUID();
  const now = new Date().toISOString();
  execute(
    `insert into bookings (id, appointment_type_id, user_id, starts_at, ends_at, buffer_minutes, status, first_name, last_name, email, phone, topic, locale,
       visitor_time_zone, location, meeting_url, person_id, customer_id, change_count, reminded_day_at, reminded_hour_at, cancelled_at, cancelled_by, created_at, updated_at)
     values (?, ?, ?, ?, ?, 10, 'booked', ?, ?, ?, ?, 'Two cars and a house.', 'en', null, ?, null, ?, null, 0, null, null, null, null, ?, ?)`,
    id, fields.typeId, ids.dana, fields.startsAt.toISOString(), new Date(fields.startsAt.getTime() + fields.minutes * 60_000).toISOString(),
    fields.first, fields.last, fields.email, fields.phone, fields.location, fields.personId, now, now,
  );
  return id;
}

async function openPage(path: string, context = dana): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await page.goto(path);
  return page;
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function checkBothWidths(page: Page, name: string): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await noSidewaysScroll(page)).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await savePicturesAtBothWidths(page, name);
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
  await createAccount(server, { email: emails.dana, role: "staff", name: "Dana Reyes" });
  await createAccount(server, { email: emails.sam, role: "staff", name: "Sam Ortiz" });
  ids.dana = userId(emails.dana);
  ids.sam = userId(emails.sam);
  // Maria's quote request, through the public form: her person is linked by email and phone.
  const fields = validLeadFields("quote", emails.maria).map(([name, value]): [string, string] => (name === "first_name" ? [name, "Maria"] : name === "last_name" ? [name, "Lopez"] : [name, value]));
  const res = await fetch(`${server.url}/quote`, { method: "POST", body: new URLSearchParams(fields), redirect: "manual", headers: sameOrigin(server) });
  expect(res.status).toBe(303);
  const quote = query<{ id: string; person_id: string }>(server.databasePath, "select id, person_id from quote_requests where email = ?", emails.maria)[0]!;
  ids.quote = quote.id;
  ids.person = quote.person_id;
  ids.customer = await createCustomerRecord(server, await signInCookie(server, emails.dana), { name: "Maria Lopez", email: emails.maria });

  // The quote call is Dana's alone: a time is free exactly when she is.
  execute("update appointment_types set assignment = 'person', user_id = ? where id = 'type-quote-call'", ids.dana);
  // This morning's call, already started (an hour ago, or the day's first minute just after midnight).
  const morning = new Date(Math.max(Date.now() - 3_600_000, startOfLasVegasDay(today).getTime() + 60_000));
  ids.morning = insertBooking({ typeId: "type-office-visit", startsAt: morning, minutes: 30, location: "office", first: "Maria", last: "Lopez", email: emails.maria, phone: "7025550100", personId: ids.person });
  ids.coming = insertBooking({ typeId: "type-quote-call", startsAt: fromLasVegas(day, "10:00")!, minutes: 15, location: "phone", first: "Maria", last: "Lopez", email: emails.maria, phone: "7025550100", personId: ids.person });
  ids.other = insertBooking({ typeId: "type-quote-call", startsAt: fromLasVegas(day, "14:00")!, minutes: 15, location: "phone", first: "Omar", last: "Other", email: "omar@example.com", phone: "7025550111", personId: null });
  ids.video = insertBooking({ typeId: "type-video-call", startsAt: fromLasVegas(day, "15:00")!, minutes: 30, location: "video", first: "Vic", last: "Video", email: "vic@example.com", phone: "7025550122", personId: null });
  execute(
    "insert into time_off (id, user_id, starts_at, ends_at, reason, created_by, created_at) values ('closed-day', null, ?, ?, 'Staff training', ?, ?)",
    fromLasVegas(day, "16:00")!.toISOString(), startOfLasVegasDay(addDays(day, 1)).toISOString(), ids.dana, new Date().toISOString(),
  );
  dana = await signedInContext(browser, server, emails.dana);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("the calendar and a booking's page", () => {
  it("lists a member's appointments by day and week, with closures, on the calendar, My work and the person's pages", async () => {
    const page = await openPage(`/admin/calendar?view=day&date=${day}`);
    const list = page.getByRole("list", { name: /^Appointments on / });
    const items = await list.getByRole("listitem").allTextContents();
    expect(items).toHaveLength(3);
    expect(items[0]).toContain("10:00 AM – 10:15 AM");
    expect(items[0]).toContain("Maria Lopez");
    expect(items[0]).toContain("15-minute quote call");
    expect(items[0]).toContain("Phone call");
    expect(items[0]).toContain("Booked");
    expect(items[1]).toContain("Omar Other");
    expect(await page.getByRole("list", { name: /^Time off on / }).textContent()).toContain("Office closed · 4:00 PM – midnight · Staff training");
    expect(await list.getByRole("link", { name: "Maria Lopez" }).getAttribute("href")).toBe(`/admin/calendar/bookings/${ids.coming}`);
    await checkBothWidths(page, "calendar-day");

    // The week: seven days, Monday first; Previous and Next are links.
    await page.getByRole("link", { name: "Week", exact: true }).click();
    await page.getByRole("heading", { level: 1, name: /^Week of / }).waitFor();
    expect(await page.locator("main section[aria-labelledby^='day-']").count()).toBe(7);
    expect(await page.getByRole("link", { name: "Maria Lopez" }).count()).toBeGreaterThanOrEqual(1);
    const next = await page.getByRole("link", { name: /^Next/ }).getAttribute("href");
    expect(next).toMatch(/view=week&date=\d{4}-\d{2}-\d{2}/);
    await checkBothWidths(page, "calendar-week");
    await page.close();

    const myWork = await openPage("/admin/my-work");
    const todays = myWork.getByRole("region", { name: /^Today's appointments/ });
    const article = todays.getByRole("article");
    expect(await article.count()).toBe(1);
    expect(await article.textContent()).toContain("Maria Lopez");
    expect(await article.textContent()).toContain("Office visit");
    expect(await article.textContent()).toContain("Booked");
    expect(await article.getByRole("link").first().getAttribute("href")).toBe(`/admin/calendar/bookings/${ids.morning}`);
    await checkBothWidths(myWork, "my-work-appointments");
    await myWork.close();

    for (const path of [`/admin/inbox/quotes/${ids.quote}`, `/admin/customers/${ids.customer}`]) {
      const record = await openPage(path);
      const appointments = record.getByRole("region", { name: "Appointments" });
      expect(await appointments.getByRole("list", { name: "Upcoming appointments" }).textContent()).toContain("15-minute quote call");
      expect(await appointments.getByRole("link").first().getAttribute("href")).toMatch(/^\/admin\/calendar\/bookings\//);
      await checkBothWidths(record, path.startsWith("/admin/customers") ? "customer-appointments" : "lead-appointments");
      await record.close();
    }
  });

  it("marks this morning's call held, and refuses to before a call starts", async () => {
    const page = await openPage(`/admin/calendar/bookings/${ids.morning}`);
    await page.getByRole("heading", { level: 1, name: "Maria Lopez" }).waitFor();
    const records = page.getByRole("region", { name: "This person's records" });
    expect(await records.getByRole("link", { name: "Maria Lopez", exact: true }).getAttribute("href")).toBe(`/admin/customers/${ids.customer}`);
    expect(await records.getByRole("link", { name: /Maria Lopez$/ }).last().getAttribute("href")).toBe(`/admin/inbox/quotes/${ids.quote}`);
    await checkBothWidths(page, "booking-page");
    await page.getByRole("button", { name: "Mark held" }).click();
    await page.getByText("Marked held.").waitFor();
    expect(statusOf(ids.morning)).toBe("held");
    expect(await page.getByRole("region", { name: "Status" }).textContent()).toContain("Held");
    await page.close();

    // A coming call shows no outcome buttons, and a forged post is refused.
    const res = await fetch(`${server.url}/admin/calendar/bookings/${ids.coming}`, {
      method: "POST",
      body: new URLSearchParams({ intent: "outcome", outcome: "no_show" }),
      headers: { ...sameOrigin(server), cookie: await signInCookie(server, emails.sam) },
      redirect: "manual",
    });
    expect(res.status).toBe(409);
    expect(statusOf(ids.coming)).toBe("booked");

    const record = await openPage(`/admin/inbox/quotes/${ids.quote}`);
    expect(await record.getByRole("list", { name: "Activity, newest first" }).textContent()).toContain("Appointment held");
    await record.close();
  });

  it("cancels a coming appointment after a confirmation, and its time is free again", async () => {
    const other = await openPage(`/admin/calendar/bookings/${ids.other}?moveDate=${day}`);
    const freeBefore = await other.getByRole("group", { name: /^Free times on/ }).getByRole("radio").evaluateAll((radios) => radios.map((r) => (r as HTMLInputElement).value));
    expect(freeBefore).not.toContain(fromLasVegas(day, "10:00")!.toISOString());
    expect(freeBefore).toContain(fromLasVegas(day, "14:00")!.toISOString()); // its own time does not stand in its way
    await other.close();

    const page = await openPage(`/admin/calendar/bookings/${ids.coming}`);
    await page.getByRole("link", { name: "Cancel the appointment…" }).click();
    const confirm = page.getByRole("region", { name: /^Cancel Maria Lopez/ });
    await confirm.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await confirm.getByRole("button", { name: "Yes, cancel it" }).click();
    await page.getByText("Cancelled. The person was emailed, and the time is free again.").waitFor();
    expect(statusOf(ids.coming)).toBe("cancelled");
    expect(query(server.databasePath, "select count(*) as n from email_outbox where to_address = ? and kind like 'booking%'", emails.maria)).toEqual([{ n: 1 }]);
    await page.close();

    const calendar = await openPage(`/admin/calendar?view=day&date=${day}`);
    expect(await calendar.getByRole("list", { name: /^Appointments on / }).getByRole("listitem").first().textContent()).toContain("Cancelled");
    await calendar.close();

    // Omar's call moves into the freed time: nothing chosen is refused beside the times first.
    const move = await openPage(`/admin/calendar/bookings/${ids.other}?moveDate=${day}`);
    await move.getByRole("button", { name: "Move the appointment" }).click();
    await move.getByRole("alert").getByText("New time: Please choose one of the free times.").waitFor();
    expect(await axeViolations(move)).toEqual([]);
    await move.getByRole("radio", { name: "10:00 AM" }).check();
    await move.getByRole("button", { name: "Move the appointment" }).click();
    await move.getByText("Moved. The person was emailed the new time.").waitFor();
    expect(query(server.databasePath, "select starts_at, user_id from bookings where id = ?", ids.other)).toEqual([{ starts_at: fromLasVegas(day, "10:00")!.toISOString(), user_id: ids.dana }]);
    expect(await move.getByRole("region", { name: "History" }).textContent()).toContain("Moved an appointment");
    await move.close();
  });

  it("sets a video call's link, https only", async () => {
    const page = await openPage(`/admin/calendar/bookings/${ids.video}`);
    const link = page.getByRole("region", { name: "Video call link" });
    await link.getByLabel(/^Video call link/).fill("http://meet.example.com/abc");
    await link.getByRole("button", { name: "Save the link" }).click();
    await page.getByRole("alert").getByText(/Please use a secure link that starts with https/).waitFor();
    expect(await page.locator("#field-url").inputValue()).toBe("http://meet.example.com/abc");
    await page.locator("#field-url").fill("https://meet.example.com/abc-defg");
    await page.getByRole("button", { name: "Save the link" }).click();
    await page.getByText("Video link saved.").waitFor();
    expect(query(server.databasePath, "select meeting_url from bookings where id = ?", ids.video)).toEqual([{ meeting_url: "https://meet.example.com/abc-defg" }]);
    expect(await page.getByRole("link", { name: "https://meet.example.com/abc-defg" }).count()).toBe(1);
    await page.close();
  });

  it("blocks an hour (a missing reason refused beside its field), and another member sees it through the filter", async () => {
    const page = await openPage(`/admin/calendar?view=day&date=${day}`);
    const block = page.getByRole("region", { name: "Block time" });
    await block.getByLabel("From").fill("12:00");
    await block.getByLabel("To").fill("13:00");
    await block.getByRole("button", { name: "Block this time" }).click();
    await page.getByRole("alert").getByText(/Reason: Please enter a reason/).waitFor();
    expect(await page.locator("#field-from").inputValue()).toBe("12:00");
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel(/^Reason/).fill("Lunch with a carrier");
    await page.getByRole("button", { name: "Block this time" }).click();
    await page.getByText("Saved: nobody can book that time.").waitFor();
    expect(await page.getByRole("list", { name: /^Time off on / }).textContent()).toContain("Away · 12:00 PM – 1:00 PM · Lunch with a carrier");
    await page.close();

    const sam = await signedInContext(browser, server, emails.sam);
    const own = await openPage(`/admin/calendar?view=day&date=${day}`, sam);
    expect(await own.getByText("No appointments.").count()).toBe(1);
    await own.getByLabel("Whose calendar").selectOption(ids.dana);
    await own.getByRole("button", { name: "Show" }).click();
    await own.getByRole("link", { name: "Omar Other" }).waitFor();
    // Dana's reason is hers: Sam sees that she is away, not why.
    const timeOff = await own.getByRole("list", { name: /^Time off on / }).textContent();
    expect(timeOff).toContain("Away · 12:00 PM – 1:00 PM");
    expect(timeOff).not.toContain("Lunch with a carrier");
    await own.getByLabel("Whose calendar").selectOption("all");
    await own.getByRole("button", { name: "Show" }).click();
    await own.getByText("with Dana Reyes").first().waitFor();
    await sam.close();
  });
});
