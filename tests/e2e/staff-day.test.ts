/**
 * A day at the agency, end to end, in Chromium against the built production server
 * (docs/product.md#pipeline): the owner invites a staff member, who sets a password, signs
 * in and sets up her authenticator app; new quote requests are shared out by rotation; the
 * staff member finds theirs on My work, logs a call, plans a follow-up and marks it Won with
 * its premium; the same person's claim is linked to it; the next working morning's digest
 * lists the follow-up due that day (the scheduler's job run against the server's database with
 * the clock moved to that morning); and the owner sees the win in Reports.
 */
import type { SQLInputValue } from "node:sqlite";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultAgency } from "../../app/config/agency.ts";
import { fromLasVegas, isLasVegasWorkingDay, lasVegasDate } from "../../app/lib/las-vegas-time.ts";
import { openDatabase } from "../../app/server/db/connection.ts";
import { runScheduledJobs } from "../../app/server/notifications/scheduler.ts";
import { createAccount, signedInContext, TEST_PASSWORD, uniqueEmail } from "../support/accounts.ts";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import { axeViolations, launchBrowser } from "../support/browser.ts";
import { enrolThroughPages } from "../support/second-factor.ts";
import { query as queryDatabase } from "../support/site-requests.ts";

let server: AppServer;
let browser: Browser;
let owner: BrowserContext;
const ownerEmail = uniqueEmail("owner");
const danaEmail = uniqueEmail("dana");

/** A query on the server's database (read-only). */
const query = <T = Record<string, unknown>>(sql: string, ...params: SQLInputValue[]): T[] => queryDatabase<T>(server.databasePath, sql, ...params);

async function post(path: string, body: URLSearchParams | FormData): Promise<void> {
  const res = await fetch(`${server.url}${path}`, { method: "POST", body, redirect: "manual", headers: { Origin: server.url } });
  await res.body?.cancel();
  if (res.status !== 303) throw new Error(`${path} answered ${res.status}`);
}

const quoteBody = (first: string, email: string, phone: string) =>
  new URLSearchParams([
    ["first_name", first], ["last_name", "Quintero"], ["email", email], ["phone", phone], ["zip_code", "89118"],
    ["contact_preference", "phone"], ["insurance_types", "auto"], ["current_insurance", "no"], ["home_ownership", "rent"],
    ["vehicle_count", "1"], ["budget_range", "100_250"], ["timeline", "immediately"],
  ]);

async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

