/**
 * Second factors (docs/product.md#second-factor), what the forms do on the server:
 * - the sign-in's second step: a code from the authenticator app or a recovery code, after the
 *   password (better-auth's two-factor plugin holds the pending challenge in a signed cookie);
 * - enrolling an authenticator app: the password, then the QR code and key, then the first
 *   code, then ten recovery codes shown once;
 * - a new set of recovery codes.
 * Each takes the form's fields and the request's headers (better-auth reads its cookies there)
 * and returns the cookies to set or a failure for the page, like account-actions.ts.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { renderSVG } from "uqr";
import { z } from "zod";
import { parseForm, type FormValues } from "../../lib/form-data.ts";
import { translatorFor } from "../../lib/i18n/i18n.ts";
import type { Locale } from "../../lib/i18n/locale.ts";
import { recordAudit } from "../audit/record-audit.ts";
import type { AppServices } from "../services.ts";
import { noteFailedSecondFactor } from "../security/sign-in-failures.ts";
import { errorFields, log } from "../log.ts";
import { cookieFromHeader } from "../session-cookie.ts";
import type { AccountFormFailure, AccountFormResult } from "./account-actions.ts";
import { authErrorCode } from "./auth-messages.ts";
import { hitAuthRateLimits, tooManyAttemptsMessage, withdrawSignInAttempt } from "./auth-rate-limits.ts";
import { toBoolean } from "./auth-values.ts";
import { secondFactorsOf } from "./passkeys.ts";
import { replaceRecoveryCodes } from "./recovery-codes.ts";
import { asRole, type Role } from "./roles.ts";
import { mayRememberDevice, loadRememberDevicePolicy } from "./remember-device.ts";

/** How the second step is answered: the authenticator app's code, or a recovery code. */
export type ChallengeMethod = "app" | "recovery";

function formsIn(locale: Locale) {
  const t = translatorFor(locale);
  const appCode = z
    .string({ error: t("secondFactor.errors.codeMissing") })
    .transform((value) => value.replace(/\s+/g, ""))
    .pipe(z.string().min(1, t("secondFactor.errors.codeMissing")).regex(/^\d{6}$/, t("secondFactor.errors.codeShape")));
  const recoveryCode = z
    .string({ error: t("secondFactor.errors.recoveryMissing") })
    .trim()
    .min(1, t("secondFactor.errors.recoveryMissing"))
    .max(64, t("secondFactor.errors.wrongRecovery"));
  const remember = z
    .string()
    .optional()
    .transform((value) => value === "on" || value === "1");
  return {
    appChallengeForm: z.object({ code: appCode, remember }),
    recoveryChallengeForm: z.object({ code: recoveryCode, remember }),
    enrolPasswordForm: z.object({ password: z.string({ error: t("accounts.errors.passwordMissing") }).min(1, t("accounts.errors.passwordMissing")).max(512) }),
    enrolCodeForm: z.object({ code: appCode }),
  };
}

const forms = { en: formsIn("en"), es: formsIn("es") };

function failure(status: number, values: FormValues, extra: Partial<AccountFormFailure> = {}): { ok: false } & AccountFormFailure {
  const kept = Object.fromEntries(Object.entries(values).filter(([key]) => key !== "password" && key !== "code"));
  return { ok: false, status, errors: {}, values: kept, ...extra };
}

// ---------------------------------------------------------------------------------------------
// The pending challenge

export interface PendingChallenge {
  userId: string;
  email: string;
  role: Role;
  /** The agency lets this role remember a device for 30 days. */
  mayRemember: boolean;
  /** Which factors can answer: a confirmed authenticator app (and its recovery codes), passkeys. */
  hasAuthenticator: boolean;
  hasPasskeys: boolean;
}

/** better-call's signed cookie: `value.signature`, the signature an HMAC-SHA-256 of the value (base64). */
function unsignCookie(raw: string, secret: string): string | null {
  const decoded = decodeURIComponent(raw);
  const dot = decoded.lastIndexOf(".");
  if (dot < 1) return null;
  const value = decoded.slice(0, dot);
  const given = Buffer.from(decoded.slice(dot + 1), "base64");
  const expected = createHmac("sha256", secret).update(value).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}

