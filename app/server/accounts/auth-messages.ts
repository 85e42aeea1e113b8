/**
 * What the visitor reads when better-auth refuses something: plain words, and a
 * next step, instead of its internal messages (the original site showed them raw:
 * docs/product.md#what-differs-from-the-original-site-and-why).
 */
import { isAPIError } from "better-auth/api";
import { translatorFor } from "../../lib/i18n/i18n.ts";
import type { Locale } from "../../lib/i18n/locale.ts";
import { ACCOUNT_DISABLED } from "./auth.ts";
import { passwordMessage, passwordProblemOfCode } from "./password-policy.ts";

export const AUTH_MESSAGES = {
  wrongCredentials: "The email address or password is incorrect. Please try again, or reset your password.",
  unconfirmed: "Please confirm your email address before signing in. Open the link in the email we sent you, or send a new link below.",
  disabled: "This account is disabled. Please call our office if you think this is a mistake.",
  linkInvalid: "This link has expired or has already been used.",
  unexpected: "Something went wrong on our side. Please try again in a moment.",
} as const;

/** One of AUTH_MESSAGES in a page's language (the English ones are the same words). */
export function authMessage(key: keyof typeof AUTH_MESSAGES, locale: Locale): string {
  return translatorFor(locale)(`accounts.errors.${key}`);
}

export type AuthFailure =
  | { kind: "wrong-credentials" | "unconfirmed" | "disabled" | "link-invalid" | "unexpected"; message: string }
  /** The new password breaks the password rule (shown next to the password field). */
  | { kind: "password"; message: string };

/** The better-auth error code of a thrown APIError, if it is one. */
export function authErrorCode(error: unknown): string | undefined {
  if (!isAPIError(error)) return undefined;
  const body = error.body as { code?: unknown } | undefined;
  return typeof body?.code === "string" ? body.code : undefined;
}

/** Maps an error thrown by `getAuth().api.*` to what the page shows, in its language; rethrows anything that is not an APIError. */
export function describeAuthError(error: unknown, locale: Locale = "en"): AuthFailure {
  if (!isAPIError(error)) throw error;
  const code = authErrorCode(error);
  // The password rule's refusals (PASSWORD_TOO_SHORT, PASSWORD_CONTAINS_EMAIL …), next to the password field.
  const passwordProblem = passwordProblemOfCode(code);
  if (passwordProblem) return { kind: "password", message: passwordMessage(passwordProblem, locale) };
  switch (code) {
    case "INVALID_EMAIL_OR_PASSWORD":
    case "INVALID_EMAIL":
      return { kind: "wrong-credentials", message: authMessage("wrongCredentials", locale) };
    case "EMAIL_NOT_VERIFIED":
      return { kind: "unconfirmed", message: authMessage("unconfirmed", locale) };
    case ACCOUNT_DISABLED:
      return { kind: "disabled", message: authMessage("disabled", locale) };
    case "INVALID_TOKEN":
    case "TOKEN_EXPIRED":
    case "USER_NOT_FOUND":
      return { kind: "link-invalid", message: authMessage("linkInvalid", locale) };
    default:
      return { kind: "unexpected", message: authMessage("unexpected", locale) };
  }
}
