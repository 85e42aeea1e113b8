/**
 * better-auth, configured for this site: email and password accounts on our own
 * database (Kysely, SQLite or PostgreSQL), database sessions in an HttpOnly,
 * SameSite=Lax cookie named "agency.session_token" (Secure and "__Host-" prefixed
 * when PUBLIC_URL is https), confirmation and reset emails through our outbox.
 *
 * Passwords are hashed with Argon2id (password-hashing.ts); a password change or
 * reset ends every session of the account; admin sessions also end after
 * ADMIN_IDLE_MINUTES without a request (session-activity.ts, via `lastActiveAt`).
 * docs/decisions/006-password-hashing-and-sessions.md explains these choices.
 *
 * Pages never call better-auth from the browser: each form posts to its route's
 * action, which applies our rate limits and calls `auth.api.*` on the server (the instance in the request's services).
 * The rules that must hold whatever the entry point (password policy, disabled
 * accounts, admin role from ADMIN_EMAILS) live in the hooks below.
 *
 * Second factors (docs/product.md#second-factor): better-auth's two-factor plugin (an
 * authenticator app, RFC 6238 codes, and recovery codes stored as keyed hashes) and the passkey
 * plugin (WebAuthn, user verification required). `user.twoFactorEnabled` means "has a second
 * factor": a password sign-in then ends in a challenge instead of a session (second-factor.ts).
 */
import { passkey } from "@better-auth/passkey";
import { betterAuth } from "better-auth";
import { twoFactor } from "better-auth/plugins/two-factor";
import { APIError, createAuthMiddleware, createEmailVerificationToken, getSessionFromCtx, isAPIError } from "better-auth/api";
import type { Kysely } from "kysely";
import type { Agency } from "../../config/agency.ts";
import type { DatabaseEngine } from "../db/connection.ts";
import type { Database } from "../db/schema.ts";
import { errorFields, log } from "../log.ts";
import { authCookieOptions, COOKIE_PREFIX } from "../session-cookie.ts";
import {
  CONFIRMATION_LINK_SECONDS,
  RESET_LINK_SECONDS,
  enqueueConfirmationEmail,
  enqueueExistingAccountEmail,
  enqueueResetPasswordEmail,
  type AccountEmailContext,
} from "./account-emails.ts";
import { forgetAccountSignInFailures } from "./auth-rate-limits.ts";
import { pageLocale } from "./page-locale.ts";
import { requestAddress } from "./request-address.ts";
import { noteNewSession } from "./sign-in-alerts.ts";
import { toBoolean } from "./auth-values.ts";
import { assertArgon2Available, hashPassword, upgradePasswordHash, verifyPassword } from "./password-hashing.ts";
import { endPasswordLinks } from "./password-links.ts";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, PASSWORD_ERROR_CODES, PASSWORD_MESSAGES, passwordContextWords, passwordProblem } from "./password-policy.ts";
import { mayAddPasskey, recordPasskeyAdded } from "./passkeys.ts";
import { hashRecoveryCode, newRecoveryCodes, recoveryCodeStorage, RECOVERY_CODE_COUNT } from "./recovery-codes.ts";
import { applyConfiguredAdminRole } from "./roles.ts";
import { markSecondFactorConfirmed, SECOND_FACTOR_PATHS } from "./second-factor-sessions.ts";
import { currentDb, trackTransactions } from "./transaction-tracking.ts";

/** A session lasts 7 days from the last time it was refreshed... */
export const SESSION_EXPIRES_IN_SECONDS = 7 * 24 * 3600;
/** ...and is refreshed (sliding expiry: database row and cookie) when it is used a day or more after its last refresh. */
export const SESSION_UPDATE_AGE_SECONDS = 24 * 3600;

