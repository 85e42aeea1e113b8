/**
 * `npm run backup`: a consistent online backup of the SQLite database while the server
 * runs, into BACKUP_DIR (default ./backups) as app-<UTC time>.sqlite (mode 0600).
 * Uploaded files live in the database, so they are included; so is the auth secret
 * file (AUTH_SECRET_FILE) when it exists. BACKUP_KEEP=<n> deletes all but the n newest
 * backups in BACKUP_DIR. See app/server/db/sqlite-backup.ts and docs/deploy.md.
 * The uploaded files in it are encrypted, and their key is deliberately NOT in it: the key
 * (FILE_ENCRYPTION_KEY or its key file) is backed up apart (docs/deploy.md#the-file-encryption-key).
 *
 * On PostgreSQL it prints the pg_dump command instead (and exits with 2).
 * Runs under plain Node (type stripping); reads .env like `npm run serve`.
 */
import { resolve } from "node:path";
import { resolveDatabaseUrl } from "../app/server/db/connection.ts";
import { backupSqlite, BackupError } from "../app/server/db/sqlite-backup.ts";

function run(): number {
  const location = resolveDatabaseUrl(process.env.DATABASE_URL || undefined);
  if (location.engine === "postgres") {
    console.error(
      "DATABASE_URL is PostgreSQL: back it up with pg_dump, e.g.\n" +
        '  pg_dump --format=custom --file="agency-$(date -u +%Y-%m-%dT%H-%M-%SZ).dump" "$DATABASE_URL"\n' +
        "(uploaded files, sessions and the outbox are tables, so they are included). See docs/deploy.md.",
    );
    return 2;
  }
  const keep = Number(process.env.BACKUP_KEEP ?? 0);
  if (!Number.isInteger(keep) || keep < 0) {
    console.error("BACKUP_KEEP must be a whole number (0 keeps every backup).");
    return 1;
  }
  const secretFile = process.env.BETTER_AUTH_SECRET ? undefined : resolve(process.env.AUTH_SECRET_FILE || "./data/auth-secret");
  const started = Date.now();
  const result = backupSqlite(location.target, resolve(process.env.BACKUP_DIR || "./backups"), { authSecretFile: secretFile, keep });
  console.log(
    `backup: ${result.file} (${(result.bytes / 1024 / 1024).toFixed(1)} MB, ${result.tables} tables, integrity ok, ` +
      `${result.authSecretIncluded ? "auth secret included" : process.env.BETTER_AUTH_SECRET ? "auth secret is BETTER_AUTH_SECRET: keep it with your other secrets" : "no auth secret file"}) in ${Date.now() - started} ms`,
  );
  console.log(
    `backup: uploaded files are in it encrypted; their key is not (${process.env.FILE_ENCRYPTION_KEY ? "FILE_ENCRYPTION_KEY" : resolve(process.env.FILE_ENCRYPTION_KEY_FILE || "./data/file-encryption-key")}): keep a copy of the key apart from the backups`,
  );
  for (const name of result.removedOld) console.log(`backup: removed old backup ${name} (BACKUP_KEEP=${keep})`);
  return 0;
}

try {
  process.exitCode = run();
} catch (error) {
  console.error(error instanceof BackupError ? `backup: ${error.message}` : error);
  process.exitCode = 1;
}
