/**
 * The help desk's questions in the back office, on both engines: the three lists with their
 * counts (open newest first, in pages), answering a question (an FAQ entry in its language by
 * the staff member, the question closed with it, the answers' version moved), dismissing one,
 * editing and deleting an answer (its question open again), each audited; the answer form's
 * rules; the retention purge; the Reports page's help desk counts per week and language, and
 * its CSV.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { defaultAgency } from "../../app/config/agency.ts";
import { HELP_QUESTIONS_PAGE_SIZE } from "../../app/lib/help-questions.ts";
import { contactMessageSchema } from "../../app/lib/schemas/contact-message.ts";
import { helpAnswerSchema, type HelpAnswerInput } from "../../app/lib/schemas/help-answer.ts";
import { systemActor } from "../../app/server/audit/record-audit.ts";
import {
  answerHelpQuestion,
  countHelpQuestions,
  deleteHelpAnswer,
  dismissHelpQuestion,
  editHelpAnswer,
  getOpenHelpQuestion,
  listHelpAnswers,
  listHelpQuestions,
} from "../../app/server/help-desk/help-questions.ts";
import { submitContactMessage } from "../../app/server/leads/submit-contact-message.ts";
import { helpDeskReport } from "../../app/server/reports/help-desk.ts";
import { loadReports, reportCsv } from "../../app/server/reports/reports.ts";
import { purgeHelpQuestions } from "../../app/server/retention/purge-help-questions.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "../support/test-database.ts";

/** Wednesday 2026-03-11, noon in Las Vegas; this week began Monday 2026-03-09 07:00 UTC. */
const NOW = new Date("2026-03-11T19:00:00.000Z");
const staff = { id: "staff-1", email: "agent@agency.test" };

const input = (fields: Partial<Record<keyof HelpAnswerInput, string>>): HelpAnswerInput =>
  helpAnswerSchema.parse({ question: "Do you insure food trucks?", answer: "Yes: a food truck needs commercial auto and general liability.", pagePath: "/restaurant-insurance", ...fields });

