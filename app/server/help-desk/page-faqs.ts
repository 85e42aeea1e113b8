/**
 * The staff's answers shown among a product or industry page's FAQs ("Show on its page"), in
 * the page's language, oldest first (after the page's own questions). The page is kept in
 * memory until one of them changes (its tag, page-tags.ts).
 */
import type { RouterContextProvider } from "react-router";
import type { Faq } from "../../content/types.ts";
import type { Locale } from "../../lib/i18n/locale.ts";
import { servicesOf } from "../context.ts";
import { sharePublicPage } from "../public-pages/public-page.ts";
import { pageFaqsTag } from "../public-pages/page-tags.ts";

export async function staffFaqsOf(context: Readonly<RouterContextProvider>, path: string, locale: Locale): Promise<Faq[]> {
  sharePublicPage(context, { tags: [pageFaqsTag(path)] });
  const rows = await servicesOf(context)
    .db.selectFrom("help_answers")
    .select(["question", "answer"])
    .where("page_path", "=", path)
    .where("locale", "=", locale)
    .where("show_on_page", "=", 1)
    .orderBy("created_at")
    .execute();
  return rows.map((row) => ({ question: row.question, answer: row.answer }));
}
