/**
 * Booking's settings in Chromium against the built server (docs/back-office.md#appointment-types-hours-and-feeds):
 * an admin adds an appointment type (a taken address comes back as the address's error, with
 * every value kept) and sees it listed, and closes the office for a day; a staff member sets
 * their own hours (an end before the start is refused beside the field), adds a day off, makes
 * the private calendar feed and a calendar program reads it (text/calendar, private, no-store,
 * their booking in it; the request log without its token), replaces it (the old address is gone)
 * and turns it off; staff are sent away from /admin/booking and their posts refused. axe at 390
 * and 1280 px.
 */
import { randomUUID } from "node:crypto";
import type { SQLInputValue } from "node:sqlite";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lasVegasDate } from "../../app/lib/las-vegas-time.ts";
import { cookieHeader, createAccount, signedInContext, uniqueEmail } from "../support/accounts.ts";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import { checkAtBothWidths, launchBrowser } from "../support/browser.ts";
import { query as queryDatabase, execute as executeOnDatabase, sameOrigin } from "../support/site-requests.ts";

let server: AppServer;
let browser: Browser;
let admin: BrowserContext;
let staff: BrowserContext;
let adminEmail: string;
let danaEmail: string;
let danaId: string;

const DAY = 86_400_000;
const query = <T = Record<string, unknown>>(sql: string, ...params: SQLInputValue[]): T[] => queryDatabase<T>(server.databasePath, sql, ...params);
const execute = (sql: string, ...params: SQLInputValue[]): void => executeOnDatabase(server.databasePath, sql, ...params);

async function openPage(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await page.goto(path);
  return page;
}

