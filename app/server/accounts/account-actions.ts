/**
 * What the account forms do on the server, one function per form, so the route
 * modules stay thin: validate with the form's schema, apply the rate limits, call
 * better-auth, and turn its answer into what the page shows. Each returns either
 * the cookies to set (success) or a failure for the page, with what the visitor
 * typed (never the password); the route reads the form and answers (app/http/account-form.ts). Every message is in the language of the page that posted
 * (`locale`), and so are the emails better-auth sends meanwhile (page-locale.ts).
 */
import { isBot } from "../../lib/field-schemas.ts";
import { parseForm, type FieldErrors, type FormValues } from "../../lib/form-data.ts";
import { translatorFor } from "../../lib/i18n/i18n.ts";
import type { Locale } from "../../lib/i18n/locale.ts";
import type { AppServices } from "../services.ts";
import { errorFields, log } from "../log.ts";
import { accountFormsFor } from "./account-forms.ts";
import { describeAuthError, type AuthFailure } from "./auth-messages.ts";
import { hitAuthRateLimits, tooManyAttemptsMessage, withdrawSignInAttempt, type AuthLimitedAction } from "./auth-rate-limits.ts";
import { withPageLocale } from "./page-locale.ts";
import { toBoolean } from "./auth-values.ts";
import { asRole, type Role } from "./roles.ts";
import { noteFailedSignIn } from "../security/sign-in-failures.ts";

export interface AccountFormFailure {
  status: number;
  /** Messages next to fields (summarised at the top of the form). */
  errors: FieldErrors;
  /** A message for the whole form, shown in the message box. */
  formError?: string;
  /** What the visitor typed, passwords removed. */
  values: FormValues;
  /** Sign-in found the right password on an unconfirmed account: offer to resend the link. */
  unconfirmedEmail?: string;
  /** A reset link that was already used or has expired. */
  linkInvalid?: boolean;
  /** Too many attempts (429): seconds until the window ends. */
  retryAfterSeconds?: number;
}

/**
 * Where a correct password leaves the sign-in: "challenge" (the account has a second factor:
 * it is asked next, and no session exists yet), "done" (signed in; this browser was remembered),
 * or "none" (signed in; the account has no second factor).
 */
export type SignInSecondFactor = "challenge" | "done" | "none";

export type AccountFormResult<T = object> = ({ ok: true } & T) | ({ ok: false } & AccountFormFailure);

const PASSWORD_FIELDS = ["password", "confirmPassword"];

function withoutPasswords(values: FormValues): FormValues {
  return Object.fromEntries(Object.entries(values).filter(([key]) => !PASSWORD_FIELDS.includes(key)));
}

function failure(status: number, values: FormValues, extra: Partial<AccountFormFailure> = {}): { ok: false } & AccountFormFailure {
  return { ok: false, status, errors: {}, values: withoutPasswords(values), ...extra };
}

/** The answer to a form that could not be read (too large, malformed). */
export function unreadableForm(locale: Locale): AccountFormFailure {
  return { status: 400, errors: {}, values: {}, formError: translatorFor(locale)("accounts.errors.unreadable") };
}

async function limited(services: AppServices, action: AuthLimitedAction, ip: string, email: string, values: FormValues, locale: Locale) {
  const result = await hitAuthRateLimits(services.db, services.env, action, { ip, email });
  return result.allowed
    ? null
    : failure(429, values, { formError: tooManyAttemptsMessage(result.retryAfterSeconds, locale), retryAfterSeconds: result.retryAfterSeconds });
}

function cookiesOf(headers: Headers | null | undefined): string[] {
  return headers?.getSetCookie() ?? [];
}

/** The honeypot was filled: answer as usual, do nothing (docs/product.md#rules-shared-by-every-public-form). */
function fromBot(formData: FormData): boolean {
  return isBot({ "bot-field": String(formData.get("bot-field") ?? "") });
}

/** What better-auth's refusal means for the page; anything unexpected is logged, never swallowed. */
function explain(action: string, error: unknown, locale: Locale): AuthFailure {
  const problem = describeAuthError(error, locale);
  if (problem.kind === "unexpected") log.error("account action failed", { action, ...errorFields(error) });
  return problem;
}

/**
 * Signs in. The attempt is counted against the address and the account before the
 * password is checked (auth-rate-limits.ts) and taken back unless it failed on the
 * password. An unknown address costs the same Argon2id work as a known one (better-auth
 * hashes the typed password when it finds no account) and gets the same answer. A success
 * says the account's role: where it goes next depends on it (app/lib/sign-in-next.ts).
 */
