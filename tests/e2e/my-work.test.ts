/**
 * The back office's own layout and My work in Chromium against the built server, as a staff
 * member uses them: /admin opens My work, where a new quote (posted through the public form and
 * handed out by round-robin to the only team member) waits in "New"; the navigation counts
 * what they have not opened and counts down once they open it; no public header or footer; axe
 * finds nothing; on a phone the menu opens without JavaScript and nothing overflows sideways.
 * A group longer than My work shows (eleven overdue follow-ups) shows its ten oldest and links to
 * itself alone, where all of them are listed; a task done there comes back to that list. Staff
 * asking for an admin's group, or a group that does not exist, get a 404.
 * Then an admin: the admins' sections, the unassigned records, a CSV download that still
 * answers as a file inside the layout, and My work reached from a page that loads React.
 */
import type { SQLInputValue } from "node:sqlite";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieHeader, createAccount, signedInContext, uniqueEmail } from "../support/accounts.ts";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import { lasVegasDate } from "../../app/lib/las-vegas-time.ts";
import { axeViolations, launchBrowser, savePicturesAtBothWidths } from "../support/browser.ts";
import { sameOrigin, validLeadFields, execute as executeOnDatabase, query } from "../support/site-requests.ts";

let server: AppServer;
let browser: Browser;
let staff: BrowserContext;
let staffEmail: string;

/** A change to the server's database (test setup only). */
const execute = (sql: string, ...params: SQLInputValue[]): void => executeOnDatabase(server.databasePath, sql, ...params);

/** Posts the public quote form as a visitor would, with this name. */
async function requestQuote(first: string, last: string): Promise<void> {
  const fields = validLeadFields("quote", `${first}.${last}.${process.pid}@example.com`.toLowerCase()).map(([name, value]): [string, string] =>
    name === "first_name" ? [name, first] : name === "last_name" ? [name, last] : [name, value],
  );
  const res = await fetch(`${server.url}/quote`, { method: "POST", body: new URLSearchParams(fields), redirect: "manual", headers: sameOrigin(server) });
  expect([302, 303], (await res.text()).slice(0, 300)).toContain(res.status);
}

