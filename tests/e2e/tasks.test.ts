/**
 * Tasks on My work in Chromium against the built server, as the team uses them: a campaign put
 * two calls on a staff member's list (one overdue); she sees them under "Tasks", right after the
 * follow-ups, overdue first with the words and icon that say so, the customer's page linked, the
 * Call link marked "Do not call" for a number that stopped calls, and marks the overdue one done
 * with its plain "Done" form. Another staff member's post of "Done" on her task is refused (403)
 * and changes nothing; an admin finds and completes the task nobody owns. axe finds nothing and
 * nothing scrolls sideways at 390 px; with SCREENSHOT_DIR set, pictures at 390 and 1280 px.
 */
import type { SQLInputValue } from "node:sqlite";
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../app/lib/renewals.ts";
import { lasVegasDate } from "../../app/lib/las-vegas-time.ts";
import { createAccount, signedInContext, uniqueEmail } from "../support/accounts.ts";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import { axeViolations, launchBrowser, savePicturesAtBothWidths } from "../support/browser.ts";
import { createCustomerRecord } from "../support/service-center.ts";
import { execute as executeOnDatabase, query, sameOrigin, signInCookie } from "../support/site-requests.ts";

let server: AppServer;
let browser: Browser;
let dana: BrowserContext;
const emails = { dana: uniqueEmail("dana"), sam: uniqueEmail("sam"), owner: uniqueEmail("owner") };
const ids = { dana: "", sam: "", rosa: "", overdue: "", today: "", sams: "", nobodys: "" };

const execute = (sql: string, ...params: SQLInputValue[]): void => executeOnDatabase(server.databasePath, sql, ...params);
const userId = (email: string) => query<{ id: string }>(server.databasePath, "select id from user where email = ?", email)[0]!.id;
const taskRow = (id: string) => query<{ status: string; done_by: string | null; done_at: string | null }>(server.databasePath, "select status, done_by, done_at from tasks where id = ?", id)[0]!;

