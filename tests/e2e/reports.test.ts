/**
 * Where leads come from, and the owner's Reports, against the built production server:
 *
 * - A visit's first page (a prerendered one, or one the app renders) sets the first-party
 *   visit_source cookie; the quote the visitor then sends stores its landing page, campaign
 *   and channel. Bots, the back office and a visit that already has a source get no cookie;
 *   a broken cookie is ignored, never a failure.
 * - An admin opens Reports and finds the newsletter channel and a won quote's premium in its
 *   tables, and retention by month with its chart, downloads reports' CSV, and axe finds nothing;
 *   staff are sent away.
 *
 * SCREENSHOT_DIR=… saves the Reports page at phone and desktop widths there.
 */
import type { SQLInputValue } from "node:sqlite";
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieHeader, createAccount, signedInContext, uniqueEmail } from "../support/accounts.ts";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import { axeViolations, launchBrowser, savePicturesAtBothWidths } from "../support/browser.ts";
import { query as queryDatabase, execute as executeOnDatabase } from "../support/site-requests.ts";

const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";
const GOOGLEBOT_UA = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

let server: AppServer;
let browser: Browser;
let admin: BrowserContext;
let sequence = 0;

/** A query on the server's database (read-only). */
const query = <T = Record<string, unknown>>(sql: string, ...params: SQLInputValue[]): T[] => queryDatabase<T>(server.databasePath, sql, ...params);

/** A change to the server's database (test setup only). */
const execute = (sql: string, ...params: SQLInputValue[]): void => executeOnDatabase(server.databasePath, sql, ...params);

