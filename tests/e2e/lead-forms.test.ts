/**
 * The six lead forms (/quote, /submit-claim, /careers, /just-insurance, the message form on
 * /contact and the coverage review request on /coverage-review), used as a
 * visitor would in Chromium against the built production server: what is stored,
 * what is emailed (through a real SMTP server), every error path, on a phone and a
 * desktop, with the plain form scripts and without JavaScript. No page loads the React
 * bundle.
 *
 * One server (with SMTP pointed at a capture server) and one browser serve most
 * tests; the last block starts a second server with tight limits (2 form posts per
 * hour, 1 MB bodies) because it needs a different environment.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync, type SQLInputValue } from "node:sqlite";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import { axeViolations, launchBrowser } from "../support/browser.ts";
import { startSmtpCapture, type CapturedEmail, type SmtpCapture } from "../support/smtp-capture.ts";
import { formatDateTime } from "../../app/lib/format.ts";
import { STORED_FILE_SQL, storedBytes } from "../support/file-keys.ts";

// ---------------------------------------------------------------------------
// Fixtures
// ---------------------------------------------------------------------------

/** Agency mailboxes configured for this run (not the defaults, so configuration is proven). */
const AGENCY = {
  leads: "leads-desk@agency.test",
  claims: "claims-desk@agency.test",
  careers: "hiring-desk@agency.test",
  info: "front-desk@agency.test",
};
const AGENCY_PHONE = "(702) 555-0100";

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from("IHDR fake image body")]);
const PDF = Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n", "latin1");
const DOCX = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from("....[Content_Types].xml....word/document.xml....", "latin1")]);
/** A Windows program: what a "resume.pdf" from a phishing kit really is. */
const EXE = Buffer.from("MZ\x90\x00\x03\x00\x00\x00 This program cannot be run in DOS mode.", "latin1");

const file = (name: string, mimeType: string, buffer: Buffer) => ({ name, mimeType, buffer });

let sequence = 0;
/** A fresh visitor address per submission, so rows and emails can be told apart. */
const visitorEmail = (tag: string) => `${tag}.${process.pid}.${++sequence}@example.com`;

const lasVegasDate = (daysAgo: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/Los_Angeles" }).format(new Date(Date.now() - daysAgo * 86_400_000));
const lasVegasYear = () => new Intl.DateTimeFormat("en-US", { timeZone: "America/Los_Angeles", year: "numeric" }).format(new Date());

// ---------------------------------------------------------------------------
// Describing and filling forms the way a visitor sees them (labels and legends)
// ---------------------------------------------------------------------------

const req = (label: string) => `${label} (required)`;
const opt = (label: string) => `${label} (optional)`;

type Control =
  | { kind: "text"; label: string; value: string }
  | { kind: "select"; label: string; value: string }
  | { kind: "radio"; group: string; value: string }
  | { kind: "checkbox"; group: string; values: string[] };

const text = (label: string, value: string): Control => ({ kind: "text", label, value });
const select = (label: string, value: string): Control => ({ kind: "select", label, value });
const radio = (group: string, value: string): Control => ({ kind: "radio", group, value });
const checkboxes = (group: string, values: string[]): Control => ({ kind: "checkbox", group, values });

const control = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const group = (page: Page, legend: string) => page.getByRole("group", { name: legend, exact: true });

async function fill(page: Page, controls: Control[]): Promise<void> {
  for (const c of controls) {
    if (c.kind === "text") await control(page, c.label).fill(c.value);
    else if (c.kind === "select") await control(page, c.label).selectOption({ label: c.value });
    else if (c.kind === "radio") await group(page, c.group).getByRole("radio", { name: c.value, exact: true }).check();
    else for (const v of c.values) await group(page, c.group).getByRole("checkbox", { name: v, exact: true }).check();
  }
}

const selectedLabel = (locator: Locator) => locator.evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent ?? "");

/** Every control still shows what the visitor entered. */
async function expectFilled(page: Page, controls: Control[]): Promise<void> {
  for (const c of controls) {
    if (c.kind === "text") expect(await control(page, c.label).inputValue(), c.label).toBe(c.value);
    else if (c.kind === "select") expect(await selectedLabel(control(page, c.label)), c.label).toBe(c.value);
    else if (c.kind === "radio") expect(await group(page, c.group).getByRole("radio", { name: c.value, exact: true }).isChecked(), `${c.group} ${c.value}`).toBe(true);
    else {
      for (const v of c.values) expect(await group(page, c.group).getByRole("checkbox", { name: v, exact: true }).isChecked(), `${c.group} ${v}`).toBe(true);
    }
  }
}

/** The text a screen reader reads as the control's description (hint and error). */
const description = (locator: Locator) =>
  locator.evaluate((el) =>
    (el.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent ?? "")
      .join(" "),
  );

interface ExpectedError {
  /** The control's accessible name (label or legend). */
  label: string;
  /** A radio or checkbox group (a fieldset) rather than a single control. */
  group?: boolean;
  /** The field's name in the error summary. */
  summary: string;
  message: string;
}

/**
 * The error state: a focused summary listing exactly these problems in form order,
 * each a link to its field, and each message next to (and announced with) its field.
 */
async function expectErrors(page: Page, expected: ExpectedError[]): Promise<void> {
  const summary = page.getByRole("alert");
  const heading = `Please correct ${expected.length === 1 ? "1 field" : `${expected.length} fields`} to continue`;
  // Wait for this answer's messages (a summary from an earlier answer may still be on screen).
  await summary.getByRole("heading", { name: heading, exact: true }).waitFor();
  for (const e of expected) await summary.getByRole("link", { name: `${e.summary}: ${e.message}`, exact: true }).waitFor();
  const links = summary.getByRole("link");
  expect(await links.allTextContents()).toEqual(expected.map((e) => `${e.summary}: ${e.message}`));
  await expect.poll(() => summary.evaluate((el) => el === document.activeElement), { timeout: 5_000 }).toBe(true);
  for (const e of expected) {
    const field = e.group ? group(page, e.label) : control(page, e.label);
    expect(await field.getAttribute("aria-invalid"), e.label).toBe("true");
    expect(await description(field), e.label).toContain(e.message);
    const href = await summary.getByRole("link", { name: `${e.summary}: ${e.message}`, exact: true }).getAttribute("href");
    expect(href, e.label).toBe(`#${await field.getAttribute("id")}`);
  }
}

/** A whole-form message (rate limit, storage failure) in the summary. */
async function expectFormError(page: Page, message: string): Promise<void> {
  const summary = page.getByRole("alert");
  await summary.getByRole("heading", { name: "We could not send your form", exact: true }).waitFor();
  expect(await summary.textContent()).toContain(message);
}

const e = (label: string, summary: string, message: string, isGroup = false): ExpectedError => ({ label: req(label), summary, message, group: isGroup });
const nameErrors = [
  e("First name", "First name", "Please enter your first name."),
  e("Last name", "Last name", "Please enter your last name."),
  e("Email", "Email", "Please enter your email address."),
  e("Phone", "Phone", "Please enter your phone number."),
];
const badEmailMessage = "Please enter a valid email address, like name@example.com.";
/** The submission error message (docs/product.md#error-messages-and-texts), with the agency phone. */
const failedMessage = `There was an error submitting your request. Please try again or call us at ${AGENCY_PHONE}.`;

// ---------------------------------------------------------------------------
// The four forms
// ---------------------------------------------------------------------------

interface FormCase {
  key: "quote" | "claim" | "careers" | "pay-per-mile" | "contact" | "coverage-review";
  path: string;
  submit: string;
  table: "quote_requests" | "claims" | "job_applications" | "pay_per_mile_quotes" | "contact_messages" | "coverage_reviews";
  /** The email field's label, when the form does not require it (the contact form takes a phone instead). */
  emailLabel?: string;
  /** The confirmation's address, when it is a page of its own rather than `?success=true`. */
  confirmationPath?: string;
  /** Every control, filled with valid values (in an order that works with JavaScript). */
  fields(email: string): Control[];
  /** Files that make the submission complete. */
  files?: { label: string; files: ReturnType<typeof file>[] };
  successHeading: string;
}

const quoteForm: FormCase = {
  key: "quote",
  path: "/quote",
  submit: "Get My Free Quote",
  table: "quote_requests",
  fields: (email) => [
    text(req("First name"), "Jane"),
    text(req("Last name"), "Doe"),
    text(req("Email"), email),
    text(req("Phone"), "702-555-0123"),
    text(req("ZIP code"), "89118"),
    radio(req("Preferred contact method"), "Email"),
    checkboxes(req("Insurance types"), ["Auto", "Home", "Business"]),
    radio(req("Do you currently have insurance?"), "Yes"),
    text(opt("Current insurance provider"), "Acme Mutual"),
    select(req("How satisfied are you with your current insurance?"), "Dissatisfied"),
    select(req("Do you own or rent your home?"), "Own"),
    select(req("How many vehicles do you have?"), "2"),
    text(opt("Type of business"), "Food truck"),
    select(opt("Number of employees"), "1-5 employees"),
    select(opt("Years in business"), "1-3 years"),
    select(req("Monthly budget"), "$100-$250 per month"),
    select(req("When do you need coverage?"), "Within a month"),
    text(opt("Anything else we should know?"), "Two trucks & a trailer <b>bold</b>"),
  ],
  successHeading: "Thank you! Your quote request is on its way.",
};

