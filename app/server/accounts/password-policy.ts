/**
 * The password rule (DECISIONS.md point 9): at least 8 characters, at most 128,
 * and not one of the 10,000 most common passwords (compared in lower case, so
 * "Password1" counts as "password1"). One function, used by the form schemas and
 * by better-auth's own hook, so no way into an account skips it.
 */
import { COMMON_PASSWORDS_TEXT } from "./common-passwords.ts";

export const MIN_PASSWORD_LENGTH = 8;
/** A bound on hashing work; long passphrases still fit. */
export const MAX_PASSWORD_LENGTH = 128;

export const PASSWORD_MESSAGES = {
  required: "Please enter a password.",
  tooShort: `Please use at least ${MIN_PASSWORD_LENGTH} characters.`,
  tooLong: `Please use at most ${MAX_PASSWORD_LENGTH} characters.`,
  tooCommon: "This password is too common and easy to guess. Please choose a different one, such as three or four unrelated words.",
} as const;

export type PasswordProblem = keyof typeof PASSWORD_MESSAGES;

let commonPasswords: Set<string> | undefined;

/** The list as a set, built on first use (about 10,000 entries). */
export function commonPasswordSet(): ReadonlySet<string> {
  commonPasswords ??= new Set(
    COMMON_PASSWORDS_TEXT.split("\n")
      .map((line) => line.trim())
      .filter(Boolean),
  );
  return commonPasswords;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswordSet().has(password.toLowerCase());
}

/** What is wrong with a new password, or null when it is acceptable. */
export function passwordProblem(password: string): PasswordProblem | null {
  if (!password) return "required";
  // Count characters, not UTF-16 units, so an emoji counts once.
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH) return "tooShort";
  if (length > MAX_PASSWORD_LENGTH) return "tooLong";
  if (isCommonPassword(password)) return "tooCommon";
  return null;
}
