/**
 * The campaigns' pages in Chromium against the built server, as an admin uses them: a marketing
 * cross-sell campaign (auto customers without home or renters insurance) typed into the form, a
 * template naming {{nickname}} refused with every value kept, fixed and saved; its page lists who
 * would receive it today and what would happen for each; a test goes to the admin's own address
 * and to nobody else; the campaign is started and paused; the report and the list show it; the
 * monthly limit is set. Staff are sent away. axe finds no violations; each page is photographed
 * at phone and desktop widths (pictures with SCREENSHOT_DIR set).
 */
import { randomUUID } from "node:crypto";
import type { SQLInputValue } from "node:sqlite";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lasVegasDate } from "../../app/lib/las-vegas-time.ts";
import { addDays } from "../../app/lib/renewals.ts";
import { createAccount, signedInContext, uniqueEmail } from "../support/accounts.ts";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import { checkAtBothWidths, launchBrowser } from "../support/browser.ts";
import { execute as executeOnDatabase, query as queryDatabase } from "../support/site-requests.ts";

let server: AppServer;
let browser: Browser;
let admin: BrowserContext;
let staff: BrowserContext;
const adminEmail = uniqueEmail("owner");
const staffEmail = uniqueEmail("dana");

const query = <T = Record<string, unknown>>(sql: string, ...params: SQLInputValue[]): T[] => queryDatabase<T>(server.databasePath, sql, ...params);
const execute = (sql: string, ...params: SQLInputValue[]): void => executeOnDatabase(server.databasePath, sql, ...params);

async function openPage(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await page.goto(path);
  return page;
}

const checkPage = (page: Page, name: string) => checkAtBothWidths(page, `campaigns-${name}`);

/** A person customer with policies of the given lines whose anniversary is in `days` days, and a staff-recorded marketing consent when `consent`. */
function insertCustomer(fields: { name: string; email: string; language: "en" | "es"; lines: string[]; anniversaryInDays: number; consent: boolean }): string {
  const now = new Date().toISOString();
  const id = randomUUID();
  const anniversary = addDays(lasVegasDate(new Date()), fields.anniversaryInDays);
  const effective = `${Number(anniversary.slice(0, 4)) - 1}${anniversary.slice(4)}`;
  execute(
    "insert into customers (id, kind, name, email, owner_id, search_text, language, created_at, updated_at) values (?, 'person', ?, ?, null, '', ?, ?, ?)",
    id, fields.name, fields.email, fields.language, now, now,
  );
  for (const line of fields.lines) {
    const number = `${line.toUpperCase()}-${id.slice(0, 6)}`;
    execute(
      `insert into policies (id, customer_id, line, carrier, policy_number, policy_key, effective_date, expiration_date, status, billing, premium_cents, created_at, updated_at)
       values (?, ?, ?, 'Acme Mutual', ?, ?, ?, ?, 'active', 'direct', 120000, ?, ?)`,
      // Written into the book when the term began: no "new policy" after a send.
      randomUUID(), id, line, number, `acmemutual|${number}`, effective, addDays(effective, 365), `${effective}T17:00:00.000Z`, `${effective}T17:00:00.000Z`,
    );
  }
  if (fields.consent) {
    execute(
      `insert into consent_records (id, form, record_type, record_id, person_id, kind, version, text, given_at, page_url, email, phone)
       values (?, 'customer', 'customers', ?, null, 'marketing', null, 'Agreed by phone to hear about offers by email.', ?, '/admin/customers', ?, null)`,
      randomUUID(), id, now, fields.email,
    );
  }
  return id;
}

