/**
 * The help desk's questions in the back office (docs/product.md#help-desk): the questions no
 * page answered (kept with their words, status "open"), which staff answer or dismiss, and the
 * staff's answers, the FAQ entries the help desk answers from (help-desk.ts reads them).
 *
 * Answering a question writes an answer in the question's language and closes the question;
 * an answer can be edited or deleted (its question is then open again). Every change is one
 * transaction with its audit entry, and every change of help_answers changes the answers'
 * version the help desk watches (their count and latest updated_at): updated_at only ever
 * moves forward, even when two changes fall in the same millisecond.
 */
import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { HELP_ANSWERS_PAGE_SIZE, HELP_QUESTIONS_PAGE_SIZE, helpLanguageName, type HelpQuestionStatus } from "../../lib/help-questions.ts";
import type { HelpAnswerInput } from "../../lib/schemas/help-answer.ts";
import { recordAudit, type Actor } from "../audit/record-audit.ts";
import { isPostgres } from "../db/dialect.ts";
import type { Database, HelpAnswersTable, HelpQuestionsTable } from "../db/schema.ts";
import { recordPublicChange } from "../public-pages/page-changes.ts";
import { pageFaqsTag } from "../public-pages/page-tags.ts";
import { clampPage } from "../paging.ts";

type Db = Kysely<Database> | Transaction<Database>;

/** A question as the back office lists it. */
export interface HelpQuestion {
  id: string;
  locale: string;
  question: string;
  status: HelpQuestionStatus;
  askedAt: string;
  /** The answer written for it (answered questions). */
  answer: { id: string; question: string } | null;
}

/** An answer written by the staff: an FAQ entry of the help desk. */
export interface StaffAnswer {
  id: string;
  locale: string;
  question: string;
  answer: string;
  /** The English path of its page ("/auto-insurance"). */
  pagePath: string;
  showOnPage: boolean;
  /** The staff member's email. */
  createdBy: string;
  createdAt: string;
  updatedAt: string;
}

export type HelpQuestionCounts = Record<HelpQuestionStatus, number>;

export interface Paged<T> {
  rows: T[];
  total: number;
  page: number;
  pageCount: number;
}

