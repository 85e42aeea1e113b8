/**
 * Online backup and restore of the SQLite database (`npm run backup`, `npm run restore`).
 *
 * Backup: `VACUUM INTO` copies the database as one consistent snapshot (a read
 * transaction: the server keeps reading and writing meanwhile, WAL included) into a new
 * file, written under a temporary name and renamed when complete. Uploaded files are rows
 * of `uploaded_files`, so they are in it, encrypted; their key (FILE_ENCRYPTION_KEY or its key
 * file) is deliberately not copied: a backup alone opens no file. The auth secret file (AUTH_SECRET_FILE, when
 * BETTER_AUTH_SECRET is not set) is copied into the backup's `_backup_files` table, so
 * one file restores sessions and confirmation links too; the backup is therefore private
 * (mode 0600, like the secret). The copy is checked with `PRAGMA integrity_check`.
 *
 * Restore: checks the backup (integrity, and that it is one of ours), refuses while
 * another process (the server) has the database open, keeps the current database as
 * `<name>.pre-restore-<time>`, and moves the restored copy into place with a rename.
 */
import { chmodSync, copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";

export const BACKUP_FILES_TABLE = "_backup_files";
export const AUTH_SECRET_ENTRY = "auth-secret";
const BACKUP_NAME = /^app-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}(?:-\d{3})?Z\.sqlite$/;

export class BackupError extends Error {
  override name = "BackupError";
}

/** 2026-11-21T06:03:02.123Z → 2026-11-21T06-03-02-123Z (sorts by time, safe in file names). */
export function timestampForFile(date = new Date()): string {
  return date.toISOString().replace(/:/g, "-").replace(".", "-");
}

function integrityProblems(db: DatabaseSync): string[] {
  const rows = db.prepare("pragma integrity_check").all() as { integrity_check: string }[];
  return rows.map((r) => r.integrity_check).filter((r) => r !== "ok");
}

