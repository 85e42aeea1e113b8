/**
 * Where the agency's file keys come from (docs/decisions/017-files-encrypted-at-rest.md).
 *
 * FILE_ENCRYPTION_KEY wins when set (the environment check refuses anything but 32 bytes),
 * with FILE_ENCRYPTION_KEY_PREVIOUS for keys being rotated out. When it is unset, the key
 * file (FILE_ENCRYPTION_KEY_FILE, ./data/file-encryption-key, mode 0600) is the keyring: one
 * key a line as `<id> <base64>`, the first wrapping new files, the others opening files (and
 * older database backups) wrapped before a rotation. It is generated with one key on the first
 * start, like the auth secret, but never when the database already holds encrypted files:
 * a fresh key would open none of them, so a restore without its key stops at start instead.
 */
import { closeSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, statSync, chmodSync, writeSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { log } from "../log.ts";
import { agencyKeyOf, keyIdOf, newAgencyKey, parseAgencyKey, type AgencyKey, type FileKeyring } from "./file-encryption.ts";

export class FileKeysError extends Error {
  override name = "FileKeysError";
}

export interface FileKeyEnv {
  FILE_ENCRYPTION_KEY?: string;
  FILE_ENCRYPTION_KEY_PREVIOUS?: string;
  FILE_ENCRYPTION_KEY_FILE: string;
}

export interface LoadedFileKeys {
  keyring: FileKeyring;
  /** environment: FILE_ENCRYPTION_KEY; file: the key file; generated: the key file, written just now. */
  source: "environment" | "file" | "generated";
  /** The key file's absolute path (read for older keys even when the environment has the current one). */
  path: string;
}

const HEADER = [
  "# The agency's keys for uploaded files (docs/deploy.md#the-file-encryption-key).",
  "# The first key wraps new files; the ones below it open files and database backups from before a rotation.",
  "# Back this file up apart from the database: a database backup holds the files, this holds what opens them.",
];

/** The keys of a keyring file, first the current one; [] when there is no file. */
export function readKeyringFile(path: string): AgencyKey[] {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const keys: AgencyKey[] = [];
  text.split("\n").forEach((line, index) => {
    const entry = line.trim();
    if (!entry || entry.startsWith("#")) return;
    const [id, encoded, ...rest] = entry.split(/\s+/);
    const key = encoded && !rest.length ? parseAgencyKey(encoded) : null;
    if (!key || keyIdOf(key) !== id) {
      throw new FileKeysError(`${path}, line ${index + 1}: not "<id> <key>" with the id of that key (a changed or damaged line: restore the file from its backup).`);
    }
    keys.push(agencyKeyOf(key));
  });
  if (!keys.length) throw new FileKeysError(`${path} holds no key. Restore it from its backup, or delete it on a database that holds no encrypted file yet.`);
  // Only the server's own user may read it: with a copy of the database it opens every file.
  if ((statSync(path).mode & 0o077) !== 0) {
    try {
      chmodSync(path, 0o600);
    } catch {
      log.warn("file encryption key file is readable by other users; restrict it with chmod 600", { path });
    }
  }
  return keys;
}

function keyringText(keys: AgencyKey[]): string {
  return [...HEADER, ...keys.map((k) => `${k.id} ${k.key.toString("base64")}`), ""].join("\n");
}

function writeDurably(path: string, text: string, flag: "wx" | "w"): void {
  const fd = openSync(path, flag, 0o600);
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Replaces the keyring file with `keys` (the first becomes current) in one rename: a crash
 * leaves the old file or the new one, never half of one.
 */
export function writeKeyringFile(path: string, keys: AgencyKey[]): void {
  mkdirSync(dirname(path), { recursive: true });
  const partial = `${path}.partial`;
  rmSync(partial, { force: true });
  writeDurably(partial, keyringText(keys), "wx");
  renameSync(partial, path);
}

/** Puts a new key first in the keyring file, keeping every older key; returns the new key. */
export function addCurrentKey(path: string): AgencyKey {
  const key = newAgencyKey();
  writeKeyringFile(resolve(path), [key, ...readKeyringFile(resolve(path))]);
  return key;
}

function envKeys(env: FileKeyEnv): { current: AgencyKey | null; previous: AgencyKey[] } {
  const parse = (text: string) => agencyKeyOf(parseAgencyKey(text)!);
  return {
    current: env.FILE_ENCRYPTION_KEY ? parse(env.FILE_ENCRYPTION_KEY) : null,
    previous: (env.FILE_ENCRYPTION_KEY_PREVIOUS ?? "").split(",").map((k) => k.trim()).filter(Boolean).map(parse),
  };
}

/**
 * A keyring whose current key is fixed at start, and which reads the key file again when
 * asked for a key it does not hold: `npm run keys:rotate` adds a key there while a server
 * runs, and the server then opens the files already re-wrapped under it.
 */
function keyringFrom(current: AgencyKey, older: AgencyKey[], path: string): FileKeyring {
  const byId = new Map<string, AgencyKey>([[current.id, current]]);
  const add = (keys: AgencyKey[]) => keys.forEach((k) => byId.has(k.id) || byId.set(k.id, k));
  add(older);
  return {
    current,
    find(id) {
      if (!byId.has(id)) add(readKeyringFile(path));
      return byId.get(id);
    },
    ids: () => [...byId.keys()],
  };
}

/**
 * The agency's keyring. `keyIdsInUse`: the keys the database's files are wrapped under
 * (stored-files.ts fileKeyIdsInUse); with any, no key is generated.
 */
export function resolveFileKeys(env: FileKeyEnv, keyIdsInUse: string[] = []): LoadedFileKeys {
  const path = resolve(env.FILE_ENCRYPTION_KEY_FILE);
  const fromEnv = envKeys(env);
  const fromFile = readKeyringFile(path);
  if (fromEnv.current) return { keyring: keyringFrom(fromEnv.current, [...fromEnv.previous, ...fromFile], path), source: "environment", path };
  if (fromFile.length) return { keyring: keyringFrom(fromFile[0]!, [...fromFile.slice(1), ...fromEnv.previous], path), source: "file", path };

  if (keyIdsInUse.length) {
    throw new FileKeysError(
      `The database holds uploaded files encrypted under key ${keyIdsInUse.join(", ")}, but FILE_ENCRYPTION_KEY is not set and there is no key file at ${path}. ` +
        "Restore the key file from its backup (or set FILE_ENCRYPTION_KEY to that key). Only if the key is lost for good: set FILE_ENCRYPTION_KEY to a new key; those files then cannot be opened.",
    );
  }
  mkdirSync(dirname(path), { recursive: true });
  const key = newAgencyKey();
  try {
    // "wx": never overwrite; when two processes start at once, the second reads the first one's key.
    writeDurably(path, keyringText([key]), "wx");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return resolveFileKeys(env, keyIdsInUse);
    throw error;
  }
  return { keyring: keyringFrom(key, fromEnv.previous, path), source: "generated", path };
}

/** Resolves the keyring (once, at start); warns where it came from when not the environment, and about files it cannot open. */
export function loadFileKeys(env: FileKeyEnv, keyIdsInUse: string[] = []): FileKeyring {
  const { keyring, source, path } = resolveFileKeys(env, keyIdsInUse);
  if (source !== "environment") {
    log.warn(
      source === "generated"
        ? "FILE_ENCRYPTION_KEY is not set: generated the key that encrypts uploaded files into the key file. Back that file up now, apart from the database's backups: without it no uploaded file can be opened"
        : "FILE_ENCRYPTION_KEY is not set: uploaded files are encrypted with the key in the key file. Keep a copy of it apart from the database's backups",
      { path },
    );
  }
  const missing = keyIdsInUse.filter((id) => !keyring.find(id));
  if (missing.length) {
    log.error("uploaded files are encrypted under keys this server does not hold: they cannot be opened until the key is back (FILE_ENCRYPTION_KEY_PREVIOUS or the key file)", { keyIds: missing });
  }
  return keyring;
}