const claimForm: FormCase = {
  key: "claim",
  path: "/submit-claim",
  submit: "Submit Claim",
  table: "claims",
  fields: (email) => [
    text(req("First name"), "Sam"),
    text(req("Last name"), "Rivera"),
    text(req("Email"), email),
    text(req("Phone"), "702 555 0142"),
    text(req("Policy number"), "HOME-998877"),
    select(req("Claim type"), "Home - Theft"),
    text(req("Date of loss"), lasVegasDate(3)),
    text(opt("Time of loss"), "21:15"),
    text(req("Location of loss"), "4200 Desert Inn Rd"),
    text(req("City"), "Henderson"),
    select(req("State"), "California"),
    text(req("Description of what happened"), "Garage broken into overnight; tools and a bicycle taken."),
    text(opt("Police report number"), "HPD-2026-5521"),
    text(opt("Estimated damage"), "$5,000"),
    radio(req("Were there injuries?"), "Yes"),
    text(opt("Witness name"), "Alex Kim"),
    text(opt("Witness phone or email"), "alex.kim@example.com"),
  ],
  files: { label: opt("Photos and documents"), files: [file("garage-door.png", "image/png", PNG), file("police-report.pdf", "application/pdf", PDF)] },
  successHeading: "Claim Submitted Successfully!",
};

const careersForm: FormCase = {
  key: "careers",
  path: "/careers",
  submit: "Submit Application",
  table: "job_applications",
  fields: (email) => [
    text(req("First name"), "Riley"),
    text(req("Last name"), "Chen"),
    text(req("Email"), email),
    text(req("Phone"), "(702) 555-0188"),
    text(req("Street address"), "123 Main St Apt 4"),
    text(req("City"), "St. George"),
    select(req("State"), "Utah"),
    text(req("ZIP code"), "84770"),
    select(req("Position"), "Claims Specialist"),
    select(req("Experience"), "Senior Level (6-10 years)"),
    select(req("Availability"), "Within 2 weeks"),
    text(opt("Cover letter"), "Dear hiring team,\nI would love to join."),
  ],
  files: { label: req("Resume"), files: [file("riley-chen-resume.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document", DOCX)] },
  successHeading: "Application Received!",
};

const payPerMileForm: FormCase = {
  key: "pay-per-mile",
  path: "/just-insurance",
  submit: "Get My Pay-Per-Mile Quote",
  table: "pay_per_mile_quotes",
  fields: (email) => [
    text(req("First name"), "Morgan"),
    text(req("Last name"), "Lee"),
    text(req("Email"), email),
    text(req("Phone"), "702.555.0177"),
    text(req("Street address"), "500 Fremont St"),
    text(req("City"), "Las Vegas"),
    select(req("State"), "Nevada"),
    text(req("ZIP code"), "89101"),
    text(opt("Current insurance provider"), "Big Insurer"),
    select(req("Average monthly miles"), "250-500 miles"),
    text(req("Vehicle year"), "2019"),
    text(req("Vehicle make"), "Toyota"),
    text(req("Vehicle model"), "Prius"),
    text(opt("Comments"), "Mostly weekend trips."),
  ],
  successHeading: "Thank You!",
};

const contactForm: FormCase = {
  key: "contact",
  path: "/contact",
  submit: "Send Message",
  table: "contact_messages",
  emailLabel: opt("Email"),
  confirmationPath: "/contact/sent",
  fields: (email) => [
    text(req("First name"), "Rosa"),
    text(req("Last name"), "Alvarez"),
    text(opt("Email"), email),
    text(opt("Phone"), "702 555 0144"),
    select(req("Topic"), "A change to my policy"),
    text(req("Message"), "I bought a 2024 Subaru Outback. Please add it to my policy."),
  ],
  successHeading: "Thank You!",
};

const coverageReviewForm: FormCase = {
  key: "coverage-review",
  path: "/coverage-review",
  submit: "Request My Free Review",
  table: "coverage_reviews",
  confirmationPath: "/coverage-review/sent",
  fields: (email) => [
    text(req("First name"), "Dev"),
    text(req("Last name"), "Patel"),
    text(req("Email"), email),
    text(req("Phone"), "(702) 555-0166"),
    text(req("Current insurance companies"), "Acme Mutual (auto), Example Home (house)"),
    select(req("Renewal month"), "March"),
    text(opt("What worries you about your coverage"), "The premium went up 30% at renewal."),
  ],
  files: { label: opt("Declarations pages"), files: [file("auto-declarations.pdf", "application/pdf", PDF)] },
  successHeading: "Thank You!",
};

const allForms = [quoteForm, claimForm, careersForm, payPerMileForm, contactForm, coverageReviewForm];

/** The fields of a form without the one named (to be filled wrongly). */
const without = (controls: Control[], label: string) => controls.filter((c) => (c.kind === "text" || c.kind === "select" ? c.label : c.group) !== label);

// ---------------------------------------------------------------------------
// Server, browser and database helpers
// ---------------------------------------------------------------------------

let server: AppServer;
let smtp: SmtpCapture;
let browser: Browser;
const contexts: BrowserContext[] = [];

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** Module scripts the pages must not load: the React bundle and its chunks. */
const bundleRequests = new Map<Page, string[]>();

async function openPage(path: string, options: { javaScript?: boolean; base?: AppServer; viewport?: typeof PHONE; clock?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: options.javaScript ?? true, baseURL: (options.base ?? server).url, viewport: options.viewport ?? DESKTOP });
  context.setDefaultTimeout(15_000);
  contexts.push(context);
  // The browser's timers on a clock the test moves (it runs at the normal pace until paused).
  if (options.clock) await context.clock.install();
  const page = await context.newPage();
  const requested: string[] = [];
  bundleRequests.set(page, requested);
  page.on("request", (r) => {
    if (/\/assets\/[^?]*\.js(\?|$)/.test(new URL(r.url()).pathname)) requested.push(r.url());
  });
  await page.goto(path);
  return page;
}

/** The page as loaded: no React bundle, only small inline scripts (at most 15 KB together). */
async function expectNoBundle(page: Page): Promise<void> {
  expect(bundleRequests.get(page), "React bundle requested").toEqual([]);
  const scripts = await page.locator("script").evaluateAll((list) => list.map((s) => ({ src: s.getAttribute("src"), type: s.getAttribute("type"), bytes: s.textContent?.length ?? 0 })));
  expect(scripts.filter((s) => s.src || s.type === "module")).toEqual([]);
  const code = scripts.filter((s) => !s.type || s.type === "text/javascript");
  expect(code.reduce((sum, s) => sum + s.bytes, 0)).toBeLessThanOrEqual(15 * 1024);
}