async function openPage(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await page.goto(path);
  return page;
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer({ FORM_RATE_LIMIT_PER_HOUR: "100000" }), launchBrowser()]);
  // The only team member: round-robin (the rule when none is stored) hands them every new record.
  staffEmail = uniqueEmail("dana");
  // Invited as the agency does; createAccount enrols her authenticator app, as the team must.
  await createAccount(server, { email: staffEmail, role: "staff", name: "Dana Reyes" });
  await requestQuote("Ana", "Alvarez");
  await requestQuote("Ben", "Booker");
  staff = await signedInContext(browser, server, staffEmail);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("a staff member's back office", () => {
  it("opens My work from /admin, with their new leads, in the back office's own frame", async () => {
    const page = await openPage(staff, "/admin");
    await page.waitForURL(/\/admin\/my-work$/);
    await page.getByRole("heading", { level: 1, name: "My work" }).waitFor();

    const newGroup = page.getByRole("region", { name: /^New/ });
    await newGroup.getByRole("link", { name: "Ana Alvarez", exact: true }).waitFor();
    await newGroup.getByRole("link", { name: "Ben Booker", exact: true }).waitFor();
    expect(await page.getByRole("heading", { level: 2, name: /^New/ }).textContent()).toContain("(2)");
    const ana = newGroup.getByRole("article", { name: "Ana Alvarez" });
    for (const text of ["New", "Unread", "Quote request"]) expect(await ana.textContent()).toContain(text);
    expect(await ana.getByRole("link", { name: /^Call Ana Alvarez/ }).getAttribute("href")).toBe("tel:+17025550100");
    expect(await ana.getByRole("link", { name: /^Email Ana Alvarez/ }).getAttribute("href")).toMatch(/^mailto:ana\.alvarez\./);

    // The back office's header, not the public site's.
    const banner = page.getByRole("banner");
    for (const text of ["Dana Reyes", "Staff"]) expect(await banner.textContent()).toContain(text);
    await banner.getByRole("button", { name: "Sign out" }).waitFor();
    expect(await page.getByRole("contentinfo").count()).toBe(0);
    expect(await page.getByRole("navigation", { name: "Main" }).count()).toBe(0);

    const nav = page.getByRole("navigation", { name: "Back office" });
    expect(await nav.getByRole("link", { name: "My work", exact: true }).getAttribute("aria-current")).toBe("page");
    expect(await nav.getByRole("link", { name: "Quote Requests 2 unread", exact: true }).count()).toBe(1);
    expect(await nav.getByRole("link", { name: "Profile", exact: true }).count()).toBe(1);
    for (const adminOnly of ["Users", "Reports", "Settings", "Email Outbox", "Audit Log", "Blog"]) {
      expect(await nav.getByRole("link", { name: adminOnly, exact: true }).count(), adminOnly).toBe(0);
    }
    expect(await axeViolations(page)).toEqual([]);

    // Opening the record marks it read: the count goes down, the marker goes away.
    await newGroup.getByRole("link", { name: "Ana Alvarez", exact: true }).click();
    await page.waitForURL(/\/admin\/inbox\/quotes\/[^/]+$/);
    await nav.getByRole("link", { name: "Quote Requests 1 unread", exact: true }).waitFor();
    expect(await nav.getByRole("link", { name: /^Quote Requests/ }).getAttribute("aria-current")).toBe("page");

    await page.goto("/admin/my-work");
    const anaAgain = page.getByRole("region", { name: /^New/ }).getByRole("article", { name: "Ana Alvarez" });
    expect(await anaAgain.textContent()).not.toContain("Unread");

    await nav.getByRole("link", { name: /^Quote Requests/ }).click();
    await page.waitForURL(/\/admin\/inbox\/quotes$/);
    await page.getByText("Ben Booker").first().waitFor();
    expect(await page.getByRole("contentinfo").count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it("fits a phone: the menu opens and closes without JavaScript and nothing scrolls sideways", async () => {
    const phone = await browser.newContext({
      baseURL: server.url,
      viewport: { width: 390, height: 844 },
      javaScriptEnabled: false,
      storageState: await staff.storageState(),
    });
    const page = await openPage(phone, "/admin/my-work");
    await page.getByRole("heading", { level: 1, name: "My work" }).waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await page.getByRole("navigation", { name: "Back office" }).count()).toBe(0); // closed

    // One navigation, drawn once: the Menu button opens it over the page, Escape closes it.
    const menu = page.getByRole("button", { name: "Menu" });
    await menu.click();
    const nav = page.getByRole("navigation", { name: "Back office" });
    await nav.getByRole("button", { name: "Sign out" }).waitFor();
    await page.keyboard.press("Escape");
    await nav.waitFor({ state: "hidden" });
    expect(await page.locator("nav[aria-label='Back office']").count()).toBe(1);
    await menu.click();
    await nav.getByRole("link", { name: /^Quote Requests/ }).click();
    await page.waitForURL(/\/admin\/inbox\/quotes$/);
    expect(await noSidewaysScroll(page)).toBe(true);
    await phone.close();
  });

  it("shows a long group's oldest ten, and the whole group on a page of its own", async () => {
    const names = Array.from({ length: 11 }, (_, i) => `Late${String.fromCharCode(97 + i)}`);
    for (const first of names) await requestQuote(first, "Follow");
    const dana = query<{ id: string }>(server.databasePath, "select id from user where email = ?", staffEmail)[0]!.id;
    // Follow-ups due 11 hours ago down to 1 hour ago: Latea is the oldest.
    names.forEach((first, i) =>
      execute("update quote_requests set owner_id = ?, status = 'contacted', follow_up_at = ? where first_name = ?", dana, new Date(Date.now() - (11 - i) * 3_600_000).toISOString(), first),
    );
    execute(
      "insert into tasks (id, owner_id, title, detail, due_date, customer_id, source_type, source_id, status, created_at) values ('task-long-group', ?, 'Call Latea back', null, ?, null, 'campaign', 'campaign-e2e', 'open', ?)",
      dana, lasVegasDate(new Date()), new Date().toISOString(),
    );

    const page = await openPage(staff, "/admin/my-work");
    const overdue = page.getByRole("region", { name: /^Overdue/ });
    expect(await page.getByRole("heading", { level: 2, name: /^Overdue/ }).textContent()).toContain("(10+)");
    expect(await overdue.getByRole("article").count()).toBe(10);
    await overdue.getByRole("link", { name: "Latea Follow", exact: true }).waitFor();
    expect(await overdue.getByRole("link", { name: "Latek Follow", exact: true }).count()).toBe(0);
    expect(await overdue.textContent()).toContain("Showing 10 of more than 10.");

    await overdue.getByRole("link", { name: "Show up to 100 in Overdue" }).click();
    await page.waitForURL(/\/admin\/my-work\?group=overdue$/);
    await page.getByRole("heading", { level: 1, name: "Overdue" }).waitFor();
    const alone = page.getByRole("region", { name: /^Overdue/ });
    expect(await alone.getByRole("article").count()).toBe(11);
    expect(await page.getByRole("heading", { level: 2, name: /^Overdue/ }).textContent()).toContain("(11)");
    await alone.getByRole("link", { name: "Latek Follow", exact: true }).waitFor();
    expect(await page.getByRole("region").count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await savePicturesAtBothWidths(page, "my-work-group-alone");
    await page.getByRole("link", { name: "Back to all of My work" }).click();
    await page.waitForURL(/\/admin\/my-work$/);
    await page.getByRole("heading", { level: 1, name: "My work" }).waitFor();

    // A task done on its list shown alone comes back to that list.
    await page.goto("/admin/my-work?group=tasks");
    await page.getByRole("heading", { level: 1, name: "Tasks" }).waitFor();
    await page.getByRole("region", { name: /^Tasks/ }).getByRole("button", { name: /^Done/ }).click();
    await page.waitForURL(/\/admin\/my-work\?group=tasks&done=task$/);
    await page.getByText("Task marked done. It is off your list.").waitFor();
    expect(await page.getByRole("region", { name: /^Tasks/ }).textContent()).toContain("No open tasks.");
    await page.close();

    // Staff have no admin groups; a group that does not exist is not found.
    for (const group of ["unassigned", "unassigned_tasks", "renewals", "nonsense"]) {
      const res = await fetch(`${server.url}/admin/my-work?group=${group}`, { headers: { cookie: await cookieHeader(staff) }, redirect: "manual" });
      expect(res.status, group).toBe(404);
    }
  });

  it("answers downloads inside the layout as files, never as a page", async () => {
    const res = await fetch(`${server.url}/admin/inbox/quotes/export.csv`, { headers: { cookie: await cookieHeader(staff) }, redirect: "manual" });
    expect(res.status).toBe(403);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await res.text()).not.toContain("<html");
  });
});

describe("an admin's back office", () => {
  it("adds the admins' sections and the records nobody owns, and still exports CSV", async () => {
    execute("insert into assignment_rules (form, mode, user_id, turn, updated_at) values ('claims', 'nobody', null, 0, ?) on conflict (form) do update set mode = 'nobody'", new Date().toISOString());
    const fields = validLeadFields("claim", `cleo.${process.pid}@example.com`).map(([n, v]): [string, string] => [n, n === "firstName" ? "Cleo" : n === "lastName" ? "Nobody" : v]);
    const claim = new FormData();
    for (const [n, v] of fields) claim.append(n, v);
    const posted = await fetch(`${server.url}/submit-claim`, { method: "POST", body: claim, redirect: "manual", headers: sameOrigin(server) });
    expect([302, 303]).toContain(posted.status);

    const adminEmail = uniqueEmail("owner");
    await createAccount(server, { email: adminEmail, role: "admin" });
    const admin = await signedInContext(browser, server, adminEmail);
    const page = await openPage(admin, "/admin/my-work");
    const unassigned = page.getByRole("region", { name: /^Unassigned/ });
    await unassigned.getByRole("link", { name: "Cleo Nobody", exact: true }).waitFor();
    expect(await page.getByRole("banner").textContent()).toContain("Admin");
    const nav = page.getByRole("navigation", { name: "Back office" });
    for (const section of ["Reports", "Blog", "Users", "Settings", "Email Outbox", "Audit Log"]) {
      expect(await nav.getByRole("link", { name: section, exact: true }).count(), section).toBe(1);
    }
    expect(await axeViolations(page)).toEqual([]);

    const csv = await fetch(`${server.url}/admin/inbox/quotes/export.csv`, { headers: { cookie: await cookieHeader(admin) } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(await csv.text()).toContain("Ben");

    // From a page that loads React (the carriers list), the breadcrumb's My work comes through
    // React Router's client navigation: its items arrive in the data, not as the server's marker.
    await page.goto("/admin/settings/carriers");
    await page.getByRole("heading", { level: 1, name: "Carrier directory" }).waitFor();
    const navigations: string[] = [];
    page.on("request", (request) => navigations.push(new URL(request.url()).pathname));
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "My work" }).click();
    await page.getByRole("heading", { level: 1, name: "My work" }).waitFor();
    await page.getByRole("region", { name: /^Unassigned/ }).getByRole("link", { name: "Cleo Nobody", exact: true }).waitFor();
    expect(navigations).toContain("/admin/my-work.data");
    await admin.close();
  });
});
