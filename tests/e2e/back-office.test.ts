/**
 * The back office (docs/back-office.md) in Chromium against the built production server, as the
 * agency's staff use it: each inbox (filter, search, status change, note, CSV export,
 * file downloads), users (grant, revoke, disable: sessions end), the email outbox
 * (read, retry through a real SMTP server), the audit log; refusals for customers and
 * signed-out visitors on every page, download and action; and customers seeing their
 * own claims, never another person's. axe finds no violations on any of these pages.
 *
 * Submissions are made the way visitors make them: posting the public forms.
 */
import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import type { SQLInputValue } from "node:sqlite";
import { promisify } from "node:util";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { pipelines } from "../../app/lib/pipeline.ts";
import { cookieHeader, createAccount, signedInContext, TEST_PASSWORD, uniqueEmail } from "../support/accounts.ts";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import { axeViolations, launchBrowser } from "../support/browser.ts";
import { enrolThroughPages } from "../support/second-factor.ts";
import { startSmtpCapture, type SmtpCapture } from "../support/smtp-capture.ts";
import { query as queryDatabase, execute as executeOnDatabase } from "../support/site-requests.ts";

// ---------------------------------------------------------------------------
// Fixtures
// ---------------------------------------------------------------------------

type Form = "quotes" | "claims" | "applications" | "pay-per-mile";

const PDF = Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n% résumé of the applicant\n%%EOF\n", "utf8");
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from("IHDR fake image body")]);
/** What a spreadsheet would run as a formula if the export did not neutralise it. */
const FORMULA_NAME = '=HYPERLINK("http://evil.test","Click")';
const PORTAL = "https://pay.agency.test/portal";

let sequence = 0;
const next = () => ++sequence;

interface Person {
  first: string;
  last: string;
  email: string;
  /** 10 digits. */
  phone: string;
  zip: string;
}

function person(first: string, tag: string): Person {
  const n = next();
  return {
    first,
    last: `${tag}${n}`,
    email: `${tag.toLowerCase()}.${process.pid}.${n}@example.com`,
    phone: `702555${String(1000 + n).slice(-4)}`,
    zip: String(89000 + n),
  };
}

let server: AppServer;
let smtp: SmtpCapture;
let browser: Browser;
let admin: BrowserContext;
let adminEmail: string;
let customer: BrowserContext;
let customerEmail: string;
let otherCustomer: BrowserContext;
let otherCustomerEmail: string;

async function postForm(path: string, body: URLSearchParams | FormData): Promise<void> {
  const res = await fetch(`${server.url}${path}`, { method: "POST", body, redirect: "manual", headers: { Origin: server.url } });
  if (res.status !== 303 && res.status !== 302) throw new Error(`${path} answered ${res.status}: ${(await res.text()).slice(0, 400)}`);
}

const submitters: Record<Form, (p: Person) => Promise<void>> = {
  quotes: (p) =>
    postForm(
      "/quote",
      new URLSearchParams([
        ["first_name", p.first], ["last_name", p.last], ["email", p.email], ["phone", p.phone], ["zip_code", p.zip],
        ["contact_preference", "email"], ["insurance_types", "auto"], ["insurance_types", "boat"], ["current_insurance", "no"],
        ["home_ownership", "rent"], ["vehicle_count", "2"], ["budget_range", "250_500"], ["timeline", "immediately"],
        ["additional_info", "@SUM(1+1) and a boat on Lake Mead"],
      ]),
    ),
  claims: (p) => {
    const fd = new FormData();
    const fields = {
      firstName: p.first, lastName: p.last, email: p.email, phone: p.phone, policyNumber: "HOME-4455", claimType: "Home - Theft",
      dateOfLoss: "2026-01-15", lossLocation: "4200 Desert Inn Rd", lossCity: "Henderson", lossState: "NV",
      description: "Garage broken into overnight.", injuriesInvolved: "no", estimatedDamage: "-$1,200 deductible",
    };
    for (const [k, v] of Object.entries(fields)) fd.set(k, v);
    fd.append("attachments", new Blob([PNG], { type: "image/png" }), "garage door.png");
    fd.append("attachments", new Blob([PDF], { type: "application/pdf" }), "police-report.pdf");
    return postForm("/submit-claim", fd);
  },
  applications: (p) => {
    const fd = new FormData();
    const fields = {
      firstName: p.first, lastName: p.last, email: p.email, phone: p.phone, address: "123 Main St", city: "Henderson", state: "NV",
      zipCode: p.zip, position: "Claims Specialist", experience: "senior", availability: "2-weeks", coverLetter: "+1 for teamwork",
    };
    for (const [k, v] of Object.entries(fields)) fd.set(k, v);
    fd.append("resume", new Blob([PDF], { type: "application/pdf" }), `José ${p.last} résumé.pdf`);
    return postForm("/careers", fd);
  },
  "pay-per-mile": (p) =>
    postForm(
      "/just-insurance",
      new URLSearchParams({
        firstName: p.first, lastName: p.last, email: p.email, phone: p.phone, address: "500 Fremont St", city: "Las Vegas", state: "NV",
        zipCode: p.zip, averageMonthlyMiles: "250-500", vehicleYear: "2019", vehicleMake: "Toyota", vehicleModel: "Prius",
      }),
    ),
};

const tables: Record<Form, string> = { quotes: "quote_requests", claims: "claims", applications: "job_applications", "pay-per-mile": "pay_per_mile_quotes" };

/** A query on the server's database (read-only). */
const query = <T = Record<string, unknown>>(sql: string, ...params: SQLInputValue[]): T[] => queryDatabase<T>(server.databasePath, sql, ...params);

/** A change to the server's database (test setup only). */
const execute = (sql: string, ...params: SQLInputValue[]): void => executeOnDatabase(server.databasePath, sql, ...params);

/** Each inbox row's link to its record (the row's other links call, text or email). */
const NAME_LINKS = "tbody tr th a[href^='/admin/inbox/']";