function query<T = Record<string, unknown>>(target: AppServer, sql: string, ...params: SQLInputValue[]): T[] {
  const db = new DatabaseSync(target.databasePath, { readOnly: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

const rowsFor = (table: FormCase["table"], email: string, target = server) => query(target, `select * from ${table} where email = ?`, email);
const outboxFor = (address: string, target = server) => query(target, "select * from email_outbox where to_address = ?", address);

/**
 * Clicks the submit button and proves that, while its post is on its way, the button is
 * disabled and reads "Submitting...": the page reports the button's changes, and the post
 * is held until that state was reported. (While the post is pending, Playwright waits for
 * the navigation before it reads the page, so the page has to tell.)
 *
 * The hold waits for the report however long it takes (a loaded machine can take seconds; if
 * it never comes, the test's time limit fails the test). The route stays until the page is
 * closed and lets every later request through: removing a route while the page loads can
 * leave a request Playwright had paused unanswered (a stylesheet, and the page never shows).
 */
async function expectSubmittingWhilePosting(page: Page, form: FormCase): Promise<void> {
  const states: { text: string; disabled: boolean }[] = [];
  let reportSubmitting!: () => void;
  const submittingReported = new Promise<void>((resolve) => (reportSubmitting = resolve));
  await page.exposeFunction("reportSubmitButton", (text: string, disabled: boolean) => {
    states.push({ text, disabled });
    if (text === "Submitting..." && disabled) reportSubmitting();
  });
  await page.evaluate(() => {
    const button = document.querySelector<HTMLButtonElement>("form[data-enhance] button[type=submit]")!;
    const report = () => (window as unknown as { reportSubmitButton(t: string, d: boolean): void }).reportSubmitButton(button.textContent ?? "", button.disabled);
    new MutationObserver(report).observe(button, { attributes: true, childList: true, characterData: true, subtree: true });
  });
  let stateWhenPosted: { text: string; disabled: boolean } | undefined;
  let postReleased!: () => void;
  const released = new Promise<void>((resolve) => (postReleased = resolve));
  let held = false;
  // The form posts to its page's path, which a prerendered page has with a trailing slash.
  await page.route(
    (url) => url.pathname.replace(/\/$/, "") === form.path,
    async (route) => {
      if (route.request().method() !== "POST" || held) return route.continue();
      held = true;
      await submittingReported;
      stateWhenPosted = states.at(-1);
      await route.continue();
      postReleased();
    },
  );
  await page.getByRole("button", { name: form.submit, exact: true }).click();
  await released;
  expect(stateWhenPosted).toEqual({ text: "Submitting...", disabled: true });
}

/** Clicks the form's submit button and returns the status of the POST it sends. */
async function submit(page: Page, form: FormCase): Promise<number> {
  const response = page.waitForResponse((r) => r.request().method() === "POST");
  await page.getByRole("button", { name: form.submit, exact: true }).click();
  return (await response).status();
}

async function fillComplete(page: Page, form: FormCase, email: string): Promise<Control[]> {
  const controls = form.fields(email);
  await fill(page, controls);
  if (form.files) await control(page, form.files.label).setInputFiles(form.files.files);
  return controls;
}

const emailTo = (address: string, containing?: string) =>
  smtp.waitFor((m: CapturedEmail) => m.to.includes(address) && (!containing || m.text.includes(containing)));

/** The confirmation's heading, message and buttons, exactly. */
async function expectConfirmation(page: Page, heading: string, message: string, buttons: [string, string][]): Promise<void> {
  await page.getByRole("heading", { level: 1, name: heading, exact: true }).waitFor();
  await page.getByText(message, { exact: true }).waitFor();
  const status = page.getByRole("status");
  for (const [label, href] of buttons) {
    expect(await status.getByRole("link", { name: label, exact: true }).getAttribute("href"), label).toBe(href);
  }
}

beforeAll(async () => {
  smtp = await startSmtpCapture();
  [server, browser] = await Promise.all([
    startAppServer({
      SMTP_URL: smtp.url,
      OUTBOX_POLL_MS: "200",
      FORM_RATE_LIMIT_PER_HOUR: "100000",
      AGENCY_EMAIL_LEADS: AGENCY.leads,
      AGENCY_EMAIL_CLAIMS: AGENCY.claims,
      AGENCY_EMAIL_CAREERS: AGENCY.careers,
      AGENCY_EMAIL_INFO: AGENCY.info,
    }),
    launchBrowser(),
  ]);
});

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

afterAll(async () => {
  if (server && server.process.exitCode !== null) console.error(`the app server stopped early (exit ${server.process.exitCode}):\n${server.output()}`);
  await browser?.close();
  await server?.stop();
  await smtp?.stop();
});

// ---------------------------------------------------------------------------
// /quote
// ---------------------------------------------------------------------------

describe("quote form (/quote)", () => {
  it("stores a complete request with its consent, emails the agency and the visitor, and goes home after 5 seconds with a countdown unless the visitor stays", async () => {
    // Two visitors at once: one lets the countdown run, the other stays; their browsers' clocks
    // are moved by the test, so neither waits for the seconds to pass.
    const [page, stayPage] = await Promise.all([openPage("/quote", { clock: true }), openPage("/quote", { viewport: PHONE, clock: true })]);
    const email = visitorEmail("quote");
    const consent = (await page.getByText(/^By submitting this form, you ask/).textContent())!;
    expect(consent).toMatch(/to contact you about this quote request by phone call, text message or email/);
    await fillComplete(stayPage, quoteForm, visitorEmail("quote-stay"));
    await fillComplete(page, quoteForm, email);
    const started = new Date().toISOString();
    // Both browsers' clocks stop before the forms are sent: their countdowns start from 5 and only
    // move when the test moves them.
    // (The browsers' clocks started at the system's time and run with it: a second ahead is never in their past.)
    await Promise.all([page, stayPage].map((p) => p.clock.pauseAt(Date.now() + 1_000)));
    await stayPage.getByRole("button", { name: "Get My Free Quote", exact: true }).click();
    await page.getByRole("button", { name: "Get My Free Quote", exact: true }).click();

    await stayPage.getByRole("button", { name: "Stay on this page", exact: true }).click();
    await stayPage.getByText(/Taking you to the home page/).waitFor({ state: "detached" });
    await stayPage.getByText("You are staying on this page.", { exact: true }).waitFor();

    await expectConfirmation(page, quoteForm.successHeading, "A licensed agent will review your request and get back to you within 24 hours with options from several insurers.", [["Return to Home", "/"]]);
    expect(new URL(page.url()).search).toBe("?success=true");
    await expectNoBundle(page);
    // A visible countdown, second by second on the browser's clock, then the home page.
    const countdown = page.getByText(/^Taking you to the home page in \d seconds?…/);
    expect(await countdown.innerText()).toMatch(/^Taking you to the home page in 5 seconds…/);
    for (let left = 4; left >= 1; left--) {
      await page.clock.runFor(1000);
      expect(await countdown.innerText()).toMatch(new RegExp(`^Taking you to the home page in ${left} ${left === 1 ? "second" : "seconds"}…`));
    }
    await page.clock.runFor(1000);
    await page.waitForURL(`${server.url}/`);
    await page.getByRole("link", { name: "Get Your Free Quote" }).first().waitFor();

    const [row] = rowsFor("quote_requests", email);
    expect(row).toMatchObject({
      first_name: "Jane",
      last_name: "Doe",
      phone: "(702) 555-0123",
      zip_code: "89118",
      insurance_types: JSON.stringify(["auto", "home", "business"]),
      current_insurance: "yes",
      current_provider: "Acme Mutual",
      satisfaction_level: "dissatisfied",
      home_ownership: "own",
      vehicle_count: "2",
      business_type: "Food truck",
      business_size: "1-5",
      business_years: "1-3",
      budget_range: "100_250",
      timeline: "within_month",
      additional_info: "Two trucks & a trailer <b>bold</b>",
      contact_preference: "email",
      consent_text: consent,
      status: "new",
    });
    expect(String(row!.consent_at) >= started && String(row!.consent_at) <= new Date().toISOString()).toBe(true);
    expect(JSON.parse(String(row!.details_json))).toContainEqual({ label: "Insurance types", value: "Auto, Home, Business" });

    const notification = await emailTo(AGENCY.leads, email);
    expect(notification.subject).toBe("New quote request: Jane Doe (Auto, Home, Business)");
    for (const line of [
      "First name: Jane",
      "Last name: Doe",
      `Email: ${email}`,
      "Phone: (702) 555-0123",
      "ZIP code: 89118",
      "Preferred contact method: Email",
      "Insurance types: Auto, Home, Business",
      "Currently insured: Yes",
      "Current provider: Acme Mutual",
      "Satisfaction with current insurance: Dissatisfied",
      "Home ownership: Own",
      "Number of vehicles: 2",
      "Type of business: Food truck",
      "Business size: 1-5 employees",
      "Years in business: 1-3 years",
      "Monthly budget: $100-$250 per month",
      "When coverage is needed: Within a month",
      "Additional information: Two trucks & a trailer <b>bold</b>",
      `Consent: ${consent} (version 3, given ${formatDateTime(String(row!.consent_at))} (Las Vegas time))`,
    ]) {
      expect(notification.text).toContain(line);
    }
    const confirmation = await emailTo(email);
    expect(confirmation.subject).toBe("We received your quote request");
    expect(confirmation.text).toContain("Hi Jane,");
    expect(confirmation.text).toContain("within 24 hours by your preferred method (email)");

    // The visitor who chose to stay is still on the thank-you page 6 seconds later on the page's
    // clock: a countdown still running would have hidden the notice, at once, on its last second.
    await stayPage.clock.runFor(6_000);
    expect(await stayPage.getByText("You are staying on this page.", { exact: true }).isVisible()).toBe(true);
    expect(new URL(stayPage.url()).pathname + new URL(stayPage.url()).search).toBe("/quote?success=true");
    await stayPage.getByRole("heading", { name: quoteForm.successHeading, exact: true }).waitFor();
  });

  it("says 'Submitting...' while posting; when storing fails it shows the submission error message, keeps every value and enables the button again", async () => {
    const [page, noScript] = await Promise.all([openPage("/quote"), openPage("/quote", { javaScript: false })]);
    const email = visitorEmail("quote-fail");
    const controls = await fillComplete(page, quoteForm, email);
    await fillComplete(noScript, quoteForm, email);

    // Storage is unavailable (the table is gone for a moment).
    const writer = new DatabaseSync(server.databasePath);
    writer.exec("alter table quote_requests rename to quote_requests_away");
    try {
      await expectSubmittingWhilePosting(page, quoteForm);
      await expectFormError(page, failedMessage);
      expect(await submit(noScript, quoteForm)).toBe(503);
      await expectFormError(noScript, failedMessage);
    } finally {
      writer.exec("alter table quote_requests_away rename to quote_requests");
      writer.close();
    }
    expect(await page.getByRole("button", { name: "Get My Free Quote", exact: true }).isEnabled()).toBe(true);
    await expectFilled(page, controls);
    await expectFilled(noScript, controls);
    expect(rowsFor("quote_requests", email)).toHaveLength(0);
    expect(outboxFor(email)).toHaveLength(0);

    // Storage is back: the same page sends.
    await page.getByRole("button", { name: "Get My Free Quote", exact: true }).click();
    await page.getByRole("heading", { name: quoteForm.successHeading, exact: true }).waitFor();
    expect(rowsFor("quote_requests", email)).toHaveLength(1);
  });

  it.each([
    ["with JavaScript on a desktop", true, DESKTOP],
    ["without JavaScript on a phone", false, PHONE],
  ] as const)("shows business, provider and satisfaction fields only when they apply; with JavaScript it needs a type before submitting (%s)", async (_, javaScript, viewport) => {
    const page = await openPage("/quote", { javaScript, viewport });
    await expectNoBundle(page);
    const button = page.getByRole("button", { name: "Get My Free Quote", exact: true });
    const types = group(page, req("Insurance types"));
    const satisfaction = control(page, req("How satisfied are you with your current insurance?"));
    const provider = control(page, opt("Current insurance provider"));
    const firstTime = page.getByText("No current insurance: we will note that you are looking for insurance for the first time.", { exact: true });
    const businessFields = [opt("Type of business"), opt("Number of employees"), opt("Years in business")].map((l) => control(page, l));
    const hint = page.getByText("Choose at least one insurance type to continue.", { exact: true });

    // The default contact method is phone.
    expect(await group(page, req("Preferred contact method")).getByRole("radio", { name: "Phone call", exact: true }).isChecked()).toBe(true);

    // Nothing chosen yet: no conditional field. With JavaScript submit waits for a type and says why;
    // without it the button works and the server says what is missing.
    for (const f of [satisfaction, provider, firstTime, ...businessFields]) expect(await f.isVisible()).toBe(false);
    if (javaScript) {
      expect(await button.isDisabled()).toBe(true);
      expect(await hint.isVisible()).toBe(true);
      expect(await button.getAttribute("aria-describedby")).toBe(await hint.getAttribute("id"));
    } else {
      expect(await button.isEnabled()).toBe(true);
      expect(await hint.isVisible()).toBe(false);
    }

    // Types toggle on and off; submit follows.
    await types.getByRole("checkbox", { name: "Auto", exact: true }).check();
    expect(await button.isEnabled()).toBe(true);
    await hint.waitFor({ state: "hidden" });
    await types.getByRole("checkbox", { name: "Auto", exact: true }).uncheck();
    expect(await button.isDisabled()).toBe(javaScript);
    await types.getByRole("checkbox", { name: "Life", exact: true }).check();
    expect(await button.isEnabled()).toBe(true);

    // On a phone the types sit two to a row.
    if (viewport === PHONE) {
      const [auto, home] = await Promise.all(["Auto", "Home"].map((name) => types.getByRole("checkbox", { name, exact: true }).locator("..").boundingBox()));
      expect(home!.y).toBe(auto!.y);
      expect(home!.x).toBeGreaterThan(auto!.x + auto!.width - 1);
    }

    // Business details only with business.
    await types.getByRole("checkbox", { name: "Business", exact: true }).check();
    for (const f of businessFields) await f.waitFor({ state: "visible" });
    await types.getByRole("checkbox", { name: "Business", exact: true }).uncheck();
    for (const f of businessFields) await f.waitFor({ state: "hidden" });

    // Satisfaction appears after yes/no: with yes, its five answers and the provider; with no, a note.
    const insured = group(page, req("Do you currently have insurance?"));
    await insured.getByRole("radio", { name: "Yes", exact: true }).check();
    await provider.waitFor({ state: "visible" });
    await satisfaction.waitFor({ state: "visible" });
    expect(await satisfaction.locator("option").allTextContents()).toEqual(["Select…", "Very satisfied", "Satisfied", "Neutral", "Dissatisfied", "Very dissatisfied"]);

    await insured.getByRole("radio", { name: "No", exact: true }).check();
    await provider.waitFor({ state: "hidden" });
    await satisfaction.waitFor({ state: "hidden" });
    await firstTime.waitFor({ state: "visible" });

    await insured.getByRole("radio", { name: "Yes", exact: true }).check();
    await satisfaction.waitFor({ state: "visible" });
    await firstTime.waitFor({ state: "hidden" });
  });

  it("flags every required field, drops a message once its field is fixed, focuses the summary each time, then accepts the corrected request", async () => {
    const page = await openPage("/quote", { viewport: PHONE });
    await group(page, req("Insurance types")).getByRole("checkbox", { name: "Renters", exact: true }).check();
    expect(await submit(page, quoteForm)).toBe(400);
    await expectErrors(page, [
      ...nameErrors,
      e("ZIP code", "ZIP code", "Please enter your ZIP code."),
      e("Do you currently have insurance?", "Currently insured", "Please tell us whether you have insurance now.", true),
      e("Do you own or rent your home?", "Home ownership", "Please choose whether you own or rent."),
      e("How many vehicles do you have?", "Number of vehicles", "Please choose how many vehicles you have."),
      e("Monthly budget", "Monthly budget", "Please choose a monthly budget."),
      e("When do you need coverage?", "When coverage is needed", "Please choose when you need coverage."),
    ]);
    await expectNoBundle(page);

    // A field once fixed loses its message and its error state; one still wrong keeps them; the summary stays.
    const email = control(page, req("Email"));
    await email.fill("jane@");
    expect(await description(email)).toContain("Please enter your email address.");
    await email.fill("jane@example.com");
    expect(await description(email)).not.toContain("Please enter your email address.");
    expect(await email.getAttribute("aria-invalid")).toBeNull();
    expect(await page.locator("#email-error").isVisible()).toBe(false);
    const insured = group(page, req("Do you currently have insurance?"));
    await insured.getByRole("radio", { name: "Yes", exact: true }).check();
    expect(await insured.getAttribute("aria-invalid")).toBeNull();
    expect(await page.locator("#current_insurance-error").isVisible()).toBe(false);
    expect(await control(page, req("Phone")).getAttribute("aria-invalid")).toBe("true");
    expect(await page.getByRole("alert").getByRole("link", { name: "Email: Please enter your email address.", exact: true }).isVisible()).toBe(true);

    // Everything but the satisfaction level: only that is left, and focus returns to the summary.
    const address = visitorEmail("quote-fixed");
    await page.getByRole("button", { name: "Get My Free Quote", exact: true }).focus();
    await fill(page, without(quoteForm.fields(address), req("How satisfied are you with your current insurance?")));
    await page.getByRole("button", { name: "Get My Free Quote", exact: true }).click();
    await expectErrors(page, [
      e("How satisfied are you with your current insurance?", "Satisfaction with current insurance", "Please tell us how satisfied you are with your current insurance."),
    ]);

    await fill(page, [select(req("How satisfied are you with your current insurance?"), "Very satisfied")]);
    await page.getByRole("button", { name: "Get My Free Quote", exact: true }).click();
    await page.getByRole("heading", { name: quoteForm.successHeading, exact: true }).waitFor();
    const [row] = rowsFor("quote_requests", address);
    expect(row).toMatchObject({ insurance_types: JSON.stringify(["auto", "home", "business", "renters"]), satisfaction_level: "very_satisfied", status: "new" });
  });

  it("without JavaScript: every field can be used, the server applies the rules, and the confirmation stays put", async () => {
    const page = await openPage("/quote", { javaScript: false });
    expect(await submit(page, quoteForm)).toBe(400);
    await expectErrors(page, [
      ...nameErrors,
      e("ZIP code", "ZIP code", "Please enter your ZIP code."),
      e("Insurance types", "Insurance types", "Please choose at least one type of insurance.", true),
      e("Do you currently have insurance?", "Currently insured", "Please tell us whether you have insurance now.", true),
      e("Do you own or rent your home?", "Home ownership", "Please choose whether you own or rent."),
      e("How many vehicles do you have?", "Number of vehicles", "Please choose how many vehicles you have."),
      e("Monthly budget", "Monthly budget", "Please choose a monthly budget."),
      e("When do you need coverage?", "When coverage is needed", "Please choose when you need coverage."),
    ]);

    // Every field filled, then a change of mind: no insurance now, and no business. The hidden
    // answers are still posted; the server drops what does not apply.
    const email = visitorEmail("quote-nojs");
    await fill(page, quoteForm.fields(email));
    await group(page, req("Insurance types")).getByRole("checkbox", { name: "Business", exact: true }).uncheck();
    await group(page, req("Insurance types")).getByRole("checkbox", { name: "Motorcycle", exact: true }).check();
    await group(page, req("Do you currently have insurance?")).getByRole("radio", { name: "No", exact: true }).check();
    expect(await submit(page, quoteForm)).toBe(303);
    await page.getByRole("heading", { name: quoteForm.successHeading, exact: true }).waitFor();
    expect(await page.getByText(/Taking you to the home page/).isVisible()).toBe(false);
    expect(await page.getByRole("link", { name: "Return to Home", exact: true }).isVisible()).toBe(true);
    const [row] = rowsFor("quote_requests", email);
    expect(row).toMatchObject({
      insurance_types: JSON.stringify(["auto", "home", "motorcycle"]),
      current_insurance: "no",
      current_provider: null,
      satisfaction_level: "looking_for_first_time",
      business_type: null,
      business_size: null,
      business_years: null,
    });
  });
});

// ---------------------------------------------------------------------------
// /submit-claim
// ---------------------------------------------------------------------------

const claimRequired = [
  ...nameErrors,
  e("Policy number", "Policy number", "Please enter your policy number."),
  e("Claim type", "Claim type", "Please choose the type of claim."),
  e("Date of loss", "Date of loss", "Please enter the date of the loss."),
  e("Location of loss", "Location of loss (street address or description)", "Please enter where the loss happened."),
  e("City", "City", "Please enter the city."),
  e("Description of what happened", "Description of what happened", "Please enter a description of what happened."),
];

async function expectClaimConfirmation(page: Page): Promise<string> {
  await expectConfirmation(page, "Claim Submitted Successfully!", "Your claim has been received and is being processed.", [
    ["Submit Another Claim", "/submit-claim"],
    ["Return to Home", "/"],
  ]);
  await page.getByRole("heading", { name: "What Happens Next?", exact: true }).waitFor();
  expect(await page.getByRole("status").getByRole("listitem").allTextContents()).toEqual([
    "An adjuster will review your claim within 24 hours",
    "You will receive a claim number by email",
    "We will contact you about next steps and any documents we need",
    "Keep receipts for any expenses related to your claim",
  ]);
  const shown = (await page.getByText(/^Your claim number:/).textContent())!;
  const claimNumber = /CLM-\d{4}-\d+/.exec(shown)?.[0] ?? "";
  expect(claimNumber).toMatch(new RegExp(`^CLM-${lasVegasYear()}-\\d{6}$`));
  expect(new URL(page.url()).searchParams.get("claim")).toBe(claimNumber);
  return claimNumber;
}

describe("claim form (/submit-claim)", () => {
  it("stores a claim with its attachments, shows and emails its claim number", async () => {
    const page = await openPage("/submit-claim");
    // Defaults: Nevada, no injuries.
    expect(await selectedLabel(control(page, req("State")))).toBe("Nevada");
    expect(await group(page, req("Were there injuries?")).getByRole("radio", { name: "No", exact: true }).isChecked()).toBe(true);
    // On a desktop the checklist and the emergency note sit beside the form.
    const [checklist, form] = await Promise.all([page.getByRole("heading", { name: "What to Have Ready", exact: true }).boundingBox(), page.locator("form[data-enhance]").boundingBox()]);
    expect(checklist!.x).toBeGreaterThan(form!.x + form!.width);
    expect(checklist!.y).toBeLessThan(form!.y + 200);
    const email = visitorEmail("claim");
    await fillComplete(page, claimForm, email);
    // The chosen files are listed with their sizes.
    expect(await page.locator("[data-file-list] li").allTextContents()).toEqual([`garage-door.png ${PNG.length} bytes`, `police-report.pdf ${PDF.length} bytes`]);
    await page.getByRole("button", { name: "Submit Claim", exact: true }).click();
    const claimNumber = await expectClaimConfirmation(page);
    await expectNoBundle(page);

    const [row] = rowsFor("claims", email);
    expect(row).toMatchObject({
      claim_number: claimNumber,
      first_name: "Sam",
      last_name: "Rivera",
      phone: "(702) 555-0142",
      policy_number: "HOME-998877",
      claim_type: "Home - Theft",
      date_of_loss: lasVegasDate(3),
      time_of_loss: "21:15",
      loss_location: "4200 Desert Inn Rd",
      loss_city: "Henderson",
      loss_state: "CA",
      description: "Garage broken into overnight; tools and a bicycle taken.",
      police_report: "HPD-2026-5521",
      estimated_damage: "$5,000",
      injuries_involved: "yes",
      witness_name: "Alex Kim",
      witness_contact: "alex.kim@example.com",
      status: "received",
    });
    expect(JSON.parse(String(row!.details_json))[0]).toEqual({ label: "Claim number", value: claimNumber });
    const files = query(server, `select owner_type, purpose, file_name, content_type, size_bytes, ${STORED_FILE_SQL} from uploaded_files where owner_id = ? order by file_name`, String(row!.id));
    expect(files.map((f) => [f.owner_type, f.purpose, f.file_name, f.content_type, f.size_bytes])).toEqual([
      ["claim", "attachment", "garage-door.png", "image/png", PNG.length],
      ["claim", "attachment", "police-report.pdf", "application/pdf", PDF.length],
    ]);
    // Stored encrypted with the server's file key; opened, the exact bytes sent.
    expect(Buffer.from(files[1]!.data as Uint8Array).equals(PDF)).toBe(false);
    expect(storedBytes(server.env.FILE_ENCRYPTION_KEY_FILE!, files[1] as unknown as Parameters<typeof storedBytes>[1]).equals(PDF)).toBe(true);

    const notification = await emailTo(AGENCY.claims, claimNumber);
    expect(notification.subject).toBe(`New claim ${claimNumber}: Home - Theft (Sam Rivera)`);
    for (const line of [
      `Claim number: ${claimNumber}`,
      `Email: ${email}`,
      "Policy number: HOME-998877",
      "Claim type: Home - Theft",
      `Date of loss: ${lasVegasDate(3)}`,
      "Time of loss: 21:15",
      "Location of loss (street address or description): 4200 Desert Inn Rd",
      "City: Henderson",
      "State: California",
      "Description of what happened: Garage broken into overnight; tools and a bicycle taken.",
      "Police report number: HPD-2026-5521",
      "Estimated damage: $5,000",
      "Were there injuries?: Yes",
      "Witness name: Alex Kim",
      "Witness phone or email: alex.kim@example.com",
      "Attached files: garage-door.png, police-report.pdf",
    ]) {
      expect(notification.text).toContain(line);
    }
    const confirmation = await emailTo(email);
    expect(confirmation.subject).toBe(`Your claim ${claimNumber} has been received`);
    expect(confirmation.text).toContain(`Your claim number is ${claimNumber}`);
    expect(confirmation.text).toContain("An adjuster will review your claim within 24 hours.");

    // Submit Another Claim: an empty form again.
    await page.getByRole("link", { name: "Submit Another Claim", exact: true }).click();
    await page.waitForURL(`${server.url}/submit-claim`);
    expect(await control(page, req("First name")).inputValue()).toBe("");
  });

  it("flags every required field, focuses the summary, then accepts the corrected claim", async () => {
    const page = await openPage("/submit-claim");
    await page.getByRole("button", { name: "Submit Claim", exact: true }).click();
    await expectErrors(page, claimRequired);
    const email = visitorEmail("claim-fixed");
    await fill(page, claimForm.fields(email));
    await page.getByRole("button", { name: "Submit Claim", exact: true }).click();
    const claimNumber = await expectClaimConfirmation(page);
    expect(rowsFor("claims", email)[0]?.claim_number).toBe(claimNumber);
  });

  it("refuses a date of loss in the future", async () => {
    const page = await openPage("/submit-claim");
    const email = visitorEmail("claim-future");
    await fill(page, [...without(claimForm.fields(email), req("Date of loss")), text(req("Date of loss"), lasVegasDate(-2))]);
    await page.getByRole("button", { name: "Submit Claim", exact: true }).click();
    await expectErrors(page, [e("Date of loss", "Date of loss", "The date of loss cannot be in the future.")]);
    expect(rowsFor("claims", email)).toHaveLength(0);
  });

  it("with JavaScript, refuses a wrong type or more than five files as they are chosen; the server refuses a file renamed to .pdf", async () => {
    const page = await openPage("/submit-claim", { viewport: PHONE });
    const email = visitorEmail("claim-files");
    const controls = claimForm.fields(email);
    await fill(page, controls);
    const attachments = control(page, opt("Photos and documents"));
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST") posts.push(r.url());
    });

    await attachments.setInputFiles([file("photo.png", "image/png", PNG), file("notes.txt", "text/plain", Buffer.from("hello"))]);
    await page.getByText("notes.txt is not an accepted file type. Please upload JPG, JPEG, PNG, HEIC, HEIF or PDF.", { exact: true }).waitFor();
    expect(await attachments.getAttribute("aria-invalid")).toBe("true");
    expect(await description(attachments)).toContain("notes.txt is not an accepted file type.");
    expect(await attachments.evaluate((input: HTMLInputElement) => input.files?.length)).toBe(0);
    expect(await page.locator("[data-file-list] li").count()).toBe(0);

    await attachments.setInputFiles(Array.from({ length: 6 }, (_, i) => file(`photo-${i + 1}.png`, "image/png", PNG)));
    await page.getByText("Please attach at most 5 files.", { exact: true }).waitFor();
    expect(await attachments.evaluate((input: HTMLInputElement) => input.files?.length)).toBe(0);
    expect(posts).toEqual([]);

    // Good files take the message away; a program named .pdf looks right until the server reads it.
    await attachments.setInputFiles([file("photo.png", "image/png", PNG), file("estimate.pdf", "application/pdf", EXE)]);
    await page.getByText("Please attach at most 5 files.", { exact: true }).waitFor({ state: "hidden" });
    expect(await attachments.getAttribute("aria-invalid")).toBeNull();
    expect(await page.locator("[data-file-list] li").allTextContents()).toEqual([`photo.png ${PNG.length} bytes`, `estimate.pdf ${EXE.length} bytes`]);
    expect(await submit(page, claimForm)).toBe(400);
    await expectErrors(page, [{ label: opt("Photos and documents"), summary: "Photos and documents", message: "estimate.pdf does not look like a real PDF file. Please upload JPEG, PNG, HEIC or PDF." }]);
    await expectFilled(page, controls);
    expect(rowsFor("claims", email)).toHaveLength(0);
  });

  it("without JavaScript on a phone: the checklist comes first, every field works, the server refuses a wrong type and more than five files, and confirms on a page", async () => {
    const page = await openPage("/submit-claim", { javaScript: false, viewport: PHONE });
    await expectNoBundle(page);
    // A phone reads the hotline, what to have ready and the emergency note before the form.
    const top = async (locator: Locator) => (await locator.boundingBox())!.y;
    const formTop = await top(page.getByRole("heading", { name: "Claim form", exact: true }));
    expect(await top(page.getByRole("heading", { name: "24/7 Claims Hotline", exact: true }))).toBeLessThan(formTop);
    expect(await top(page.getByRole("heading", { name: "What to Have Ready", exact: true }))).toBeLessThan(formTop);
    expect(await top(page.getByRole("heading", { name: "Emergency?", exact: true }))).toBeLessThan(formTop);

    expect(await submit(page, claimForm)).toBe(400);
    await expectErrors(page, claimRequired);

    const email = visitorEmail("claim-nojs");
    const controls = claimForm.fields(email);
    await fill(page, controls);
    const attachments = control(page, opt("Photos and documents"));
    await attachments.setInputFiles([file("photo.png", "image/png", PNG), file("notes.txt", "text/plain", Buffer.from("hello"))]);
    expect(await submit(page, claimForm)).toBe(400);
    await expectErrors(page, [{ label: opt("Photos and documents"), summary: "Photos and documents", message: "notes.txt is not an accepted file type. Please upload JPEG, PNG, HEIC or PDF." }]);
    await expectFilled(page, controls);

    await attachments.setInputFiles(Array.from({ length: 6 }, (_, i) => file(`photo-${i + 1}.png`, "image/png", PNG)));
    expect(await submit(page, claimForm)).toBe(400);
    await expectErrors(page, [{ label: opt("Photos and documents"), summary: "Photos and documents", message: "Please attach at most 5 files." }]);
    await expectFilled(page, controls);

    await attachments.setInputFiles(claimForm.files!.files);
    expect(await submit(page, claimForm)).toBe(303);
    const claimNumber = await expectClaimConfirmation(page);
    const [row] = rowsFor("claims", email);
    expect(row?.claim_number).toBe(claimNumber);
    expect(query(server, "select count(*) as n from uploaded_files where owner_id = ?", String(row!.id))[0]?.n).toBe(2);
  });
});

// ---------------------------------------------------------------------------
// /careers
// ---------------------------------------------------------------------------

const careersRequired = [
  ...nameErrors,
  e("Street address", "Street address", "Please enter your street address."),
  e("City", "City", "Please enter your city."),
  e("ZIP code", "ZIP code", "Please enter your ZIP code."),
  e("Position", "Position", "Please choose a position."),
  e("Experience", "Experience", "Please choose your experience level."),
  e("Availability", "Availability", "Please choose when you could start."),
  e("Resume", "Resume", "Please attach your resume (PDF, DOC or DOCX)."),
];

const careersConfirmation = (page: Page) =>
  expectConfirmation(page, "Application Received!", "Thank you for your interest in joining our team. We review every application and will contact you within 5-7 business days.", [
    ["Back to Careers", "/careers"],
    ["Return to Home", "/"],
  ]);

describe("job application form (/careers)", () => {
  it("stores an application with its resume and emails the agency and the applicant", async () => {
    const page = await openPage("/careers");
    expect(await selectedLabel(control(page, req("State")))).toBe("Nevada");
    const email = visitorEmail("careers");
    await fillComplete(page, careersForm, email);
    expect(await page.locator("[data-file-list] li").allTextContents()).toEqual([`riley-chen-resume.docx ${DOCX.length} bytes`]);
    await page.getByRole("button", { name: "Submit Application", exact: true }).click();
    await careersConfirmation(page);
    await expectNoBundle(page);
    expect(new URL(page.url()).search).toBe("?success=true");

    const [row] = rowsFor("job_applications", email);
    expect(row).toMatchObject({
      first_name: "Riley",
      last_name: "Chen",
      phone: "(702) 555-0188",
      address: "123 Main St Apt 4",
      city: "St. George",
      state: "UT",
      zip_code: "84770",
      position: "Claims Specialist",
      experience: "senior",
      availability: "2-weeks",
      cover_letter: "Dear hiring team,\r\nI would love to join.", // a browser posts line breaks as CRLF
      status: "new",
    });
    const files = query(server, "select owner_type, purpose, file_name, content_type, size_bytes from uploaded_files where owner_id = ?", String(row!.id));
    expect(files).toEqual([
      { owner_type: "job_application", purpose: "resume", file_name: "riley-chen-resume.docx", content_type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", size_bytes: DOCX.length },
    ]);

    const notification = await emailTo(AGENCY.careers, email);
    expect(notification.subject).toBe("New job application: Claims Specialist (Riley Chen)");
    for (const line of ["Street address: 123 Main St Apt 4", "State: Utah", "Experience: Senior Level (6-10 years)", "Availability: Within 2 weeks", "Resume: riley-chen-resume.docx", "Attached files: riley-chen-resume.docx"]) {
      expect(notification.text).toContain(line);
    }
    const confirmation = await emailTo(email);
    expect(confirmation.subject).toBe("We received your application");
    expect(confirmation.text).toContain("within 5-7 business days");
  });

  it("flags every required field, the resume included, then accepts the corrected application", async () => {
    const page = await openPage("/careers");
    await page.getByRole("button", { name: "Submit Application", exact: true }).click();
    await expectErrors(page, careersRequired);
    const email = visitorEmail("careers-fixed");
    await fill(page, careersForm.fields(email));
    await control(page, req("Resume")).setInputFiles(file("resume.pdf", "application/pdf", PDF));
    await page.getByRole("button", { name: "Submit Application", exact: true }).click();
    await careersConfirmation(page);
    expect(query(server, "select content_type from uploaded_files where owner_id = ?", String(rowsFor("job_applications", email)[0]!.id))).toEqual([{ content_type: "application/pdf" }]);
  });

  it("refuses a program renamed to .pdf", async () => {
    const page = await openPage("/careers");
    const email = visitorEmail("careers-exe");
    const controls = careersForm.fields(email);
    await fill(page, controls);
    await control(page, req("Resume")).setInputFiles(file("resume.pdf", "application/pdf", EXE));
    await page.getByRole("button", { name: "Submit Application", exact: true }).click();
    await expectErrors(page, [e("Resume", "Resume", "resume.pdf does not look like a real PDF file. Please upload PDF, DOC or DOCX.")]);
    await expectFilled(page, controls);
    expect(rowsFor("job_applications", email)).toHaveLength(0);
  });

  it.each([
    ["with JavaScript on a phone: refused as it is chosen", true, PHONE, "big-resume.pdf is larger than 10 MB. Please choose a file of 10 MB or smaller."],
    ["without JavaScript on a desktop: refused by the server", false, DESKTOP, "big-resume.pdf is larger than 10 MB. Your resume must be 10 MB or smaller."],
  ] as const)("refuses a resume over 10 MB with a clear message and keeps every typed value (%s)", async (_, javaScript, viewport, message) => {
    const page = await openPage("/careers", { javaScript, viewport });
    const email = visitorEmail("careers-big");
    const controls = careersForm.fields(email);
    await fill(page, controls);
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x20);
    PDF.copy(big);
    // From a file on disk: Chromium reads it itself, as when a person picks it. Handed over as
    // bytes, Playwright would first copy 13 MB of base64 into the browser, which on a busy
    // machine took longer than the page's timeout before the test had even begun.
    const dir = mkdtempSync(join(tmpdir(), "big-resume-"));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const path = join(dir, "big-resume.pdf");
    writeFileSync(path, big);
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST") posts.push(r.url());
    });
    await control(page, req("Resume")).setInputFiles(path);
    if (javaScript) {
      await page.getByText(message, { exact: true }).waitFor();
      expect(await description(control(page, req("Resume")))).toContain(message);
      expect(posts).toEqual([]);
    } else {
      expect(await submit(page, careersForm)).toBe(413);
      await expectErrors(page, [e("Resume", "Resume", message)]);
    }
    await page.getByRole("heading", { name: "Apply now", exact: true }).waitFor();
    await expectFilled(page, controls);
    expect(rowsFor("job_applications", email)).toHaveLength(0);
  });
});

