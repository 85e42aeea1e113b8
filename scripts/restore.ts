/**
 * `npm run restore <file>`: puts a backup made by `npm run backup` back in place of the
 * SQLite database (DATABASE_URL), after checking it (PRAGMA integrity_check, and that it
 * is this site's database). Stop the server first: the restore refuses while any process
 * has the database open. The replaced database is kept next to it as
 * <name>.pre-restore-<time>; the auth secret in the backup goes back to AUTH_SECRET_FILE.
 * The uploaded files open with the file encryption key they were stored under, which is not
 * in the backup: the server refuses to start on encrypted files without any key.
 * Then start the server again.
 *
 * On PostgreSQL it prints the pg_restore command instead (and exits with 2).
 * Runs under plain Node (type stripping); reads .env like `npm run serve`.
 */
import { resolve } from "node:path";
import { resolveDatabaseUrl } from "../app/server/db/connection.ts";
import { BackupError, restoreSqlite } from "../app/server/db/sqlite-backup.ts";

function run(args: string[]): number {
  const location = resolveDatabaseUrl(process.env.DATABASE_URL || undefined);
  if (location.engine === "postgres") {
    console.error(
      "DATABASE_URL is PostgreSQL: stop the servers, then restore a pg_dump backup with\n" +
        '  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" agency-<time>.dump\n' +
        "and start them again. See docs/deploy.md.",
    );
    return 2;
  }
  if (args.length !== 1 || args[0]!.startsWith("-")) {
    console.error("Usage: npm run restore <backup file>   (stop the server first)");
    return 1;
  }
  const backup = resolve(args[0]!);
  const secretFile = process.env.BETTER_AUTH_SECRET ? undefined : resolve(process.env.AUTH_SECRET_FILE || "./data/auth-secret");
  const result = restoreSqlite(backup, location.target, { authSecretFile: secretFile });
  console.log(`restore: ${backup} → ${result.restored} (integrity ok)`);
  if (result.previous) console.log(`restore: the database it replaced is kept as ${result.previous}`);
  console.log("restore: uploaded files open with the file encryption key they were stored under (FILE_ENCRYPTION_KEY or its key file), which backups do not hold: put it back first");
  if (result.authSecret) {
    console.log(`restore: auth secret written to ${result.authSecret.path}${result.authSecret.previous ? ` (the previous one is kept as ${result.authSecret.previous})` : ""}`);
  }
  console.log("restore: done. Start the server again (npm run serve, or: systemctl start agency).");
  return 0;
}

try {
  process.exitCode = run(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof BackupError ? `restore: ${error.message}` : error);
  process.exitCode = 1;
}