/**
 * Whose sign-in is waiting for a second factor in this browser, or null (no challenge, or it
 * expired). Read from better-auth's signed challenge cookie and its verification row.
 */
export async function findPendingChallenge(services: AppServices, cookieHeader: string | null): Promise<PendingChallenge | null> {
  const context = await services.auth.$context;
  const raw = cookieFromHeader(cookieHeader, context.createAuthCookie("two_factor").name);
  const identifier = raw ? unsignCookie(raw, context.secret) : null;
  if (!identifier) return null;
  const verification = await context.internalAdapter.findVerificationValue(identifier);
  if (!verification || new Date(verification.expiresAt).getTime() < Date.now()) return null;
  const user = await services.db.selectFrom("user").select(["id", "email", "role", "disabled"]).where("id", "=", verification.value).executeTakeFirst();
  if (!user || toBoolean(user.disabled)) return null;
  const role = asRole(user.role);
  const factors = await secondFactorsOf(services.db, user.id);
  return {
    userId: user.id,
    email: user.email,
    role,
    mayRemember: mayRememberDevice(await loadRememberDevicePolicy(services.db), role),
    hasAuthenticator: factors.authenticatorApp,
    hasPasskeys: factors.passkeys > 0,
  };
}

// ---------------------------------------------------------------------------------------------
// The sign-in's second step

export type ChallengeResult = AccountFormResult<{ setCookies: string[]; role: Role }> & { expired?: boolean };

/**
 * Checks the code of a pending sign-in. Wrong codes count against the address (our limits, as
 * for passwords) and the account (better-auth: ten in a row lock codes for 15 minutes; five per
 * challenge end it); each is audited.
 */
export async function answerSignInChallenge(
  services: AppServices,
  formData: FormData,
  requestHeaders: Headers,
  ip: string,
  method: ChallengeMethod,
  locale: Locale = "en",
): Promise<ChallengeResult> {
  const t = translatorFor(locale);
  const schema = method === "app" ? forms[locale].appChallengeForm : forms[locale].recoveryChallengeForm;
  const parsed = parseForm(schema, formData);
  if (!parsed.ok) return failure(400, parsed.values, { errors: parsed.errors });
  const pending = await findPendingChallenge(services, requestHeaders.get("cookie"));
  if (!pending) return { ...failure(401, parsed.values, { formError: t("secondFactor.challenge.expired") }), expired: true };

  const attempt = await hitAuthRateLimits(services.db, services.env, "second-factor", { ip, email: pending.email });
  if (!attempt.allowed) {
    return failure(429, parsed.values, { formError: tooManyAttemptsMessage(attempt.retryAfterSeconds, locale), retryAfterSeconds: attempt.retryAfterSeconds });
  }
  const trustDevice = parsed.data.remember && pending.mayRemember;
  try {
    const body = { code: parsed.data.code, trustDevice };
    const { headers } =
      method === "app"
        ? await services.auth.api.verifyTOTP({ body, headers: requestHeaders, returnHeaders: true })
        : await services.auth.api.verifyBackupCode({ body, headers: requestHeaders, returnHeaders: true });
    await withdrawSignInAttempt(services.db, services.env, attempt, { email: pending.email, signedIn: false });
    return { ok: true, setCookies: headers?.getSetCookie() ?? [], role: pending.role };
  } catch (error) {
    const code = authErrorCode(error);
    if (code === undefined) throw error;
    if (code === "INVALID_CODE" || code === "INVALID_BACKUP_CODE") {
      await recordAudit(services.db, { id: pending.userId, email: pending.email }, {
        action: "user.second_factor_refused",
        targetType: "user",
        targetId: pending.userId,
        targetLabel: pending.email,
        detail: method === "app" ? "authenticator code" : "recovery code",
      });
      await noteFailedSecondFactor(services.db, { id: pending.userId, email: pending.email });
      const message = method === "app" ? t("secondFactor.errors.wrongCode") : t("secondFactor.errors.wrongRecovery");
      return failure(401, parsed.values, { errors: { code: message } });
    }
    await withdrawSignInAttempt(services.db, services.env, attempt, { email: pending.email, signedIn: false });
    if (code === "ACCOUNT_TEMPORARILY_LOCKED") return failure(429, parsed.values, { formError: t("secondFactor.errors.locked"), retryAfterSeconds: 15 * 60 });
    if (code === "INVALID_TWO_FACTOR_COOKIE" || code === "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE") {
      return { ...failure(401, parsed.values, { formError: t("secondFactor.challenge.expired") }), expired: true };
    }
    log.error("second factor check failed", { code, ...errorFields(error) });
    return failure(500, parsed.values, { formError: t("accounts.errors.unexpected") });
  }
}