export async function signIn(
  services: AppServices,
  formData: FormData,
  ip: string,
  requestHeaders: Headers,
  locale: Locale = "en",
): Promise<AccountFormResult<{ setCookies: string[]; role: Role; secondFactor: SignInSecondFactor }>> {
  const parsed = parseForm(accountFormsFor(locale).signInForm, formData);
  if (!parsed.ok) return failure(400, parsed.values, { errors: parsed.errors });
  const { email, password } = parsed.data;
  const { db, env } = services;
  const attempt = await hitAuthRateLimits(db, env, "sign-in", { ip, email });
  if (!attempt.allowed) {
    // A refused attempt is a failure too: a burst of them reaches the admins (sign-in-failures.ts).
    await noteFailedSignIn(db, { email, address: ip });
    return failure(429, parsed.values, { formError: tooManyAttemptsMessage(attempt.retryAfterSeconds, locale), retryAfterSeconds: attempt.retryAfterSeconds });
  }
  try {
    const { headers, response } = await withPageLocale(locale, () =>
      services.auth.api.signInEmail({ body: { email, password }, headers: requestHeaders, returnHeaders: true }),
    );
    await withdrawSignInAttempt(db, env, attempt, { email, signedIn: true });
    // Read after signing in: the sign-in itself may have made the account an admin (ADMIN_EMAILS).
    const account = await db.selectFrom("user").select(["role", "two_factor_enabled"]).where("email", "=", email.trim().toLowerCase()).executeTakeFirst();
    // The password was right; an account with a second factor now answers its challenge (second-factor.ts).
    const secondFactor: SignInSecondFactor =
      "twoFactorRedirect" in response && response.twoFactorRedirect ? "challenge" : toBoolean(account?.two_factor_enabled) ? "done" : "none";
    return { ok: true, setCookies: cookiesOf(headers), role: asRole(account?.role), secondFactor };
  } catch (error) {
    const problem = explain("sign-in", error, locale);
    // The right password on an account that cannot sign in yet (or any more) is no failed guess.
    if (problem.kind === "unconfirmed" || problem.kind === "disabled") await withdrawSignInAttempt(db, env, attempt, { email, signedIn: false });
    if (problem.kind === "unconfirmed") return failure(403, parsed.values, { formError: problem.message, unconfirmedEmail: email });
    if (problem.kind === "wrong-credentials") await noteFailedSignIn(db, { email, address: ip });
    const status = problem.kind === "wrong-credentials" ? 401 : problem.kind === "disabled" ? 403 : 500;
    return failure(status, parsed.values, { formError: problem.message });
  }
}

/**
 * Creates the account and queues the confirmation email in one transaction. The
 * answer is the same whether or not the address already has an account (that
 * owner gets an email instead), so the form reveals nothing about who is registered.
 */
export async function signUp(services: AppServices, formData: FormData, ip: string, locale: Locale = "en"): Promise<AccountFormResult<{ email: string }>> {
  const parsed = parseForm(accountFormsFor(locale).signUpForm, formData);
  if (!parsed.ok) return failure(400, parsed.values, { errors: parsed.errors });
  const { email, password } = parsed.data;
  if (fromBot(formData)) return { ok: true, email };
  const refused = await limited(services, "sign-up", ip, email, parsed.values, locale);
  if (refused) return refused;
  try {
    await withPageLocale(locale, () => services.auth.api.signUpEmail({ body: { email, password, name: "" } }));
  } catch (error) {
    const problem = explain("sign-up", error, locale);
    if (problem.kind === "password") return failure(400, parsed.values, { errors: { password: problem.message } });
    return failure(500, parsed.values, { formError: problem.message });
  }
  services.kickOutbox();
  return { ok: true, email };
}

/** Sends a new confirmation link when the address has an unconfirmed account; answers the same either way. */
export async function resendConfirmation(services: AppServices, formData: FormData, ip: string, locale: Locale = "en"): Promise<AccountFormResult<{ email: string }>> {
  const parsed = parseForm(accountFormsFor(locale).resendConfirmationForm, formData);
  if (!parsed.ok) return failure(400, parsed.values, { errors: parsed.errors });
  const { email } = parsed.data;
  if (fromBot(formData)) return { ok: true, email };
  const refused = await limited(services, "resend-confirmation", ip, email, parsed.values, locale);
  if (refused) return refused;
  try {
    await withPageLocale(locale, () => services.auth.api.sendVerificationEmail({ body: { email } }));
  } catch (error) {
    return failure(500, parsed.values, { formError: explain("resend-confirmation", error, locale).message });
  }
  services.kickOutbox();
  return { ok: true, email };
}

/** Emails a reset link when the address has an account; answers the same either way. */
export async function requestPasswordReset(services: AppServices, formData: FormData, ip: string, locale: Locale = "en"): Promise<AccountFormResult<{ email: string }>> {
  const parsed = parseForm(accountFormsFor(locale).forgotPasswordForm, formData);
  if (!parsed.ok) return failure(400, parsed.values, { errors: parsed.errors });
  const { email } = parsed.data;
  if (fromBot(formData)) return { ok: true, email };
  const refused = await limited(services, "request-reset", ip, email, parsed.values, locale);
  if (refused) return refused;
  try {
    await withPageLocale(locale, () => services.auth.api.requestPasswordReset({ body: { email } }));
  } catch (error) {
    return failure(500, parsed.values, { formError: explain("request-reset", error, locale).message });
  }
  services.kickOutbox();
  return { ok: true, email };
}

/** Sets the new password with a reset link's token; the token is consumed, and every session of the account ends. */
export async function resetPassword(services: AppServices, formData: FormData, locale: Locale = "en"): Promise<AccountFormResult> {
  const parsed = parseForm(accountFormsFor(locale).resetPasswordForm, formData);
  if (!parsed.ok) return failure(400, parsed.values, { errors: parsed.errors });
  const { token, password } = parsed.data;
  try {
    await withPageLocale(locale, () => services.auth.api.resetPassword({ body: { token, newPassword: password } }));
  } catch (error) {
    const problem = explain("reset-password", error, locale);
    if (problem.kind === "password") return failure(400, parsed.values, { errors: { password: problem.message } });
    if (problem.kind === "link-invalid") return failure(400, {}, { formError: problem.message, linkInvalid: true });
    return failure(500, parsed.values, { formError: problem.message });
  }
  return { ok: true };
}

/** Ends the session on the server; returns the cookies that remove it from the browser. */
export async function signOut(services: AppServices, requestHeaders: Headers): Promise<string[]> {
  const { headers } = await services.auth.api.signOut({ headers: requestHeaders, returnHeaders: true });
  return cookiesOf(headers);
}
