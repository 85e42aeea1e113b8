/**
 * Consent and opt-outs in Chromium against the built server, as people use them: a visitor
 * sends a quote without JavaScript on a phone, ticking the optional marketing box; staff see
 * both consents with their exact text and version on the record; the confirmation email's
 * preferences link lets the visitor stop texts and calls without signing in, and the record, the
 * inbox and its call links say "Do not call" / "Do not text" at once; staff record an email
 * opt-out taken by phone. axe finds no violations; pages are photographed at phone and desktop
 * widths (.tmp/screens-compliance/).
 */
import { mkdirSync } from "node:fs";
import type { SQLInputValue } from "node:sqlite";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currentConsent } from "../../app/lib/consent.ts";
import { createAccount, signedInContext, uniqueEmail } from "../support/accounts.ts";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import { checkAtBothWidths, launchBrowser } from "../support/browser.ts";
import { query as queryDatabase } from "../support/site-requests.ts";
import { startSmtpCapture, type SmtpCapture } from "../support/smtp-capture.ts";

const SCREENS = ".tmp/screens-compliance";
const AGENCY = "Desert Shield Insurance";

let server: AppServer;
let browser: Browser;
let smtp: SmtpCapture;
let staff: BrowserContext;

const query = <T = Record<string, unknown>>(sql: string, ...params: SQLInputValue[]): T[] => queryDatabase<T>(server.databasePath, sql, ...params);

const checkPage = (page: Page, name: string) => checkAtBothWidths(page, SCREENS, name);

beforeAll(async () => {
  mkdirSync(SCREENS, { recursive: true });
  smtp = await startSmtpCapture();
  [server, browser] = await Promise.all([
    startAppServer({ SMTP_URL: smtp.url, OUTBOX_POLL_MS: "200", AGENCY_NAME: AGENCY, FORM_RATE_LIMIT_PER_HOUR: "1000" }),
    launchBrowser(),
  ]);
  const staffEmail = uniqueEmail("dana");
  await createAccount(server, { email: staffEmail, role: "staff", name: "Dana Reyes" });
  staff = await signedInContext(browser, server, staffEmail);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.stop();
});

