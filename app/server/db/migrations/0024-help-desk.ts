import type { Kysely } from "kysely";

/**
 * The help desk (docs/product.md#help-desk): every question asked (its language, whether it
 * was answered from the site's pages, the guard it met, the first page it linked), with the
 * question's words kept only when no page answered it, for the staff to answer; and the
 * staff's answers, which the help desk answers from as FAQ entries.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("help_questions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("locale", "text", (c) => c.notNull())
    /** "answered" (a page answered it) or "unanswered" (next steps only). */
    .addColumn("outcome", "text", (c) => c.notNull())
    /** "price", "bound", "claim" or null. */
    .addColumn("guard", "text")
    .addColumn("top_path", "text")
    /** Only for unanswered questions, with email addresses and numbers removed. */
    .addColumn("question", "text")
    /** For unanswered questions: "open", "answered" (an FAQ entry was written) or "dismissed". */
    .addColumn("status", "text")
    .addColumn("answer_id", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("help_questions_created").on("help_questions").columns(["created_at"]).execute();
  await db.schema.createIndex("help_questions_status").on("help_questions").columns(["status", "created_at"]).execute();

  await db.schema
    .createTable("help_answers")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("question", "text", (c) => c.notNull())
    .addColumn("answer", "text", (c) => c.notNull())
    /** The English path of the page it belongs to ("/auto-insurance"); the answer links there. */
    .addColumn("page_path", "text", (c) => c.notNull())
    /** Shown among the FAQs of its page (product and industry pages) as well. */
    .addColumn("show_on_page", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_by", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("help_answers_updated").on("help_answers").columns(["updated_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("help_answers").execute();
  await db.schema.dropTable("help_questions").execute();
}