function tableNames(db: DatabaseSync): string[] {
  return (db.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'").all() as { name: string }[]).map((r) => r.name);
}

export interface BackupResult {
  file: string;
  bytes: number;
  tables: number;
  authSecretIncluded: boolean;
  removedOld: string[];
}

/**
 * Writes `<dir>/app-<time>.sqlite` from the live database at `databasePath`.
 * `keep`: how many backups to keep in `dir` (older `app-*.sqlite` files are deleted); 0 keeps all.
 */
export function backupSqlite(databasePath: string, dir: string, options: { authSecretFile?: string; keep?: number; now?: Date } = {}): BackupResult {
  if (!existsSync(databasePath)) throw new BackupError(`There is no database at ${databasePath} (check DATABASE_URL).`);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = join(resolve(dir), `app-${timestampForFile(options.now)}.sqlite`);
  if (existsSync(file)) throw new BackupError(`${file} already exists.`);
  const partial = `${file}.partial`;
  rmSync(partial, { force: true });

  const source = new DatabaseSync(databasePath, { timeout: 10_000 });
  try {
    source.prepare("vacuum into ?").run(partial);
  } finally {
    source.close();
  }
  chmodSync(partial, 0o600);

  let tables: number;
  let authSecretIncluded = false;
  const copy = new DatabaseSync(partial);
  try {
    const problems = integrityProblems(copy);
    if (problems.length) throw new BackupError(`The copy failed its integrity check: ${problems.slice(0, 5).join("; ")}`);
    tables = tableNames(copy).length;
    if (options.authSecretFile && existsSync(options.authSecretFile)) {
      copy.exec(`create table ${BACKUP_FILES_TABLE} (name text primary key, content blob not null)`);
      copy.prepare(`insert into ${BACKUP_FILES_TABLE} (name, content) values (?, ?)`).run(AUTH_SECRET_ENTRY, readFileSync(options.authSecretFile));
      authSecretIncluded = true;
    }
    // One self-contained file (VACUUM INTO keeps the source's WAL mode in the copy's header).
    copy.exec("pragma journal_mode = delete");
  } catch (error) {
    copy.close();
    rmSync(partial, { force: true });
    throw error;
  }
  copy.close();
  renameSync(partial, file);

  const removedOld: string[] = [];
  if (options.keep && options.keep > 0) {
    const backups = readdirSync(dir).filter((name) => BACKUP_NAME.test(name)).sort();
    for (const name of backups.slice(0, Math.max(0, backups.length - options.keep))) {
      rmSync(join(dir, name), { force: true });
      removedOld.push(name);
    }
  }
  return { file, bytes: statSync(file).size, tables, authSecretIncluded, removedOld };
}

/** True when another connection (a running server, a CLI) has the database open. */
export function isDatabaseInUse(databasePath: string): boolean {
  if (!existsSync(databasePath)) return false;
  const db = new DatabaseSync(databasePath);
  try {
    // In exclusive locking mode the first transaction needs every other connection gone
    // (in WAL mode each open connection holds a shared lock on the -shm file).
    db.exec("pragma locking_mode = exclusive");
    db.exec("begin exclusive");
    db.exec("rollback");
    return false;
  } catch {
    return true;
  } finally {
    db.close();
  }
}

export interface RestoreResult {
  restored: string;
  /** Where the database that was replaced is kept (undefined when there was none). */
  previous?: string;
  authSecret?: { path: string; previous?: string };
}

/**
 * Replaces the database at `databasePath` with `backupFile`. Throws BackupError when the
 * backup is damaged or not ours, or when the database is in use (stop the server first).
 */
export function restoreSqlite(backupFile: string, databasePath: string, options: { authSecretFile?: string; now?: Date } = {}): RestoreResult {
  if (!existsSync(backupFile)) throw new BackupError(`There is no file ${backupFile}.`);
  const staging = `${databasePath}.restoring`;
  rmSync(staging, { force: true });
  mkdirSync(dirname(databasePath), { recursive: true });
  copyFileSync(backupFile, staging);
  chmodSync(staging, 0o600);

  let secret: Buffer | undefined;
  try {
    const db = new DatabaseSync(staging);
    try {
      const problems = integrityProblems(db);
      if (problems.length) throw new BackupError(`${backupFile} failed its integrity check: ${problems.slice(0, 5).join("; ")}`);
      const tables = tableNames(db);
      if (!tables.includes("kysely_migration") || !tables.includes("quote_requests")) {
        throw new BackupError(`${backupFile} is not a backup of this site's database.`);
      }
      if (tables.includes(BACKUP_FILES_TABLE)) {
        const row = db.prepare(`select content from ${BACKUP_FILES_TABLE} where name = ?`).get(AUTH_SECRET_ENTRY) as { content: Uint8Array } | undefined;
        if (row) secret = Buffer.from(row.content);
        db.exec(`drop table ${BACKUP_FILES_TABLE}`);
      }
    } finally {
      db.close();
    }
  } catch (error) {
    rmSync(staging, { force: true });
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${backupFile} is not a readable SQLite database (${error instanceof Error ? error.message : String(error)}).`);
  }

  const stamp = timestampForFile(options.now);
  let previous: string | undefined;
  if (existsSync(databasePath)) {
    const current = new DatabaseSync(databasePath);
    try {
      current.exec("pragma locking_mode = exclusive");
      current.exec("begin exclusive");
      current.exec("rollback");
      // Fold the WAL into the main file, so the kept copy is complete on its own.
      current.exec("pragma wal_checkpoint(truncate)");
    } catch {
      current.close();
      rmSync(staging, { force: true });
      throw new BackupError(`${databasePath} is in use: stop the server (and any other process using the database) first, then restore again.`);
    }
    current.close();
    previous = `${databasePath}.pre-restore-${stamp}`;
    renameSync(databasePath, previous);
  }
  for (const suffix of ["-wal", "-shm", "-journal"]) rmSync(databasePath + suffix, { force: true });
  renameSync(staging, databasePath);

  let authSecret: RestoreResult["authSecret"];
  if (secret && options.authSecretFile) {
    const path = resolve(options.authSecretFile);
    let kept: string | undefined;
    if (existsSync(path) && !readFileSync(path).equals(secret)) {
      kept = `${path}.pre-restore-${stamp}`;
      renameSync(path, kept);
    }
    mkdirSync(dirname(path), { recursive: true });
    const temporary = join(dirname(path), `.${basename(path)}.restoring`);
    writeFileSync(temporary, secret, { mode: 0o600 });
    renameSync(temporary, path);
    authSecret = { path, previous: kept };
  }
  return { restored: databasePath, previous, authSecret };
}