describe("consent and opt-outs", () => {
  let recordPath = "";

  it("stores the quote's statement and the ticked marketing box word for word, and staff see both on the record", async () => {
    const visitor = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await visitor.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto("/quote");
    const contact = currentConsent("quote", "contact", AGENCY);
    const marketing = currentConsent("quote", "marketing", AGENCY);
    await page.getByText(contact.text, { exact: true }).waitFor();
    const box = page.getByRole("checkbox", { name: `${marketing.text} (optional)` });
    expect(await box.isChecked()).toBe(false);

    await page.locator("#field-first_name").fill("Alex");
    await page.locator("#field-last_name").fill("Moreno");
    await page.locator("#field-email").fill("alex.moreno@example.com");
    await page.locator("#field-phone").fill("702-555-0177");
    await page.locator("#field-zip_code").fill("89118");
    await page.getByRole("group", { name: /^Insurance types/ }).getByRole("checkbox", { name: "Auto" }).check();
    await page.getByRole("group", { name: /^Do you currently have insurance\?/ }).getByRole("radio", { name: "No" }).check();
    await page.locator("#field-home_ownership").selectOption({ label: "Own" });
    await page.locator("#field-vehicle_count").selectOption({ label: "1" });
    await page.locator("#field-budget_range").selectOption({ label: "$100-$250 per month" });
    await page.locator("#field-timeline").selectOption({ label: "Within a month" });
    await box.check();
    await page.getByRole("button", { name: "Get My Free Quote", exact: true }).click();
    await page.waitForURL(/\/quote\?success=true$/);
    await visitor.close();

    const rows = query<{ kind: string; version: number; text: string; page_url: string; record_id: string }>(
      "select kind, version, text, page_url, record_id from consent_records where email = ? order by kind",
      "alex.moreno@example.com",
    );
    expect(rows.map((r) => [r.kind, r.version, r.text, r.page_url])).toEqual([
      ["contact", contact.version, contact.text, `${server.url}/quote`],
      ["marketing", marketing.version, marketing.text, `${server.url}/quote`],
    ]);
    recordPath = `/admin/inbox/quotes/${rows[0]!.record_id}`;

    const record = await staff.newPage();
    record.setDefaultTimeout(15_000);
    await record.goto(recordPath);
    const consents = record.getByRole("region", { name: "Consents" });
    await consents.getByText(marketing.text).waitFor();
    await consents.getByText(contact.text).waitFor();
    expect(await consents.getByText(`version ${marketing.version}`).count()).toBeGreaterThan(0);
    await record.close();
  });

  it("lets the visitor stop texts and calls from the email's link, without signing in; the back office says so at once", async () => {
    const confirmation = await smtp.waitFor((m) => m.to.includes("alex.moreno@example.com") && m.subject === "We received your quote request");
    const link = /Email, text and call preferences: (\S+)/.exec(confirmation.text)?.[1];
    expect(confirmation.text).toContain("Email, text and call preferences: ");
    expect(link).toMatch(/\/email\/preferences\?token=v1\./);

    const visitor = await browser.newContext({ baseURL: server.url });
    const page = await visitor.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(new URL(link!).pathname + new URL(link!).search);
    await page.getByRole("heading", { level: 1, name: "Email, text and call preferences" }).waitFor();
    await page.getByText("a•••@example.com").waitFor();
    await page.getByText("(•••) •••-0177").waitFor();
    await checkPage(page, "preferences");
    // Opening the link changed nothing.
    expect(query("select channel from contact_suppressions")).toEqual([]);

    await page.getByRole("button", { name: "Stop text messages" }).click();
    await page.getByText(/Done: text messages stopped/).waitFor();
    await page.getByRole("button", { name: "Stop phone calls" }).click();
    await page.getByText(/Done: phone calls stopped/).waitFor();
    expect(query<{ channel: string }>("select channel from contact_suppressions order by channel").map((r) => r.channel)).toEqual(["calls", "texts"]);
    await visitor.close();

    const record = await staff.newPage();
    record.setDefaultTimeout(15_000);
    await record.goto(recordPath);
    await record.getByRole("link", { name: /Call.*Do not call/ }).waitFor();
    await record.getByRole("link", { name: /Text.*Do not text/ }).waitFor();
    await checkPage(record, "record");
    await record.goto("/admin/inbox/quotes");
    const row = record.getByRole("row").filter({ hasText: "Alex Moreno" });
    await row.getByRole("link", { name: /Call.*Do not call/ }).waitFor();
    await record.close();
  });

  it("records an email opt-out staff took by phone: audited, and shown on the record", async () => {
    const page = await staff.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(recordPath);
    const panel = page.getByRole("region", { name: "Contact preferences" });
    await panel.getByRole("button", { name: "Record opt-out" }).click();
    await page.getByText("Please choose what they asked us to stop.").first().waitFor();

    await panel.getByRole("checkbox", { name: "Marketing and reminder emails" }).check();
    await panel.getByLabel(/^How they told us/).selectOption("phone");
    await panel.getByLabel(/^In their words/).fill("Called to say no more emails");
    await panel.getByRole("button", { name: "Record opt-out" }).click();
    await page.getByText("Opt-out recorded. It applies at once, everywhere.").waitFor();
    await page.getByText("No marketing email").first().waitFor();
    expect(query<{ method: string; note: string }>("select method, note from contact_opt_outs where channel = 'email'")).toEqual([{ method: "phone", note: "Called to say no more emails" }]);
    expect(query<{ action: string }>("select action from audit_log where action = 'contact.opt_out'")).toHaveLength(1);
    await page.close();
  });
});
