/**
 * The recommendation survey in Chromium against the built server, as people use it: the job
 * queues the survey emails (run against the server's database, as the scheduler would); a
 * customer opens the "9" link of their email, finds 9 chosen, adds a comment and sends it, and is
 * thanked and offered the review link (others' answers are over the threshold); the email's other
 * links then say they already answered. A Spanish-speaking customer answers in Spanish with
 * JavaScript off (a link without its score asks for one, keeping the comment) with a 3, which puts
 * a task on their agent's My work and is offered the review link all the same. A link
 * that was altered explains itself with the phone number. An admin sees both answers on
 * /admin/surveys and changes the settings; staff are refused. axe finds no violations; each page
 * is photographed at phone and desktop widths (pictures with SCREENSHOT_DIR set).
 */
import { randomUUID } from "node:crypto";
import type { SQLInputValue } from "node:sqlite";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultAgency } from "../../app/config/agency.ts";
import { resolveAuthSecret } from "../../app/server/accounts/auth-secret.ts";
import { contactKeyHash } from "../../app/server/compliance/suppressions.ts";
import { openDatabase } from "../../app/server/db/connection.ts";
import { sendDueSurveys } from "../../app/server/surveys/send-surveys.ts";
import { createAccount, signedInContext, uniqueEmail } from "../support/accounts.ts";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import { checkAtBothWidths, launchBrowser } from "../support/browser.ts";
import { execute as executeOnDatabase, query as queryDatabase } from "../support/site-requests.ts";

const REVIEW_URL = "https://g.page/r/silver-sage-reviews";

let server: AppServer;
let browser: Browser;
/** A visitor's browser. The survey page ships no React bundle, only the form script. */
let visitor: BrowserContext;
/** The same with JavaScript off: the survey must work without it (no axe here: it runs as a script). */
let noScript: BrowserContext;
let admin: BrowserContext;
let staff: BrowserContext;
let danaId: string;

const query = <T = Record<string, unknown>>(sql: string, ...params: SQLInputValue[]): T[] => queryDatabase<T>(server.databasePath, sql, ...params);
const execute = (sql: string, ...params: SQLInputValue[]): void => executeOnDatabase(server.databasePath, sql, ...params);

async function openPage(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await page.goto(path);
  return page;
}

/** The link of `score` in the survey email sent to `to`, as the email's HTML has it. */
function surveyLink(to: string, score: number): string {
  const [email] = query<{ html_body: string }>("select html_body from email_outbox where kind = 'customer.nps_survey' and to_address = ?", to);
  const links = [...email!.html_body.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replaceAll("&amp;", "&"));
  const link = links.find((href) => href.includes("/survey?token=") && href.endsWith(`&score=${score}`));
  if (!link) throw new Error(`no link for ${score} in the email to ${to}`);
  return link;
}

function insertCustomer(name: string, email: string, language: "en" | "es"): string {
  const id = randomUUID();
  const now = new Date().toISOString();
  execute(
    "insert into customers (id, kind, name, email, owner_id, search_text, language, created_at, updated_at) values (?, 'person', ?, ?, ?, '', ?, ?, ?)",
    id, name, email, danaId, language, now, now,
  );
  return id;
}

