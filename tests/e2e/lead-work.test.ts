/**
 * Working one lead from New to Won in Chromium against the built server, as a staff member
 * on a phone (390 px) would (docs/product.md#working-a-record): take the record, log a call,
 * plan a follow-up for tomorrow 10:00 AM, mark it Won with its outcome, read the timeline;
 * find the same person's claim under "Also from this person" and see its photo, which a
 * customer cannot fetch. The page is plain server-rendered HTML (no React bundle); axe finds
 * nothing and nothing scrolls sideways.
 *
 * SCREENSHOT_DIR=<dir> also saves the record page at 390 and 1280 px wide.
 */
import { join } from "node:path";
import { crc32, deflateSync } from "node:zlib";
import type { SQLInputValue } from "node:sqlite";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fromLasVegas, lasVegasDate } from "../../app/lib/las-vegas-time.ts";
import { cookieHeader, createAccount, signedInContext, uniqueEmail } from "../support/accounts.ts";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import { axeViolations, launchBrowser } from "../support/browser.ts";
import { query as queryDatabase, execute as executeOnDatabase } from "../support/site-requests.ts";

/** A real PNG (a small gradient), so the browser can draw the thumbnail. */
function gradientPng(width: number, height: number): Buffer<ArrayBuffer> {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) rows.set([40 + x, 80 + y, 160], y * (width * 3 + 1) + 1 + x * 3);
  }
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", header), chunk("IDAT", deflateSync(rows)), chunk("IEND", Buffer.alloc(0))]) as Buffer<ArrayBuffer>;
}

const PNG = gradientPng(160, 120);
const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n", "latin1");

let server: AppServer;
let browser: Browser;
let staffDesk: BrowserContext;
let staffPhone: BrowserContext;
let customer: BrowserContext;
let staffEmail: string;

/** A query on the server's database (read-only). */
const query = <T = Record<string, unknown>>(sql: string, ...params: SQLInputValue[]): T[] => queryDatabase<T>(server.databasePath, sql, ...params);

/** A change to the server's database (test setup only). */
const execute = (sql: string, ...params: SQLInputValue[]): void => executeOnDatabase(server.databasePath, sql, ...params);

async function postForm(path: string, body: URLSearchParams | FormData): Promise<void> {
  const res = await fetch(`${server.url}${path}`, { method: "POST", body, redirect: "manual", headers: { Origin: server.url } });
  if (res.status !== 303 && res.status !== 302) throw new Error(`${path} answered ${res.status}: ${(await res.text()).slice(0, 400)}`);
}

async function noHorizontalOverflow(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), page.url()).toBeLessThanOrEqual(0);
}

