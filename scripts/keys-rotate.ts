/**
 * `npm run keys:rotate`: re-wraps every uploaded file's data key under the agency's current
 * file key, without re-encrypting any file (docs/deploy.md#the-file-encryption-key).
 *
 *   npm run keys:rotate                 re-wrap under the current key (FILE_ENCRYPTION_KEY, else
 *                                       the key file's first key); also finishes an interrupted run
 *   npm run keys:rotate -- --new-key    key file only: a new key goes first in the key file (the
 *                                       older ones stay below it), then the re-wrap
 *
 * Safe to stop and run again: the key file is replaced in one rename before any row changes,
 * each row is re-wrapped with a compare-and-set on its old key, and rows already under the
 * current key are skipped. Files still plain (from before encryption) are encrypted first.
 * Runs under plain Node (type stripping); reads .env like `npm run serve`.
 */
import { openDatabase, resolveDatabaseUrl } from "../app/server/db/connection.ts";
import { migrateToLatest } from "../app/server/db/migrate.ts";
import { parseEnv } from "../app/server/env.ts";
import { encryptPlainFiles, fileKeyIdsInUse, rewrapFileKeys } from "../app/server/uploads/file-key-passes.ts";
import { addCurrentKey, loadFileKeys } from "../app/server/uploads/file-keys.ts";

const USAGE = "Usage: npm run keys:rotate [-- --new-key]";

async function run(args: string[]): Promise<number> {
  const unknown = args.filter((a) => a !== "--new-key");
  if (unknown.length) {
    console.error(`Unknown option ${unknown.join(" ")}.\n${USAGE}`);
    return 1;
  }
  const env = parseEnv(process.env);
  if (args.includes("--new-key") && env.FILE_ENCRYPTION_KEY) {
    console.error(
      "FILE_ENCRYPTION_KEY is set, so the key lives in your environment, not in the key file. To rotate it: generate a key " +
        "(openssl rand -base64 32), set it as FILE_ENCRYPTION_KEY and the old one in FILE_ENCRYPTION_KEY_PREVIOUS, restart the servers, " +
        "then run npm run keys:rotate (without --new-key).",
    );
    return 1;
  }
  const database = openDatabase(resolveDatabaseUrl(env.DATABASE_URL));
  try {
    await migrateToLatest(database.db);
    // Checks (and on a fresh install generates) the key file before a new key goes on top of it.
    let fileKeys = loadFileKeys(env, await fileKeyIdsInUse(database.db));
    if (args.includes("--new-key")) {
      const key = addCurrentKey(env.FILE_ENCRYPTION_KEY_FILE);
      console.log(`keys:rotate: new key ${key.id} is first in the key file; the older keys stay below it (${fileKeys.ids().join(", ")})`);
      fileKeys = loadFileKeys(env, await fileKeyIdsInUse(database.db));
    }
    const current = fileKeys.current.id;
    const encrypted = await encryptPlainFiles(database.db, fileKeys);
    if (encrypted) console.log(`keys:rotate: encrypted ${encrypted} file(s) stored before encryption`);
    const result = await rewrapFileKeys(database.db, fileKeys, { onProgress: (n) => n && console.log(`keys:rotate: ${n} re-wrapped so far`) });
    console.log(`keys:rotate: re-wrapped ${result.rewrapped} file key(s) under ${current}; file bytes unchanged`);
    const inUse = await fileKeyIdsInUse(database.db);
    if (result.unopenable) {
      console.error(
        `keys:rotate: ${result.unopenable} file(s) are under a key this keyring does not hold (${inUse.filter((id) => id !== current).join(", ")}): ` +
          "add that key (FILE_ENCRYPTION_KEY_PREVIOUS, or its line in the key file) and run this again.",
      );
      return 1;
    }
    const older = fileKeys.ids().filter((id) => id !== current);
    console.log(`keys:rotate: every file is under ${current}.`);
    if (older.length) {
      console.log(
        `keys:rotate: older keys ${older.join(", ")} wrap no file now, but database backups from before this rotation still need them: ` +
          "keep them (in the key file, or in your secrets store) as long as you keep those backups.",
      );
    }
    if (args.includes("--new-key")) {
      console.log("keys:rotate: restart the server so new uploads are wrapped under the new key, then run npm run keys:rotate once more for any uploaded meanwhile.");
    }
    return 0;
  } finally {
    await database.close();
  }
}

let code = 1;
try {
  code = await run(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? `keys:rotate: ${error.message}` : error);
}
process.exit(code);
