/**
 * Tasks on My work (app/server/tasks/) against real databases, SQLite and PostgreSQL: a member's
 * open tasks come overdue first, then by due date, with the customer or lead they are about, their
 * phone's "Do not call" flag, never another member's; admins also get the tasks nobody owns; "Done"
 * is its owner's or an admin's (another staff member is refused, through the page's action too,
 * with a 403 and nothing changed), is audited and happens once; the daily digest lists the tasks
 * due today or overdue.
 */
import { randomUUID } from "node:crypto";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { defaultAgency } from "../../app/config/agency.ts";
import { sessionLookupContext } from "../../app/http/session.ts";
import { servicesContext } from "../../app/http/context.ts";
import type { Auth } from "../../app/server/accounts/auth.ts";
import type { CurrentUser } from "../../app/server/accounts/current-user.ts";
import { recordOptOut } from "../../app/server/compliance/suppressions.ts";
import { parseEnv } from "../../app/server/env.ts";
import { submitQuoteRequest } from "../../app/server/leads/submit-quote-request.ts";
import { collectDigest, DIGEST_KIND, sendDueDigests } from "../../app/server/notifications/digest.ts";
import type { AppServices } from "../../app/server/services.ts";
import { completeTask } from "../../app/server/tasks/complete-task.ts";
import { createTask } from "../../app/server/tasks/create-task.ts";
import { listMyTasks, openTasksQuery, tasksDueFor } from "../../app/server/tasks/list-tasks.ts";
import * as myWorkPage from "../../app/routes/back-office/admin-my-work.tsx";
import { testFileKeys } from "../support/file-keys.ts";
import { quoteInput } from "../support/lead-inputs.ts";
import { queryPlan } from "../support/query-plan.ts";
import { settle } from "../support/route-outcome.ts";
import { sessionOf } from "../support/session-user.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "../support/test-database.ts";

const PUBLIC_URL = "https://agency.test";
/** Monday 15 June 2026, 11:00 in Las Vegas. */
const NOW = new Date("2026-06-15T18:00:00.000Z");

