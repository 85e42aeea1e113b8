/**
 * The help desk at work (docs/product.md#help-desk): a visitor's question is checked, rate
 * limited per address, answered from the language's index and logged (its words kept only
 * when no page answered it). The index is the build step's content index plus the office's
 * facts (configuration) and the staff's answers (database), rebuilt in memory when either
 * changes: every question reads the answers' count and latest change, one indexed query, so a
 * server sees an answer written on another one at its next question.
 */
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import prebuiltIndexes from "virtual:help-desk-index";
import { fullAddress, type Agency } from "../../config/agency.ts";
import { translatorFor } from "../../lib/i18n/i18n.ts";
import { pathWithoutLocale, type Locale } from "../../lib/i18n/locale.ts";
import { contentFor } from "../../content/localized.ts";
import { getFixedArticle } from "../blog/fixed-articles.ts";
import type { AppServices } from "../services.ts";
import type { Database } from "../db/schema.ts";
import { MAX_QUESTION_LENGTH } from "../../lib/help-desk.ts";
import { hitRateLimit } from "../security/rate-limit.ts";
import { answerQuestion, type HelpAnswer } from "./answer-question.ts";
import { loadHelpIndex, type HelpIndex } from "./help-index.ts";
import type { HelpPassage } from "./help-passages.ts";
import { officePassages } from "./office-passages.ts";

const RATE_WINDOW_SECONDS = 3600;

/** The name of a public page in a language, as a link to it reads ("Auto Insurance", "Contact us"). */
export function pageNameOf(path: string, locale: Locale): string {
  const t = translatorFor(locale);
  const { insuranceProducts, industryPages } = contentFor(locale);
  const slug = path.replace(/^\//, "");
  const named = insuranceProducts.find((p) => p.slug === slug) ?? industryPages.find((p) => p.slug === slug);
  if (named) return named.navLabel;
  if (path.startsWith("/blog/")) return getFixedArticle(path.slice("/blog/".length), locale)?.title ?? path;
  const fixed: Record<string, string> = {
    "/contact": t("help.pages.contact"),
    "/industries": t("help.pages.industries"),
    "/submit-claim": t("help.pages.claims"),
    "/just-insurance": t("help.pages.payPerMile"),
    "/coverage-review": t("help.pages.coverageReview"),
    "/careers": t("help.pages.careers"),
    "/privacy": t("privacy.title"),
    "/privacy-notice": t("notice.title"),
    "/accessibility": t("help.pages.accessibility"),
    "/quote": t("help.getQuote"),
  };
  return fixed[path] ?? path;
}

/** The staff's answers of a language as passages of their pages. */
async function staffPassages(db: Kysely<Database>, locale: Locale): Promise<HelpPassage[]> {
  const rows = await db.selectFrom("help_answers").select(["id", "question", "answer", "page_path"]).where("locale", "=", locale).execute();
  return rows.map((row) => ({ id: `staff:${row.id}`, path: row.page_path, page: pageNameOf(row.page_path, locale), heading: row.question, text: row.answer, kind: "staff" as const }));
}

/** What the staff's answers look like now: any change (added, edited, deleted) changes it. */
async function answersVersion(db: Kysely<Database>): Promise<string> {
  const row = await db
    .selectFrom("help_answers")
    .select((eb) => [eb.fn.countAll<number | string>().as("n"), eb.fn.max("updated_at").as("latest")])
    .executeTakeFirstOrThrow();
  return `${Number(row.n)}:${row.latest ?? ""}`;
}

const indexes = new Map<Locale, { version: string; index: HelpIndex }>();

/** The language's index with the office and the staff's answers, as they are now. */
export async function helpIndexFor(db: Kysely<Database>, agency: Agency, locale: Locale): Promise<HelpIndex> {
  const version = `${await answersVersion(db)}|${agency.phone.dial}|${agency.claimsPhone.dial}|${JSON.stringify(agency.openingHours)}|${fullAddress(agency)}`;
  const cached = indexes.get(locale);
  if (cached?.version === version) return cached.index;
  const index = loadHelpIndex(locale, prebuiltIndexes[locale]);
  index.addAll([...officePassages(agency, locale), ...(await staffPassages(db, locale))]);
  indexes.set(locale, { version, index });
  return index;
}

/** A question's words without what could identify someone: email addresses, links and numbers of four digits or more. */
export function withoutPersonalData(question: string): string {
  return question
    .replace(/[^\s,;]+@[^\s,;]+/g, "[…]")
    .replace(/https?:\/\/\S+/g, "[…]")
    .replace(/\+?\d[\d\s().-]{3,}\d/g, (digits) => (digits.replace(/\D/g, "").length >= 4 ? "[…]" : digits))
    .replace(/\s+/g, " ")
    .trim();
}

export type AskResult =
  | { ok: true; answer: HelpAnswer }
  | { ok: false; status: 400 | 429; message: string; retryAfterSeconds?: number };

/** Answers a visitor's question and logs it (docs/product.md#help-desk). */
export async function askHelpDesk(
  { db, env, agency }: Pick<AppServices, "db" | "env" | "agency">,
  { question, locale, clientIp, now = new Date() }: { question: string; locale: Locale; clientIp: string; now?: Date },
): Promise<AskResult> {
  const t = translatorFor(locale);
  const text = question.replace(/\s+/g, " ").trim();
  if (!text) return { ok: false, status: 400, message: t("help.emptyQuestion") };
  if (text.length > MAX_QUESTION_LENGTH) return { ok: false, status: 400, message: t("help.tooLong", { max: MAX_QUESTION_LENGTH }) };

  const limit = await hitRateLimit(db, { bucket: "help:questions", limit: env.HELP_DESK_QUESTIONS_PER_HOUR, windowSeconds: RATE_WINDOW_SECONDS }, clientIp);
  if (!limit.allowed) {
    const minutes = Math.max(1, Math.ceil(limit.retryAfterSeconds / 60));
    return {
      ok: false,
      status: 429,
      message: t("help.rateLimited", { minutes: t("forms.minutes", { count: minutes }), phone: agency.phone.display }),
      retryAfterSeconds: limit.retryAfterSeconds,
    };
  }

  const answer = answerQuestion({ question: text, locale, index: await helpIndexFor(db, agency, locale), agency, now });
  const unanswered = answer.outcome === "unanswered";
  await db
    .insertInto("help_questions")
    .values({
      id: randomUUID(),
      locale,
      outcome: answer.outcome,
      guard: answer.guard,
      top_path: answer.pages[0] ? pathWithoutLocale(answer.pages[0].href) : null,
      question: unanswered ? withoutPersonalData(text) : null,
      status: unanswered ? "open" : null,
      answer_id: null,
      created_at: now.toISOString(),
    })
    .execute();
  return { ok: true, answer };
}
