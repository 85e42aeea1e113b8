/**
 * The help desk's questions in the back office, in Chromium against the built server: a staff
 * member on a phone finds the questions no page answered (their words, language and time),
 * writes an answer (a refused post keeps every value and says what is missing), and finds it
 * under "Our answers", in the database in the question's language by them, the question
 * closed; then edits it, deletes it after confirming (the question is open again) and
 * dismisses a Spanish question. Without JavaScript (the page ships none). axe finds no
 * violations; the page is photographed at phone and desktop widths (pictures with SCREENSHOT_DIR set).
 */
import { randomUUID } from "node:crypto";
import type { SQLInputValue } from "node:sqlite";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount, signedInContext, uniqueEmail } from "../support/accounts.ts";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import { axeViolations, checkAtBothWidths, launchBrowser, savePicture } from "../support/browser.ts";
import { execute as executeOnDatabase, query as queryDatabase } from "../support/site-requests.ts";

const ENGLISH = "Do you insure food trucks that park on the Strip";
const SPANISH = "¿Tienen seguro para camiones de comida?";

let server: AppServer;
let browser: Browser;
let staff: BrowserContext;
let staffEmail = "";

const query = <T = Record<string, unknown>>(sql: string, ...params: SQLInputValue[]): T[] => queryDatabase<T>(server.databasePath, sql, ...params);
const execute = (sql: string, ...params: SQLInputValue[]): void => executeOnDatabase(server.databasePath, sql, ...params);

/** A question as the help desk stores it when no page answered it. */
function askedAt(question: string, locale: "en" | "es", minutesAgo: number): string {
  const id = randomUUID();
  execute(
    "insert into help_questions (id, locale, outcome, guard, top_path, question, status, answer_id, created_at) values (?, ?, 'unanswered', null, null, ?, 'open', null, ?)",
    id,
    locale,
    question,
    new Date(Date.now() - minutesAgo * 60_000).toISOString(),
  );
  return id;
}

async function phonePage(path: string): Promise<Page> {
  const page = await staff.newPage();
  page.setDefaultTimeout(15_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(path);
  return page;
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), "scrolls sideways").toBeLessThanOrEqual(page.viewportSize()!.width);
}

