/**
 * The password rule: at least 8 characters, at most 128, not one of the 10,000 most
 * common passwords (compared in lower case, so "Password1" counts as "password1"),
 * and none of the guesses NIST SP 800-63B asks a verifier to refuse: only spaces, one
 * character or a short run of characters repeated, the account's own email address,
 * or the name of the site. One function, used by the form schemas and by better-auth's
 * own hook, so no way into an account skips it; docs/accounts.md describes it.
 */
import type { Agency } from "../../config/agency.ts";
import { translatorFor } from "../../lib/i18n/i18n.ts";
import type { Locale } from "../../lib/i18n/locale.ts";
import { commonPasswordList } from "./common-passwords.ts";

export const MIN_PASSWORD_LENGTH = 8;
/** A bound on hashing work; long passphrases still fit. */
export const MAX_PASSWORD_LENGTH = 128;

export const PASSWORD_MESSAGES = {
  required: "Please enter a password.",
  tooShort: `Please use at least ${MIN_PASSWORD_LENGTH} characters.`,
  tooLong: `Please use at most ${MAX_PASSWORD_LENGTH} characters.`,
  onlySpaces: "Please use letters, numbers or symbols, not only spaces.",
  repeated: "This password repeats the same few characters, which makes it easy to guess. Please choose a different one, such as three or four unrelated words.",
  tooCommon: "This password is too common and easy to guess. Please choose a different one, such as three or four unrelated words.",
  containsEmail: "Please do not use your email address, or the part before the @, in your password: it is one of the first things someone would try.",
  containsSiteName: "Please do not use our agency's name in your password: it is one of the first things someone would try.",
} as const;

export type PasswordProblem = keyof typeof PASSWORD_MESSAGES;

/** A problem's message in a page's language (the English one is PASSWORD_MESSAGES's, word for word). */
export function passwordMessage(problem: PasswordProblem, locale: Locale): string {
  return translatorFor(locale)(`accounts.password.${problem}`, { min: MIN_PASSWORD_LENGTH, max: MAX_PASSWORD_LENGTH });
}

/** The error code better-auth answers with for each problem (read back by auth-messages.ts). */
export const PASSWORD_ERROR_CODES: Readonly<Record<PasswordProblem, string>> = {
  required: "PASSWORD_REQUIRED",
  tooShort: "PASSWORD_TOO_SHORT",
  tooLong: "PASSWORD_TOO_LONG",
  onlySpaces: "PASSWORD_ONLY_SPACES",
  repeated: "PASSWORD_REPEATED",
  tooCommon: "PASSWORD_TOO_COMMON",
  containsEmail: "PASSWORD_CONTAINS_EMAIL",
  containsSiteName: "PASSWORD_CONTAINS_SITE_NAME",
};

/** The problem an error code of PASSWORD_ERROR_CODES stands for. */
export function passwordProblemOfCode(code: string | undefined): PasswordProblem | undefined {
  return (Object.keys(PASSWORD_ERROR_CODES) as PasswordProblem[]).find((problem) => PASSWORD_ERROR_CODES[problem] === code);
}

/** What the rule knows about the account and the site beyond the password itself. */
export interface PasswordContext {
  /** The account's email address (refused inside the password, as is its part before the @). */
  email?: string | null;
  /** Names of this site, from `passwordContextWords` (refused inside the password). */
  siteWords?: readonly string[];
}

let commonPasswords: Set<string> | undefined;

/** The list as a set, built on first use (10,000 entries, common-passwords.ts). */
export function commonPasswordSet(): ReadonlySet<string> {
  commonPasswords ??= new Set(commonPasswordList());
  return commonPasswords;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswordSet().has(password.toLowerCase());
}

/**
 * True when the password is one run of fewer than MIN_PASSWORD_LENGTH characters
 * repeated, case aside: "aaaaaaaa", "abababab", "abcabcab", "PassPass". Guessing it
 * costs no more than guessing that run, which on its own would be refused as too
 * short, and cracking tools try repetitions early. (The common-password list leaves
 * such passwords out: zxcvbn, which it comes from, finds them by pattern instead.)
 * A longer run repeated, such as a 12-character passphrase typed twice, is allowed.
 */