beforeAll(async () => {
  // The server's own scheduler waits an hour: this file runs the survey job itself.
  [server, browser] = await Promise.all([startAppServer({ SCHEDULER_INTERVAL_SECONDS: "3600", AGENCY_REVIEW_URL: REVIEW_URL, AGENCY_REVIEW_SITE: "Google" }), launchBrowser()]);
  const adminEmail = uniqueEmail("owner");
  const staffEmail = uniqueEmail("dana");
  await createAccount(server, { email: adminEmail, role: "admin" });
  await createAccount(server, { email: staffEmail, role: "staff", name: "Dana Reyes" });
  danaId = query<{ id: string }>("select id from user where email = ?", staffEmail)[0]!.id;

  // Two days ago: Rosa's service request was completed, Pablo's policy renewed.
  const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000).toISOString();
  const rosa = insertCustomer("Rosa Delgado", "rosa.delgado@example.com", "en");
  execute(
    "insert into service_requests (id, request_number, customer_id, request_type, details_json, status, owner_id, created_at, changed_at, closed_at, locale) values (?, 'SR-2026-000777', ?, 'certificate', '[]', 'completed', ?, ?, ?, ?, 'en')",
    randomUUID(), rosa, danaId, twoDaysAgo, twoDaysAgo, twoDaysAgo,
  );
  const pablo = insertCustomer("Pablo Ruiz", "pablo.ruiz@example.com", "es");
  execute(
    "insert into policy_renewals (id, policy_id, customer_id, line, previous_expiration, new_expiration, recorded_at) values (?, ?, ?, 'auto', '2026-06-20', '2027-06-20', ?)",
    randomUUID(), randomUUID(), pablo, twoDaysAgo,
  );
  // Earlier answers from others this month: four 10s, over the default threshold of 50.
  const yesterday = new Date(Date.now() - 86_400_000).toISOString();
  for (let i = 0; i < 4; i++) {
    const email = `happy-${i}@example.com`;
    execute(
      "insert into nps_surveys (id, trigger_kind, occurrence_key, recipient_name, email, recipient_hash, language, sent_at, score, answered_at) values (?, 'lead_won', ?, ?, ?, ?, 'en', ?, 10, ?)",
      randomUUID(), `lead:quotes:${randomUUID()}`, `Happy Customer ${i}`, email, contactKeyHash(`e:${email}`), twoDaysAgo, yesterday,
    );
  }

  const { secret } = resolveAuthSecret({ AUTH_SECRET_FILE: server.env.AUTH_SECRET_FILE!, BETTER_AUTH_SECRET: server.env.BETTER_AUTH_SECRET });
  const database = openDatabase({ engine: "sqlite", target: server.databasePath });
  try {
    expect(await sendDueSurveys(database.db, { agency: defaultAgency, publicUrl: server.url, secret }, new Date())).toBe(2);
  } finally {
    await database.close();
  }

  visitor = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
  noScript = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 }, javaScriptEnabled: false });
  admin = await signedInContext(browser, server, adminEmail);
  staff = await signedInContext(browser, server, staffEmail);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("the recommendation survey", () => {
  it("opens from the email with the score chosen, takes a comment, thanks and offers the review link, once", async () => {
    const page = await openPage(visitor, surveyLink("rosa.delgado@example.com", 9));
    await page.getByRole("heading", { level: 1, name: "Thank you!" }).waitFor();
    expect(await page.getByText("You chose 9 out of 10.").count()).toBe(1);
    const question = page.getByRole("group", { name: /How likely are you to recommend .* to a friend or colleague\?/ });
    expect(await question.getByRole("radio", { name: "9" }).isChecked()).toBe(true);
    // Opening the link recorded nothing.
    expect(query("select score, answered_at from nps_surveys where email = 'rosa.delgado@example.com'")).toEqual([{ score: null, answered_at: null }]);
    await checkAtBothWidths(page, "survey-open");

    await page.getByLabel("Anything you would like to tell us?").fill("Dana had my certificate ready the same day.");
    await page.getByRole("button", { name: "Send my answer" }).click();
    await page.getByRole("heading", { level: 1, name: "Thank you for your answer" }).waitFor();
    expect(await page.getByText("Your answer: 9 out of 10.").count()).toBe(1);
    const review = page.getByRole("link", { name: "Write a review on Google" });
    expect(await review.getAttribute("href")).toBe(REVIEW_URL);
    await checkAtBothWidths(page, "survey-thanks");
    expect(query("select score, comment from nps_surveys where email = 'rosa.delgado@example.com'")).toEqual([{ score: 9, comment: "Dana had my certificate ready the same day." }]);

    // The email's "2" link afterwards: already answered, nothing changes.
    await page.goto(surveyLink("rosa.delgado@example.com", 2));
    await page.getByRole("heading", { level: 1, name: "You already answered — thank you" }).waitFor();
    expect(query("select score from nps_surveys where email = 'rosa.delgado@example.com'")).toEqual([{ score: 9 }]);
    await page.close();
  });

  it("speaks Spanish to a Spanish-speaking customer, works without JavaScript, and a 3 puts a call on the agent's work", async () => {
    const link = surveyLink("pablo.ruiz@example.com", 3);
    expect(link).toContain("/es/survey?token=");
    // Opening it records nothing, so it can be looked at (and checked) first.
    const look = await openPage(visitor, link);
    await look.getByRole("heading", { level: 1, name: "¡Gracias!" }).waitFor();
    expect(await look.getByText("Usted eligió 3 de 10.").count()).toBe(1);
    expect(await look.locator("html").getAttribute("lang")).toBe("es");
    await checkAtBothWidths(look, "survey-open-es");
    await look.close();

    const page = await openPage(noScript, link.replace(/&score=\d+$/, ""));
    // The same link without its score (a mail program that cut it off): nothing is chosen, and sending asks for a number, keeping the comment.
    await page.getByRole("heading", { level: 1, name: "Una pregunta" }).waitFor();
    await page.getByLabel("¿Hay algo que quiera decirnos?").fill("Nadie me llamó antes de renovar.");
    await page.getByRole("button", { name: "Enviar mi respuesta" }).click();
    await page.getByText("Elija un número del 0 al 10.").first().waitFor();
    expect(await page.getByLabel("¿Hay algo que quiera decirnos?").inputValue()).toBe("Nadie me llamó antes de renovar.");
    expect(query("select answered_at from nps_surveys where email = 'pablo.ruiz@example.com'")).toEqual([{ answered_at: null }]);
    await page.locator("label").filter({ hasText: /^3$/ }).click();
    await page.getByRole("button", { name: "Enviar mi respuesta" }).click();
    await page.getByRole("heading", { level: 1, name: "Gracias por su respuesta" }).waitFor();
    // Others' answers are over the threshold: the review link is offered whatever the person chose.
    expect(await page.getByRole("link", { name: "Escriba una reseña en Google" }).getAttribute("href")).toBe(REVIEW_URL);
    await page.close();
    expect(query("select score, comment from nps_surveys where email = 'pablo.ruiz@example.com'")).toEqual([{ score: 3, comment: "Nadie me llamó antes de renovar." }]);
    expect(query("select owner_id, title from tasks where source_type = 'survey'")).toEqual([{ owner_id: danaId, title: "Call Pablo Ruiz: scored 3 out of 10" }]);

    // Another of the email's links afterwards, in Spanish: already answered.
    const again = await openPage(visitor, surveyLink("pablo.ruiz@example.com", 10));
    await again.getByRole("heading", { level: 1, name: "Usted ya respondió — gracias" }).waitFor();
    expect(await again.getByRole("link", { name: "Escriba una reseña en Google" }).count()).toBe(1);
    await checkAtBothWidths(again, "survey-already-es");
    await again.close();
  });

  it("explains a link that does not work, with the phone number", async () => {
    const good = surveyLink("rosa.delgado@example.com", 9);
    const page = await visitor.newPage();
    const response = await page.goto(good.replace(/token=v1\.([^.]+)/, "token=v1.$1x"));
    expect(response!.status()).toBe(404);
    await page.getByRole("heading", { level: 1, name: "This link does not work" }).waitFor();
    expect(await page.getByRole("link", { name: defaultAgency.phone.display }).first().getAttribute("href")).toBe(`tel:${defaultAgency.phone.dial}`);
    await checkAtBothWidths(page, "survey-bad-link");
    await page.close();
  });

  it("shows the admin the answers and the review link's state, and saves the settings", async () => {
    const page = await openPage(admin, "/admin/surveys");
    await page.getByRole("heading", { level: 1, name: "How likely are you to recommend us?" }).waitFor();
    const rosa = page.getByRole("article", { name: "Rosa Delgado, 9 out of 10" });
    expect(await rosa.getByText("Dana had my certificate ready the same day.").count()).toBe(1);
    expect(await rosa.getByRole("link", { name: "Rosa Delgado" }).getAttribute("href")).toMatch(/^\/admin\/customers\//);
    expect(await rosa.getByRole("link", { name: "Service request SR-2026-000777 completed" }).count()).toBe(1);
    const pablo = page.getByRole("article", { name: "Pablo Ruiz, 3 out of 10" });
    expect(await pablo.getByText("Task for Dana Reyes").count()).toBe(1);
    expect(await page.getByRole("region", { name: "The review link" }).getByText("Shown", { exact: true }).count()).toBe(1);
    await checkAtBothWidths(page, "admin-surveys");

    await page.getByLabel("A policy renews").uncheck();
    await page.getByLabel("Score the review link needs").fill("70");
    await page.getByRole("button", { name: "Save settings" }).click();
    await page.getByText("Saved: the survey's settings.").waitFor();
    expect(await page.getByLabel("A policy renews").isChecked()).toBe(false);
    expect(await page.getByLabel("Score the review link needs").inputValue()).toBe("70");
    expect(query("select action, detail from audit_log where action = 'settings.surveys'")).toEqual([
      { action: "settings.surveys", detail: "A policy renews: on → off; Review link threshold: 50 → 70" },
    ]);
    // A threshold out of range comes back with the message beside the field and the value typed.
    await page.getByLabel("Score the review link needs").fill("150");
    await page.getByRole("button", { name: "Save settings" }).click();
    await page.getByText("Please enter a whole number from -100 to 100, for example 50.").first().waitFor();
    expect(await page.getByLabel("Score the review link needs").inputValue()).toBe("150");
    await page.close();
  });

  it("refuses staff", async () => {
    const page = await openPage(staff, "/admin/surveys");
    expect(new URL(page.url()).pathname).not.toBe("/admin/surveys");
    expect(await page.getByText("Dana had my certificate ready the same day.").count()).toBe(0);
    await page.close();
  });
});