describe.each(testEngines())("help desk questions on %s", (engine) => {
  let database: TestDatabase;
  const db = () => database.db;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database?.destroy();
  });
  beforeEach(async () => {
    for (const table of ["help_questions", "help_answers", "audit_log", "contact_messages", "consent_records", "email_outbox", "person_contacts"] as const) await db().deleteFrom(table).execute();
  });

  /** A question as the help desk stores it (help-desk.ts): the words only when no page answered it. */
  async function ask(at: string, { locale = "en", outcome = "unanswered", question = "Do you insure food trucks?", status }: { locale?: string; outcome?: "answered" | "unanswered"; question?: string; status?: string } = {}) {
    const id = randomUUID();
    const unanswered = outcome === "unanswered";
    await db()
      .insertInto("help_questions")
      .values({ id, locale, outcome, guard: null, top_path: unanswered ? null : "/auto-insurance", question: unanswered ? question : null, status: unanswered ? (status ?? "open") : null, answer_id: null, created_at: at })
      .execute();
    return id;
  }
  const question = (id: string) => db().selectFrom("help_questions").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  /** What the help desk watches to rebuild its index (help-desk.ts): the answers' count and latest change. */
  async function answersVersion() {
    const row = await db()
      .selectFrom("help_answers")
      .select((eb) => [eb.fn.countAll<number | string>().as("n"), eb.fn.max("updated_at").as("latest")])
      .executeTakeFirstOrThrow();
    return `${Number(row.n)}:${row.latest ?? ""}`;
  }
  const audit = () => db().selectFrom("audit_log").select(["action", "actor_email", "target_type", "target_id", "target_label", "detail"]).orderBy("created_at").execute();

  it("lists open, answered and dismissed questions with their counts, newest first, in pages", async () => {
    const older = await ask("2026-03-01T10:00:00.000Z", { question: "Older question" });
    const newer = await ask("2026-03-10T10:00:00.000Z", { locale: "es", question: "¿Aseguran camiones de comida?" });
    await ask("2026-03-05T10:00:00.000Z", { status: "dismissed" });
    await ask("2026-03-06T10:00:00.000Z", { outcome: "answered" });
    expect(await countHelpQuestions(db())).toEqual({ open: 2, answered: 0, dismissed: 1 });

    const open = await listHelpQuestions(db(), "open", 1);
    expect(open.rows.map((q) => [q.id, q.locale, q.question])).toEqual([
      [newer, "es", "¿Aseguran camiones de comida?"],
      [older, "en", "Older question"],
    ]);
    expect(open).toMatchObject({ total: 2, page: 1, pageCount: 1, counts: { open: 2, answered: 0, dismissed: 1 } });
    expect((await listHelpQuestions(db(), "dismissed", 1)).rows).toHaveLength(1);
    expect((await listHelpQuestions(db(), "answered", 1)).rows).toEqual([]);

    for (let i = 0; i < HELP_QUESTIONS_PAGE_SIZE; i++) await ask(new Date(Date.parse("2026-02-01T00:00:00.000Z") + i * 60_000).toISOString());
    const second = await listHelpQuestions(db(), "open", 2);
    expect(second).toMatchObject({ total: HELP_QUESTIONS_PAGE_SIZE + 2, page: 2, pageCount: 2 });
    expect(second.rows).toHaveLength(2);
    // A page past the end shows the last one.
    expect((await listHelpQuestions(db(), "open", 99)).page).toBe(2);
  });

  it("answers a question: an FAQ entry in its language by the staff member, the question closed with it, the answers' version moved, audited", async () => {
    const id = await ask("2026-03-10T10:00:00.000Z", { locale: "es", question: "aseguran camiones de comida" });
    const before = await answersVersion();
    const result = await answerHelpQuestion(db(), staff, id, input({ question: "¿Aseguran camiones de comida?", answer: "Sí: un camión de comida necesita seguro de auto comercial.", showOnPage: "1" }), NOW);
    expect(result).toMatchObject({ ok: true, changed: true });
    const answerId = (result as { id: string }).id;

    const answers = await listHelpAnswers(db(), 1);
    expect(answers.rows).toEqual([
      {
        id: answerId,
        locale: "es",
        question: "¿Aseguran camiones de comida?",
        answer: "Sí: un camión de comida necesita seguro de auto comercial.",
        pagePath: "/restaurant-insurance",
        showOnPage: true,
        createdBy: staff.email,
        createdAt: NOW.toISOString(),
        updatedAt: NOW.toISOString(),
      },
    ]);
    expect(await question(id)).toMatchObject({ status: "answered", answer_id: answerId, question: "aseguran camiones de comida" });
    expect(await answersVersion()).not.toBe(before);
    expect(await getOpenHelpQuestion(db(), id)).toBeNull();
    const answered = await listHelpQuestions(db(), "answered", 1);
    expect(answered.rows[0]).toMatchObject({ id, answer: { id: answerId, question: "¿Aseguran camiones de comida?" } });
    expect(await audit()).toEqual([
      { action: "help_question.answer", actor_email: staff.email, target_type: "help_answer", target_id: answerId, target_label: "Español · /restaurant-insurance", detail: "Page /restaurant-insurance, shown on the page" },
    ]);

    // Answered already (by someone else a moment ago), a question no page left open, one that does not exist.
    expect(await answerHelpQuestion(db(), staff, id, input({}), NOW)).toEqual({ ok: false, reason: "not-open" });
    expect(await answerHelpQuestion(db(), staff, await ask("2026-03-10T11:00:00.000Z", { outcome: "answered" }), input({}), NOW)).toEqual({ ok: false, reason: "not-found" });
    expect(await answerHelpQuestion(db(), staff, "no-such-question", input({}), NOW)).toEqual({ ok: false, reason: "not-found" });
    expect(await db().selectFrom("help_answers").select("id").execute()).toHaveLength(1);
  });

  it("dismisses an open question, once, audited", async () => {
    const id = await ask("2026-03-10T10:00:00.000Z");
    expect(await dismissHelpQuestion(db(), staff, id, NOW)).toMatchObject({ ok: true });
    expect(await question(id)).toMatchObject({ status: "dismissed", answer_id: null });
    expect(await countHelpQuestions(db())).toEqual({ open: 0, answered: 0, dismissed: 1 });
    expect(await dismissHelpQuestion(db(), staff, id, NOW)).toEqual({ ok: false, reason: "not-open" });
    expect(await dismissHelpQuestion(db(), staff, "no-such-question", NOW)).toEqual({ ok: false, reason: "not-found" });
    expect(await audit()).toEqual([{ action: "help_question.dismiss", actor_email: staff.email, target_type: "help_question", target_id: id, target_label: "English", detail: null }]);
  });

  it("edits an answer: the new words at once, the version moved even within the same millisecond, audited with what changed", async () => {
    const id = await ask("2026-03-10T10:00:00.000Z");
    const { id: answerId } = (await answerHelpQuestion(db(), staff, id, input({}), NOW)) as { id: string };
    const before = await answersVersion();
    const editor = { id: "staff-2", email: "other@agency.test" };
    expect(await editHelpAnswer(db(), editor, answerId, input({ answer: "Yes, with commercial auto.", pagePath: "/business-insurance" }), NOW)).toMatchObject({ ok: true, changed: true });
    const [edited] = (await listHelpAnswers(db(), 1)).rows;
    expect(edited).toMatchObject({ answer: "Yes, with commercial auto.", pagePath: "/business-insurance", createdBy: staff.email, createdAt: NOW.toISOString() });
    expect(edited!.updatedAt > NOW.toISOString()).toBe(true);
    expect(await answersVersion()).not.toBe(before);

    // The same words again change nothing and write nothing.
    expect(await editHelpAnswer(db(), editor, answerId, input({ answer: "Yes, with commercial auto.", pagePath: "/business-insurance" }), NOW)).toMatchObject({ ok: true, changed: false });
    expect(await editHelpAnswer(db(), editor, "no-such-answer", input({}), NOW)).toEqual({ ok: false, reason: "not-found" });
    const entries = await audit();
    expect(entries.map((e) => [e.action, e.actor_email, e.detail])).toEqual([
      ["help_question.answer", staff.email, "Page /restaurant-insurance"],
      ["help_answer.edit", editor.email, "Changed: answer, page"],
    ]);
  });

  it("deletes an answer: the help desk no longer has it and its question is open again, audited", async () => {
    const id = await ask("2026-03-10T10:00:00.000Z");
    const { id: answerId } = (await answerHelpQuestion(db(), staff, id, input({}), NOW)) as { id: string };
    const before = await answersVersion();
    expect(await deleteHelpAnswer(db(), staff, answerId, NOW)).toMatchObject({ ok: true });
    expect(await db().selectFrom("help_answers").select("id").execute()).toEqual([]);
    expect(await question(id)).toMatchObject({ status: "open", answer_id: null });
    expect(await answersVersion()).not.toBe(before);
    expect(await deleteHelpAnswer(db(), staff, answerId, NOW)).toEqual({ ok: false, reason: "not-found" });
    expect((await audit()).at(-1)).toMatchObject({ action: "help_answer.delete", target_id: answerId, target_label: "English · /restaurant-insurance", detail: "Its question is open again" });
  });

  it("checks the answer form: answer required and at most 2,000 characters, a page from the list, 'show on its page' on product and industry pages only", () => {
    const refused = (fields: Record<string, string>) => {
      const result = helpAnswerSchema.safeParse({ question: "Q?", answer: "A.", pagePath: "/auto-insurance", ...fields });
      return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
    };
    expect(refused({ answer: " " })).toEqual({ answer: "Please enter the answer." });
    expect(refused({ answer: "x".repeat(2001) })).toEqual({ answer: "Please keep this under 2,000 characters." });
    expect(refused({ answer: "x".repeat(2000) })).toEqual({});
    expect(refused({ question: "" })).toEqual({ question: "Please enter the question." });
    expect(refused({ pagePath: "/admin/users" })).toEqual({ pagePath: "Please choose the page this answer belongs to." });
    expect(refused({ pagePath: "/contact", showOnPage: "1" })).toHaveProperty("showOnPage");
    expect(refused({ pagePath: "/construction-insurance", showOnPage: "1" })).toEqual({});
    expect(helpAnswerSchema.parse({ question: "Q?", answer: "A.", pagePath: "/contact" }).showOnPage).toBe(false);
  });

  it("deletes questions a year after they were asked, whatever their status, and keeps the staff's answers", async () => {
    const now = new Date("2027-03-15T12:00:00.000Z");
    const old = await ask("2026-02-01T10:00:00.000Z");
    await answerHelpQuestion(db(), staff, old, input({}), new Date("2026-02-02T10:00:00.000Z"));
    await ask("2026-02-03T10:00:00.000Z", { outcome: "answered" });
    await ask("2026-02-04T10:00:00.000Z", { status: "dismissed" });
    const recent = await ask("2026-06-01T10:00:00.000Z");
    const actor = systemActor("npm run purge");

    expect(await purgeHelpQuestions(db(), 12, { now, dryRun: true, actor })).toMatchObject({ removed: 3 });
    expect(await db().selectFrom("help_questions").select("id").execute()).toHaveLength(4);
    expect(await purgeHelpQuestions(db(), 12, { now, actor })).toMatchObject({ removed: 3 });
    expect((await db().selectFrom("help_questions").select("id").execute()).map((r) => r.id)).toEqual([recent]);
    expect(await db().selectFrom("help_answers").select("id").execute()).toHaveLength(1);
    expect(await purgeHelpQuestions(db(), 0, { now, actor })).toEqual({ removed: 0, cutoff: null });
    const purge = await db().selectFrom("audit_log").select(["actor_email", "target_type", "detail"]).where("action", "=", "help_question.purge").execute();
    expect(purge).toEqual([{ actor_email: "system: npm run purge", target_type: "help_question", detail: expect.stringMatching(/^3 asked before 2026-03-/) }]);
  });

  it("counts the help desk per week and language for Reports: asked, answered from a page, handoffs, callbacks", async () => {
    // This week: three English questions (two answered from a page), two Spanish (one answered).
    await ask("2026-03-09T08:00:00.000Z", { outcome: "answered" });
    await ask("2026-03-10T08:00:00.000Z", { outcome: "answered" });
    await ask("2026-03-10T09:00:00.000Z");
    await ask("2026-03-10T10:00:00.000Z", { locale: "es", outcome: "answered" });
    await ask("2026-03-11T10:00:00.000Z", { locale: "es", status: "dismissed" });
    // Last week (Sunday 23:30 in Las Vegas), and before the 12 weeks.
    await ask("2026-03-09T06:30:00.000Z");
    await ask("2025-12-01T10:00:00.000Z", { outcome: "answered" });
    // Callbacks: two from the Spanish help desk, one from the English one, one marked spam, and a contact message about something else.
    const message = contactMessageSchema.parse({ firstName: "Rosa", lastName: "Diaz", email: "", phone: "702-555-0100", topic: "other", message: "Llámeme, por favor." });
    const callback = { ...message, topic: "callback" } as unknown as typeof message;
    const send = (at: string, locale: "en" | "es", what = callback) => submitContactMessage(db(), what, { agency: defaultAgency, publicUrl: "https://agency.test", now: new Date(at), locale });
    await send("2026-03-10T12:00:00.000Z", "es");
    await send("2026-03-11T12:00:00.000Z", "es");
    await send("2026-03-11T13:00:00.000Z", "en");
    const spam = await send("2026-03-11T14:00:00.000Z", "en");
    await db().updateTable("contact_messages").set({ status: "spam" }).where("id", "=", spam.id).execute();
    await send("2026-03-11T15:00:00.000Z", "es", message);

    const report = await helpDeskReport(db(), NOW);
    expect(report.weeks).toHaveLength(12);
    const [lastWeek, thisWeek] = report.weeks.slice(-2);
    expect(thisWeek!.byLocale.en).toEqual({ asked: 3, answered: 2, handoffs: 1, callbacks: 1, answeredShare: 2 / 3 });
    expect(thisWeek!.byLocale.es).toEqual({ asked: 2, answered: 1, handoffs: 1, callbacks: 2, answeredShare: 0.5 });
    expect(thisWeek!.total).toEqual({ asked: 5, answered: 3, handoffs: 2, callbacks: 3, answeredShare: 0.6 });
    expect(lastWeek!.total).toEqual({ asked: 1, answered: 0, handoffs: 1, callbacks: 0, answeredShare: 0 });
    expect(report.weeks[0]!.total).toEqual({ asked: 0, answered: 0, handoffs: 0, callbacks: 0, answeredShare: null });
    expect(report.overall.total).toEqual({ asked: 6, answered: 3, handoffs: 3, callbacks: 3, answeredShare: 0.5 });
    expect(report.overall.byLocale.es.asked).toBe(2);
    expect((await loadReports(db(), NOW)).reports.helpDesk.overall.total.asked).toBe(6);

    const csv = await reportCsv(db(), "help-desk", NOW);
    expect(csv.startsWith("\uFEFFWeek starting (Las Vegas),Language,Questions asked,Answered from a page,Answered from a page (%),Handoffs,Callbacks requested\r\n")).toBe(true);
    expect(csv).toContain("2026-03-09,English,3,2,66.7,1,1\r\n");
    expect(csv).toContain("2026-03-09,Español,2,1,50.0,1,2\r\n");
    expect(csv).toContain("2026-03-02,English,1,0,0.0,1,0\r\n");
    expect(csv).toContain("2025-12-22,English,0,0,,0,0\r\n");
  });

  it("keeps computed reports until a question is asked", async () => {
    const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
    const first = await loadReports(db(), at(1));
    expect((await loadReports(db(), at(2))).computedAt).toEqual(first.computedAt);
    await ask(at(2).toISOString());
    const fresh = await loadReports(db(), at(3));
    expect(fresh.computedAt).toEqual(at(3));
    expect(fresh.reports.helpDesk.overall.total.asked).toBe(first.reports.helpDesk.overall.total.asked + 1);
  });
});