beforeAll(async () => {
  // The scheduler would run the campaign once started: this file looks at the pages, not at sends.
  [server, browser] = await Promise.all([startAppServer({ SCHEDULER_INTERVAL_SECONDS: "3600" }), launchBrowser()]);
  await createAccount(server, { email: adminEmail, role: "admin" });
  await createAccount(server, { email: staffEmail, role: "staff", name: "Dana Reyes" });
  // Due today whatever the hour: the day before yesterday's occurrence is still within its grace days.
  insertCustomer({ name: "Rosa Delgado", email: "rosa.delgado@example.com", language: "en", lines: ["auto"], anniversaryInDays: 28, consent: true });
  insertCustomer({ name: "Luis Ortega", email: "luis.ortega@example.com", language: "es", lines: ["auto"], anniversaryInDays: 28, consent: false });
  insertCustomer({ name: "Hana Home", email: "hana.home@example.com", language: "en", lines: ["auto", "home"], anniversaryInDays: 28, consent: true });
  admin = await signedInContext(browser, server, adminEmail);
  staff = await signedInContext(browser, server, staffEmail);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("campaigns", () => {
  let campaignPath = "";

  it("an admin creates a cross-sell campaign: a refused merge field comes back with every value, then it saves", async () => {
    const page = await openPage(admin, "/admin/campaigns");
    await page.getByRole("heading", { name: "Campaigns", level: 1 }).waitFor();
    await page.getByText("No campaigns yet").waitFor();
    await checkPage(page, "list-empty");
    await page.getByRole("link", { name: "New campaign" }).click();
    await page.getByRole("heading", { name: "New campaign", level: 1 }).waitFor();
    // The page is hydrated: the days follow the trigger from here on.
    await page.waitForFunction(() => document.querySelector("#field-fixedDate")?.closest("[hidden]") !== null);

    const form = page.getByRole("form", { name: "Campaign" });
    await form.getByLabel("Name").fill("Home for auto customers");
    await form.getByRole("radio", { name: /^Marketing: cross-sell/ }).check();
    await form.getByLabel("Trigger").selectOption("policy_anniversary");
    await form.getByLabel("Days before the policy's anniversary").fill("30");
    await form.getByRole("group", { name: /^Lines of business/ }).getByRole("checkbox", { name: "Personal auto" }).check();
    await form.getByText("Cross-sell: lines the customer also has, or lacks").click();
    const lacks = form.getByRole("group", { name: /^Customer lacks/ });
    await lacks.getByRole("checkbox", { name: "Homeowners" }).check();
    await lacks.getByRole("checkbox", { name: "Renters" }).check();
    await form.getByRole("radio", { name: "Both: an email and a task" }).check();
    await form.getByLabel("English subject").fill("{{nickname}}, protect your home too");
    await form.getByLabel("English message").fill("Hello {{first_name}},\n\nYour **{{policy_line}}** is with us. Ask {{owner_name}} about home insurance.");
    await form.getByLabel("Spanish subject").fill("{{first_name}}, proteja también su casa");
    await form.getByLabel("Spanish message").fill("Hola {{first_name}},\n\nPregunte a {{owner_name}} por el seguro de hogar.");
    await form.getByLabel("Task title").fill("Call {{first_name}} about a home quote");
    await form.getByRole("button", { name: "Save the draft" }).click();

    await page.getByRole("link", { name: /^English subject: Unknown merge field \{\{nickname\}\}: use one of \{\{first_name\}\}/ }).waitFor();
    expect(await form.getByLabel("Name").inputValue()).toBe("Home for auto customers");
    expect(await form.getByLabel("English subject").inputValue()).toBe("{{nickname}}, protect your home too");
    expect(await form.getByLabel("Task title").inputValue()).toBe("Call {{first_name}} about a home quote");
    expect(await lacks.getByRole("checkbox", { name: "Renters" }).isChecked()).toBe(true);
    expect(await form.getByRole("radio", { name: /^Marketing: cross-sell/ }).isChecked()).toBe(true);
    expect(query("select count(*) as n from campaigns")).toEqual([{ n: 0 }]);
    await checkPage(page, "new-refused");

    await form.getByLabel("English subject").fill("{{first_name}}, protect your home too");
    await form.getByRole("button", { name: "Save the draft" }).click();
    await page.getByText("The campaign is saved as a draft.").waitFor();
    campaignPath = new URL(page.url()).pathname;
    const [stored] = query<Record<string, unknown>>("select id, status, purpose, trigger_kind, offset_days, audience_json, action, subject_en from campaigns");
    expect(stored).toMatchObject({ status: "draft", purpose: "marketing", trigger_kind: "policy_anniversary", offset_days: 30, action: "both", subject_en: "{{first_name}}, protect your home too" });
    expect(JSON.parse(String(stored!.audience_json))).toEqual({ lines: ["auto"], carriers: [], hasLines: [], lacksLines: ["home", "renters"], languages: [], ownerIds: [] });
    expect(campaignPath).toBe(`/admin/campaigns/${String(stored!.id)}`);
    expect(query("select action, target_label from audit_log where action like 'campaign.%'")).toEqual([{ action: "campaign.create", target_label: "Home for auto customers" }]);
    await page.close();
  });

  it("shows who would receive it today, sends a test to the admin only, starts and pauses it", async () => {
    const page = await openPage(admin, campaignPath);
    const preview = page.getByRole("region", { name: "Who would receive it today" });
    const rosa = preview.getByRole("listitem").filter({ hasText: "Rosa Delgado" });
    await rosa.getByText("Email queued").waitFor();
    await rosa.getByText("rosa.delgado@example.com").waitFor();
    const luis = preview.getByRole("listitem").filter({ hasText: "Luis Ortega" });
    await luis.getByText("Not sent: no marketing consent").waitFor();
    await luis.getByText("Spanish").waitFor();
    // Auto with home: not a cross-sell.
    expect(await preview.getByText("Hana Home").count()).toBe(0);
    // Each language's message, filled in for its first person.
    const message = page.getByRole("region", { name: "The message" });
    await message.getByText("Subject: Rosa, protect your home too").waitFor();
    await message.getByText("Subject: Luis, proteja también su casa").waitFor();
    await message.getByText("Call Rosa about a home quote").waitFor();
    expect(await message.locator("iframe[sandbox='']").count()).toBe(2);
    const spanish = message.locator("iframe[title^='The Spanish email']");
    await spanish.scrollIntoViewIfNeeded();
    await page.frameLocator("iframe[title^='The Spanish email']").getByText(/^Pregunte a .+ por el seguro de hogar\.$/).waitFor();
    await checkPage(page, "campaign");

    const test = page.getByRole("region", { name: "Send a test to me" });
    await test.getByRole("radio", { name: "Spanish" }).check();
    await test.getByRole("button", { name: "Send a test to me" }).click();
    await page.getByText(`The Spanish version is on its way to ${adminEmail}`).waitFor();
    const emails = query<{ to_address: string; subject: string; kind: string }>("select to_address, subject, kind from email_outbox where kind like 'campaign.%'");
    expect(emails).toEqual([{ to_address: adminEmail, subject: "[Test] Luis, proteja también su casa", kind: "campaign.test" }]);
    expect(query("select count(*) as n from email_outbox where to_address in ('rosa.delgado@example.com', 'luis.ortega@example.com', 'hana.home@example.com')")).toEqual([{ n: 0 }]);
    expect(query("select count(*) as n from campaign_sends")).toEqual([{ n: 0 }]);

    await page.getByRole("button", { name: "Start the campaign" }).click();
    await page.getByText("The campaign is running").waitFor();
    expect(query("select status, started_at is not null as started from campaigns")).toEqual([{ status: "active", started: 1 }]);
    await page.getByRole("button", { name: "Pause the campaign" }).click();
    await page.getByText("The campaign is paused: nothing more goes out until you resume it.").waitFor();
    expect(query("select status from campaigns")).toEqual([{ status: "paused" }]);
    await page.getByRole("button", { name: "Resume the campaign" }).waitFor();
    expect(query("select action from audit_log where action like 'campaign.%' order by created_at")).toEqual([
      { action: "campaign.create" },
      { action: "campaign.test_send" },
      { action: "campaign.start" },
      { action: "campaign.pause" },
    ]);
    await checkPage(page, "campaign-paused");
    await page.close();
  });

  it("the report lists each send with its outcomes, and the list shows the campaign paused", async () => {
    const id = query<{ id: string }>("select id from campaigns")[0]!.id;
    const customer = query<{ id: string }>("select id from customers where name = 'Rosa Delgado'")[0]!.id;
    const sentAt = new Date(Date.now() - 5 * 86_400_000).toISOString();
    execute(
      `insert into campaign_sends (id, campaign_id, occurrence_key, customer_id, recipient_name, recipient_email, language, status, created_at)
       values (?, ?, 'anniversary:test', ?, 'Rosa Delgado', 'rosa.delgado@example.com', 'en', 'sent', ?)`,
      randomUUID(), id, customer, sentAt,
    );
    execute(
      `insert into service_requests (id, request_number, customer_id, request_type, details_json, status, created_at, changed_at)
       values (?, 'SR-2026-000777', ?, 'other', '[]', 'received', ?, ?)`,
      randomUUID(), customer, new Date().toISOString(), new Date().toISOString(),
    );

    const page = await openPage(admin, `${campaignPath}/report`);
    await page.getByRole("heading", { name: "Home for auto customers", level: 1 }).waitFor();
    const row = page.getByRole("row").filter({ hasText: "Rosa Delgado" });
    await row.getByText("Email queued").waitFor();
    await row.getByRole("listitem").filter({ hasText: /^Replied$/ }).waitFor();
    expect(await row.getByRole("link", { name: "Rosa Delgado" }).getAttribute("href")).toBe(`/admin/customers/${customer}`);
    const outcomes = page.getByRole("region", { name: "What came of it within 60 days" });
    expect(await outcomes.getByRole("definition").allTextContents()).toEqual(["1", "0", "0", "0"]);
    await checkPage(page, "report");

    await page.getByRole("link", { name: "Campaigns", exact: true }).first().click();
    await page.getByRole("heading", { name: "Campaigns", level: 1 }).waitFor();
    const listed = page.getByRole("row").filter({ hasText: "Home for auto customers" });
    await listed.getByText("Paused").waitFor();
    await listed.getByText("1 person").waitFor();
    await checkPage(page, "list");

    const limits = page.getByRole("region", { name: "Limits" });
    await limits.getByLabel("Marketing emails a person a month").fill("40");
    await limits.getByRole("button", { name: "Save the monthly limit" }).click();
    await page.getByText("Marketing emails a person a month: Please enter a whole number from 0 to 31, for example 2.").waitFor();
    await limits.getByLabel("Marketing emails a person a month").fill("3");
    await limits.getByRole("button", { name: "Save the monthly limit" }).click();
    await page.getByText("Saved: at most 3 marketing emails a person a month.").waitFor();
    expect(query("select value from agency_settings where key = 'marketing_monthly_cap'")).toEqual([{ value: "3" }]);
    await page.close();
  });

  it("sends staff away from every campaign page", async () => {
    for (const path of ["/admin/campaigns", "/admin/campaigns/new", campaignPath, `${campaignPath}/report`]) {
      const page = await openPage(staff, path);
      expect(new URL(page.url()).pathname, path).toBe("/dashboard");
      await page.close();
    }
    const navigation = await openPage(staff, "/admin/my-work");
    expect(await navigation.getByRole("link", { name: "Campaigns" }).count()).toBe(0);
    await navigation.close();
  });
});