/** A task as a campaign puts one on a member's list (app/server/tasks/create-task.ts). */
function insertTask(id: string, ownerId: string | null, title: string, dueDate: string, customerId: string | null): string {
  execute(
    `insert into tasks (id, owner_id, title, detail, due_date, customer_id, source_type, source_id, status, created_at)
     values (?, ?, ?, ?, ?, ?, 'campaign', 'campaign-renewals', 'open', ?)`,
    id, ownerId, title, "Their auto policy renews next month: ask about the new car.", dueDate, customerId, new Date().toISOString(),
  );
  return id;
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
  await createAccount(server, { email: emails.dana, role: "staff", name: "Dana Reyes" });
  await createAccount(server, { email: emails.sam, role: "staff", name: "Sam Ortiz" });
  await createAccount(server, { email: emails.owner, role: "admin", name: "Olivia Owner" });
  ids.dana = userId(emails.dana);
  ids.sam = userId(emails.sam);
  const danaCookie = await signInCookie(server, emails.dana);
  ids.rosa = await createCustomerRecord(server, danaCookie, { name: "Rosa Delgado", email: `rosa.${process.pid}@example.com` });
  execute("update customers set phone = '(702) 555-0123' where id = ?", ids.rosa);
  // Rosa asked us to stop calling: recorded on her page as staff do.
  const optOut = await fetch(`${server.url}/admin/customers/${ids.rosa}`, {
    method: "POST",
    body: new URLSearchParams({ intent: "opt_out", opt_out_channels: "calls", opt_out_method: "phone", opt_out_note: "" }),
    headers: { ...sameOrigin(server), cookie: danaCookie },
    redirect: "manual",
  });
  expect(optOut.status).toBe(303);

  const today = lasVegasDate(new Date());
  ids.overdue = insertTask("task-overdue", ids.dana, "Call Rosa about her renewal", addDays(today, -3), ids.rosa);
  ids.today = insertTask("task-today", ids.dana, "Send Rosa the umbrella quote", today, ids.rosa);
  ids.sams = insertTask("task-sams", ids.sam, "Sam's call to Rosa", today, ids.rosa);
  ids.nobodys = insertTask("task-nobodys", null, "Welcome call to Rosa", addDays(today, 1), ids.rosa);
  dana = await signedInContext(browser, server, emails.dana);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("tasks on My work", () => {
  it("a staff member sees her tasks, overdue first, and marks one done", async () => {
    const page = await dana.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto("/admin/my-work");
    const tasks = page.getByRole("region", { name: /^Tasks/ });
    await tasks.getByRole("heading", { level: 2, name: /^Tasks \(2\)/ }).waitFor();
    // Right after the day's appointments and the follow-ups: what is due now stays together at the top.
    const groupOrder = await page.locator("main section[id]").evaluateAll((sections) => sections.map((s) => s.id));
    expect(groupOrder.slice(0, 4)).toEqual(["appointments", "overdue", "due_today", "tasks"]);

    const titles = await tasks.getByRole("article").evaluateAll((items) => items.map((i) => i.getAttribute("aria-label")));
    expect(titles).toEqual(["Call Rosa about her renewal", "Send Rosa the umbrella quote"]);
    const overdue = tasks.getByRole("article", { name: "Call Rosa about her renewal" });
    for (const text of ["Overdue", "Was due", "3 days ago", "From a campaign", "ask about the new car"]) expect(await overdue.textContent()).toContain(text);
    expect(await overdue.getByRole("link", { name: "Rosa Delgado", exact: true }).getAttribute("href")).toBe(`/admin/customers/${ids.rosa}`);
    const call = overdue.getByRole("link", { name: /^Call Rosa Delgado at/ });
    expect(await call.getAttribute("href")).toBe("tel:+17025550123");
    expect(await call.textContent()).toContain("Do not call");
    expect(await overdue.getByRole("link", { name: /^Email Rosa Delgado/ }).getAttribute("href")).toBe(`mailto:rosa.${process.pid}@example.com`);
    expect(await tasks.getByRole("article", { name: "Send Rosa the umbrella quote" }).textContent()).toContain("Due today");
    expect(await page.getByText("Sam's call to Rosa").count()).toBe(0);
    expect(await page.getByText("Welcome call to Rosa").count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await savePicturesAtBothWidths(page, "my-work-tasks");

    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });

    await overdue.getByRole("button", { name: "Done — Call Rosa about her renewal" }).click();
    await page.getByText("Task marked done. It is off your list.").waitFor();
    await page.getByRole("heading", { level: 2, name: /^Tasks \(1\)/ }).waitFor();
    expect(await page.getByRole("article", { name: "Call Rosa about her renewal" }).count()).toBe(0);
    expect(taskRow(ids.overdue)).toMatchObject({ status: "done", done_by: ids.dana });
    expect(query(server.databasePath, "select actor_email, target_id from audit_log where action = 'task.done'")).toEqual([{ actor_email: emails.dana, target_id: ids.overdue }]);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it("refuses another staff member's Done on her task, and changes nothing", async () => {
    const samCookie = await signInCookie(server, emails.sam);
    const res = await fetch(`${server.url}/admin/my-work`, {
      method: "POST",
      body: new URLSearchParams({ intent: "task_done", taskId: ids.today }),
      headers: { ...sameOrigin(server), cookie: samCookie },
      redirect: "manual",
    });
    expect(res.status).toBe(403);
    expect(await res.text()).toContain("only its owner or an admin can mark it done");
    expect(taskRow(ids.today)).toMatchObject({ status: "open", done_by: null });
    // Her own page still lists it: the post changed nothing.
    const page = await dana.newPage();
    await page.goto("/admin/my-work");
    await page.getByRole("region", { name: /^Tasks/ }).getByRole("article", { name: "Send Rosa the umbrella quote" }).waitFor();
    await page.close();
  });

  it("an admin completes the task nobody owns from Unassigned tasks", async () => {
    const admin = await signedInContext(browser, server, emails.owner);
    const page = await admin.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto("/admin/my-work");
    const unassigned = page.getByRole("region", { name: /^Unassigned tasks/ });
    const welcome = unassigned.getByRole("article", { name: "Welcome call to Rosa" });
    expect(await welcome.textContent()).toContain("Due tomorrow");
    expect(await axeViolations(page)).toEqual([]);
    await welcome.getByRole("button", { name: "Done — Welcome call to Rosa" }).click();
    await page.getByText("Task marked done. It is off your list.").waitFor();
    await unassigned.getByText("Every open task has an owner.").waitFor();
    expect(taskRow(ids.nobodys)).toMatchObject({ status: "done", done_by: userId(emails.owner) });
    await admin.close();
  });
});