/** A page view by a browser; returns the visit_source cookie it set ("name=value"), if any, and the response. */
async function view(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.url}${path}`, { headers: { "User-Agent": BROWSER_UA, ...headers }, redirect: "manual" });
  await res.arrayBuffer();
  const setCookie = res.headers.getSetCookie().find((c) => c.startsWith("visit_source="));
  return { res, setCookie, cookie: setCookie?.split(";")[0] };
}

/** Sends the quote form as that visitor's browser would (with its cookies); returns the stored row. */
async function sendQuote(cookie: string | undefined) {
  const n = ++sequence;
  const email = `visitor.${process.pid}.${n}@example.com`;
  const body = new URLSearchParams([
    ["first_name", "Vera"], ["last_name", `Visitor${n}`], ["email", email], ["phone", `702555${String(2000 + n)}`], ["zip_code", "89101"],
    ["contact_preference", "email"], ["insurance_types", "auto"], ["current_insurance", "no"], ["home_ownership", "rent"],
    ["vehicle_count", "1"], ["budget_range", "100_250"], ["timeline", "immediately"],
  ]);
  const res = await fetch(`${server.url}/quote`, {
    method: "POST",
    body,
    redirect: "manual",
    headers: { Origin: server.url, "User-Agent": BROWSER_UA, ...(cookie ? { Cookie: cookie } : {}) },
  });
  expect(res.status).toBe(303);
  return query<Record<string, string | null>>(
    "select id, source_landing, source_referrer, source_channel, utm_source, utm_medium from quote_requests where email = ?",
    email,
  )[0]!;
}

beforeAll(async () => {
  server = await startAppServer();
  browser = await launchBrowser();
  const adminEmail = uniqueEmail("owner");
  await createAccount(server, { email: adminEmail, role: "admin" });
  admin = await signedInContext(browser, server, adminEmail);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("lead sources", () => {
  it("a newsletter visit landing on the home page stores its landing page, campaign and channel with the quote", async () => {
    const { res, setCookie, cookie } = await view("/?utm_source=newsletter&utm_medium=email");
    expect(res.status).toBe(200);
    expect(setCookie).toMatch(/; Path=\/; Max-Age=2592000; HttpOnly; SameSite=Lax$/);
    expect(res.headers.get("Cache-Control")).toBe("private, no-cache");

    // Later pages of the visit keep it (no new cookie), and stay publicly cacheable.
    const later = await view("/contact", { Cookie: cookie!, Referer: "https://www.bing.com/" });
    expect(later.setCookie).toBeUndefined();
    expect(later.res.headers.get("Cache-Control")).toBe("no-cache");

    const row = await sendQuote(cookie);
    expect(row).toMatchObject({
      source_landing: "/?utm_source=newsletter&utm_medium=email",
      source_referrer: null,
      utm_source: "newsletter",
      utm_medium: "email",
      source_channel: "newsletter / email",
    });
  });

  it("a visit from Google search to a page the app renders stores Google (search)", async () => {
    const { res, cookie } = await view("/quote", { Referer: "https://www.google.com/" });
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-cache");
    const row = await sendQuote(cookie);
    expect(row).toMatchObject({ source_landing: "/quote", source_referrer: "https://www.google.com/", source_channel: "Google (search)", utm_source: null });
  });

  it("a new campaign click replaces the visit's source", async () => {
    const first = await view("/", { Referer: "https://www.google.com/" });
    const campaign = await view("/auto-insurance?utm_source=facebook&utm_medium=cpc", { Cookie: first.cookie! });
    expect(campaign.setCookie).toBeDefined();
    expect((await sendQuote(campaign.cookie)).source_channel).toBe("facebook / cpc");
  });

  it("sets nothing for bots or the back office, and ignores a broken cookie", async () => {
    expect((await view("/?utm_source=x", { "User-Agent": GOOGLEBOT_UA })).setCookie).toBeUndefined();
    expect((await view("/admin/reports")).setCookie).toBeUndefined();
    expect((await view("/robots.txt")).setCookie).toBeUndefined();
    const row = await sendQuote("visit_source=%ZZ%00garbage");
    expect(row).toMatchObject({ source_landing: null, source_channel: "Direct" });
  });
});

describe("reports", () => {
  it("shows an admin where leads came from and a won quote's premium, with CSV downloads and no axe violations", async () => {
    const { cookie } = await view("/?utm_source=newsletter&utm_medium=email");
    const won = await sendQuote(cookie);
    execute(
      "update quote_requests set status = 'won', closed_at = ?, won_premium_cents = 246810, first_contact_at = ? where id = ?",
      new Date().toISOString(),
      new Date().toISOString(),
      won.id!,
    );

    const page = await admin.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto("/admin/reports");
    await page.getByRole("heading", { level: 1, name: "Reports" }).waitFor();
    const outcomes = page.getByRole("table", { name: "Quotes won and lost by source channel (last 12 months)" });
    const newsletterRow = outcomes.getByRole("row").filter({ hasText: "newsletter / email" });
    await expect(newsletterRow.getByRole("cell").last().textContent()).resolves.toBe("$2,468");
    await page.getByRole("table", { name: "Leads per week by source channel" }).getByRole("columnheader", { name: "newsletter / email" }).waitFor();
    expect(await page.getByRole("img", { name: "Quote win rate per month" }).count()).toBe(1);
    await savePicturesAtBothWidths(page, "reports");
    expect(await axeViolations(page)).toEqual([]);

    const link = page.getByRole("link", { name: "Download CSV of quote win rate and premium" });
    const res = await fetch(new URL((await link.getAttribute("href"))!, server.url), { headers: { Cookie: await cookieHeader(admin) } });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toMatch(/^attachment; filename="report-quote-outcomes-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(await res.text()).toContain("source channel,newsletter / email,");

    // Retention by month: nothing came due in this fresh book, so every month reads "—", and its CSV downloads.
    const retention = page.getByRole("table", { name: "Policies due and renewed by month" });
    expect(await retention.getByRole("row").count()).toBe(14); // heading, 12 months, total
    expect(await page.getByRole("img", { name: "Retention rate per month" }).count()).toBe(1);
    const retentionCsv = await fetch(new URL((await page.getByRole("link", { name: "Download CSV of retention by month" }).getAttribute("href"))!, server.url), {
      headers: { Cookie: await cookieHeader(admin) },
    });
    expect(retentionCsv.status).toBe(200);
    expect(await retentionCsv.text()).toContain("Month due (Las Vegas),Policies due,Renewed,Not renewed,Retention rate (%)");

    await page.close();
  });

  it("sends staff away and refuses them the CSV", async () => {
    const email = uniqueEmail("staff");
    await createAccount(server, { email, role: "customer" });
    const staff = await signedInContext(browser, server, email);
    execute("update user set role = 'staff' where email = ?", email);
    const page = await staff.newPage();
    await page.goto("/admin/reports");
    await page.waitForURL((url) => !url.pathname.startsWith("/admin/reports"));
    const res = await fetch(`${server.url}/admin/reports/open-items/csv`, { headers: { Cookie: await cookieHeader(staff) } });
    expect(res.status).toBe(403);
    await staff.close();
  });
});
