/**
 * Consent and opt-outs in Chromium against the built server, as people use them: a visitor
 * sends a quote without JavaScript on a phone, ticking the optional marketing box; staff see
 * both consents with their exact text and version on the record; the confirmation email's
 * preferences link lets the visitor stop texts and calls without signing in, and the record, the
 * inbox and its call links say "Do not call" / "Do not text" at once; staff record an email
 * opt-out taken by phone. A privacy request sent without JavaScript is tracked by an admin to its
 * answer: listed as overdue, owned, extended once, answered by email. axe finds no violations; pages are photographed at phone and desktop
 * widths (pictures with SCREENSHOT_DIR set).
 */
import { readFileSync } from "node:fs";
import { strFromU8, unzipSync } from "fflate";
import type { SQLInputValue } from "node:sqlite";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currentConsent } from "../../app/lib/consent.ts";
import { createAccount, signedInContext, uniqueEmail } from "../support/accounts.ts";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import { checkAtBothWidths, launchBrowser } from "../support/browser.ts";
import { execute, query as queryDatabase, sameOrigin, validLeadBody } from "../support/site-requests.ts";
import { startSmtpCapture, type SmtpCapture } from "../support/smtp-capture.ts";

const AGENCY = "Desert Shield Insurance";

let server: AppServer;
let browser: Browser;
let smtp: SmtpCapture;
let staff: BrowserContext;
let admin: BrowserContext;
let adminEmail = "";

const query = <T = Record<string, unknown>>(sql: string, ...params: SQLInputValue[]): T[] => queryDatabase<T>(server.databasePath, sql, ...params);

const checkPage = (page: Page, name: string) => checkAtBothWidths(page, `compliance-${name}`);

