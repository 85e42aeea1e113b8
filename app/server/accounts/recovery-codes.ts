/**
 * Recovery codes: ten one-time codes an account gets with its authenticator app, shown once
 * and stored only as keyed hashes (HMAC-SHA-256 under the auth secret), so a copy of the
 * database alone neither reveals nor lets anyone test a code.
 *
 * better-auth's two-factor plugin keeps the list in two_factor.backup_codes and checks a typed
 * code by membership: `recoveryCodeStorage` is its `storeBackupCodes` option (it hashes what it
 * is given to store and reads the stored hashes as they are), and auth.ts hashes the typed code
 * before the plugin compares (a `before` hook on /two-factor/verify-backup-code). The plugin
 * then stores the list without the used code, so each code works once.
 */
import { createHmac, randomInt } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";

export const RECOVERY_CODE_COUNT = 10;
/** Letters and digits that cannot be mistaken for each other when copied by hand (no 0/o, 1/l/i). */
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const CODE_LENGTH = 10;
const HASH_PREFIX = "hmac1:";

/** Ten new codes, "xxxxx-xxxxx". */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** What a person may type for a code: any case, spaces or dashes anywhere. */
export function normalizeRecoveryCode(typed: string): string {
  return typed.toLowerCase().replace(/[\s-]+/g, "");
}

export function isHashedRecoveryCode(value: string): boolean {
  return value.startsWith(HASH_PREFIX);
}

/** The stored form of a code (its normalized text under the auth secret). */
export function hashRecoveryCode(secret: string, code: string): string {
  return HASH_PREFIX + createHmac("sha256", secret).update(normalizeRecoveryCode(code)).digest("base64url");
}

/** better-auth's `storeBackupCodes`: what it stores is a JSON list of hashes, never a code. */
export function recoveryCodeStorage(secret: string) {
  return {
    async encrypt(codesJson: string): Promise<string> {
      const codes = JSON.parse(codesJson) as string[];
      return JSON.stringify(codes.map((code) => (isHashedRecoveryCode(code) ? code : hashRecoveryCode(secret, code))));
    },
    async decrypt(stored: string): Promise<string> {
      return stored;
    },
  };
}

/** How many unused codes the account has left (0 without an authenticator app). */
export async function recoveryCodesLeft(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db.selectFrom("two_factor").select("backup_codes").where("user_id", "=", userId).executeTakeFirst();
  if (!row) return 0;
  try {
    const codes = JSON.parse(row.backup_codes) as unknown;
    return Array.isArray(codes) ? codes.length : 0;
  } catch {
    return 0;
  }
}

/**
 * Replaces the account's codes with ten new ones and returns them (to be shown once).
 * Null when the account has no authenticator app to attach them to.
 */
export async function replaceRecoveryCodes(db: Kysely<Database>, secret: string, userId: string): Promise<string[] | null> {
  const codes = newRecoveryCodes();
  const stored = JSON.stringify(codes.map((code) => hashRecoveryCode(secret, code)));
  const result = await db.updateTable("two_factor").set({ backup_codes: stored }).where("user_id", "=", userId).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0 ? codes : null;
}
