/**
 * Password hashes: Argon2id at OWASP's recommended parameters (19 MiB of memory,
 * 2 passes, 1 lane), stored as a standard PHC string:
 *
 *   $argon2id$v=19$m=19456,t=2,p=1$<salt, base64>$<hash, base64>
 *
 * better-auth calls `hashPassword` and `verifyPassword` (auth.ts, option
 * `emailAndPassword.password`). Hashes made before this change are better-auth's
 * scrypt format (`<salt hex>:<key hex>`): they keep verifying, and sign-in replaces
 * them with an Argon2id hash (`upgradePasswordHash`, called by auth.ts after a
 * successful sign-in). `needsRehash` also says yes to an Argon2id hash made with
 * weaker parameters than today's, so raising them later upgrades accounts the same way.
 *
 * The work runs in Node's own Argon2 (node:crypto, Node 24.7 or later) on the libuv
 * thread pool: no dependency, no native build, and the event loop keeps serving
 * other requests while a hash is computed.
 */
import { argon2, randomBytes, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import { verifyPassword as verifyScrypt } from "better-auth/crypto";
import type { Database } from "../db/schema.ts";

/** OWASP Password Storage Cheat Sheet, first Argon2id option (m=19 MiB, t=2, p=1). */
export const ARGON2ID_PARAMETERS = {
  /** Memory in KiB (19 MiB). */
  memory: 19_456,
  passes: 2,
  parallelism: 1,
  /** Bytes of hash and of salt. */
  tagLength: 32,
  saltLength: 16,
} as const;

const ARGON2_VERSION = 19;

/** Limits on parameters read from a stored hash, so a damaged row cannot ask for gigabytes. */
const MAX_MEMORY_KIB = 1_048_576;
const MAX_PASSES = 64;
const MAX_PARALLELISM = 16;

export interface Argon2idHash {
  memory: number;
  passes: number;
  parallelism: number;
  salt: Buffer;
  hash: Buffer;
}

/** Throws at start-up (createAuth) on a Node without Argon2 in node:crypto (before 24.7). */
export function assertArgon2Available(): void {
  if (typeof argon2 !== "function") {
    throw new Error(`Password hashing needs Node.js 24.7 or later (node:crypto argon2); this is ${process.version}.`);
  }
}

/** What better-auth's own scrypt hashing does too: one spelling of each character (NIST SP 800-63B). */
function normalized(password: string): string {
  return password.normalize("NFKC");
}

function derive(password: string, salt: Buffer, parameters: { memory: number; passes: number; parallelism: number }, tagLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    argon2(
      "argon2id",
      { message: normalized(password), nonce: salt, memory: parameters.memory, passes: parameters.passes, parallelism: parameters.parallelism, tagLength },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** PHC strings use base64 without padding. */
const b64 = (bytes: Buffer) => bytes.toString("base64").replace(/=+$/, "");

export function formatArgon2id(value: Argon2idHash): string {
  return `$argon2id$v=${ARGON2_VERSION}$m=${value.memory},t=${value.passes},p=${value.parallelism}$${b64(value.salt)}$${b64(value.hash)}`;
}

const PHC = /^\$argon2id\$v=(\d+)\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

/** Reads an Argon2id PHC string; null when it is not one we can verify. */
export function parseArgon2id(stored: string): Argon2idHash | null {
  const match = PHC.exec(stored);
  if (!match) return null;
  const [, version, m, t, p, salt, hash] = match;
  const memory = Number(m);
  const passes = Number(t);
  const parallelism = Number(p);
  if (Number(version) !== ARGON2_VERSION) return null;
  if (parallelism < 1 || parallelism > MAX_PARALLELISM || passes < 1 || passes > MAX_PASSES) return null;
  if (memory < 8 * parallelism || memory > MAX_MEMORY_KIB) return null;
  const saltBytes = Buffer.from(salt!, "base64");
  const hashBytes = Buffer.from(hash!, "base64");
  if (saltBytes.length < 8 || hashBytes.length < 16) return null;
  return { memory, passes, parallelism, salt: saltBytes, hash: hashBytes };
}

/** A new Argon2id hash of `password` with a fresh random salt. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(ARGON2ID_PARAMETERS.saltLength);
  const hash = await derive(password, salt, ARGON2ID_PARAMETERS, ARGON2ID_PARAMETERS.tagLength);
  return formatArgon2id({ ...ARGON2ID_PARAMETERS, salt, hash });
}

/** better-auth's scrypt format: 32 hex characters of salt, a colon, 128 of key. */
export function isLegacyScryptHash(stored: string): boolean {
  return /^[0-9a-f]{32}:[0-9a-f]{128}$/.test(stored);
}

/** Whether `password` matches `hash` (Argon2id, or the scrypt hashes made before). Never throws for a bad hash. */
export async function verifyPassword({ hash, password }: { hash: string; password: string }): Promise<boolean> {
  const argon = parseArgon2id(hash);
  if (argon) {
    const candidate = await derive(password, argon.salt, argon, argon.hash.length);
    return timingSafeEqual(candidate, argon.hash);
  }
  if (isLegacyScryptHash(hash)) return verifyScrypt({ hash, password });
  return false;
}

/** True for any hash that is not Argon2id with at least today's parameters. */
export function needsRehash(stored: string): boolean {
  const argon = parseArgon2id(stored);
  if (!argon) return true;
  return (
    argon.memory < ARGON2ID_PARAMETERS.memory ||
    argon.passes < ARGON2ID_PARAMETERS.passes ||
    argon.hash.length < ARGON2ID_PARAMETERS.tagLength ||
    argon.salt.length < ARGON2ID_PARAMETERS.saltLength
  );
}

/**
 * After a successful sign-in with `password`: replaces the account's stored hash by
 * a current Argon2id one when it is older. The update only applies if the stored
 * hash is still the one that was read, so a password reset racing with the sign-in
 * wins. Returns whether the hash was replaced.
 */
export async function upgradePasswordHash(db: Kysely<Database>, userId: string, password: string): Promise<boolean> {
  const account = await db
    .selectFrom("account")
    .select(["id", "password"])
    .where("user_id", "=", userId)
    .where("provider_id", "=", "credential")
    .executeTakeFirst();
  const stored = account?.password;
  if (!account || !stored || !needsRehash(stored)) return false;
  // Re-check: the caller's sign-in verified the password, but this must never store a hash of a wrong one.
  if (!(await verifyPassword({ hash: stored, password }))) return false;
  const upgraded = await hashPassword(password);
  const result = await db
    .updateTable("account")
    .set({ password: upgraded })
    .where("id", "=", account.id)
    .where("password", "=", stored)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