beforeAll(async () => {
  smtp = await startSmtpCapture();
  [server, browser] = await Promise.all([
    startAppServer({ SMTP_URL: smtp.url, OUTBOX_POLL_MS: "200", AGENCY_NAME: AGENCY, FORM_RATE_LIMIT_PER_HOUR: "1000" }),
    launchBrowser(),
  ]);
  const staffEmail = uniqueEmail("dana");
  await createAccount(server, { email: staffEmail, role: "staff", name: "Dana Reyes" });
  staff = await signedInContext(browser, server, staffEmail);
  adminEmail = uniqueEmail("owner");
  await createAccount(server, { email: adminEmail, role: "admin" });
  admin = await signedInContext(browser, server, adminEmail);
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

describe("privacy requests", () => {
  it("takes a request from a phone without JavaScript: every problem at once with the values kept, then stored and confirmed by email", async () => {
    // Robin wrote to the agency before.
    const message = await fetch(`${server.url}/contact`, { method: "POST", body: validLeadBody("contact", "robin.private@example.com"), headers: sameOrigin(server), redirect: "manual" });
    expect(message.status).toBe(303);

    const visitor = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await visitor.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto("/privacy");
    await page.getByRole("link", { name: "Make a privacy request" }).click();
    await page.getByRole("heading", { level: 1, name: "Make a privacy request" }).waitFor();

    await page.getByLabel(/^First name/).fill("Robin");
    await page.getByLabel(/^Email/).fill("robin.private@");
    await page.getByRole("button", { name: "Send Request" }).click();
    await page.getByText("Please enter your last name.").first().waitFor();
    await page.getByText("Please enter a valid email address, like name@example.com.").first().waitFor();
    await page.getByText("Please choose what you would like us to do.").first().waitFor();
    expect(await page.getByLabel(/^First name/).inputValue()).toBe("Robin");
    expect(query("select id from privacy_requests")).toEqual([]);

    await page.getByLabel(/^Last name/).fill("Quill");
    await page.getByLabel(/^Email/).fill("robin.private@example.com");
    await page.getByRole("radio", { name: "Delete my information" }).check();
    await page.getByLabel(/^Anything that helps us/).fill("I also used robin.q@example.net for a quote.");
    await page.getByRole("button", { name: "Send Request" }).click();
    await page.waitForURL(/\/privacy\/request\/sent$/);
    await page.getByRole("heading", { name: "We received your request" }).waitFor();
    await visitor.close();

    // axe needs JavaScript: the pages are checked in a browser that has it.
    const checker = await browser.newContext({ baseURL: server.url });
    const check = await checker.newPage();
    for (const [path, name] of [["/privacy/request", "privacy-request"], ["/privacy-notice", "privacy-notice"], ["/accessibility", "accessibility"], ["/privacy", "privacy-policy"]] as const) {
      await check.goto(path);
      await checkPage(check, name);
    }
    await checker.close();

    const [stored] = query<{ reference: string; kind: string; details: string }>("select reference, kind, details from privacy_requests");
    expect(stored).toMatchObject({ kind: "deletion", details: "I also used robin.q@example.net for a quote." });
    const confirmation = await smtp.waitFor((m) => m.to.includes("robin.private@example.com") && m.subject.includes(stored!.reference));
    expect(confirmation.text).toContain("within 60 days");
  });

  it("lets an admin see it overdue, take it, extend it once and send the answer, which closes it", async () => {
    // Received 62 days ago: two days late.
    const received = new Date(Date.now() - 62 * 86_400_000);
    execute(server.databasePath, "update privacy_requests set received_at = ?, due_at = ?", received.toISOString(), new Date(received.getTime() + 60 * 86_400_000).toISOString());

    const page = await admin.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto("/admin/my-work");
    await page.getByRole("navigation", { name: /back office/i }).getByRole("link", { name: "Privacy requests" }).first().click();
    const row = page.getByRole("row").filter({ hasText: "Robin Quill" });
    await row.getByText("Overdue by 2 days").waitFor();
    await checkPage(page, "privacy-requests");

    await row.getByRole("link", { name: "Delete my data" }).click();
    await page.getByRole("heading", { level: 1, name: "Delete my information" }).waitFor();
    // The only admin: the one signed in.
    await page.getByLabel(/^Owner/).selectOption({ label: `${adminEmail} (you)` });
    await page.getByRole("button", { name: "Save owner" }).click();
    await page.getByText("The owner was changed.").waitFor();
    await page.getByText("In progress").first().waitFor();

    await page.getByRole("button", { name: "Extend by 30 days" }).click();
    await page.getByText("Please enter why more time is needed.").first().waitFor();
    await page.getByLabel(/^Why more time is needed/).fill("We are confirming the second address with you.");
    await page.getByRole("button", { name: "Extend by 30 days" }).click();
    await page.getByText("The due date was extended and the person was told why.").waitFor();
    await page.getByText("28 days left").first().waitFor();
    await page.getByText("the due date cannot move again").waitFor();
    const notice = await smtp.waitFor((m) => m.to.includes("robin.private@example.com") && m.subject.includes("a little more time"));
    expect(notice.text).toContain("We are confirming the second address with you.");
    await checkPage(page, "privacy-request-admin");

    await page.getByRole("radio", { name: /^Done/ }).check();
    await page.getByLabel(/^Answer to the person/).fill("We deleted your quote request and every email about it.");
    await page.getByRole("button", { name: "Send answer" }).click();
    await page.getByText("The answer was sent and the request is closed.").waitFor();
    await page.getByRole("heading", { name: "The answer sent" }).waitFor();
    expect(await page.getByRole("button", { name: "Send answer" }).count()).toBe(0);
    const answer = await smtp.waitFor((m) => m.to.includes("robin.private@example.com") && m.subject.startsWith("Our answer"));
    expect(answer.text).toContain("We deleted your quote request and every email about it.");
    expect(query<{ status: string }>("select status from privacy_requests")).toEqual([{ status: "answered" }]);

    await page.goto("/admin/privacy-requests");
    await page.getByText("No open privacy requests").waitFor();
    await page.close();
  });

  it("finds everything held about the person from the request, downloads it as one archive, then erases it", async () => {
    const page = await admin.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto("/admin/privacy-requests?show=closed");
    await page.getByRole("link", { name: "Delete my data" }).click();
    await page.getByRole("link", { name: "Find everything held about robin.private@example.com" }).click();
    const held = page.getByRole("region", { name: "What is held" });
    for (const section of ["Messages", "Privacy requests", "Emails", "Consents given"]) await held.getByText(section, { exact: true }).waitFor();
    await checkPage(page, "people");

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download everything (ZIP)" }).click()]);
    const archive = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
    const person = JSON.parse(strFromU8(archive["person.json"]!)) as { sections: Record<string, { rows: { email?: string }[] }> };
    expect(person.sections.contact_messages!.rows[0]!.email).toBe("robin.private@example.com");

    // Every email to Robin has gone (the answer was the last).
    for (let i = 0; query("select id from email_outbox where to_address = 'robin.private@example.com' and status in ('queued', 'sending')").length; i++) {
      if (i > 100) throw new Error("emails to Robin were never sent");
      await page.waitForTimeout(100);
    }
    await page.getByRole("checkbox", { name: "I understand that this cannot be undone" }).check();
    await page.getByRole("button", { name: "Erase everything" }).click();
    await page.getByText(/Deleted 1 records/).waitFor();

    const tables = query<{ name: string }>("select name from sqlite_master where type = 'table'").map((t) => t.name);
    const holding = tables.filter((table) => JSON.stringify(query(`select * from "${table}"`), (_k, v: unknown) => (v instanceof Uint8Array ? Buffer.from(v).toString("latin1") : v)).includes("robin.private@example.com"));
    expect(holding).toEqual([]);
    await page.goto("/admin/audit");
    await page.getByRole("list", { name: "Audit entries, newest first" }).getByText("Erased a person's data").first().waitFor();
    await page.close();
  });
});

describe("the accessibility statement", () => {
  it("takes a barrier report without JavaScript and puts it in the Messages inbox", async () => {
    const visitor = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await visitor.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Accessibility" }).click();
    await page.getByRole("heading", { level: 1, name: "Accessibility Statement" }).waitFor();
    await page.getByLabel(/^What got in your way/).fill("The date of loss field cannot be reached with the Tab key.");
    await page.getByLabel(/^What were you using/).fill("Keyboard only, Firefox");
    await page.getByRole("button", { name: "Send Report" }).click();
    await page.getByText("Please enter your first name.").first().waitFor();
    expect(await page.getByLabel(/^What got in your way/).inputValue()).toBe("The date of loss field cannot be reached with the Tab key.");
    await page.getByLabel(/^First name/).fill("Ada");
    await page.getByLabel(/^Last name/).fill("Reader");
    await page.getByLabel(/^Phone/).fill("702-555-0164");
    await page.getByRole("button", { name: "Send Report" }).click();
    await page.waitForURL(/\/accessibility\/sent$/);
    await visitor.close();

    const inbox = await staff.newPage();
    inbox.setDefaultTimeout(15_000);
    await inbox.goto("/admin/inbox/messages");
    const row = inbox.getByRole("row").filter({ hasText: "Ada Reader" });
    await row.getByText("A problem using this website").waitFor();
    await row.getByRole("link").first().click();
    await inbox.getByText("Keyboard only, Firefox").first().waitFor();
    await inbox.getByText("The date of loss field cannot be reached with the Tab key.").first().waitFor();
    await inbox.close();
  });
});