/** The first Las Vegas working day after today, as "YYYY-MM-DD". */
function nextWorkingDay(): string {
  for (let days = 1; ; days++) {
    const noon = fromLasVegas(lasVegasDate(new Date(Date.now() + days * 86_400_000)), "12:00")!;
    if (isLasVegasWorkingDay(noon)) return lasVegasDate(noon);
  }
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer({ FORM_RATE_LIMIT_PER_HOUR: "100000" }), launchBrowser()]);
  await createAccount(server, { email: ownerEmail, role: "admin" });
  owner = await signedInContext(browser, server, ownerEmail);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("a staff member's day", () => {
  it("goes from an invitation to a won quote the owner sees in Reports", async () => {
    // The owner invites Dana.
    const users = await owner.newPage();
    users.setDefaultTimeout(15_000);
    await users.goto("/admin/users");
    const invite = users.getByRole("region", { name: "Invite a team member" });
    await invite.getByLabel("Display name").fill("Dana Reyes");
    await invite.getByLabel("Email address").fill(danaEmail);
    await invite.getByRole("button", { name: "Send invitation" }).click();
    await users.getByRole("status").filter({ hasText: `An invitation was sent to ${danaEmail}.` }).waitFor();
    const [invitation] = query<{ text_body: string }>("select text_body from email_outbox where to_address = ? and kind = 'account.invite'", danaEmail);
    const link = /https?:\/\/\S+\/reset-password\?token=\S+/.exec(invitation!.text_body)![0];

    // Dana sets her password from the email and signs in.
    const dana = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await dana.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(link);
    await page.getByRole("heading", { level: 1, name: "Set your password" }).waitFor();
    await page.locator("#field-password").fill(TEST_PASSWORD);
    await page.locator("#field-confirmPassword").fill(TEST_PASSWORD);
    await page.getByRole("button", { name: "Save New Password" }).click();
    await page.waitForURL(/\/login\?reset=1$/);
    await page.getByLabel("Email address").fill(danaEmail);
    await page.getByLabel("Password", { exact: false }).fill(TEST_PASSWORD);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    // The team signs in with a second factor: at her first sign-in Dana sets up her authenticator app.
    await enrolThroughPages(page, danaEmail, TEST_PASSWORD);

    // Four quote requests arrive: the rotation (the default rule) gives every other one to Dana.
    const visitors = ["Alma", "Beto", "Cruz", "Dora"].map((first, i) => ({ first, email: uniqueEmail(first.toLowerCase()), phone: `70255501${40 + i}` }));
    for (const v of visitors) await post("/quote", quoteBody(v.first, v.email, v.phone));
    const danaId = query<{ id: string }>("select id from user where email = ?", danaEmail)[0]!.id;
    const owners = query<{ first_name: string; owner_id: string }>("select first_name, owner_id from quote_requests order by created_at");
    const danas = owners.filter((o) => o.owner_id === danaId).map((o) => o.first_name);
    expect(danas).toHaveLength(2);
    expect(new Set(owners.map((o) => o.owner_id)).size).toBe(2);
    const [wonName, laterName] = danas as [string, string];
    const wonVisitor = visitors.find((v) => v.first === wonName)!;

    // My work: both are New, and unread.
    await page.goto("/admin");
    await page.waitForURL(/\/admin\/my-work$/);
    const fresh = page.getByRole("region", { name: /^New/ });
    for (const name of danas) await fresh.getByRole("article", { name: `${name} Quintero` }).waitFor();
    await expectNoAxeViolations(page);

    // The first one: a call that reached them, a follow-up, then Won with the premium.
    await fresh.getByRole("link", { name: `${wonName} Quintero`, exact: true }).click();
    await page.getByRole("heading", { level: 1, name: `${wonName} Quintero` }).waitFor();
    const work = page.getByRole("region", { name: "Work" });
    await work.getByRole("combobox", { name: /^How/ }).selectOption({ label: "Phone call" });
    await work.getByRole("combobox", { name: /^Outcome/ }).selectOption({ label: "Reached them" });
    await work.getByRole("button", { name: "Log contact attempt" }).click();
    await page.getByText("Contact attempt logged; the stage moved to Contacted.").waitFor();
    const followUpDay = nextWorkingDay();
    await work.getByLabel(/^Date/).fill(followUpDay);
    await work.getByLabel(/^Time/).fill("09:30");
    await work.getByLabel(/^What for/).fill("Send the signed application");
    await work.getByRole("button", { name: "Save follow-up" }).click();
    await page.getByText(/^Follow-up set for /).waitFor();
    await work.getByRole("combobox", { name: /^Stage/ }).selectOption({ label: "Won" });
    const won = work.getByRole("group", { name: "Only when marking Won" });
    await won.getByLabel(/^Carrier/).fill("Progressive");
    await won.getByLabel(/^Line of business/).selectOption({ label: "Auto" });
    await won.getByLabel(/^Annual premium/).fill("1,250");
    await work.getByRole("button", { name: "Save stage" }).click();
    await page.getByText("Stage changed to Won.").waitFor();
    const timeline = (await page.getByRole("list", { name: "Activity, newest first" }).locator(":scope > li").allTextContents()).join("\n");
    expect(timeline).toContain("Stage changed: Contacted → Won (Progressive, Auto, $1,250 a year)");
    expect(timeline).toContain("Phone call: Reached them");

    // The other one: voicemail, and a call back the next working morning.
    await page.goto("/admin/my-work");
    await page.getByRole("region", { name: /^New/ }).getByRole("link", { name: `${laterName} Quintero`, exact: true }).click();
    await page.getByRole("heading", { level: 1, name: `${laterName} Quintero` }).waitFor();
    const next = page.getByRole("region", { name: "Work" });
    await next.getByRole("combobox", { name: /^How/ }).selectOption({ label: "Phone call" });
    await next.getByRole("combobox", { name: /^Outcome/ }).selectOption({ label: "Left voicemail" });
    await next.getByRole("button", { name: "Log contact attempt" }).click();
    await page.getByText("Contact attempt logged.").waitFor();
    await next.getByLabel(/^Date/).fill(followUpDay);
    await next.getByLabel(/^Time/).fill("10:00");
    await next.getByLabel(/^What for/).fill("Call back about the auto quote");
    await next.getByRole("button", { name: "Save follow-up" }).click();
    await page.getByText(/^Follow-up set for /).waitFor();

    // The same person files a claim: linked to the won quote, not merged into it.
    const claim = new FormData();
    const fields = {
      firstName: wonName, lastName: "Quintero", email: wonVisitor.email.toUpperCase(), phone: "702-555-0999", policyNumber: "AUTO-9", claimType: "Auto - Collision",
      dateOfLoss: "2026-01-15", lossLocation: "Sahara Ave", lossCity: "Las Vegas", lossState: "NV", description: "Rear-ended at a light.", injuriesInvolved: "no",
    };
    for (const [k, v] of Object.entries(fields)) claim.set(k, v);
    await post("/submit-claim", claim);
    const wonId = query<{ id: string }>("select id from quote_requests where email = ?", wonVisitor.email)[0]!.id;
    await page.goto(`/admin/inbox/quotes/${wonId}`);
    await page.getByRole("region", { name: "Also from this person" }).getByRole("link", { name: /^Claim CLM-/ }).waitFor();
    expect(query("select count(*) as n from claims")).toEqual([{ n: 1 }]);
    await expectNoAxeViolations(page);

    // The next working morning at 8:05, the digest lists what is due that day.
    const database = openDatabase({ engine: "sqlite", target: server.databasePath });
    try {
      const morning = fromLasVegas(followUpDay, "08:05")!;
      const run = await runScheduledJobs({ db: database.db, agency: defaultAgency, publicUrl: server.url }, morning);
      expect(run.digests).toBeGreaterThanOrEqual(1);
    } finally {
      await database.close();
    }
    const [digest] = query<{ subject: string; text_body: string }>("select subject, text_body from email_outbox where kind = 'team.digest' and to_address = ?", danaEmail);
    expect(digest!.subject).toMatch(/^Your work for /);
    expect(digest!.text_body).toContain("Follow-ups due today");
    expect(digest!.text_body).toContain(`${laterName} Quintero`);
    expect(digest!.text_body).not.toContain(`${wonName} Quintero`); // won: nothing left to do
    await dana.close();

    // The owner sees the win in Reports.
    const reports = await owner.newPage();
    reports.setDefaultTimeout(15_000);
    await reports.goto("/admin/reports");
    const outcomes = reports.getByRole("table", { name: "Quotes won and lost by source channel (last 12 months)" });
    await expect(outcomes.getByRole("row").filter({ hasText: "Direct" }).getByRole("cell").last().textContent()).resolves.toBe("$1,250");
    await expectNoAxeViolations(reports);
    await reports.close();
    await users.close();
  });
});
