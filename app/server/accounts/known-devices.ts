/**
 * Known devices: the browsers an account has signed in from. At each sign-in the browser gets
 * (or keeps) a long-lived random cookie, `agency.device` (`__Host-agency.device` over https;
 * HttpOnly, SameSite=Lax, 400 days, the longest browsers keep a cookie). The account stores a
 * SHA-256 digest of it (known_devices, migration 0031); the cookie says nothing by itself and a
 * copy of the database cannot be turned back into one.
 *
 * A sign-in is from a **new** device when the browser brings no cookie the account knows:
 * sign-in-alerts.ts then emails the account holder. The very first device an account signs in
 * from is not announced (there is nothing to compare it with: a new account, or an account from
 * before this existed). A device unseen for 400 days is forgotten.
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/schema.ts";
import { COOKIE_PREFIX, HOST_PREFIX, isHttpsOrigin } from "../session-cookie.ts";

export const DEVICE_COOKIE = `${COOKIE_PREFIX}.device`;
/** How long the cookie lasts, and how long an unseen device is remembered. */
export const DEVICE_DAYS = 400;
export const DEVICE_COOKIE_MAX_AGE_SECONDS = DEVICE_DAYS * 24 * 3600;

type Db = Kysely<Database> | Transaction<Database>;

/** The device cookie's name for a site served at `publicUrl` (prefixed and Secure over https, like the session's). */
export function deviceCookieName(publicUrl: string): string {
  return isHttpsOrigin(publicUrl) ? `${HOST_PREFIX}${DEVICE_COOKIE}` : DEVICE_COOKIE;
}

export function newDeviceToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Only tokens we could have made are looked up (43 base64url characters). */
export function isDeviceToken(value: unknown): value is string {
  return typeof value === "string" && /^[A-Za-z0-9_-]{43}$/.test(value);
}

export function deviceDigest(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

/**
 * - "known": the browser's cookie is one this account signed in with before;
 * - "new": the account has signed in before, but not from this browser: email the holder;
 * - "first": the account's first known device: nothing to compare with, no email.
 */
export type DeviceVerdict = "known" | "new" | "first";

export function deviceVerdict(input: { knownHere: boolean; otherDevices: number }): DeviceVerdict {
  if (input.knownHere) return "known";
  return input.otherDevices > 0 ? "new" : "first";
}

export interface RecognisedDevice {
  verdict: DeviceVerdict;
  /** The cookie's value from now on: the browser's own when it had a valid one, else a new one. */
  token: string;
}

/** Records a sign-in by `userId` from the browser holding `cookie` (null: none) and says whether the device is new. */
export async function recogniseDevice(db: Db, userId: string, cookie: string | null | undefined, now = new Date()): Promise<RecognisedDevice> {
  const token = isDeviceToken(cookie) ? cookie : newDeviceToken();
  const digest = deviceDigest(token);
  const seen = now.toISOString();
  const forgetBefore = new Date(now.getTime() - DEVICE_DAYS * 24 * 3600 * 1000).toISOString();
  await db.deleteFrom("known_devices").where("user_id", "=", userId).where("last_seen_at", "<", forgetBefore).execute();
  const mine = await db.selectFrom("known_devices").select("id").where("user_id", "=", userId).where("device_hash", "=", digest).executeTakeFirst();
  if (mine) {
    await db.updateTable("known_devices").set({ last_seen_at: seen }).where("id", "=", mine.id).execute();
    return { verdict: "known", token };
  }
  const others = await db
    .selectFrom("known_devices")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  await db
    .insertInto("known_devices")
    .values({ id: randomUUID(), user_id: userId, device_hash: digest, created_at: seen, last_seen_at: seen })
    .onConflict((oc) => oc.columns(["user_id", "device_hash"]).doNothing())
    .execute();
  return { verdict: deviceVerdict({ knownHere: false, otherDevices: Number(others.n) }), token };
}
