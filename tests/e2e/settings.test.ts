/**
 * /admin/settings in Chromium against the built server, as an admin uses it: a form's new
 * submissions go to a named person (a quote posted to /quote then has that owner, who is
 * emailed), a mistake comes back with its message and the choices kept (without JavaScript),
 * the digest time; staff are sent away from the page. axe finds no violations.
 */
import type { SQLInputValue } from "node:sqlite";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieHeader, createAccount, setRole, signedInContext, uniqueEmail } from "../support/accounts.ts";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import { axeViolations, launchBrowser } from "../support/browser.ts";
import { query as queryDatabase, execute as executeOnDatabase } from "../support/site-requests.ts";

let server: AppServer;
let browser: Browser;
let admin: BrowserContext;
let staff: BrowserContext;
let adminEmail: string;
let danaEmail: string;
let danaId: string;

/** A query on the server's database (read-only). */
const query = <T = Record<string, unknown>>(sql: string, ...params: SQLInputValue[]): T[] => queryDatabase<T>(server.databasePath, sql, ...params);

/** A change to the server's database (test setup only). */
const execute = (sql: string, ...params: SQLInputValue[]): void => executeOnDatabase(server.databasePath, sql, ...params);

async function openPage(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await page.goto(path);
  return page;
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer({ FORM_RATE_LIMIT_PER_HOUR: "1000" }), launchBrowser()]);
  adminEmail = uniqueEmail("owner");
  danaEmail = uniqueEmail("dana");
  await createAccount(server, { email: adminEmail, role: "admin" });
  await createAccount(server, { email: danaEmail, role: "admin" });
  await setRole(server, danaEmail, "staff");
  execute("update user set name = 'Dana Reyes' where email = ?", danaEmail);
  danaId = query<{ id: string }>("select id from user where email = ?", danaEmail)[0]!.id;
  admin = await signedInContext(browser, server, adminEmail);
  staff = await signedInContext(browser, server, danaEmail);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("settings", () => {
  it("sends an admin's quote requests to a named person: the record shows that owner", async () => {
    const page = await openPage(admin, "/admin/settings");
    expect(await axeViolations(page), page.url()).toEqual([]);
    const quotes = page.getByRole("form", { name: "Quote Requests" });
    await quotes.getByLabel("A named person (choose below)").check();
    await quotes.getByRole("combobox", { name: /^Person/ }).selectOption({ label: `Dana Reyes (${danaEmail})` });
    await quotes.getByRole("button", { name: "Save the rule for Quote Requests" }).click();
    await page.getByText("Saved: Quote Requests now goes to Dana Reyes.").waitFor();
    expect(query("select mode, user_id from assignment_rules where form = 'quotes'")).toEqual([{ mode: "person", user_id: danaId }]);
    expect(query("select action, actor_email from audit_log where action = 'settings.assignment'")).toEqual([{ action: "settings.assignment", actor_email: adminEmail }]);
    // The saved rule is what the form shows.
    expect(await quotes.getByLabel("A named person (choose below)").isChecked()).toBe(true);
    expect(await quotes.getByRole("combobox", { name: /^Person/ }).inputValue()).toBe(danaId);

    const visitor = uniqueEmail("jane");
    const res = await fetch(`${server.url}/quote`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: server.url },
      body: new URLSearchParams([
        ["first_name", "Jane"], ["last_name", "Doe"], ["email", visitor], ["phone", "7025550123"], ["zip_code", "89118"],
        ["contact_preference", "email"], ["insurance_types", "auto"], ["current_insurance", "no"], ["home_ownership", "rent"],
        ["vehicle_count", "1"], ["budget_range", "100_250"], ["timeline", "immediately"],
      ]),
    });
    expect(res.status).toBe(303);
    const record = query<{ id: string; owner_id: string }>("select id, owner_id from quote_requests where email = ?", visitor)[0]!;
    expect(record.owner_id).toBe(danaId);
    expect(query("select to_address from email_outbox where kind = 'quotes.notification' and reply_to = ? order by to_address", visitor).map((r) => r.to_address)).toContain(danaEmail);

    const lead = await openPage(admin, `/admin/inbox/quotes/${record.id}`);
    await lead.getByText("Owner: Dana Reyes").waitFor();
    await Promise.all([page.close(), lead.close()]);
  });

  it("works without JavaScript: a named person left unchosen comes back with its message and the choice kept; the digest time saves", async () => {
    const noScript = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    await noScript.addCookies(await admin.cookies());
    const page = await openPage(noScript, "/admin/settings");
    const claims = page.getByRole("form", { name: "Claims" });
    await claims.getByLabel("A named person (choose below)").check();
    await claims.getByRole("button", { name: "Save the rule for Claims" }).click();
    await page.getByRole("alert").getByText("Person: Please choose the person who gets new submissions.").waitFor();
    expect(await claims.getByLabel("A named person (choose below)").isChecked()).toBe(true);
    expect(await claims.getByRole("combobox", { name: /^Person/ }).getAttribute("aria-invalid")).toBe("true");

    await page.getByLabel("Time of the digest").fill("07:45");
    await page.getByRole("button", { name: "Save the digest time" }).click();
    await page.getByText("The daily digest now goes out at 07:45 Las Vegas time on working days.").waitFor();
    expect(query("select value from agency_settings where key = 'digest_time'")).toEqual([{ value: "07:45" }]);
    await noScript.close();

    // The same mistake with JavaScript: the message shows in place, and axe finds nothing wrong with the page.
    const scripted = await openPage(admin, "/admin/settings");
    const form = scripted.getByRole("form", { name: "Claims" });
    await form.getByLabel("A named person (choose below)").check();
    await form.getByRole("button", { name: "Save the rule for Claims" }).click();
    await scripted.getByRole("alert").getByText("Person: Please choose the person who gets new submissions.").waitFor();
    expect(await axeViolations(scripted), "the page with an error").toEqual([]);
    await scripted.close();
  });

  it("is for admins only: staff are sent away, and their posts refused", async () => {
    const page = await openPage(staff, "/admin/settings");
    expect(new URL(page.url()).pathname).not.toBe("/admin/settings");
    await page.close();
    const res = await fetch(`${server.url}/admin/settings`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: server.url, Cookie: await cookieHeader(staff), "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "digest", digestTime: "06:00" }),
    });
    expect(res.status).toBe(403);
    expect(query("select value from agency_settings where key = 'digest_time'")).toEqual([{ value: "07:45" }]);
  });
});