// ---------------------------------------------------------------------------
// /just-insurance
// ---------------------------------------------------------------------------

const payPerMileRequired = [
  ...nameErrors,
  e("Street address", "Street address", "Please enter your street address."),
  e("City", "City", "Please enter your city."),
  e("ZIP code", "ZIP code", "Please enter your ZIP code."),
  e("Average monthly miles", "Average monthly miles", "Please choose how many miles you drive a month."),
  e("Vehicle year", "Vehicle year", "Please enter the vehicle's year."),
  e("Vehicle make", "Vehicle make", "Please enter the vehicle's make."),
  e("Vehicle model", "Vehicle model", "Please enter the vehicle's model."),
];

const payPerMileConfirmation = (page: Page) =>
  expectConfirmation(page, "Thank You!", "We received your pay-per-mile quote request. You will typically hear from us within 24 hours.", [
    ["Back to Pay-Per-Mile", "/just-insurance"],
    ["Return to Home", "/"],
  ]);

describe("pay-per-mile form (/just-insurance)", () => {
  it("stores a request with its consent and emails the agency and the driver", async () => {
    const page = await openPage("/just-insurance");
    const consent = (await page.getByText(/^By submitting this form, you ask/).textContent())!;
    expect(consent).toMatch(/to contact you about this pay-per-mile quote request by phone call, text message or email/);
    const email = visitorEmail("ppm");
    const started = new Date().toISOString();
    await fillComplete(page, payPerMileForm, email);
    await page.getByRole("button", { name: payPerMileForm.submit, exact: true }).click();
    await payPerMileConfirmation(page);
    expect(new URL(page.url()).search).toBe("?success=true");

    const [row] = rowsFor("pay_per_mile_quotes", email);
    expect(row).toMatchObject({
      first_name: "Morgan",
      phone: "(702) 555-0177",
      address: "500 Fremont St",
      city: "Las Vegas",
      state: "NV",
      zip_code: "89101",
      current_insurance: "Big Insurer",
      average_monthly_miles: "250-500",
      vehicle_year: "2019",
      vehicle_make: "Toyota",
      vehicle_model: "Prius",
      comments: "Mostly weekend trips.",
      consent_text: consent,
      status: "new",
    });
    expect(String(row!.consent_at) >= started).toBe(true);

    const notification = await emailTo(AGENCY.leads, email);
    expect(notification.subject).toBe("New pay-per-mile quote request: 2019 Toyota Prius (Morgan Lee)");
    for (const line of ["Average monthly miles: 250-500 miles", "Vehicle year: 2019", "Current insurance provider: Big Insurer", "Comments: Mostly weekend trips.", `Consent: ${consent}`]) {
      expect(notification.text).toContain(line);
    }
    const confirmation = await emailTo(email);
    expect(confirmation.subject).toBe("We received your pay-per-mile quote request");
    expect(confirmation.text).toContain("typically within 24 hours");
  });

  it("on a phone: the hero's button jumps to the form", async () => {
    const page = await openPage("/just-insurance", { viewport: PHONE });
    await page.locator("main").getByRole("link", { name: "Get a Pay-Per-Mile Quote", exact: true }).click();
    await page.waitForURL(/#quote-form$/);
    // Scrolled into view, clear of the sticky header.
    const heading = page.getByRole("heading", { name: "Get your pay-per-mile quote", exact: true });
    const headerBottom = await page.locator("header").first().evaluate((h) => h.getBoundingClientRect().bottom);
    await expect.poll(() => heading.evaluate((h) => Math.round(h.getBoundingClientRect().top))).toBeLessThan(PHONE.height / 2);
    expect(await heading.evaluate((h) => h.getBoundingClientRect().top)).toBeGreaterThanOrEqual(headerBottom);
  });

  it("flags every required field, then accepts the corrected request", async () => {
    const page = await openPage("/just-insurance");
    await page.getByRole("button", { name: payPerMileForm.submit, exact: true }).click();
    await expectErrors(page, payPerMileRequired);
    const email = visitorEmail("ppm-fixed");
    await fill(page, payPerMileForm.fields(email));
    await page.getByRole("button", { name: payPerMileForm.submit, exact: true }).click();
    await payPerMileConfirmation(page);
    expect(rowsFor("pay_per_mile_quotes", email)).toHaveLength(1);
  });

  it("refuses a vehicle year outside 1950 to next year", async () => {
    const page = await openPage("/just-insurance");
    const email = visitorEmail("ppm-year");
    await fill(page, [...without(payPerMileForm.fields(email), req("Vehicle year")), text(req("Vehicle year"), "1899")]);
    await page.getByRole("button", { name: payPerMileForm.submit, exact: true }).click();
    await expectErrors(page, [e("Vehicle year", "Vehicle year", "Please enter a model year between 1950 and next year.")]);
  });
});

// ---------------------------------------------------------------------------
// /contact ("Send us a message")
// ---------------------------------------------------------------------------

const EMAIL_OR_PHONE = "Please enter your email address or your phone number, so we can answer you.";

describe("contact message form (/contact)", () => {
  it("stores a message with its consent, tells the front desk, confirms to the sender, on a confirmation page of its own", async () => {
    const page = await openPage("/contact");
    const consent = (await page.getByText(/^By sending this message, you ask/).textContent())!;
    const email = visitorEmail("message");
    await fillComplete(page, contactForm, email);
    await page.getByRole("button", { name: contactForm.submit, exact: true }).click();
    await expectConfirmation(page, "Thank You!", "We received your message and will answer within one business day. If it is urgent, please call us.", [
      ["Back to Contact Us", "/contact"],
      ["Return to Home", "/"],
    ]);
    expect(new URL(page.url()).pathname).toBe("/contact/sent");

    const [row] = rowsFor("contact_messages", email);
    expect(row).toMatchObject({ first_name: "Rosa", phone: "(702) 555-0144", topic: "policy_change", consent_text: consent, status: "new" });
    const notification = await emailTo(AGENCY.info, email);
    expect(notification.subject).toBe("New message: A change to my policy (Rosa Alvarez)");
    expect(notification.text).toContain("Message: I bought a 2024 Subaru Outback. Please add it to my policy.");
    const confirmation = await emailTo(email);
    expect(confirmation.subject).toBe("We received your message");
  });

  it.each([
    ["without JavaScript on a desktop", false, DESKTOP],
    ["with JavaScript on a phone", true, PHONE],
  ] as const)("asks for an email address or a phone number, keeps every value, then takes a phone number alone and sends no confirmation (%s)", async (_, javaScript, viewport) => {
    const page = await openPage("/contact", { javaScript, viewport });
    const message = `Call me about my renters policy (${visitorEmail("phone-only")}).`;
    const others = [text(req("First name"), "Max"), text(req("Last name"), "Okafor"), select(req("Topic"), "A question about my coverage"), text(req("Message"), message)];
    await fill(page, others);
    expect(await submit(page, contactForm)).toBe(400);
    await expectErrors(page, [{ label: opt("Email"), summary: "Email", message: EMAIL_OR_PHONE }]);
    await expectFilled(page, others);

    await control(page, opt("Phone")).fill("702-555-0190");
    expect(await submit(page, contactForm)).toBe(303);
    await page.getByRole("heading", { level: 1, name: "Thank You!", exact: true }).waitFor();
    const [row] = query<{ id: string; email: string; phone: string }>(server, "select id, email, phone from contact_messages where message = ?", message);
    expect(row).toMatchObject({ email: "", phone: "(702) 555-0190" });
    expect(query(server, "select kind from email_outbox where record_id = ?", row!.id)).toEqual([{ kind: "messages.notification" }]);
  });
});

// ---------------------------------------------------------------------------
// /coverage-review
// ---------------------------------------------------------------------------

describe("coverage review form (/coverage-review)", () => {
  it("stores a request with its declarations page and consent, and emails the agency and the visitor", async () => {
    const page = await openPage("/coverage-review");
    const consent = (await page.getByText(/^By submitting this form, you ask/).textContent())!;
    expect(consent).toMatch(/about your coverage review/);
    const email = visitorEmail("review");
    await fillComplete(page, coverageReviewForm, email);
    // The file picker lists the chosen file with its size before anything is sent.
    await expect.poll(() => page.getByRole("list", { name: "Chosen files: Declarations pages" }).textContent()).toContain("auto-declarations.pdf");
    await page.getByRole("button", { name: coverageReviewForm.submit, exact: true }).click();
    await expectConfirmation(page, "Thank You!", "We received your request for a free coverage review. A licensed agent will call you within one business day to go through your policies.", [
      ["Back to Coverage Review", "/coverage-review"],
      ["Return to Home", "/"],
    ]);

    const [row] = rowsFor("coverage_reviews", email);
    expect(row).toMatchObject({ current_carriers: "Acme Mutual (auto), Example Home (house)", renewal_month: "03", concerns: "The premium went up 30% at renewal.", consent_text: consent });
    expect(query(server, "select owner_type, purpose, file_name, content_type from uploaded_files where owner_id = ?", String(row!.id))).toEqual([
      { owner_type: "coverage_review", purpose: "declarations", file_name: "auto-declarations.pdf", content_type: "application/pdf" },
    ]);
    const notification = await emailTo(AGENCY.leads, email);
    expect(notification.subject).toBe("New coverage review request: Acme Mutual (auto), Example Home (house) (Dev Patel)");
    for (const line of ["Renews: March", "Attached files: auto-declarations.pdf", `Consent: ${consent}`]) expect(notification.text).toContain(line);
    expect((await emailTo(email)).subject).toBe("We received your coverage review request");
  });

  it("on a phone: the hero's button jumps to the form", async () => {
    const page = await openPage("/coverage-review", { viewport: PHONE });
    await page.locator("main").getByRole("link", { name: "Request a Coverage Review", exact: true }).first().click();
    await page.waitForURL(/#review-form$/);
    const heading = page.getByRole("heading", { name: "Request your free review", exact: true });
    await expect.poll(() => heading.evaluate((h) => Math.round(h.getBoundingClientRect().top))).toBeLessThan(PHONE.height / 2);
  });

  it("without JavaScript on a phone: the server refuses a program renamed to .pdf and keeps every typed value", async () => {
    const page = await openPage("/coverage-review", { javaScript: false, viewport: PHONE });
    const controls = coverageReviewForm.fields(visitorEmail("review-exe"));
    await fill(page, controls);
    await control(page, opt("Declarations pages")).setInputFiles([file("declarations.pdf", "application/pdf", EXE)]);
    expect(await submit(page, coverageReviewForm)).toBe(400);
    await expectErrors(page, [{ label: opt("Declarations pages"), summary: "Declarations pages", message: "declarations.pdf does not look like a real PDF file. Please upload PDF, JPEG, PNG or HEIC." }]);
    await expectFilled(page, controls);
  });
});

// ---------------------------------------------------------------------------
// Every form
// ---------------------------------------------------------------------------

describe.each(allForms.map((f) => [f.key, f] as const))("%s form", (_, form) => {
  it.each([
    ["with JavaScript on a phone", true],
    ["without JavaScript on a phone", false],
  ])("is filled in, sent and confirmed on its own page, with no React bundle (%s)", async (_, javaScript) => {
    const page = await openPage(form.path, { javaScript, viewport: PHONE });
    await expectNoBundle(page);
    const email = visitorEmail(`phone-${form.key}`);
    await fillComplete(page, form, email);
    if (javaScript) await expectSubmittingWhilePosting(page, form);
    else await page.getByRole("button", { name: form.submit, exact: true }).click();
    await page.getByRole("heading", { level: 1, name: form.successHeading, exact: true }).waitFor();
    expect(rowsFor(form.table, email)).toHaveLength(1);
    await expectNoBundle(page);
  });

  it.each([
    ["with JavaScript on a phone", true, PHONE],
    ["without JavaScript on a desktop", false, DESKTOP],
  ] as const)("refuses a bad email and gives back every other value (%s)", async (_, javaScript, viewport) => {
    const page = await openPage(form.path, { javaScript, viewport });
    const controls = form.fields("placeholder@example.com");
    const emailLabel = form.emailLabel ?? req("Email");
    const others = without(controls, emailLabel);
    await fill(page, [...others, text(emailLabel, "jane.doe@example")]);
    if (form.files) await control(page, form.files.label).setInputFiles(form.files.files);
    expect(await submit(page, form)).toBe(400);
    await expectErrors(page, [{ label: emailLabel, summary: "Email", message: badEmailMessage }]);
    await expectNoBundle(page);
    expect(await control(page, emailLabel).inputValue()).toBe("jane.doe@example");
    await expectFilled(page, others);
  });

  it("gives a bot that fills the honeypot the normal confirmation, and stores and sends nothing", async () => {
    const page = await openPage(form.path);
    const email = visitorEmail(`bot-${form.key}`);
    await fillComplete(page, form, email);
    await page.evaluate(() => {
      (document.querySelector('input[name="bot-field"]') as HTMLInputElement).value = "https://cheap-pills.example";
    });
    await page.getByRole("button", { name: form.submit, exact: true }).click();
    await page.getByRole("heading", { level: 1, name: form.successHeading, exact: true }).waitFor();
    expect(rowsFor(form.table, email)).toHaveLength(0);
    expect(outboxFor(email)).toHaveLength(0);
    expect(query(server, "select count(*) as n from email_outbox where text_body like ?", `%${email}%`)[0]?.n).toBe(0);
  });

  it("refuses a cross-site POST with 403 and stores nothing", async () => {
    const email = visitorEmail(`csrf-${form.key}`);
    const body = () => {
      const data = new FormData();
      for (const [name, value] of Object.entries(validPost(form, email))) {
        for (const v of Array.isArray(value) ? value : [value]) data.append(name, v);
      }
      if (form.key === "claim") data.append("attachments", new Blob([PNG], { type: "image/png" }), "damage.png");
      if (form.key === "careers") data.append("resume", new Blob([PDF], { type: "application/pdf" }), "resume.pdf");
      if (form.key === "coverage-review") data.append("declarations", new Blob([PDF], { type: "application/pdf" }), "declarations.pdf");
      return data;
    };
    const post = (headers: Record<string, string>) => fetch(`${server.url}${form.path}`, { method: "POST", body: body(), headers, redirect: "manual" });

    const crossSite: Record<string, string>[] = [
      { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
      { Origin: "https://evil.example" },
      { Referer: "https://evil.example/prize.html" },
      { Origin: server.url.replace("127.0.0.1", "localhost"), "Sec-Fetch-Site": "same-site" },
    ];
    for (const headers of crossSite) {
      const response = await post(headers);
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(await response.text()).toBe("Forbidden: this request came from another site.");
    }
    expect(rowsFor(form.table, email)).toHaveLength(0);
    expect(outboxFor(email)).toHaveLength(0);

    // The same post from the site itself is accepted: the refusal above was the guard, not the data.
    const own = await post({ Origin: server.url, "Sec-Fetch-Site": "same-origin" });
    expect(own.status).toBe(303);
    expect(rowsFor(form.table, email)).toHaveLength(1);
  });

  it("has no accessibility violations on the form, its error state and its confirmation (on a phone)", async () => {
    const page = await openPage(form.path, { viewport: PHONE });
    expect(await axeViolations(page), "form").toEqual([]);
    if (form.key === "quote") await group(page, req("Insurance types")).getByRole("checkbox", { name: "Auto", exact: true }).check();
    await page.getByRole("button", { name: form.submit, exact: true }).click();
    await page.getByRole("alert").waitFor();
    expect(await axeViolations(page), "error state").toEqual([]);
    const confirmation = form.confirmationPath ?? (form.key === "claim" ? `${form.path}?success=true&claim=CLM-${lasVegasYear()}-000123` : `${form.path}?success=true`);
    await page.goto(confirmation);
    await page.getByRole("heading", { level: 1, name: form.successHeading, exact: true }).waitFor();
    expect(await axeViolations(page), "confirmation").toEqual([]);
  });
});

/** A complete, valid url-encoded submission of each form (as a non-browser client would post it). */
function validPost(form: FormCase, email: string): Record<string, string | string[]> {
  switch (form.key) {
    case "quote":
      return {
        first_name: "Direct", last_name: "Post", email, phone: "7025550100", zip_code: "89118", contact_preference: "phone",
        insurance_types: ["auto"], current_insurance: "no", home_ownership: "rent", vehicle_count: "1", budget_range: "under_100", timeline: "immediately", "bot-field": "",
      };
    case "claim":
      return {
        firstName: "Direct", lastName: "Post", email, phone: "7025550100", policyNumber: "P-1", claimType: "Other", dateOfLoss: lasVegasDate(1),
        lossLocation: "Somewhere", lossCity: "Reno", lossState: "NV", description: "Something happened.", injuriesInvolved: "no", "bot-field": "",
      };
    case "careers":
      return {
        firstName: "Direct", lastName: "Post", email, phone: "7025550100", address: "1 Main St", city: "Reno", state: "NV", zipCode: "89501",
        position: "Other", experience: "entry", availability: "immediate", "bot-field": "",
      };
    case "pay-per-mile":
      return {
        firstName: "Direct", lastName: "Post", email, phone: "7025550100", address: "1 Main St", city: "Reno", state: "NV", zipCode: "89501",
        averageMonthlyMiles: "0-250", vehicleYear: "2020", vehicleMake: "Honda", vehicleModel: "Fit", "bot-field": "",
      };
    case "contact":
      return { firstName: "Direct", lastName: "Post", email, phone: "", topic: "question", message: "Do you insure food trucks?", "bot-field": "" };
    case "coverage-review":
      return { firstName: "Direct", lastName: "Post", email, phone: "7025550100", currentCarriers: "Acme Mutual", renewalMonth: "unsure", concerns: "", "bot-field": "" };
  }
}

describe("cross-site form in a real browser", () => {
  it("is refused with 403 before anything is stored", async () => {
    const page = await openPage("/quote");
    const email = visitorEmail("csrf-browser");
    const fields = Object.entries(validPost(quoteForm, email))
      .flatMap(([name, value]) => (Array.isArray(value) ? value : [value]).map((v) => `<input type="hidden" name="${name}" value="${v}">`))
      .join("");
    await page.route("http://evil.example/**", (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<!doctype html><title>You won!</title><form id="f" method="post" action="${server.url}/quote">${fields}</form><script>document.getElementById("f").submit()</script>`,
      }),
    );
    const response = page.waitForResponse((r) => r.url() === `${server.url}/quote` && r.request().method() === "POST");
    await page.goto("http://evil.example/prize.html");
    expect((await response).status()).toBe(403);
    expect(rowsFor("quote_requests", email)).toHaveLength(0);
  });
});

describe("the server", () => {
  it("logged no errors but the storage failure caused on purpose above", () => {
    const errors = server.output().split("\n").filter((line) => line.includes('"level":"error"'));
    expect(errors.filter((line) => !line.includes('"msg":"quote request not stored"'))).toEqual([]);
  });
});

// ---------------------------------------------------------------------------
// Rate limit (its own server: a limit of 2 posts per form per hour)
// ---------------------------------------------------------------------------

describe("a server with tight limits", () => {
  let limited: AppServer;
  beforeAll(async () => {
    limited = await startAppServer({ FORM_RATE_LIMIT_PER_HOUR: "2", MAX_REQUEST_MB: "1" });
  });
  afterAll(async () => {
    await limited?.stop();
  });

  it("answers the third post in an hour with a clear message and keeps every value", async () => {
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${limited.url}/quote`, { method: "POST", body: new URLSearchParams(Object.entries(validPost(quoteForm, visitorEmail("limit"))).flatMap(([k, v]) => (Array.isArray(v) ? v : [v]).map((x) => [k, x]))), redirect: "manual" });
      expect(response.status).toBe(303);
    }
    const page = await openPage("/quote", { javaScript: false, base: limited });
    const email = visitorEmail("limit-third");
    const controls = quoteForm.fields(email);
    await fill(page, controls);
    expect(await submit(page, quoteForm)).toBe(429);
    await expectFormError(page, `We have received several forms from your connection in a short time. Please try again in`);
    expect(await page.getByRole("alert").textContent()).toMatch(new RegExp(`Please try again in (1 minute|\\d+ minutes), or call us at ${AGENCY_PHONE.replace(/[()]/g, "\\$&")}\\.`));
    await expectFilled(page, controls);
    expect(rowsFor("quote_requests", email, limited)).toHaveLength(0);
    expect(query(limited, "select count(*) as n from quote_requests")[0]?.n).toBe(2);

    // A client that reads headers learns when to come back: the rest of the hour that began with the first post.
    const again = await fetch(`${limited.url}/quote`, { method: "POST", body: new URLSearchParams({ first_name: "A" }), redirect: "manual" });
    expect(again.status).toBe(429);
    const retryAfter = Number(again.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThanOrEqual(3000);
    expect(retryAfter).toBeLessThanOrEqual(3600);

    // Each form has its own allowance.
    const claim = await fetch(`${limited.url}/submit-claim`, { method: "POST", body: new URLSearchParams(validPost(claimForm, visitorEmail("limit-claim")) as Record<string, string>), redirect: "manual" });
    expect(claim.status).toBe(303);
  });

  it.each([
    ["with JavaScript: refused as the files are chosen, nothing sent", true],
    ["without JavaScript: the server answers 413", false],
  ])("keeps a post under the server-wide cap (%s)", async (_, javaScript) => {
    const page = await openPage("/submit-claim", { base: limited, javaScript, viewport: PHONE });
    const email = visitorEmail("claim-huge");
    const controls = claimForm.fields(email);
    await fill(page, controls);
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST") posts.push(r.url());
    });
    await control(page, opt("Photos and documents")).setInputFiles(file("huge.png", "image/png", Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)])));
    if (javaScript) {
      await page.getByText("These files add up to more than 0.9 MB, more than one form can carry. Please attach fewer or smaller files.", { exact: true }).waitFor();
      expect(posts).toEqual([]);
      expect(await page.getByRole("button", { name: claimForm.submit, exact: true }).isEnabled()).toBe(true);
      await expectFilled(page, controls);
    } else {
      expect(await submit(page, claimForm)).toBe(413);
    }
    expect(rowsFor("claims", email, limited)).toHaveLength(0);
  });
});