const recordOf = (form: Form, email: string) => query<{ id: string; status: string; claim_number?: string }>(`select * from ${tables[form]} where email = ?`, email)[0]!;
/** A record's audit entries in the order they were written (an entry and its security event may share a millisecond). */
const auditFor = (id: string) => query<{ action: string; actor_email: string; detail: string | null }>("select * from audit_log where target_id = ? order by created_at, rowid", id);

async function openPage(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await page.goto(path);
  return page;
}

async function expectNoAxeViolations(page: Page, options: Parameters<typeof axeViolations>[1] = {}): Promise<void> {
  expect(await axeViolations(page, options), page.url()).toEqual([]);
}

/** The bytes of a download started by clicking `link`. */
async function download(page: Page, click: () => Promise<void>) {
  const [event] = await Promise.all([page.waitForEvent("download"), click()]);
  return { name: event.suggestedFilename(), bytes: await readFile((await event.path())!) };
}

beforeAll(async () => {
  smtp = await startSmtpCapture();
  [server, browser] = await Promise.all([
    startAppServer({ SMTP_URL: smtp.url, OUTBOX_POLL_MS: "200", FORM_RATE_LIMIT_PER_HOUR: "100000", PAYMENT_PORTAL_URL: PORTAL }),
    launchBrowser(),
  ]);
  adminEmail = uniqueEmail("owner");
  customerEmail = uniqueEmail("maria");
  otherCustomerEmail = uniqueEmail("sam");
  await createAccount(server, { email: adminEmail, role: "admin" });
  await createAccount(server, { email: customerEmail, role: "customer" });
  await createAccount(server, { email: otherCustomerEmail, role: "customer" });
  admin = await signedInContext(browser, server, adminEmail);
  customer = await signedInContext(browser, server, customerEmail);
  otherCustomer = await signedInContext(browser, server, otherCustomerEmail);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.stop();
});

// ---------------------------------------------------------------------------
// The inboxes
// ---------------------------------------------------------------------------

interface InboxCase {
  form: Form;
  title: string;
  /** A form-specific column's heading and a value it shows. */
  column: [string, string];
  /** What to type in the search box to find `target` alone. */
  search(target: Person, claimNumber?: string): string;
  /** A field label and value the detail page shows as submitted. */
  field: [string, string];
  /** The uploaded files, when the form takes some. */
  files?: (p: Person) => { name: string; bytes: Buffer; type: string }[];
}

const inboxCases: InboxCase[] = [
  { form: "quotes", title: "Quote Requests", column: ["Insurance types", "Auto, Boat"], search: (p) => p.zip, field: ["Monthly budget", "$250-$500 per month"] },
  {
    form: "claims",
    title: "Claims",
    column: ["Claim type", "Home - Theft"],
    search: (_p, claimNumber) => claimNumber!.toLowerCase(),
    field: ["Description of what happened", "Garage broken into overnight."],
    files: () => [
      { name: "garage door.png", bytes: PNG, type: "image/png" },
      { name: "police-report.pdf", bytes: PDF, type: "application/pdf" },
    ],
  },
  {
    form: "applications",
    title: "Job Applications",
    column: ["Position", "Claims Specialist"],
    search: (p) => p.email.toUpperCase(),
    field: ["Availability", "Within 2 weeks"],
    files: (p) => [{ name: `José ${p.last} résumé.pdf`, bytes: PDF, type: "application/pdf" }],
  },
  {
    form: "pay-per-mile",
    title: "Pay-per-mile Quotes",
    column: ["Vehicle", "2019 Toyota Prius"],
    search: (p) => `(${p.phone.slice(0, 3)}) ${p.phone.slice(3, 6)}-${p.phone.slice(6)}`,
    field: ["Average monthly miles", "250-500 miles"],
  },
];

