/**
 * Working the inbox in Chromium against the built production server: filtering by owner "me"
 * and overdue through the filter form, the URL opened fresh shows the same rows, bulk-assigning
 * two records, refusing a bulk action with nothing selected (and without an owner, keeping the
 * ticks), tap-to-call links, axe on the filtered list, and no sideways scrolling on a phone. Screenshots of the list at 390 and
 * 1280 pixels go to SCREENSHOT_DIR when it is set.
 */
import type { SQLInputValue } from "node:sqlite";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount, signedInContext, uniqueEmail } from "../support/accounts.ts";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import { axeViolations, launchBrowser, savePicture } from "../support/browser.ts";
import { query as queryDatabase, execute as executeOnDatabase } from "../support/site-requests.ts";

let server: AppServer;
let browser: Browser;
let admin: BrowserContext;
let adminEmail: string;
let staffEmail: string;

/** A query on the server's database (read-only). */
const query = <T = Record<string, unknown>>(sql: string, ...params: SQLInputValue[]): T[] => queryDatabase<T>(server.databasePath, sql, ...params);

/** A change to the server's database (test setup only). */
const execute = (sql: string, ...params: SQLInputValue[]): void => executeOnDatabase(server.databasePath, sql, ...params);

async function submitQuote(first: string, last: string, phone: string): Promise<string> {
  const email = `${first.toLowerCase()}.${last.toLowerCase()}.${process.pid}@example.com`;
  const res = await fetch(`${server.url}/quote`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: server.url },
    body: new URLSearchParams([
      ["first_name", first], ["last_name", last], ["email", email], ["phone", phone], ["zip_code", "89118"],
      ["contact_preference", "phone"], ["insurance_types", "auto"], ["current_insurance", "no"], ["home_ownership", "rent"],
      ["vehicle_count", "1"], ["budget_range", "100_250"], ["timeline", "immediately"],
    ]),
  });
  expect(res.status).toBe(303);
  return query<{ id: string }>("select id from quote_requests where email = ?", email)[0]!.id;
}

const userId = (email: string) => query<{ id: string }>("select id from user where email = ?", email)[0]!.id;
const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();

async function openPage(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await page.goto(path);
  return page;
}

/** The rows' names (each row's link to its record; its other links call, text or email). */
const rowNames = (page: Page) => page.getByRole("table").locator("tbody tr th a[href^='/admin/inbox/']").allTextContents();

