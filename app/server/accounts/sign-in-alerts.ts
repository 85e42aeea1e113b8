/**
 * "A new sign-in to your account": called by better-auth's session.create.after hook (auth.ts)
 * for every new session, so it covers a password sign-in, a second-factor sign-in and a passkey
 * alike. Sessions made for other reasons (a password change replacing the session, turning a
 * second factor on) are not sign-ins and are skipped, and so is a password sign-in still waiting
 * for its second factor (that session is deleted at once; the verified one counts).
 *
 * The browser is recognised by its device cookie (known-devices.ts). From a new device, the
 * account holder gets an email through the outbox, in the language of the page they signed in on
 * (page-locale.ts, like the other account emails): the browser and device, the network
 * (network-place.ts: no city is looked up), when, and a link to the Security page to sign it out.
 * The log line names the account by id only.
 */
import type { Kysely, Transaction } from "kysely";
import { pathInLocale } from "../../lib/i18n/locale.ts";
import { formatDateTime } from "../../lib/format.ts";
import { deviceWords, placeWords } from "../../lib/security-words.ts";
import type { Database } from "../db/schema.ts";
import { log } from "../log.ts";
import { enqueueAccountEmail, type AccountEmailContext } from "./account-emails.ts";
import { toBoolean } from "./auth-values.ts";
import { describeUserAgent } from "./device-description.ts";
import { DEVICE_COOKIE_MAX_AGE_SECONDS, deviceCookieName, recogniseDevice, type DeviceVerdict } from "./known-devices.ts";
import { describeAddress } from "./network-place.ts";
import { isHttpsOrigin } from "../session-cookie.ts";

type Db = Kysely<Database> | Transaction<Database>;

/** better-auth's endpoints that end in a signed-in session. */
const SIGN_IN_PATH = /^\/(?:sign-in\/|two-factor\/verify-|passkey\/verify-authentication)/;
/** The password step of a sign-in, which a second factor may still have to complete. */
const FIRST_STEP_PATH = /^\/sign-in\//;

export function isSignInPath(path: string | undefined): boolean {
  return !!path && SIGN_IN_PATH.test(path);
}

/** The part of better-auth's endpoint context the hook uses (null when the session was made outside an endpoint). */
export interface SessionHookContext {
  path?: string;
  getCookie(name: string): string | null | undefined;
  setCookie(name: string, value: string, options: { maxAge: number; httpOnly: boolean; secure: boolean; sameSite: "lax"; path: string }): unknown;
}

export interface CreatedSession {
  userId: string;
  userAgent?: string | null;
  ipAddress?: string | null;
  createdAt?: Date | string;
}

/** The account has a second factor (migration 0030's column, read without naming it: absent before that migration). */
async function secondFactorPending(db: Db, userId: string): Promise<boolean> {
  const row = (await db.selectFrom("user").selectAll().where("id", "=", userId).executeTakeFirst()) as Record<string, unknown> | undefined;
  return toBoolean(row?.two_factor_enabled as boolean | number | null | undefined);
}

/**
 * Recognises the device of a new session, sets its device cookie, and queues the email when it is
 * new. Returns what was decided (null: not a sign-in, nothing done).
 */
export async function noteNewSession(
  db: Db,
  session: CreatedSession,
  context: SessionHookContext | null | undefined,
  emails: AccountEmailContext,
  now = new Date(),
): Promise<DeviceVerdict | null> {
  if (!context || !isSignInPath(context.path)) return null;
  if (FIRST_STEP_PATH.test(context.path!) && (await secondFactorPending(db, session.userId))) return null;
  const cookieName = deviceCookieName(emails.origin);
  const { verdict, token } = await recogniseDevice(db, session.userId, context.getCookie(cookieName), now);
  context.setCookie(cookieName, token, {
    maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
    httpOnly: true,
    secure: isHttpsOrigin(emails.origin),
    sameSite: "lax",
    path: "/",
  });
  if (verdict !== "new") return verdict;
  const account = await db.selectFrom("user").select("email").where("id", "=", session.userId).executeTakeFirst();
  if (!account) return verdict;
  await enqueueNewDeviceEmail(db, account.email, { userAgent: session.userAgent, ipAddress: session.ipAddress, at: now }, emails);
  log.info("sign-in from a new device", { userId: session.userId });
  return verdict;
}

export async function enqueueNewDeviceEmail(
  db: Db,
  to: string,
  signIn: { userAgent?: string | null; ipAddress?: string | null; at: Date },
  context: AccountEmailContext,
): Promise<void> {
  const { agency, origin } = context;
  await enqueueAccountEmail(db, "account.new-device", to, context, (t, locale) => ({
    subject: t("security.email.subject", { agency: agency.name }),
    heading: t("security.email.heading"),
    paragraphs: [
      t("security.email.intro"),
      t("security.email.device", { device: deviceWords(t, describeUserAgent(signIn.userAgent)) }),
      t("security.email.place", { place: placeWords(t, describeAddress(signIn.ipAddress)) }),
      t("security.email.when", { when: formatDateTime(signIn.at.toISOString(), undefined, locale) }),
      t("security.email.notYou"),
    ],
    action: { label: t("security.email.action"), url: `${origin}${pathInLocale("/dashboard/security", locale)}` },
  }));
}
