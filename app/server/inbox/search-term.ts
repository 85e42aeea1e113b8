/**
 * What staff type in an inbox's search box, turned into LIKE patterns that behave
 * the same on SQLite and PostgreSQL: the term is trimmed, its spaces collapsed,
 * lower-cased (the columns are lower-cased in the query too), cut to a sane
 * length, and LIKE's wildcards (% and _) and the escape character are escaped,
 * so "50%" or "jane_doe" match literally. A term that looks like a phone number
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
  const text = (raw ?? "").replace(/\s+/g, " ").trim().slice(0, MAX_SEARCH_LENGTH).trim();
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