describe("lead inboxes as an admin", () => {
  it.each(inboxCases)("$form: filters, searches, changes status, adds a note, exports CSV and downloads files", async (inbox) => {
    const base = `/admin/inbox/${inbox.form}`;
    const injected = person(FORMULA_NAME, "Mallory");
    const target = person("Riley", "Target");
    const other = person("Alex", "Other");
    for (const p of [injected, target, other]) await submitters[inbox.form](p);
    const targetRow = recordOf(inbox.form, target.email);

    // The list: newest first, with the form's own columns.
    const page = await openPage(admin, base);
    await page.getByRole("heading", { level: 1, name: inbox.title }).waitFor();
    const table = page.getByRole("table");
    expect(await table.getByRole("columnheader", { name: inbox.column[0] }).isVisible()).toBe(true);
    const names = await table.locator(NAME_LINKS).allTextContents();
    expect(names.slice(0, 3)).toEqual([`Alex ${other.last}`, `Riley ${target.last}`, `${FORMULA_NAME} ${injected.last}`]);
    expect(await table.locator("tbody tr").first().textContent()).toContain(inbox.column[1]);
    await expectNoAxeViolations(page);

    // Search (a shareable GET URL).
    await page.getByRole("searchbox", { name: `Search ${inbox.title.toLowerCase()}` }).fill(inbox.search(target, targetRow.claim_number));
    await page.getByRole("button", { name: "Apply filters" }).click();
    await page.waitForURL(/\?q=/);
    await expect.poll(() => table.locator("tbody tr").count()).toBe(1);
    expect(await table.locator(NAME_LINKS).textContent()).toBe(`Riley ${target.last}`);

    // The detail page: every field as submitted.
    await table.getByRole("link", { name: `Riley ${target.last}`, exact: true }).click();
    await page.waitForURL(new RegExp(`${base}/${targetRow.id}$`));
    await page.getByRole("heading", { level: 1, name: `Riley ${target.last}` }).waitFor();
    const details = page.getByRole("region", { name: "Submitted details" });
    expect(await details.textContent()).toContain(inbox.field[1]);
    expect(await details.locator("dt", { hasText: inbox.field[0] }).count()).toBeGreaterThan(0);
    expect(await details.textContent()).toContain(target.email);
    await expectNoAxeViolations(page);

    // Stage change: each form's second stage.
    const [nextStage, nextStageLabel] = ({ quotes: ["contacted", "Contacted"], claims: ["in_review", "In review"], applications: ["interview", "Interview"], "pay-per-mile": ["contacted", "Contacted"] } as const)[inbox.form];
    await page.getByRole("combobox", { name: /^Stage/ }).selectOption({ label: nextStageLabel });
    await page.getByRole("button", { name: "Save stage" }).click();
    await page.getByText(`Stage changed to ${nextStageLabel}.`).waitFor();
    expect(recordOf(inbox.form, target.email).status).toBe(nextStage);

    // A note, with its author and time.
    const noteText = `Called ${target.first}, left a voicemail (${next()}).`;
    await page.getByRole("textbox", { name: /^Note/ }).fill(noteText);
    await page.getByRole("button", { name: "Add note" }).click();
    await page.getByText("Note added.").waitFor();
    const notes = page.getByRole("list", { name: "Activity, newest first" });
    expect(await notes.textContent()).toContain(noteText);
    expect(await notes.textContent()).toContain(adminEmail);
    // An empty note is refused with a message, and nothing is stored.
    await page.getByRole("button", { name: "Add note" }).click();
    await page.getByText("Please write the note.").first().waitFor();
    expect(query("select body from lead_notes where record_id = ?", targetRow.id)).toEqual([{ body: noteText }]);
    await expectNoAxeViolations(page);

    // Files: downloaded as attachments with their content, type and safe headers.
    if (inbox.files) {
      const expected = inbox.files(target);
      const region = page.getByRole("region", { name: inbox.form === "applications" ? "Resume" : "Photos and documents" });
      for (const file of expected) {
        const got = await download(page, () => region.getByRole("link", { name: `Download ${file.name}` }).click());
        expect(got.name).toBe(file.name);
        expect(got.bytes.equals(file.bytes)).toBe(true);
      }
      const href = await region.getByRole("link", { name: `Download ${expected[0]!.name}` }).getAttribute("href");
      const res = await fetch(`${server.url}${href}`, { headers: { cookie: await cookieHeader(admin) } });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe(expected[0]!.type);
      expect(res.headers.get("content-disposition")).toBe(
        `attachment; filename="${expected[0]!.name.replace(/[^\x20-\x7e]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(expected[0]!.name)}`,
      );
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      expect(Buffer.from(await res.arrayBuffer()).equals(expected[0]!.bytes)).toBe(true);
    }

    // Filter by stage, then export exactly that filter.
    await page.goto(base);
    await page.getByRole("navigation", { name: "Filter by stage" }).getByRole("link", { name: new RegExp(`^${nextStageLabel}`) }).click();
    await page.waitForURL(new RegExp(`status=${nextStage}`));
    await expect.poll(() => table.locator("tbody tr").count()).toBe(1);
    const first = pipelines[inbox.form][0]!;
    await page.goto(`${base}?status=${first.code}&q=${encodeURIComponent(injected.last)}`);
    await expect.poll(() => table.locator("tbody tr").count()).toBe(1);
    const csv = await download(page, () => page.getByRole("link", { name: /Export CSV/ }).click());
    expect(csv.name).toMatch(new RegExp(`^[a-z-]+-\\d{4}-\\d{2}-\\d{2}-filtered\\.csv$`));
    expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = csv.bytes.subarray(3).toString("utf8");
    const [header, row, ...rest] = text.split("\r\n");
    expect(header).toMatch(/^Record ID,Received \(Las Vegas time\),Stage,Owner,Follow-up \(Las Vegas time\),Follow-up note,First contact \(Las Vegas time\),(Won carrier,Won line,Annual premium \(USD\),Lost reason,)?(Claim number,)?First name,Last name,Email,Phone,/);
    expect(header).toMatch(/,Source,Landing page,Referrer,utm_source,utm_medium,utm_campaign,utm_term,utm_content$/);
    expect(rest.join("")).toBe("");
    expect(row).toMatch(new RegExp(`^[0-9a-f-]{36},\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d,${first.label},`));
    expect(row).toContain(`,"'=HYPERLINK(""http://evil.test"",""Click"")",${injected.last},${injected.email},`);
    if (inbox.form === "quotes") expect(row).toContain(",'@SUM(1+1) and a boat on Lake Mead,");
    if (inbox.form === "applications") expect(row).toContain(",'+1 for teamwork");
    if (inbox.form === "claims") expect(row).toContain(`,"'-$1,200 deductible",`);
    expect(text).not.toContain(target.email);

    // Every action was audited, by whom.
    const actions = auditFor(targetRow.id).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(["lead.view", "lead.stage", "lead.note"]));
    if (inbox.files) expect(actions.filter((a) => a === "file.download").length).toBeGreaterThanOrEqual(inbox.files(target).length);
    // (The assignment rule's hand-out on arrival is the system's.)
    expect(auditFor(targetRow.id).filter((a) => !a.actor_email.startsWith("system:")).every((a) => a.actor_email === adminEmail)).toBe(true);
    expect(query("select detail from audit_log where action = 'lead.export' and target_type = ? order by created_at desc limit 1", inbox.form)).toEqual([
      { detail: `1 record; stage ${first.label}, search "${injected.last}"` },
    ]);
    await page.close();
  });

  it("pages through 25 records at a time and keeps the filter in the page links", async () => {
    const tag = `Page${next()}`;
    for (let i = 0; i < 27; i++) await submitters["pay-per-mile"]({ ...person("Pat", tag), last: `${tag}x${i}` });
    const page = await openPage(admin, `/admin/inbox/pay-per-mile?q=${tag}`);
    const rows = page.getByRole("table").locator("tbody tr");
    await expect.poll(() => rows.count()).toBe(25);
    await page.getByText("Showing 1–25 of 27 records").waitFor();
    await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Next" }).click();
    await page.waitForURL(/page=2/);
    expect(new URL(page.url()).searchParams.get("q")).toBe(tag);
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.locator(NAME_LINKS.replace("tbody tr ", "")).allTextContents()).toEqual([`Pat ${tag}x1`, `Pat ${tag}x0`]);
    await page.close();
  });

  it("works without JavaScript: filters, status and notes", async () => {
    const target = person("Nojs", "Plain");
    await submitters.quotes(target);
    const row = recordOf("quotes", target.email);
    const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false, storageState: await admin.storageState() });
    const page = await context.newPage();
    await page.goto("/admin/inbox/quotes");
    await page.getByRole("searchbox").fill(target.email);
    await page.getByRole("button", { name: "Apply filters" }).click();
    await page.getByRole("link", { name: `Nojs ${target.last}` }).first().click();
    await page.getByRole("combobox", { name: /^Stage/ }).selectOption("quoted");
    await page.getByRole("button", { name: "Save stage" }).click();
    await page.getByText("Stage changed to Quoted.").waitFor();
    await page.getByRole("textbox", { name: /^Note/ }).fill("Quoted by phone");
    await page.getByRole("button", { name: "Add note" }).click();
    await page.getByText("Note added.").waitFor();
    expect(recordOf("quotes", target.email).status).toBe("quoted");
    expect(query("select body from lead_notes where record_id = ?", row.id)).toEqual([{ body: "Quoted by phone" }]);
    await context.close();
  });

  it("deletes a record with its files and notes after a confirmation", async () => {
    const target = person("Gone", "Delete");
    await submitters.claims(target);
    const row = recordOf("claims", target.email);
    const page = await openPage(admin, `/admin/inbox/claims/${row.id}`);
    await page.getByRole("textbox", { name: /^Note/ }).fill("Duplicate of another claim");
    await page.getByRole("button", { name: "Add note" }).click();
    await page.getByText("Note added.").waitFor();
    await page.getByRole("link", { name: "Delete…" }).click();
    await page.getByRole("heading", { name: "Delete this claim for good?" }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Delete permanently" }).click();
    await page.getByText("The record was deleted with its files and notes.").waitFor();
    expect(query("select id from claims where id = ?", row.id)).toEqual([]);
    expect(query("select id from uploaded_files where owner_id = ?", row.id)).toEqual([]);
    expect(query("select id from lead_notes where record_id = ?", row.id)).toEqual([]);
    expect(auditFor(row.id).map((a) => a.action)).toContain("lead.delete");
    expect((await page.goto(`/admin/inbox/claims/${row.id}`))!.status()).toBe(404);
    await page.close();
  });
});