describe.each(testEngines())("tasks on %s", (engine) => {
  let database: TestDatabase;
  const db = () => database.db;
  const dana: CurrentUser = { id: "user-dana", email: "dana@agency.test", role: "staff" };
  const sam: CurrentUser = { id: "user-sam", email: "sam@agency.test", role: "staff" };
  const owner: CurrentUser = { id: "user-owner", email: "owner@agency.test", role: "admin" };

  async function insertUser(user: CurrentUser, name: string) {
    await db()
      .insertInto("user")
      .values({ id: user.id, name, email: user.email, email_verified: true, role: user.role, disabled: false, created_at: NOW, updated_at: NOW })
      .execute();
  }

  async function insertCustomer(name: string, contact: { email?: string | null; phone?: string | null } = {}) {
    const id = randomUUID();
    await db()
      .insertInto("customers")
      .values({
        id,
        kind: "person",
        name,
        contact_name: null,
        email: contact.email === undefined ? `${name.toLowerCase().replace(/\W+/g, ".")}@example.com` : contact.email,
        alt_email: null,
        phone: contact.phone ?? null,
        alt_phone: null,
        address: null,
        city: null,
        state: null,
        zip_code: null,
        owner_id: dana.id,
        user_id: null,
        external_ref: null,
        notes: null,
        created_at: NOW.toISOString(),
        updated_at: NOW.toISOString(),
      })
      .execute();
    return id;
  }

  const task = (ownerId: string | null, title: string, dueDate: string, about: { customerId?: string; lead?: { form: string; id: string } } = {}, createdAt = NOW) =>
    createTask(db(), { ownerId, title, detail: `About: ${title}`, dueDate, customerId: about.customerId, lead: about.lead, source: { type: "campaign", id: "campaign-1" } }, createdAt);

  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database?.destroy();
  });
  beforeEach(async () => {
    for (const table of ["tasks", "audit_log", "customers", "user", "contact_suppressions", "contact_opt_outs", "quote_requests", "person_contacts", "consent_records", "email_outbox", "digest_runs", "counters"] as const) {
      await db().deleteFrom(table).execute();
    }
    await insertUser(dana, "Dana Reyes");
    await insertUser(sam, "Sam Ortiz");
    await insertUser(owner, "Olivia Owner");
  });

  it("lists a member's open tasks overdue first, then by due date, with who they are about and how to reach them", async () => {
    const rosa = await insertCustomer("Rosa Delgado", { phone: "(702) 555-0123" });
    const ben = await insertCustomer("Ben Booker", { email: null, phone: "(702) 555-0124" });
    await recordOptOut(db(), { emails: [], phones: ["(702) 555-0124"], channels: ["calls"], method: "phone", note: null, actor: { id: dana.id, label: dana.email } }, NOW);
    const { id: leadId } = await submitQuoteRequest(db(), quoteInput("lead.person@example.com", "(702) 555-0125"), { agency: defaultAgency, publicUrl: PUBLIC_URL, now: NOW });

    await task(dana.id, "Call Rosa about her renewal", "2026-06-20", { customerId: rosa });
    await task(dana.id, "Call Ben back", "2026-06-10", { customerId: ben });
    await task(dana.id, "Check in with the lead", "2026-06-15", { lead: { form: "quotes", id: leadId } });
    await task(dana.id, "Second task due the 10th", "2026-06-10", {}, new Date(NOW.getTime() + 1000));
    await task(sam.id, "Sam's own task", "2026-06-01", { customerId: rosa });
    await task(null, "Nobody's task", "2026-06-12", { customerId: rosa });
    const done = await task(dana.id, "Already done", "2026-06-01");
    await completeTask(db(), dana, done, NOW);

    const { mine, unassigned } = await listMyTasks(db(), dana.id, NOW, { limit: 10 });
    expect(unassigned).toBeNull();
    expect(mine!.more).toBe(false);
    expect(mine!.items.map((t) => [t.title, t.dueDate, t.due])).toEqual([
      ["Call Ben back", "2026-06-10", "overdue"],
      ["Second task due the 10th", "2026-06-10", "overdue"],
      ["Check in with the lead", "2026-06-15", "today"],
      ["Call Rosa about her renewal", "2026-06-20", "upcoming"],
    ]);
    const [benTask, noneTask, leadTask, rosaTask] = mine!.items;
    expect(benTask).toMatchObject({ customer: { id: ben, name: "Ben Booker" }, lead: null, email: null, phone: "(702) 555-0124", doNotCall: true, doNotText: false });
    expect(noneTask).toMatchObject({ customer: null, lead: null, email: null, phone: null });
    expect(leadTask).toMatchObject({ customer: null, lead: { form: "quotes", id: leadId, name: "Sam Rivera" }, email: "lead.person@example.com", phone: "(702) 555-0125", doNotCall: false });
    expect(rosaTask).toMatchObject({ customer: { id: rosa, name: "Rosa Delgado" }, email: "rosa.delgado@example.com", detail: "About: Call Rosa about her renewal", sourceType: "campaign" });

    const admin = await listMyTasks(db(), owner.id, NOW, { includeUnassigned: true, limit: 10 });
    expect(admin.mine!.items).toEqual([]);
    expect(admin.unassigned!.items.map((t) => t.title)).toEqual(["Nobody's task"]);
    // One list alone (My work showing a task list by itself).
    expect(await listMyTasks(db(), owner.id, NOW, { includeUnassigned: true, limit: 10, only: "unassigned" })).toMatchObject({ mine: null, unassigned: { more: false } });
    expect(await listMyTasks(db(), dana.id, NOW, { includeUnassigned: false, limit: 10, only: "unassigned" })).toEqual({ mine: null, unassigned: null });
  });

  it("shows at most the list's limit of tasks, the soonest due, and says there are more; reads them through the owner index", async () => {
    for (let i = 0; i < 12; i++) await task(dana.id, `Task ${i}`, `2026-07-${String(12 - i).padStart(2, "0")}`);
    const { mine } = await listMyTasks(db(), dana.id, NOW, { limit: 10 });
    expect(mine!.items.map((t) => t.title)).toEqual(Array.from({ length: 10 }, (_, i) => `Task ${11 - i}`));
    expect(mine!.more).toBe(true);
    expect(await listMyTasks(db(), dana.id, NOW, { limit: 12 })).toMatchObject({ mine: { more: false } });
    expect(await queryPlan(db(), engine, openTasksQuery(db(), dana.id, { limit: 10 }))).toMatch(/tasks_owner_idx/);
  });

  it("is marked done by its owner or an admin, once, audited; another staff member is refused and nothing changes", async () => {
    const rosa = await insertCustomer("Rosa Delgado");
    const mine = await task(dana.id, "Call Rosa", "2026-06-15", { customerId: rosa });
    const nobodys = await task(null, "Nobody's call", "2026-06-15", { customerId: rosa });

    expect(await completeTask(db(), sam, mine, NOW)).toEqual({ ok: false, reason: "not-yours" });
    expect(await completeTask(db(), sam, nobodys, NOW)).toEqual({ ok: false, reason: "not-yours" });
    expect(await completeTask(db(), dana, "no-such-task", NOW)).toEqual({ ok: false, reason: "not-found" });
    expect(await db().selectFrom("tasks").select("status").where("status", "=", "done").execute()).toEqual([]);

    expect(await completeTask(db(), dana, mine, NOW)).toEqual({ ok: true, title: "Call Rosa" });
    expect(await completeTask(db(), dana, mine, NOW)).toMatchObject({ ok: false, reason: "already-done" });
    expect(await completeTask(db(), owner, nobodys, NOW)).toEqual({ ok: true, title: "Nobody's call" });

    const rows = await db().selectFrom("tasks").select(["id", "status", "done_at", "done_by"]).orderBy("title").execute();
    expect(rows).toEqual([
      { id: mine, status: "done", done_at: NOW.toISOString(), done_by: dana.id },
      { id: nobodys, status: "done", done_at: NOW.toISOString(), done_by: owner.id },
    ]);
    const audit = await db().selectFrom("audit_log").select(["action", "actor_email", "target_type", "target_id", "detail"]).orderBy("actor_email").execute();
    expect(audit).toEqual([
      { action: "task.done", actor_email: dana.email, target_type: "task", target_id: mine, detail: "Due 2026-06-15" },
      { action: "task.done", actor_email: owner.email, target_type: "task", target_id: nobodys, detail: "Due 2026-06-15" },
    ]);
    expect((await listMyTasks(db(), dana.id, NOW, { limit: 10 })).mine!.items).toEqual([]);
  });

  it("My work's action: the owner's Done redirects back; another staff member's answers 403 and changes nothing", async () => {
    const id = await task(dana.id, "Call Rosa", "2026-06-15");
    const post = (user: CurrentUser, fields: Record<string, string>) =>
      settle(() => {
        const context = new RouterContextProvider();
        const services: AppServices = {
          env: parseEnv({ PUBLIC_URL }),
          agency: defaultAgency,
          db: db(),
          engine,
          auth: {} as unknown as Auth,
          kickOutbox: () => {},
          fileKeys: testFileKeys(),
        };
        context.set(servicesContext, services);
        context.set(sessionLookupContext, () => Promise.resolve(sessionOf(user)));
        const request = new Request(`${PUBLIC_URL}/admin/my-work`, { method: "POST", body: new URLSearchParams(fields) });
        return myWorkPage.action({ request, context, params: {}, url: new URL(request.url) } as never);
      });

    const refused = await post(sam, { intent: "task_done", taskId: id });
    expect(refused.status).toBe(403);
    expect(refused.data).toMatchObject({ taskError: expect.stringContaining("someone else's") });
    expect((await db().selectFrom("tasks").select("status").where("id", "=", id).executeTakeFirstOrThrow()).status).toBe("open");

    expect(await post(dana, { intent: "unknown", taskId: id })).toMatchObject({ status: 400 });
    expect(await post(dana, { intent: "task_done", taskId: id })).toMatchObject({ status: 303, location: "/admin/my-work?done=task#tasks" });
    expect((await db().selectFrom("tasks").select("status").where("id", "=", id).executeTakeFirstOrThrow()).status).toBe("done");
    expect(await post(dana, { intent: "task_done", taskId: id })).toMatchObject({ status: 409 });
  });

  it("the daily digest lists the tasks due today or overdue, in a Tasks section, and a member with only tasks gets one", async () => {
    const rosa = await insertCustomer("Rosa Delgado");
    await task(dana.id, "Call Rosa about her renewal", "2026-06-12", { customerId: rosa });
    await task(dana.id, "Today's call", "2026-06-15");
    await task(dana.id, "Next week's call", "2026-06-22");

    expect((await tasksDueFor(db(), dana.id, NOW, 20)).items.map((t) => t.title)).toEqual(["Call Rosa about her renewal", "Today's call"]);
    expect(await collectDigest(db(), dana.id, NOW)).toEqual([]);

    // Monday 08:05 in Las Vegas: the digest's time.
    const morning = new Date("2026-06-15T15:05:00.000Z");
    expect(await sendDueDigests(db(), defaultAgency, PUBLIC_URL, morning)).toBe(1);
    const email = await db().selectFrom("email_outbox").select(["to_address", "subject", "text_body", "html_body"]).where("kind", "=", DIGEST_KIND).executeTakeFirstOrThrow();
    expect(email.to_address).toBe(dana.email);
    expect(email.subject).toContain("2 tasks");
    expect(email.text_body).toContain("Tasks (2)");
    expect(email.text_body).toContain("Call Rosa about her renewal · Rosa Delgado · Overdue: was due Friday, June 12 (3 days ago)");
    expect(email.text_body).toContain("Today's call · Due today");
    expect(email.text_body).not.toContain("Next week's call");
    expect(email.html_body).toContain(`${PUBLIC_URL}/admin/customers/${rosa}`);
  });
});
