/**
 * The secret better-auth signs session cookies and confirmation links with.
 *
 * BETTER_AUTH_SECRET wins when set (the environment check refuses one shorter than
 * 32 characters, so a weak secret stops the server at start). When it is unset, a
 * random secret is generated once into AUTH_SECRET_FILE (mode 0600) and read from
 * there on every later start, so `npm ci && npm start` works on a fresh clone and
 * sessions survive restarts. See docs/decisions/004-auth-secret.md.
 */
import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { log } from "../log.ts";

export const MIN_SECRET_LENGTH = 32;

export interface AuthSecret {
  secret: string;
  /** environment: BETTER_AUTH_SECRET; file: read from AUTH_SECRET_FILE; generated: written there just now. */
  source: "environment" | "file" | "generated";
}

export class AuthSecretError extends Error {
  override name = "AuthSecretError";
}

function readSecretFile(path: string): string {
  const secret = readFileSync(path, "utf8").trim();
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new AuthSecretError(
      `${path} holds a secret shorter than ${MIN_SECRET_LENGTH} characters. Delete the file to generate a new one (this signs everyone out) or set BETTER_AUTH_SECRET.`,
    );
  }
  // Only the server's own user may read it: anyone holding it can forge session cookies.
  if ((statSync(path).mode & 0o077) !== 0) {
    try {
      chmodSync(path, 0o600);
    } catch {
      log.warn("auth secret file is readable by other users; restrict it with chmod 600", { path });
    }
  }
  return secret;
}

export function resolveAuthSecret(env: { BETTER_AUTH_SECRET?: string; AUTH_SECRET_FILE: string }): AuthSecret {
  if (env.BETTER_AUTH_SECRET) return { secret: env.BETTER_AUTH_SECRET, source: "environment" };

  const path = resolve(env.AUTH_SECRET_FILE);
  try {
    return { secret: readSecretFile(path), source: "file" };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }

  mkdirSync(dirname(path), { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  try {
    // "wx": never overwrite; when two processes start at once, the second reads the first one's secret.
    writeFileSync(path, secret + "\n", { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return { secret: readSecretFile(path), source: "file" };
    throw error;
  }
  return { secret, source: "generated" };
}

/** Resolves the secret (once, at start); logs where it came from when it is not the environment's. */
export function loadAuthSecret(env: { BETTER_AUTH_SECRET?: string; AUTH_SECRET_FILE: string }): string {
  const resolved = resolveAuthSecret(env);
  if (resolved.source !== "environment") {
    log.warn(
      resolved.source === "generated"
        ? "BETTER_AUTH_SECRET is not set: generated a random secret into the auth secret file. Keep that file private and back it up with the database, or set BETTER_AUTH_SECRET"
        : "BETTER_AUTH_SECRET is not set: using the secret from the auth secret file. Set BETTER_AUTH_SECRET when several servers share one database",
      { path: resolve(env.AUTH_SECRET_FILE) },
    );
  }
  return resolved.secret;
}