// ---------------------------------------------------------------------------
// The admin dashboard, users, outbox and audit log
// ---------------------------------------------------------------------------

describe("the back office's icons", () => {
  it("are drawn from one SVG file of symbols that the browser caches, and every icon a page names is in it", async () => {
    const page = await openPage(admin, "/admin/inbox/quotes");
    const refs = await page.locator("svg use").evaluateAll((uses) => uses.map((use) => use.getAttribute("href") ?? ""));
    expect(refs.length).toBeGreaterThan(10);
    const files = new Set(refs.map((ref) => ref.split("#")[0]));
    expect([...files]).toHaveLength(1);
    const response = await page.request.get([...files][0]!);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
    // Signed in too: the same file for everyone, kept by the browser.
    expect(response.headers()["cache-control"]).toBe("public, max-age=86400, immutable");
    const sprite = await response.text();
    for (const id of new Set(refs.map((ref) => ref.split("#")[1]))) expect(sprite).toContain(`<symbol id="${id}"`);
    // The browser drew them: the sidebar's icons have the size of their symbols' shapes (an unknown symbol has none).
    await page.waitForFunction(() => [...document.querySelectorAll("nav svg use")].some((use) => use.getBoundingClientRect().width > 0));
    await page.close();
  });
});

describe("the admin dashboard", () => {
  it("leads to every back-office page, with counts of what is new", async () => {
    const page = await openPage(admin, "/dashboard");
    await page.getByRole("heading", { level: 1, name: "Admin Dashboard" }).waitFor();
    expect(await page.getByRole("link", { name: "Open Blog Manager" }).getAttribute("href")).toBe("/blog-manager");
    for (const [title, href, table] of [
      ["Quote Requests", "/admin/inbox/quotes", "quote_requests"],
      ["Claims", "/admin/inbox/claims", "claims"],
      ["Job Applications", "/admin/inbox/applications", "job_applications"],
      ["Pay-per-mile Quotes", "/admin/inbox/pay-per-mile", "pay_per_mile_quotes"],
    ] as const) {
      const link = page.getByRole("link", { name: title, exact: true });
      expect(await link.getAttribute("href")).toBe(href);
      // Records in their form's first stage (a claim's is "received").
      const count = query<{ n: number }>(`select count(*) as n from ${table} where status = ?`, table === "claims" ? "received" : "new")[0]!.n;
      expect(await page.getByRole("listitem").filter({ has: link }).textContent()).toContain(`${count} new`);
    }
    expect(await page.getByRole("link", { name: "User Management", exact: true }).getAttribute("href")).toBe("/admin/users");
    expect(await page.getByRole("link", { name: "Email Outbox", exact: true }).getAttribute("href")).toBe("/admin/outbox");
    expect(await page.getByRole("link", { name: "Audit Log", exact: true }).getAttribute("href")).toBe("/admin/audit");
    // The service center's tiles (docs/product.md#dashboards); nothing is "coming soon" any more.
    expect(await page.getByRole("link", { name: "Service requests", exact: true }).getAttribute("href")).toBe("/admin/service-requests");
    expect(await page.getByRole("link", { name: "Renewals", exact: true }).getAttribute("href")).toBe("/admin/renewals");
    const book = page.getByRole("link", { name: "Policy Management", exact: true });
    expect(await book.getAttribute("href")).toBe("/admin/customers");
    expect(await page.getByRole("listitem").filter({ has: book }).textContent()).toMatch(/\d+ customers? and \d+ polic(y|ies) on file/);
    expect(await page.getByRole("main").textContent()).not.toContain("Coming soon");
    await expectNoAxeViolations(page);
    await page.close();
  });
});

