/**
 * What staff type in an inbox's search box: the term is trimmed, its spaces
 * collapsed, cut to a sane length, and turned into LIKE patterns (lower-cased, with
 * LIKE's wildcards % and _ and the escape character escaped, so "50%" or "jane_doe"
 * match literally) for PostgreSQL's trigram index; SQLite's FTS5 index takes the
 * lower-cased term itself (lead-filters.ts). A term that looks like a phone number
 * also matches by its digits, whatever punctuation either side used.
 */
export const MAX_SEARCH_LENGTH = 100;

/** The escape character used with every pattern (`… like ? escape '\'`). */
export const LIKE_ESCAPE = "\\";

export interface SearchTerm {
  /** The term as shown back in the search box. */
  text: string;
  /** `%term%`, lower-case, wildcards escaped. */
  pattern: string;
  /** `%digits%` when the term looks like (part of) a phone number, else null. */
  digitsPattern: string | null;
}

export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (ch) => `${LIKE_ESCAPE}${ch}`);
}

export function parseSearchTerm(raw: string | null | undefined): SearchTerm | null {
  // Control characters mean nothing in a search, and a NUL ends an FTS5 query (and is refused by PostgreSQL).
  const text = (raw ?? "").replace(/\s+/g, " ").replace(/\p{Cc}/gu, "").trim().slice(0, MAX_SEARCH_LENGTH).trim();
  if (!text) return null;
  let digits = /^[\d\s().+-]+$/.test(text) ? text.replace(/\D/g, "") : "";
  // "+1 702 …" and "1-702-…": the country code is not part of a stored number.
  if (digits.length === 11 && digits.startsWith("1")) digits = digits.slice(1);
  return {
    text,
    pattern: `%${escapeLike(text.toLowerCase())}%`,
    digitsPattern: digits.length >= 3 ? `%${digits}%` : null,
  };
}