async function screenshot(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  // In slices a person can read at full size.
  const { width, height } = await page.evaluate(() => ({ width: document.documentElement.clientWidth, height: document.documentElement.scrollHeight }));
  const slice = width < 600 ? 1400 : 1100;
  for (let y = 0, n = 1; y < height; y += slice, n++) {
    await page.screenshot({ path: join(dir, `${name}-${n}.png`), fullPage: true, clip: { x: 0, y, width, height: Math.min(slice, height - y) } });
  }
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer({ FORM_RATE_LIMIT_PER_HOUR: "100000" }), launchBrowser()]);
  staffEmail = uniqueEmail("casey");
  const customerEmail = uniqueEmail("maria");
  // Invited as the agency does; createAccount enrols their authenticator app, as the team must.
  await createAccount(server, { email: staffEmail, role: "staff", name: "Casey Staff" });
  await createAccount(server, { email: customerEmail, role: "customer" });
  staffDesk = await signedInContext(browser, server, staffEmail);
  staffPhone = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, storageState: await staffDesk.storageState() });
  customer = await signedInContext(browser, server, customerEmail);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("working a lead", () => {
  it("takes a new quote from New to Won on a phone, with the person's claim and its photo beside it", async () => {
    const email = uniqueEmail("jordan");
    await postForm(
      "/quote",
      new URLSearchParams([
        ["first_name", "Jordan"], ["last_name", "Avery"], ["email", email], ["phone", "7025550123"], ["zip_code", "89118"],
        ["contact_preference", "phone"], ["insurance_types", "auto"], ["current_insurance", "no"], ["home_ownership", "rent"],
        ["vehicle_count", "1"], ["budget_range", "100_250"], ["timeline", "immediately"],
      ]),
    );
    const claimForm = new FormData();
    const claimFields = {
      firstName: "Jordan", lastName: "Avery", email, phone: "7025550199", policyNumber: "AUTO-77", claimType: "Auto - Collision",
      dateOfLoss: "2026-01-15", lossLocation: "Tropicana Ave", lossCity: "Las Vegas", lossState: "NV", description: "Hit while parked.", injuriesInvolved: "no",
    };
    for (const [k, v] of Object.entries(claimFields)) claimForm.set(k, v);
    claimForm.append("attachments", new Blob([PNG], { type: "image/png" }), "bumper.png");
    claimForm.append("attachments", new Blob([PDF], { type: "application/pdf" }), "estimate.pdf");
    await postForm("/submit-claim", claimForm);
    const quote = query<{ id: string }>("select id from quote_requests where email = ?", email)[0]!;
    const claim = query<{ id: string; claim_number: string }>("select id, claim_number from claims where email = ?", email)[0]!;
    const staffId = query<{ id: string }>("select id from user where email = ?", staffEmail)[0]!.id;

    const page = await staffPhone.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(`/admin/inbox/quotes/${quote.id}`);
    await page.getByRole("heading", { level: 1, name: "Jordan Avery" }).waitFor();
    // Plain HTML: no React bundle, every form posts without scripts.
    expect(await page.locator("script[type=module]").count()).toBe(0);
    // The controls come before the submitted fields on a phone.
    const work = page.getByRole("region", { name: "Work" });
    const details = page.getByRole("region", { name: "Submitted details" });
    expect((await work.boundingBox())!.y).toBeLessThan((await details.boundingBox())!.y);
    expect(await page.getByRole("link", { name: /^Call Jordan Avery/ }).getAttribute("href")).toBe("tel:+17025550123");
    expect(await page.getByRole("link", { name: "Text Jordan Avery" }).getAttribute("href")).toBe("sms:+17025550123");
    expect(await page.getByRole("link", { name: "Email Jordan Avery" }).getAttribute("href")).toBe(`mailto:${email}`);
    expect((await page.getByRole("link", { name: "Text Jordan Avery" }).boundingBox())!.height).toBeGreaterThanOrEqual(44);
    expect(query("select record_id from lead_reads where user_id = ? and record_id = ?", staffId, quote.id)).toHaveLength(1);

    // The round-robin gave it to the only team member; hand it back, then take it again.
    expect(await page.getByText("Owner: Casey Staff (you)").count()).toBe(1);
    const owner = work.getByRole("combobox", { name: /^Works this record/ });
    await owner.selectOption({ label: "Unassigned" });
    await work.getByRole("button", { name: "Save owner" }).click();
    await page.getByText("The record is now unassigned.").waitFor();
    await owner.selectOption(staffId);
    await work.getByRole("button", { name: "Save owner" }).click();
    await page.getByText("Casey Staff now works this record.").waitFor();
    expect(query<{ owner_id: string }>("select owner_id from quote_requests where id = ?", quote.id)[0]!.owner_id).toBe(staffId);

    // A call that went to voicemail: first contact, but still New.
    await work.getByRole("combobox", { name: /^How/ }).selectOption({ label: "Phone call" });
    await work.getByRole("combobox", { name: /^Outcome/ }).selectOption({ label: "Left voicemail" });
    await work.getByRole("button", { name: "Log contact attempt" }).click();
    await page.getByText("Contact attempt logged.").waitFor();
    expect(query("select status, first_contact_at is not null as contacted from quote_requests where id = ?", quote.id)).toEqual([{ status: "new", contacted: 1 }]);

    // Tomorrow at 10:00 AM, Las Vegas time; a reminder already sent for an earlier time is reset.
    execute("update quote_requests set follow_up_reminded_at = ? where id = ?", new Date().toISOString(), quote.id);
    const tomorrow = lasVegasDate(new Date(Date.now() + 86_400_000));
    await work.getByLabel(/^Date/).fill(tomorrow);
    await work.getByLabel(/^Time/).fill("10:00");
    await work.getByLabel(/^What for/).fill("Send the auto quote");
    await work.getByRole("button", { name: "Save follow-up" }).click();
    await page.getByText(/^Follow-up set for .*10:00 AM \(Las Vegas time\)\.$/).waitFor();
    expect(query("select follow_up_at, follow_up_note, follow_up_reminded_at from quote_requests where id = ?", quote.id)).toEqual([
      { follow_up_at: fromLasVegas(tomorrow, "10:00")!.toISOString(), follow_up_note: "Send the auto quote", follow_up_reminded_at: null },
    ]);

    await screenshot(page, "lead-work-390-open");

    // Won: the Won fields show only for Won (CSS, no script); a missing premium comes back with what was typed.
    const wonFields = work.getByRole("group", { name: "Only when marking Won" });
    const lostFields = work.getByRole("group", { name: "Only when marking Lost" });
    expect(await wonFields.isVisible()).toBe(false);
    await work.getByRole("combobox", { name: /^Stage/ }).selectOption({ label: "Won" });
    expect(await wonFields.isVisible()).toBe(true);
    expect(await lostFields.isVisible()).toBe(false);
    await wonFields.getByLabel(/^Carrier/).fill("Progressive");
    await wonFields.getByLabel(/^Line of business/).selectOption({ label: "Auto" });
    await work.getByRole("button", { name: "Save stage" }).click();
    await page.getByText("Please enter the annual premium in dollars, for example 1,250.").first().waitFor();
    expect(await wonFields.getByLabel(/^Carrier/).inputValue()).toBe("Progressive");
    expect(await wonFields.getByLabel(/^Line of business/).inputValue()).toBe("auto");
    await wonFields.getByLabel(/^Annual premium/).fill("1,250");
    await work.getByRole("button", { name: "Save stage" }).click();
    await page.getByText("Stage changed to Won.").waitFor();
    expect(query("select status, won_carrier, won_line, won_premium_cents, follow_up_at from quote_requests where id = ?", quote.id)).toEqual([
      { status: "won", won_carrier: "Progressive", won_line: "auto", won_premium_cents: 125000, follow_up_at: null },
    ]);
    expect(await page.getByText("Progressive · Auto · $1,250/yr").first().isVisible()).toBe(true);
    await work.getByText(/closed records have no follow-ups/).waitFor();

    // The timeline, newest first.
    const timeline = page.getByRole("list", { name: "Activity, newest first" });
    const entries = await timeline.locator(":scope > li").allTextContents();
    expect(entries[0]).toContain("Stage changed: New → Won (Progressive, Auto, $1,250 a year)");
    const text = entries.join("\n");
    for (const words of ["Follow-up set", "Phone call: Left voicemail", `Assigned to ${staffEmail}`, "Email: Notification to the agency", "Email: Confirmation to the sender", "Received"]) {
      expect(text).toContain(words);
    }
    expect(entries.at(-1)).toContain("Received");
    expect(text).not.toContain("Viewed");
    expect(await page.getByRole("link", { name: /Open in the outbox/ }).count()).toBe(0); // admins only
    await screenshot(page, "lead-work-390");
    await noHorizontalOverflow(page);
    expect(await axeViolations(page)).toEqual([]);

    // The same person's claim, and its files.
    const person = page.getByRole("region", { name: "Also from this person" });
    await person.getByRole("link", { name: new RegExp(`Claim ${claim.claim_number}`) }).click();
    await page.waitForURL(new RegExp(`/admin/inbox/claims/${claim.id}$`));
    const files = page.getByRole("region", { name: "Photos and documents" });
    const thumbnail = files.getByRole("img", { name: /^Photo bumper\.png/ });
    await thumbnail.scrollIntoViewIfNeeded(); // loaded lazily, as a person scrolls to it
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(160);
    expect(await page.getByRole("region", { name: "Also from this person" }).getByRole("link", { name: /Quote request/ }).count()).toBe(1);
    const preview = await files.getByRole("link", { name: "Preview estimate.pdf (opens in a new tab)" }).getAttribute("href");
    expect(preview).toMatch(/\/files\/[^/]+\?inline=1$/);
    await noHorizontalOverflow(page);
    expect(await axeViolations(page)).toEqual([]);

    const photo = (await thumbnail.getAttribute("src"))!;
    const asStaff = await fetch(`${server.url}${photo}`, { headers: { cookie: await cookieHeader(staffDesk) } });
    expect(asStaff.status).toBe(200);
    expect(asStaff.headers.get("content-type")).toBe("image/png");
    expect(asStaff.headers.get("content-disposition")).toBe(`inline; filename="bumper.png"; filename*=UTF-8''bumper.png`);
    expect(asStaff.headers.get("x-content-type-options")).toBe("nosniff");
    expect(asStaff.headers.get("cache-control")).toBe("private, no-store");
    expect(asStaff.headers.get("content-security-policy")).toMatch(/^sandbox; default-src 'none'/);
    expect(Buffer.from(await asStaff.arrayBuffer()).equals(PNG)).toBe(true);
    const pdf = await fetch(`${server.url}${preview}`, { headers: { cookie: await cookieHeader(staffDesk) } });
    expect([pdf.status, pdf.headers.get("content-type"), pdf.headers.get("content-disposition")?.split(";")[0]]).toEqual([200, "application/pdf", "inline"]);
    for (const path of [photo, preview!, photo.replace("?inline=1", "")]) {
      const refused = await fetch(`${server.url}${path}`, { headers: { cookie: await cookieHeader(customer) } });
      expect(refused.status, path).toBe(403);
      expect((await refused.text()).includes("PNG")).toBe(false);
    }
    const fileAudit = query<{ action: string }>("select action from audit_log where target_id = ? and action like 'file.%'", claim.id).map((r) => r.action);
    expect(fileAudit).toContain("file.preview");
    await page.close();

    // The same page on a desktop: Work is a sidebar beside the fields.
    const desk = await staffDesk.newPage();
    await desk.goto(`/admin/inbox/quotes/${quote.id}`);
    const deskWork = await desk.getByRole("region", { name: "Work" }).boundingBox();
    const deskDetails = await desk.getByRole("region", { name: "Submitted details" }).boundingBox();
    expect(deskWork!.x).toBeGreaterThan(deskDetails!.x + deskDetails!.width - 1);
    await noHorizontalOverflow(desk);
    await screenshot(desk, "lead-work-1280");
    await desk.goto(`/admin/inbox/claims/${claim.id}`);
    await screenshot(desk, "lead-work-claim-1280");
    await desk.close();
  });
});