// ---------------------------------------------------------------------------------------------
// Enrolling an authenticator app

export interface AuthenticatorSetup {
  /** The otpauth:// address the QR code holds. */
  uri: string;
  /** The key to type by hand, in groups of four. */
  key: string;
  /** The QR code as an SVG element (no script, no external reference). */
  qrSvg: string;
}

function setupOf(uri: string): AuthenticatorSetup {
  const secret = new URL(uri).searchParams.get("secret") ?? "";
  return { uri, key: secret.replace(/(.{4})/g, "$1 ").trim(), qrSvg: renderSVG(uri, { border: 2 }) };
}

/** Step 1: the password again, then a new (unconfirmed) authenticator secret to scan. */
export async function startAuthenticatorSetup(
  services: AppServices,
  formData: FormData,
  requestHeaders: Headers,
  locale: Locale = "en",
): Promise<AccountFormResult<{ setup: AuthenticatorSetup }>> {
  const t = translatorFor(locale);
  const parsed = parseForm(forms[locale].enrolPasswordForm, formData);
  if (!parsed.ok) return failure(400, parsed.values, { errors: parsed.errors });
  try {
    const response = await services.auth.api.enableTwoFactor({ body: { password: parsed.data.password, method: "totp" }, headers: requestHeaders });
    if (!("totpURI" in response) || !response.totpURI) throw new Error("enableTwoFactor returned no TOTP URI");
    return { ok: true, setup: setupOf(response.totpURI) };
  } catch (error) {
    const code = authErrorCode(error);
    if (code === "INVALID_PASSWORD") return failure(400, {}, { errors: { password: t("secondFactor.errors.passwordWrong") } });
    if (code === "TOTP_ALREADY_ENABLED") return failure(409, {}, { formError: t("secondFactor.errors.alreadyEnrolled") });
    throw error;
  }
}

/** The otpauth:// address posted back by step 2's form, to show the same QR code after a wrong code. */
function postedSetup(formData: FormData): AuthenticatorSetup | undefined {
  const uri = formData.get("setupUri");
  if (typeof uri !== "string" || !uri.startsWith("otpauth://totp/") || uri.length > 512) return undefined;
  try {
    return setupOf(uri);
  } catch {
    return undefined;
  }
}

/**
 * Step 2: the first code from the app confirms it; the account then has a second factor, its
 * session is replaced (better-auth), and ten recovery codes are made to be shown once.
 */
export async function confirmAuthenticatorSetup(
  services: AppServices,
  formData: FormData,
  requestHeaders: Headers,
  account: { id: string; email: string },
  locale: Locale = "en",
): Promise<AccountFormResult<{ setCookies: string[]; recoveryCodes: string[] }> & { setup?: AuthenticatorSetup }> {
  const t = translatorFor(locale);
  if ((await secondFactorsOf(services.db, account.id)).authenticatorApp) return failure(409, {}, { formError: t("secondFactor.errors.alreadyEnrolled") });
  const setup = postedSetup(formData);
  const parsed = parseForm(forms[locale].enrolCodeForm, formData);
  if (!parsed.ok) return { ...failure(400, {}, { errors: parsed.errors }), setup };
  try {
    const { headers } = await services.auth.api.verifyTOTP({ body: { code: parsed.data.code }, headers: requestHeaders, returnHeaders: true });
    const secret = (await services.auth.$context).secret;
    const recoveryCodes = (await replaceRecoveryCodes(services.db, secret, account.id)) ?? [];
    await recordAudit(services.db, account, { action: "user.second_factor_added", targetType: "user", targetId: account.id, targetLabel: account.email, detail: "authenticator app" });
    return { ok: true, setCookies: headers?.getSetCookie() ?? [], recoveryCodes };
  } catch (error) {
    const code = authErrorCode(error);
    if (code === "INVALID_CODE") return { ...failure(400, {}, { errors: { code: t("secondFactor.errors.wrongCode") } }), setup };
    // No authenticator waiting for its first code (the setup was never started, or was replaced).
    if (code === "TOTP_NOT_ENABLED") return failure(409, {}, { formError: t("secondFactor.errors.setupMissing") });
    throw error;
  }
}