describe("users", () => {
  it("changes an account's role, disables it (ending every session at once) and re-enables it", async () => {
    const staffEmail = uniqueEmail("staff");
    await createAccount(server, { email: staffEmail, role: "customer" });
    const staff = await signedInContext(browser, server, staffEmail);
    const staffId = query<{ id: string }>("select id from user where email = ?", staffEmail)[0]!.id;

    const page = await openPage(admin, `/admin/users?q=${encodeURIComponent(staffEmail)}`);
    await page.getByRole("heading", { level: 1, name: "Users" }).waitFor();
    const row = page.getByRole("row").filter({ hasText: staffEmail });
    expect(await row.textContent()).toContain("Verified");
    expect(await row.textContent()).toContain("Customer");
    expect(await row.textContent()).not.toContain("Never"); // signed in above
    await expectNoAxeViolations(page);

    await row.getByLabel(`Role of ${staffEmail}`).selectOption("admin");
    await row.getByRole("button", { name: `Change the role of ${staffEmail}` }).click();
    await page.getByText(`${staffEmail} is now an admin.`).waitFor();
    expect(query("select role from user where id = ?", staffId)).toEqual([{ role: "admin" }]);
    // A new admin sets up a second factor before any back-office page opens.
    const staffPage = await openPage(staff, "/admin/users");
    await enrolThroughPages(staffPage, staffEmail, TEST_PASSWORD);
    await staffPage.goto("/admin/users");
    await staffPage.getByRole("heading", { level: 1, name: "Users" }).waitFor();

    await row.getByLabel(`Role of ${staffEmail}`).selectOption("customer");
    await row.getByRole("button", { name: `Change the role of ${staffEmail}` }).click();
    await page.getByText(`${staffEmail} is now a customer.`).waitFor();
    expect(query("select role from user where id = ?", staffId)).toEqual([{ role: "customer" }]);
    await staffPage.goto("/admin/users");
    await staffPage.waitForURL(/\/dashboard$/);

    expect(query("select id from session where user_id = ?", staffId).length).toBeGreaterThan(0);
    await row.getByRole("button", { name: `Disable ${staffEmail}` }).click();
    await page.getByText(`${staffEmail} is disabled and signed out everywhere.`).waitFor();
    expect(query("select id from session where user_id = ?", staffId)).toEqual([]);
    await staffPage.goto("/dashboard");
    await staffPage.getByRole("heading", { name: "Please sign in to access your dashboard" }).waitFor();
    await expectNoAxeViolations(page);

    await page.getByRole("row").filter({ hasText: staffEmail }).getByRole("button", { name: `Re-enable ${staffEmail}` }).click();
    await page.getByText(`${staffEmail} can sign in again.`).waitFor();
    const again = await signedInContext(browser, server, staffEmail);
    await again.close();

    expect(auditFor(staffId).map((a) => a.action)).toEqual([
      // createAccount's `npm run admin -- create` and `revoke`: role changes are security events too.
      "security.admin_granted",
      "security.role_changed",
      "user.role",
      "security.admin_granted",
      // The enrolment the admin role required.
      "user.second_factor_added",
      "user.role",
      "security.role_changed",
      "user.disable",
      "security.account_disabled",
      "user.enable",
    ]);
    await staff.close();
    await page.close();
  });

  it("keeps the last admin from removing their own role or disabling themselves", async () => {
    const page = await openPage(admin, `/admin/users?q=${encodeURIComponent(adminEmail)}`);
    const row = page.getByRole("row").filter({ hasText: adminEmail });
    await row.getByText("Only active admin").waitFor();
    expect(await row.getByRole("button").count()).toBe(0);
    const adminId = query<{ id: string }>("select id from user where email = ?", adminEmail)[0]!.id;
    for (const change of [{ intent: "role", role: "staff" }, { intent: "disable" }] as Record<string, string>[]) {
      const intent = change.intent;
      const res = await fetch(`${server.url}/admin/users`, {
        method: "POST",
        body: new URLSearchParams({ ...change, userId: adminId }),
        headers: { cookie: await cookieHeader(admin), Origin: server.url },
        redirect: "manual",
      });
      expect(res.status, intent).toBe(409);
    }
    expect(query("select role, disabled from user where id = ?", adminId)).toEqual([{ role: "admin", disabled: 0 }]);
    await page.close();
  });
});

