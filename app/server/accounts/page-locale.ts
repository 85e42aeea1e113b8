/**
 * The language of the account page a request came from, for better-auth's email callbacks.
 *
 * The account emails (confirm your address, reset your password, "you already have an
 * account") are sent from callbacks better-auth calls deep inside `auth.api.*`, which know
 * the account but not the page. Every such call is made by an account action
 * (account-actions.ts: /api/auth/* is closed to them, api-auth.ts), so the action runs it
 * inside `withPageLocale(locale, …)` and the callback reads `pageLocale()` (auth.ts). The
 * language is that of the page used this time, not one stored with the account: someone who
 * signed up in Spanish and asks for a reset on the English page gets the English email.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { Locale } from "../../lib/i18n/locale.ts";

const current = new AsyncLocalStorage<Locale>();

/** Runs `fn` with `locale` as the page's language for the account emails it causes. */
export function withPageLocale<T>(locale: Locale, fn: () => Promise<T>): Promise<T> {
  return current.run(locale, fn);
}

/** The language of the page being answered; English outside an account action (the command line, staff tools). */
export function pageLocale(): Locale {
  return current.getStore() ?? "en";
}