/** Error codes our hooks add to better-auth's (read by auth-messages.ts); the password rule's are PASSWORD_ERROR_CODES. */
export const ACCOUNT_DISABLED = "ACCOUNT_DISABLED";
export const PASSKEY_WITHOUT_USER_VERIFICATION = "PASSKEY_WITHOUT_USER_VERIFICATION";
export const PASSKEY_NEEDS_FRESH_PROOF = "PASSKEY_NEEDS_FRESH_PROOF";

/** "Remember this device" lasts this long (when the agency allows it: remember-device.ts). */
export const TRUSTED_DEVICE_SECONDS = 30 * 24 * 3600;
/** A sign-in's pending second-factor challenge lasts this long. */
export const SECOND_FACTOR_CHALLENGE_SECONDS = 10 * 60;

export interface AuthSettings {
  db: Kysely<Database>;
  engine: DatabaseEngine;
  /** The site's public origin; links in emails and the cookie's Secure flag follow it. */
  publicUrl: string;
  secret: string;
  adminEmails: readonly string[];
  agency: Agency;
}

/** Which field of which endpoint carries a new password. */
const NEW_PASSWORD_FIELDS: Record<string, string> = {
  "/sign-up/email": "password",
  "/reset-password": "newPassword",
  "/change-password": "newPassword",
  "/set-password": "newPassword",
};

const timestamps = { createdAt: "created_at", updatedAt: "updated_at" } as const;

