/**
 * The help desk's search index (MiniSearch): one per language, over the passages of
 * help-passages.ts. The content's part is built at build time (vite/help-desk-index.ts) and
 * loaded as it is; the office facts and the staff's answers are added to it when the server
 * runs. Index and questions go through the same word rules (search-text.ts).
 */
import MiniSearch, { type Options, type SearchResult } from "minisearch";
import type { Locale } from "../../lib/i18n/locale.ts";
import type { HelpPassage } from "./help-passages.ts";
import { indexTermOf, questionTermsOf, tokenize } from "./search-text.ts";

export type HelpIndex = MiniSearch<HelpPassage>;

export function helpIndexOptions(locale: Locale): Options<HelpPassage> {
  return {
    fields: ["heading", "text", "page"],
    storeFields: ["path", "page", "heading", "text", "kind"],
    tokenize: (text) => tokenize(text),
    processTerm: (term) => indexTermOf(term, locale),
    searchOptions: {
      boost: { heading: 2.5, page: 1.5 },
      // A typo in a longer word still finds it ("insurence", "comprehensiv").
      fuzzy: (term) => (term.length > 4 ? 0.25 : false),
      prefix: (term, i, terms) => i === terms.length - 1 && term.length > 3,
      processTerm: (term) => questionTermsOf(term, locale),
      combineWith: "OR",
    },
  };
}

/** A new index over these passages (the build step's, and the tests'). */
export function buildHelpIndex(locale: Locale, passages: HelpPassage[]): HelpIndex {
  const index = new MiniSearch<HelpPassage>(helpIndexOptions(locale));
  index.addAll(passages);
  return index;
}

/** The index the build step wrote, ready to search. */
export function loadHelpIndex(locale: Locale, json: string): HelpIndex {
  return MiniSearch.loadJSON<HelpPassage>(json, helpIndexOptions(locale));
}

export type HelpHit = SearchResult & Pick<HelpPassage, "path" | "page" | "heading" | "text" | "kind">;

export function searchHelpIndex(index: HelpIndex, question: string): HelpHit[] {
  return index.search(question) as HelpHit[];
}