export function isRepeatedRun(password: string): boolean {
  const chars = [...password.toLowerCase()];
  for (let run = 1; run < MIN_PASSWORD_LENGTH && run * 2 <= chars.length; run++) {
    if (chars.every((char, i) => i < run || char === chars[i - run])) return true;
  }
  return false;
}

/** Characters typed in place of a letter ("p@ssw0rd", "S1lver"), each mapped to the letter it stands for. */
const LOOKALIKES: Readonly<Record<string, string>> = {
  "0": "o",
  "1": "i",
  l: "i",
  "!": "i",
  "|": "i",
  "3": "e",
  "4": "a",
  "@": "a",
  "5": "s",
  $: "s",
  "7": "t",
};

/**
 * Text as compared with the context words: lower case, look-alike characters mapped
 * to their letter, and everything but letters and digits dropped, so "Silver Sage",
 * "silver-sage" and "S1lverSage!" all read "siiversage". Both sides go through it.
 */
export function comparableText(text: string): string {
  let result = "";
  for (const char of text.normalize("NFKC").toLowerCase()) {
    const mapped = LOOKALIKES[char] ?? char;
    if (/[\p{L}\p{N}]/u.test(mapped)) result += mapped;
  }
  return result;
}

/** Context words shorter than this are not looked for (too many honest passwords would contain them). */
const MIN_CONTEXT_WORD_LENGTH = 4;

/** Words that do not make an agency's name its own ("Insurance", "Agency", "LLC" …). */
const GENERIC_NAME_WORDS = new Set(["insurance", "insurers", "agency", "agencies", "group", "services", "company", "inc", "llc", "ltd", "co", "corp", "the", "and", "of"]);

/**
 * The words that name this site, as `PasswordContext.siteWords`: the agency's name and
 * short name, its distinctive part ("Silver Sage" of "Silver Sage Insurance Agency"),
 * and the first label of the public host name ("silversage" of www.silversage.com;
 * none for localhost or an IP address). Computed once per configuration.
 */
export function passwordContextWords(agency: Pick<Agency, "name" | "shortName">, publicUrl?: string): string[] {
  const words = [agency.name, agency.shortName];
  const distinctive = agency.name
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word && !GENERIC_NAME_WORDS.has(word.toLowerCase()))
    .join(" ");
  words.push(distinctive);
  if (publicUrl) {
    const host = URL.parse(publicUrl)?.hostname ?? "";
    const labels = host.split(".").filter((label) => label && label !== "www");
    const isAddress = /^[\d.]+$/.test(host) || host.startsWith("[");
    if (!isAddress && labels.length > 1 && !GENERIC_NAME_WORDS.has(labels[0]!)) words.push(labels[0]!);
  }
  const comparable = words.map(comparableText).filter((word) => word.length >= MIN_CONTEXT_WORD_LENGTH);
  return [...new Set(comparable)];
}

/** The parts of an email address looked for in a password: the whole address, and the part before the @ (and before a +tag). */
function emailWords(email: string): string[] {
  const address = email.trim();
  const local = address.split("@")[0] ?? "";
  const words = [address, local, local.split("+")[0] ?? ""].map(comparableText);
  return words.filter((word) => word.length >= MIN_CONTEXT_WORD_LENGTH);
}

/** What is wrong with a new password, or null when it is acceptable. */
export function passwordProblem(password: string, context: PasswordContext = {}): PasswordProblem | null {
  if (!password) return "required";
  if (!password.trim()) return "onlySpaces";
  // Count characters, not UTF-16 units, so an emoji counts once.
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH) return "tooShort";
  if (length > MAX_PASSWORD_LENGTH) return "tooLong";
  if (isRepeatedRun(password)) return "repeated";
  if (isCommonPassword(password)) return "tooCommon";
  const comparable = comparableText(password);
  if (context.email && emailWords(context.email).some((word) => comparable.includes(word))) return "containsEmail";
  if (context.siteWords?.some((word) => word.length >= MIN_CONTEXT_WORD_LENGTH && comparable.includes(word))) return "containsSiteName";
  return null;
}