beforeAll(async () => {
  // Requests logged (info), to show the feed's token is not among them.
  [server, browser] = await Promise.all([startAppServer({ LOG_LEVEL: "info" }), launchBrowser()]);
  adminEmail = uniqueEmail("owner");
  danaEmail = uniqueEmail("dana");
  await createAccount(server, { email: adminEmail, role: "admin" });
  await createAccount(server, { email: danaEmail, role: "staff", name: "Dana Reyes" });
  danaId = query<{ id: string }>("select id from user where email = ?", danaEmail)[0]!.id;
  admin = await signedInContext(browser, server, adminEmail);
  staff = await signedInContext(browser, server, danaEmail);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("booking settings", () => {
  it("lets an admin add an appointment type, refusing a taken address, and list it; and close the office for a day", async () => {
    // Visitors' /book is kept in memory: the new type must show there at once.
    const visitorsBook = async (path: string) => (await fetch(`${server.url}${path}`)).text();
    expect(await visitorsBook("/book")).not.toContain("Life insurance chat");
    expect(await visitorsBook("/es/book")).not.toContain("Charla sobre seguro de vida");
    const page = await openPage(admin, "/admin/booking");
    await page.getByRole("heading", { level: 1, name: "Booking" }).waitFor();
    for (const name of ["15-minute quote call", "30-minute coverage review", "Office visit", "Video call"]) await page.getByRole("link", { name, exact: true }).waitFor();
    await checkAtBothWidths(page, "booking-admin");

    await page.getByRole("link", { name: "New appointment type" }).click();
    await page.getByRole("heading", { level: 1, name: "New appointment type" }).waitFor();
    await page.getByLabel("Name (English)").fill("Life insurance chat");
    await page.getByLabel("Name (Spanish)").fill("Charla sobre seguro de vida");
    await page.getByLabel("Description (English)").fill("We talk about life insurance for your family.");
    await page.getByLabel("Description (Spanish)").fill("Hablamos del seguro de vida para su familia.");
    await page.getByRole("textbox", { name: /^Address/ }).fill("quote-call");
    await page.getByLabel("Length (minutes)").fill("20");
    await page.getByLabel("Video call", { exact: true }).check();
    await page.getByLabel("Meeting room address").fill("https://meet.example.com/life");
    await page.getByLabel("One person", { exact: true }).check();
    await page.getByRole("combobox", { name: /^Person/ }).selectOption({ label: `Dana Reyes (${danaEmail})` });
    await page.getByRole("button", { name: "Add the appointment type" }).click();
    await page.getByRole("alert").getByText("Address: Another appointment type already has this address: please choose another.").waitFor();
    // Every value comes back.
    expect(await page.getByLabel("Name (English)").inputValue()).toBe("Life insurance chat");
    expect(await page.getByLabel("Video call", { exact: true }).isChecked()).toBe(true);
    expect(await page.getByRole("combobox", { name: /^Person/ }).inputValue()).toBe(danaId);
    await checkAtBothWidths(page, "booking-type-error");

    await page.getByRole("textbox", { name: /^Address/ }).fill("");
    await page.getByRole("button", { name: "Add the appointment type" }).click();
    await page.getByText("Added: the appointment type is saved.").waitFor();
    await page.getByRole("heading", { level: 1, name: "Life insurance chat" }).waitFor();
    const [type] = query<Record<string, unknown>>("select id, slug, duration_minutes, location, meeting_url, assignment, user_id, active from appointment_types where name = 'Life insurance chat'");
    expect(type).toMatchObject({ slug: "life-insurance-chat", duration_minutes: 20, location: "video", meeting_url: "https://meet.example.com/life", assignment: "person", user_id: danaId, active: 1 });
    expect(query("select action, actor_email from audit_log where action = 'appointment_type.create'")).toEqual([{ action: "appointment_type.create", actor_email: adminEmail }]);
    await checkAtBothWidths(page, "booking-type");

    await page.getByRole("link", { name: "Back to Booking" }).click();
    const item = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: "Life insurance chat" }) });
    await item.getByText("/book/life-insurance-chat").waitFor();
    await item.getByText("Dana Reyes").waitFor();
    await item.getByText("20 minutes, then 10 minutes free").waitFor();
    expect(await visitorsBook("/book")).toContain("Life insurance chat");
    expect(await visitorsBook("/es/book")).toContain("Charla sobre seguro de vida");

    // The office closes for a day a month from now.
    const closed = lasVegasDate(new Date(Date.now() + 30 * DAY));
    await page.getByLabel("First day").fill(closed);
    await page.getByLabel("Reason").fill("Staff training");
    await page.getByRole("button", { name: "Close the office" }).click();
    await page.getByText("Saved: nobody can book on those days.").waitFor();
    await page.getByText("Staff training", { exact: true }).waitFor();
    expect(query("select user_id, reason from time_off")).toEqual([{ user_id: null, reason: "Staff training" }]);
    await page.getByRole("button", { name: /^Remove the closed day/ }).click();
    await page.getByText("Removed: those days can be booked again").waitFor();
    expect(query("select count(*) as n from time_off")).toEqual([{ n: 0 }]);
    await page.close();
  });

  it("lets a staff member set their own hours and a day off, and subscribe to their bookings", async () => {
    const profile = await openPage(staff, "/admin/profile");
    await profile.getByRole("link", { name: "My availability" }).click();
    const page = profile;
    await page.getByRole("heading", { level: 1, name: "My availability" }).waitFor();
    await checkAtBothWidths(page, "availability");

    // The own week starts from the office's; an end before the start is refused beside it.
    await page.getByLabel(/^My own hours/).check();
    await page.getByLabel("Saturday", { exact: true }).uncheck();
    await page.getByLabel("Monday To", { exact: true }).fill("13:00");
    await page.getByLabel("Tuesday From", { exact: true }).fill("17:00");
    await page.getByLabel("Tuesday To", { exact: true }).fill("09:00");
    await page.getByRole("button", { name: "Save my hours" }).click();
    await page.getByRole("alert").getByText("Tuesday to: Please enter an end after the start (17:00) on Tuesday.").waitFor();
    expect(await page.getByLabel("Tuesday To", { exact: true }).getAttribute("aria-invalid")).toBe("true");
    expect(await page.getByLabel(/^My own hours/).isChecked()).toBe(true);
    await checkAtBothWidths(page, "availability-error");
    await page.getByLabel("Tuesday To", { exact: true }).fill("19:00");
    await page.getByRole("button", { name: "Save my hours" }).click();
    await page.getByText("Saved: visitors can book you within these hours from now on.").waitFor();
    expect(query("select own_hours from booking_calendars where user_id = ?", danaId)).toEqual([{ own_hours: 1 }]);
    expect(query("select weekday, opens, closes from team_hours where user_id = ? order by weekday", danaId)).toEqual([
      { weekday: 1, opens: "08:00", closes: "13:00" },
      { weekday: 2, opens: "17:00", closes: "19:00" },
      { weekday: 3, opens: "08:00", closes: "18:00" },
      { weekday: 4, opens: "08:00", closes: "18:00" },
      { weekday: 5, opens: "08:00", closes: "18:00" },
    ]);

    const away = lasVegasDate(new Date(Date.now() + 10 * DAY));
    const back = lasVegasDate(new Date(Date.now() + 12 * DAY));
    await page.getByLabel("First day").fill(away);
    await page.getByLabel("Last day").fill(back);
    await page.getByLabel("Reason").fill("Vacation");
    await page.getByRole("button", { name: "Add the day off" }).click();
    await page.getByText("Saved: nobody can book you on those days.").waitFor();
    await page.getByText("Vacation", { exact: true }).waitFor();
    expect(query("select user_id, reason from time_off")).toEqual([{ user_id: danaId, reason: "Vacation" }]);

    // A booking of Dana's, as the booking page would have stored it.
    const bookingId = randomUUID();
    const startsAt = new Date(Date.now() + 3 * DAY);
    const stamp = new Date().toISOString();
    execute(
      `insert into bookings (id, appointment_type_id, user_id, starts_at, ends_at, buffer_minutes, status, first_name, last_name, email, phone, topic, locale, location, change_count, created_at, updated_at)
       values (?, 'type-quote-call', ?, ?, ?, 10, 'booked', 'Jane', 'Doe', 'jane@example.com', '(702) 555-0123', 'Two cars', 'en', 'phone', 0, ?, ?)`,
      bookingId, danaId, startsAt.toISOString(), new Date(startsAt.getTime() + 15 * 60_000).toISOString(), stamp, stamp,
    );

    await page.getByRole("button", { name: "Create the feed link" }).click();
    await page.getByText("Copy it now: it will not be shown again.").waitFor();
    const feedUrl = await page.getByLabel("Calendar feed address").inputValue();
    expect(feedUrl).toMatch(/^http.+\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    await checkAtBothWidths(page, "availability-feed");
    const token = feedUrl.split("/").at(-1)!.replace(/\.ics$/, "");
    expect(JSON.stringify(query("select * from booking_calendars"))).not.toContain(token);

    // A calendar program reads it without a session.
    const feedPath = new URL(feedUrl).pathname;
    const feed = await fetch(`${server.url}${feedPath}`);
    expect(feed.status).toBe(200);
    expect(feed.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(feed.headers.get("cache-control")).toBe("private, no-store");
    const ics = (await feed.text()).replace(/\r\n[ \t]/g, "");
    expect(ics).toContain("BEGIN:VCALENDAR");
    expect(ics).toContain("SUMMARY:15-minute quote call: Jane Doe");
    expect(ics).toContain(`/admin/calendar/bookings/${bookingId}`);
    expect((await fetch(`${server.url}${feedPath.replace(/\.ics$/, "")}`)).status).toBe(200);
    expect((await fetch(`${server.url}/calendar/feed/${"A".repeat(43)}.ics`)).status).toBe(404);
    // The request log names the feed without its token.
    await expect.poll(() => server.output().includes('"path":"/calendar/feed/[token]"')).toBe(true);
    expect(server.output()).not.toContain(token);

    // Reloading does not show the address again; replacing it ends the old one.
    await page.goto("/admin/profile/availability");
    expect(await page.getByLabel("Calendar feed address").count()).toBe(0);
    await page.getByRole("button", { name: "Replace the link" }).click();
    await page.getByText("Your new feed link (the old one no longer works)").waitFor();
    const newUrl = await page.getByLabel("Calendar feed address").inputValue();
    expect(newUrl).not.toBe(feedUrl);
    expect((await fetch(`${server.url}${feedPath}`)).status).toBe(404);
    expect((await fetch(`${server.url}${new URL(newUrl).pathname}`)).status).toBe(200);

    await page.goto("/admin/profile/availability");
    await page.getByRole("button", { name: "Turn off the feed" }).click();
    await page.getByText("The feed is off").waitFor();
    expect((await fetch(`${server.url}${new URL(newUrl).pathname}`)).status).toBe(404);
    expect(query("select action from audit_log where actor_email = ? order by created_at", danaEmail).map((r) => r.action)).toEqual(
      expect.arrayContaining(["booking_hours.update", "time_off.add", "calendar_feed.create", "calendar_feed.revoke"]),
    );
    await page.close();
  });

  it("keeps staff out of /admin/booking: sent away, their posts refused", async () => {
    for (const path of ["/admin/booking", "/admin/booking/types/new", "/admin/booking/types/type-quote-call"]) {
      const page = await openPage(staff, path);
      expect(new URL(page.url()).pathname, path).not.toBe(path);
      await page.close();
    }
    const before = query("select count(*) as n from time_off");
    const res = await fetch(`${server.url}/admin/booking`, {
      method: "POST",
      redirect: "manual",
      headers: { ...sameOrigin(server), Cookie: await cookieHeader(staff), "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "add-closure", firstDate: lasVegasDate(new Date(Date.now() + 5 * DAY)), reason: "Staff closing" }),
    });
    expect(res.status).toBe(403);
    expect(query("select count(*) as n from time_off")).toEqual(before);
  });

  it("keeps the feed out of robots' reach", async () => {
    expect(await (await fetch(`${server.url}/robots.txt`)).text()).toContain("Disallow: /calendar/feed");
  });
});