let ids: Record<string, string>;

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer({ FORM_RATE_LIMIT_PER_HOUR: "100000" }), launchBrowser()]);
  adminEmail = uniqueEmail("dana");
  staffEmail = uniqueEmail("sam");
  await createAccount(server, { email: adminEmail, role: "admin" });
  await createAccount(server, { email: staffEmail, role: "staff", name: "Sam Staff" });
  admin = await signedInContext(browser, server, adminEmail);
  ids = {
    ava: await submitQuote("Ava", "Overdue", "7025550101"),
    ben: await submitQuote("Ben", "Overdue", "7025550102"),
    cal: await submitQuote("Cal", "Later", "7025550103"),
    dee: await submitQuote("Dee", "Others", "7025550104"),
  };
  const me = userId(adminEmail);
  const sam = userId(staffEmail);
  // The work as it stands: two of mine overdue, one of mine due later, one of Sam's overdue.
  execute("update quote_requests set owner_id = ?, follow_up_at = ? where id in (?, ?)", me, hours(-3), ids.ava!, ids.ben!);
  execute("update quote_requests set owner_id = ?, follow_up_at = ? where id = ?", me, hours(20), ids.cal!);
  execute("update quote_requests set owner_id = ?, follow_up_at = ? where id = ?", sam, hours(-5), ids.dee!);
  execute("insert into lead_notes (id, form, record_id, author_id, author_email, body, created_at, kind) values (?, 'quotes', ?, ?, ?, ?, ?, 'note')",
    "note-1", ids.ben!, me, adminEmail, "Asked for a bundle with the home policy; call back after five.", new Date().toISOString());
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("working the inbox", () => {
  it("filters by owner 'me' and overdue through the form, in a URL that shows the same rows when opened fresh", async () => {
    const page = await openPage(admin, "/admin/inbox/quotes");
    await page.getByRole("heading", { level: 1, name: "Quote Requests" }).waitFor();
    await page.getByRole("combobox", { name: "Owner" }).selectOption({ label: "Me" });
    await page.getByRole("checkbox", { name: "Overdue follow-ups only" }).check();
    await page.getByRole("button", { name: "Apply filters" }).click();
    await page.waitForURL(/owner=me/);
    const url = new URL(page.url());
    expect(url.searchParams.get("overdue")).toBe("1");
    await expect.poll(() => rowNames(page)).toEqual(["Ben Overdue", "Ava Overdue"]);
    const ben = page.getByRole("row").filter({ hasText: "Ben Overdue" });
    expect(await ben.getByText("Overdue", { exact: true }).isVisible()).toBe(true);
    expect(await ben.textContent()).toContain("Asked for a bundle with the home policy");
    // Tap to call, text or email, each named for the person.
    expect(await ben.getByRole("link", { name: "Call Ben Overdue" }).getAttribute("href")).toBe("tel:+17025550102");
    expect(await ben.getByRole("link", { name: "Text Ben Overdue" }).getAttribute("href")).toBe("sms:+17025550102");
    expect(await ben.getByRole("link", { name: "Email Ben Overdue" }).getAttribute("href")).toMatch(/^mailto:ben\.overdue\./);
    const box = await ben.getByRole("link", { name: "Call Ben Overdue" }).boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    expect(box!.width).toBeGreaterThanOrEqual(44);
    expect(await axeViolations(page), page.url()).toEqual([]);
    await savePicture(page, "inbox-1280");

    // The same URL, opened fresh in another window, shows the same rows.
    const fresh = await browser.newContext({ baseURL: server.url, storageState: await admin.storageState() });
    const again = await fresh.newPage();
    await again.goto(`${url.pathname}${url.search}`);
    await expect.poll(() => rowNames(again)).toEqual(["Ben Overdue", "Ava Overdue"]);
    expect(await again.getByRole("combobox", { name: "Owner" }).inputValue()).toBe("me");
    expect(await again.getByRole("checkbox", { name: "Overdue follow-ups only" }).isChecked()).toBe(true);
    await fresh.close();

    // On a phone: cards, nothing wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect.poll(() => rowNames(page)).toEqual(["Ben Overdue", "Ava Overdue"]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page), "390 px").toEqual([]);
    await savePicture(page, "inbox-390");
    await page.close();
  });

  it("assigns two records in bulk, and refuses with nothing selected", async () => {
    const page = await openPage(admin, "/admin/inbox/quotes?q=overdue");
    await expect.poll(() => rowNames(page)).toEqual(["Ben Overdue", "Ava Overdue"]);
    await page.getByRole("button", { name: "Assign", exact: true }).click();
    await page.getByText("Select at least one record first.").waitFor();

    // Refused for want of an owner: the ticked row comes back ticked, the other one not.
    await page.getByRole("checkbox", { name: "Select Ava Overdue" }).check();
    await page.getByRole("button", { name: "Assign", exact: true }).click();
    await page.getByText("Please choose who to assign them to.").first().waitFor();
    expect(await page.getByRole("checkbox", { name: "Select Ava Overdue" }).isChecked()).toBe(true);
    expect(await page.getByRole("checkbox", { name: "Select Ben Overdue" }).isChecked()).toBe(false);

    await page.getByRole("checkbox", { name: "Select Ben Overdue" }).check();
    await page.getByRole("combobox", { name: "Assign to" }).selectOption({ label: "Sam Staff" });
    await page.getByRole("button", { name: "Assign", exact: true }).click();
    await page.getByText("2 records assigned to Sam Staff.").waitFor();
    // Back on the same view.
    expect(new URL(page.url()).searchParams.get("q")).toBe("overdue");
    const sam = userId(staffEmail);
    expect(query("select owner_id from quote_requests where id in (?, ?)", ids.ava!, ids.ben!)).toEqual([{ owner_id: sam }, { owner_id: sam }]);
    const audit = query<{ target_id: string; detail: string }>("select target_id, detail from audit_log where action = 'lead.assign' and actor_email = ?", adminEmail);
    expect(audit.map((a) => a.target_id).sort()).toEqual([ids.ava!, ids.ben!].sort());
    expect(audit.every((a) => a.detail === `→ ${staffEmail}`)).toBe(true);
    expect(await page.getByRole("row").filter({ hasText: "Ava Overdue" }).textContent()).toContain("Sam Staff");
    expect(await axeViolations(page), page.url()).toEqual([]);
    await page.close();
  });
});