export function createAuth(settings: AuthSettings) {
  assertArgon2Available();
  const db = trackTransactions(settings.db);
  const origin = settings.publicUrl.replace(/\/$/, "");
  /** The account emails' context: in the language of the page that caused them (page-locale.ts). */
  const emailContext = (): AccountEmailContext => ({ agency: settings.agency, origin, locale: pageLocale() });
  /** The site's names, refused inside a password (password-policy.ts). */
  const siteWords = passwordContextWords(settings.agency, origin);

  return betterAuth({
    appName: settings.agency.name,
    baseURL: origin,
    basePath: "/api/auth",
    secret: settings.secret,
    database: { db, type: settings.engine, transaction: true },
    telemetry: { enabled: false },
    // Our own limits (auth-rate-limits.ts) are counted in the database by the form actions.
    rateLimit: { enabled: false },
    logger: {
      level: "warn",
      // Only the message: better-auth's extra arguments can carry email addresses.
      log(level, message, ...args) {
        const error = args.find((arg) => arg instanceof Error);
        const fields = error ? errorFields(error) : {};
        if (level === "error") log.error(`auth: ${message}`, fields);
        else log.warn(`auth: ${message}`, fields);
      },
    },
    // An error answered by better-auth's HTTP handler (/api/auth/*) would be printed by its
    // default console logger, bypassing `logger` above (e.g. a 415 for a form posted to a
    // JSON endpoint, found by tests/e2e/fuzz.test.ts). A 4xx is the client's mistake and
    // goes unlogged; anything else is ours and goes to the JSON log.
    onAPIError: {
      onError(error) {
        // Duck-typed: better-call's APIError class may come from another copy of the module than better-auth/api's.
        const status = (error as { statusCode?: unknown } | null)?.statusCode;
        if (typeof status === "number" && status < 500) return;
        log.error("auth: request failed", errorFields(error));
      },
    },

    user: {
      fields: { emailVerified: "email_verified", ...timestamps },
      additionalFields: {
        // input: false → never accepted from a sign-up or profile form.
        role: { type: "string", required: false, defaultValue: "customer", input: false },
        disabled: { type: "boolean", required: false, defaultValue: false, input: false },
      },
    },
    session: {
      fields: { expiresAt: "expires_at", ipAddress: "ip_address", userAgent: "user_agent", userId: "user_id", ...timestamps },
      expiresIn: SESSION_EXPIRES_IN_SECONDS,
      updateAge: SESSION_UPDATE_AGE_SECONDS,
      // Every request reads the session row, so signing out, a revoked role or a disabled account take effect at once.
      cookieCache: { enabled: false },
      additionalFields: {
        // When the session was last used, recorded at most once a minute (session-activity.ts, migration 0007).
        lastActiveAt: { type: "date", fieldName: "last_active_at", required: false, input: false, defaultValue: () => new Date() },
        // When this session last confirmed a second factor (second-factor-sessions.ts, migration 0030).
        secondFactorAt: { type: "date", fieldName: "second_factor_at", required: false, input: false },
      },
    },
    account: {
      fields: {
        accountId: "account_id",
        providerId: "provider_id",
        userId: "user_id",
        accessToken: "access_token",
        refreshToken: "refresh_token",
        idToken: "id_token",
        accessTokenExpiresAt: "access_token_expires_at",
        refreshTokenExpiresAt: "refresh_token_expires_at",
        ...timestamps,
      },
    },
    verification: {
      fields: { expiresAt: "expires_at", ...timestamps },
      // Reset tokens are stored as SHA-256 hashes: a copy of the database cannot reset anyone's password.
      storeIdentifier: "hashed",
    },

    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      // Ours counts characters (at most 128); better-auth counts UTF-16 units, so leave it room.
      maxPasswordLength: MAX_PASSWORD_LENGTH * 4,
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      revokeSessionsOnPasswordReset: true,
      // Argon2id (OWASP parameters) instead of better-auth's scrypt; older scrypt hashes still verify.
      password: { hash: hashPassword, verify: verifyPassword },
      async sendResetPassword({ user, token }) {
        if (toBoolean((user as { disabled?: boolean }).disabled)) return;
        await enqueueResetPasswordEmail(currentDb(db), user.email, token, emailContext());
      },
      async onPasswordReset({ user }) {
        // The reset link reached this mailbox: that confirms the address too.
        const trx = currentDb(db);
        await trx.updateTable("user").set({ email_verified: true, updated_at: new Date() }).where("id", "=", user.id).execute();
        await applyConfiguredAdminRole(trx, user.id, settings.adminEmails);
        // Failed sign-ins no longer lock the owner out once they have set a new password.
        await forgetAccountSignInFailures(trx, user.email);
        // The account's other reset links (and an unused link from `npm run admin -- create`) end with this one.
        await endPasswordLinks(trx, user.id);
      },
      // Sign-up answers the same for a registered address; the owner gets an email saying so.
      async onExistingUserSignUp({ user }) {
        const trx = currentDb(db);
        if (user.emailVerified) {
          await enqueueExistingAccountEmail(trx, user.email, emailContext());
        } else {
          const token = await createEmailVerificationToken(settings.secret, user.email, undefined, CONFIRMATION_LINK_SECONDS);
          await enqueueConfirmationEmail(trx, user.email, token, emailContext());
        }
      },
    },
    emailVerification: {
      // Sign-up's email is queued by the user.create hook below, where a failure undoes the sign-up.
      sendOnSignUp: false,
      sendOnSignIn: false,
      // Confirming does not sign in: whoever opens the link (or a mail scanner) gets no session.
      autoSignInAfterVerification: false,
      expiresIn: CONFIRMATION_LINK_SECONDS,
      /** "Send a new confirmation link" (resend). */
      async sendVerificationEmail({ user, token }) {
        await enqueueConfirmationEmail(currentDb(db), user.email, token, emailContext());
      },
      async afterEmailVerification(user) {
        await applyConfiguredAdminRole(currentDb(db), user.id, settings.adminEmails);
      },
    },

    databaseHooks: {
      user: {
        create: {
          /**
           * Sign-up: queue the confirmation email inside sign-up's transaction, so the
           * account and its email are stored together or not at all. (better-auth's own
           * sendOnSignUp path logs and swallows a failure, which would leave an account
           * nobody was told about.) Accounts created elsewhere (the admin CLI) get none.
           */
          async before(user, context) {
            if (context?.path !== "/sign-up/email") return;
            const token = await createEmailVerificationToken(settings.secret, user.email, undefined, CONFIRMATION_LINK_SECONDS);
            await enqueueConfirmationEmail(currentDb(db), user.email, token, emailContext());
          },
        },
      },
      session: {
        create: {
          async before(session) {
            const trx = currentDb(db);
            const user = await trx.selectFrom("user").select(["disabled"]).where("id", "=", session.userId).executeTakeFirst();
            if (!user) return false;
            if (toBoolean(user.disabled)) {
              throw new APIError("FORBIDDEN", { code: ACCOUNT_DISABLED, message: "This account is disabled." });
            }
            await applyConfiguredAdminRole(trx, session.userId, settings.adminEmails);
            // The client address the server worked out under TRUST_PROXY (request-address.ts), for the Security page.
            const ipAddress = requestAddress();
            if (ipAddress) return { data: { ...session, ipAddress } };
          },
          /** The back office's users list shows when each account last signed in. */
          async after(session, context) {
            await currentDb(db)
              .updateTable("user")
              .set({ last_sign_in_at: new Date().toISOString() })
              .where("id", "=", session.userId)
              .execute();
            // A sign-in from a browser the account has not used before emails its holder (sign-in-alerts.ts).
            await noteNewSession(currentDb(db), session, context, emailContext());
          },
        },
      },
    },

    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // A passkey is a lasting way in: adding one needs a fresh proof, not only a session cookie (passkeys.ts).
        if (ctx.path === "/passkey/generate-register-options") {
          const current = await getSessionFromCtx(ctx);
          if (current && !mayAddPasskey(current)) {
            throw new APIError("FORBIDDEN", { code: PASSKEY_NEEDS_FRESH_PROOF, message: "Confirm your second factor, or sign in again, to add a passkey." });
          }
          return;
        }
        // Recovery codes are stored hashed (recovery-codes.ts): the plugin compares hashes.
        if (ctx.path === "/two-factor/verify-backup-code") {
          const body = ctx.body as Record<string, unknown> | undefined;
          const code = typeof body?.code === "string" ? body.code : "";
          return { context: { body: { ...body, code: hashRecoveryCode(settings.secret, code) } } };
        }
        // The password rule holds for every endpoint that sets a password, however it is called.
        const field = NEW_PASSWORD_FIELDS[ctx.path];
        if (!field) return;
        const body = ctx.body as Record<string, unknown> | undefined;
        const value = body?.[field];
        // Whose password it is: the address signing up, the reset link's account, or the signed-in account.
        let email: string | undefined;
        if (ctx.path === "/sign-up/email") {
          email = typeof body?.email === "string" ? body.email : undefined;
        } else if (ctx.path === "/reset-password") {
          const token = body?.token ?? (ctx.query as { token?: unknown } | undefined)?.token;
          const link = typeof token === "string" && token ? await ctx.context.internalAdapter.findVerificationValue(`reset-password:${token}`) : null;
          email = link ? (await ctx.context.internalAdapter.findUserById(link.value))?.email : undefined;
        } else {
          email = (await getSessionFromCtx(ctx))?.user.email;
        }
        const problem = passwordProblem(typeof value === "string" ? value : "", { email, siteWords });
        if (problem) throw new APIError("BAD_REQUEST", { code: PASSWORD_ERROR_CODES[problem], message: PASSWORD_MESSAGES[problem] });
        // A password change ends every session of the account, whatever the caller asked:
        // better-auth then deletes them all and gives the person changing it a new one.
        // (A reset does the same through revokeSessionsOnPasswordReset.)
        if (ctx.path === "/change-password") return { context: { body: { ...body, revokeOtherSessions: true } } };
      }),
      after: createAuthMiddleware(async (ctx) => {
        // A new passkey is a second factor: the account is marked as having one (passkeys.ts).
        if (ctx.path === "/passkey/verify-registration" && !isAPIError(ctx.context.returned)) {
          const userId = ctx.context.session?.user.id;
          if (userId) await recordPasskeyAdded(settings.db, userId);
          return;
        }
        // A second factor confirmed (at sign-in, enrolment or a step-up) is noted on the session it confirmed.
        if (SECOND_FACTOR_PATHS.has(ctx.path) && !isAPIError(ctx.context.returned)) {
          const sessionId = ctx.context.newSession?.session.id ?? ctx.context.session?.session.id;
          if (sessionId) await markSecondFactorConfirmed(currentDb(db), sessionId);
          return;
        }
        // A password changed or set while signed in ends every outstanding reset link of the
        // account, as a reset does (onPasswordReset above).
        if ((ctx.path === "/change-password" || ctx.path === "/set-password") && !isAPIError(ctx.context.returned)) {
          const userId = ctx.context.session?.user.id;
          if (userId) await endPasswordLinks(currentDb(db), userId);
          return;
        }
        // A successful sign-in replaces a hash made before Argon2id (or with weaker parameters).
        if (ctx.path !== "/sign-in/email") return;
        const userId = ctx.context.newSession?.user.id;
        const password = (ctx.body as { password?: unknown } | undefined)?.password;
        if (!userId || typeof password !== "string") return;
        try {
          if (await upgradePasswordHash(settings.db, userId, password)) log.info("password hash upgraded to argon2id", { userId });
        } catch (error) {
          // The sign-in stands; the upgrade is tried again at the next one.
          log.error("password hash upgrade failed", { userId, ...errorFields(error) });
        }
      }),
    },

    plugins: [
      twoFactor({
        issuer: settings.agency.name,
        // The first code from the app confirms the enrolment (second-factor.ts).
        skipVerificationOnEnable: false,
        trustDeviceMaxAge: TRUSTED_DEVICE_SECONDS,
        twoFactorCookieMaxAge: SECOND_FACTOR_CHALLENGE_SECONDS,
        // After 10 wrong codes in a row the account's codes are refused for 15 minutes.
        accountLockout: { enabled: true, maxFailedAttempts: 10, durationSeconds: 15 * 60 },
        backupCodeOptions: {
          amount: RECOVERY_CODE_COUNT,
          customBackupCodesGenerate: () => newRecoveryCodes(),
          storeBackupCodes: recoveryCodeStorage(settings.secret),
        },
        schema: {
          user: { fields: { twoFactorEnabled: "two_factor_enabled" } },
          twoFactor: {
            modelName: "two_factor",
            fields: {
              backupCodes: "backup_codes",
              userId: "user_id",
              failedVerificationCount: "failed_verification_count",
              lockedUntil: "locked_until",
            },
          },
        },
      }),
      passkey({
        rpID: new URL(origin).hostname,
        rpName: settings.agency.name,
        origin,
        authenticatorSelection: { residentKey: "preferred", userVerification: "required" },
        authentication: {
          // A passkey is a whole sign-in only when the authenticator checked who holds it.
          async afterVerification({ verification }) {
            if (!verification.authenticationInfo.userVerified) {
              throw new APIError("UNAUTHORIZED", { code: PASSKEY_WITHOUT_USER_VERIFICATION, message: "This passkey did not verify its user." });
            }
          },
        },
        schema: {
          passkey: {
            fields: {
              publicKey: "public_key",
              userId: "user_id",
              credentialID: "credential_id",
              deviceType: "device_type",
              backedUp: "backed_up",
              createdAt: "created_at",
            },
          },
        },
      }),
    ],

    advanced: {
      cookiePrefix: COOKIE_PREFIX,
      // Over https every cookie is "__Host-agency.*" and Secure (session-cookie.ts); better-auth's
      // own secure mode would add "__Secure-" instead, so it stays off.
      useSecureCookies: false,
      cookies: authCookieOptions(origin),
      // better-auth would take the address from X-Forwarded-For, which a client can write; the
      // session.create hook stores the one server/client-address.ts found instead (request-address.ts).
      ipAddress: { disableIpTracking: true },
      // Every signed-in request reads its session and account: one statement with a join instead
      // of two (on PostgreSQL each statement is a round trip).
      database: { joins: true },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
