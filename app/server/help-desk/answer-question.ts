/**
 * The help desk's answer to one question (docs/product.md#help-desk): the passage of the
 * site's pages that answers it best, the pages it comes from, and the next step. It never
 * gives a price and never says something is covered or a claim will be paid: questions
 * that ask for that get the rule's words first (the guards). When no page answers well,
 * the answer is the next steps only (a handoff), and the question is kept for the staff.
 */
import type { Agency } from "../../config/agency.ts";
import { isOpenAt } from "../../config/office-hours.ts";
import { translatorFor } from "../../lib/i18n/i18n.ts";
import type { Locale } from "../../lib/i18n/locale.ts";
import { localizedHref } from "../../lib/i18n/spanish-twins.ts";
import { type HelpHit, type HelpIndex, searchHelpIndex } from "./help-index.ts";
import { normalizeText, questionTermsOf, tokenize } from "./search-text.ts";

export type HelpGuard = "price" | "bound" | "claim";

const CLAIMS_PATH = "/submit-claim";

/** What a question asks for that the help desk must not give, or must send elsewhere first. */
const GUARD_PATTERNS: Record<Locale, Record<HelpGuard, RegExp>> = {
  en: {
    claim: /\b(accident|crash(ed)?|wreck(ed)?|totaled|hit (me|my)|rear[- ]?ended|stolen|(broke|broken) in(to)?|break[- ]?in|fire|flood(ed|ing)?|leak(ing)?|burst|hail damage|(fell|slipped)|got hurt)\b/,
    bound: /\b(am i|are we|is my|is it|will i be|would i be) (covered|insured)\b|\b(will|would|does|do) (my|the)( \w+)? (insurance|policy|insurer|carrier) (pay|cover)\b|\bcovered (if|when|for)\b|\b(bind|binding|bound)\b|\bstart (my|the) (policy|coverage) (now|today)\b|\bguarantee/,
    price: /\b(how much|cost|costs|price|prices|pricing|premium for|rate for|rates for|what would i pay|what will i pay|per month|a month|monthly payment|ballpark|estimate)\b|\$\s?\d/,
  },
  es: {
    claim: /\b(accidente|choca(do|ron|r)|choque|me pegaron|chocaron|robaron|robo de|se meti(o|eron)|incendio|se quemo|inundacion|se inundo|fuga|goteando|se (reviento|revento)|granizo|se cayo|se lastimo|herido)\b/,
    bound: /\b(estoy|estamos|esta|estaria) (cubiert[oa]s?|asegurad[oa]s?)\b|\b(me|nos|le) (cubre|cubriria|va a cubrir|pagaria|va a pagar)\b|\b(pagara|cubrira) (el|mi) (seguro|aseguradora)\b|\b(aseguranza|seguro|poliza|aseguradora) (me |nos |le )?(la |lo )?(paga|pagaria|cubre|cubriria)\b|\bgaranti/,
    price: /\b(cuanto (me |nos |le )?(cuesta|cuestan|costaria|sale|salen|saldria|cobran|cobra|cobrarian|cobraria|pagaria|voy a pagar|es)|precio|precios|costo|costos|al mes|mensual(idad)?)\b|\$\s?\d/,
  },
};

export function guardOf(question: string, locale: Locale): HelpGuard | null {
  const text = normalizeText(question);
  const patterns = GUARD_PATTERNS[locale];
  // "Will my insurance pay for hail damage?" asks whether it is covered; "someone hit my car" reports a loss.
  for (const guard of ["bound", "claim", "price"] as const) if (patterns[guard].test(text)) return guard;
  return null;
}

export interface HelpLink {
  label: string;
  href: string;
}

export interface HelpNextStep extends HelpLink {
  kind: "call" | "claims-line" | "quote" | "claim" | "callback";
}

export interface HelpAnswer {
  question: string;
  locale: Locale;
  guard: HelpGuard | null;
  /** The rule's words for a guarded question, shown before anything else. */
  guardText: string | null;
  /** The best passage: its heading and a few sentences of it; null for a handoff. */
  passage: { heading: string; text: string; page: HelpLink } | null;
  /** Up to three pages, best first (the passage's page first). */
  pages: HelpLink[];
  nextSteps: HelpNextStep[];
  officeOpen: boolean;
  /** "answered" when a page answers it; "unanswered" when only next steps are offered. */
  outcome: "answered" | "unanswered";
}

/** How much more a passage of each kind counts: an FAQ answers a question best. */
const KIND_WEIGHT: Record<HelpHit["kind"], number> = { staff: 1.5, faq: 1.3, office: 1.3, intro: 1.1, section: 1 };

