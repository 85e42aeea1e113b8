/**
 * The staff's answers shown among a product or industry page's FAQs ("Show on its page"), in
 * the page's language, oldest first (after the page's own questions). A page showing them is
 * kept in memory until one of them changes: its loader shares it under `pageFaqsTag(path)`
 * (app/server/public-pages/page-tags.ts).
 */
import type { Kysely } from "kysely";
import type { Faq } from "../../content/types.ts";
import type { Locale } from "../../lib/i18n/locale.ts";
import type { Database } from "../db/schema.ts";

export async function staffFaqsOf(db: Kysely<Database>, path: string, locale: Locale): Promise<Faq[]> {
  const rows = await db
    .selectFrom("help_answers")
    .select(["question", "answer"])
    .where("page_path", "=", path)
    .where("locale", "=", locale)
    .where("show_on_page", "=", 1)
    .orderBy("created_at")
    .execute();
  return rows.map((row) => ({ question: row.question, answer: row.answer }));
}