const questionCard = (page: Page, words: string) => page.getByRole("list", { name: /questions, newest first/ }).getByRole("listitem").filter({ hasText: words });
const ourAnswers = (page: Page) => page.getByRole("region", { name: "Our answers" });

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
  staffEmail = uniqueEmail("dana");
  await createAccount(server, { email: staffEmail, role: "staff", name: "Dana Reyes" });
  staff = await signedInContext(browser, server, staffEmail);
  askedAt(SPANISH, "es", 5);
  askedAt(ENGLISH, "en", 60);
  // Answered from a page: no words kept, never listed.
  execute("insert into help_questions (id, locale, outcome, guard, top_path, question, status, answer_id, created_at) values (?, 'en', 'answered', null, '/auto-insurance', null, null, null, ?)", randomUUID(), new Date().toISOString());
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("questions visitors asked", () => {
  it("lets a staff member on a phone answer an open question and find it under Our answers", async () => {
    const page = await phonePage("/admin/help-questions");
    await page.getByRole("heading", { level: 1, name: "Questions visitors asked" }).waitFor();
    const tabs = page.getByRole("navigation", { name: "Questions to show" });
    expect(await tabs.getByRole("link", { name: /^Open/ }).textContent()).toContain("2");
    expect(await tabs.getByRole("link", { name: /^Open/ }).getAttribute("aria-current")).toBe("page");
    // Newest first, each with its language in words.
    const cards = page.getByRole("list", { name: /questions, newest first/ }).getByRole("listitem");
    expect(await cards.count()).toBe(2);
    expect(await cards.nth(0).textContent()).toContain(SPANISH);
    expect(await cards.nth(0).textContent()).toContain("Español");
    expect(await cards.nth(1).textContent()).toContain("English");
    expect(await cards.nth(1).textContent()).toContain("Asked ");
    await ourAnswers(page).getByText("No answers yet").waitFor();
    await expect.poll(async () => (await (await fetch(`${server.url}/restaurant-insurance`)).text()).includes("Do you insure food trucks?")).toBe(false);
    // The back office's navigation (in its menu on a phone) leads here for staff, marked as the current section.
    const navLink = page.getByRole("link", { name: "Visitors' questions", includeHidden: true }).first();
    expect(await navLink.getAttribute("href")).toBe("/admin/help-questions");
    expect(await navLink.getAttribute("aria-current")).toBe("page");
    await expectNoAxeViolations(page);

    await questionCard(page, ENGLISH).getByRole("link", { name: "Write an answer" }).click();
    const form = page.getByRole("region", { name: "Write an answer" });
    await form.waitFor();
    expect(await form.getByRole("textbox", { name: /^Question/ }).inputValue()).toBe(ENGLISH);
    await form.getByRole("textbox", { name: /^Question/ }).fill("Do you insure food trucks?");
    await form.getByRole("button", { name: "Save answer" }).click();
    await page.getByRole("alert").filter({ hasText: "Please correct 2 fields" }).waitFor();
    expect(await page.getByRole("region", { name: "Write an answer" }).getByRole("textbox", { name: /^Question/ }).inputValue()).toBe("Do you insure food trucks?");
    await expectNoAxeViolations(page);
    await savePicture(page, "help-questions-answer-refused-390");

    const retry = page.getByRole("region", { name: "Write an answer" });
    await retry.getByRole("textbox", { name: /^Answer/ }).fill("Yes. A food truck needs commercial auto insurance and general liability; we quote both together.");
    await retry.getByRole("combobox", { name: /^The page it belongs to/ }).selectOption({ value: "/restaurant-insurance" });
    await retry.getByRole("checkbox", { name: "List it among the page's FAQs" }).check();
    await retry.getByRole("button", { name: "Save answer" }).click();
    await page.getByRole("status").filter({ hasText: "Your answer is saved." }).waitFor();

    const answer = ourAnswers(page).getByRole("listitem").filter({ hasText: "Do you insure food trucks?" });
    expect(await answer.textContent()).toContain("we quote both together");
    expect(await answer.textContent()).toContain("Restaurant & Food Service Insurance");
    expect(await answer.textContent()).toContain("listed among its FAQs");
    expect(await answer.textContent()).toContain(staffEmail);
    expect(await tabs.getByRole("link", { name: /^Open/ }).textContent()).toContain("1");
    expect(await tabs.getByRole("link", { name: /^Answered/ }).textContent()).toContain("1");
    await expectNoAxeViolations(page);
    await checkAtBothWidths(page, "help-questions-answered");

    expect(query("select locale, question, page_path, show_on_page, created_by from help_answers")).toEqual([
      { locale: "en", question: "Do you insure food trucks?", page_path: "/restaurant-insurance", show_on_page: 1, created_by: staffEmail },
    ]);
    const answerId = query<{ id: string }>("select id from help_answers")[0]!.id;
    expect(query("select status, answer_id from help_questions where question = ?", ENGLISH)).toEqual([{ status: "answered", answer_id: answerId }]);
    expect(query("select action, actor_email from audit_log where target_id = ?", answerId)).toEqual([{ action: "help_question.answer", actor_email: staffEmail }]);
    await page.close();

    // Listed after the page's own questions for every visitor (the page kept in memory is rendered again), in English only.
    await expect.poll(async () => (await (await fetch(`${server.url}/restaurant-insurance`)).text()).includes("Do you insure food trucks?")).toBe(true);
    const english = await (await fetch(`${server.url}/restaurant-insurance`)).text();
    expect(english).toContain("we quote both together");
    expect(english).toMatch(/"@type":"Question","name":"Do you insure food trucks\?"/);
    expect(await (await fetch(`${server.url}/es/restaurant-insurance`)).text()).not.toContain("Do you insure food trucks?");
  });

  it("edits the answer, deletes it after confirming (its question is open again) and dismisses a question", async () => {
    const page = await phonePage("/admin/help-questions");
    await ourAnswers(page).getByRole("link", { name: "Edit" }).click();
    const form = page.getByRole("region", { name: "Edit the answer" });
    await form.getByRole("textbox", { name: /^Answer/ }).fill("Yes: commercial auto and general liability, quoted together.");
    await form.getByRole("button", { name: "Save changes" }).click();
    await page.getByRole("status").filter({ hasText: "The answer is saved." }).waitFor();
    expect(await ourAnswers(page).textContent()).toContain("quoted together.");

    await ourAnswers(page).getByRole("link", { name: "Delete" }).click();
    const confirm = page.getByRole("region", { name: /^Delete the answer to/ });
    await confirm.waitFor();
    await expectNoAxeViolations(page);
    await savePicture(page, "help-questions-confirm-delete-390");
    await confirm.getByRole("button", { name: "Delete answer" }).click();
    await page.getByRole("status").filter({ hasText: "The answer was deleted." }).waitFor();
    await ourAnswers(page).getByText("No answers yet").waitFor();
    await expect.poll(async () => (await (await fetch(`${server.url}/restaurant-insurance`)).text()).includes("Do you insure food trucks?")).toBe(false);
    expect(query("select count(*) as n from help_answers")).toEqual([{ n: 0 }]);
    expect(query("select status from help_questions where question = ?", ENGLISH)).toEqual([{ status: "open" }]);

    await questionCard(page, SPANISH).getByRole("button", { name: "Dismiss" }).click();
    await page.getByRole("status").filter({ hasText: "The question was dismissed." }).waitFor();
    expect(await questionCard(page, SPANISH).count()).toBe(0);
    await page.getByRole("navigation", { name: "Questions to show" }).getByRole("link", { name: /^Dismissed/ }).click();
    await questionCard(page, SPANISH).waitFor();
    expect(query("select status from help_questions where question = ?", SPANISH)).toEqual([{ status: "dismissed" }]);
    expect(query<{ action: string }>("select action from audit_log where action like 'help_%' order by created_at").map((r) => r.action)).toEqual([
      "help_question.answer",
      "help_answer.edit",
      "help_answer.delete",
      "help_question.dismiss",
    ]);
    await page.close();
  });
});