function toAnswer(row: HelpAnswersTable): StaffAnswer {
  return {
    id: row.id,
    locale: row.locale,
    question: row.question,
    answer: row.answer,
    pagePath: row.page_path,
    showOnPage: Number(row.show_on_page) === 1,
    createdBy: row.created_by,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** How many questions are open, answered and dismissed (questions a page answered have no status). */
export async function countHelpQuestions(db: Db): Promise<HelpQuestionCounts> {
  const rows = await db
    .selectFrom("help_questions")
    .select((eb) => ["status", eb.fn.countAll<number | string>().as("n")])
    .where("status", "in", ["open", "answered", "dismissed"])
    .groupBy("status")
    .execute();
  const counts: HelpQuestionCounts = { open: 0, answered: 0, dismissed: 0 };
  for (const row of rows) counts[row.status as HelpQuestionStatus] = Number(row.n);
  return counts;
}

/** One page of the questions with a status, newest first (the index on status and created_at), with the three counts. */
export async function listHelpQuestions(db: Kysely<Database>, status: HelpQuestionStatus, requestedPage: number): Promise<Paged<HelpQuestion> & { counts: HelpQuestionCounts }> {
  const counts = await countHelpQuestions(db);
  const total = counts[status];
  const { page, pageCount } = clampPage(total, requestedPage, HELP_QUESTIONS_PAGE_SIZE);
  const rows = await db
    .selectFrom("help_questions as q")
    .leftJoin("help_answers as a", "a.id", "q.answer_id")
    .select(["q.id", "q.locale", "q.question", "q.status", "q.created_at", "a.id as answer_id", "a.question as answer_question"])
    .where("q.status", "=", status)
    .orderBy("q.created_at", "desc")
    .orderBy("q.id", "desc")
    .limit(HELP_QUESTIONS_PAGE_SIZE)
    .offset((page - 1) * HELP_QUESTIONS_PAGE_SIZE)
    .execute();
  return {
    rows: rows.map((row) => ({
      id: row.id,
      locale: row.locale,
      question: row.question ?? "",
      status: row.status as HelpQuestionStatus,
      askedAt: row.created_at,
      answer: row.answer_id ? { id: row.answer_id, question: row.answer_question ?? "" } : null,
    })),
    counts,
    total,
    page,
    pageCount,
  };
}

/** An open question (the one a staff member is about to answer), or null. */
export async function getOpenHelpQuestion(db: Db, id: string): Promise<HelpQuestion | null> {
  const row = await db.selectFrom("help_questions").selectAll().where("id", "=", id).where("status", "=", "open").executeTakeFirst();
  return row ? { id: row.id, locale: row.locale, question: row.question ?? "", status: "open", askedAt: row.created_at, answer: null } : null;
}

/** One page of the staff's answers, the most recently written or changed first. */
export async function listHelpAnswers(db: Kysely<Database>, requestedPage: number): Promise<Paged<StaffAnswer>> {
  const { n } = await db.selectFrom("help_answers").select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow();
  const total = Number(n);
  const { page, pageCount } = clampPage(total, requestedPage, HELP_ANSWERS_PAGE_SIZE);
  const rows = await db
    .selectFrom("help_answers")
    .selectAll()
    .orderBy("updated_at", "desc")
    .orderBy("id", "desc")
    .limit(HELP_ANSWERS_PAGE_SIZE)
    .offset((page - 1) * HELP_ANSWERS_PAGE_SIZE)
    .execute();
  return { rows: rows.map(toAnswer), total, page, pageCount };
}

export async function getHelpAnswer(db: Db, id: string): Promise<StaffAnswer | null> {
  const row = await db.selectFrom("help_answers").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toAnswer(row) : null;
}

export type HelpChangeResult = { ok: true; id: string; changed: boolean } | { ok: false; reason: "not-found" | "not-open" };

/**
 * The updated_at of a change to help_answers at `now`: later than every answer's, so the
 * answers' version (count and latest updated_at) always moves.
 */
async function answerStamp(trx: Transaction<Database>, now: Date): Promise<string> {
  const { latest } = await trx.selectFrom("help_answers").select((eb) => eb.fn.max("updated_at").as("latest")).executeTakeFirstOrThrow();
  const at = now.toISOString();
  return latest && String(latest) >= at ? new Date(Date.parse(String(latest)) + 1).toISOString() : at;
}

/** The question, locked until the transaction ends (two staff members answering at once: the second finds it answered). */
async function lockQuestion(trx: Transaction<Database>, id: string): Promise<HelpQuestionsTable | undefined> {
  let query = trx.selectFrom("help_questions").selectAll().where("id", "=", id);
  if (isPostgres(trx)) query = query.forUpdate();
  return query.executeTakeFirst();
}

const pageDetail = (input: Pick<HelpAnswerInput, "pagePath" | "showOnPage">) => `Page ${input.pagePath}${input.showOnPage ? ", shown on the page" : ""}`;

/**
 * Answers an open question: an answer in its language (the question's words as the staff
 * member corrected them), and the question marked answered with it.
 */
export async function answerHelpQuestion(db: Kysely<Database>, actor: Actor, questionId: string, input: HelpAnswerInput, now = new Date()): Promise<HelpChangeResult> {
  return db.transaction().execute(async (trx) => {
    const question = await lockQuestion(trx, questionId);
    if (!question || question.outcome !== "unanswered") return { ok: false, reason: "not-found" };
    if (question.status !== "open") return { ok: false, reason: "not-open" };
    const id = randomUUID();
    const stamp = await answerStamp(trx, now);
    await trx
      .insertInto("help_answers")
      .values({
        id,
        locale: question.locale,
        question: input.question,
        answer: input.answer,
        page_path: input.pagePath,
        show_on_page: input.showOnPage ? 1 : 0,
        created_by: actor.email,
        created_at: stamp,
        updated_at: stamp,
      })
      .execute();
    await trx.updateTable("help_questions").set({ status: "answered", answer_id: id }).where("id", "=", questionId).execute();
    if (input.showOnPage) await recordPublicChange(trx, [pageFaqsTag(input.pagePath)], now);
    await recordAudit(
      trx,
      actor,
      { action: "help_question.answer", targetType: "help_answer", targetId: id, targetLabel: `${helpLanguageName(question.locale)} · ${input.pagePath}`, detail: pageDetail(input) },
      now,
    );
    return { ok: true, id, changed: true };
  });
}

/** Sets an open question aside: nobody needs to answer it (off-topic, a test, a duplicate). */
export async function dismissHelpQuestion(db: Kysely<Database>, actor: Actor, questionId: string, now = new Date()): Promise<HelpChangeResult> {
  return db.transaction().execute(async (trx) => {
    const question = await lockQuestion(trx, questionId);
    if (!question || question.outcome !== "unanswered") return { ok: false, reason: "not-found" };
    if (question.status !== "open") return { ok: false, reason: "not-open" };
    await trx.updateTable("help_questions").set({ status: "dismissed" }).where("id", "=", questionId).execute();
    await recordAudit(trx, actor, { action: "help_question.dismiss", targetType: "help_question", targetId: questionId, targetLabel: helpLanguageName(question.locale) }, now);
    return { ok: true, id: questionId, changed: true };
  });
}

const editableFields = { question: "question", answer: "answer", pagePath: "page", showOnPage: "shown on the page" } as const;

/** Changes an answer's words, page or place on its page; the help desk uses the new version at once. */
export async function editHelpAnswer(db: Kysely<Database>, actor: Actor, answerId: string, input: HelpAnswerInput, now = new Date()): Promise<HelpChangeResult> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("help_answers").selectAll().where("id", "=", answerId).executeTakeFirst();
    if (!row) return { ok: false, reason: "not-found" };
    const before = toAnswer(row);
    const changed = (Object.keys(editableFields) as (keyof typeof editableFields)[]).filter((field) => before[field] !== input[field]);
    if (!changed.length) return { ok: true, id: answerId, changed: false };
    await trx
      .updateTable("help_answers")
      .set({ question: input.question, answer: input.answer, page_path: input.pagePath, show_on_page: input.showOnPage ? 1 : 0, updated_at: await answerStamp(trx, now) })
      .where("id", "=", answerId)
      .execute();
    // The page it was shown on and the page it is shown on now are rendered again.
    const shownOn = [before.showOnPage ? before.pagePath : null, input.showOnPage ? input.pagePath : null].filter((path): path is string => path !== null);
    if (shownOn.length) await recordPublicChange(trx, new Set(shownOn.map(pageFaqsTag)), now);
    await recordAudit(
      trx,
      actor,
      {
        action: "help_answer.edit",
        targetType: "help_answer",
        targetId: answerId,
        targetLabel: `${helpLanguageName(row.locale)} · ${input.pagePath}`,
        detail: `Changed: ${changed.map((field) => editableFields[field]).join(", ")}`,
      },
      now,
    );
    return { ok: true, id: answerId, changed: true };
  });
}

/** Deletes an answer: the help desk stops using it, and the question it answered is open again. */
export async function deleteHelpAnswer(db: Kysely<Database>, actor: Actor, answerId: string, now = new Date()): Promise<HelpChangeResult> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("help_answers").select(["id", "locale", "page_path", "show_on_page"]).where("id", "=", answerId).executeTakeFirst();
    if (!row) return { ok: false, reason: "not-found" };
    await trx.deleteFrom("help_answers").where("id", "=", answerId).execute();
    if (Number(row.show_on_page) === 1) await recordPublicChange(trx, [pageFaqsTag(row.page_path)], now);
    const reopened = await trx.updateTable("help_questions").set({ status: "open", answer_id: null }).where("answer_id", "=", answerId).executeTakeFirst();
    const questions = Number(reopened.numUpdatedRows);
    await recordAudit(
      trx,
      actor,
      {
        action: "help_answer.delete",
        targetType: "help_answer",
        targetId: answerId,
        targetLabel: `${helpLanguageName(row.locale)} · ${row.page_path}`,
        detail: questions ? `${questions === 1 ? "Its question is" : `${questions} questions are`} open again` : null,
      },
      now,
    );
    return { ok: true, id: answerId, changed: true };
  });
}