/**
 * Whether a code from the signed-in account's app is right now; a right code is noted on this
 * session as a confirmed second factor (auth.ts).
 */
async function sessionCodeMatches(services: AppServices, code: string, requestHeaders: Headers): Promise<boolean> {
  try {
    await services.auth.api.verifyTOTP({ body: { code }, headers: requestHeaders });
    return true;
  } catch (error) {
    if (authErrorCode(error) === "INVALID_CODE") return false;
    throw error;
  }
}

/** A new set of ten recovery codes (the old ones stop working), after a fresh code from the app. */
export async function renewRecoveryCodes(
  services: AppServices,
  formData: FormData,
  requestHeaders: Headers,
  account: { id: string; email: string },
  locale: Locale = "en",
): Promise<AccountFormResult<{ recoveryCodes: string[] }>> {
  const t = translatorFor(locale);
  const parsed = parseForm(forms[locale].enrolCodeForm, formData);
  if (!parsed.ok) return failure(400, parsed.values, { errors: parsed.errors });
  if (!(await sessionCodeMatches(services, parsed.data.code, requestHeaders))) return failure(400, {}, { errors: { code: t("secondFactor.errors.wrongCode") } });
  const secret = (await services.auth.$context).secret;
  const recoveryCodes = await replaceRecoveryCodes(services.db, secret, account.id);
  if (!recoveryCodes) return failure(409, {}, { formError: t("accounts.errors.unexpected") });
  await recordAudit(services.db, account, { action: "user.recovery_codes_renewed", targetType: "user", targetId: account.id, targetLabel: account.email });
  return { ok: true, recoveryCodes };
}

// ---------------------------------------------------------------------------------------------
// Step-up: the second factor again, before a sensitive action

/**
 * Confirms the signed-in account's authenticator code for this session (better-auth notes it on
 * the session: second-factor-sessions.ts). Wrong codes count against the address and the account.
 */
export async function confirmStepUp(
  services: AppServices,
  formData: FormData,
  requestHeaders: Headers,
  ip: string,
  account: { id: string; email: string },
  locale: Locale = "en",
): Promise<AccountFormResult> {
  const t = translatorFor(locale);
  const parsed = parseForm(forms[locale].enrolCodeForm, formData);
  if (!parsed.ok) return failure(400, parsed.values, { errors: parsed.errors });
  const attempt = await hitAuthRateLimits(services.db, services.env, "second-factor", { ip, email: account.email });
  if (!attempt.allowed) {
    return failure(429, parsed.values, { formError: tooManyAttemptsMessage(attempt.retryAfterSeconds, locale), retryAfterSeconds: attempt.retryAfterSeconds });
  }
  if (!(await sessionCodeMatches(services, parsed.data.code, requestHeaders))) {
    await recordAudit(services.db, account, { action: "user.second_factor_refused", targetType: "user", targetId: account.id, targetLabel: account.email, detail: "authenticator code (step-up)" });
    await noteFailedSecondFactor(services.db, account);
    return failure(401, parsed.values, { errors: { code: t("secondFactor.errors.wrongCode") } });
  }
  await withdrawSignInAttempt(services.db, services.env, attempt, { email: account.email, signedIn: false });
  await recordAudit(services.db, account, { action: "user.step_up", targetType: "user", targetId: account.id, targetLabel: account.email });
  return { ok: true };
}