/**
 * A page's score: its best passage, plus a little for each other passage that matched (a page
 * about the subject matches in several places; a page that mentions it once, in one).
 */
function rankPages(hits: HelpHit[]): { path: string; page: string; score: number; best: HelpHit }[] {
  const pages = new Map<string, { path: string; page: string; score: number; best: HelpHit; others: number }>();
  for (const hit of hits) {
    const score = hit.score * KIND_WEIGHT[hit.kind];
    const page = pages.get(hit.path);
    if (!page) pages.set(hit.path, { path: hit.path, page: hit.page, score, best: hit, others: 0 });
    else if (page.others < 4) {
      page.others += 1;
      page.score += score * 0.15;
    }
  }
  return [...pages.values()].sort((a, b) => b.score - a.score);
}

/** A passage cut to its first sentences, at most about `max` characters. */
export function excerpt(text: string, max = 420): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  // A sentence ends at a stop followed by a space ("$43.90" is not an end).
  const sentences = clean.split(/(?<=[.!?])\s+/);
  let out = "";
  for (const sentence of sentences) {
    if (out && out.length + sentence.length + 1 > max) break;
    out = out ? `${out} ${sentence}` : sentence;
  }
  return (out || `${clean.slice(0, max).replace(/\s+\S*$/, "")}…`).trim();
}

/**
 * Whether the best passage really answers: most of the question's meaningful words appear
 * in it (or its page's name). A question about something the site does not cover matches
 * only a word or two here and there.
 */
function isGoodAnswer(question: string, best: HelpHit | undefined, locale: Locale): boolean {
  if (!best) return false;
  const words = tokenize(question).flatMap((word) => {
    const terms = questionTermsOf(word, locale);
    return terms ? [terms] : [];
  });
  if (words.length === 0) return false;
  const matched = new Set(best.queryTerms);
  const share = words.filter((terms) => terms.some((term) => matched.has(term))).length / words.length;
  return share >= 0.5;
}

export function answerQuestion({ question, locale, index, agency, now }: { question: string; locale: Locale; index: HelpIndex; agency: Agency; now: Date }): HelpAnswer {
  const t = translatorFor(locale);
  const guard = guardOf(question, locale);
  const found = rankPages(searchHelpIndex(index, question));
  // A loss happening now is answered by the claims page first, whatever else matched.
  const claimsPage = guard === "claim" ? (found.find((page) => page.path === CLAIMS_PATH) ?? rankPages(searchHelpIndex(index, t("help.pages.claims"))).find((page) => page.path === CLAIMS_PATH)) : undefined;
  const ranked = claimsPage ? [claimsPage, ...found.filter((page) => page.path !== CLAIMS_PATH)] : found;
  const best = ranked[0]?.best;
  const answered = guard === "claim" ? ranked[0]?.path === CLAIMS_PATH : isGoodAnswer(question, best, locale);
  const link = (path: string, label: string): HelpLink => ({ label, href: localizedHref(path, locale) });
  const officeOpen = isOpenAt(now, agency.openingHours, agency.timeZone);

  const callback: HelpNextStep = { kind: "callback", label: t("help.requestCallback"), href: `${localizedHref("/help", locale)}?callback=1#callback` };
  // Open: a call now (a callback stays on offer, last). Closed: a callback.
  const call: HelpNextStep = officeOpen ? { kind: "call", label: t("help.callNow", { phone: agency.phone.display }), href: `tel:${agency.phone.dial}` } : callback;
  const later = officeOpen ? [callback] : [];
  const quote: HelpNextStep = { kind: "quote", label: t("help.getQuote"), href: localizedHref("/quote", locale) };
  const claimsLine: HelpNextStep = { kind: "claims-line", label: t("help.callClaims", { phone: agency.claimsPhone.display }), href: `tel:${agency.claimsPhone.dial}` };
  const fileClaim: HelpNextStep = { kind: "claim", label: t("help.fileClaim"), href: localizedHref("/submit-claim", locale) };
  const nextSteps = [
    ...(guard === "claim" ? [claimsLine, fileClaim, call] : guard === "price" ? [quote, call] : [call, quote]),
    ...later,
  ];

  return {
    question,
    locale,
    guard,
    guardText: guard ? t(guard === "price" ? "help.guardPrice" : guard === "bound" ? "help.guardBound" : "help.guardClaim") : null,
    passage: answered && best ? { heading: best.heading, text: excerpt(best.text), page: link(best.path, best.page) } : null,
    pages: answered ? ranked.slice(0, 3).map((page) => link(page.path, page.page)) : [],
    nextSteps,
    officeOpen,
    outcome: answered ? "answered" : "unanswered",
  };
}