describe("email outbox", () => {
  it("lists every email, opens one to read, and retries a failed one through SMTP", async () => {
    const visitor = person("Casey", "Outbox");
    await submitters.quotes(visitor);
    const mail = await smtp.waitFor(visitor.email);
    expect(mail.subject).toBe("We received your quote request");
    const email = query<{ id: string; subject: string }>("select id, subject from email_outbox where to_address = ?", visitor.email)[0]!;
    const statusOf = () => query<{ status: string }>("select status from email_outbox where id = ?", email.id)[0]!.status;
    await expect.poll(statusOf).toBe("sent");
    // The SMTP server refused it for good (simulated: eight failed attempts).
    execute("update email_outbox set status = 'failed', attempts = 8, last_error = '550 5.1.1 mailbox unavailable' where id = ?", email.id);
    const before = smtp.messages.filter((m) => m.to.includes(visitor.email)).length;

    const page = await openPage(admin, "/admin/outbox?status=failed");
    await page.getByRole("heading", { level: 1, name: "Email Outbox" }).waitFor();
    const row = page.getByRole("row").filter({ hasText: visitor.email });
    expect(await row.textContent()).toContain("Failed");
    expect(await row.textContent()).toContain("550 5.1.1 mailbox unavailable");
    expect(await row.textContent()).toContain("8");
    await expectNoAxeViolations(page);

    await row.getByRole("link", { name: email.subject }).click();
    await page.getByRole("heading", { level: 1, name: email.subject }).waitFor();
    expect(await page.getByRole("region", { name: "Text version" }).textContent()).toContain("A licensed agent will review your request");
    const frame = page.frameLocator("iframe");
    await frame.getByText("A licensed agent will review your request", { exact: false }).first().waitFor();
    expect(await page.locator("iframe").getAttribute("sandbox")).toBe("");
    // Scripts cannot run in the sandboxed frame, so axe cannot enter it (the email is not the page).
    await expectNoAxeViolations(page, { skipFrames: ["iframe"] });

    await page.getByRole("button", { name: "Retry sending" }).click();
    await page.getByText("The email is back in the queue").waitFor();
    await expect.poll(() => smtp.messages.filter((m) => m.to.includes(visitor.email)).length, { timeout: 10_000 }).toBe(before + 1);
    await expect.poll(statusOf, { timeout: 10_000 }).toBe("sent");
    expect(auditFor(email.id).map((a) => a.action)).toEqual(["email.view", "email.retry"]);
    // A sent email offers no retry, and a forced one is refused.
    await page.reload();
    expect(await page.getByRole("button", { name: "Retry sending" }).count()).toBe(0);
    await page.close();
  });

  it("never shows the one-time links of account emails", async () => {
    const res = await fetch(`${server.url}/forgot-password`, { method: "POST", body: new URLSearchParams({ email: customerEmail }), headers: { Origin: server.url }, redirect: "manual" });
    expect(res.status).toBeLessThan(400);
    const reset = query<{ id: string; text_body: string }>("select id, text_body from email_outbox where kind like 'account.%' and to_address = ? limit 1", customerEmail)[0];
    expect(reset?.text_body).toMatch(/token=/);
    const page = await openPage(admin, `/admin/outbox/${reset!.id}`);
    const text = (await page.getByRole("region", { name: "Text version" }).textContent())!;
    expect(text).toContain("token=[hidden]");
    const token = /token=([^\s&]+)/.exec(reset!.text_body)![1]!;
    expect(await page.content()).not.toContain(token);
    await page.close();
  });

  it("shows an email whose content retention removed, and offers no retry", async () => {
    const visitor = person("Robin", "Purged");
    await submitters.quotes(visitor);
    await smtp.waitFor(visitor.email);
    const email = query<{ id: string }>("select id from email_outbox where to_address = ?", visitor.email)[0]!;
    await expect.poll(() => query<{ status: string }>("select status from email_outbox where id = ?", email.id)[0]!.status).toBe("sent");
    // What `npm run purge` leaves of a confirmation once its record is gone (app/server/retention/purge-email-content.ts).
    execute(
      "update email_outbox set status = 'failed', subject = '', text_body = '', html_body = '', reply_to = null, to_address = '', content_removed_at = ? where id = ?",
      new Date().toISOString(),
      email.id,
    );

    const page = await openPage(admin, "/admin/outbox?status=failed");
    const link = page.locator(`a[href="/admin/outbox/${email.id}"]`).first();
    expect(await link.textContent()).toBe("Content removed after the retention period (quotes.confirmation)");
    await link.click();
    await page.getByRole("heading", { level: 1, name: "Content removed after the retention period" }).waitFor();
    expect(await page.getByRole("region", { name: "Content" }).textContent()).toContain("both versions and any personal address were deleted");
    expect(await page.getByRole("region", { name: "Text version" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Retry sending" }).count()).toBe(0);
    expect(await page.content()).not.toContain(visitor.email);
    await expectNoAxeViolations(page);
    await page.close();
  });
});

describe("audit log", () => {
  it("shows who did what to which record, filterable by record", async () => {
    const target = person("Audrey", "Audit");
    await submitters.claims(target);
    const row = recordOf("claims", target.email);
    const detail = await openPage(admin, `/admin/inbox/claims/${row.id}`);
    await detail.getByRole("combobox", { name: /^Stage/ }).selectOption({ label: "Spam" });
    await detail.getByRole("button", { name: "Save stage" }).click();
    await detail.getByText("Stage changed to Spam.").waitFor();
    await detail.getByRole("link", { name: "Full history in the audit log" }).click();
    await detail.waitForURL(/\/admin\/audit\?type=claims&id=/);
    const entries = detail.getByRole("list", { name: "Audit entries, newest first" }).getByRole("listitem");
    // The stage change, the view, and the assignment rule's hand-out when it arrived (the page's
    // photo thumbnail may add a preview, depending on when the browser loaded it).
    const listed = async () => (await entries.allTextContents()).filter((text) => !text.includes("Previewed a file"));
    await expect.poll(async () => (await listed()).length).toBe(3);
    const [stageEntry, viewEntry] = await listed();
    expect(stageEntry).toContain("Changed the stage");
    expect(stageEntry).toContain("Received → Spam");
    expect(stageEntry).toContain(adminEmail);
    expect(stageEntry).toContain(row.claim_number);
    expect(viewEntry).toContain("Viewed");
    await expectNoAxeViolations(detail);

    // By claim number too; exports are listed by action.
    const csv = await fetch(`${server.url}/admin/inbox/claims/export.csv?status=spam`, { headers: { cookie: await cookieHeader(admin) } });
    expect(csv.status).toBe(200);
    await csv.arrayBuffer();
    await detail.goto(`/admin/audit?id=${row.claim_number}`);
    await expect.poll(async () => (await listed()).length).toBe(3);
    await detail.goto("/admin/audit?action=lead.export");
    expect(await entries.first().textContent()).toContain("Exported to CSV");
    expect(await entries.first().textContent()).toContain("All claims");
    expect(await entries.first().textContent()).toContain("stage Spam");
    await detail.goto("/admin/audit");
    const all = (await detail.getByRole("list", { name: "Audit entries, newest first" }).textContent())!;
    for (const words of ["Changed the stage", "Viewed"]) expect(all).toContain(words);
    // Nothing on the site changes the log.
    const res = await fetch(`${server.url}/admin/audit`, { method: "POST", body: new URLSearchParams({ id: "x" }), headers: { cookie: await cookieHeader(admin), Origin: server.url } });
    expect(res.status).toBe(405);
    await detail.close();
  });
});

// ---------------------------------------------------------------------------
// Refusals
// ---------------------------------------------------------------------------

describe("who may use the back office", () => {
  let claim: { id: string; claim_number?: string };
  let file: { id: string };
  let email: { id: string };
  let secret: Person;

  beforeAll(async () => {
    secret = person("Secret", "Private");
    await submitters.claims(secret);
    claim = recordOf("claims", secret.email);
    file = query<{ id: string }>("select id from uploaded_files where owner_id = ?", claim.id)[0]!;
    email = query<{ id: string }>("select id from email_outbox where to_address = ?", secret.email)[0]!;
    // Once the worker is done with it: marked failed while it is being sent, the send's own
    // result would overwrite the mark (seen on a loaded machine).
    await vi.waitFor(
      () => {
        const { status } = query<{ status: string }>("select status from email_outbox where id = ?", email.id)[0]!;
        if (status !== "sent") throw new Error(`email still ${status}`);
      },
      { timeout: 30_000, interval: 50 },
    );
    execute("update email_outbox set status = 'failed' where id = ?", email.id);
  });

  const pages = () => [
    "/admin",
    "/admin/inbox",
    "/admin/inbox/quotes",
    "/admin/inbox/claims",
    "/admin/inbox/applications",
    "/admin/inbox/pay-per-mile",
    `/admin/inbox/claims/${claim.id}`,
    "/admin/users",
    "/admin/outbox",
    `/admin/outbox/${email.id}`,
    "/admin/audit",
    `/admin/inbox/claims/${claim.id}.data`,
    "/admin/users.data",
  ];
  const downloads = () => [`/admin/inbox/claims/${claim.id}/files/${file.id}`, "/admin/inbox/claims/export.csv", "/admin/inbox/quotes/export.csv?status=new"];
  const actions = (customerId: string): { path: string; body: Record<string, string> }[] => [
    { path: `/admin/inbox/claims/${claim.id}`, body: { intent: "status", status: "closed" } },
    { path: `/admin/inbox/claims/${claim.id}`, body: { intent: "note", note: "sneaky" } },
    { path: `/admin/inbox/claims/${claim.id}`, body: { intent: "delete" } },
    { path: "/admin/inbox/claims", body: { intent: "spam", ids: claim.id } },
    { path: "/admin/users", body: { intent: "role", role: "admin", userId: customerId } },
    { path: `/admin/outbox/${email.id}`, body: { intent: "retry" } },
  ];

  const snapshot = () => ({
    claim: query("select status from claims where id = ?", claim.id),
    notes: query("select id from lead_notes where record_id = ?", claim.id),
    files: query("select id from uploaded_files where owner_id = ?", claim.id),
    roles: query("select email, role from user order by email"),
    email: query("select status from email_outbox where id = ?", email.id),
    audit: query<{ n: number }>("select count(*) as n from audit_log")[0]!.n,
  });

  it.each([
    ["a signed-out visitor", async () => ""],
    ["a customer", async () => cookieHeader(customer)],
  ])("refuses %s: pages redirect to /dashboard, downloads and actions answer 403, nothing changes or leaks", async (_who, cookieOf) => {
    const cookie = await cookieOf();
    const customerId = query<{ id: string }>("select id from user where email = ?", customerEmail)[0]!.id;
    const before = snapshot();
    const leaks = (text: string) => [secret.email, secret.last, claim.claim_number!, "Garage broken into"].filter((s) => text.includes(s));

    for (const path of pages()) {
      const res = await fetch(`${server.url}${path}`, { headers: { cookie }, redirect: "manual" });
      const body = await res.text();
      if (path.endsWith(".data")) {
        // React Router's data requests answer a redirect in their own envelope.
        expect([202, 204, 302, 200], path).toContain(res.status);
        expect(body, path).toContain("/dashboard");
      } else {
        expect(res.status, path).toBe(302);
        expect(res.headers.get("location"), path).toBe("/dashboard");
      }
      expect(leaks(body), path).toEqual([]);
    }
    for (const path of downloads()) {
      const res = await fetch(`${server.url}${path}`, { headers: { cookie }, redirect: "manual" });
      expect(res.status, path).toBe(403);
      expect(res.headers.get("content-disposition"), path).toBeNull();
      expect(leaks(await res.text()), path).toEqual([]);
    }
    for (const action of actions(customerId)) {
      const body = new URLSearchParams(action.body);
      const res = await fetch(`${server.url}${action.path}`, { method: "POST", body, headers: { cookie, Origin: server.url }, redirect: "manual" });
      expect(res.status, `${action.path} ${action.body.intent}`).toBe(403);
      expect(leaks(await res.text())).toEqual([]);
    }
    expect(snapshot()).toEqual(before);
  });

  it("sends a customer in the browser back to their dashboard", async () => {
    const page = await openPage(customer, `/admin/inbox/claims/${claim.id}`);
    await page.waitForURL(/\/dashboard$/);
    await page.getByRole("heading", { level: 1, name: "My Dashboard" }).waitFor();
    expect(await page.getByText(secret.email).count()).toBe(0);
    await page.goto("/admin/users");
    await page.waitForURL(/\/dashboard$/);
    expect(new URL(page.url()).pathname).toBe("/dashboard");
    await page.close();
  });
});

// ---------------------------------------------------------------------------
// Retention
// ---------------------------------------------------------------------------

describe("npm run purge", () => {
  it("deletes the applications past their retention period with their files and notes, reports counts, and audits it", async () => {
    const old = person("Olden", "Expired");
    const fresh = person("Fresh", "Kept");
    await submitters.applications(old);
    await submitters.applications(fresh);
    const oldRow = recordOf("applications", old.email);
    const freshRow = recordOf("applications", fresh.email);
    const page = await openPage(admin, `/admin/inbox/applications/${oldRow.id}`);
    await page.getByRole("textbox", { name: /^Note/ }).fill("Not a fit this time");
    await page.getByRole("button", { name: "Add note" }).click();
    await page.getByText("Note added.").waitFor();
    await page.close();
    execute("update job_applications set created_at = ? where id = ?", new Date(Date.now() - 400 * 86_400_000).toISOString(), oldRow.id);

    const run = (...args: string[]) =>
      promisify(execFile)(process.execPath, ["scripts/purge.ts", ...args], {
        env: { ...process.env, ...server.env, RETENTION_MONTHS_APPLICATIONS: "12", RETENTION_MONTHS_QUOTES: "0", RETENTION_MONTHS_CLAIMS: "0", RETENTION_MONTHS_PAY_PER_MILE: "0" },
      });
    const dry = await run("--dry-run");
    expect(dry.stdout).toMatch(/Job Applications: would remove 1 record, 1 file, 1 note received before/);
    expect(query("select id from job_applications where id = ?", oldRow.id)).toHaveLength(1);

    const { stdout } = await run();
    expect(stdout).toMatch(/Quote Requests: kept forever \(retention 0\), nothing removed\./);
    expect(stdout).toMatch(/Job Applications: removed 1 record, 1 file, 1 note received before \d{4}-\d\d-\d\dT[\d:.]+Z \(retention 12 months\)\./);
    expect(stdout).toContain("Removed 1 record in total.");
    expect(query("select id from job_applications where id = ?", oldRow.id)).toEqual([]);
    expect(query("select id from uploaded_files where owner_id = ?", oldRow.id)).toEqual([]);
    expect(query("select id from lead_notes where record_id = ?", oldRow.id)).toEqual([]);
    expect(query("select id from job_applications where id = ?", freshRow.id)).toHaveLength(1);
    expect(query("select id from uploaded_files where owner_id = ?", freshRow.id)).toHaveLength(1);
    expect(query("select actor_email, detail from audit_log where action = 'lead.purge'")).toEqual([
      { actor_email: "system: npm run purge", detail: expect.stringMatching(/^1 record received before .* with 1 file and 1 note \(retention 12 months\)$/) },
    ]);
    expect((await run("--everything").catch((error: { code: number; stderr: string }) => error)) as { code: number; stderr: string }).toMatchObject({ code: 1 });
  });
});

// ---------------------------------------------------------------------------
// Customers' own claims
// ---------------------------------------------------------------------------

describe("customers' claims", () => {
  it("lists the claims the account confirmed from the claim email, shows what was submitted, and never another person's", async () => {
    const mine = { ...person("Maria", "Mine"), email: customerEmail };
    const theirs = { ...person("Sam", "Theirs"), email: otherCustomerEmail };
    await submitters.claims(mine);
    await submitters.claims(theirs);
    const myClaim = recordOf("claims", customerEmail);
    const theirClaim = recordOf("claims", otherCustomerEmail);
    // Staff notes stay internal.
    const adminPage = await openPage(admin, `/admin/inbox/claims/${myClaim.id}`);
    await adminPage.getByRole("textbox", { name: /^Note/ }).fill("Internal: check prior claims history");
    await adminPage.getByRole("button", { name: "Add note" }).click();
    await adminPage.getByText("Note added.").waitFor();
    await adminPage.getByRole("combobox", { name: /^Stage/ }).selectOption({ label: "In review" });
    await adminPage.getByRole("button", { name: "Save stage" }).click();
    await adminPage.getByText("Stage changed to In review.").waitFor();
    await adminPage.close();

    // Filed signed out with the account's address: not shown until the claimant confirms it
    // through the link in the claim email (docs/product.md#the-customers-side).
    const page = await openPage(customer, "/dashboard");
    const tile = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Claims", exact: true }) });
    expect(await tile.textContent()).toContain("No claims on your account yet");
    const claimEmail = query<{ text_body: string }>("select text_body from email_outbox where kind = 'claims.confirmation' and to_address = ?", customerEmail)[0]!;
    const link = /https?:\/\/\S+\/dashboard\/claims\/confirm\/\S+/.exec(claimEmail.text_body)![0];
    await page.goto(new URL(link).pathname);
    await page.getByRole("button", { name: "Add this claim to my account" }).click();
    await page.waitForURL(new RegExp(`/dashboard/claims/${myClaim.claim_number}\\?confirmed=1$`));
    await page.goto("/dashboard");
    await tile.getByRole("link", { name: myClaim.claim_number! }).waitFor();
    expect(await tile.textContent()).toContain("Home - Theft");
    expect(await tile.textContent()).toContain("In review");
    expect(await tile.textContent()).not.toContain(theirClaim.claim_number!);
    expect(await page.getByRole("main").textContent()).not.toContain("Coming soon");
    const pay = page.getByRole("link", { name: /Make a Payment/ });
    expect(await pay.getAttribute("href")).toBe(PORTAL);
    expect(await pay.getAttribute("target")).toBe("_blank");
    await expectNoAxeViolations(page);

    await tile.getByRole("link", { name: "View my claims" }).click();
    await page.waitForURL(/\/dashboard\/claims$/);
    await page.getByRole("heading", { level: 1, name: "My Claims" }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: myClaim.claim_number! }).click();
    await page.waitForURL(new RegExp(`/dashboard/claims/${myClaim.claim_number}$`));
    const submitted = (await page.getByRole("region", { name: "What you submitted" }).textContent())!;
    expect(submitted).toContain("Garage broken into overnight.");
    expect(submitted).toContain("garage door.png");
    const body = await page.content();
    expect(body).not.toContain("Internal: check prior claims history");
    expect(body).not.toContain("/files/");
    expect(await page.getByRole("complementary", { name: "Claim status" }).textContent()).toContain("In review");
    await expectNoAxeViolations(page);

    // Another person's claim, guessed by number: 404, nothing of it shown.
    const guessed = await page.goto(`/dashboard/claims/${theirClaim.claim_number}`);
    expect(guessed!.status()).toBe(404);
    expect(await page.content()).not.toContain("Theirs");
    const other = await openPage(otherCustomer, `/dashboard/claims/${myClaim.claim_number}`);
    expect(await other.content()).not.toContain("Garage broken into");
    await other.getByRole("heading", { name: "We couldn’t find that page" }).waitFor();
    await other.close();

    // Signed out: the sign-in screen, coming back to the claim afterwards.
    const res = await fetch(`${server.url}/dashboard/claims/${myClaim.claim_number}`, { redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`/login?next=${encodeURIComponent(`/dashboard/claims/${myClaim.claim_number}`)}`);

    // An account whose address is not verified sees none of the claims sent with it.
    execute("update user set email_verified = 0 where email = ?", customerEmail);
    try {
      await page.goto("/dashboard");
      expect(await tile.textContent()).toContain("No claims on your account yet");
      expect((await page.goto(`/dashboard/claims/${myClaim.claim_number}`))!.status()).toBe(404);
    } finally {
      execute("update user set email_verified = 1 where email = ?", customerEmail);
    }
    await page.close();
  });
});
